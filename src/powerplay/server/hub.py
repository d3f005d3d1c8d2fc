"""The live games of this process (``Hub``): the per-process cache on top of the store, the
accepted-action path, the WebSocket pushes and the server's bots."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import functools
import gc
import logging
import time
from collections import Counter, OrderedDict
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..bots import bot_seed, observe
from ..core.errors import BadInput, IllegalAction
from ..core.registry import game_class
from .advice import Reviews
from .bodies import as_data, dumps
from .clients import Client
from .db import SNAPSHOT_EVERY
from .errors import ApiError
from .language import _, ngettext
from .live import LiveGame, new_id, new_secret, setup
from .settings import Settings
from .store import HUMAN, ActionRow, GameRow, SeatRow, Store, digest, noticed_row, now
from .thinking import Thinkers, WorkerDied, thinks

log = logging.getLogger("powerplay.server")

BACKUP_GRACE = 3.0
"""Seconds after which a process that did not make the last move plays a bot's turn itself
(the process that made it normally does, after ``bot_delay``): no game stalls when one dies."""


class Hub:
    """The live games of this process, on top of the store.

    Games are kept in memory while they are in use — by a request (``using``), an open WebSocket
    (``attach``), a bot's coming move or a lock — and besides those the ``cached_games`` most
    recently used; a game in use is never dropped, so every socket hears of every move. The games
    watched, the sockets and each address's sockets are bounded (``Settings``): beyond, a socket is
    refused with a close code that says why."""

    def __init__(
        self,
        store: Store,
        bot_delay: float | None = None,
        bot_processes: int | None = None,
        settings: Settings | None = None,
    ):
        self.store = store
        self.settings = settings = settings or Settings()
        self.bot_delay = settings.bot_delay if bot_delay is None else bot_delay
        self.thinkers = Thinkers(settings.bot_processes if bot_processes is None else bot_processes)
        self.reviews = Reviews()
        self.games: OrderedDict[str, LiveGame] = OrderedDict()
        self.watched: set[LiveGame] = set()
        """The games with an open WebSocket."""
        self.sockets = 0
        self.sockets_of: Counter[str] = Counter()
        """Open WebSockets by client address."""
        self.bot_games_of: dict[str, set[str]] = {}
        """The running games without a human seat each address created (through this process)."""
        self._load_locks: dict[str, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task] = set()
        self._executor = ThreadPoolExecutor(max_workers=8, thread_name_prefix="powerplay-db")
        # SQLite statements take a fraction of a millisecond and need no network: they run on the
        # event loop's thread. In threads they would wait for the GIL behind the loop (up to the
        # 5 ms switch interval, several times per transaction), and concurrent SQLite writers that
        # find the database locked sleep in steps of up to 100 ms. PostgreSQL calls run in threads.
        self.inline = not store.postgres
        self.closed = False
        self._appends: list[tuple[tuple, asyncio.Future[bool]]] = []

    async def db(self, fn: Callable, *args: Any) -> Any:
        """Run a database call (SQLite: right here; PostgreSQL: in a thread)."""
        if self.inline:
            return fn(*args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, functools.partial(fn, *args))

    write = db

    def spawn(self, coro: Any) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        self.closed = True
        try:
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            self._executor.shutdown(wait=True)
        finally:
            self.thinkers.close()

    # ---- the cache -------------------------------------------------------------------------------
    async def get(self, game_id: str) -> LiveGame | None:
        live = self.games.get(game_id)
        if live is not None:
            self.games.move_to_end(game_id)
            return live
        lock = self._load_locks.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                live = self.games.get(game_id)
                if live is None:
                    loaded = await self.db(self.store.load, game_id)
                    if loaded is None:
                        return None
                    try:
                        live = self.games.get(game_id) or LiveGame(*loaded)
                    except BadInput as e:  # played with a data set this server has not loaded
                        raise ApiError(409, e) from None
                    self.games[game_id] = live
                    self._evict(keep=live)
                return live
        finally:
            if not lock.locked() and self._load_locks.get(game_id) is lock:
                del self._load_locks[game_id]

    async def need(self, game_id: str) -> LiveGame:
        live = await self.get(game_id)
        if live is None:
            raise ApiError(404, _("there is no game “{game}” on this server", game=game_id[:40]))
        return live

    @contextlib.asynccontextmanager
    async def using(self, game_id: str) -> AsyncIterator[LiveGame]:
        """The game (404 if there is none), kept in memory while the caller uses it."""
        live = await self.need(game_id)  # (no task switch between its return and the count)
        live.users += 1
        try:
            yield live
        finally:
            live.users -= 1

    @staticmethod
    def in_use(live: LiveGame) -> bool:
        return bool(
            live.users
            or live.clients
            or live.lock.locked()
            or (live.bot_pending == live.version and not live.game.is_over)
        )

    def _evict(self, keep: LiveGame | None = None) -> None:
        """Drop the least recently used games not in use (never ``keep``) beyond ``cached_games``."""
        excess = len(self.games) - len(self.watched) - self.settings.cached_games
        if excess <= 0:
            return
        for gid, live in list(self.games.items()):
            if excess <= 0:
                break
            if live is not keep and not self.in_use(live):
                del self.games[gid]
                excess -= 1

    def attach(self, live: LiveGame, client: Client) -> None:
        """Count ``client`` among the game's sockets, or refuse it: its address holds its share of
        sockets (429), or this process watches as many games or holds as many sockets as it may
        (503). Nothing is counted then."""
        cap = self.settings.sockets_per_address
        if cap and self.sockets_of[client.address] >= cap:
            raise ApiError(
                429,
                ngettext(
                    "your address has {n} live connection open already: close a page first",
                    "your address has {n} live connections open already: close a page first",
                    cap,
                ),
            )
        if self.sockets >= self.settings.max_sockets or (
            not live.clients and len(self.watched) >= self.settings.max_watched
        ):
            raise ApiError(503, _("the server follows as many games as it can: try again in a minute"))
        if self.games.get(live.id) is not live:  # (a game in use is never dropped: only gone ones)
            raise ApiError(404, _("there is no game “{game}” on this server", game=live.id))
        live.clients.add(client)
        self.watched.add(live)
        self.sockets += 1
        self.sockets_of[client.address] += 1
        if not live.humans:  # its bots play while somebody watches
            self.schedule_bot(live)

    def detach(self, live: LiveGame, client: Client) -> None:
        """``client``'s socket has closed."""
        if client not in live.clients:
            return
        live.clients.discard(client)
        self.sockets -= 1
        left = self.sockets_of[client.address] - 1
        if left > 0:
            self.sockets_of[client.address] = left
        else:
            del self.sockets_of[client.address]
        if not live.clients:
            self.watched.discard(live)
            live.unwatched_since = time.monotonic()
            self._evict()

    def gone(self, game_id: str) -> None:
        """A game was deleted (expired): forget it and let its clients go."""
        live = self.games.pop(game_id, None)
        if live is not None:
            for client in list(live.clients):
                client.end(4404, _("this game is gone: nothing happened in it for too long"))
        for games in self.bot_games_of.values():
            games.discard(game_id)

    async def refresh(self, live: LiveGame) -> bool:
        """Catch up with the database (the caller holds ``live.lock``). True if anything changed."""
        found = await self.db(self.store.actions_after, live.id, live.version)
        if found is None:
            self.gone(live.id)
            raise ApiError(404, _("there is no game “{game}” on this server", game=live.id))
        version, seats_version, rows = found
        changed = False
        if seats_version != live.seats_version:
            live.set_seats(*await self.db(self.store.seats, live.id))
            live.seats_changed()
            changed = True
        for r in rows:
            if r.n == live.version + 1:
                live.apply_row(r)
                changed = True
        if live.version != version:  # an action was taken back (``undo``): the rows do not follow on
            await self.reload(live)
            changed = True
        return changed

    async def reload(self, live: LiveGame) -> None:
        """Rebuild the game in memory from the database (the caller holds ``live.lock``)."""
        loaded = await self.db(self.store.load, live.id)
        if loaded is None:
            self.gone(live.id)
            raise ApiError(404, _("there is no game “{game}” on this server", game=live.id))
        live.reset(*loaded)
        live.seats_changed()

    async def fresh(self, live: LiveGame) -> None:
        """Make sure the cached game is the database's (before answering a request that reads it):
        caught up with other processes, and no action of this one half stored."""
        head = await self.db(self.store.head, live.id)
        if head is None:
            self.gone(live.id)
            raise ApiError(404, _("there is no game “{game}” on this server", game=live.id))
        if head != (live.version, live.seats_version):
            await self.catch_up(live)
        await live.settled()

    async def seat_for(self, live: LiveGame, token: str) -> int:
        """The seat whose token this is (403 if none): a token this process does not know yet may
        have been given through another process, so the game is caught up once before refusing."""
        seat = live.seat_of(token)
        if seat is None:
            await self.fresh(live)
            seat = live.seat_of(token)
            if seat is None:
                raise ApiError(403, _("wrong token for this game"))
        return seat

    async def catch_up(self, live: LiveGame, version: int | None = None, row: ActionRow | None = None) -> None:
        """Catch up (and push) a game another process may have moved to ``version`` (None: unknown),
        with the action ``row`` a notification carried (if it is the next one: no query then)."""
        async with live.lock:
            if version is not None and live.version >= version:
                return  # this process stored it (the notification overtook the commit's return)
            before = live.version
            if row is not None and row.n == live.version + 1:
                live.apply_row(row)
                self.broadcast(live)
                self.schedule_bot(live, self.bot_delay + BACKUP_GRACE)
                return
            try:
                if await self.refresh(live):
                    self.broadcast(live)
            except ApiError:
                return  # the game is gone
            if live.version != before:
                self.schedule_bot(live, self.bot_delay + BACKUP_GRACE)

    def notified(self, payload: str) -> None:
        """A PostgreSQL notification ``<game_id>:<version>[:seats|:undo|:gone|:row:<action>]`` from
        some process (``store.notice``, ``store.undo``)."""
        parts = payload.split(":", 3)
        if len(parts) > 2 and parts[2] == "gone":
            self.gone(parts[0])
            return
        live = self.games.get(parts[0])
        if live is None or len(parts) < 2:
            return
        try:
            version = int(parts[1])
        except ValueError:
            return
        if len(parts) > 3 and parts[2] == "row":
            if version > live.version:
                self.spawn(self.catch_up(live, version, noticed_row(version, parts[3])))
        elif len(parts) > 2:  # a seat changed (tokens given or revoked), or an action was taken back
            self.spawn(self.catch_up(live))
        elif version > live.version:
            self.spawn(self.catch_up(live, version))

    def refresh_all(self) -> None:
        for live in list(self.games.values()):
            self.spawn(self.catch_up(live))

    async def collect_garbage(self, every: float) -> None:
        """Forever: the cyclic garbage collector's full pass every ``every`` seconds (the server
        turns off the automatic one: see ``app.GC_THRESHOLDS``). Little garbage is cyclic here:
        what a pass finds is logged."""
        while True:
            await asyncio.sleep(every)
            start = time.perf_counter()
            found = gc.collect()
            log.info("garbage collection: %d objects in %.0f ms", found, 1000 * (time.perf_counter() - start))

    async def expire(self, ttl: float) -> None:
        """Forever: delete the games that wait for a human player and saw nothing happen for ``ttl``
        seconds (checked every tenth of ``ttl``, at most every minute)."""
        every = min(60.0, max(ttl / 10, 0.5))
        while True:
            try:
                for game_id in await self.db(self.store.expire, now() - dt.timedelta(seconds=ttl)):
                    self.gone(game_id)
            except Exception:
                log.exception("expiring games failed; trying again later")
            await asyncio.sleep(every)

    # ---- games -----------------------------------------------------------------------------------
    async def create(
        self,
        name: str,
        config: dict,
        kinds: list[str],
        open_seats: set[int],
        seed: int,
        player: str | None = None,
        address: str = "",
        advice: dict | None = None,
    ) -> tuple[LiveGame, str, dict[int, str]]:
        """A new game, created from ``address``; ``player`` names the creator, who plays the first
        invited human seat. Returns it, the creator's key and the invitation of each invited human
        seat. A game without a human seat is refused when its creator's address has
        ``bot_games_per_address`` of them running (429), or the server ``bot_games`` (503)."""
        bots_only = HUMAN not in kinds
        if bots_only:
            await self._bot_game_allowed(address)
        cls = game_class(name)
        try:
            game = cls.new(config, seed)
        except (IllegalAction, BadInput) as e:
            raise ApiError(422, e) from e
        if game.num_players != len(kinds):
            raise ApiError(
                422,
                ngettext(
                    "{n} seat for a game of {players} players",
                    "{n} seats for a game of {players} players",
                    len(kinds),
                    players=game.num_players,
                ),
            )
        owner = new_secret()
        invitations = {i: new_secret() for i, k in enumerate(kinds) if k == HUMAN and i not in open_seats}
        seats = [
            SeatRow(
                k,
                open=i in open_seats,
                claimed=k != HUMAN,
                invitation=digest(invitations[i]) if i in invitations else None,
            )
            for i, k in enumerate(kinds)
        ]
        invited = [s for s in seats if s.kind == HUMAN and not s.open]
        if invited and player is not None:
            invited[0].name = player  # (an open seat is named by whoever joins it)
        row = GameRow(
            id=new_id(),
            game=name,
            config=config,
            seed=seed,
            seats=seats,
            owner=digest(owner),
            status="over" if game.is_over else "running",
            current_player=game.current_player,
            advice=advice,
            **setup(game),
        )
        row.updated = row.created
        await self.write(self.store.create, row)
        live = LiveGame(row, [])
        self.games[row.id] = live
        self._evict(keep=live)
        if bots_only and not game.is_over:
            self.bot_games_of.setdefault(address, set()).add(row.id)
        self.schedule_bot(live)
        return live, owner, invitations

    async def _bot_game_allowed(self, address: str) -> None:
        """Refuse a new game without a human seat beyond the limits (``create``)."""
        mine = self.bot_games_of.get(address, set())
        if mine:  # those over or expired no longer count
            mine &= await self.db(self.store.running, list(mine))
        most = self.settings.bot_games_per_address
        if len(mine) >= most:
            raise ApiError(
                429,
                ngettext(
                    "games without a human player: your address may run {n} at once; wait until one ends",
                    "games without a human player: your address may run {n} at once; wait until one ends",
                    most,
                ),
            )
        if await self.db(self.store.bot_games) >= self.settings.bot_games:
            raise ApiError(503, _("the server runs as many games without a human player as it may: try again later"))

    async def claim(self, live: LiveGame, invitation: str, name: str | None = None) -> tuple[int, str]:
        """The seat held for ``invitation``, claimed once (by the player ``name``, if given): its new token."""
        await self.fresh(live)
        seat = live.invited(invitation)
        if seat is None:
            raise ApiError(403, _("this invitation is not valid for this game (mistyped, or its link was re-issued)"))
        if live.seats[seat].claimed:
            raise ApiError(409, _("this invitation was used already: ask the game's creator for a new link"))
        return seat, await self._take(live, seat, live.seats[seat].invitation, name)

    async def join(self, live: LiveGame, seat: int | None, name: str | None = None) -> tuple[int, str]:
        """A free open seat (``seat``, or the first one), taken by the player ``name`` (if given): its
        new token."""
        await self.fresh(live)
        if live.game.is_over:
            raise ApiError(409, _("the game is over"))
        if seat is None:
            free = [i for i, s in enumerate(live.seats) if s.open and not s.claimed]
            if not free:
                raise ApiError(409, _("no seat of this game is open to join"))
            seat = free[0]
        s = live.seats[self.seat_number(live, seat)]
        if s.kind != HUMAN:
            raise ApiError(409, _("seat {seat} is played by a bot", seat=seat))
        if s.claimed:
            raise ApiError(409, _("seat {seat} is taken", seat=seat))
        if not s.open:
            raise ApiError(403, _("seat {seat} is held for an invited player: it is joined by its link", seat=seat))
        return seat, await self._take(live, seat, None, name)

    async def _take(self, live: LiveGame, seat: int, invitation: str | None, name: str | None) -> str:
        self._name_free(live, seat, name)
        token = new_secret()
        if not await self.write(self.store.claim, live.id, seat, digest(token), invitation, name):
            await self.catch_up(live)
            raise ApiError(409, _("seat {seat} was taken a moment ago", seat=seat))
        await self._seats_moved(live)
        return token

    @staticmethod
    def _name_free(live: LiveGame, seat: int, name: str | None) -> None:
        """No other player of the game has this name (the log could not tell them apart): else 422."""
        if name is not None and any(
            i != seat and s.name and s.name.casefold() == name.casefold() for i, s in enumerate(live.seats)
        ):
            raise ApiError(422, _("another player of this game is called {name}: choose another name", name=name))

    async def rename(self, live: LiveGame, seat: int, name: str) -> None:
        """The player of ``seat`` (whose token came with the request) gives their name."""
        await self.fresh(live)
        self._name_free(live, seat, name)
        await self.write(self.store.rename, live.id, seat, name)
        await self._seats_moved(live)

    async def invite(self, live: LiveGame, seat: int) -> str:
        """Hold a human seat for a new invitation (the creator's re-issued link): the old link and the
        seat's token stop working. Returns the new invitation."""
        await self.fresh(live)
        if live.game.is_over:
            raise ApiError(409, _("the game is over"))
        if live.seats[self.seat_number(live, seat)].kind != HUMAN:
            raise ApiError(409, _("seat {seat} is played by a bot", seat=seat))
        invitation = new_secret()
        await self.write(self.store.invite, live.id, seat, digest(invitation))
        await self._seats_moved(live)
        return invitation

    async def _seats_moved(self, live: LiveGame) -> None:
        live.set_seats(*await self.db(self.store.seats, live.id))
        live.seats_changed()
        await live.settled()
        self.broadcast(live)

    @staticmethod
    def seat_number(live: LiveGame, seat: int) -> int:
        if not 0 <= seat < len(live.seats):
            raise ApiError(404, _("this game has seats 0 to {last}, not {seat}", last=len(live.seats) - 1, seat=seat))
        return seat

    # ---- actions ---------------------------------------------------------------------------------
    async def submit(self, live: LiveGame, seat: int, version: int, action: str) -> tuple[int, int]:
        """Play ``action`` of ``seat`` at ``version``: the new version and where its events begin in
        the log (``live.texts(lang, start, live.log_end[-1])``, right on return, puts them in a
        reader's words; versions are not action counts: an undo moves the version on too)."""
        async with live.lock:
            if version != live.version:
                await self.refresh(live)  # another process may have moved the game on
                if version != live.version:
                    raise ApiError(
                        409,
                        _("stale version {version}: the game is at version {now}", version=version, now=live.version),
                    )
            return await self._commit(live, seat, action)

    async def undo(self, live: LiveGame, seat: int, version: int) -> int:
        """Take back the last action of ``seat`` at ``version`` (core.undo: its own action, which
        revealed nothing hidden, in a game not over): its row goes (``store.undo``), the game is
        rebuilt from the rows, and the version moves on. Returns the new version. 409 when the
        version is stale, 422 when the action may not be taken back (saying why)."""
        async with live.lock:
            if version != live.version:
                await self.refresh(live)
                if version != live.version:
                    raise ApiError(
                        409,
                        _("stale version {version}: the game is at version {now}", version=version, now=live.version),
                    )
            game, log = live.game, live.undo_log
            if game.is_over:
                raise ApiError(409, _("the game is over"))
            if log.who(game) != seat:
                if seat not in log.seats:
                    raise ApiError(422, _("there is nothing to take back: you have made no action yet"))
                if log.seats[-1] != seat:
                    raise ApiError(
                        422,
                        _("there is nothing to take back: {player} has acted since", player=live.player(log.seats[-1])),
                    )
                raise ApiError(
                    422, _("your last action revealed what was hidden (a card from a face-down deck): it stays played")
                )
            settled = live.committing = asyncio.get_running_loop().create_future()
            try:
                if not await self.write(self.store.undo, live.id, version, seat):
                    await self.refresh(live)
                    raise ApiError(
                        409,
                        _("stale version {version}: the game is at version {now}", version=version, now=live.version),
                    )
                await self.reload(live)
            finally:
                live.committing = None
                settled.set_result(None)
        self.broadcast(live)
        self.schedule_bot(live)
        return live.version

    async def _commit(self, live: LiveGame, seat: int, action: Any) -> tuple[int, int]:
        """Apply, store, push (the caller holds ``live.lock``). Any refusal changes nothing.

        The action is applied to the game in memory itself (no copy: a refused action changes
        nothing, as every game promises). Until it is stored, requests that read the game wait
        (``LiveGame.settled``: nobody sees a position the database does not hold); should anything
        fail before it is stored — the rules, the database, a cancellation — the game is rebuilt
        from its rows."""
        game = live.game
        if game.is_over:
            raise ApiError(409, _("the game is over"))
        current = game.current_player
        if current != seat:
            raise ApiError(
                409,
                _("not your turn: {player} is to act", player=live.player(current))
                if current is not None
                else _("nobody is to act"),
            )
        settled = live.committing = asyncio.get_running_loop().create_future()
        stored = False
        try:
            try:
                events = live.undo_log.apply(game, action)
            except (IllegalAction, BadInput) as e:
                stored = True  # nothing changed
                raise ApiError(422, e) from e
            n = live.version + 1
            text = str(game.played[-1])
            data = [as_data(e) for e in events]
            when = now()
            snapshot = game.to_json() if n % SNAPSHOT_EVERY == 0 else None
            stored = await self.append(
                live.id,
                n,
                text,
                seat,
                data,
                when,
                "over" if game.is_over else "running",
                game.current_player,
                snapshot,
            )
            if stored:
                live.advance(text, data, when)
        finally:
            if not stored:
                self._resync(live)  # the game in memory holds an action the database does not
            live.committing = None
            settled.set_result(None)
        if not stored:
            await self.refresh(live)
            self.broadcast(live)
            self.schedule_bot(live, self.bot_delay + BACKUP_GRACE)
            raise ApiError(
                409,
                _(
                    "stale version {version}: another action was accepted first; the game is at version {now}",
                    version=n - 1,
                    now=live.version,
                ),
            )
        self.broadcast(live)
        self.schedule_bot(live)
        return n, live.log_end[-2]

    def _resync(self, live: LiveGame) -> None:
        """Rebuild the game in memory from its rows (here and now, even on PostgreSQL: this happens
        only when something went wrong, or another process stored an action first)."""
        loaded = self.store.load(live.id)
        if loaded is None:
            self.gone(live.id)
        else:
            live.reset(*loaded)
            live.seats_changed()

    async def append(self, *args: Any) -> bool:
        """``Store.append``. SQLite: the actions that arrive while the event loop runs one round are
        stored in one transaction after it (a group commit: each is answered once it is stored)."""
        if not self.inline:
            return await self.write(self.store.append, *args)
        future = asyncio.get_running_loop().create_future()
        self._appends.append((args, future))
        if len(self._appends) == 1:
            asyncio.get_running_loop().call_soon(self._store_appends)
        return await future

    def _store_appends(self) -> None:
        batch, self._appends = self._appends, []
        try:
            stored = self.store.append_many([args for args, _ in batch])
        except Exception as e:
            for _, future in batch:
                if not future.done():
                    future.set_exception(e)
            return
        for (_, future), ok in zip(batch, stored):
            if not future.done():
                future.set_result(ok)

    def broadcast(self, live: LiveGame) -> None:
        """Push the game's state to its sockets, each with the log entries its page lacks."""
        clients = list(live.clients)
        if clients:
            readers = [(client.seat, client.lang, live.since(client.log_id, client.have)) for client in clients]
            live.prepare(readers)
            end = len(live.log)
            for client, reader in zip(clients, readers):
                client.log_id = live.log_id
                client.push(live.ws_body(*reader), end)

    # ---- bots ------------------------------------------------------------------------------------
    def schedule_bot(self, live: LiveGame, delay: float | None = None) -> None:
        """The bot to move moves after ``delay`` (``bot_delay``). The bots of a game without a
        human seat wait for a watcher once nobody has watched it for ``unwatched_grace`` seconds."""
        game = live.game
        if self.closed or game.is_over:
            return
        seat = game.current_player
        if seat is None or live.kinds[seat] == HUMAN or live.bot_pending == live.version:
            return
        grace = self.settings.unwatched_grace
        if not live.humans and not live.clients and time.monotonic() - live.unwatched_since > grace:
            return  # until ``attach``
        live.bot_pending = live.version
        self.spawn(self._bot_turn(live, live.version, self.bot_delay if delay is None else delay))

    async def _bot_turn(self, live: LiveGame, version: int, delay: float) -> None:
        await asyncio.sleep(max(delay, 0))
        async with live.lock:
            if live.version != version or live.game.is_over:
                return
            seat = live.game.current_player
            if seat is None or live.kinds[seat] == HUMAN:
                return
            try:
                kind = live.kinds[seat]
                if thinks(kind):  # seconds of thought: in a worker process (thinking.py)
                    seed = bot_seed(live.seed, seat)
                    choice = await self.thinkers.choose(
                        live.id,
                        live.name,
                        kind,
                        seat,
                        seed,
                        live.game,
                        urgent=live.humans,
                        progress=functools.partial(self.thinking, live, version, seat),
                    )
                else:  # the view is built here, on the loop; the bot chooses on a thread
                    observation = observe(live.game, seat)
                    _ = observation.view
                    choice = await asyncio.to_thread(live.bot(seat).choose, observation)
            except WorkerDied:
                log.error(
                    "game %s: the worker process of the %s bot of P%d died; playing its first legal action",
                    live.id,
                    live.kinds[seat],
                    seat + 1,
                )
                choice = live.game.legal_actions()[0]
            except Exception:
                log.exception(
                    "game %s: the %s bot of P%d failed; playing its first legal action",
                    live.id,
                    live.kinds[seat],
                    seat + 1,
                )
                choice = live.game.legal_actions()[0]
            try:
                await self._commit(live, seat, choice)
            except ApiError as e:
                if e.status_code == 409:
                    log.debug("game %s: bot move lost to another process (%s)", live.id, e.message)
                else:
                    log.error(
                        "game %s: the bot of P%d chose a refused action %r: %s", live.id, seat + 1, choice, e.message
                    )

    def thinking(self, live: LiveGame, version: int, seat: int, share: float, left: float | None) -> None:
        """Tell the game's sockets how far the bot of ``seat`` is in thinking its move at ``version``:
        the share done and the seconds it expects to go on (None: not known yet). Nothing hidden: the
        page shows a progress bar. A socket busy sending a state skips it (``Client.hint``)."""
        if live.version != version or not live.clients:
            return
        body = dumps(
            {
                "type": "thinking",
                "version": version,
                "seat": seat,
                "done": round(share, 3),
                "left": None if left is None else round(left, 1),
            }
        )
        for client in list(live.clients):
            client.hint(body)

    async def resume_bots(self) -> None:
        """At startup: bots whose turn it is in running games with a human seat play on (in a
        game without one, once somebody watches it)."""
        for game_id in await self.db(self.store.bot_turns):
            try:
                live = await self.get(game_id)
            except ApiError as e:
                log.warning("game %s waits: %s", game_id, e.message)
                continue
            except Exception:
                log.exception("game %s cannot be loaded", game_id)
                continue
            if live is not None:
                self.schedule_bot(live)
