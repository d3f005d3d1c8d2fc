"""Positions (docs/games/powergrid-cards-positions.md), records (docs/records.md), actions and
views (docs/games/powergrid-cards-interface.md). Positions cannot be lied to: each test of an
impossible position takes a real one written by ``game.to_json()``, breaks one thing and checks that
the reader refuses it naming the rule it breaks. The round trips, replay, undo and copies of every
game: tests/protocol."""

from __future__ import annotations

import copy
import json
import random

import pytest
from cg_helpers import game, seat
from cg_invariants import pick_action

from powerplay import load_game, replay
from powerplay.core.errors import BadInput, IllegalAction
from powerplay.games.powergrid_cards import actions as A
from powerplay.games.powergrid_cards.data import CARD_AMOUNT, CARD_BY_ID, CARD_TYPE
from powerplay.games.powergrid_cards.game import PowerGridCardsGame
from powerplay.games.powergrid_cards.position import state_from_json


def played(players=4, seed=3, steps=120, **config):
    g = load_game("powergrid-cards", players=players, seed=seed, **config)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(pick_action(g, rng))
    return g


def test_record_from_position():
    """A game started from a hand-written position records the position."""
    g = game(3, round=2, order=[0, 1, 2], plant_market={"lots": ["03", "04", "05a", "06"], "discount": "03"})
    g.apply("bid 1 on plant 03")
    rec = g.record()
    assert "position" in rec and replay(rec).to_json() == g.to_json()


@pytest.mark.parametrize(
    "text",
    [
        "pass",
        "done",
        "bid 12 on plant 12",
        "bid 15",
        "demolish 05a",
        "discard 2 coal 1 oil",
        "buy 3 gas from column 2",
        "buy 1 uranium from column 1",
        "produce 07 12 with 2 gas 1 oil",
        "produce nothing",
        "produce 08",
    ],
)
def test_action_strings_and_indexes(text):
    """The contract's action strings read back to themselves; each action has a stable index."""
    act = A.parse(text)
    assert str(act) == text
    i = A.to_index(act)
    back = A.from_index(i)
    assert A.to_index(back) == i
    if not isinstance(act, A.Produce):
        assert back == act


def test_bad_input():
    """Malformed strings raise BadInput; a well-formed action that is not legal raises IllegalAction."""
    g = load_game("powergrid-cards", players=3, seed=1)
    for bad in ["bid", "buy 3 gas", "demolish 99", "buy 3 gas from column 7", "produce with", "hello", 1.5]:
        with pytest.raises(BadInput):
            g.apply(bad)
    with pytest.raises(IllegalAction):
        g.apply("done")
    with pytest.raises(BadInput):
        PowerGridCardsGame.from_position({"options": {"players": 3}, "phase": "nowhere"})
    with pytest.raises(BadInput):
        PowerGridCardsGame.from_position({"options": {"players": 3}, "seats": [seat(plants=["99"])] * 3})
    with pytest.raises(IllegalAction) as err:  # well formed, but impossible (CG-12.4)
        PowerGridCardsGame.from_position({"options": {"players": 3}, "seats": [seat(plants=["07"])] * 3})
    assert err.value.rule == "CG-12.4"


def test_view_layout_and_hidden_money():
    """The contract's view fields; D-18 ``hidden_money``: other seats' money is null until the end."""
    g = played(players=3, seed=5, steps=60, hidden_money=True)
    v = g.view(1)
    for key in (
        "game",
        "seat",
        "players",
        "trust",
        "demolition",
        "round",
        "phase",
        "final_round",
        "to_act",
        "order",
        "market",
        "auction",
        "pending",
        "deck",
        "resources",
        "seats",
        "trust_seat",
        "demolition_deck",
        "removed",
        "scores",
    ):
        assert key in v
    assert [s["money"] is None for s in v["seats"]] == [True, False, True]
    assert all(s["money"] is None for s in g.view(None)["seats"])
    assert len(v["resources"]["columns"]) == 4 and v["resources"]["prices"] == [1, 2, 3, 4]
    open_ = played(players=3, seed=5, steps=60)
    assert all(s["money"] is not None for s in open_.view(None)["seats"])
    t = played(players=2, seed=5, steps=30)
    assert t.view(0)["trust_seat"] is not None and -1 in t.view(0)["order"]


