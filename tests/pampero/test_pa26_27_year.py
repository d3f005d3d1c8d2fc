"""The consolidation phase (PA-26), the turn-order phase (PA-27) and the year loop (PA-1.6); the
rulebook's examples EX-21, EX-22 and EX-23; the battery storage limit (PA-35.5) and AMB-17."""

from __future__ import annotations

from pa_turns import DATA, act, legal, new, refused, scene, seat

from powerplay.games.pampero import consolidation, grid, scoring
from powerplay.games.pampero.state import Phase


def to_consolidation(s, *, cards: dict[int, list[tuple[str, str, str]]] | None = None) -> None:
    """Every seat takes a battery three times; ``cards``: per seat, (row, card, tab) put on the company
    board first."""
    for p, held in (cards or {}).items():
        for row, card, tab in held:
            slots = s.rows[p][row]
            slots[slots.index(None)] = (card, tab)
            s.hands[p].remove(card)
    for _ in range(3 * s.players):
        if s.phase != Phase.ACTIONS or s.pending:
            break
        act(s, "take battery")


def test_pa_26_2_consolidation_in_turn_order_and_pa_26_4_row_choice() -> None:
    """PA-26.2, PA-26.4: seats consolidate in turn order; one with cards in both rows chooses the row and
    takes back that row's rightmost card (with its link tokens); one with one row takes from it."""
    s = new(2)
    first, second = s.order
    to_consolidation(
        s,
        cards={
            first: [("top", "ST-1", "left"), ("top", "ST-7", "left"), ("bottom", "ST-2", "left")],
            second: [("bottom", "ST-3", "left"), ("bottom", "ST-4", "right")],
        },
    )
    s.on_cards[first] = {"ST-7": ["LINK-START"]}
    s.links[first] = []
    assert s.phase == Phase.CONSOLIDATION and seat(s) == first
    assert legal(s) == ["take back top", "take back bottom"]
    act(s, "take back top")
    assert "ST-7" in s.hands[first] and s.rows[first]["top"][0] == ("ST-1", "left")
    assert s.links[first] == ["LINK-START"] and s.on_cards[first] == {}
    assert "ST-4" in s.hands[second] and s.rows[second]["bottom"][0] == ("ST-3", "left")


def test_pa_26_4_an_empty_company_board_skips_the_step() -> None:
    """PA-26.4: with no card on the company board, the step is skipped (no decision)."""
    s = new(2)
    to_consolidation(s)
    assert s.phase == Phase.ACTIONS and s.year == 2 and not s.pending


def test_ex_21_battery_production() -> None:
    """EX-21 (L937), PA-26.5: the energy marker on 9 (under tower column 4); cells 1–2 empty, cells 3–4
    still covered: 2 visible symbols (cell 1 has none), so 2 batteries."""
    s = scene()
    s.level[0], s.energy[0] = 2, 9
    assert DATA.energy_column[9] == 4 and DATA.battery_symbols[1] == 0
    assert grid.production(s, 0) == 2
    supply = s.battery_supply
    consolidation.finish(s, 0, [])
    assert s.batteries[0] == 1 + 2 and s.battery_supply == supply - 2


def test_pa_26_5_the_supply_limits_production() -> None:
    """PA-26.5: with too few batteries in the supply, as many as there are; the rest is lost."""
    s = scene()
    s.level[0], s.energy[0] = 3, 9
    s.battery_supply = 1
    consolidation.finish(s, 0, [])
    assert s.batteries[0] == 2 and s.battery_supply == 0


def test_pa_26_5_energy_left_of_the_towers() -> None:
    """PA-26.5: only the cells from 1 up to the one above the energy marker count."""
    s = scene()
    s.level[0], s.energy[0] = 5, 3
    assert DATA.energy_column[3] == 2 and grid.production(s, 0) == DATA.battery_symbols[2]


def test_ex_22_income_in_consolidation() -> None:
    """EX-22 (L945–951), PA-26.7: Yellow's markers give $5 residential, $5 industrial, $4 commercial, $5
    tourist and $4 remote: $23. The stand-in track pays $4 in column 4 and $5 in column 5; the markers
    are put there by hand."""
    s = scene()
    assert DATA.income_value[4] == 4 and DATA.income_value[5] == 5
    s.income[0] = [10, 10, 7, 10, 7]
    consolidation.finish(s, 0, [])
    assert s.money[0] == 25 + 23


