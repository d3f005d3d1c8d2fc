"""Games: create one, list them for the lobby (a page at a time), read a game's state (a seat's or a
spectator's), and, once it is over, its record and its replay."""

from __future__ import annotations

import secrets
from typing import Annotated, Literal
from urllib.parse import urlencode

from fastapi import APIRouter, Body, Path, Query, Request, Response

from ...core.registry import replay, seated
from ..deps import SEAT_OR_SPECTATOR, Game, Lang, LiveGames, Viewer
from ..errors import ApiError
from ..guard import JsonRoute
from ..language import _
from ..schemas import OPEN, Created, GameSummary, NewGame, Record, Replay, State, bots_for, player_name, refusals
from ..store import CURSOR, HUMAN, PAGE_MAX, Cursor
from ..wire import client_key
from .reply import reply

router = APIRouter(prefix="/api/games", tags=["games"], route_class=JsonRoute)

EXAMPLES = {
    "friends": {
        "summary": "Power Grid: a friend invited by link, a seat open to anyone, two bots",
        "value": {
            "game": "powergrid",
            "config": {"map": "germany", "players": 4, "regions": "random"},
            "seats": ["human", "human", "open", "heuristic"],
        },
    },
    "trust": {
        "summary": "Power Grid in the USA, 2 players against the trust, a fixed seed",
        "value": {"game": "powergrid", "config": {"map": "usa", "players": 2}, "seats": ["human", "hard"], "seed": 7},
    },
    "cards": {
        "summary": "The card game, 3 players, demolition and hidden money",
        "value": {
            "game": "powergrid-cards",
            "config": {"players": 3, "demolition": True, "hidden_money": True},
            "seats": ["human", "medium", "open"],
        },
    },
}
"""Shown in the OpenAPI document (and tried first by schemathesis)."""


@router.post(
    "",
    status_code=201,
    response_model=Created,
    responses=refusals(400, 413, 415, 422, 429),
    summary="Create a game",
)
async def create_game(
    body: Annotated[NewGame, Body(openapi_examples=EXAMPLES)], live_games: LiveGames, request: Request
) -> Response:
    """A new game with its seats: each invited human seat gets a link to send (it is claimed once,
    by whoever opens it first), each open seat waits for anyone in the lobby, bots play their seats
    on the server. The answer holds the creator's key, which re-issues a seat's link."""
    name = body.game
    config = body.config.model_dump(mode="json", exclude_unset=True)
    default_bot = bots_for(name)[0]
    seats = body.seats or [HUMAN] + [default_bot] * (config.get("players", 4) - 1)
    kinds = [default_bot if k == "bot" else HUMAN if k == OPEN else k for k in seats]
    config = seated(name, {"players": len(kinds), **config}, kinds)
    seed = body.seed if body.seed is not None else secrets.randbits(64)
    creator = None if body.name is None else player_name(body.name)
    address = client_key(request.client.host) if request.client else ""
    if HUMAN not in kinds and request.app.state.bot_creates.items:
        refusal = await request.app.state.bot_creates.check(address)
        if refusal is not None:
            raise refusal
    hints = body.advice.hints if body.advice.hints is not None else kinds.count(HUMAN) <= 1
    live, key, invitations = await live_games.create(
        name,
        config,
        kinds,
        {i for i, k in enumerate(seats) if k == OPEN},
        seed,
        creator,
        address,
        {"hints": hints, "spectators": body.advice.spectators},
    )
    return reply(
        {
            "id": live.id,
            "owner": key,
            "seats": [
                {
                    "seat": i,
                    "kind": s.kind,
                    "open": s.open,
                    "link": f"/play/{live.id}#invite={invitations[i]}" if i in invitations else None,
                }
                for i, s in enumerate(live.seats)
            ],
            "spectator_url": f"/watch/{live.id}",
        },
        201,
        secret=True,
    )


PAGE_DEFAULT = 50
"""Games in a page of the list when the request names no ``limit``."""
NEXT_PAGE = {
    "X-Next-Cursor": {
        "description": "The `before` of the next page; absent on the last page.",
        "schema": {"type": "string"},
    },
    "Link": {
        "description": 'The next page\'s address, `</api/games?…&before=…>; rel="next"`; absent on the last page.',
        "schema": {"type": "string"},
    },
}


