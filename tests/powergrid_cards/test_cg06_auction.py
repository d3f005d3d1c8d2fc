"""CG-6 phase 1, the Auction."""

from __future__ import annotations

from collections import defaultdict

import pytest
from cg_helpers import cards_of, game, legal, market, play, seat

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid_cards.data import CARD_BY_ID, PLANT_BY_LABEL, PLANTS, RESOURCES
from powerplay.games.powergrid_cards.market import current

LOTS = ["03", "04", "05a", "06", "08", "09", "10a", "11"]
DECK = ["14", "15", "16", "17", "18", "19"]


def auction_game(players=3, order=None, money=50, round_=2, discount="03", seats=None, **more):
    fields = {
        "round": round_,
        "order": order or list(range(players)),
        "plant_market": {"lots": LOTS, "discount": discount},
        "plant_deck": DECK,
    }
    fields.update(more)
    return game(players, seats=seats or [seat(money=money) for _ in range(players)], **fields)


def test_cg_6_2_discount_token_min_bid_1():
    """CG-6.2: the plant with the discount token may be opened at 1; CG-6.16: once it is bought the
    token is beside the market and no plant is discounted for the rest of the phase."""
    g = auction_game()
    assert "bid 1 on plant 03" in legal(g) and "bid 3 on plant 04" not in legal(g)
    play(g, "bid 1 on plant 03", "pass", "pass")
    assert g.state.discount == -1 and g.view(1)["market"]["discount"] is None
    assert "bid 1 on plant 04" not in legal(g) and "bid 4 on plant 04" in legal(g)


def test_cg_6_2_discount_on_smallest_at_phase_start():
    """CG-6.2: each Auction phase starts with the token on the smallest plant."""
    g = game(3, phase="bureaucracy", queue=[0, 1, 2], plant_market={"lots": LOTS}, plant_deck=DECK)
    play(g, "produce nothing", "produce nothing", "produce nothing")
    assert g.state.phase == "auction" and g.view(0)["market"]["discount"] == g.view(0)["market"]["current"][0]["id"]


def test_cg_6_5_only_current_plants_and_cg_6_6_money():
    """CG-6.5 a: only current plants; CG-6.6 / CG-6.22: the opening bid is at most one's money."""
    g = auction_game(money=10)
    with pytest.raises(IllegalAction, match="CG-5.2"):
        g.apply("bid 10 on plant 08")
    with pytest.raises(IllegalAction, match="CG-6.22"):
        g.apply("bid 11 on plant 06")
    assert max(a.amount for a in g.legal_actions() if hasattr(a, "amount")) == 10


def test_cg_6_7_last_auctioneer_pays_the_minimum():
    """CG-6.7: with nobody else active there is no bidding: exactly the minimum bid."""
    g = auction_game(seats=[seat(bought=True), seat(passed=True), seat()])
    assert legal(g) == ["pass", "bid 1 on plant 03", "bid 4 on plant 04", "bid 5 on plant 05a", "bid 6 on plant 06"]
    with pytest.raises(IllegalAction, match="CG-6.7"):
        g.apply("bid 7 on plant 06")
    g.apply("bid 6 on plant 06")
    assert g.state.money[2] == 44 and PLANTS[g.state.plants[2][0]].label == "06"


def test_cg_6_8_bidding_clockwise_in_seat_order_d_3():
    """CG-6.8 step 2 (D-3): bids go round in seat order, not turn order; the option
    ``bidding_in_turn_order`` makes them follow the turn order."""
    g = auction_game(4, order=[0, 2, 1, 3])
    g.apply("bid 6 on plant 06")
    assert g.current_player == 1
    g = auction_game(4, order=[0, 2, 1, 3], options={"bidding_in_turn_order": True})
    g.apply("bid 6 on plant 06")
    assert g.current_player == 2


