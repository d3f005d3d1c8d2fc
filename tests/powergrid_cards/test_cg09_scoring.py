"""CG-9 the final round and scoring."""

from __future__ import annotations

from cg_helpers import game, plant, play, seat


def final(seats, **more):
    fields = {
        "phase": "resources",
        "final_round": True,
        "orm_resolved": True,
        "order": list(range(len(seats))),
        "queue": list(range(len(seats)))[::-1],
    }
    fields.update(more)
    return game(len(seats), seats=seats, **fields)


def test_cg_9_2_no_bureaucracy_in_the_final_round():
    """CG-9.2: after phase 2 of the final round the game ends: no income, no refill."""
    g = final([seat(money=20), seat(money=20), seat(money=20)])
    play(g, "done", "done", "done")
    assert g.is_over and g.current_player is None and g.legal_actions() == []
    assert g.state.money == [20, 20, 20]


def test_cg_9_3_production_points_best_subset_d_9():
    """CG-9.3 (D-9): production VP = the best feasible subset's income with the resources held; the
    guaranteed 1 does not apply; CG-9.4: floor(money / 10) cash VP."""
    p12, p07 = plant("12"), plant("07")
    g = final(
        [
            seat(money=37, plants=["12", "07"], singles={"coal": 3, "gas": 2}),
            seat(money=9, plants=["08"]),
            seat(money=0),
        ]
    )
    play(g, "done", "done", "done")
    scores = {e["player"]: e for e in g.scores()}
    assert scores[0]["production"] == p12.income and scores[0]["cash_vp"] == 3
    assert scores[0]["vp"] == p12.income + 3 and p07.income == 8
    assert scores[1]["production"] == 6 and scores[1]["cash_vp"] == 0
    assert scores[2]["vp"] == 0, "no guaranteed minimum at the end"
    assert g.view(None)["scores"] == g.scores() and g.state.winners == [0]


def test_cg_9_5_tie_breaks_money_then_plant_then_shared_d_19():
    """CG-9.5: equal VP — more money left over (0-9) wins; then the highest plant; still tied, a
    shared victory (D-19)."""
    g = final([seat(money=19), seat(money=18), seat(money=10)])
    play(g, "done", "done", "done")
    assert [e["rank"] for e in g.scores()] == [1, 2, 3]
    g = final([seat(money=25, plants=["07"]), seat(money=25, plants=["12"]), seat(money=23)])
    play(g, "done", "done", "done")
    assert [e["vp"] for e in g.scores()] == [2, 2, 2]
    assert [e["rank"] for e in g.scores()] == [2, 1, 3], "equal VP and money: plant 12 beats 07"
    g = final([seat(money=25), seat(money=25), seat(money=3)])
    play(g, "done", "done", "done")
    assert [e["rank"] for e in g.scores()] == [1, 1, 3] and g.state.winners == [0, 1]


def test_cg_9_1_final_round_starts_after_orm():
    """CG-3.3, CG-9.1: the round that starts with the ORM card resolved is the final round."""
    g = game(
        3,
        phase="bureaucracy",
        order=[0, 1, 2],
        queue=[0, 1, 2],
        orm_resolved=True,
        plant_market={"lots": ["20", "21", "22", "23", "24", "25"]},
        plant_deck=["26"],
    )
    play(g, "produce nothing", "produce nothing", "produce nothing")
    assert g.state.final and g.state.round == 2


def test_cg_9_5_the_scores_break_down_into_production_and_cash_vp_then_the_tie_breaks():
    """CG-9.3 and CG-9.4: production VP and cash VP add up to the VP; CG-9.5: then the money left
    after the conversion (0–9) and the highest plant number, in the order they break ties."""
    g = final(
        [
            seat(money=37, plants=["12", "07"], singles={"coal": 3, "gas": 2}),
            seat(money=9, plants=["08"]),
            seat(money=0),
        ]
    )
    play(g, "done", "done", "done")
    for entry in g.scores():
        parts = {b["source"]: b["value"] for b in entry["breakdown"]}
        assert [b["tiebreak"] for b in entry["breakdown"]] == [False, False, True, True]
        assert parts["production"] + parts["cash"] == entry["vp"]
        assert parts["leftover"] == entry["money"] % 10
    first = {b["source"]: b["value"] for b in g.scores()[0]["breakdown"]}
    assert first == {"production": plant("12").income, "cash": 3, "leftover": 7, "top_plant": 12}
