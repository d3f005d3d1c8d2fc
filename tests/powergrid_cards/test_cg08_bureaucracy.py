"""CG-8 phase 3, Bureaucracy: production, turn order, refilling, the plant market update."""

from __future__ import annotations

import pytest
from cg_helpers import cards_of, column, game, labels, legal, market, play, seat

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid_cards.data import CARD_BY_ID, CARDS, PLANTS, PLUSPLUS

C3 = cards_of("coal", 5, amount=3)
G3 = cards_of("gas", 2, amount=3)
O3 = cards_of("oil", 2, amount=3)
U2 = cards_of("uranium", 2, amount=2)
LOTS = ["03", "04", "05a", "06", "09", "10a", "11", "13"]
NOTHING = "produce nothing"


def bureau(seats, **more):
    fields = {
        "phase": "bureaucracy",
        "order": list(range(len(seats))),
        "queue": list(range(len(seats))),
        "plant_market": {"lots": LOTS},
        "plant_deck": ["14", "15", "16", "ORM"],
    }
    fields.update(more)
    return game(len(seats), seats=seats, **fields)


def test_cg_8_2_production_income_and_d_7_units():
    """CG-8.2, CG-4.4: income of the plants that produce; CG-4.10 (D-7): units leave single cards
    first, then cards by ascending value, oldest first; a card at 0 goes to the discard pile, singles
    to the single supply."""
    a, b = C3[0], C3[1]
    g = bureau([seat(plants=["12"], cards=[f"{a}:3", f"{b}:1"], singles={"coal": 1}), seat(), seat()])
    supply = g.state.supply[0]
    g.apply("produce 12")
    s = g.state
    assert s.money[0] == 50 + 9 and s.income[0] == 9
    assert s.singles[0][0] == 0 and s.supply[0] == supply + 1
    assert [CARDS[c].id for c in s.cards[0]] == [a] and s.value[CARD_BY_ID[a]] == 2
    assert s.discard[-1] == CARD_BY_ID[b]


def test_cg_8_2_oldest_first_on_equal_values():
    """D-7: among cards of equal value the oldest acquired loses units first."""
    a, b = C3[0], C3[1]
    g = bureau([seat(plants=["12"], cards=[f"{b}:2", f"{a}:2"]), seat(), seat()])
    g.apply("produce 12")
    assert [CARDS[c].id for c in g.state.cards[0]] == [a] and g.state.value[CARD_BY_ID[a]] == 1


def test_cg_8_2_guaranteed_minimum_and_free_choice():
    """CG-8.2: a player may produce with fewer plants than he could (even none); with none he
    receives 1 Elektro."""
    g = bureau([seat(plants=["12", "08"], singles={"coal": 3}), seat(), seat()])
    assert set(legal(g)) == {NOTHING, "produce 08", "produce 12", "produce 08 12"}
    g.apply(NOTHING)
    assert g.state.money[0] == 51 and g.state.income[0] == 1 and g.state.singles[0][0] == 3


def test_cg_4_3_exact_amounts_and_hybrid_mix():
    """CG-4.3: a plant never produces with fewer units; CG-4.2: the player chooses the hybrid's mix
    (a produce action without one is completed only when one mix is possible)."""
    g = bureau([seat(plants=["12", "07"], singles={"coal": 2, "gas": 2, "oil": 2}), seat(), seat()])
    with pytest.raises(IllegalAction, match="CG-8.2"):
        g.apply("produce 12")
    with pytest.raises(IllegalAction, match="CG-4.2"):
        g.apply("produce 07")
    with pytest.raises(IllegalAction, match="CG-4.3"):
        g.apply("produce 07 with 1 gas 1 oil")
    assert set(legal(g)) == {NOTHING, "produce 07 with 2 gas 1 oil", "produce 07 with 1 gas 2 oil"}
    g.apply("produce 07 with 1 gas 2 oil")
    assert g.state.singles[0] == [2, 1, 0, 0] and g.state.money[0] == 58
    one = bureau([seat(plants=["07"], singles={"gas": 3}), seat(), seat()])
    one.apply("produce 07")
    assert one.history == ["produce 07 with 3 gas"]


