"""CG-5 plant market mechanics: order, split, DRAW, the ORM card, the discount check."""

from __future__ import annotations

from cg_helpers import game, market, play

from powerplay.games.powergrid_cards.market import current, future


def test_cg_5_1_duplicate_goes_right():
    """CG-5.1: a plant with a number already present lies to the right (more expensive), whatever
    its id; CG-5.2: the 4 cheapest are current."""
    g = game(
        3,
        plant_market={"lots": ["03", "04", "05b", "06", "08", "09", "10a", "11"], "discount": None},
        plant_deck=["05a"],
        order=[0, 1, 2],
    )
    play(g, "bid 6 on plant 06", "pass", "pass")  # P1 buys 06: 05a is drawn into the gap
    assert market(g)[:4] == ["03", "04", "05b", "05a"]
    assert market(g) == ["03", "04", "05b", "05a", "08", "09", "10a", "11"]
    assert len(current(g.state)) == 4 and len(future(g.state)) == 4


def test_cg_5_5_d_14_empty_deck_keeps_a_lot_fewer():
    """CG-5.5 step 1 (D-14): with an empty deck nothing replaces a bought plant."""
    g = game(
        3,
        plant_market={"lots": ["03", "04", "05a", "06", "08", "09", "10a", "11"]},
        plant_deck=[],
        orm_resolved=True,
        order=[0, 1, 2],
    )
    play(g, "bid 3 on plant 03", "pass", "pass")
    assert len(g.state.market) == 7


def test_cg_5_5_orm_in_phase_1_goes_last_and_shuffles():
    """CG-5.5 step 3, CG-5.3: the ORM card drawn in phase 1 is the highest future lot, never current,
    and the rest of the deck is shuffled."""
    deck = ["ORM", "20", "21", "22", "23", "24", "25"]
    g = game(
        3, plant_market={"lots": ["03", "04", "05a", "06", "08", "09", "10a", "11"]}, plant_deck=deck, order=[0, 1, 2]
    )
    rng_before = g.state.rng
    play(g, "bid 4 on plant 04", "pass", "pass")
    assert market(g)[-1] == "ORM" and "ORM" not in [str(x) for x in g.legal_actions()]
    assert g.view(0)["market"]["orm"] is True
    assert g.state.rng != rng_before, "CG-5.5: the plant deck is shuffled"
    assert sorted(g.to_json()["plant_deck"]) == sorted(deck[1:])


def test_cg_5_7_superlatives_current_and_final_layout():
    """CG-5.4, CG-5.7: after the ORM card all lots are current; the largest of the current market
    is its last lot."""
    g = game(3, plant_market={"lots": ["03", "04", "05a", "06", "08", "09"]}, orm_resolved=True, final_round=True)
    assert len(current(g.state)) == 6 and future(g.state) == []
