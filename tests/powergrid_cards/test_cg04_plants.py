"""CG-4 plants, storage and production; the rulebook's worked examples (CG-4.11, [S-ex])."""

from __future__ import annotations

import pytest
from cg_helpers import cards_of, game, legal, plant, seat

from powerplay.core.errors import IllegalAction
from powerplay.games.powergrid_cards.data import BUILTIN, PLANT_BY_LABEL
from powerplay.games.powergrid_cards.storage import best_production, fits, free, production_options

P07, P08, P12 = PLANT_BY_LABEL["07"], PLANT_BY_LABEL["08"], PLANT_BY_LABEL["12"]


def test_cg_4_11_example_plant_12():
    """CG-4.11 [S-ex]: plant 12 — minimum bid 12; exactly 3 coal; stores up to 6 coal; 9 Elektro."""
    p = plant("12")
    assert (p.number, p.kind, p.amount, p.income) == (12, "coal", 3, 9)
    assert fits(BUILTIN, (P12,), (6, 0, 0, 0)) and not fits(BUILTIN, (P12,), (7, 0, 0, 0))
    assert free(BUILTIN, (P12,), [4, 0, 0, 0], 0) == 2 and free(BUILTIN, (P12,), [0, 0, 0, 0], 1) == 0
    assert best_production(BUILTIN, (P12,), (2, 0, 0, 0)) == 0, "CG-4.3: never with fewer units"
    assert best_production(BUILTIN, (P12,), (6, 0, 0, 0)) == 9, "CG-4.3: at most once per round"
    g = game(3, plant_market={"lots": ["12", "13"]}, order=[0, 1, 2])
    assert "bid 11 on plant 12" not in legal(g) and "bid 12 on plant 12" in legal(g)
    with pytest.raises(IllegalAction, match="CG-6.6"):
        g.apply("bid 11 on plant 12")


def test_cg_4_11_example_plant_7_hybrid():
    """CG-4.11 [S-ex]: plant 7 — any 3 gas and/or oil produce 8 Elektro; stores up to 6 gas/oil in
    any combination (3 + 3, 6 oil, ...) but not 7."""
    p = plant("07")
    assert (p.number, p.kind, p.amount, p.income) == (7, "hybrid", 3, 8)
    for g_, o in [(3, 3), (0, 6), (6, 0), (2, 1), (0, 0)]:
        assert fits(BUILTIN, (P07,), (0, g_, o, 0))
    assert not fits(BUILTIN, (P07,), (0, 4, 3, 0)) and not fits(BUILTIN, (P07,), (1, 0, 0, 0))
    mixes = {(g_, o) for sub, g_, o in production_options(BUILTIN, (P07,), (0, 3, 3, 0)) if sub}
    assert mixes == {(3, 0), (2, 1), (1, 2), (0, 3)}
    assert best_production(BUILTIN, (P07,), (0, 1, 2, 0)) == 8


def test_cg_4_11_example_plant_8_eco():
    """CG-4.11 [S-ex], CG-4.7: plant 8 — eco: no resources, stores none, produces 6 Elektro."""
    p = plant("08")
    assert (p.number, p.kind, p.amount, p.income) == (8, "eco", 0, 6)
    assert not fits(BUILTIN, (P08,), (0, 0, 0, 1))
    assert all(free(BUILTIN, (P08,), [0, 0, 0, 0], r) == 0 for r in range(4))
    assert best_production(BUILTIN, (P08,), (0, 0, 0, 0)) == 6


def test_cg_4_6_shared_hybrid_capacity():
    """CG-4.6: the hybrid adds a shared gas-or-oil capacity: free(gas) = max(0, G-g) + hf."""
    gas_plant = next(x for x in ("05a", "09", "14", "21") if plant(x).kind == "gas")
    plants = (P07, PLANT_BY_LABEL[gas_plant])
    G = 2 * plant(gas_plant).amount
    assert free(BUILTIN, plants, [0, G, 0, 0], 1) == 6
    assert free(BUILTIN, plants, [0, G + 6, 0, 0], 2) == 0
    assert free(BUILTIN, plants, [0, G + 2, 1, 0], 2) == 3
    assert fits(BUILTIN, plants, (0, G + 3, 3, 0)) and not fits(BUILTIN, plants, (0, G + 4, 3, 0))


def test_cg_4_5_units_fed_from_any_card():
    """CG-4.5: units of one card may feed several plants; a plant may take units from several cards."""
    coal = cards_of("coal", 1, amount=2)
    g = game(
        3,
        phase="bureaucracy",
        queue=[0, 1, 2],
        seats=[seat(plants=["12"], cards=[f"{coal[0]}:2"], singles={"coal": 1}), seat(), seat()],
    )
    g.apply("produce 12")
    assert g.state.money[0] == 50 + 9 and g.state.cards[0] == [] and g.state.singles[0] == [0, 0, 0, 0]