def test_cg_8_4_turn_order_by_income_then_plant_then_reversed():
    """CG-8.4 (D-27, D-28, D-11): higher income first; then the highest plant; still tied, their
    order of this round is reversed."""
    g = bureau([seat(plants=["08"]), seat(), seat(plants=["12"], singles={"coal": 3})])
    play(g, "produce 08", NOTHING, "produce 12")
    assert g.state.order == [2, 0, 1]
    g = bureau([seat(plants=["08"]), seat(plants=["12"]), seat()])
    play(g, NOTHING, NOTHING, NOTHING)
    assert g.state.order == [1, 0, 2]
    g = bureau([seat(), seat(), seat()], order=[1, 0, 2], queue=[1, 0, 2])
    play(g, NOTHING, NOTHING, NOTHING)
    assert g.state.order == [2, 0, 1]


def test_cg_8_5_shifting_priority_and_cg_8_6_drawing():
    """CG-8.5: 3→2, then 4→2, then 4→3, each source in shifting priority (coal first, lower value
    first); never into column 1. CG-8.6: then the cheapest empty slots are filled from the deck at
    the printed amount (CG-4.9) and every column is sorted."""
    market = {
        "column1": {"oil": 2},
        "column2": [f"{G3[0]}:3", f"{O3[0]}:1"],
        "column3": [f"{C3[0]}:1", f"{C3[1]}:3", f"{G3[1]}:1", f"{U2[0]}:2"],
        "column4": [f"{C3[2]}:2", f"{O3[1]}:2", f"{U2[1]}:1"],
    }
    deck = [C3[3], C3[4], "R-gas-06"]
    g = bureau([seat(), seat(), seat()], resource_market=market, resource_deck=deck)
    play(g, NOTHING, NOTHING, NOTHING)
    amount = {c: CARDS[CARD_BY_ID[c]].amount for c in deck}
    assert column(g, 2) == [f"{C3[0]}:1", f"{C3[1]}:3", f"{G3[0]}:3", f"{O3[0]}:1"]
    assert column(g, 3) == [f"{C3[2]}:2", f"{G3[1]}:1", f"{O3[1]}:2", f"{U2[0]}:2"]
    assert sorted(column(g, 4)) == sorted([f"{U2[1]}:1"] + [f"{c}:{amount[c]}" for c in deck])
    assert g.state.col1 == [0, 0, 2, 0]


def _full_market(n4: int) -> dict:
    return {
        "column2": [f"{c}:1" for c in C3[:4]],
        "column3": [f"{c}:1" for c in cards_of("gas", 4)],
        "column4": [f"{c}:1" for c in cards_of("oil", n4)],
    }


def test_cg_8_8_reshuffles_plus_sets_and_cg_8_9_plant_removal():
    """CG-8.8: an empty deck takes the shuffled discard pile; after the first reshuffle the "++" set
    is the discard pile, after the second it starts empty. CG-8.9: each reshuffle removes the
    cheapest plant and draws a replacement."""
    g = bureau(
        [seat(), seat(), seat()],
        resource_market=_full_market(3),
        resource_deck=[],
        discard=["P1-coal", "P1-gas", "P1-oil", "P1-uranium"],
        plusplus=["P2-coal", "P2-gas", "P2-oil", "P2-uranium"],
    )
    play(g, NOTHING, NOTHING, NOTHING)
    s = g.state
    assert s.reshuffles == 1 and sorted(s.discard) == sorted(PLUSPLUS) and s.plusplus == []
    assert len(s.res_deck) == 3 and len(s.columns[2]) == 4
    # 03 leaves (CG-8.9), 14 replaces it; step 3 then puts 14, the most expensive, under the deck
    assert labels(s.removed) == ["03"] and labels(s.deck)[0] == "14" and "15" in market(g)
    g2 = bureau(
        [seat(), seat(), seat()],
        resource_market=_full_market(3),
        resource_deck=[],
        discard=["P2-coal", "P2-gas"],
        reshuffles=1,
    )
    play(g2, NOTHING, NOTHING, NOTHING)
    assert g2.state.reshuffles == 2 and g2.state.discard == [] and len(g2.state.res_deck) == 1


