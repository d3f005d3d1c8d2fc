"""The grid board (PA-10) and contract tokens (PA-11): zone and market unlocks, transformers and their
network, income limiters, dark-green stripes, income-arrow cells, the energy track; the rulebook's
examples EX-13, EX-14, EX-15, EX-24, EX-25 and EX-32."""

from __future__ import annotations

from pa_turns import DATA, legal, scene

from powerplay.games.pampero import effects, grid, turns
from powerplay.games.pampero.data import MARKETS

RES, IND, COM, TOU, REM = range(5)


def test_pa_10_6_zone_unlocks() -> None:
    """PA-10.6: level 1 unlocks zones A and B, level 4 zone C."""
    s = scene()
    for level, zones in ((1, "AB"), (3, "AB"), (4, "ABC")):
        s.level[0] = level
        assert [z for z in "ABC" if grid.zone_unlocked(s, 0, z)] == list(zones)


def test_pa_10_7_market_unlocks_and_solar_tokens() -> None:
    """PA-10.7, PA-16.1: residential and remote at level 1, industrial and tourist at 2, commercial at 3;
    a token is unlocked only when every symbol on it is; solar tokens from level 1 whatever their symbols."""
    s = scene()
    expected = {1: {"residential", "remote"}, 2: {"residential", "remote", "industrial", "tourist"}}
    expected[3] = expected[2] | {"commercial"}
    for level, markets in expected.items():
        s.level[0] = level
        assert {m for m in MARKETS if grid.market_unlocked(s, 0, m)} == markets
    s.level[0] = 1
    mixed = DATA.contracts["SC-A2-2"]  # residential + industrial
    assert not grid.contract_unlocked(s, 0, mixed, "A")
    s.level[0] = 2
    assert grid.contract_unlocked(s, 0, mixed, "A")
    s.level[0] = 1
    commercial_solar = next(DATA.contracts[t] for t in DATA.solar if DATA.contracts[t].has("commercial"))
    assert grid.contract_unlocked(s, 0, commercial_solar, None)


def test_pa_10_9_transformers_unlock_with_their_tower_and_first_on_an_entry() -> None:
    """PA-10.9, PA-16.3: the first contract goes to an entry cell (arrow) of an unlocked column; later ones
    to an unlocked cell joined to the last placed one."""
    s = scene()
    token = DATA.contracts["SC-A1-1"]
    assert [c for c, _ in grid.cells_for(s, 0, token, "A")] == [
        c.id for c in DATA.transformers.values() if c.entry and c.column == 1
    ]
    s.grids[0]["G1-1"] = "SC-A1-1"
    s.last_cell[0] = "G1-1"
    assert grid.cells_for(s, 0, token, "A") == [("G1-2", "C1")]  # G2-1 locked: tower 2 not built
    s.level[0] = 2
    assert sorted(grid.cells_for(s, 0, token, "A")) == [("G1-2", "C1"), ("G2-1", None)]


def test_pa_10_11_a_circuit_token_covers_its_requirement_for_good() -> None:
    """PA-10.11: once a circuit requirement is met it is covered and never asked again on that line."""
    s = scene()
    token = DATA.contracts["SC-A1-1"]
    assert grid.cells_for(s, 0, token, "A", after="G1-1") == [("G1-2", "C1")]
    s.energy[0] = 3
    grid.meet(s, 0, "G1-1", "G1-2", "C1", [])
    assert s.energy[0] == 2 and s.circuits[0] == [grid.line("G1-1", "G1-2")]
    assert grid.cells_for(s, 0, token, "A", after="G1-1") == [("G1-2", None)]
    assert grid.cells_for(s, 0, token, "A", after="G1-2") == [("G1-1", None), ("G1-3", None)]


def test_ex_13_an_income_limiter_wastes_advancement() -> None:
    """EX-13 (L735), PA-10.13: the residential marker advances only 1 space before the limiter; the rest
    is lost until the next tower is built. Stand-in: the limiter after space 1 opens with tower 2."""
    s = scene()
    out: list = []
    effects.advance(s, 0, "residential", 2, out)
    assert s.income[0][RES] == 1 and out[-1].args["lost"] == 1
    effects.advance(s, 0, "residential", 1, out)
    assert s.income[0][RES] == 1
    s.level[0] = 2
    effects.advance(s, 0, "residential", 1, out)
    assert s.income[0][RES] == 2


