"""Positions that cannot be lied to (docs/positions.md, "Validation" and "Automatic steps"): each test
takes a real position written by ``game.to_json()``, breaks one thing, and checks that the reader
refuses it naming the rule it breaks; a position whose phase is finished runs its automatic steps
when it is read."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import pytest
from invariants import pick_action

from powerplay import load_game, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid.data import zone
from powerplay.games.powergrid.game import PowerGridGame
from powerplay.games.powergrid.position import state_from_json

ZONE = ["west", "south-west", "east"]


def _played(actions: int, players: int = 3, seed: int = 5) -> PowerGridGame:
    game = load_game("powergrid", players=players, map="germany", regions=ZONE, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(pick_action(game, rng))
    return game


def _positions(players: int, seed: int) -> list[dict]:
    """Every position of a whole random game, the last one over."""
    game = load_game("powergrid", players=players, map="germany", regions=ZONE, seed=seed)
    rng = random.Random(seed)
    out = [game.to_json()]
    while not game.is_over:
        game.apply(pick_action(game, rng))
        out.append(game.to_json())
    return out


MID = _played(60).to_json()
"""Round 3, Phase 5, Step 1: three players with two plants and three or four cities each."""
GAME = _positions(3, 3)


def mid() -> dict:
    return copy.deepcopy(MID)


def refused(position: dict, rule: str) -> IllegalAction:
    """Both readers (``state_from_json`` and ``from_position``) refuse ``position`` citing ``rule``."""
    with pytest.raises(IllegalAction) as err:
        state_from_json(position)
    assert err.value.rule == rule, str(err.value)
    with pytest.raises(IllegalAction) as err:
        PowerGridGame.from_position(position)
    assert err.value.rule == rule, str(err.value)
    return err.value


def test_the_real_position_reads():
    """The untouched positions read back (the round trip of docs/positions.md)."""
    for pos in (MID, *GAME[:: max(1, len(GAME) // 20)]):
        assert PowerGridGame.from_position(copy.deepcopy(pos)).to_json() == pos


# ---- PG-1.3: every card in exactly one place -------------------------------------------------------------


def test_pg_1_3_a_plant_in_a_hand_and_in_the_market():
    """PG-1.3: there is one card of each plant: plant 11 in a player's hand and in the market is refused."""
    pos = mid()
    plant = pos["plant_market"]["current"][0]
    pos["players"][0]["plants"] = sorted(pos["players"][0]["plants"] + [plant])
    err = refused(pos, "PG-1.3")
    assert f"plant {plant:02d} is in two places" in err.message


def test_pg_1_3_a_card_twice_in_the_deck():
    """PG-1.3: a plant twice in the deck (and so one card more than the game has) is refused."""
    pos = mid()
    pos["deck"].append(pos["deck"][0])
    refused(pos, "PG-1.3")


def test_an_unknown_plant_is_bad_input():
    """Plants are 03–40, 42, 44, 46, 50: plant 41 is not well formed (BadInput, no rule)."""
    pos = mid()
    pos["players"][0]["plants"].append(41)
    with pytest.raises(BadInput):
        PowerGridGame.from_position(pos)


# ---- PG-8.6, PG-3.1, PG-8.7: houses ------------------------------------------------------------------


def test_pg_8_6_a_two_houses_in_one_city_in_step_1():
    """PG-8.6 a: in Step 1 a city takes one house; a second player's house in a city already taken
    (named in the player's cities, or on slot 15 of the city) is refused."""
    pos = mid()
    assert pos["step"] == 1
    city = pos["players"][0]["cities"][0]
    pos["players"][1]["cities"].append(city)
    refused(copy.deepcopy(pos), "PG-8.6 a")
    pos["cities"][city] = [0, 1, None]
    refused(pos, "PG-8.6 a")


def test_pg_8_6_a_three_houses_in_step_2():
    """PG-8.6 a: Step 2 opens slots 10 and 15, not 20."""
    pos = mid()
    pos["step"] = 2
    city = pos["players"][0]["cities"][0]
    for p in (1, 2):
        pos["players"][p]["cities"].append(city)
    refused(pos, "PG-8.6 a")


def test_pg_8_6_c_one_player_twice_in_a_city():
    """PG-8.6 c: a player has at most one house in a city."""
    pos = mid()
    pos["players"][2]["cities"].append(pos["players"][2]["cities"][0])
    refused(pos, "PG-8.6 c")


