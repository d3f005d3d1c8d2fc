"""PG-3.1, PG-13, PG-16, D-08: a Power Grid config is read strictly by ``PowerGridConfig``.

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
from powerplay.games.powergrid.game import PowerGridGame
from powerplay.games.powergrid.options import PowerGridConfig

BOOLEANS = ("starting_cities", "classic", "trust_refill_alternative")
NOT_BOOLEANS = ("false", "true", 0, 1, None, 0.0, "")


def test_pg_16_classic_false_as_text_is_refused():
    """PG-16: ``{"classic": "false"}`` used to create a classic game; now it is refused."""
    with pytest.raises(BadInput, match="classic"):
        load_game("powergrid", seed=1, classic="false")


@pytest.mark.parametrize("option", BOOLEANS)
@pytest.mark.parametrize("value", NOT_BOOLEANS)
def test_pg_13_16_d_08_boolean_options_take_only_true_or_false(option, value):
    """PG-13 (starting_cities), PG-16 (classic), D-08 (trust_refill_alternative): text, numbers and
    null are no booleans; the refusal names the option."""
    with pytest.raises(BadInput) as err:
        load_game("powergrid", seed=1, **{option: value})
    assert str(err.value).startswith(f"{option}: ") and "true or false" in str(err.value)


@pytest.mark.parametrize("players", [True, False, 4.5, "4", "𝟒", None, [4], 1, 7, -4, 10**9, 346670897, 10**300])
def test_pg_3_1_players_is_a_whole_number_from_2_to_6(players):
    """PG-3.1: Power Grid is for 2 to 6 players; a boolean, a fraction or text is no player count
    (JSON's ``4.0`` is 4, as JSON Schema reads an integer). Refused before anything is sized by it:
    whatever the count, the refusal takes no memory to speak of."""
    tracemalloc.start()
    try:
        with pytest.raises(IllegalAction) as err:
            load_game("powergrid", seed=1, players=players)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000
    assert err.value.rule == "PG-3.1"
    assert str(err.value).startswith("PG-3.1: Power Grid is for 2 to 6 players; players: ")
    assert str(players) not in err.value.message.removeprefix("Power Grid is for 2 to 6 players")


def test_pg_3_unknown_options_are_refused():
    """PG-3: a config holds only the game's options (the card game's ``trust`` is not one)."""
    with pytest.raises(BadInput, match="unknown option 'trust'; the options are map, players, regions"):
        load_game("powergrid", seed=1, trust=True)
    with pytest.raises(BadInput, match="unknown options 'mapp', 'x'"):
        load_game("powergrid", seed=1, mapp="usa", x=1)


def test_pg_3_refusals_never_repeat_the_input():
    """PG-3: a refusal tells the option and what it takes, never the value: values of a megabyte or
    with lone surrogates give a short message that can be written as UTF-8."""
    big = "x" * 1_000_000
    configs = [
        {"classic": big},
        {"map": big},
        {"map": "\ud800"},
        {"regions": big},
        {"regions": ["west", "\udfff"]},
        {"regions": [big]},
        {big: 1},
        {"\ud800": True},
        {"players": "\ud800"},
    ]
    for config in configs:
        with pytest.raises((BadInput, IllegalAction)) as err:
            load_game("powergrid", seed=1, **config)
        text = str(err.value)
        assert len(text) < 400 and "xxxx" not in text
        text.encode("utf-8")


def test_pg_3_a_config_is_an_object():
    """PG-3: a config that is not a JSON object is refused as bad input."""
    for config in ([["players", 4]], "players=4", 4):
        with pytest.raises(BadInput, match="a config is a JSON object"):
            replay({"game": "powergrid", "config": config, "seed": 1})


def test_pg_3_1_map_is_germany_or_usa_in_any_case():
    """PG-3.1: the board side, germany or usa; the name is read in any case, as it always was."""
    assert load_game("powergrid", seed=1, map="USA").to_json()["options"]["map"] == "usa"
    for value in ("mars", "", None, 1, ["usa"]):
        with pytest.raises(BadInput, match="map: input should be 'germany' or 'usa'"):
            load_game("powergrid", seed=1, map=value)


def test_pg_3_1_regions_random_a_list_or_comma_separated_text():
    """PG-3.1: ``"random"`` (or null) draws the zone; a list or a comma-separated text names it."""
    as_list = load_game("powergrid", players=3, seed=1, regions=["west", "north-west", "east"])
    as_text = load_game("powergrid", players=3, seed=1, regions="west, north-west,east")
    assert as_list.to_json() == as_text.to_json()
    assert as_list.to_json()["options"]["regions"] == ["east", "north-west", "west"]
    drawn = load_game("powergrid", players=3, seed=1, regions="random").to_json()
    assert drawn == load_game("powergrid", players=3, seed=1, regions=None).to_json()
    assert drawn == load_game("powergrid", players=3, seed=1).to_json()


@pytest.mark.parametrize(
    "regions, expected",
    [
        (["west", "west", "east"], "regions: each region may be named only once"),
        (["west", "north-central-east", "east"], "regions[1]: string should have at most 13 characters"),
        (["west", 5, "east"], "regions[1]: input should be a valid string"),
        (["west"] * 7, "regions: list should have at most 6 items"),
        ([], "regions: list should have at least 1 item"),
        (5, "regions: input should be 'random' or a valid list"),
        ({"west": True}, "regions: input should be 'random' or a valid list"),
    ],
)
def test_pg_3_1_malformed_regions_are_refused_with_the_rule(regions, expected):
    """PG-3.1: the zone is a set of different region ids of the board."""
    with pytest.raises(IllegalAction, match=expected.replace("[", r"\[")) as err:
        load_game("powergrid", players=3, seed=1, regions=regions)
    assert err.value.rule == "PG-3.1"


def test_pg_3_1_regions_unknown_to_the_board_side_are_named():
    """PG-3.1: the regions come from the chosen side (north-central is on the USA side only)."""
    with pytest.raises(BadInput, match="unknown regions north-central; the Germany regions are east, north-east"):
        load_game("powergrid", players=3, seed=1, regions=["north-central", "west", "east"])
    with pytest.raises(BadInput, match="unknown regions Random; the Germany regions are"):
        load_game("powergrid", players=3, seed=1, regions="Random")


def test_pg_3_the_model_is_the_games_config_model_with_rules_and_descriptions():
    """PG-3.1: the game declares its options once (``config_model``); every option is described,
    players and regions name the rule that limits them, and the schema's example creates a game."""
    assert game_class("powergrid").config_model is PowerGridConfig
    schema = PowerGridConfig.model_json_schema()
    assert schema["additionalProperties"] is False
    assert all(field["description"] for field in schema["properties"].values())
    assert schema["properties"]["players"]["rule"] == schema["properties"]["regions"]["rule"] == "PG-3.1"
    assert schema["properties"]["classic"] == {
        "default": False,
        "description": schema["properties"]["classic"]["description"],
        "title": "Classic edition",
        "hint": "2004 board and rules; money is public",
        "type": "boolean",
    }
    for example in schema["examples"]:
        read_config(PowerGridConfig, example)
        PowerGridGame.new(example, 1)


