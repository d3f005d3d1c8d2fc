"""CG-7 phase 2, buying resources."""

from __future__ import annotations

import pytest
from cg_helpers import cards_of, column, game, legal, play, seat

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid_cards.data import PLANTS

COAL = cards_of("coal", 4, amount=3)
GAS = cards_of("gas", 1, amount=2)
OIL = cards_of("oil", 1, amount=2)
OTHER_COAL = next(p.label for p in PLANTS if p.kind == "coal" and p.label != "12")
EXTRA = next(p.amount for p in PLANTS if p.label == OTHER_COAL) + 1  # above the final round's need


def res_game(seats, players=None, queue=None, **more):
    players = players or len(seats)
    market = {
        "column1": {"coal": 1},
        "column2": [f"{COAL[1]}:1", f"{COAL[0]}:3", f"{GAS[0]}:2"],  # market order (CG-2.8 step 6)
        "column3": [f"{COAL[2]}:3", f"{OIL[0]}:2"],
        "column4": [f"{COAL[3]}:2"],
    }
    fields = {
        "phase": "resources",
        "order": queue[::-1] if queue else list(range(players)),  # CG-7.1: the queue is the reverse order
        "resource_market": market,
        "queue": queue or list(range(players))[::-1],
    }
    fields.update(more)
    return game(players, seats=seats, **fields)


def test_cg_7_1_reverse_turn_order():
    """CG-7.1: the last position buys first, position 1 last."""
    g = game(3, phase="bureaucracy", order=[1, 2, 0], queue=[1, 2, 0])
    play(g, "produce nothing", "produce nothing", "produce nothing")
    g2 = game(3, phase="resources", order=[1, 2, 0])
    assert g2.state.queue == [0, 2, 1] and g2.current_player == 0


def test_cg_7_4_price_per_unit_and_legal_buys():
    """CG-7.4 (D-4): column k costs k per unit of the card's current value; CG-7.5: only types the
    plants use; one action per type and value in each column (the first such card)."""
    g = res_game([seat(plants=["12"]), seat(), seat()], queue=[0, 1, 2])
    assert legal(g) == [
        "done",
        "buy 1 coal from column 1",
        "buy 1 coal from column 2",
        "buy 3 coal from column 2",
        "buy 3 coal from column 3",
        "buy 2 coal from column 4",
    ]
    g.apply("buy 3 coal from column 3")
    assert g.state.money[0] == 50 - 9
    g.apply("buy 2 coal from column 4")
    assert g.state.money[0] == 50 - 9 - 8
    with pytest.raises(IllegalAction, match="CG-7.5"):
        g.apply("buy 2 gas from column 2")
    with pytest.raises(IllegalAction, match="CG-7.2"):
        g.apply("buy 2 coal from column 2")


def test_cg_7_6_turning_down_d_5_full_price():
    """CG-7.6 (D-5, D-4): a card that does not fit is turned down by exactly the excess, the full
    price is paid, the excess units become single cards in column 1."""
    g = res_game([seat(plants=["12"], singles={"coal": 5}), seat(), seat()], queue=[0, 1, 2])
    g.apply("buy 3 coal from column 2")
    s = g.state
    assert s.money[0] == 50 - 6
    assert s.value[s.cards[0][-1]] == 1 and s.col1[0] == 1 + 2
    assert "buy 1 coal from column 2" not in legal(g), "CG-4.6: the plants are full"
    assert legal(g) == ["done"]


def test_cg_7_6_d_6_singles_supply_unlimited_or_limited():
    """D-6: with no single card of the type left the engine makes one; with ``limited_singles`` the
    unit is lost. Seat 0 holds 5 coal (its single and two cards); the other single is in column 1."""
    held = [f"{cards_of('coal', 1, skip=4, amount=3)[0]}:3", f"{cards_of('coal', 1, skip=3)[0]}:1"]
    assert not {h.partition(":")[0] for h in held} & set(COAL)  # not the market's coal cards
    for limited, col1, created in ((False, 3, 2), (True, 1, 0)):
        g = res_game(
            [seat(plants=["12"], cards=held, singles={"coal": 1}), seat(), seat()],
            queue=[0, 1, 2],
            single_supply={"coal": 0, "gas": 2, "oil": 2, "uranium": 1},
            options={"limited_singles": limited},
        )
        g.apply("buy 3 coal from column 2")
        assert g.state.col1[0] == col1 and g.state.created[0] == created


