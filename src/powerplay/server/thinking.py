"""Search bots think in processes of their own (issue 18).

A search bot's move is seconds of compiled code that keeps the interpreter's lock: on a thread of the
server it would hold up every other game. So each search bot's move is sent, with its game's position
(``Game.to_json``, as stored in snapshots), to a worker process; the bot sees only its seat's
observation there (``observe``), as on a thread.

The moves of one game always go to the same worker, which keeps that game's bots between moves (the
most recently used ``KEPT`` of them): a server bot plays move for move as in the terminal and the arena
(``bot_seed``). Workers run at a lower priority than the server, so that requests stay quick while
bots think; a worker that dies is replaced at the next move (a move it died thinking is the game's
first legal action, as for any bot that fails).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import zlib
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from ..bots import SEARCH_BOTS, make_bot, observe, split_kind
from ..core.registry import game_class

KEPT = 256
"""Bots a worker keeps between their moves (each is a few kilobytes)."""
NICENESS = 5
"""How much lower the workers' priority is than the server's."""

_bots: OrderedDict[tuple[str, int, str, int], Any] = OrderedDict()
"""In a worker: the bots of the games sent to it, by (game id, seat, kind, seed)."""


def thinks(kind: str) -> bool:
    """Does a bot of ``kind`` think in a worker process (a search bot) rather than on a thread?"""
    return split_kind(kind)[0] in SEARCH_BOTS


def _start_worker() -> None:
    os.nice(NICENESS)


def _choose(game_id: str, name: str, kind: str, seat: int, seed: int, position: dict) -> Any:
    """In a worker: the move of the bot of ``seat`` in the game at ``position``."""
    key = (game_id, seat, kind, seed)
    bot = _bots.pop(key, None)
    if bot is None:
        bot = make_bot(kind, name, seat, seed)
    _bots[key] = bot
    while len(_bots) > KEPT:
        _bots.popitem(last=False)
    return bot.choose(observe(game_class(name).from_position(position), seat))


class Thinkers:
    """The worker processes of one server process, started at the first search bot's move."""

    def __init__(self, processes: int = 0):
        self.processes = processes or os.cpu_count() or 1
        self._pools: list[ProcessPoolExecutor | None] = [None] * self.processes

    def _pool(self, slot: int) -> ProcessPoolExecutor:
        pool = self._pools[slot]
        if pool is None:
            pool = ProcessPoolExecutor(1, multiprocessing.get_context("spawn"), initializer=_start_worker)
            self._pools[slot] = pool
        return pool

    async def choose(self, game_id: str, name: str, kind: str, seat: int, seed: int, game: Any) -> Any:
        """The bot's move, thought in the worker of ``game_id``; a worker found dead is replaced."""
        slot = zlib.crc32(game_id.encode()) % self.processes
        args = (game_id, name, kind, seat, seed, game.to_json())
        try:
            future = self._pool(slot).submit(_choose, *args)
        except BrokenProcessPool:  # the worker died since its last move: a new one
            self._drop(slot)
            future = self._pool(slot).submit(_choose, *args)
        try:
            return await asyncio.wrap_future(future)
        except BrokenProcessPool:  # it died thinking this move (the caller plays a legal one)
            self._drop(slot)
            raise

    def _drop(self, slot: int) -> None:
        pool, self._pools[slot] = self._pools[slot], None
        if pool is not None:
            pool.shutdown(wait=False)

    def close(self) -> None:
        """Stop the workers (a move being thought is let finish; those waiting are dropped)."""
        for pool in self._pools:
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._pools = [None] * self.processes