def test_cg_8_7_d_15_no_cards_anywhere():
    """CG-8.7 (D-15): deck and discard pile empty: no reshuffle, no plant removed, slots stay empty."""
    g = bureau([seat(), seat(), seat()], resource_market=_full_market(2), resource_deck=[], discard=[])
    play(g, NOTHING, NOTHING, NOTHING)
    assert len(g.state.columns[2]) == 2 and g.state.reshuffles == 0 and g.state.removed == []


def test_cg_8_10_most_expensive_under_the_deck():
    """CG-8.10: the most expensive plant goes under the plant deck (below the ORM card), a plant is
    drawn; the view counts the cards under the ORM card (CG-12.1)."""
    g = bureau([seat(), seat(), seat()], resource_market=_full_market(4))
    play(g, NOTHING, NOTHING, NOTHING)
    s = g.state
    assert labels(s.deck) == ["13", "ORM", "16", "15"]
    assert market(g) == ["03", "04", "05a", "06", "09", "10a", "11", "14"]
    assert g.view(0)["deck"] == {"count": 4, "top": PLANTS[s.deck[-1]].size, "under_orm": 1}
    assert s.phase == "auction" and s.round == 2 and not s.final


def test_cg_8_11_orm_drawn_in_phase_3():
    """CG-8.11: the ORM card drawn in step 3 leaves with the smallest plant; nothing replaces them;
    6 lots, all current; the next round is the final round (CG-9.1)."""
    g = bureau([seat(), seat(), seat()], resource_market=_full_market(4), plant_deck=["ORM", "14", "15"])
    play(g, NOTHING, NOTHING, NOTHING)
    s = g.state
    assert market(g) == ["04", "05a", "06", "09", "10a", "11"]
    assert s.orm_resolved and s.final and s.phase == "auction"
    assert sorted(labels(s.deck)) == ["13", "14", "15"]
    assert g.view(0)["final_round"] and len(g.view(0)["market"]["current"]) == 6


def test_cg_8_12_reduced_market_weakest_out_once():
    """CG-8.12 (D-12): if the ORM card was resolved in phase 1 of this round, step 3 removes the
    weakest plant and draws once instead of CG-8.10."""
    g = bureau(
        [seat(), seat(), seat()],
        resource_market=_full_market(4),
        plant_deck=["20", "21"],
        plant_market={"lots": ["04", "05a", "06", "08", "09", "10a"]},
        orm_resolved=True,
        reduced_this_round=True,
    )
    play(g, NOTHING, NOTHING, NOTHING)
    assert market(g) == ["05a", "06", "08", "09", "10a", "20"] and g.state.final


def test_cg_8_12_d_13_orm_drawn_while_refilling():
    """D-13: the ORM card drawn by a reshuffle's replacement (CG-8.9 → CG-8.11) makes step 3 the
    CG-8.12 removal."""
    g = bureau(
        [seat(), seat(), seat()],
        resource_market=_full_market(3),
        resource_deck=[],
        discard=["P1-coal"],
        plant_deck=["ORM", "20"],
    )
    play(g, NOTHING, NOTHING, NOTHING)
    s = g.state
    # reshuffle: 03 out; ORM drawn: ORM and 04 out; step 3: 05a out, 20 (or the plant under) drawn
    assert labels(s.removed) == ["03", "ORM", "04", "05a"]
    assert len(s.market) == 6 and s.final