def test_cg_6_8_raise_pass_and_winner():
    """CG-6.8: raise above the high bid or pass; passing drops out of this auction only; the last one
    in wins at his bid; CG-6.9 he pays and the lot is refilled."""
    g = auction_game()
    g.apply("bid 6 on plant 06")
    with pytest.raises(IllegalAction, match="CG-6.8"):
        g.apply("bid 6")
    play(g, "bid 8", "pass")  # P2 raises, P3 drops out
    assert g.current_player == 0
    play(g, "pass")  # P1 drops out: P2 wins at 8
    s = g.state
    assert s.money == [50, 42, 50] and [PLANTS[x].label for x in s.plants[1]] == ["06"]
    assert "14" in market(g) and len(s.market) == 8
    # CG-6.10: the auctioneer lost, he is still active and chooses again; P3 (dropped out) too
    assert g.current_player == 0 and s.active(2)


def test_cg_6_8_3_cannot_afford_must_pass():
    """CG-6.8 step 3: a participant who cannot pay high bid + 1 can only pass."""
    g = auction_game(seats=[seat(), seat(money=6), seat()])
    g.apply("bid 6 on plant 06")
    assert legal(g) == ["pass"]
    with pytest.raises(IllegalAction, match="CG-6.22"):
        g.apply("bid 7")


def test_cg_6_4_next_auctioneer_after_winning():
    """CG-6.4 / CG-6.10: the auctioneer who won is done; the next active player in turn order opens."""
    g = auction_game(order=[2, 0, 1])
    assert g.current_player == 2
    play(g, "bid 6 on plant 06", "pass", "pass")
    assert g.current_player == 0
    g.apply("pass")  # CG-6.5 b: P1 passes the phase, CG-6.12: he bids no more
    assert g.current_player == 1 and not g.state.active(0)


def test_cg_6_13_round_1_must_buy_and_d_10():
    """CG-6.13: no passing the phase in round 1 (dropping out of an auction is allowed); D-10: an
    auctioneer who can afford no current plant passes."""
    g = auction_game(round_=1)
    assert "pass" not in legal(g)
    with pytest.raises(IllegalAction, match="CG-6.13"):
        g.apply("pass")
    g.apply("bid 6 on plant 06")
    assert "pass" in legal(g)
    poor = auction_game(round_=1, discount=None, seats=[seat(money=2), seat(), seat()])
    assert legal(poor) == ["pass"]
    poor.apply("pass")
    assert poor.state.passed[0]


def test_cg_6_14_demolish_any_of_four_d_30_and_cg_6_15_discard():
    """CG-6.14 (D-30, D-23): with a 4th plant the buyer (after the replacement is drawn) demolishes
    one of the 4, the new one included; CG-6.15 (D-31): he then gives up exactly the units his
    remaining plants cannot store: singles back to the supply, cards at 0 to the discard pile."""
    coal = cards_of("coal", 1, amount=2)[0]
    gas_plant = next(p.label for p in PLANTS if p.kind == "gas" and p.number >= 20)
    p1 = seat(plants=["12", "07", "08"], cards=[f"{coal}:2"], singles={"coal": 2, "gas": 1})
    g = auction_game(
        seats=[p1, seat(passed=True), seat(passed=True)],
        plant_market={"lots": LOTS[:4] + [gas_plant] + LOTS[5:], "discount": "03"},
    )
    g.apply("bid 6 on plant 06")
    s = g.state
    assert s.pending == "demolish" and g.current_player == 0 and len(s.plants[0]) == 4
    assert "14" in market(g), "D-23: the replacement is drawn first"
    assert g.view(1)["pending"] == {"kind": "demolish", "seat": 0}
    assert sorted(legal(g)) == sorted(f"demolish {x}" for x in ["06", "07", "08", "12"])
    with pytest.raises(IllegalAction, match="CG-6.14"):
        g.apply("demolish 03")
    with pytest.raises(IllegalAction, match="CG-6.14"):
        g.apply("pass")
    g.apply("demolish 12")
    assert s.pending == "discard" and PLANT_BY_LABEL["12"] in s.removed
    assert legal(g) == ["discard 4 coal"]
    with pytest.raises(IllegalAction, match="CG-6.15"):
        g.apply("discard 3 coal")
    supply = s.supply[0]
    g.apply("discard 4 coal")
    assert s.pending == "" and s.singles[0] == [0, 1, 0, 0] and s.cards[0] == []
    assert s.supply[0] == supply + 2
    assert s.discard[-1] == CARD_BY_ID[coal] and s.value[CARD_BY_ID[coal]] == 0, "CG-4.8.2: emptied card discarded"
    assert s.col1 == [0, 0, 0, 0], "D-31: discarded units do not go to column 1"


