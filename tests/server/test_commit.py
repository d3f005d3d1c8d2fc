"""The accepted-action path in one process (``Hub``): actions arriving together are stored in one
transaction and each answered only once stored; an action applies to the game in memory itself,
requests that read the game meanwhile wait until it is stored, and when anything but the rules'
refusal fails before it is stored, the game is rebuilt from its rows (nothing in memory that the
database does not hold)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from powerplay import load_game
from powerplay.server.errors import ApiError
from powerplay.server.hub import Hub
from powerplay.server.store import ActionRow, Store, notice, noticed_row, now

CONFIG = {"map": "germany", "players": 3}


@pytest.fixture
def store(tmp_path):
    s = Store(f"sqlite:///{tmp_path / 'c.db'}")
    s.migrate()
    yield s
    s.close()


class HalfDone:
    """A game whose next action moves the position on, then fails (a bug in the rules)."""

    def __init__(self, game):
        self.game = game

    def apply(self, action):
        self.game.apply(action)
        raise RuntimeError("a bug")

    def __getattr__(self, name):
        return getattr(self.game, name)


def _legal(live, rng: random.Random) -> str:
    return str(rng.choice(live.game.legal_actions()))


def _same_as_stored(store: Store, live) -> None:
    row, rows = store.load(live.id)
    assert row.version == live.version == len(rows) == len(live.actions)
    assert [r.action for r in rows] == live.actions
    again = load_game("powergrid", seed=live.seed, **CONFIG)
    for r in rows:
        again.apply(r.action)
    assert live.game.to_json() == again.to_json()


def test_actions_arriving_together_are_stored_in_one_transaction(store: Store):
    async def run() -> list[int]:
        hub = Hub(store, bot_delay=0)
        games = [(await hub.create("powergrid", CONFIG, ["human"] * 3, {0, 1, 2}, seed))[0] for seed in range(6)]
        rng = random.Random(3)
        batches: list[int] = []
        append_many = store.append_many

        def spy(items: list[tuple]) -> list[bool]:
            batches.append(len(items))
            return append_many(items)

        store.append_many = spy  # type: ignore[method-assign]
        for _ in range(5):
            answers = await asyncio.gather(
                *(hub.submit(live, live.game.current_player, live.version, _legal(live, rng)) for live in games)
            )
            assert all(n >= 1 for n, _ in answers)
        for live in games:
            _same_as_stored(store, live)
        await hub.close()
        return batches

    batches = asyncio.run(run())
    assert sum(batches) == 30
    assert max(batches) == 6  # each round of six actions: one transaction


def test_a_failure_while_storing_leaves_the_game_as_stored(store: Store):
    async def run() -> None:
        hub = Hub(store, bot_delay=0)
        live = (await hub.create("powergrid", CONFIG, ["human"] * 3, {0, 1, 2}, 5))[0]
        rng = random.Random(1)
        for _ in range(3):
            await hub.submit(live, live.game.current_player, live.version, _legal(live, rng))
        append_many = store.append_many

        def broken(items: list[tuple]) -> list[bool]:
            raise OSError("disk full")

        store.append_many = broken  # type: ignore[method-assign]
        with pytest.raises(OSError):
            await hub.submit(live, live.game.current_player, live.version, _legal(live, rng))
        assert live.version == 3
        _same_as_stored(store, live)
        store.append_many = append_many  # type: ignore[method-assign]
        n, _ = await hub.submit(live, live.game.current_player, live.version, _legal(live, rng))
        assert n == 4
        _same_as_stored(store, live)
        await hub.close()

    asyncio.run(run())


def test_a_failure_inside_the_rules_leaves_the_game_as_stored(store: Store):
    async def run() -> None:
        hub = Hub(store, bot_delay=0)
        live = (await hub.create("powergrid", CONFIG, ["human"] * 3, {0, 1, 2}, 9))[0]
        rng = random.Random(2)
        for _ in range(4):
            await hub.submit(live, live.game.current_player, live.version, _legal(live, rng))
        action = _legal(live, rng)
        broken = live.game = HalfDone(live.game)
        with pytest.raises(RuntimeError):
            await hub.submit(live, live.game.current_player, live.version, action)
        assert live.game is not broken and live.version == 4
        _same_as_stored(store, live)
        with pytest.raises(ApiError) as refused:  # the rules' refusal changes nothing either
            await hub.submit(live, live.game.current_player, live.version, "build Nowhere")
        assert refused.value.status_code == 422
        _same_as_stored(store, live)
        await hub.close()

    asyncio.run(run())


def test_a_reader_waits_while_an_action_is_being_stored(store: Store):
    async def run() -> None:
        hub = Hub(store, bot_delay=0)
        live = (await hub.create("powergrid", CONFIG, ["human"] * 3, {0, 1, 2}, 4))[0]
        rng = random.Random(4)
        submitted = asyncio.create_task(hub.submit(live, live.game.current_player, 0, _legal(live, rng)))
        await asyncio.sleep(0)  # the action is applied; its transaction waits for the loop's next round
        assert live.committing is not None and live.version == 0
        await hub.fresh(live)  # what a state request or a new socket does first
        body = json.loads(live.body(None))
        assert body["version"] == 1 == live.version
        again = load_game("powergrid", seed=4, **CONFIG)
        again.apply(live.actions[0])
        assert body["view"] == json.loads(json.dumps(again.view(None)))
        assert (await submitted)[0] == 1
        await hub.close()

    asyncio.run(run())


def test_a_notification_carries_the_action_or_only_its_number():
    """PostgreSQL: the other processes apply a move from its notification without a query, unless
    it would not fit in a notification."""
    when = now()
    events = [{"kind": "bid", "args": {"player": 2, "amount": 12, "note": "«ok»"}}]
    row = {"game_id": "g1", "n": 7, "action": "bid 12 on plant 04", "seat": 2, "events": events}
    text = notice({**row, "created": when})
    game_id, n, kind, data = text.split(":", 3)
    assert (game_id, n, kind) == ("g1", "7", "row")
    assert noticed_row(7, data) == ActionRow(7, row["action"], 2, row["events"], when)
    assert notice({**row, "events": ["x" * 9000], "created": when}) == "g1:7"
    assert noticed_row(7, "[1, 2]") is None
    assert noticed_row(7, '["pass", 0, ["P1 passes"], "2026-11-25T06:00:00+00:00"]') is None  # events are data


def test_a_game_of_the_automa_alone_is_played_once(store: Store, monkeypatch):
    """Barrage's Automa seats play as the game is set up: a game of the Automa alone is played whole
    when it is created. The server stores its end as the snapshot of version 0 with the setup's
    events, and loading the game never plays it again."""
    from powerplay.core.registry import game_class, seated

    kinds = ["automa-hard", "automa-medium", "automa-easy"]
    config = seated("barrage", {"players": 3}, kinds)

    async def create() -> tuple[str, str]:
        hub = Hub(store, bot_delay=0)
        live = (await hub.create("barrage", config, kinds, set(), 5))[0]
        body = live.body(None)
        await hub.close()
        return live.id, body

    gid, body = asyncio.run(create())
    row, rows = store.load(gid)
    assert row.status == "over" and row.snapshot_version == 0 and rows == []

    def played_again(*args, **kwargs):
        raise AssertionError("the game was played again to load it")

    monkeypatch.setattr(game_class("barrage"), "new", played_again)

    async def load() -> str:
        hub = Hub(store, bot_delay=0)
        live = await hub.need(gid)
        loaded = live.body(None)
        await hub.close()
        return loaded

    assert json.loads(asyncio.run(load())) == json.loads(body)