def test_pa_10_13_track_end_loses_the_rest() -> None:
    """PA-10.18: past the track's last space the remaining steps are lost."""
    s = scene()
    s.level[0] = 7
    s.income[0][REM] = DATA.income_last - 1
    effects.advance(s, 0, "remote", 3, [])
    assert s.income[0][REM] == DATA.income_last


def test_ex_14_dark_green_stripe_once_per_player() -> None:
    """EX-14 (L739), PA-10.15: Yellow's remote marker reaches the dark-green stripe first and earns a
    specialist card; later the tourist marker reaching the same stripe earns nothing. Stand-in: the
    stripe is column 3 (from space 5), its limiter open at level 3."""
    s = scene()
    s.level[0] = 3
    s.income[0][REM] = s.income[0][TOU] = 4
    turns.advance(s, effects.advance(s, 0, "remote", 1, []) or [])
    assert s.greens[0] == [3]
    assert legal(s)[0].startswith("specialist")
    s.pending.clear()
    effects.advance(s, 0, "tourist", 1, [])
    assert s.greens[0] == [3] and not s.pending


def test_pa_10_15_passing_a_dark_green_cell_counts() -> None:
    """PA-10.15: passing through the stripe (not stopping in it) also earns the card."""
    s = scene()
    s.level[0] = 7
    s.income[0][IND] = 4
    effects.advance(s, 0, "industrial", 4, [])  # 5, 6 (column 3), 7, 8
    assert 3 in s.greens[0] and s.pending and s.pending[-1].kind == "run"


def test_ex_15_income_arrow_cell_advances_another_marker() -> None:
    """EX-15 (L741–745), PA-10.16: Purple's commercial marker moves onto a cell with a tourist symbol and
    income arrow, so the tourist marker advances 1. Stand-in: commercial space 4 shows tourist."""
    s = scene()
    s.level[0] = 2
    s.income[0][COM] = 3
    assert DATA.income_arrows[("commercial", 4)] == ("tourist",)
    effects.advance(s, 0, "commercial", 1, [])
    assert s.income[0][COM] == 4 and s.income[0][TOU] == 1


def test_pa_10_16_passing_an_arrow_cell_counts() -> None:
    """PA-10.16, PA-10.18: passing through an arrow cell triggers it too."""
    s = scene()
    s.level[0] = 3
    s.income[0][RES] = 2
    effects.advance(s, 0, "residential", 2, [])  # 3 (industrial arrow), 4
    assert s.income[0][RES] == 4 and s.income[0][IND] == 1


def test_pa_10_14_income_value_under_the_column() -> None:
    """PA-10.14, PA-22.1: a marker's income is the value printed for its column."""
    s = scene()
    s.income[0][RES] = 12
    out: list = []
    effects.gain_income(s, 0, "residential", out)
    assert s.money[0] == 25 + DATA.income_value[DATA.income_column[12]] == 25 + 6


def test_ex_32_energy_is_not_limited_by_towers() -> None:
    """EX-32 (L621), PA-10.17, AMB-18: at level 1 the energy marker still climbs to 14; above 14 it is lost."""
    s = scene()
    assert s.level[0] == 1
    assert grid.gain_energy(s, 0, 12) == 12 and s.energy[0] == 13
    assert grid.gain_energy(s, 0, 3) == 1 and s.energy[0] == 14


def test_ex_24_contract_types_by_market_symbol() -> None:
    """EX-24 (L524–531), PA-11.4: a token is of every market it bears a symbol of: a house+factory token
    is both a residential and an industrial contract token."""
    token = DATA.contracts["SC-A2-2"]
    assert [sym.market for sym in token.symbols] == ["residential", "industrial"]
    assert token.has("residential") and token.has("industrial") and not token.has("tourist")


def test_ex_25_income_arrows_and_profitable_contracts() -> None:
    """EX-25 (L543), PA-11.5, PA-11.6: a symbol with two arrows makes the token profitable and advances its
    marker 2; a symbol without arrows advances nothing."""
    two, one = DATA.contracts["SC-A1-3"], DATA.contracts["SC-A2-2"]
    assert two.profitable and not one.profitable
    assert effects.ops(scene(), effects.CONTRACT, two.id, 0) == (
        {"op": "advance_income", "market": "residential", "steps": 2},
    )
    assert effects.ops(scene(), effects.CONTRACT, one.id, 0) == (
        {"op": "advance_income", "market": "residential", "steps": 1},
    )