def test_no_deepcopy():
    """LESSONS: a hand-written copy (that it shares nothing: tests/protocol)."""
    import inspect
    from pathlib import Path

    import powerplay.games.powergrid_cards as pkg

    for f in Path(pkg.__file__).parent.glob("*.py"):
        assert "import copy" not in f.read_text() and "copy.deepcopy" not in f.read_text(), f.name
    assert "deepcopy(" not in inspect.getsource(PowerGridCardsGame.copy)


def test_documented_example_position():
    """docs/games/powergrid-cards-positions.md: the hand-written example reads, and its stated
    action is legal (CG-8.2)."""
    import re
    from pathlib import Path

    doc = Path(__file__).parents[2] / "docs" / "games" / "powergrid-cards-positions.md"
    pos = json.loads(re.search(r"```json\n(.*?)```", doc.read_text("utf-8"), re.S).group(1))
    g = PowerGridCardsGame.from_position(pos)
    assert "produce 07 12 with 1 gas 2 oil" in [str(a) for a in g.legal_actions()]
    assert PowerGridCardsGame.from_position(g.to_json()).to_json() == g.to_json()


# ---- impossible positions are refused (docs/games/powergrid-cards-positions.md, "Validation") ------------

FRESH = load_game("powergrid-cards", players=3, seed=3).to_json()
"""Round 1, before the first auction: nobody holds anything; plant 12 lies in the plant deck."""
MID = played(players=3, seed=3, steps=80).to_json()
"""Round 7, the Auction phase: seats with plants and resource cards, a full resource market."""


def fresh() -> dict:
    return copy.deepcopy(FRESH)


def mid() -> dict:
    return copy.deepcopy(MID)


def refused(position: dict, rule: str) -> IllegalAction:
    """Both readers (``state_from_json`` and ``from_position``) refuse ``position`` citing ``rule``."""
    with pytest.raises(IllegalAction) as err:
        state_from_json(copy.deepcopy(position))
    assert err.value.rule == rule, str(err.value)
    with pytest.raises(IllegalAction) as err:
        PowerGridCardsGame.from_position(position)
    assert err.value.rule == rule, str(err.value)
    return err.value


def _card_key(card: str) -> tuple[int, int]:
    cid, _, value = card.partition(":")
    return CARD_TYPE[CARD_BY_ID[cid]], int(value)


def test_the_real_positions_read():
    """The untouched positions read back (the round trip)."""
    for pos in (FRESH, MID):
        assert PowerGridCardsGame.from_position(copy.deepcopy(pos)).to_json() == pos


def test_cg_4_6_gas_held_with_only_plant_12():
    """CG-4.6, CG-4.7: a player holds only what his plants burn: plant 12 burns coal, so a single gas
    card (taken from the single supply, so the singles are still accounted) is refused; a coal one is
    not."""
    for r, ok in (("coal", True), ("gas", False)):
        pos = fresh()
        assert "12" in pos["plant_deck"] and pos["plant_market"]["discount"] != "12"
        pos["plant_deck"].remove("12")
        pos["seats"][0]["plants"] = ["12"]
        pos["single_supply"][r] -= 1
        pos["seats"][0]["singles"][r] = 1
        if ok:
            PowerGridCardsGame.from_position(pos)
        else:
            err = refused(pos, "CG-4.6")
            assert "(12) cannot store 1 gas" in err.message


def test_cg_2_8_columns_in_market_order():
    """CG-2.8 step 6: every column lies in market order (by type, then by value), which the refill's
    shifting relies on (CG-8.5): a column out of order is refused."""
    pos = mid()
    column = pos["resource_market"]["column2"]
    assert len({_card_key(c) for c in column}) > 1
    pos["resource_market"]["column2"] = column[::-1]
    refused(pos, "CG-2.8")


def test_cg_12_4_a_plant_in_two_places():
    """CG-12.4: a plant of the market also in a player's hand is refused."""
    pos = mid()
    seat_ = next(s for s in pos["seats"] if len(s["plants"]) < 3)
    seat_["plants"].append(pos["plant_market"]["lots"][-1])
    refused(pos, "CG-12.4")