@router.get(
    "",
    response_model=list[GameSummary],
    responses={200: {"headers": NEXT_PAGE}, **refusals(400)},
    summary="List games",
)
async def list_games(
    live_games: LiveGames,
    status: Annotated[
        Literal["open", "running", "over"] | None,
        Query(description="open: a seat open to anyone is free; running; over. Default: every game."),
    ] = None,
    limit: Annotated[
        int,
        Query(ge=1, le=1000, description=f"At most this many games: a page holds at most {PAGE_MAX} all the same."),
    ] = PAGE_DEFAULT,
    before: Annotated[
        str | None,
        Query(
            max_length=70,
            pattern=CURSOR,
            description="The next page: the cursor the page before gave (`X-Next-Cursor`); none for the first page.",
            examples=["1796119200123456.Qx3kP9aB2cD.1796119200456"],
        ),
    ] = None,
) -> Response:
    """A page of games for the lobby, the most recently active first (then by id). The page after
    it, if any, is named by the cursor in the `X-Next-Cursor` header (and by the `Link` header's
    `rel="next"` address): pages read one after the other never show a game twice, and show every
    game that did not move on meanwhile (one that did is at the top of the first page now). A page
    may be a second old."""
    cursor = None
    if before is not None:
        try:
            cursor = Cursor.read(before)
        except ValueError:
            refusal = _("this is not a cursor of the list of games: start again from the first page")
            raise ApiError(400, refusal) from None
    page = await live_games.db(live_games.store.page, status, limit, cursor)
    answer = reply(page.games)
    if page.next is not None:
        after = page.next.text()
        query = {**({"status": status} if status else {}), "limit": min(limit, PAGE_MAX), "before": after}
        answer.headers["X-Next-Cursor"] = after
        answer.headers["Link"] = f'</api/games?{urlencode(query)}>; rel="next"'
    return answer


@router.get(
    "/{game_id}/state",
    response_model=State,
    responses=refusals(400, 403, 404),
    openapi_extra=SEAT_OR_SPECTATOR,
    summary="A game's state",
)
async def game_state(
    live: Game,
    seat: Viewer,
    live_games: LiveGames,
    lang: Lang,
    log_id: Annotated[str | None, Query(max_length=32, description="The `log_id` of a state the reader holds.")] = None,
    log: Annotated[
        int | None,
        Query(ge=0, le=1_000_000, description="How many entries of that log the reader holds: only later ones come."),
    ] = None,
) -> Response:
    """What the seat of the token may see (a spectator without one), its legal actions when it is
    its turn, the log (in the reader's language) and the seats. With ``log_id`` and ``log`` the
    log brings only the entries after those the reader holds (``log_from`` says where it begins)."""
    await live_games.fresh(live)
    return Response(live.body(seat, lang, live.since(log_id, log)), media_type="application/json")


@router.get("/{game_id}/record", response_model=Record, responses=refusals(400, 404, 409), summary="A game's record")
async def game_record(live: Game, live_games: LiveGames) -> Response:
    """The game record (docs/records.md), once the game is over: it holds the seed."""
    await live_games.fresh(live)
    if not live.game.is_over:
        raise ApiError(409, _("the record holds the seed: it is available once the game is over"))
    return reply({**live.record(), "hints": live.advice.get("used", {}), "chances": live.advice.get("looked", {})})


@router.get(
    "/{game_id}/replay/{n}",
    response_model=Replay,
    responses=refusals(400, 404, 409),
    summary="A finished game, replayed",
)
async def game_replay(
    live: Game,
    live_games: LiveGames,
    lang: Lang,
    n: Annotated[int, Path(ge=0, le=1_000_000, description="How many actions to replay.")],
) -> Response:
    """What a spectator saw after ``n`` actions, with the log up to then (in the reader's language),
    once the game is over."""
    await live_games.fresh(live)
    if not live.game.is_over:
        raise ApiError(409, _("replays are available once the game is over"))
    total = len(live.actions)
    if n > total:
        raise ApiError(404, _("this game has actions 0 to {total}, not {n}", total=total, n=n))
    game = replay(live.record(), n)
    out = {"n": n, "total": total, "view": game.view(None), "log": live.texts(lang, 0, live.log_end[n])}
    if game.log_data:
        out["log_data"] = live.log[: live.log_end[n]]
    return reply(out)
