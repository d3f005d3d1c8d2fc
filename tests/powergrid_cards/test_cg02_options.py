"""CG-2.1, CG-11, D-1, D-3, D-6, D-18: a card-game config is read strictly by ``CardGameConfig``.

Booleans are JSON booleans, numbers are integers, no other keys; a refusal names the option and
never repeats the value given. Configs valid before keep creating the same games.
"""

from __future__ import annotations

import hashlib
import json
import tracemalloc

import pytest

from powerplay import load_game, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.core.options import read_config
from powerplay.core.registry import game_class
from powerplay.games.powergrid_cards.game import PowerGridCardsGame
from powerplay.games.powergrid_cards.options import CardGameConfig
from powerplay.games.powergrid_cards.setup import options_from_config

BOOLEANS = ("demolition", "hidden_money", "bidding_in_turn_order", "limited_singles")
NOT_BOOLEANS = ("false", "true", 0, 1, 0.0, "")


@pytest.mark.parametrize("option", BOOLEANS)
@pytest.mark.parametrize("value", (*NOT_BOOLEANS, None))
def test_cg_2_1_boolean_options_take_only_true_or_false(option, value):
    """CG-2.1 / CG-11 (demolition), D-18 (hidden_money), D-3 (bidding_in_turn_order), D-6
    (limited_singles): text, numbers and null are no booleans; the refusal names the option."""
    with pytest.raises(BadInput) as err:
        load_game("powergrid-cards", seed=1, **{option: value})
    assert str(err.value).startswith(f"{option}: ") and "true or false" in str(err.value)


@pytest.mark.parametrize("value", NOT_BOOLEANS)
def test_cg_2_1_d_1_trust_is_true_false_or_null(value):
    """CG-2.1 (D-1): ``trust`` is true, false or null (on for 2 players); ``"false"`` is not false."""
    with pytest.raises(BadInput) as err:
        load_game("powergrid-cards", players=2, seed=1, trust=value)
    assert str(err.value).startswith("trust: ")
    assert load_game("powergrid-cards", players=2, seed=1, trust=None).state.options.trust
    assert not load_game("powergrid-cards", players=3, seed=1, trust=None).state.options.trust


@pytest.mark.parametrize("players", [True, False, 4.5, "4", "𝟒", None, [4], 1, 7, -4, 10**9, 346670897, 10**300])
def test_cg_2_1_players_is_a_whole_number_from_2_to_6(players):
    """CG-2.1: the card game is for 2 to 6 players; a boolean, a fraction or text is no player
    count (JSON's ``4.0`` is 4, as JSON Schema reads an integer). Refused before anything is sized
    by it."""
    tracemalloc.start()
    try:
        with pytest.raises(IllegalAction) as err:
            load_game("powergrid-cards", seed=1, players=players)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000
    assert err.value.rule == "CG-2.1"
    assert str(err.value).startswith("CG-2.1: Power Grid: The Card Game is for 2 to 6 players; players: ")


def test_cg_2_1_unknown_options_are_refused():
    """CG-2.1: a config holds only the card game's options (Power Grid's ``map`` is not one)."""
    with pytest.raises(BadInput, match="unknown option 'map'; the options are players, trust, demolition"):
        load_game("powergrid-cards", seed=1, map="germany")


def test_cg_2_1_refusals_never_repeat_the_input():
    """CG-2.1: a refusal tells the option and what it takes, never the value: values of a megabyte or
    with lone surrogates give a short message that can be written as UTF-8."""
    big = "x" * 1_000_000
    for config in ({"demolition": big}, {"trust": "\ud800"}, {"players": big}, {big: 1}, {"\udfff": 1}):
        with pytest.raises((BadInput, IllegalAction)) as err:
            load_game("powergrid-cards", seed=1, **config)
        text = str(err.value)
        assert len(text) < 400 and "xxxx" not in text
        text.encode("utf-8")


