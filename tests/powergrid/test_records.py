"""Game records and positions (docs/records.md, docs/positions.md): determinism, save → load → save,
replay to any point, undo by replay, stale actions refused."""

from __future__ import annotations

import json
import random
import unicodedata

import pytest
from invariants import pick_action
from pg_positions import make

from powerplay import i18n, load_game, load_record, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid.actions import parse
from powerplay.games.powergrid.game import PowerGridGame

CONFIGS = [
    dict(players=2, map="germany", starting_cities=True),
    dict(players=3, map="usa", starting_cities=False),
    dict(players=4, map="germany", starting_cities=False, regions=["west", "east", "south-west", "north-west"]),
    dict(players=5, map="usa", starting_cities=True),
    dict(players=6, map="germany", starting_cities=False, classic=True),
]


def _play(config: dict, seed: int) -> tuple[PowerGridGame, list[dict]]:
    """A whole game with the seeded random player; the position after each action (index = actions)."""
    game = load_game("powergrid", seed=seed, **config)
    rng = random.Random(seed)
    positions = [game.to_json()]
    while not game.is_over:
        game.apply(pick_action(game, rng, pass_prob=0.4))
        positions.append(game.to_json())
    return game, positions


GAMES = [_play(config, seed) for seed, config in enumerate(CONFIGS, start=21)]


