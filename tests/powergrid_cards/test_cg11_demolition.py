"""CG-11 the Demolition Contractor variant (option ``demolition``)."""

from __future__ import annotations

from cg_helpers import game, labels, play, seat

from powerplay.games.powergrid_cards.data import DEMOLITION, TRUST

LOTS = ["03", "04", "05a", "06", "08", "09", "10a", "11"]


def demo_game(seats, **more):
    fields = {
        "round": 5,
        "order": list(range(len(seats))),
        "options": {"demolition": True},
        "plant_market": {"lots": LOTS, "discount": "03"},
        "plant_deck": ["14", "15", "16", "17"],
    }
    fields.update(more)
    return game(len(seats), seats=seats, **fields)


def test_cg_11_8_example_anna():
    """CG-11.8 [S-ex]: Anna is the first to demolish: she receives 1 Elektro (card 1, first); another
    player demolishing in the same phase receives nothing (card 1, others = 0); at the end of the
    phase card 1 is removed (CG-11.7). CG-11.5: the money comes after she paid (it cannot finance
    her bid)."""
    anna = seat(money=6, plants=["20", "21", "22"])
    bob = seat(money=30, plants=["23", "24", "25"])
    g = demo_game([anna, bob, seat(passed=True)])
    assert g.view(0)["demolition_deck"][0] == {"first": 1, "others": 0, "permanent": False}
    assert "bid 7 on plant 06" not in [str(a) for a in g.legal_actions()]
    play(g, "bid 6 on plant 06", "pass", "demolish 20")
    assert g.state.money[0] == 0 + 1
    play(g, "bid 4 on plant 04", "demolish 23")
    assert g.state.money[1] == 30 - 4 + 0
    assert g.state.phase == "resources"
    assert [c["first"] for c in g.view(0)["demolition_deck"]] == [c.first for c in DEMOLITION[1:]]


def test_cg_11_7_no_demolition_no_removal_and_last_card_permanent():
    """CG-11.7: a phase without demolition keeps the top card; the last card is never removed."""
    g = demo_game([seat(), seat(), seat()])
    play(g, "pass", "pass", "pass")
    assert len(g.state.demolition) == 5
    last = DEMOLITION[-1]
    g = demo_game(
        [seat(plants=["20", "21", "22"]), seat(passed=True), seat(passed=True)],
        demolition={"deck": [last.position], "demolished": 0},
    )
    play(g, "bid 6 on plant 06", "demolish 06")
    assert g.state.money[0] == 50 - 6 + last.first
    assert g.state.demolition == [len(DEMOLITION) - 1] and g.view(0)["demolition_deck"][0]["permanent"]


def test_cg_11_6_d_20_and_without_the_variant_nothing_is_paid():
    """CG-11.1: without the variant a demolition pays nothing; D-20: the variant only pays when a 4th
    plant is bought (impossible before round 4)."""
    g = game(
        3,
        round=5,
        order=[0, 1, 2],
        plant_market={"lots": LOTS, "discount": "03"},
        seats=[seat(plants=["20", "21", "22"]), seat(passed=True), seat(passed=True)],
    )
    play(g, "bid 6 on plant 06", "demolish 20")
    assert g.state.money[0] == 44 and g.view(0)["demolition_deck"] is None


def test_cg_10_11_d_16_trust_removals_are_not_demolitions():
    """CG-10.11 (D-16): the Trust's removals pay nothing and remove no demolition card."""
    g = game(
        2,
        round=5,
        order=[0, TRUST, 1],
        options={"demolition": True},
        plant_market={"lots": LOTS, "discount": "03"},
        plant_deck=["14", "15"],
        trust={"plants": ["20", "21", "22"]},
        seats=[seat(), seat(passed=True)],
    )
    g.apply("pass")
    assert labels(g.state.removed)[:1] == ["20"] and len(g.state.demolition) == 5
    assert g.state.demolished == 0
