"""The server: the HTTP and WebSocket API of docs/server-api.md and the web page's static files.

    powerplay serve                                            # or:
    uvicorn --factory powerplay.server.app:app_from_env        # settings from POWERPLAY_* variables

Every refusal is a 4xx JSON ``{"error", "rule"}`` and changes nothing; no input yields a 5xx.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from fastapi.routing import APIRoute
from pydantic_core import ErrorDetails
from starlette.exceptions import HTTPException
from starlette.staticfiles import StaticFiles

from ..core import data_sets
from ..core.errors import IllegalAction
from ..core.options import refusal
from ..core.registry import GAMES, game_class
from .db import libpq_conninfo
from .errors import ApiError
from .guard import Edge, RateLimit, rate_limits, refused
from .hub import Hub
from .language import _, expected, language
from .routes import actions, advice, bots, games, kinds, pages, seats, updates, words
from .schemas import Health
from .settings import Settings
from .store import Store

log = logging.getLogger("powerplay.server")

WEB = Path(__file__).resolve().parent.parent / "web"
GC_THRESHOLDS = (5000, 10, 1 << 30)
"""The cyclic garbage collector's thresholds while serving: young objects are collected every
5,000 allocations (not Python's 700: most of a request's objects are gone by then — a third less
time in the collector), the full pass never by itself. With a thousand games and their sockets
the server holds about a million objects, and a full pass over them stops everything for half a
second; Python would start one whenever a quarter as many objects as it holds had survived — every
second or so under load. The full pass runs every ``GC_EVERY`` seconds instead
(``Hub.collect_garbage``)."""
GC_EVERY = 600.0
_SHOWN = 60
"""The longest piece of a request (a field's name) a refusal repeats."""


def _shown(part: object, lang: str) -> str:
    text = str(part)
    return text if len(text) <= _SHOWN and text.isprintable() else _("(a field whose name is not short text)").say(lang)


def _invalid(e: RequestValidationError, lang: str) -> tuple[str, str | None]:
    """A refusal of a request that does not fit the API's schema, in the reader's language: where
    and what is expected (never the value sent). A game's options are refused as the engine refuses
    them, with their rule."""
    errors = e.errors()
    loc = tuple(errors[0].get("loc", ()))
    if len(loc) > 3 and loc[0] == "body" and loc[1] in GAMES and loc[2] == "config":
        options = [
            ErrorDetails(
                type=err["type"], loc=tuple(err["loc"][3:]), msg=err["msg"], input=None, ctx=err.get("ctx", {})
            )
            for err in errors
            if tuple(err["loc"][:3]) == loc[:3]
        ]
        found = refusal(game_class(str(loc[1])).config_model, options)
        return ApiError(422, found).say(lang), found.rule if isinstance(found, IllegalAction) else None
    where = ".".join(_shown(x, lang) for x in loc if x != "body" and x not in GAMES)
    return _("{field}: {problem}", field=where or _("the request body"), problem=expected(errors[0])).say(lang), None


def create_app(
    settings: Settings | None = None,
    web_dir: str | Path | None = None,
    on_ready: Callable[[], None] | None = None,
) -> FastAPI:
    """The server with ``settings`` (default: ``Settings()``, SQLite ./var/powerplay.db)."""
    settings = settings or Settings()
    for given in settings.data:
        data_sets.load(*data_sets.parse(given))

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(settings.database_url)
        await asyncio.to_thread(store.migrate)
        hub = Hub(store, settings=settings)
        app.state.hub = hub
        listener = None
        if store.postgres:
            from .notify import listen

            ready = asyncio.Event()
            listener = asyncio.get_running_loop().create_task(
                listen(libpq_conninfo(store.url), hub.notified, hub.refresh_all, ready)
            )
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ready.wait(), 10)
        hub.spawn(hub.resume_bots())
        if settings.open_game_ttl > 0:
            hub.spawn(hub.expire(settings.open_game_ttl))
        # Everything loaded so far (modules, the app, static game data) lives as long as the
        # process: keep it out of the cyclic collector's full passes (shorter GC pauses).
        gc.collect()
        gc.freeze()
        thresholds = gc.get_threshold()
        gc.set_threshold(*GC_THRESHOLDS)
        hub.spawn(hub.collect_garbage(GC_EVERY))
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            gc.set_threshold(*thresholds)
            if listener is not None:
                listener.cancel()
                with contextlib.suppress(BaseException):
                    await listener
            await hub.close()
            store.close()

    app = Server(
        title="Powerplay",
        summary="Energy-themed board games: create games, join seats, play actions, watch live.",
        version="2",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
        openapi_url="/api/openapi.json",
    )
    app.state.settings = settings
    app.state.bot_creates = RateLimit(_("games without a human player"), "", settings.limit_bot_create)
    app.state.web = Path(web_dir) if web_dir else WEB
    limits = rate_limits(settings.limit_create, settings.limit_join, settings.limit_actions)
    app.add_middleware(
        Edge,
        max_body=settings.max_body,
        limits=limits,
        log=settings.access_log,
        direct=(actions.PATH, actions.post_action_direct),
    )

    @app.exception_handler(HTTPException)
    async def _http_error(request: Request, e: HTTPException) -> Response:
        lang = language(request.headers)
        if isinstance(e, ApiError):
            return refused(e, lang)
        if e.status_code == 405:  # Allow: every method of the path (Starlette names one route's)
            path = request.url.path
            allowed = sorted({m for pattern, methods in routes for m in methods if pattern.match(path)})
            return refused(ApiError(405, _("method not allowed"), headers={"Allow": ", ".join(allowed)}), lang)
        path = request.url.path
        if e.status_code == 404 and request.method in ("GET", "HEAD") and not path.startswith(("/api/", "/static/")):
            return pages.not_found_page(path, lang)  # a page's address: a page, not JSON
        return refused(ApiError(e.status_code, _("not found") if e.status_code == 404 else str(e.detail)), lang)

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, e: RequestValidationError) -> Response:
        lang = language(request.headers)
        message, rule = _invalid(e, lang)
        return refused(ApiError(400, _("bad request: {problem}", problem=message), rule), lang)

    @app.exception_handler(Exception)
    async def _internal(request: Request, e: Exception) -> Response:
        log.exception("internal error")
        return refused(ApiError(500, _("internal error: {error}", error=type(e).__name__)), language(request.headers))

    routes: list[tuple[re.Pattern[str], set[str]]] = []
    # the most frequent first: matched in order
    for module in (actions, games, kinds, seats, bots, pages, updates, words, advice):
        app.include_router(module.router)
        routes += [(r.path_regex, r.methods or set()) for r in module.router.routes if isinstance(r, APIRoute)]
    app.mount("/static", StaticFiles(directory=app.state.web / "static", check_dir=False), name="static")

    @app.get("/api/health", response_model=Health, tags=["server"], summary="Is the server up?")
    async def health() -> dict[str, Any]:
        hub = app.state.hub
        return {
            "ok": True,
            "pid": os.getpid(),
            "games_in_memory": len(hub.games),
            "games_watched": len(hub.watched),
            "sockets": hub.sockets,
        }

    return app


class Server(FastAPI):
    def openapi(self) -> dict[str, Any]:
        """FastAPI's document without the 422 "validation error" it adds to every route: this server
        refuses a request that does not fit its schema with a 400 (and uses 422 for the game's refusals)."""
        if self.openapi_schema is None:
            schema = super().openapi()
            for path in schema["paths"].values():
                for operation in path.values():
                    answers = operation.get("responses", {})
                    shown = answers.get("422", {}).get("content", {}).get("application/json", {}).get("schema", {})
                    if shown.get("$ref", "").endswith("/HTTPValidationError"):
                        del answers["422"]
            for name in ("HTTPValidationError", "ValidationError"):
                schema.get("components", {}).get("schemas", {}).pop(name, None)
        return self.openapi_schema or {}


def app_from_env() -> FastAPI:
    """For ``uvicorn --factory`` (several workers): ``DATABASE_URL`` and ``POWERPLAY_*`` settings."""
    return create_app(Settings.from_env())