SETUP_KEYS = (
    "options",
    "order",
    "deck",
    "box",
    "plant_market",
    "resource_market",
    "supply",
    "coal_storage",
    "phase",
    "setup_queue",
    "rng",
)
BEFORE = [  # config, digests of its setup with seeds 1 and 7 made by the engine before strict options
    ({}, "746edad5a4baa6a0", "7017deb1048166a8"),
    ({"players": 2}, "e2e4832ebcf5e22c", "c4a111be1d09dec9"),
    ({"players": 3, "map": "germany"}, "601f7c2f5a078a32", "32fde1168d5f436f"),
    ({"players": 5, "map": "usa"}, "04f3a522490df03f", "0257d28b48d6bb65"),
    ({"players": 6, "map": "usa", "classic": True}, "64e482d17af29487", "9e5dcf78b9929ab0"),
    ({"players": 4, "map": "germany", "classic": True}, "2ecce7313ac030f8", "e22d8ff63c7ee1a0"),
    ({"players": 2, "classic": True}, "f11152a9ddb29c73", "520b2d34f9f695d7"),
    ({"players": 3, "starting_cities": True}, "43566af917acb060", "13a3d1909c160a63"),
    ({"players": 2, "starting_cities": True, "classic": True}, "5a420f3c70e72e3b", "f9e4b7d9dffc9c94"),
    ({"players": 2, "trust_refill_alternative": True}, "53f3407fd594adee", "6163232f3df77861"),
    (
        {
            "players": 4,
            "map": "germany",
            "starting_cities": False,
            "regions": ["west", "east", "south-west", "north-west"],
        },
        "80d3d8e4b85a32ec",
        "092291b96ccd7927",
    ),
    (
        {"players": 3, "map": "germany", "regions": ["west", "north-west", "north-east"]},
        "a818da4d7578846e",
        "464db16413330123",
    ),
    (
        {"players": 3, "map": "usa", "regions": ["north-central", "north-east", "south-central"]},
        "dda61edc92f86ac6",
        "ca532a9881ec7cdb",
    ),
    ({"players": 3, "regions": "west, north-west,east"}, "c9a9718044069cb5", "23d1c35f25cee502"),
    ({"players": 4, "map": "germany", "regions": "random"}, "746edad5a4baa6a0", "7017deb1048166a8"),
    ({"players": 4, "map": "USA", "regions": None}, "aacd01cf7072aeb0", "a9d4b862f984d7c6"),
    (
        {"map": "germany", "players": 2, "regions": ["west", "south-west", "east"], "trust_refill_alternative": True},
        "6909f6811cc55a52",
        "7757eed8b719d3ec",
    ),
]


@pytest.mark.parametrize("config, seed1, seed7", BEFORE)
def test_pg_3_configs_valid_before_create_the_same_games(config, seed1, seed7):
    """PG-3: every config the test-suite and the front ends used creates, seed for seed, the setup
    the engine created before options were read strictly (so their records replay identically)."""
    for seed, expected in ((1, seed1), (7, seed7)):
        j = load_game("powergrid", seed=seed, **config).to_json()
        text = json.dumps([j[k] for k in SETUP_KEYS], sort_keys=True)
        assert hashlib.sha256(text.encode()).hexdigest()[:16] == expected