def _dump(x) -> str:
    return json.dumps(x, sort_keys=False)


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_records_determinism(k):
    """docs/records.md: the same config, seed and actions give byte-identical records and positions."""
    game, positions = GAMES[k]
    record = game.record()
    assert set(record) == {"game", "config", "seed", "actions"} and record["game"] == "powergrid"
    again = load_game("powergrid", seed=record["seed"], **record["config"])
    for action in record["actions"]:
        again.apply(action)
    assert _dump(again.record()) == _dump(record)
    assert _dump(again.to_json()) == _dump(game.to_json()) == _dump(positions[-1])
    assert _dump(replay(record).to_json()) == _dump(positions[-1])


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_records_save_load_save_is_identical(k, tmp_path):
    """docs/records.md: a record saved as JSON text (string or file) and loaded again saves the same."""
    game, positions = GAMES[k]
    text = json.dumps(game.record())
    assert _dump(load_record(text).record()) == text
    path = tmp_path / "game.json"
    path.write_text(text, "utf-8")
    loaded = load_record(path)
    assert _dump(loaded.record()) == text and loaded.to_json() == positions[-1]


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_positions_round_trip_at_every_point(k):
    """docs/positions.md: ``from_position(p).to_json() == p`` for every position of a game (also through
    JSON text), and a position loaded mid-game plays on exactly like the original."""
    game, positions = GAMES[k]
    actions = game.record()["actions"]
    for i, pos in enumerate(positions):
        text = json.dumps(pos)
        loaded = PowerGridGame.from_position(json.loads(text))
        assert json.dumps(loaded.to_json()) == text, i
    for i in range(0, len(positions), max(1, len(positions) // 6)):
        loaded = PowerGridGame.from_position(positions[i])
        for j, action in enumerate(actions[i : i + 40], start=i + 1):
            loaded.apply(action)
            assert loaded.to_json() == positions[j], (i, j)


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_replay_upto_k_is_the_state_after_k_actions(k):
    """docs/records.md: ``replay(record, k)`` is the game after its first k actions."""
    game, positions = GAMES[k]
    record = game.record()
    n = len(record["actions"])
    for upto in sorted({0, 1, 2, n // 3, n // 2, n - 2, n - 1, n}):
        assert replay(record, upto).to_json() == positions[upto], upto


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_undo_is_replay_with_one_action_fewer(k):
    """LESSONS (undo by replay): undoing the last action gives the previous position; applying the same
    action again gives the same game back, byte for byte."""
    game, positions = GAMES[k]
    record = game.record()
    rng = random.Random(k)
    for upto in rng.sample(range(1, len(record["actions"]) + 1), 5):
        partial = dict(record, actions=record["actions"][:upto])
        undone = replay(partial, upto - 1)
        assert undone.to_json() == positions[upto - 1]
        assert undone.record()["actions"] == record["actions"][: upto - 1]
        undone.apply(record["actions"][upto - 1])
        assert _dump(undone.to_json()) == _dump(positions[upto]) and undone.record() == partial


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_stale_actions_are_refused_not_reinterpreted(k):
    """LESSONS (stale menu index): actions that were legal earlier but are not now raise IllegalAction
    naming a rule and change nothing — as strings and as integer indexes."""
    game, _ = GAMES[k]
    record = game.record()
    rng = random.Random(k)
    tried = 0
    for upto in rng.sample(range(20, len(record["actions"])), 12):
        now = replay(record, upto)
        legal = {str(a) for a in now.legal_actions()}
        index = {now.action_index(a) for a in now.legal_actions()}
        earlier = replay(record, upto - rng.randrange(1, 20))
        for action in earlier.legal_actions()[:40]:
            if str(action) in legal:
                continue
            before = now.to_json()
            for form in (str(action), earlier.action_index(action)):
                if isinstance(form, int) and form in index:
                    continue  # the same index means the same action value: it is legal now
                with pytest.raises(IllegalAction) as err:
                    now.apply(form)
                assert err.value.rule.startswith("PG-")
                assert now.to_json() == before and now.record()["actions"] == record["actions"][:upto]
                tried += 1
    assert tried > 20


def test_stale_purchase_and_city_are_refused():
    """A plant bought earlier cannot be bought again, a city built earlier cannot be built again: the
    replayed record with the stale action fails with the rule it breaks."""
    game = make(3, round=3, seats=[{"plants": [8]}, {"plants": [9]}, {"plants": [13]}])
    game.apply("bid 5 on plant 05")
    game.apply("pass")
    game.apply("pass")
    with pytest.raises(IllegalAction) as err:
        game.apply("bid 5 on plant 05")
    assert err.value.rule == "PG-6.4 a"
    record = game.record()
    assert "position" in record and record["actions"] == ["bid 5 on plant 05", "pass", "pass"]
    assert replay(record).to_json() == game.to_json()
    with pytest.raises(IllegalAction):
        replay(dict(record, actions=record["actions"] + ["bid 5 on plant 05"]))
    builder = make(3, phase="building", seats=[{"cities": ["Essen"]}, {"done": True}, {"done": True}])
    builder.apply("build Duisburg")
    with pytest.raises(IllegalAction) as err:
        builder.apply("build Duisburg")
    assert err.value.rule == "PG-8.6 c"


@pytest.mark.parametrize("k", range(len(CONFIGS)))
def test_action_indexes_round_trip(k):
    """Every legal action has a stable integer index that parses back to the same action; applying the
    index records the same action string as applying the value."""
    _, positions = GAMES[k]
    rng = random.Random(k)
    for pos in rng.sample(positions[:-1], 30):
        g = PowerGridGame.from_position(pos)
        for action in rng.sample(g.legal_actions(), min(5, len(g.legal_actions()))):
            index = g.action_index(action)
            assert g.parse_action(index) == action
            by_index, by_value = g.copy(), g.copy()
            by_index.apply(index)
            by_value.apply(action)
            assert by_index.to_json() == by_value.to_json() and by_index.history == by_value.history


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("bid 𝟏𝟒 on plant 13", "𝟏𝟒"),
        ("bid 14 on plant ١٣", "١٣"),
        ("bid ٥", "٥"),
        ("buy ２ coal", "２"),
        ("power ٠٧ 10", "٠٧"),
        ("power 07 with 𝟐 coal", "𝟐"),
        ("scrap 05 returning ３ coal", "３"),
        ("bid 1" + "0" * 18, "1" + "0" * 18),
    ],
)
def test_numbers_in_actions_are_written_in_ascii_digits(text, number):
    """docs/records.md, Power Grid actions: a number is written in the digits 0–9 (at most 18); one in
    another script is refused as not a number, never read as the number it looks like."""
    game = make(3, round=3, seats=[{"plants": [8]}, {"plants": [9]}, {"plants": [13]}])
    with pytest.raises(BadInput) as err:
        game.copy().apply(text)
    assert str(err.value) == f"not a number: {number!r} (numbers are written in the digits 0–9, at most 18 digits)"
    assert err.value.describe(i18n.translations("ru")).startswith(f"не число: {number!r} (")
    if len(number) <= 18:  # written in the digits 0–9, the same action reads
        ascii_text = text.translate({ord(c): str(unicodedata.digit(c)) for c in number})
        assert str(parse(ascii_text, game.state.zone.board)).split()[0] == text.split()[0]


def test_a_records_seed_is_a_json_integer():
    """docs/records.md: the seed is a JSON integer (``2.0``, ``"2"`` and ``true`` are refused)."""
    record = {"game": "powergrid", "config": {"players": 3}, "seed": 2, "actions": []}
    assert replay(record).to_json() == load_game("powergrid", seed=2, players=3).to_json()
    for seed in (2.0, "2", True):
        with pytest.raises(BadInput) as err:
            replay({**record, "seed": seed})
        assert str(err.value) == f"seed is not a whole number: {seed!r}"
