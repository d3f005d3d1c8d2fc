"""What stands between the network and the games: JSON bodies only (size, nesting and text checked
before any work), per-client rate limits, the browser's safety headers, WebSocket origins and an
access log that never holds a secret (docs/deploy.md)."""

from __future__ import annotations

import json
import logging
import math
import re
import time
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import pydantic_core
from fastapi import Request, Response
from fastapi.routing import APIRoute
from limits import RateLimitItem, parse_many
from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .errors import ApiError
from .language import Text, _, language, ngettext
from .wire import client_key

access_log = logging.getLogger("powerplay.access")

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]
_API_HEADERS = [
    (b"content-security-policy", b"default-src 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
]
"""JSON answers are never a page: that none may be shown as one (or framed) is all they need."""
_SECRET_PARAMS = frozenset({"token", "invitation", "invite", "owner", "key"})


class JsonRequest(Request):
    """A request whose JSON body is parsed strictly: valid UTF-8, no lone surrogates, nesting at
    most 200 deep (pydantic-core's parser); anything else is a 400 that echoes nothing back."""

    async def json(self) -> Any:
        try:
            return pydantic_core.from_json(await self.body())
        except ValueError as e:
            where = re.search(r"line (\d+) column (\d+)", str(e))
            if where is None:
                raise ApiError(400, _("malformed JSON")) from None
            line, column = int(where[1]), int(where[2])
            raise ApiError(400, _("malformed JSON at line {line}, column {column}", line=line, column=column)) from None


class JsonRoute(APIRoute):
    """An API route: a body, where it takes one, must be JSON sent as such (415 otherwise — a page
    of another site can send a form or text/plain without asking, but not JSON)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        takes_body = self.body_field is not None

        async def route(request: Request) -> Response:
            if takes_body:
                kind = request.headers.get("content-type", "").partition(";")[0].strip().lower()
                if kind != "application/json":
                    raise ApiError(415, _("the request body must be JSON, sent with Content-Type: application/json"))
            return await handler(JsonRequest(request.scope, request.receive))

        return route


class RateLimit:
    """Requests of one kind (``POST`` to the paths ``pattern`` matches) from one client address
    (docs/deploy.md): beyond the limit, 429 with Retry-After and nothing done.

    An exact moving window: a request is refused when the client's ``amount``-th most recent request
    of this kind is less than the window's length ago (a sliding window kept as two counters lets a
    burst across a minute's edge through). Each client's last ``amount`` times are kept; clients
    idle for a whole window are forgotten. No thread, no task: a check is a few deque operations."""

    def __init__(self, what: Text, pattern: str, rate: str):
        self.what = what
        self.pattern = re.compile(pattern)
        self.items: list[RateLimitItem] = [] if rate.strip().lower() == "none" else parse_many(rate)
        self.windows = [(item, item.amount, float(item.get_expiry())) for item in self.items]
        self.longest = max((seconds for _, _, seconds in self.windows), default=0.0)
        self.times: dict[str, list[deque[float]]] = {}
        self.swept = time.monotonic()

    async def check(self, client: str) -> ApiError | None:
        """The refusal when the client is beyond the limit; else the request is counted."""
        now = time.monotonic()
        if now - self.swept > max(self.longest, 1.0):
            self._sweep(now)
        times = self.times.get(client)
        if times is None:
            times = self.times[client] = [deque(maxlen=amount) for _, amount, _ in self.windows]
        for (_item, amount, seconds), recent in zip(self.windows, times):
            if len(recent) == amount and recent[0] > now - seconds:
                wait = max(1, math.ceil(recent[0] + seconds - now))
                return ApiError(
                    429,
                    ngettext(
                        "too many {what} from your address ({limit}): try again in {n} second",
                        "too many {what} from your address ({limit}): try again in {n} seconds",
                        wait,
                        what=self.what,
                        limit=_("at most {amount} in {window}", amount=amount, window=_seconds(int(seconds))),
                    ),
                    headers={"Retry-After": str(wait)},
                )
        for recent in times:
            recent.append(now)
        return None

    def _sweep(self, now: float) -> None:
        self.swept = now
        idle = [
            client
            for client, times in self.times.items()
            if all(not recent or recent[-1] <= now - seconds for (_, _, seconds), recent in zip(self.windows, times))
        ]
        for client in idle:
            del self.times[client]


def rate_limits(create: str, join: str, actions: str) -> list[RateLimit]:
    """The limits on creating games, on taking seats (joining, claiming, re-issuing links, naming
    one's seat) and on actions."""
    return [
        RateLimit(_("games created"), r"^/api/games$", create),
        RateLimit(_("seats taken"), r"^/api/games/[^/]+/(join|claim|name|seats/[^/]+/invitation)$", join),
        RateLimit(_("actions"), r"^/api/games/[^/]+/actions$", actions),
    ]


def _seconds(n: int) -> Text:
    return ngettext("{n} second", "{n} seconds", n)


def origin_allowed(headers: Any, allowed: tuple[str, ...]) -> bool:
    """A WebSocket may be opened by a page of this server (or of an allowed origin); a program that
    is not a browser sends no Origin."""
    origin = headers.get("origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc == headers.get("host") or origin in allowed


def _shown(scope: Scope) -> str:
    """The request's path and query as logged: values of secret-looking parameters are replaced,
    and a character that is not printable (a line break sent as ``%0a``) is written as its escape,
    so that no request can add a line of its own to the log."""
    query = scope.get("query_string", b"").decode("latin-1")
    if not query:
        return printable(scope["path"])
    pairs = [(k, "…" if k.lower() in _SECRET_PARAMS else v) for k, v in parse_qsl(query, keep_blank_values=True)]
    return printable(f"{scope['path']}?{urlencode(pairs)}")


def printable(text: str) -> str:
    """``text`` with each character that is not printable written as its Python escape (``\\n``)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def log_requests() -> None:
    """Print the access log on stderr (once per process)."""
    if not access_log.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
        access_log.addHandler(handler)
        access_log.setLevel(logging.INFO)
        access_log.propagate = False


Direct = Callable[[Scope, Receive, Send, ASGIApp], Coroutine[Any, Any, None]]
"""A handler of one route's requests in plain ASGI, given the app to pass what it does not take."""


class Edge:
    """ASGI middleware at the edge of the server:

    - a request body larger than ``max_body`` bytes is refused with 413 (before it is read when its
      length is announced, else as soon as it grows too large);
    - a POST beyond its client's rate limit is refused with 429 (``limits``);
    - every HTTP response gets the safety headers: a page, a strict Content-Security-Policy without
      inline script, no Referer, no sniffing, no framing; an API answer, nothing may run, be sniffed
      or framed;
    - with ``log``, each request is logged as ``client "METHOD path" status time``;
    - ``direct``: POST requests to the paths a pattern matches go to a handler of their own (the
      actions, ``routes.actions.post_action_direct``).
    """

    def __init__(
        self,
        app: ASGIApp,
        max_body: int,
        limits: list[RateLimit],
        log: bool = False,
        direct: tuple[re.Pattern[str], Direct] | None = None,
    ):
        self.app = app
        self.max_body = max_body
        self.limits = [limit for limit in limits if limit.items]
        self.log = log
        self.direct = direct
        self.too_large = ngettext(
            "the request body is larger than {n} byte", "the request body is larger than {n} bytes", max_body
        )
        if log:
            log_requests()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 0
        start = time.perf_counter()
        safety = _API_HEADERS if scope["path"].startswith("/api/") else _HEADERS

        async def send_with_headers(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), *safety]
            await send(message)

        received = 0

        async def receive_within_limit() -> Message:
            nonlocal received
            message = await receive()
            received += len(message.get("body", b""))
            if received > self.max_body:
                raise ApiError(413, self.too_large)
            return message

        try:
            refusal = None
            if _announced(scope) > self.max_body:
                refusal = ApiError(413, self.too_large)
            elif scope["method"] == "POST":
                client = scope.get("client")
                for limit in self.limits:
                    if limit.pattern.match(scope["path"]):
                        refusal = await limit.check(client_key(client[0]) if client else "")
                        break
            if refusal is not None:
                await refused(refusal, language(Headers(scope=scope)))(scope, receive, send_with_headers)
            elif self.direct is not None and scope["method"] == "POST" and self.direct[0].match(scope["path"]):
                await self.direct[1](scope, receive_within_limit, send_with_headers, self.app)
            else:
                await self.app(scope, receive_within_limit, send_with_headers)
        finally:
            if self.log:
                client = scope.get("client")
                access_log.info(
                    '%s "%s %s" %d %.1f ms',
                    printable(client[0]) if client else "-",
                    printable(scope["method"]),
                    _shown(scope),
                    status,
                    1000 * (time.perf_counter() - start),
                )


def _announced(scope: Scope) -> int:
    """The body's length as the request announces it (0 if it does not)."""
    for name, value in scope["headers"]:
        if name == b"content-length":
            return int(value) if value.isdigit() else 0
    return 0


def refused(e: ApiError, lang: str = "en") -> Response:
    """The JSON answer to a refusal, in the reader's language (ASCII only, other letters escaped:
    nothing a request holds can break its encoding)."""
    return Response(
        json.dumps({"error": e.say(lang), "rule": e.rule}, separators=(",", ":")),
        status_code=e.status_code,
        media_type="application/json",
        headers=e.headers,
    )