def test_pa_26_8_time_disc_one_space_on_top() -> None:
    """PA-26.8: consolidation moves the time disc one space, on top of any there."""
    s = scene(3)
    s.track[0], s.track[1] = [0], [2, 1]
    consolidation.finish(s, 0, [])
    assert s.track[1] == [2, 1, 0]


def test_pa_35_5_battery_storage_limit_and_amb_17() -> None:
    """PA-35.5, AMB-17: after production, batteries above the empty tower cells (tower cell 1 counts)
    are discarded to the general supply; AMB-17's alternative sends them to the box."""
    for alternatives, back in (([], 3), (["AMB-17"], 0)):
        s = scene(battery_limit=True, alternatives=alternatives)
        s.level[0], s.energy[0], s.batteries[0] = 2, 0, 5
        supply = s.battery_supply
        consolidation.finish(s, 0, [])
        assert s.batteries[0] == 2 and s.battery_supply == supply + back
    s = scene()
    s.level[0], s.energy[0], s.batteries[0] = 2, 0, 5
    consolidation.finish(s, 0, [])
    assert s.batteries[0] == 5


def test_ex_23_turn_order_phase() -> None:
    """EX-23 (L965–981), PA-27.2: Yellow's and Purple's discs are in the bottom row, Yellow's time disc
    ahead of Purple's; Blue's and White's in the top row, their time discs on one space, Blue's on top:
    the new order is Yellow, Purple, Blue, White."""
    yellow, white, blue, purple = 0, 1, 2, 3
    s = new(4)
    s.track = [[] for _ in s.track]
    s.track[1] = [white, blue]
    s.track[2] = [purple]
    s.track[3] = [yellow]
    s.order = [white, purple, blue, yellow]
    s.down = [True, False, False, True]
    consolidation.turn_order(s, [])
    assert s.order == [yellow, purple, blue, white] and s.down == [False] * 4


def test_pa_27_1_no_turn_order_phase_when_every_disc_is_at_the_end() -> None:
    """PA-27.1, PA-1.6: with every time disc on the last space the turn-order phase is skipped and the
    scorings due are run, the final one included."""
    s = new(2)
    last = len(s.track) - 1
    s.track = [[] for _ in s.track]
    s.track[last - 1] = [0, 1]
    s.scorings = 2
    order = s.order[:]
    s.down = [True, False] if order[0] == 1 else [False, True]
    to_consolidation(s)  # nobody holds a scoring card: the final scoring needs no decision
    assert s.phase == Phase.OVER and s.scorings == 3 and s.order == order


def test_pa_1_6_year_loop_turn_order_then_scoring_then_next_year() -> None:
    """PA-1.6, PA-27.3, PA-28.4: after consolidation the turn order is recalculated; the first scoring
    runs once every disc has reached its space, then a new year begins."""
    s = new(2)
    first = DATA.time_tracks["standard"].first_scoring
    s.track = [[] for _ in s.track]
    s.track[first - 1] = s.order[::-1]
    last = s.order[1]
    to_consolidation(s)  # nobody holds a scoring card: the first scoring needs no decision
    assert s.scorings == 1 and not scoring.due(s)
    # every disc went down (PA-25.2); the seat consolidating last lies on top of the stack, so leads
    assert s.phase == Phase.ACTIONS and s.year == 2 and s.round == 1 and s.order[0] == last


def test_amb_15_a_disc_on_the_last_space_keeps_playing() -> None:
    """AMB-15: a seat whose disc is on the last space still takes its turns while others catch up."""
    s = new(2)
    s.track = [[] for _ in s.track]
    p = seat(s)
    s.track[-1] = [p]
    s.track[0] = [1 - p]
    assert "take battery" in legal(s)
    to_consolidation(s)
    assert s.phase == Phase.ACTIONS and s.year == 2


def test_pa_26_4_take_back_refused_from_an_empty_row() -> None:
    """PA-26.4: the row must hold a card; a refusal changes nothing."""
    s = new(2)
    first = s.order[0]
    to_consolidation(s, cards={first: [("top", "ST-1", "left"), ("bottom", "ST-2", "left")]})
    s.rows[first]["bottom"][0] = None
    s.hands[first].append("ST-2")
    refused(s, "take back bottom", "PA-26.4")
