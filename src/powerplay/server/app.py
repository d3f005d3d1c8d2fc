"""The HTTP and WebSocket API of docs/server-api.md, and the web page's static files.

uvicorn --factory powerplay.server.app:app_from_env      # or: powerplay serve
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.staticfiles import StaticFiles

from ..bots import BOTS, make_bot
from ..core.errors import BadInput
from ..core.registry import GAMES
from .db import libpq_conninfo
from .live import ApiError, Client, Hub
from .store import HUMAN, Store

log = logging.getLogger("powerplay.server")

WEB = Path(__file__).resolve().parent.parent / "web"
STATUSES = ("open", "running", "over")
DEFAULT_BOT = "heuristic"
BOT_LABELS = {
    "heuristic": "Heuristic bot",
    "easy": "Search bot: easy",
    "medium": "Search bot: medium",
    "hard": "Search bot: hard",
    "random": "Random bot",
}

_plays: dict[tuple[str, str], bool] = {}


def bot_plays(kind: str, game: str) -> bool:
    """Can the bot ``kind`` play ``game``? (A bot that cannot refuses to be made for it.)"""
    key = (kind, game)
    if key not in _plays:
        try:
            make_bot(kind, game, 0, 0)
            _plays[key] = True
        except BadInput:
            _plays[key] = False
    return _plays[key]


def bots_for(game: str) -> list[str]:
    """The bots that play ``game``, the default one first."""
    kinds = [k for k in BOTS if bot_plays(k, game)]
    return sorted(kinds, key=lambda k: k != DEFAULT_BOT)


def _json(data: Any, status: int = 200) -> Response:
    return Response(
        json.dumps(data, separators=(",", ":"), ensure_ascii=False), status_code=status, media_type="application/json"
    )


def _error(status: int, message: str, rule: str | None = None) -> Response:
    return _json({"error": message, "rule": rule}, status)


async def _body(request: Request, required: bool = True) -> dict:
    raw = await request.body()
    if not raw.strip():
        if required:
            raise ApiError(400, "the request body must be a JSON object")
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as e:
        raise ApiError(400, f"malformed JSON: {e}") from e
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON object")
    return data


def _int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiError(400, f"{name} must be an integer")
    return value


class _Static(StaticFiles):
    async def check_config(self) -> None:  # the web page may not be installed: 404, not 500
        return None


def create_app(
    database_url: str | None = None,
    bot_delay: float = 0.6,
    web_dir: str | Path | None = None,
    on_ready: Callable[[], None] | None = None,
) -> FastAPI:
    """The server. ``database_url``: else $DATABASE_URL, else SQLite ./var/powerplay.db."""
    web = Path(web_dir) if web_dir else WEB
    state: dict[str, Any] = {}

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI):
        store = Store(database_url)
        await asyncio.to_thread(store.migrate)
        hub = Hub(store, bot_delay)
        state["hub"] = hub
        listener = None
        if store.postgres:
            from .notify import listen

            ready = asyncio.Event()
            listener = asyncio.get_running_loop().create_task(
                listen(libpq_conninfo(store.url), hub.notified, hub.refresh_all, ready)
            )
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(ready.wait(), 10)
        hub.spawn(hub.resume_bots())
        # Everything loaded so far (modules, the app, static game data) lives as long as the
        # process: keep it out of the cyclic collector's full passes (shorter GC pauses).
        gc.collect()
        gc.freeze()
        if on_ready is not None:
            on_ready()
        try:
            yield
        finally:
            if listener is not None:
                listener.cancel()
                with contextlib.suppress(BaseException):
                    await listener
            await hub.close()
            store.close()

    app = FastAPI(
        title="Powerplay", lifespan=lifespan, docs_url="/api/docs", redoc_url=None, openapi_url="/api/openapi.json"
    )

    def hub() -> Hub:
        return state["hub"]

    # ---- errors ----------------------------------------------------------------------------------
    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, e: ApiError) -> Response:
        return _error(e.status, e.message, e.rule)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, e: StarletteHTTPException) -> Response:
        return _error(e.status_code, str(e.detail))

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, e: RequestValidationError) -> Response:
        where = "; ".join(f"{'.'.join(str(x) for x in err.get('loc', ()))}: {err.get('msg')}" for err in e.errors())
        return _error(400, f"bad request: {where}")

    @app.exception_handler(Exception)
    async def _internal_error(_request: Request, e: Exception) -> Response:
        log.exception("internal error")
        return _error(500, f"internal error: {type(e).__name__}")

    # ---- pages -----------------------------------------------------------------------------------
    def page(name: str) -> Response:
        path = web / name
        if not path.is_file():
            raise ApiError(404, f"the web page ({name}) is not installed")
        return FileResponse(path, headers={"Cache-Control": "no-cache"})

    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        return page("index.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    async def play_page(game_id: str) -> Response:
        return page("game.html")

    @app.get("/watch/{game_id}", include_in_schema=False)
    async def watch_page(game_id: str) -> Response:
        return page("game.html")

    app.mount("/static", _Static(directory=web / "static", check_dir=False), name="static")

    # ---- API -------------------------------------------------------------------------------------
    @app.get("/api/health")
    async def health() -> Response:
        return _json({"ok": True, "pid": os.getpid(), "games_in_memory": len(hub().games)})

    @app.post("/api/games")
    async def create_game(request: Request) -> Response:
        data = await _body(request)
        name = data.get("game", "powergrid")
        if name not in GAMES:
            raise ApiError(400, f"unknown game {name!r}; games: {', '.join(GAMES)}")
        config = data.get("config", {})
        if config is None:
            config = {}
        if not isinstance(config, dict):
            raise ApiError(400, "config must be a JSON object")
        config = dict(config)
        playing = bots_for(name)
        default_bot = playing[0] if playing else DEFAULT_BOT
        seats = data.get("seats")
        if seats is None:
            players = config.get("players", 4)
            seats = [HUMAN] + [default_bot] * ((players if isinstance(players, int) else 4) - 1)
        if not isinstance(seats, list) or not seats or not all(isinstance(k, str) for k in seats):
            raise ApiError(400, 'seats must be a list such as ["human", "heuristic", "random"]')
        kinds = [default_bot if k.strip().lower() == "bot" else k.strip().lower() for k in seats]
        for k in kinds:
            if k != HUMAN and k not in BOTS:
                raise ApiError(400, f"unknown seat kind {k!r}: human or a bot ({', '.join(BOTS)})")
            if k != HUMAN and k not in playing:
                raise ApiError(400, f"the {k} bot does not play {name}; its bots: {', '.join(playing) or 'none'}")
        config.setdefault("players", len(kinds))
        seed = data.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        seed = _int(seed, "seed")
        if not 0 <= seed < 2**63:
            raise ApiError(400, "seed must be from 0 to 2**63 - 1")
        live = await hub().create(name, config, kinds, seed)
        return _json(
            {
                "id": live.id,
                "seats": [
                    {
                        "seat": i,
                        "kind": k,
                        "token": hub().token_of(live, i) if k == HUMAN else None,
                        "url": f"/play/{live.id}?token={hub().token_of(live, i)}" if k == HUMAN else None,
                    }
                    for i, k in enumerate(kinds)
                ],
                "spectator_url": f"/watch/{live.id}",
            },
            201,
        )

    @app.get("/api/bots")
    async def list_bots(game: str | None = None) -> Response:
        if game is not None and game not in GAMES:
            raise ApiError(400, f"unknown game {game!r}; games: {', '.join(GAMES)}")
        games = [game] if game is not None else list(GAMES)
        kinds = [k for k in BOT_LABELS if k in BOTS] + [k for k in BOTS if k not in BOT_LABELS]
        return _json(
            [
                {"kind": k, "label": BOT_LABELS.get(k, f"{k} bot"), "games": [g for g in games if bot_plays(k, g)]}
                for k in kinds
            ]
        )

    @app.get("/api/games")
    async def list_games(status: str | None = None, limit: int = 100) -> Response:
        if status is not None and status not in STATUSES:
            raise ApiError(400, f"status must be one of {', '.join(STATUSES)}")
        if not 1 <= limit <= 1000:
            raise ApiError(400, "limit must be from 1 to 1000")
        return _json(await hub().db(hub().store.listing, status, limit))

    @app.post("/api/games/{game_id}/join")
    async def join(game_id: str, request: Request) -> Response:
        data = await _body(request, required=False)
        live = await hub().need(game_id)
        await hub().fresh(live)
        seat = await hub().join(live, data.get("seat"))
        token = hub().token_of(live, seat)
        return _json({"seat": seat, "token": token, "url": f"/play/{live.id}?token={token}"})

    @app.get("/api/games/{game_id}/state")
    async def game_state(game_id: str, token: str | None = None) -> Response:
        live = await hub().need(game_id)
        seat = _seat(live, token)
        await hub().fresh(live)
        await hub().claim(live, seat)
        return Response(live.body(seat), media_type="application/json")

    @app.post("/api/games/{game_id}/actions")
    async def post_action(game_id: str, request: Request) -> Response:
        data = await _body(request)
        token, version, action = data.get("token"), data.get("version"), data.get("action")
        if not isinstance(token, str) or not token:
            raise ApiError(400, "token (a string) is required")
        version = _int(version, "version")
        if not isinstance(action, str) or not action.strip():
            raise ApiError(400, 'action must be a string such as "bid 14 on plant 13"')
        live = await hub().need(game_id)
        seat = _seat(live, token)
        await hub().claim(live, seat)
        n, events = await hub().submit(live, seat, version, action)
        return _json({"version": n, "events": events})

    @app.get("/api/games/{game_id}/record")
    async def game_record(game_id: str) -> Response:
        live = await hub().need(game_id)
        await hub().fresh(live)
        if not live.game.is_over:
            raise ApiError(403, "the record holds the seed: it is available once the game is over")
        return _json(live.record())

    @app.get("/api/games/{game_id}/replay/{n}")
    async def game_replay(game_id: str, n: int) -> Response:
        from ..core.registry import replay

        live = await hub().need(game_id)
        await hub().fresh(live)
        if not live.game.is_over:
            raise ApiError(403, "replays are available once the game is over")
        total = len(live.actions)
        if not 0 <= n <= total:
            raise ApiError(404, f"n must be from 0 to {total}")
        game = replay(live.record(), n)
        return _json({"n": n, "total": total, "view": game.view(None), "log": live.log[: live.log_end[n]]})

    def _seat(live: Any, token: str | None) -> int | None:
        if not token:
            return None
        seat = live.seat_of(token)
        if seat is None:
            raise ApiError(403, "wrong token for this game")
        return seat

    # ---- WebSocket -------------------------------------------------------------------------------
    @app.websocket("/ws/games/{game_id}")
    async def game_socket(websocket: WebSocket, game_id: str, token: str | None = None) -> None:
        await websocket.accept()
        try:
            live = await hub().need(game_id)
            seat = _seat(live, token)
        except ApiError as e:
            await websocket.send_text(json.dumps({"type": "error", "error": e.message, "rule": None}))
            await websocket.close(code=4000 + e.status)
            return
        await hub().fresh(live)
        await hub().claim(live, seat)
        client = Client(websocket, seat)
        live.clients.add(client)
        client.push(live.ws_body(seat))
        writer = asyncio.get_running_loop().create_task(client.run())
        try:
            while True:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                if message.get("text") == "ping":
                    client.push('{"type":"pong"}')
        finally:
            live.clients.discard(client)
            writer.cancel()
            with contextlib.suppress(BaseException):
                await writer

    return app


def app_from_env() -> FastAPI:
    """For ``uvicorn --factory`` (several workers): $DATABASE_URL, $POWERPLAY_BOT_DELAY."""
    return create_app(os.environ.get("DATABASE_URL"), float(os.environ.get("POWERPLAY_BOT_DELAY", "0.6")))
