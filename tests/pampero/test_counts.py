"""The count vocabulary of the scorings (PA-37.3) and the income value of a marker (PA-10.14)."""

from __future__ import annotations

import pytest
from pa_states import blank, bonus, fulfil, income

from powerplay.games.pampero.counts import COUNTS, count, income_value, token_zones
from powerplay.games.pampero.data import BUILTIN, STORAGE


def n(s, name: str, seat: int = 0, **params) -> int:
    return count(s, seat, {"count": name, **params})


def test_pa_37_3_every_count_the_data_names_is_in_the_vocabulary() -> None:
    """PA-37.3: the conditions of the scoring tokens, the scoring cards and the final tower bonus tokens
    name counts of the vocabulary only."""
    names = set()
    for token in BUILTIN.scoring_tokens.values():
        names |= {token.top["condition"]["count"], token.bottom["condition"]["most"]}
    for card in BUILTIN.scoring_cards.values():
        for op in card.options:
            names |= {op["per"]["count"]} if "per" in op else set()
            names |= {op["count"]} if op["op"] == "add_count_for_majority" else set()
    for kind in BUILTIN.bonus_types.values():
        names |= {op["count"] for op in kind.effect if op["op"] == "final_money_per"}
    assert names <= set(COUNTS)
    assert len(names) > 15


def test_pa_37_3_an_unknown_count_is_refused() -> None:
    with pytest.raises(ValueError, match="vocabulary"):
        n(blank(), "bananas")


def test_pa_10_14_income_value_is_the_column_value_of_the_marker() -> None:
    """PA-10.14: positions 0–1 are column 1 ($1), 7 is column 4 ($4), 15 column 7 ($8)."""
    s = blank()
    income(s, 0, residential=7, remote=15)
    assert income_value(s, 0, "residential") == 4
    assert income_value(s, 0, "remote") == 8
    assert income_value(s, 0, "tourist") == 1
    assert income_value(s, 1, "residential") == 1


def test_pa_37_3_play_area_and_boards() -> None:
    """PA-37.3: batteries, energy, built towers (the level), circuit tokens, energy spent, external
    market cards, VC tokens, bulldozers on parking spaces, wind farms on the board."""
    s = blank()
    s.batteries[0], s.energy[0], s.level[0], s.energy_spent[0] = 4, 9, 3, 11
    s.circuits[0] = ["G1-1|G2-1", "G2-1|G3-1"]
    s.market_cards[0] = ["AR-1", "BR-2"]
    s.vc[0] = [1, 3]
    s.bulldozers[0] = ["PARK-1", "PARK-2", STORAGE, "supply", "supply"]
    s.structures = {"A2-W1": ("wind", 0), "A1-W1": ("wind", 0), "A2-T1": ("tower", 0), "B1-W1": ("wind", 1)}
    assert [
        n(s, "batteries"),
        n(s, "energy"),
        n(s, "built_towers"),
        n(s, "circuit_tokens_on_grid"),
        n(s, "energy_spent_on_contracts"),
        n(s, "external_market_cards"),
        n(s, "venture_capital_tokens"),
        n(s, "own_bulldozers_on_parking"),
        n(s, "own_wind_farms_on_board"),
    ] == [4, 9, 3, 2, 11, 2, 2, 2, 2]
    assert n(s, "own_wind_farms_on_board", seat=1) == 1
    assert n(s, "batteries", seat=1) == 0


def test_pa_37_3_contract_tokens_on_grid_exclude_zone_and_market() -> None:
    """PA-37.3, PA-11.4: a seat's contract tokens, without the excluded kinds, of a zone (a remote
    token's zone is its slot's, a solar token has none), of a market (a token bearing its symbol)."""
    s = blank()
    fulfil(s, 0, "SC-A1-2", "G1-1")  # residential + remote, zone A
    fulfil(s, 0, "SC-B2-3", "G2-1")  # tourist + residential, zone B
    fulfil(s, 0, "RC-4", "G3-1", slot="REM-5")  # remote + residential, from a zone-B slot
    fulfil(s, 0, "SOL-T1", "G3-2", slot="SOL-1")  # solar, residential
    fulfil(s, 1, "SC-C-1", "G1-1")
    assert n(s, "contract_tokens_on_grid") == 4
    assert n(s, "contract_tokens_on_grid", exclude=["solar"]) == 3
    assert n(s, "contract_tokens_on_grid", zone="B") == 2
    assert n(s, "contract_tokens_on_grid", zone="A") == 1
    assert n(s, "contract_tokens_on_grid", with_market="residential") == 4
    assert n(s, "contract_tokens_on_grid", with_market="remote") == 2
    assert n(s, "contract_tokens_on_grid", zone="C", seat=1) == 1
    assert n(s, "solar_contract_tokens_on_grid") == 1