def test_pg_3_1_a_house_outside_the_regions_in_play():
    """PG-3.1, PG-8.5 b: houses stand only in the regions in play (here Bremen, north-west)."""
    pos = mid()
    z = zone("germany", tuple(sorted(ZONE)))
    outside = next(c for i, c in enumerate(z.board.cities) if not z.in_zone[i])
    pos["players"][0]["cities"].append(outside)
    refused(pos, "PG-3.1")


def test_pg_8_7_more_cities_than_houses():
    """PG-3.4, PG-8.7: a player has 20 houses for cities; 21 (every city of the three regions, in
    Phase 4) are refused."""
    pos = mid()
    pos["phase"], pos["queue"] = "building", [1]
    for p in (0, 2):
        pos["players"][p].update(done=True, cities=[])
    z = zone("germany", tuple(sorted(ZONE)))
    pos["players"][1]["cities"] = [z.board.cities[c] for c in z.cities]
    del pos["cities"]
    assert len(pos["players"][1]["cities"]) == 21
    refused(pos, "PG-8.7")


# ---- PG-2.3 / PG-2.7: storage ------------------------------------------------------------------------


def test_pg_2_3_nine_coal_and_uranium_on_plant_04():
    """PG-2.3, PG-2.7: plant 04 burns 2 coal and stores at most 4 coal, no uranium: 9 coal and a
    uranium on it are refused (the tokens are taken from the market, so PG-1.4 still holds)."""
    pos = mid()
    assert 4 in pos["removed"]
    seat = pos["players"][0]
    pos["removed"].remove(4)
    pos["removed"] += seat["plants"]
    seat["plants"] = [4]
    for r, k in (("coal", 9), ("uranium", 1)):
        pos["resource_market"][r] -= k - seat["resources"][r]
        seat["resources"][r] = k
    for r in ("oil", "garbage"):
        pos["supply"][r] += seat["resources"][r]
        seat["resources"][r] = 0
    err = refused(pos, "PG-2.3")
    assert "(04) cannot hold 9 coal, 1 uranium" in err.message


def test_pg_2_7_hybrid_storage_is_shared():
    """PG-2.7: a hybrid's room is shared by coal and oil: plants 05 (hybrid, 4) and 15 (coal, 4) hold
    8 coal, but not 5 coal and 4 oil."""
    pos = mid()
    seat = pos["players"][1]
    assert seat["plants"] == [5, 15]
    for coal, oil, ok in ((8, 0, True), (5, 4, False)):
        p = copy.deepcopy(pos)
        s = p["players"][1]
        p["resource_market"]["coal"] -= coal - s["resources"]["coal"]
        p["resource_market"]["oil"] -= oil - s["resources"]["oil"]
        s["resources"].update(coal=coal, oil=oil)
        if ok:
            PowerGridGame.from_position(p)
        else:
            refused(p, "PG-2.3")


# ---- PG-1.4, PG-3.5, PG-12.2: resource tokens ------------------------------------------------------------


def test_pg_1_4_tokens_are_conserved():
    """PG-1.4: 24 coal, 24 oil, 24 garbage, 12 uranium: one coal more in the supply is refused."""
    pos = mid()
    pos["supply"]["coal"] += 1
    err = refused(pos, "PG-1.4")
    assert "24 coal tokens, not 25" in err.message


def test_pg_1_4_no_negative_counts():
    """PG-1.4: a count below zero is refused even when the total is right."""
    pos = mid()
    pos["supply"]["oil"] += 1
    pos["players"][0]["resources"]["oil"] = -1
    refused(pos, "PG-1.4")


def test_pg_3_5_the_market_holds_what_its_track_has_slots_for():
    """PG-3.5: the coal track has 24 slots; 25 coal on the market are refused."""
    pos = mid()
    pos["supply"]["coal"] += 25 - pos["resource_market"]["coal"]
    pos["resource_market"]["coal"] = 25
    refused(pos, "PG-3.5")


def test_pg_12_2_d_only_the_usa_has_a_coal_storage():
    """PG-12.2 d: coal in the storage on the Germany side is refused."""
    pos = mid()
    pos["resource_market"]["coal"] -= 1
    pos["coal_storage"] = 1
    refused(pos, "PG-12.2 d")


