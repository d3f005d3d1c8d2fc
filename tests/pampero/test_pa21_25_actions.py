"""Turn order and time (PA-7), the action phase (PA-8), the other effects (PA-21), gaining income
(PA-22), specialist cards (PA-23), Return all (PA-24) and Take a battery (PA-25); AMB-06, AMB-16 and
AMB-34 with their alternatives."""

from __future__ import annotations

from pa_turns import DATA, act, dozer, hand, legal, new, refused, scene, seat

from powerplay.games.pampero import consolidation, turns
from powerplay.games.pampero.state import Phase


# ---- PA-7, PA-8 ----------------------------------------------------------------------------------------
def test_pa_8_1_three_rounds_each_player_a_turn_in_turn_order() -> None:
    """PA-8.1, PA-7.2: three rounds, each seat one turn a round in the order of the turn-order discs."""
    s = new(3)
    order = s.order[:]
    seen = []
    for _ in range(9):
        seen.append(seat(s))
        act(s, "take battery")
    assert seen == order * 3
    assert s.phase != Phase.ACTIONS or s.year == 2


def test_pa_7_2_moving_down_does_not_change_this_years_order() -> None:
    """PA-7.2, PA-7.3: a disc moved to the bottom row keeps its column; this year's order is unchanged."""
    s = new(3)
    order = s.order[:]
    act(s, "take battery")
    assert s.down[order[0]] and s.order == order and seat(s) == order[1]


def test_pa_7_3_down_twice_stays_down() -> None:
    """PA-7.3: a disc already in the bottom row does not move again."""
    s = new(2)
    p = seat(s)
    s.down[p] = True
    events = act(s, "take battery")
    assert s.down[p] and not any(e.kind == "turn-order.down" for e in events)


def test_pa_7_4_a_disc_goes_on_top_of_the_stack() -> None:
    """PA-7.4: a disc moving onto a space lies on top of those there, and counts as further ahead."""
    s = new(3)
    s.track[0], s.track[1] = [2], [0, 1]
    consolidation.move_time(s, 2, 1)
    assert s.track[1] == [0, 1, 2] and s.ahead(2) > s.ahead(1) > s.ahead(0)


def test_pa_7_5_a_disc_never_passes_the_last_space() -> None:
    """PA-7.5: a time disc stops on the last space."""
    s = new(2)
    s.track[0] = [1]
    s.track[-1] = [0]
    assert consolidation.move_time(s, 0, 3) == 0 and s.time(0) == len(s.track) - 1
    assert consolidation.move_time(s, 1, 99) == len(s.track) - 1


def test_pa_8_3_take_a_battery_is_always_legal() -> None:
    """PA-8.2, PA-8.3: A3 is always legal, even with nothing else to do and an empty supply."""
    s = scene()
    hand(s, 0)
    s.battery_supply = 0
    s.money[0] = 0
    assert legal(s) == ["take battery"]


def test_pa_8_4_after_three_rounds_consolidation() -> None:
    """PA-8.4, PA-26.1: once every seat has taken three actions, consolidation begins; before, not."""
    s = new(2)
    for _ in range(5):
        act(s, "take battery")
    last = seat(s)
    assert s.phase == Phase.ACTIONS and s.round == 3 and last == s.order[1]
    s.rows[last]["top"][0] = ("ST-1", "left")
    s.rows[last]["bottom"][0] = ("ST-2", "left")
    s.hands[last] = [c for c in s.hands[last] if c not in ("ST-1", "ST-2")]
    act(s, "take battery")
    assert s.phase == Phase.CONSOLIDATION and s.pending[-1].kind == "take-back" and seat(s) == last


# ---- PA-21 ---------------------------------------------------------------------------------------------
def test_pa_21_1_turn_order_change() -> None:
    """PA-21.1: the card moves the turn-order disc down, keeping its column."""
    s = scene()
    hand(s, 0, "ST-7")
    act(s, "play ST-7 top left", "link LINK-START option 2")
    assert s.down == [True, False] and s.order == [0, 1] and s.energy[0] == 2


def test_pa_14_4_a_card_with_other_effects_skips_the_link_token() -> None:
    """PA-14.4: with no link token ST-7 is still played for its turn-order change; a card whose only
    effect is a link token (SA-16) cannot be played."""
    s = scene()
    s.links[0] = []
    hand(s, 0, "ST-7", "SA-16")
    refused(s, "play SA-16 top left", "PA-14.4")
    events = act(s, "play ST-7 top left")
    assert s.down[0] and any(e.kind == "lapsed" for e in events) and s.turn == 1


def test_pa_21_2_joker_chooses_its_effect_and_only_a_wind_farm_gives_energy() -> None:
    """PA-21.2: the joker's option is chosen; only building a wind farm gives the tab's energy; each
    option has its own requirement."""
    s = scene()
    dozer(s, 0, "A1-M1")
    hand(s, 0, "ST-8")
    assert {"play ST-8 top left option 1", "play ST-8 top left option 2", "play ST-8 top left option 3"} <= set(
        legal(s)
    )
    act(s, "play ST-8 top left option 1", "build at A1-M1")
    assert s.energy[0] == 2 and s.wind_supply[0] == 10
    s = scene()
    dozer(s, 0, "A1-M1")
    hand(s, 0, "ST-8")
    act(s, "play ST-8 top left option 2", "build at A1-M1")
    assert s.level[0] == 2 and s.energy[0] == 1 + 1  # the tower cell's energy only (PA-12.3)
    s = scene()
    dozer(s, 0, "A1-M1")
    hand(s, 0, "ST-8")
    act(s, "play ST-8 top left option 3")
    assert s.money[0] == 20 and s.energy[0] == 1 and s.pending[-1].kind == "moves"
    assert s.pending[-1].count == 2