def test_pa_3_3_remote_token_zone_is_its_slots() -> None:
    """PA-3.3, AMB-10: a remote token came from the board slot now holding the seat's transformer of its
    column; standard tokens have their back's zone, solar tokens none."""
    s = blank()
    fulfil(s, 0, "RC-1", "G2-1", slot="REM-1")  # zone A
    fulfil(s, 0, "RC-2", "G3-1", slot="REM-6")  # zone B
    fulfil(s, 0, "SC-C-2", "G1-1")
    fulfil(s, 0, "SOL-T2", "G1-2", slot="SOL-2")
    assert token_zones(s, 0) == {"G2-1": "A", "G3-1": "B", "G1-1": "C", "G1-2": None}


def test_pa_11_6_profitable_tokens_on_grid() -> None:
    """PA-11.6: a token with a symbol of two arrows is profitable."""
    s = blank()
    fulfil(s, 0, "SC-A1-3", "G1-1")  # residential ▶▶
    fulfil(s, 0, "SC-A1-1", "G2-1")
    fulfil(s, 0, "SOL-T6", "G2-2", slot="SOL-3")  # residential ▶▶
    assert n(s, "profitable_contract_tokens_on_grid") == 2


def test_pa_37_3_tower_bonus_tokens_by_zone() -> None:
    s = blank()
    for token in ("TB-A03", "TB-B03", "TB-B05", "TB-C09"):
        bonus(s, 0, token)
    assert n(s, "tower_bonus_tokens_on_company_board") == 4
    assert n(s, "tower_bonus_tokens_on_company_board", zone="B") == 2
    assert n(s, "tower_bonus_tokens_on_company_board", zone="C") == 1
    assert n(s, "tower_bonus_tokens_on_company_board", seat=1) == 0


def test_pa_37_3_own_transformers_on_the_game_board_solar_track_included() -> None:
    """PA-37.3, PA-6.5: the transformers on contract slots and on the solar track, of given numbers."""
    s = blank()
    fulfil(s, 0, "SC-A1-1", "G5-1")
    fulfil(s, 0, "SOL-T1", "G6-1", slot="SOL-1")
    fulfil(s, 0, "SC-A1-4", "G3-1")
    fulfil(s, 1, "SC-A2-1", "G5-1")
    assert n(s, "own_transformers_on_game_board") == 3
    assert n(s, "own_transformers_on_game_board", numbers=[5, 6]) == 2
    assert n(s, "own_transformers_on_game_board", numbers=[5, 6], seat=1) == 1


def test_pa_30_3_market_symbols_over_the_five_sources() -> None:
    """PA-30.3, PA-30.7: a market's symbols on the grid board's contract tokens (solar and remote
    included), the tower bonus tokens, the link tokens (play area and cards), the external market cards'
    backs; the grid-contract count only the first."""
    s = blank()
    fulfil(s, 0, "SC-C-3", "G1-1")  # commercial + residential
    fulfil(s, 0, "RC-9", "G2-1", slot="REM-1")  # remote + residential
    fulfil(s, 0, "SOL-T7", "G2-2", slot="SOL-1")  # industrial + residential
    bonus(s, 0, "TB-A03")  # residential
    bonus(s, 0, "TB-B03")  # commercial
    s.links[0] = ["L-A2", "LINK-START"]  # residential, none
    s.on_cards[0] = {"ST-1": ["L-BC6"]}  # residential
    s.market_cards[0] = ["AR-3", "AR-9"]  # residential, tourist / residential, remote
    assert n(s, "market_symbols", market="residential") == 3 + 1 + 2 + 2
    assert n(s, "market_symbols_on_grid_contracts", market="residential") == 3
    assert n(s, "market_symbols", market="commercial") == 2
    assert n(s, "market_symbols", market="remote") == 2
    assert n(s, "link_tokens_owned") == 3


def test_pa_32_4_crown_operations_add_to_the_count_they_name() -> None:
    """PA-32.4, AMB-13: a crown card's symbols add to that market's symbols only; a count's amount to
    that count only."""
    s = blank()
    s.circuits[0] = ["G1-1|G2-1"]
    lobbyist = BUILTIN.scoring_cards["SS-06"].options[0]  # +2 residential symbols
    inspector = BUILTIN.scoring_cards["SS-13"].options[1]  # +1 circuit token
    residential = {"most": "market_symbols", "market": "residential"}
    assert count(s, 0, residential, [lobbyist, inspector]) == 2
    assert count(s, 0, {"most": "market_symbols", "market": "tourist"}, [lobbyist]) == 0
    assert count(s, 0, {"most": "circuit_tokens_on_grid"}, [lobbyist, inspector]) == 2


def test_pa_10_14_money_from_income_markers_total() -> None:
    s = blank()
    income(s, 0, residential=7, industrial=5)  # $4 + $3 + three markers at $1
    assert n(s, "money_from_income_markers_total") == 10


def test_pa_10_8_grid_stripe_symbols_of_built_towers() -> None:
    """PA-10.8, GAP-10 (provisional): the stripe symbols of the columns whose tower is built."""
    s = blank()
    s.level[0] = 4  # residential, industrial, tourist, commercial
    assert n(s, "grid_stripe_symbols_unlocked") == 4
    assert n(s, "grid_stripe_symbols_unlocked", market="industrial") == 1
    s.level[0] = 6  # + remote, industrial
    assert n(s, "grid_stripe_symbols_unlocked", market="industrial") == 2