# ---- money, players, who acts ----------------------------------------------------------------------------


def test_pg_1_6_money_never_negative():
    """PG-1.6, PG-6.4 b, PG-7.2, PG-8.7: nobody pays more than they have."""
    pos = mid()
    pos["players"][1]["money"] = -1
    refused(pos, "PG-1.6")


def test_pg_3_1_two_to_six_players():
    """PG-3.1: Power Grid is for 2 to 6 players."""
    pos = mid()
    pos["options"]["players"] = 7
    refused(pos, "PG-3.1")


def test_pg_3_4_the_turn_order_lists_every_seat_once():
    """PG-3.4: the turn order is a permutation of the seats."""
    pos = mid()
    pos["order"] = [0, 0, 1]
    refused(pos, "PG-3.4")


def test_pg_4_5_the_queue_names_the_seats_still_to_act_in_order():
    """PG-4.5, PG-9.2 a: Phase 5 goes in turn order; a queue naming a seat that does not play, or the
    seats out of order, is refused."""
    for queue in ([2, 0, 7], [0, 2, 1], [2, 0]):
        pos = mid()
        assert pos["queue"] == [2, 0, 1]
        pos["queue"] = queue
        refused(pos, "PG-4.5")


def test_pg_6_4_a_the_auction_names_a_plant_of_the_current_market():
    """PG-6.4 a: the plant under the hammer is one of the current market."""
    pos = next(copy.deepcopy(p) for p in GAME if p["auction"] and p["step"] < 3)
    pos["auction"]["plant"] = pos["plant_market"]["future"][0]
    refused(pos, "PG-6.4 a")


def test_pg_6_5_the_auction_bidders_are_players_still_in_the_phase():
    """PG-6.5: the bidders of a running auction have neither acquired a plant nor passed."""
    pos = next(copy.deepcopy(p) for p in GAME if p["auction"] and len(p["auction"]["active"]) < 3)
    outsider = next(q for q in range(3) if q not in pos["auction"]["active"])
    pos["auction"]["active"].append(outsider)
    pos["players"][outsider]["got_plant"] = True
    refused(pos, "PG-6.5")


# ---- automatic steps on load ---------------------------------------------------------------------------


def test_a_finished_phase_runs_its_automatic_steps_on_load():
    """docs/positions.md: a position whose Phase 3 is finished (everybody done) is not stuck: reading
    it ends the phase and begins Phase 4 (PG-7.6, PG-8.1); what happened is in ``setup_events``; the
    record starts from the position after those steps and replays to the same game."""
    pos = copy.deepcopy(next(p for p in GAME if p["phase"] == "resources" and len(p["queue"]) == 3))
    for seat in pos["players"]:
        seat["done"] = True
    pos["queue"] = []
    game = PowerGridGame.from_position(pos)
    assert game.to_json()["phase"] == "building"
    assert game.current_player == pos["order"][-1]
    assert any(e.kind == "phase.building" for e in game.setup_events)
    record = game.record()
    assert record["position"] == game.to_json()
    assert replay(record).to_json() == game.to_json()
    game.apply("done")
    assert replay(game.record()).to_json() == game.to_json()


def test_a_finished_building_phase_with_a_network_at_the_end_is_over():
    """PG-11.1: a Phase 4 that is finished with a network at the end threshold ends the game on load."""
    last = next(p for p in reversed(GAME) if p["phase"] == "building")
    pos = copy.deepcopy(last)
    assert max(len(s["cities"]) for s in pos["players"]) >= 17
    for seat in pos["players"]:
        seat["done"] = True
    pos["queue"] = []
    game = PowerGridGame.from_position(pos)
    assert game.is_over and game.current_player is None
    assert game.to_json() == GAME[-1] | {"rng": game.to_json()["rng"]}


def test_the_trusts_turn_runs_on_load():
    """PG-14.7 e: a 2-player position in Phase 3 whose next turn is the trust's (position 3 has just
    said done) runs it when read: the trust takes its fuel, then position 1 buys — exactly what the
    game did."""
    positions = _positions(2, 4)
    i = next(
        i
        for i, p in enumerate(positions[:-1])
        if p["phase"] == "resources" and len(p["queue"]) == 3 and positions[i + 1]["queue"] == p["queue"][2:]
    )
    pos = copy.deepcopy(positions[i])
    first, other = pos["order"]
    assert pos["queue"] == [other, "trust", first] and pos["trust"]["plants"]
    pos["players"][other]["done"] = True
    pos["queue"] = ["trust", first]
    game = PowerGridGame.from_position(pos)
    assert game.current_player == first
    assert game.to_json() == positions[i + 1]


