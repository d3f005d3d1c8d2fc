"""A live game: this process's copy of one game — the engine, its record, the log in each reader's
language, the seats and the connected clients — and the state bodies it sends.

The database is the truth; a ``LiveGame`` is rebuilt from its rows (snapshot + the actions after it)
and caught up from the database whenever another process may have moved it (``hub.Hub``).

Only ``Game.view(seat)`` and the public events ever leave a live game while it is running. The
events are kept as data (``{"kind", "args"}``, the protocol's ``Event``) and put in words for each
reader, in their language, once per language that some reader asks for.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from collections.abc import Iterable
from typing import Any

from .. import i18n
from ..bots import bot_seed, make_bot
from ..core.registry import game_class
from ..core.undo import UndoLog
from .bodies import LEGACY, STATE, as_data, dumps, view_json
from .clients import Client
from .db import SNAPSHOT_EVERY
from .language import Text, _
from .store import HUMAN, ActionRow, GameRow, SeatRow, digest, iso


def new_secret() -> str:
    """A seat's token, an invitation or the creator's key: 144 random bits."""
    return secrets.token_urlsafe(18)


def new_id() -> str:
    return secrets.token_urlsafe(8).replace("-", "x").replace("_", "y")


class LiveGame:
    """One game in memory: the engine, its record, the log, the seats and the connected clients."""

    def __init__(self, row: GameRow, rows: list[ActionRow]):
        self.id = row.id
        self.name = row.game
        self.config = row.config
        self.seed = row.seed
        self.owner = row.owner
        self.seats: list[SeatRow] = []
        self.tokens: dict[str, int] = {}
        self.kinds = [s.kind for s in row.seats]
        self.created = row.created
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.users = 0
        """Requests using this game now (``Hub.using``): it stays in memory meanwhile."""
        self.advice: dict = dict(row.advice or {})
        """What the bots may tell the players (``GameRow.advice``)."""
        self.humans = any(kind == HUMAN for kind in self.kinds)
        """Whether a person plays a seat (else its bots play only while somebody watches)."""
        self.unwatched_since = time.monotonic()
        self.bots: dict[int, Any] = {}
        self.bot_pending = -1
        self.committing: asyncio.Future[None] | None = None
        """Set while an action applied to ``game`` is being stored."""
        self._bodies: dict[tuple[int | None, str, int], str] = {}
        """The WebSocket messages of this version's states, by seat, language and the log entry
        they begin with."""
        self._tails: dict[tuple[str, int], str] = {}
        """What follows the legal actions in every seat's state of this version (the log from an
        entry on, seats, time), by language and that entry."""
        self.log_id = ""
        """Names this log: a page that holds ``n`` entries of it is sent only the entries after
        them (``_log_id``)."""
        self.undone = 0
        """The last version that took an action back (0: none): the log before it read otherwise."""
        self.names: tuple[str | None, ...] | None = None
        """The players' names by seat, as the log writes them (None: nobody gave one)."""
        self._texts: dict[str, list[str]] = {}
        """The log's words so far, by language (made when a reader of that language asks)."""
        self.reset(row, rows)

    def reset(self, row: GameRow, rows: list[ActionRow]) -> None:
        """The game as its rows hold it."""
        self.seats_version = -1
        self.set_seats(row.seats_version, row.seats)
        cls = game_class(row.game)
        if row.snapshot_version == 0 and row.snapshot is not None:  # a setup that played on (``setup``)
            start = cls.from_position(row.snapshot["position"])
            self.log: list[dict] = list(row.snapshot["setup"])
        else:
            start = cls.new(row.config, row.seed)
            self.log = [as_data(e) for e in start.setup_events]
        """The events so far, as data: the setup's, then each action's."""
        self._texts = {}
        self.undone = 0
        expected = 1
        for r in rows:
            if r.n != expected:
                self.undone = r.n - 1
            expected = r.n + 1
        if row.version >= expected:
            self.undone = row.version
        self.log_id = self._log_id()
        self.log_end = [len(self.log)]  # log entries after n actions
        # The snapshot, when it precedes the last seat's run of actions: those are replayed through
        # the undo log, to know whether they may be taken back.
        snap = sum(1 for r in rows if r.n <= (row.snapshot_version or 0))
        turn = len(rows)
        while turn and rows[turn - 1].seat == rows[-1].seat:
            turn -= 1
        if row.snapshot is not None and 0 < snap <= turn and rows[snap - 1].n == row.snapshot_version:
            game = cls.from_position(row.snapshot)
        else:
            game, snap = start, 0
        self.undo_log = UndoLog()
        """Who made each action and whether it revealed anything: what may be taken back (``Hub.undo``)."""
        for r in rows[:snap]:
            self.undo_log.note(r.seat, True)
        for r in rows[snap:]:
            self.undo_log.apply(game, r.action)
        self.game = game
        self.actions: list[str] = []
        self.last_move_at = row.created
        self.version = 0
        for r in rows:
            self._record(r.action, r.events, r.created)
        self.version = row.version  # the versions grow with every change: an undo is one too
        self.invalidate()

    # ---- state -----------------------------------------------------------------------------------
    def _record(self, action: str, events: list[dict], when: Any) -> None:
        self.actions.append(action)
        self.log.extend(events)
        self.log_end.append(len(self.log))
        self.version += 1
        self.last_move_at = when

    def advance(self, action: str, events: list[dict], when: Any) -> None:
        """An accepted action (applied to ``game`` and stored)."""
        self._record(action, events, when)
        self.invalidate()

    def texts(self, lang: str, start: int = 0, end: int | None = None) -> list[str]:
        """The log's entries ``start:end`` in ``lang``, the players' names for their seats. Each
        event is put in words once per language (when a reader of that language first asks)."""
        done = self._texts.setdefault(lang, [])
        stop = len(self.log) if end is None else end
        if len(done) < stop:
            done.extend([self.describe(e, lang) for e in self.log[len(done) : stop]])
        return done[start:stop]

    def describe(self, event: dict, lang: str) -> str:
        """One event in ``lang`` (an event of a stored game whose record no longer replays keeps
        its English words: ``LEGACY``)."""
        if event["kind"] == LEGACY:
            return str(event["args"]["text"])
        return i18n.describe(event, self.name, lang, self.names)

    async def settled(self) -> None:
        """Wait while an action is being stored: the game in memory is ahead of its version then."""
        while self.committing is not None:
            await asyncio.shield(self.committing)

    def apply_row(self, r: ActionRow) -> None:
        """An action another process stored."""
        self.undo_log.apply(self.game, r.action)
        self._record(r.action, r.events, r.created)
        self.invalidate()

    def invalidate(self) -> None:
        self._bodies.clear()
        self._tails.clear()

    def set_seats(self, version: int, seats: list[SeatRow]) -> None:
        self.seats_version = version
        self.seats = seats
        self.tokens = {s.token: i for i, s in enumerate(seats) if s.token}
        names = tuple(s.name for s in seats) if any(s.name for s in seats) else None
        if names != self.names:
            self.names = names
            self._texts = {}  # the log writes the seats as their players' names
            self.log_id = self._log_id()

    def _log_id(self) -> str:
        """The log's name: the same in every process for the same log (the game, the last action
        taken back, the players' names), another once entries already sent may read otherwise."""
        named = self.undone, self.names
        return hashlib.blake2b(f"{self.id}:{named!r}".encode(), digest_size=9).hexdigest()

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is (None: no seat of this game)."""
        return self.tokens.get(digest(token))

    def is_owner(self, key: str) -> bool:
        return self.owner is not None and hmac.compare_digest(self.owner, digest(key))

    def invited(self, invitation: str) -> int | None:
        """The seat held for (or claimed with) this invitation."""
        wanted = digest(invitation)
        for i, s in enumerate(self.seats):
            if s.invitation is not None and hmac.compare_digest(s.invitation, wanted):
                return i
        return None

    def seats_changed(self) -> None:
        """After a seat changed: clients whose seat's token was revoked are told and let go."""
        self.invalidate()
        for client in list(self.clients):
            if client.token is not None and self.tokens.get(client.token) != client.seat:
                client.end(4403, _("this seat's link was re-issued by the game's creator"))

    @property
    def hints_allowed(self) -> bool:
        """Whether the game's players may ask for hints: as its creator chose, else when at most one seat
        is a person's."""
        allowed = self.advice.get("hints")
        return bool(allowed) if allowed is not None else self.kinds.count(HUMAN) <= 1

    def chances_allowed(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) may ask for each player's chance to win during play: a
        player where hints are allowed, a spectator where the creator chose so."""
        return self.hints_allowed if seat is not None else bool(self.advice.get("spectators"))

    def record(self) -> dict:
        return {"game": self.name, "config": self.config, "seed": self.seed, "actions": self.actions[:]}

    def player(self, seat: int) -> str | Text:
        """How a message names the player of ``seat``: by their name, else by the seat (P2, «И2»)."""
        name = self.seats[seat].name if 0 <= seat < len(self.seats) else None
        return name or _("P{number}", number=seat + 1)

    def seats_public(self) -> list[dict]:
        return [s.public(i) for i, s in enumerate(self.seats)]

    def bot(self, seat: int) -> Any:
        if seat not in self.bots:
            self.bots[seat] = make_bot(self.kinds[seat], self.name, seat, bot_seed(self.seed, seat))
        return self.bots[seat]

    # ---- bodies ----------------------------------------------------------------------------------
    def since(self, log_id: str | None, have: int | None) -> int:
        """Where the log a reader is sent begins: after the ``have`` entries it holds of the log
        ``log_id``, if that is this log (else the whole log)."""
        if log_id == self.log_id and have is not None and 0 <= have <= len(self.log):
            return have
        return 0

    def body(self, seat: int | None, lang: str = i18n.SOURCE, since: int = 0) -> str:
        """The state body for a seat (None: spectator) in a reader's language as JSON text, with the
        log from entry ``since`` on; cached per version."""
        return "{" + self.ws_body(seat, lang, since)[len(STATE) :]

    def ws_body(self, seat: int | None, lang: str = i18n.SOURCE, since: int = 0) -> str:
        """The WebSocket message of a seat's state (``body`` with ``"type":"state"`` first)."""
        text = self._bodies.get((seat, lang, since))
        if text is None:
            self.prepare(((seat, lang, since),))
            text = self._bodies[seat, lang, since]
        return text

    def prepare(self, readers: Iterable[tuple[int | None, str, int]]) -> None:
        """Build the bodies of these readers (seat, language, first log entry) for this version
        (those not built yet) in one go: the game's ``views`` shares what the seats see alike, and
        each shared part is encoded once; the log and the seats are encoded once per language and
        first entry asked for."""
        missing = [reader for reader in dict.fromkeys(readers) if reader not in self._bodies]
        if not missing:
            return
        g = self.game
        cp = g.current_player
        tails: dict[int | None, list[tuple[str, int]]] = {}
        seats_text = None
        for seat, lang, since in missing:
            tails.setdefault(seat, []).append((lang, since))
            if (lang, since) not in self._tails:
                if seats_text is None:
                    seats_text = "".join(
                        (
                            ',"seats":',
                            dumps(self.seats_public()),
                            ',"last_move_at":',
                            dumps(iso(self.last_move_at)),
                            "}",
                        )
                    )
                self._tails[lang, since] = "".join(
                    (
                        ',"log_id":',
                        dumps(self.log_id),
                        ',"log_from":',
                        str(since),
                        ',"log":',
                        dumps(self.texts(lang, since)),
                        *((',"log_data":', dumps(self.log[since:])) if g.log_data else ()),
                        seats_text,
                    )
                )
        seats = list(tails)
        head = f'{STATE}"version":{self.version},"id":{dumps(self.id)},"seat":'
        rest = f',"current_player":{dumps(cp)},"over":{dumps(g.is_over)},"view":'
        encoded: dict[str, tuple[Any, str]] = {}
        items: dict[int, tuple[Any, str]] = {}
        undoer = self.undo_log.who(g)
        for seat, view in zip(seats, g.views(seats)):
            if seat is not None and seat == cp:
                legal = dumps([str(a) for a in g.legal_actions()])
            else:
                legal = "[]"
            undo = ',"undo":true' if seat is not None and seat == undoer else ',"undo":false'
            hints = ',"hints":true' if seat is not None and self.hints_allowed else ',"hints":false'
            hints += ',"chances":true' if self.chances_allowed(seat) else ',"chances":false'
            start = "".join((head, dumps(seat), rest, view_json(view, encoded, items), ',"legal":', legal, undo, hints))
            for lang, since in tails[seat]:
                self._bodies[seat, lang, since] = start + self._tails[lang, since]


def setup(game: Any) -> dict[str, Any]:
    """The snapshot of version 0 of a new game whose setup played on by itself for more than
    ``SNAPSHOT_EVERY`` events (Barrage's Automa seats — alone, a whole game): the position and the
    setup's events, so that loading the game does not play it again. Else none."""
    if len(game.setup_events) <= SNAPSHOT_EVERY:
        return {}
    position = {"position": game.to_json(), "setup": [as_data(e) for e in game.setup_events]}
    return {"snapshot": position, "snapshot_version": 0}