def test_cg_12_4_a_resource_card_in_two_places():
    """CG-12.4: a card of column 3 also in a player's cards is refused."""
    pos = mid()
    pos["seats"][2]["cards"].append(pos["resource_market"]["column3"][0])
    refused(pos, "CG-12.4")


def test_cg_12_4_singles_are_accounted():
    """CG-12.4 (D-6): 7 single cards, plus those the engine made: one more in the supply is refused."""
    pos = mid()
    pos["single_supply"]["oil"] += 1
    refused(pos, "CG-12.4")


def test_cg_4_8_a_card_shows_what_it_holds():
    """CG-4.8: a card holds 0 to its printed amount; one showing more is refused, and so is a card
    at 0 outside the discard pile (CG-4.8.2)."""
    pos = mid()
    card = pos["resource_market"]["column4"][-1].partition(":")[0]
    pos["resource_market"]["column4"][-1] = f"{card}:{CARD_AMOUNT[CARD_BY_ID[card]] + 1}"
    refused(pos, "CG-4.8")
    pos = mid()
    card = pos["resource_market"]["column2"][0].partition(":")[0]
    pos["resource_market"]["column2"][0] = f"{card}:0"
    refused(pos, "CG-4.8")


def test_cg_7_2_at_most_n_cards_per_column():
    """CG-7.2: columns 2–4 hold at most N cards (4 with 3 players): a fifth is refused."""
    pos = mid()
    column = pos["resource_market"]["column2"]
    assert len(column) == 4
    top = pos["resource_deck"].pop(0)
    full = top.partition(":")[0] + f":{CARD_AMOUNT[CARD_BY_ID[top.partition(':')[0]]]}"
    pos["resource_market"]["column2"] = sorted(column + [full], key=_card_key)
    refused(pos, "CG-7.2")


def test_cg_6_22_money_never_negative():
    """CG-6.22: a player's money never becomes negative."""
    pos = mid()
    pos["seats"][1]["money"] = -3
    refused(pos, "CG-6.22")


def test_cg_6_14_three_plants():
    """CG-6.14: a player owns at most 3 plants (4 only while he must demolish one)."""
    pos = mid()
    seat_ = next(s for s in pos["seats"] if len(s["plants"]) == 3)
    seat_["plants"].append(pos["plant_deck"].pop(0))
    refused(pos, "CG-6.14")


def test_cg_2_1_two_to_six_players():
    """CG-2.1: the card game is for 2 to 6 players."""
    pos = mid()
    pos["options"]["players"] = 7
    refused(pos, "CG-2.1")


def test_cg_2_4_the_trust_keeps_position_2():
    """CG-2.4: with the Trust, it is always at position 2 of the turn order."""
    pos = played(players=2, seed=4, steps=30).to_json()
    assert pos["order"][1] == -1
    pos["order"] = [-1, *(p for p in pos["order"] if p != -1)]
    refused(pos, "CG-2.4")


def test_cg_3_2_the_queue_is_the_rest_of_the_phase_order():
    """CG-3.2, CG-7.1: phase 2 runs in reverse turn order, one turn each: a queue naming a seat that
    does not play, or out of that order, is refused."""
    g = load_game("powergrid-cards", players=3, seed=3)
    rng = random.Random(3)
    while g.state.phase != "resources" or len(g.state.queue) != 3:
        g.apply(pick_action(g, rng))
    base = g.to_json()
    for queue in ([base["queue"][0], base["queue"][1], 5], base["queue"][::-1], base["queue"][1:] + base["queue"][:1]):
        pos = copy.deepcopy(base)
        pos["queue"] = queue
        refused(pos, "CG-3.2")


def test_cg_6_5_the_auction_is_of_a_current_plant():
    """CG-6.5, CG-5.2: only a plant of the current market is auctioned."""
    g = load_game("powergrid-cards", players=3, seed=3)
    rng = random.Random(3)
    while g.state.auction is None or g.state.orm_resolved:
        g.apply(pick_action(g, rng))
    pos = g.to_json()
    pos["auction"]["plant"] = pos["plant_market"]["lots"][-1]
    refused(pos, "CG-6.5")