def test_cg_7_8_singles_from_column_1():
    """CG-7.8, CG-7.2: a single card costs 1 Elektro; column 1 holds only singles."""
    g = res_game([seat(plants=["12"]), seat(), seat()], queue=[0, 1, 2])
    g.apply("buy 1 coal from column 1")
    assert g.state.singles[0] == [1, 0, 0, 0] and g.state.col1 == [0, 0, 0, 0] and g.state.money[0] == 49
    assert "buy 1 coal from column 1" not in legal(g)


def test_cg_7_5_money_limits_purchases():
    """CG-7.5: the player must pay the full price."""
    g = res_game([seat(money=5, plants=["12"]), seat(), seat()], queue=[0, 1, 2])
    assert legal(g) == ["done", "buy 1 coal from column 1", "buy 1 coal from column 2"]
    with pytest.raises(IllegalAction, match="CG-7.5"):
        g.apply("buy 3 coal from column 2")


def test_cg_7_2_hybrid_buys_gas_and_oil():
    """CG-4.2, CG-7.5: a hybrid lets its owner buy gas and oil (shared capacity)."""
    g = res_game([seat(plants=["07"]), seat(), seat()], queue=[0, 1, 2])
    assert legal(g) == ["done", "buy 2 gas from column 2", "buy 2 oil from column 3"]
    play(g, "buy 2 gas from column 2", "buy 2 oil from column 3")
    assert legal(g) == ["done"] and g.state.col1[1:3] == [0, 0]


def test_cg_7_9_no_refill_during_phase_2():
    """CG-7.9: the market is refilled only in phase 3."""
    g = res_game([seat(plants=["12"]), seat(plants=[OTHER_COAL]), seat()], queue=[0, 1, 2])
    play(g, "buy 3 coal from column 2", "done")
    assert column(g, 2) == [f"{COAL[1]}:1", f"{GAS[0]}:2"]
    play(g, "buy 1 coal from column 2", "done")
    assert column(g, 2) == [f"{GAS[0]}:2"] and g.state.phase == "resources"


def test_cg_7_11_final_round_limits_d_8_d_29():
    """CG-7.11 (D-29): in the final round only what all plants burn once: plant 12 holding 1 coal
    may keep 2 more; the rest of a card goes to column 1, full price (D-4). D-8: resources held
    beyond the need are kept and block buying that type."""
    g = res_game(
        [seat(plants=["12"], singles={"coal": 1}), seat(plants=[OTHER_COAL], singles={"coal": EXTRA}), seat()],
        queue=[0, 1, 2],
        final_round=True,
        orm_resolved=True,
    )
    g.apply("buy 3 coal from column 2")
    s = g.state
    assert s.value[s.cards[0][-1]] == 2 and s.col1[0] == 2 and s.money[0] == 44
    assert legal(g) == ["done"]
    g.apply("done")
    assert legal(g) == ["done"] and s.singles[1][0] == EXTRA
    with pytest.raises(IllegalAction, match="CG-7.11"):
        g.apply("buy 1 coal from column 1")


def test_cg_7_3_done_ends_turn_and_phase_order():
    """CG-7.3: any number of purchases, then done; after position 1 the Bureaucracy begins."""
    g = res_game([seat(plants=["12"]), seat(), seat()])
    assert g.current_player == 2
    play(g, "done", "done", "buy 1 coal from column 1", "done")
    assert g.state.phase == "bureaucracy" and g.current_player == 0