def test_cg_6_15_hybrid_discard_choices():
    """CG-6.15: where gas and oil compete for hybrid room, each minimal way is a choice."""
    gas, oil = cards_of("gas", 1, amount=3)[0], cards_of("oil", 1, amount=3)[0]
    eco = [p.label for p in PLANTS if p.kind == "eco" and p.label not in LOTS + DECK][:2]
    p1 = seat(plants=["07"] + eco, cards=[f"{gas}:3", f"{oil}:3"])
    g = auction_game(seats=[p1, seat(passed=True), seat(passed=True)])
    play(g, "bid 6 on plant 06", "demolish 07")
    assert legal(g) == ["discard 3 gas 3 oil"]
    other = next(p.label for p in PLANTS if p.kind in ("gas", "oil") and p.label not in LOTS + DECK + eco)
    kind = plant_kind = PLANTS[PLANT_BY_LABEL[other]].kind
    cap = 2 * PLANTS[PLANT_BY_LABEL[other]].amount
    p1 = seat(plants=["07", other, eco[0]], cards=[f"{gas}:3", f"{oil}:3"])
    g = auction_game(seats=[p1, seat(passed=True), seat(passed=True)])
    play(g, "bid 6 on plant 06", "demolish 07")
    keep = {"gas": 3, "oil": 3}
    excess = {k: max(0, v - cap) if k == kind else v for k, v in keep.items()}
    assert legal(g) == [f"discard {excess['gas']} gas {excess['oil']} oil".replace(" 0 gas", "").replace(" 0 oil", "")]
    assert plant_kind == kind
    p1 = seat(plants=["07"] + eco, cards=[f"{gas}:3", f"{oil}:3"])
    g = auction_game(seats=[p1, seat(passed=True), seat(passed=True)])
    play(g, "bid 6 on plant 06")
    assert f"demolish {eco[0]}" in legal(g)
    g.apply(f"demolish {eco[0]}")
    assert g.state.pending == "", "6 units still fit on plant 07"


def test_cg_6_17_lower_plant_drawn_removes_token():
    """CG-6.17: a drawn plant lower than the discounted one leaves the game with the token, and
    another is drawn; CG-6.19 step 1 then does not apply. An equal number is not lower."""
    g = auction_game(
        discount="04",
        plant_market={"lots": ["04", "05a", "06", "08", "09", "10a", "11", "13"], "discount": "04"},
        plant_deck=["03", "14"],
    )
    play(g, "bid 8 on plant 08", "pass", "pass")
    s = g.state
    assert 0 in s.removed and s.discount == -1 and "14" in market(g)
    dup = defaultdict(list)
    for p in PLANTS:
        if p.small:
            dup[p.number].append(p.label)
    pair = next(v for v in dup.values() if len(v) > 1)
    lots = [pair[0], "06", "07", "08", "09", "11", "12", "13"]
    g = auction_game(plant_market={"lots": lots, "discount": pair[0]}, plant_deck=[pair[1], "14"])
    play(g, "bid 8 on plant 08", "pass", "pass")
    assert market(g)[:2] == pair and g.view(0)["market"]["discount"] == pair[0]


def test_cg_6_19_unsold_discounted_plant_removed():
    """CG-6.19 step 1: at the end of the phase the unsold discounted plant leaves and is replaced."""
    g = auction_game(seats=[seat(), seat(), seat()])
    play(g, "pass", "pass", "pass")
    s = g.state
    assert 0 in s.removed and "03" not in market(g) and "14" in market(g) and s.phase == "resources"


