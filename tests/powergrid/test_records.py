"""Game records (docs/records.md) of Power Grid: a stale purchase or city refused with its rule, numbers
in ASCII digits, the seed a JSON integer. Replay, undo, save and load, position round trips, stale
actions and action indexes of every game: tests/protocol."""

from __future__ import annotations

import unicodedata

import pytest
from pg_positions import make

from powerplay import i18n, load_game, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid.actions import parse


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
