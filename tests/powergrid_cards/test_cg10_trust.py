"""CG-10 two players against the Trust."""

from __future__ import annotations

from cg_helpers import cards_of, game, labels, market, play, seat

from powerplay import load_game
from powerplay.games.powergrid_cards.data import CARDS, PLANTS, TRUST

LOTS = ["03", "04", "05a", "06", "08", "09", "10a", "11"]


def trust_game(**more):
    fields = {
        "round": 2,
        "order": [0, TRUST, 1],
        "plant_market": {"lots": LOTS, "discount": "03"},
        "plant_deck": ["14", "15", "16", "17"],
    }
    fields.update(more)
    return game(2, seats=more.pop("seats", None) or [seat(), seat()], **fields)


def test_cg_10_3_trust_never_bids_and_cg_10_4_takes_largest_current():
    """CG-10.3: only the humans bid; CG-10.4: once position 1 has bought, the Trust takes the largest
    current plant free and the lot is refilled."""
    g = trust_game()
    g.apply("bid 4 on plant 04")
    assert g.current_player == 1 and g.state.auction.still_in == [0, 1]
    g.apply("pass")
    s = g.state
    # 14 filled P1's lot (future market), so 08 is the largest current plant
    assert labels(s.trust_plants) == ["08"] and s.trust_took
    assert market(g) == ["03", "05a", "06", "09", "10a", "11", "14", "15"]
    assert g.current_player == 1


def test_cg_10_4_after_position_1_passes():
    """CG-10.4: the Trust also takes its plant when position 1 passes the phase, and never again."""
    g = trust_game()
    g.apply("pass")
    assert labels(g.state.trust_plants) == ["06"]
    play(g, "bid 1 on plant 03")
    assert labels(g.state.trust_plants) == ["06"] and g.state.phase == "resources"


def test_cg_10_5_trust_row_oldest_out():
    """CG-10.5: a 4th plant pushes the Trust's oldest plant out of the game."""
    g = trust_game(trust={"plants": ["20", "13", "21"]})
    g.apply("pass")
    assert labels(g.state.trust_plants) == ["13", "21", "06"] and labels(g.state.removed) == ["20"]


def test_cg_10_4_discount_plant_taken():
    """CG-10.4, CG-6.16: the Trust taking the discounted plant puts the token beside the market."""
    g = trust_game(
        plant_market={"lots": ["08", "09", "10a", "11", "13", "14", "15", "16"], "discount": "08"}, plant_deck=["17"]
    )
    g.apply("pass")
    assert labels(g.state.trust_plants) == ["11"] and g.view(0)["market"]["discount"] == "08"
    g = trust_game(plant_market={"lots": ["13"], "discount": "13"}, plant_deck=[])
    g.apply("pass")
    assert labels(g.state.trust_plants) == ["13"] and g.state.discount == -1


def test_cg_10_6_trust_resources_cheapest_first_with_hybrid_surplus():
    """CG-10.6 (D-17): free, plain types first, cheapest card first (column 1 singles, then 2, 3, 4);
    a gas surplus goes to the hybrid; the hybrid then takes the cheaper of gas and oil (gas on a
    tie); a final surplus is turned down into column-1 singles."""
    gas_plant = next(p for p in PLANTS if p.kind == "gas" and p.amount == 2)
    g3 = cards_of("gas", 1, amount=3)[0]
    o3 = cards_of("oil", 2, amount=3)
    market_ = {"column1": {}, "column2": [f"{g3}:3"], "column3": [f"{o3[0]}:3"], "column4": [f"{o3[1]}:3"]}
    g = game(
        2,
        phase="resources",
        order=[0, TRUST, 1],
        queue=[TRUST, 0],
        trust={"plants": [gas_plant.label, "07"]},
        resource_market=market_,
    )
    s = g.state
    # gas plant needs 2: takes gas:3 from column 2 (surplus 1 → hybrid, needs 2 more); hybrid: oil:3
    # from column 3 (no gas left), surplus 1 turned down into a single oil in column 1
    assert sorted(CARDS[c].id for c in s.trust_cards) == sorted([g3, o3[0]])
    assert s.value[s.trust_cards[1]] == 2 and s.col1 == [0, 0, 1, 0]
    assert [CARDS[c].id for c in s.columns[2]] == [o3[1]] and g.current_player == 0
    assert s.money == [50, 50], "CG-10.7: the Trust never pays"


def test_cg_10_6_hybrid_prefers_gas_on_equal_price():
    """CG-10.6 step 4 (D-17): equal price: gas; column 1 singles are the cheapest."""
    market_ = {"column1": {"gas": 1, "oil": 1}, "column2": [], "column3": [], "column4": []}
    g = game(
        2,
        phase="resources",
        order=[0, TRUST, 1],
        queue=[TRUST, 0],
        trust={"plants": ["07"]},
        resource_market=market_,
        resource_deck=[],
    )
    assert g.state.trust_singles == [0, 1, 1, 0], "gas first, then the only oil; one unit short"


def test_cg_10_8_trust_discards_all_and_keeps_position_2():
    """CG-10.8 (D-24): the Trust earns nothing and discards all its resources; only the humans are
    reordered, the Trust stays at position 2."""
    c = cards_of("coal", 1, amount=2)[0]
    g = game(
        2,
        phase="bureaucracy",
        order=[0, TRUST, 1],
        queue=[0, TRUST, 1],
        trust={"plants": ["12"], "cards": [f"{c}:2"], "singles": {"coal": 1}},
        seats=[seat(), seat(plants=["08"])],
    )
    g.apply("produce nothing")  # then the Trust's turn at position 2
    s = g.state
    assert s.trust_cards == [] and s.trust_singles == [0, 0, 0, 0] and CARDS[s.discard[-1]].id == c
    assert s.value[s.discard[-1]] == 2 and s.supply[0] == 2, "both coal singles in the supply again"
    g.apply("produce 08")
    assert g.state.order == [1, TRUST, 0]


def test_cg_10_9_first_round_reorder_keeps_trust_second_and_cg_10_10_final():
    """CG-10.9: round-1 reordering moves only the humans; CG-10.10: in the final round the Trust
    takes the 6th (largest) plant."""
    g = load_game("powergrid-cards", players=2, seed=21)
    while g.state.round == 1 and g.state.phase == "auction":
        g.apply(g.legal_actions()[0])
    assert g.state.order[1] == TRUST and len(g.state.trust_plants) == 1
    f = game(
        2,
        round=6,
        final_round=True,
        orm_resolved=True,
        order=[0, TRUST, 1],
        plant_market={"lots": ["20", "21", "22", "23", "24", "25"], "discount": "20"},
    )
    f.apply("pass")
    assert labels(f.state.trust_plants) == ["25"]


def test_cg_9_6_trust_does_not_score():
    """CG-9.6 (D-16): scores list the two humans only."""
    g = load_game("powergrid-cards", players=2, seed=2)
    assert [e["player"] for e in g.scores()] == [0, 1]