# ---- PA-22, PA-23 ----------------------------------------------------------------------------------------
def test_pa_22_gain_any_income_does_not_move_the_marker() -> None:
    """PA-22.1–PA-22.3: "gain any 1 income" pays the chosen marker's income; the marker stays."""
    s = scene()
    s.income[0] = [10, 0, 0, 0, 0]
    s.pending.append(turns.Step("market", 0, 1, ("income", 0)))
    act(s, "market residential")
    assert s.money[0] == 25 + DATA.income_value[DATA.income_column[10]] and s.income[0][0] == 10


def test_pa_23_1_a_face_up_specialist_card_of_either_kind_and_refill() -> None:
    """PA-23.1, AMB-06: the face-up cards of both kinds are offered; the row is refilled from its deck;
    an action card goes to the hand (PA-23.2), a scoring card to the play area (PA-23.3)."""
    s = scene()
    s.pending.append(turns.Step("specialist", 0))
    options = legal(s)
    assert options == [f"specialist {c}" for c in s.spec_action_row + s.spec_scoring_row]
    card, top = s.spec_action_row[1], s.spec_action_deck[-1]
    act(s, f"specialist {card}")
    assert card in s.hands[0] and s.spec_action_row[1] == top and len(s.spec_action_row) == 3
    s.pending.append(turns.Step("specialist", 0))
    card = s.spec_scoring_row[0]
    act(s, f"specialist {card}")
    assert s.held_scoring[0] == [card]


def test_amb_06_alternative_takes_the_top_of_the_deck() -> None:
    """AMB-06's alternative: the top card of the chosen deck, the face-up row unchanged."""
    s = scene(alternatives=["AMB-06"])
    s.pending.append(turns.Step("specialist", 0))
    assert legal(s) == ["specialist action", "specialist scoring"]
    row, top = s.spec_action_row[:], s.spec_action_deck[-1]
    act(s, "specialist action")
    assert s.hands[0][-1] == top and s.spec_action_row == row


# ---- PA-24 -----------------------------------------------------------------------------------------------
def test_pa_24_1_return_all_needs_two_cards() -> None:
    """PA-24.1, AMB-33: Return all needs at least two cards on the company board (both rows count)."""
    s = scene()
    s.rows[0]["top"][0] = ("ST-1", "left")
    refused(s, "return all", "PA-24.1")
    s.rows[0]["bottom"][0] = ("ST-2", "right")
    assert "return all" in legal(s)


def test_pa_24_return_all_cards_links_time_and_turn_order() -> None:
    """PA-24.2–PA-24.4: every card back to hand with its link tokens, the time disc one space on (on top),
    the turn-order disc down; PA-24.3, AMB-34: no scoring happens now."""
    s = scene()
    hand(s, 0, "ST-3")
    s.rows[0]["top"][0] = ("ST-1", "left")
    s.rows[0]["top"][2] = ("ST-7", "left")
    s.rows[0]["bottom"][0] = ("ST-2", "right")
    s.on_cards[0] = {"ST-7": ["LINK-START"]}
    s.links[0] = []
    s.track = [[] for _ in s.track]
    s.track[3] = [0]
    s.track[4] = [1]
    first = DATA.time_tracks["standard"].first_scoring
    assert first == 4
    act(s, "return all")
    assert sorted(s.hands[0]) == ["ST-1", "ST-2", "ST-3", "ST-7"] and s.links[0] == ["LINK-START"]
    assert all(c is None for row in s.rows[0].values() for c in row) and s.on_cards[0] == {}
    assert s.track[4] == [1, 0] and s.down[0] and s.scorings == 0 and s.phase == Phase.ACTIONS


# ---- PA-25 -----------------------------------------------------------------------------------------------
def test_pa_25_take_a_battery() -> None:
    """PA-25.1, PA-25.2: a battery from the general supply, then the turn-order disc down."""
    s = scene()
    supply = s.battery_supply
    act(s, "take battery")
    assert s.batteries[0] == 2 and s.battery_supply == supply - 1 and s.down[0]


def test_amb_16_empty_supply() -> None:
    """PA-25.1, AMB-16: with the supply empty nothing is taken but the disc still moves down; the
    alternative leaves it."""
    s = scene()
    s.battery_supply = 0
    act(s, "take battery")
    assert s.batteries[0] == 1 and s.down[0]
    s = scene(alternatives=["AMB-16"])
    s.battery_supply = 0
    act(s, "take battery")
    assert s.batteries[0] == 1 and not s.down[0]
    s.battery_supply = 1
    act(s, "take battery")
    assert s.down[1]
