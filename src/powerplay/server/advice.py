"""What the bots tell the players of a game on the server (``powerplay.analysis``): a hint at a seat's
decision, and after the game the review from a seat's side.

Both are search, seconds of compiled code: they are worked out in the bots' worker processes
(``thinking.Thinkers``), a hint before the moves that wait, a review after them. A review is worked out
once per game and seat and kept in the database (and the most recent ``KEPT`` in memory, ``Reviews``);
it reports how far it is, and its graph is drawn there too, in the language of whoever asked first
(another language is drawn when asked for, and kept too). A kept review has a page of its own, shared
by its link.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from types import SimpleNamespace
from typing import Any

from ..ai.advice import Weighed
from ..analysis import Analysis, ChartWords, chart, hint, is_mistake, win_chances
from ..core.registry import game_class, specs
from ..words import Words
from . import thinking
from .errors import ApiError
from .language import _, say
from .live import LiveGame

KEPT = 64
"""Reviews kept in memory besides the database (one forgotten there is read from the database again)."""
REPORT_EVERY = 0.25
"""Seconds at least between two reports of a review's progress."""


def _weighed(w: Weighed) -> dict[str, Any]:
    return {
        "action": str(w.action),
        "chance": w.chance,
        "plays": w.plays,
        "most": w.most,
        "then": [str(a) for a in w.then],
    }


def _hint(name: str, seat: int, position: dict) -> dict[str, Any]:
    """In a worker: the hint for ``seat`` at ``position``."""
    told = hint(game_class(name).from_position(position), seat)
    return {"chances": told.chances, "options": [_weighed(o) for o in told.options]}


def _chances(name: str, seat: int | None, position: dict) -> list[float]:
    """In a worker: each player's chance to win as ``seat`` (None: a spectator) sees the game at
    ``position``."""
    return win_chances(game_class(name).from_position(position), seat)


def _review(record: dict, seat: int, names: list[str], lang: str) -> dict[str, Any]:
    """In a worker: the review of the game from ``seat``'s side, its graph drawn with ``names`` in
    ``lang``; its progress reported as it goes."""
    last = [0.0]

    def progress(done: int, planned: int) -> None:
        now = time.monotonic()
        if planned and now - last[0] >= REPORT_EVERY:
            last[0] = now
            thinking._report(min(1.0, done / planned), None)

    analysis = Analysis(record, seat, progress=progress)
    out = {
        "seat": seat,
        "players": analysis.players,
        "points": [
            {"index": p.index, "mover": p.mover, "action": p.action, "chances": p.chances} for p in analysis.points
        ],
        "moments": [
            {
                "index": m.index,
                "action": m.action,
                "before": m.before,
                "after": m.after,
                "played": _weighed(m.played),
                "best": _weighed(m.best),
                "options": [_weighed(o) for o in m.options],
            }
            for m in analysis.moments
        ],
    }
    out["graphs"] = {lang: _graph(out, names, lang)}
    return out


def _graph(review: dict[str, Any], names: list[str], lang: str) -> str:
    """The review's graph (SVG) with the players' ``names`` and its words in ``lang`` (in a worker, as
    matplotlib keeps the interpreter busy while it draws)."""
    from ..i18n import translations

    tr = translations(lang, "terminal")
    seat = review["seat"]
    shape = SimpleNamespace(
        seat=seat,
        players=review["players"],
        points=[SimpleNamespace(**p) for p in review["points"]],
        moments=[SimpleNamespace(index=m["index"], after=m["after"]) for m in review["moments"]],
    )
    words = ChartWords(
        names,
        x=tr.gettext("actions"),
        y=tr.gettext("chance to win (%)"),
        title=tr.gettext("As {seat} saw the game").format(seat=names[seat]),
    )
    return chart(shape, words, "svg").decode("utf-8")  # type: ignore[arg-type]


def in_words(result: dict[str, Any], name: str, lang: str) -> dict[str, Any]:
    """A hint's or a review's plans with their words in ``lang`` (``text``: the actions in the game's
    words, as the terminal shows them: «ставка 9, торгуясь до 14»), and each move played too, said to be
    a ``mistake`` where the best plan kept ``analysis.MISTAKE`` more. The actions name no player by name (a seat,
    where one does, as «И2»): the players' names are not needed."""
    w = Words(lang, game=name)

    def described(weighed: dict[str, Any]) -> dict[str, Any]:
        return {**weighed, "text": w.plan(weighed["action"], weighed["most"], weighed["then"])}

    out = dict(result)
    if "options" in out:
        out["options"] = [described(o) for o in out["options"]]
    if "moments" in out:
        out["moments"] = [
            {
                **m,
                "text": w.show(m["action"]),
                "played": described(m["played"]),
                "best": described(m["best"]),
                "options": [described(o) for o in m["options"]],
                "mistake": is_mistake(m["best"]["chance"], m["played"]["chance"]),
            }
            for m in out["moments"]
        ]
    return out


class Reviews:
    """The reviews worked out or under way, by game and seat (the most recent ``KEPT``)."""

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()

    def get(self, key: tuple[str, int]) -> dict[str, Any] | None:
        job = self.kept.get(key)
        if job is not None:
            self.kept.move_to_end(key)
        return job

    def start(self, key: tuple[str, int]) -> dict[str, Any]:
        job: dict[str, Any] = {"state": "running", "share": 0.0, "result": None, "graphs": None, "error": None}
        self.kept[key] = job
        while len(self.kept) > KEPT:
            self.kept.popitem(last=False)
        return job