def test_the_documented_example_reads():
    """docs/positions.md: the hand-written example is a possible position (its tokens add up to the
    game's, PG-1.4) and its queue is derived as the text says."""
    doc = Path(__file__).parents[2] / "docs" / "positions.md"
    pos = json.loads(re.search(r"```json\n(.*?)```", doc.read_text("utf-8"), re.S).group(1))
    game = PowerGridGame.from_position(pos)
    assert game.to_json()["queue"] == [2, 1, 0] and game.current_player == 2
    assert PowerGridGame.from_position(game.to_json()).to_json() == game.to_json()


REGIONS = ["west", "south-west", "east", "north-west"]
MARKET = {"current": [3, 4, 5, 6], "future": [7, 8, 9, 10]}


def test_the_fields_docs_positions_md_lists_as_required_are_the_ones_required():
    """docs/positions.md, Fields: every field but the regions, the plant market (PG-10.8), the winners
    of a finished game (PG-11.3) and the setup queue of the setup phases (PG-14.2 c, PG-13.1) may be
    left out; the smallest position is the regions and the market."""
    game = PowerGridGame.from_position({"options": {"regions": REGIONS}, "plant_market": MARKET})
    assert (game.state.phase, game.state.round, game.num_players, game.current_player) == ("auction", 1, 4, 0)
    with pytest.raises(BadInput, match="regions"):
        PowerGridGame.from_position({"plant_market": MARKET})
    refused({"options": {"regions": REGIONS}}, "PG-10.8")
    refused({"options": {"regions": REGIONS}, "plant_market": {"current": MARKET["current"]}}, "PG-10.8")
    refused({"options": {"regions": REGIONS}, "step": 3, "deck": [11], "box": [], "plant_market": {}}, "PG-10.8")
    step3 = PowerGridGame.from_position({"options": {"regions": REGIONS}, "step": 3})  # no deck: no market needed
    assert step3.state.current == [] and step3.state.deck == []
    refused({"options": {"regions": REGIONS}, "plant_market": MARKET, "phase": "over"}, "PG-11.3")
    two = {"options": {"regions": REGIONS[:3], "players": 2}, "plant_market": MARKET, "phase": "trust-setup"}
    refused(two, "PG-14.2 c")
    assert PowerGridGame.from_position({**two, "setup_queue": [0, 1]}).current_player == 0
    marks = {"options": {"regions": REGIONS, "starting_cities": True}, "plant_market": MARKET, "phase": "mark-cities"}
    refused(marks, "PG-13.1")
    assert PowerGridGame.from_position({**marks, "setup_queue": [0, 1, 2, 3]}).current_player == 0


@pytest.mark.parametrize(
    ("place", "value", "field"),
    [
        (("round",), 3.0, "round"),
        (("step",), "1", "step"),
        (("rng",), None, "rng"),
        (("order", 1), 0.0, "order[1]"),
        (("players", 1, "money"), "4", "players[1].money"),
        (("players", 2, "powered"), True, "players[2].powered"),
        (("players", 0, "resources", "coal"), 1.0, "players[0].resources.coal"),
        (("resource_market", "oil"), 16.0, "resource_market.oil"),
        (("supply", "uranium"), "𝟙", "supply.uranium"),
        (("cities", "Aachen", 0), "1", "cities.Aachen[0]"),
        (("queue", 0), 2.0, "queue[0]"),
    ],
)
def test_a_positions_numbers_are_json_integers(place, value, field):
    """docs/positions.md, Validation: every number of a position is a JSON integer, never one that only
    equals it (``3.0``, ``"3"``, ``true``): refused as bad input naming the field."""
    position = mid()
    node = position
    for key in place[:-1]:
        node = node[key]
    node[place[-1]] = value
    with pytest.raises(BadInput) as err:
        PowerGridGame.from_position(position)
    assert str(err.value) == f"{field} is not a whole number: {value!r}"