def test_cg_6_19_orm_removed_with_smallest_plant():
    """CG-6.19 step 2, CG-5.4: the ORM card that came up in phase 1 leaves with the smallest plant;
    6 lots remain, all current; the next round is the final round (CG-3.3)."""
    g = auction_game(plant_deck=["ORM", "20", "21"], seats=[seat(), seat(passed=True), seat(passed=True)])
    events = g.apply("bid 6 on plant 06")
    assert [e.kind for e in events if e.kind.startswith("orm.")] == ["orm.drawn", "orm.resolved"], "CG-5.5, CG-6.19"
    s = g.state
    assert s.phase == "resources" and s.orm_resolved and s.reduced
    assert "ORM" not in market(g) and len(s.market) == 6 and current(s) == s.market
    assert [PLANTS[x].label if x < 42 else "ORM" for x in s.removed] == ["03", "ORM", "04"], (
        "step 1: the unsold discounted plant; step 2: the ORM card and the smallest plant"
    )
    assert not s.final, "the final round is the next one"


def test_cg_6_20_first_round_reordering():
    """CG-6.20: after phase 1 of round 1, the highest plant bought first."""
    g = auction_game(round_=1, order=[0, 1, 2], discount=None)
    play(g, "bid 3 on plant 03", "pass", "pass", "bid 6 on plant 06", "pass", "bid 5 on plant 05a")
    assert g.state.order == [1, 2, 0]


def test_cg_6_20_d_11_ties_reversed():
    """CG-6.20 (D-11, D-27): equal plant numbers (duplicates) swap the tied players' order; with
    three tied players (no plant: 0, D-10) the 1st and 3rd swap."""
    dup = defaultdict(list)
    for p in PLANTS:
        dup[p.number].append(p.label)
    a, b = next(v for v in dup.values() if len(v) > 1)[:2]
    lots = sorted({a, b, "11", "12", "13", "09", "10a", "08"} - {""}, key=lambda x: (int(x[:2]), x))[:8]
    g = game(
        3,
        round=1,
        order=[0, 1, 2],
        plant_market={"lots": lots},
        plant_deck=DECK,
        seats=[seat(money=50), seat(money=50), seat(money=50)],
    )
    n_a = PLANTS[[p.label for p in PLANTS].index(a)].number
    play(g, f"bid {n_a} on plant {a}", "pass", "pass", f"bid {n_a} on plant {b}", "pass")
    third = str(g.legal_actions()[0])
    g.apply(third)
    bought_third = PLANTS[g.state.bought_plant[2]].number
    expected = [2, 1, 0] if bought_third > n_a else [1, 0, 2]
    assert g.state.order == expected
    poor = game(
        3,
        round=1,
        order=[0, 1, 2],
        plant_market={"lots": ["12", "13"]},
        seats=[seat(money=1), seat(money=1), seat(money=1)],
    )
    play(poor, "pass", "pass", "pass")
    assert poor.state.order == [2, 1, 0]


def test_cg_6_21_final_round_any_of_six():
    """CG-6.21: in the final round any of the 6 lots may be auctioned; the token on the smallest."""
    g = game(
        3,
        round=5,
        final_round=True,
        orm_resolved=True,
        order=[0, 1, 2],
        plant_market={"lots": ["20", "21", "22", "23", "24", "25"], "discount": "20"},
    )
    assert {str(a).split()[-1] for a in g.legal_actions() if str(a).startswith("bid")} == {
        "20",
        "21",
        "22",
        "23",
        "24",
        "25",
    }
    assert "bid 1 on plant 20" in legal(g)


def test_cg_6_11_buyer_bids_no_more():
    """CG-6.11, CG-6.1: a player who bought a plant takes part in no later auction this phase."""
    g = auction_game()
    play(g, "bid 1 on plant 03", "pass", "pass")
    g.apply("bid 4 on plant 04")
    assert g.current_player == 2 and g.state.auction.still_in == [1, 2]


def test_cg_4_8_resources_named():
    assert RESOURCES == ("coal", "gas", "oil", "uranium")