async def current(hub: Any, live: LiveGame, version: int | None = None) -> None:
    """The game as the database has it (another process may have moved it on), and 409 unless it is at
    ``version`` (the one the reader saw), when given."""
    await hub.fresh(live)
    if version is not None and version != live.version:
        now = live.version
        raise ApiError(409, _("stale version {version}: the game is at version {now}", version=version, now=now))


def share_url(live: LiveGame, seat: int) -> str:
    """The review's own page: anyone with the link reads it (a finished game's record is public)."""
    return f"/review/{live.id}/{seat}"


async def review(hub: Any, live: LiveGame, seat: int, lang: str, *, start: bool = True) -> dict[str, Any]:
    """The review of ``live`` from ``seat``'s side: kept, worked out, or started if ``start`` (the seat's
    player asks; 404 for a reader of its link before then; 409 before the game is over), in its state
    (``running`` and the share done, ``done`` with the review in ``lang``, or ``failed``)."""
    await current(hub, live)
    if seat >= len(live.kinds):
        raise ApiError(404, _("this game has seats 0 to {last}, not {seat}", last=len(live.kinds) - 1, seat=seat))
    if not live.game.is_over:
        raise ApiError(409, _("a review is worked out once the game is over"))
    names = [say(live.player(p), lang) for p in range(len(live.kinds))]
    key = (live.id, seat)
    job = hub.reviews.get(key)
    if job is None:
        kept = await hub.db(hub.store.review, live.id, seat)
        job = hub.reviews.get(key)  # (started meanwhile)
        if job is None and kept is not None:
            job = hub.reviews.start(key)
            job["state"], job["share"], job["result"], job["graphs"] = "done", 1.0, kept[0], dict(kept[1])
    if job is None or job["state"] == "failed":
        if not start:
            raise ApiError(404, _("no review of this seat yet: its player asks for it on the game's page"))
        job = hub.reviews.start(key)
        record = live.record()

        def progress(share: float, _left: float | None) -> None:
            job["share"] = share

        async def work() -> None:
            try:
                slot = hub.thinkers.slot(live.id)
                result = await hub.thinkers.call(slot, False, _review, record, seat, names, lang, progress=progress)
                job["graphs"] = result.pop("graphs")
                job["result"] = result
                job["state"], job["share"] = "done", 1.0
                await hub.db(hub.store.keep_review, live.id, seat, result, job["graphs"])
            except Exception as e:  # the worker died, or the record did not replay: asked again, tried again
                job["state"], job["error"] = "failed", f"{type(e).__name__}: {e}"

        hub.spawn(work())
    title = specs()[live.name].title_in(lang)
    about = {"url": share_url(live, seat), "game": live.name, "title": title, "names": names}
    if job["state"] != "done":
        return {"state": job["state"], "share": job["share"], **about}
    body, graphs = job["result"], job["graphs"]
    if lang not in graphs:
        slot = hub.thinkers.slot(live.id)
        graphs[lang] = await hub.thinkers.call(slot, True, _graph, body, names, lang)
        await hub.db(hub.store.keep_review, live.id, seat, body, graphs)
    return {"state": "done", "share": 1.0, **about, **in_words(body, live.name, lang), "graph": graphs[lang]}


async def hint_for(hub: Any, live: LiveGame, seat: int, version: int, lang: str) -> dict[str, Any]:
    """The hint for ``seat``'s decision at ``version`` (403 where hints are not allowed, 409 when stale or
    out of turn), counted in the game's advice (the record says how many hints each seat took)."""
    await current(hub, live, version)
    if not live.hints_allowed:
        raise ApiError(403, _("hints are off in this game: its creator chose so"))
    game = live.game
    if game.is_over or game.current_player != seat:
        raise ApiError(409, _("a hint is for your own decision: it is not your turn"))
    version = live.version
    result = await hub.thinkers.call(hub.thinkers.slot(live.id), True, _hint, live.name, seat, game.to_json())
    live.advice = await hub.db(hub.store.hinted, live.id, seat)
    return {"version": version, "seat": seat, **in_words(result, live.name, lang)}


async def chances_for(hub: Any, live: LiveGame, seat: int | None, version: int) -> dict[str, Any]:
    """Each player's chance to win as ``seat`` sees the game at ``version`` (None: a spectator, from what
    every player may know), at any time of the game: 409 when stale, 403 where the creator did not allow
    it (a player's as hints, a spectator's of its own); a player's looks are counted in the game's
    advice."""
    await current(hub, live, version)
    if not live.chances_allowed(seat):
        if seat is None:
            raise ApiError(403, _("spectators do not see the chances in this game: its creator chose so"))
        raise ApiError(403, _("hints are off in this game: its creator chose so"))
    game = live.game
    if game.is_over:
        raise ApiError(409, _("the game is over: its review tells the chances move by move"))
    version = live.version
    chances = await hub.thinkers.call(hub.thinkers.slot(live.id), True, _chances, live.name, seat, game.to_json())
    if seat is not None:
        live.advice = await hub.db(hub.store.hinted, live.id, seat, "looked")
    return {"version": version, "seat": seat, "chances": chances}