def test_automatic_steps_on_load_and_the_record_starts_after_them():
    """docs/positions.md (the same for both games): a position whose phase 2 is finished runs its
    automatic steps when read — the Bureaucracy begins (CG-8.1) — and the record starts from the
    position after them, so replaying it rebuilds the same game."""
    g = load_game("powergrid-cards", players=3, seed=3)
    rng = random.Random(3)
    while g.state.phase != "resources" or len(g.state.queue) != 1:
        g.apply(pick_action(g, rng))
    pos = g.to_json()
    pos["queue"] = []
    loaded = PowerGridCardsGame.from_position(pos)
    assert loaded.to_json()["phase"] == "bureaucracy" and loaded.current_player == pos["order"][0]
    assert loaded.setup_events
    record = loaded.record()
    assert record["position"] == loaded.to_json()
    assert replay(record).to_json() == loaded.to_json()


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("bid 𝟏𝟐 on plant 12", "𝟏𝟐"),
        ("bid 12 on plant ١٢", "١٢"),
        ("demolish ０５a", "０５"),
        ("buy ３ gas from column 2", "３"),
        ("buy 3 gas from column ２", "２"),
        ("discard 𝟐 coal", "𝟐"),
        ("produce 07 12 with 𝟐 gas 1 oil", "𝟐"),
        ("bid " + "9" * 19, "9" * 19),
    ],
)
def test_numbers_in_actions_are_written_in_ascii_digits(text, number):
    """docs/records.md: a number in an action is written in the digits 0–9 (at most 18); one in another
    script is refused as not a number, never read as the number it looks like."""
    g = load_game("powergrid-cards", players=3, seed=1)
    with pytest.raises(BadInput) as err:
        g.apply(text)
    assert str(err.value) == f"not a number: {number!r} (numbers are written in the digits 0–9, at most 18 digits)"
    assert A.parse("bid 12 on plant 12") == A.Bid(12, A.plant_index("12"))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p.update(round=1.0), "round is not a whole number: 1.0"),
        (lambda p: p["seats"][1].update(money="12"), "seats[1].money is not a whole number: '12'"),
        (lambda p: p["seats"][0]["singles"].update(coal=True), "seats[0].singles.coal is not a whole number: True"),
        (lambda p: p.update(order=[0, 1.0, 2]), "order[1] is not a whole number: 1.0"),
        (lambda p: p.update(reshuffles=0.0), "reshuffles is not a whole number: 0.0"),
        (
            lambda p: p["resource_market"]["column2"].__setitem__(0, "R-coal-04:𝟐"),
            "not a number: '𝟐' (numbers are written in the digits 0–9, at most 18 digits)",
        ),
    ],
)
def test_a_positions_numbers_are_json_integers(change, message):
    """docs/games/powergrid-cards-positions.md, Validation: every number of a position is a JSON integer
    (a card's value after its id, the digits 0–9): one that only equals it is refused as bad input."""
    position = load_game("powergrid-cards", players=3, seed=1).to_json()
    assert PowerGridCardsGame.from_position(copy.deepcopy(position)).to_json() == position
    change(position)
    with pytest.raises(BadInput) as err:
        PowerGridCardsGame.from_position(position)
    assert str(err.value) == message


def test_cg_6_2_a_discount_token_on_an_empty_market_is_refused():
    """CG-6.2: the discount token lies on the smallest plant of the market; with no plant there it lies
    on none (refused by the rule, not a crash)."""
    position = load_game("powergrid-cards", players=3, seed=1).to_json()
    position["plant_market"]["lots"] = []
    with pytest.raises(IllegalAction) as err:
        PowerGridCardsGame.from_position(position)
    assert str(err.value) == "CG-6.2: the discount token lies on 05b, not the smallest plant"


def test_every_field_but_the_winners_of_a_finished_game_may_be_left_out():
    """docs/games/powergrid-cards-positions.md: ``{}`` reads (a game of four in its auction phase, the
    plants it places nowhere in the box); a finished game names its winners (CG-9.5)."""
    g = PowerGridCardsGame.from_position({})
    assert (g.state.phase, g.num_players, g.current_player) == ("auction", 4, 0)
    with pytest.raises(IllegalAction) as err:
        PowerGridCardsGame.from_position({"options": {"players": 3}, "phase": "over"})
    assert err.value.rule == "CG-9.5"
    assert PowerGridCardsGame.from_position({"options": {"players": 3}, "phase": "over", "winners": [1]}).is_over