def test_cg_2_1_a_config_is_an_object():
    """CG-2.1: a config that is not a JSON object is refused as bad input."""
    for config in ([["players", 4]], "players=4", 4):
        with pytest.raises(BadInput, match="a config is a JSON object"):
            replay({"game": "powergrid-cards", "config": config, "seed": 1})


def test_cg_2_1_read_configs_are_not_confused_by_equal_values():
    """CG-2.1: options read before are remembered by their exact values: ``1`` is still no ``true``
    after ``true`` was read (and an unhashable value is read, and refused, all the same)."""
    assert options_from_config({"players": 3, "demolition": True}).demolition
    with pytest.raises(BadInput, match="demolition"):
        options_from_config({"players": 3, "demolition": 1})
    assert options_from_config({"players": 3.0, "demolition": True}).players == 3  # JSON's 3.0 is 3
    with pytest.raises(IllegalAction, match="CG-2.1"):
        options_from_config({"players": 3.5, "demolition": True})
    with pytest.raises(BadInput, match="hidden_money"):
        options_from_config({"players": 3, "hidden_money": [True]})


def test_cg_2_1_the_model_is_the_games_config_model_with_rules_and_descriptions():
    """CG-2.1: the game declares its options once (``config_model``); every option is described,
    players names the rule that limits it, and the schema's example creates a game."""
    assert game_class("powergrid-cards").config_model is CardGameConfig
    schema = CardGameConfig.model_json_schema()
    assert schema["additionalProperties"] is False
    assert all(field["description"] for field in schema["properties"].values())
    assert schema["properties"]["players"]["rule"] == "CG-2.1"
    assert list(schema["properties"]) == ["players", "trust", *BOOLEANS, "data"]
    for example in schema["examples"]:
        read_config(CardGameConfig, example)
        PowerGridCardsGame.new(example, 1)


SETUP_KEYS = (
    "options",
    "order",
    "seats",
    "plant_market",
    "plant_deck",
    "box",
    "resource_market",
    "resource_deck",
    "discard",
    "rng",
)
BEFORE = [  # config, digests of its setup with seeds 1 and 7 made by the engine before strict options
    ({}, "8ab50795f71b4154", "2aba926b4517d694"),
    ({"players": 2}, "5d680099f2edc5cd", "949004b02220039c"),
    ({"players": 2, "trust": False}, "fa9de48aa793bbc9", "9a75d4295a27afaa"),
    ({"players": 2, "trust": True, "demolition": True}, "989916117a0f5cf7", "48a49bac106caa7e"),
    ({"players": 2, "trust": None, "hidden_money": True}, "485fa5d30c727873", "2ac6b5cfc9afe348"),
    ({"players": 3}, "d5db1295e8771d9e", "6bb1bf56e299fd32"),
    ({"players": 3, "trust": False, "demolition": True, "hidden_money": True}, "4a589cd013ce44b4", "6bb3587bc789fbfd"),
    ({"players": 4, "bidding_in_turn_order": True, "limited_singles": True}, "6fb5c56b5b34ae2d", "de03a9540ad8a200"),
    ({"players": 5, "hidden_money": True}, "21bbfe839afe5d9b", "44c2207e2a8ef58b"),
    ({"players": 6, "demolition": True, "hidden_money": True}, "43bf2b3448690b3c", "5ec2717e3caa8d0e"),
]


@pytest.mark.parametrize("config, seed1, seed7", BEFORE)
def test_cg_2_1_configs_valid_before_create_the_same_games(config, seed1, seed7):
    """CG-2.1: every config the test-suite and the front ends used creates, seed for seed, the setup
    the engine created before options were read strictly (so their records replay identically)."""
    for seed, expected in ((1, seed1), (7, seed7)):
        j = load_game("powergrid-cards", seed=seed, **config).to_json()
        text = json.dumps([j[k] for k in SETUP_KEYS], sort_keys=True)
        assert hashlib.sha256(text.encode()).hexdigest()[:16] == expected
