"""The scoring phase (PA-28–PA-32), victory (PA-33), the rulebook's examples EX-26–EX-29 and the
alternatives of AMB-10, AMB-11, AMB-12, AMB-13, AMB-19 and AMB-30, on hand-made states."""

from __future__ import annotations

import json

import pytest
from pa_states import TRACK, blank, bonus, discs, fulfil, income, play, snapshot, start

from powerplay.core.errors import IllegalAction
from powerplay.games.pampero import scoring
from powerplay.games.pampero.actions import DONE, Market, Score
from powerplay.games.pampero.state import Phase, State

FIRST, SECOND, LAST = TRACK.first_scoring, TRACK.second_scoring, TRACK.last


def first(players: int = 2, token: str = "1.1", **options) -> State:
    """A state whose discs have all reached the first scoring's space."""
    s = blank(players, **options)
    s.first_token = token
    discs(s, *[FIRST] * players)
    return s


def second(players: int = 2, token: str = "1.1", **options) -> State:
    s = blank(players, **options)
    s.scorings = 1
    s.second_token = token
    discs(s, *[SECOND] * players)
    return s


def final(players: int = 2, tokens: tuple[str, str] = ("1.5", "2.5"), **options) -> State:
    s = blank(players, **options)
    s.scorings = 2
    s.final_tokens = tokens
    discs(s, *[LAST] * players)
    return s


def kinds(events) -> list[tuple]:
    return [(e.kind, e.args.get("token"), e.args.get("seat")) for e in events if e.kind.startswith("scoring.")]


def refused(s: State, action, rule: str) -> None:
    """The action is refused for ``rule`` and changes nothing."""
    before = snapshot(s)
    with pytest.raises(IllegalAction) as error:
        scoring.apply(s, action, [])
    assert error.value.rule == rule
    assert snapshot(s) == before


# ---- PA-28: the trigger ----------------------------------------------------------------------------------
def test_pa_28_4_a_scoring_waits_for_every_time_disc() -> None:
    """PA-28.4: the rearmost disc decides; reaching or passing the space is enough."""
    s = blank(3)
    discs(s, FIRST, FIRST + 1, FIRST - 1)
    assert not scoring.due(s)
    discs(s, FIRST, FIRST + 2, FIRST + 1)
    assert scoring.due(s)
    s.scorings = 1
    assert not scoring.due(s)
    discs(s, SECOND, SECOND, LAST)
    assert scoring.due(s)


def test_pa_28_2_three_scorings_and_no_more() -> None:
    """PA-28.2, PA-31.1: the final scoring needs every disc on the last space; after it, none is due."""
    s = blank(2)
    s.scorings = 2
    discs(s, LAST, LAST - 1)
    assert not scoring.due(s)
    discs(s, LAST, LAST)
    assert scoring.due(s)
    s.scorings = 3
    assert not scoring.due(s)


def test_pa_35_1_long_game_scores_on_the_extended_track() -> None:
    """PA-35.1: the long game's scoring spaces are those of the extended track."""
    long = blank(2, long_game=True)
    standard = blank(2)
    for s in (long, standard):
        discs(s, FIRST, FIRST)
    assert scoring.due(standard)
    assert not scoring.due(long)
    discs(long, *[long.data.time_tracks["long_game"].first_scoring] * 2)
    assert scoring.due(long)


def test_pa_28_5_pending_scorings_resolve_first_then_second_amb_14() -> None:
    """PA-28.5, AMB-14: a rearmost disc past both spaces runs the first scoring, then the second."""
    s = blank(2)
    s.first_token, s.second_token = "1.6", "1.1"
    discs(s, SECOND, SECOND + 1)
    out = start(s)
    assert [(e.kind, e.args["scoring"]) for e in out if e.kind in ("scoring.begin", "scoring.end")] == [
        ("scoring.begin", 1),
        ("scoring.end", 1),
        ("scoring.begin", 2),
        ("scoring.end", 2),
    ]
    assert s.scorings == 2
    assert s.phase == Phase.SCORING
    assert scoring.advance(s, [])


# ---- PA-29: the first scoring ----------------------------------------------------------------------------
def test_pa_29_2_top_half_pays_each_seat_reward_times_count() -> None:
    """PA-29.2: every seat gains the reward as many times as it meets the condition (1.6: $3 per tower
    built); the first scoring ends without a decision."""
    s = first(3, "1.6")
    s.level = [1, 3, 2]
    s.money = [10, 10, 10]
    out = start(s)
    assert s.money == [13, 19, 16]
    assert s.scorings == 1
    assert not s.pending and not s.stages
    assert [e.args["count"] for e in out if e.kind == "scoring.top"] == [1, 3, 2]


def test_pa_29_2_top_half_rewarding_an_income() -> None:
    """PA-29.2, PA-22.1: a reward ``income_of`` a market is the seat's current income of it, per count
    (2.1: the income of tourist per tourist symbol)."""
    s = first(2, "2.1")
    fulfil(s, 0, "SC-B2-1", "G1-1")  # tourist
    s.market_cards[0] = ["BR-1"]  # tourist, residential
    income(s, 0, tourist=7)  # $4
    start(s)
    assert s.money == [8, 0]


def test_ex_26_first_scoring_example_top_halves() -> None:
    """EX-26 (L1075–1087): $3 per battery; $3 per contract token but solar ones; $3 per zone-B tower
    bonus token; $5 per transformer numbered 5 or 6 on the game board."""
    s = first(2, "1.1")
    s.batteries = [4, 1]
    start(s)
    assert s.money == [12, 3]

    s = first(2, "1.2")
    fulfil(s, 0, "SC-A1-1", "G1-1")
    fulfil(s, 0, "SC-B1-1", "G2-1")
    fulfil(s, 0, "RC-1", "G2-2", slot="REM-1")
    fulfil(s, 0, "SOL-T1", "G2-3", slot="SOL-1")
    start(s)
    assert s.money == [9, 0]

    s = first(2, "1.3")
    for token in ("TB-B03", "TB-B05", "TB-A03", "TB-C04"):
        bonus(s, 0, token)
    bonus(s, 1, "TB-B07")
    start(s)
    assert s.money == [6, 3]

    s = first(2, "1.4")
    fulfil(s, 0, "SC-A1-1", "G5-1")
    fulfil(s, 0, "SOL-T2", "G6-1", slot="SOL-2")
    fulfil(s, 0, "SC-A1-4", "G3-1")
    fulfil(s, 1, "SC-A2-1", "G7-1")
    start(s)
    assert s.money == [10, 0]


def beginner_grid(s: State) -> None:
    """Seat 0's contracts for beginner token I: four zone-A residential symbols from standard tokens and
    one from a remote token of a zone-A slot; others that do not count."""
    fulfil(s, 0, "SC-A1-3", "G1-1")  # residential ▶▶, A
    fulfil(s, 0, "SC-A1-2", "G2-1")  # residential, remote, A
    fulfil(s, 0, "SC-A3-4", "G2-2")  # industrial, residential, A
    fulfil(s, 0, "SC-A1-5", "G3-1")  # residential, tourist, A
    fulfil(s, 0, "RC-4", "G3-2", slot="REM-1")  # remote, residential: a zone-A slot
    fulfil(s, 0, "SC-B1-4", "G3-3")  # residential, zone B: not counted
    fulfil(s, 0, "SOL-T1", "G3-4", slot="SOL-1")  # residential, solar: in no zone
    bonus(s, 0, "TB-A03")  # residential on a tower bonus token: not counted
    s.links[0] = ["L-A2"]  # residential on a link token: not counted
    income(s, 0, residential=5, industrial=2, tourist=0, remote=15)  # $3, $2, $1, $8


def test_ex_28_a_beginner_token_i_counts_zone_a_contracts() -> None:
    """EX-28 (L1049–1057), PA-29.3: each market's zone-A symbols on the grid board times its income:
    residential 5 × $3, industrial 1 × $2, tourist 1 × $1; remote is not counted, nor zone B, solar
    tokens, tower bonus tokens and link tokens; AMB-10: the remote token of a zone-A slot counts."""
    s = first(2, "BEG-I", beginner=True)
    beginner_grid(s)
    out = start(s)
    assert s.money == [15 + 2 + 1, 0]
    assert {e.args["market"]: e.args["count"] for e in out if e.kind == "scoring.beginner"} == {
        "residential": 5,
        "industrial": 1,
        "tourist": 1,
    }


def test_amb_10_alternative_beginner_token_i_leaves_out_remote_tokens() -> None:
    """AMB-10's alternative: remote tokens are not zone-A contracts (residential 4 × $3)."""
    s = first(2, "BEG-I", beginner=True, alternatives=("AMB-10",))
    beginner_grid(s)
    start(s)
    assert s.money == [12 + 2 + 1, 0]


def test_pa_29_5_markers_face_up_again_after_the_cards() -> None:
    """PA-32.5, PA-29.5: a multiplier card pays a market's income per count and turns its marker face
    down; step 3 turns every marker face up."""
    s = first(2, "1.1")
    s.held_scoring[0] = ["SS-01"]
    fulfil(s, 0, "SC-A1-2", "G1-1")
    fulfil(s, 0, "SC-C-3", "G2-1")
    income(s, 0, residential=7)  # $4
    start(s)
    assert s.pending[-1].kind == scoring.CARDS
    out = play(s, "score SS-01 option 1")
    assert s.money[0] == 2 * 4
    assert [e.kind for e in out] == ["scoring.card", "scoring.end"]
    assert s.faceup[0] == [True] * 5
    assert s.held_scoring[0] == []


def test_pa_29_5_a_face_down_marker_is_not_scored_twice() -> None:
    """PA-29.5, PA-32.5: after a card turned the residential marker face down, a multiplier of that
    market may not be played in the same scoring."""
    s = first(2, "1.1")
    s.held_scoring[0] = ["SS-15", "SS-01"]
    s.market_cards[0] = ["AR-1"]  # industrial, residential
    income(s, 0, residential=7, industrial=10)  # $4, $5
    start(s)
    assert Score("SS-01", 1) in scoring.legal(s)
    play(s, "score SS-15 option 1")
    assert s.pending[-1].kind == scoring.CARD_MARKET
    assert scoring.legal(s) == [Market("residential"), Market("industrial")]
    out = play(s, "market residential")
    assert s.money[0] == 4
    assert [e.args for e in out if e.kind == "scoring.card-income"] == [
        {"seat": 0, "card": "SS-15", "option": 1, "market": "residential", "money": 4}
    ]
    assert s.faceup[0][0] is False
    assert Score("SS-01", 1) not in scoring.legal(s)
    assert Score("SS-01", 2) in scoring.legal(s)
    refused(s, Score("SS-01", 1), "PA-29.5")


# ---- PA-30: the second scoring ---------------------------------------------------------------------------
def test_pa_30_2_the_sole_leader_gains_once_a_tie_gives_nothing() -> None:
    """PA-30.2: only the seat meeting the condition most often gains, once; tied leaders gain nothing."""
    s = second(3, "1.1")  # most wind farms: $15
    s.structures = {"A1-W1": ("wind", 0), "A1-W2": ("wind", 0), "A2-W1": ("wind", 2), "A2-W2": ("wind", 2)}
    out = start(s)
    assert s.money == [0, 0, 0]
    assert [e.args["seats"] for e in out if e.kind == "scoring.most-tie"] == [[0, 2]]
    assert s.scorings == 2

    s = second(3, "1.1")
    s.structures = {"A1-W1": ("wind", 0), "A1-W2": ("wind", 0), "A2-W1": ("wind", 2), "A3-W1": ("wind", 1)}
    out = start(s)
    assert s.money == [15, 0, 0]
    assert [e.args["counts"] for e in out if e.kind == "scoring.most"] == [[2, 1, 1]]


def test_pa_30_2_nobody_meeting_the_condition_gains_nothing() -> None:
    s = second(2, "1.3")
    start(s)
    assert s.money == [0, 0]


def test_ex_27_second_scoring_example_bottom_halves() -> None:
    """EX-27 (L1135–1147): $15 to the seat with the most wind farms on the board, the most residential
    symbols, the most circuit tokens on the grid board, the most energy spent on contracts."""
    s = second(2, "1.1")
    s.structures = {"A1-W1": ("wind", 1), "A1-W2": ("wind", 1), "A2-W1": ("wind", 0)}
    start(s)
    assert s.money == [0, 15]

    s = second(2, "1.2")
    fulfil(s, 0, "SC-A1-1", "G1-1")
    s.market_cards[1] = ["AR-3", "AR-9"]  # two residential backs
    start(s)
    assert s.money == [0, 15]

    s = second(2, "1.3")
    s.circuits = [["G1-1|G2-1"], []]
    start(s)
    assert s.money == [15, 0]

    s = second(2, "1.4")
    s.energy_spent = [7, 8]
    start(s)
    assert s.money == [0, 15]


def beginner_ii(**options) -> State:
    s = second(2, "BEG-II", beginner=True, **options)
    fulfil(s, 0, "SC-A1-1", "G1-1")  # residential
    bonus(s, 0, "TB-A03")  # residential
    s.links[0] = ["L-A2"]  # residential
    fulfil(s, 0, "RC-1", "G2-1", slot="REM-1")  # remote
    fulfil(s, 1, "SOL-T1", "G1-1", slot="SOL-1")  # residential
    s.on_cards[1] = {"ST-1": ["L-BC6"]}  # residential
    fulfil(s, 0, "SC-A1-4", "G2-2")  # industrial
    fulfil(s, 1, "SOL-T2", "G1-2", slot="SOL-2")  # industrial
    s.market_cards[1] = ["BR-5"]  # residential, tourist
    income(s, 0, residential=7, remote=10)  # $4, $5
    income(s, 1, residential=12, tourist=14)  # $6, $8
    return s


def test_ex_28_b_beginner_token_ii_rewards_each_markets_majority() -> None:
    """EX-28 (L1105–1117), PA-30.3: residential 3–3 is a tie, industrial 1–1 too; tourist goes to
    seat 1 (a card's back: its $8), remote to seat 0 (its $5); nobody has a commercial symbol."""
    s = beginner_ii()
    out = start(s)
    assert s.money == [5, 8]
    assert [(e.kind, e.args.get("market")) for e in out if e.kind.startswith("scoring.most")] == [
        ("scoring.most-tie", "residential"),
        ("scoring.most-tie", "industrial"),
        ("scoring.most", "tourist"),
        ("scoring.most", "remote"),
    ]


def test_pa_30_3_crown_card_adds_market_symbols_to_beginner_token_ii_amb_13() -> None:
    """PA-30.3, PA-32.4, AMB-13: before each majority the seats holding a crown card that adds to it are
    offered it, in turn order; the lobbyist's two residential symbols win seat 0 the residential majority."""
    s = beginner_ii()
    s.held_scoring[0] = ["SS-06", "SS-07"]
    start(s)
    step = s.pending[-1]
    assert (step.kind, step.seat, step.args) == (scoring.CROWN, 0, ("BEG-II", "residential"))
    assert scoring.legal(s) == [Score("SS-06", 1), DONE]
    out = play(s, "score SS-06 option 1")
    assert [e.args["counts"] for e in out if e.args.get("market") == "residential"] == [[5, 3]]
    assert s.money[0] == 4
    assert s.pending[-1].args == ("BEG-II", "industrial")  # the industrial lobbyist's turn
    assert s.crowns == [[], []]
    play(s, "done")
    assert s.money == [4 + 5, 8]
    assert s.pending[-1].kind == scoring.CARDS  # step 2: the industrial lobbyist's $5
    play(s, "done")
    assert s.held_scoring[0] == ["SS-07"]
    assert not s.pending and not s.stages


# ---- PA-31: the final scoring ----------------------------------------------------------------------------
def test_pa_31_2_final_tokens_top_then_bottom_i_then_ii() -> None:
    """PA-31.2: token I's top and bottom halves, then token II's; the final scoring ends the game."""
    s = final(2, ("1.6", "2.4"))  # towers $3 each / most batteries $12; links $4 each / most bonus tokens $12
    s.level = [3, 2]
    s.batteries = [2, 1]
    s.links = [["LINK-START"], ["LINK-START", "L-A1"]]
    bonus(s, 1, "TB-A03")
    out = start(s)
    assert [k for k in kinds(out) if k[0] in ("scoring.top", "scoring.most")] == [
        ("scoring.top", "1.6", 0),
        ("scoring.top", "1.6", 1),
        ("scoring.most", "1.6", 0),
        ("scoring.top", "2.4", 0),
        ("scoring.top", "2.4", 1),
        ("scoring.most", "2.4", 1),
    ]
    assert s.money == [9 + 12 + 4, 6 + 8 + 12]
    assert s.phase == Phase.OVER
    assert s.scorings == 3
    assert out[-1].kind == "over"
    assert out[-1].args == {"winners": [1]}


def test_pa_31_2_a_tie_on_a_final_bottom_half_gives_nothing_amb_11() -> None:
    """PA-31.2, AMB-11: tied leaders of a final bottom half gain nothing."""
    s = final(2, ("1.6", "2.5"))
    s.batteries = [2, 2]
    start(s)
    assert s.money == [3, 3]


def test_amb_11_alternative_tied_leaders_share_a_final_bottom_half() -> None:
    """AMB-11's alternative: the tied leaders share it ($12 between two: $6 each); the second scoring is
    not affected (PA-30.2)."""
    s = final(2, ("1.6", "2.5"), alternatives=("AMB-11",))
    s.batteries = [2, 2]
    out = start(s)
    assert s.money == [3 + 6, 3 + 6]
    assert [e.args["money"] for e in out if e.kind == "scoring.most-shared"] == [[6, 6]]

    s = second(2, "1.6", alternatives=("AMB-11",))
    s.batteries = [2, 2]
    start(s)
    assert s.money == [0, 0]


def test_ex_29_final_tower_bonus_tokens_and_investors() -> None:
    """EX-29 (L1203–1215), PA-31.4, PA-31.5: $2 per wind farm on the board; the income of a market on an
    external market card (chosen); one VC token repaid with $15 instead of $30; any one income (chosen);
    then $30 per VC token."""
    s = final(2, ("1.5", "2.5"))  # wind farms $2 each / most towers; solar $3 each / most solar
    for token in ("TB-A11", "TB-B10", "TB-B11", "TB-C09"):
        bonus(s, 0, token)
    s.structures = {"A1-W1": ("wind", 0), "A1-W2": ("wind", 0), "A2-W1": ("wind", 0), "A3-W1": ("wind", 1)}
    s.level = [2, 1]  # seat 0 leads the towers: $15
    s.market_cards[0] = ["AR-1"]  # industrial, residential
    s.vc = [[1, 3], [1]]
    s.money = [50, 40]
    income(s, 0, industrial=10, remote=15)  # $5, $8
    start(s)
    assert s.money == [50 + 6 + 15 + 6, 40 + 2]  # 1.5's top, bottom; FINAL-WF2
    assert (s.pending[-1].kind, s.pending[-1].seat) == (scoring.FINAL_MARKET, 0)
    assert scoring.legal(s) == [Market("residential"), Market("industrial")]
    refused(s, Market("remote"), "PA-22.2")
    play(s, "market industrial")
    assert len(scoring.legal(s)) == 5
    out = play(s, "market remote")
    assert [e.args for e in out if e.kind == "scoring.investors"] == [
        {"seat": 0, "tokens": 2, "money": 45},
        {"seat": 1, "tokens": 1, "money": 30},
    ]
    assert s.money == [77 + 5 + 8 - 45, 42 - 30]
    assert s.phase == Phase.OVER


def test_pa_31_5_investors_may_take_money_below_zero_amb_19() -> None:
    """PA-31.5, AMB-19: the repayment is paid in full, money going below 0."""
    s = final(2)
    s.vc = [[1, 3], []]
    s.money = [40, 0]
    start(s)
    assert s.money == [-20, 0]


def test_amb_19_alternative_a_seat_pays_only_what_it_has() -> None:
    s = final(2, alternatives=("AMB-19",))
    s.vc = [[1, 3], [1]]
    s.money = [40, -0]
    start(s)
    assert s.money == [0, 0]


def test_pa_31_3_a_time_disc_stops_at_the_end_of_the_track() -> None:
    """PA-31.3, PA-7.5: moving the time disc on the last space leaves it there; the card still pays."""
    s = final(2)
    s.held_scoring[1] = ["SS-17"]
    start(s)
    out = play(s, "score SS-17 option 1")
    assert s.time(1) == LAST
    assert [e.args for e in out if e.kind == "scoring.time"] == [{"seat": 1, "space": LAST}]
    assert s.money == [0, 4]


def test_pa_7_4_a_moved_time_disc_goes_on_top() -> None:
    """PA-7.4, PA-32: a card moving the time disc puts it on top of the discs on the next space."""
    s = first(3, "1.1")
    discs(s, FIRST, FIRST + 1, FIRST + 1)
    s.held_scoring[0] = ["SS-17"]
    start(s)
    play(s, "score SS-17 option 1")
    assert s.track[FIRST + 1] == [1, 2, 0]
    assert s.money[0] == 4


# ---- PA-32: the specialist scoring cards ----------------------------------------------------------------
def test_pa_32_6_seats_play_cards_in_turn_order_one_at_a_time_amb_12() -> None:
    """PA-32.6, AMB-12: in turn order each seat plays its cards one at a time until it passes; a played
    card leaves its hand (PA-32.1) and pays only its player (PA-32.2)."""
    s = first(2, "1.1")
    s.order = [1, 0]
    s.held_scoring = [["SS-11"], ["SS-12", "SS-18"]]
    s.batteries = [0, 0]
    s.level = [1, 3]
    start(s)
    assert s.pending[-1].seat == 1
    assert scoring.legal(s) == [
        Score("SS-12", 1),
        Score("SS-12", 2),
        Score("SS-18", 1),
        Score("SS-18", 2),
        DONE,
    ]
    play(s, "score SS-12 option 1")
    assert s.money == [0, 9]
    assert s.held_scoring[1] == ["SS-18"]
    assert s.pending[-1].seat == 1
    play(s, "done")
    assert s.pending[-1].seat == 0
    play(s, "score SS-11 option 2")  # no external market card: $0
    assert s.money == [0, 9]
    assert s.held_scoring == [[], ["SS-18"]]
    assert not s.pending and not s.stages


def test_amb_12_alternative_simultaneous_cards_are_played_in_turn_order() -> None:
    """AMB-12's alternative (simultaneous play) is played as the default order: the same decisions in
    the same order."""
    decisions = []
    for alternatives in ((), ("AMB-12",)):
        s = first(2, "1.1", alternatives=alternatives)
        s.order = [1, 0]
        s.held_scoring = [["SS-11"], ["SS-12"]]
        start(s)
        seen = []
        while s.pending:
            seen.append((s.pending[-1].seat, scoring.legal(s)))
            play(s, scoring.legal(s)[0])
        decisions.append(seen)
    assert decisions[0] == decisions[1]
    assert [seat for seat, _ in decisions[0]] == [1, 0]


def test_pa_32_1_a_card_not_held_is_refused() -> None:
    s = first(2)
    s.held_scoring[0] = ["SS-11"]
    start(s)
    refused(s, Score("SS-12", 1), "PA-32.1")
    refused(s, Market("residential"), "PA-32.1")


def test_pa_32_3_an_option_the_card_lacks_is_refused() -> None:
    s = first(2)
    s.held_scoring[0] = ["SS-11"]
    start(s)
    refused(s, Score("SS-11", 3), "PA-32.3")
    refused(s, Score("SS-11", 0), "PA-32.3")


def test_pa_32_1_a_seat_with_no_card_to_play_decides_nothing() -> None:
    """PA-32.1: a seat without scoring cards is not asked; once its last card is played, it has passed."""
    s = first(3)
    s.held_scoring[1] = ["SS-11"]
    start(s)
    assert [(p.kind, p.seat) for p in s.pending] == [(scoring.CARDS, 1)]
    play(s, "score SS-11 option 1")
    assert not s.pending and not s.stages


def test_pa_32_4_crown_cards_wait_for_a_majority_amb_13() -> None:
    """PA-32.4, AMB-13: outside a majority's evaluation a crown card's majority option may not be
    played; its other option may."""
    s = first(2)
    s.held_scoring[0] = ["SS-06"]
    start(s)
    assert scoring.legal(s) == [Score("SS-06", 2), DONE]
    refused(s, Score("SS-06", 1), "PA-32.4")


def test_pa_32_4_only_crown_cards_adding_to_the_majority_are_offered() -> None:
    """PA-32.4, AMB-13: the most-residential majority of 1.2 is offered to the seat holding the residential
    lobbyist, not to one holding the industrial lobbyist; the lobbyist's symbols win the seat $15."""
    s = second(2, "1.2")
    fulfil(s, 0, "SC-A1-1", "G1-1")
    fulfil(s, 0, "SC-A2-1", "G2-1")
    fulfil(s, 1, "SC-A3-1", "G1-1")
    s.held_scoring = [["SS-07"], ["SS-06"]]
    start(s)
    assert [(p.kind, p.seat) for p in s.pending] == [(scoring.CROWN, 1)]
    assert scoring.legal(s) == [Score("SS-06", 1), DONE]
    refused(s, Score("SS-06", 2), "PA-32.4")
    play(s, "score SS-06 option 1")
    assert s.money == [0, 15]
    assert s.pending[-1].kind == scoring.CARDS  # step 2: seat 0's industrial lobbyist, for its $5
    assert scoring.legal(s) == [Score("SS-07", 2), DONE]


def test_amb_13_alternative_crown_cards_do_not_touch_the_tokens_majority() -> None:
    """AMB-13's alternative: no crown card is offered before the token's majority; played with the other
    cards, it adds to no token's majority."""
    s = second(2, "1.2", alternatives=("AMB-13",))
    fulfil(s, 0, "SC-A1-1", "G1-1")
    fulfil(s, 0, "SC-A2-1", "G2-1")
    fulfil(s, 1, "SC-A3-1", "G1-1")
    s.held_scoring = [[], ["SS-06"]]
    start(s)
    assert s.money == [15, 0]
    assert s.pending[-1].kind == scoring.CARDS
    assert scoring.legal(s) == [Score("SS-06", 1), Score("SS-06", 2), DONE]
    play(s, "score SS-06 option 1")
    assert s.money == [15, 0]
    assert s.held_scoring[1] == []


def test_amb_30_alternative_lobbyists_stay_face_up_and_keep_counting() -> None:
    """AMB-30's alternative: a card that added market symbols stays face up and its symbols count in later
    scorings; here it breaks the final residential tie (3 + 2 against 3)."""
    results = {}
    for alternatives in ((), ("AMB-30",)):
        s = beginner_ii(alternatives=alternatives)
        s.held_scoring[1] = ["SS-06"]
        start(s)
        play(s, "score SS-06 option 1")
        s.final_tokens = ("1.2", "2.5")
        discs(s, LAST, LAST)
        out = start(s)
        results[alternatives] = (s.kept_scoring, [e.kind for e in out if e.args.get("token") == "1.2"])
    assert results[()] == ([[], []], ["scoring.top", "scoring.most-tie"])
    assert results[("AMB-30",)] == ([[], [("SS-06", 1)]], ["scoring.top", "scoring.most"])


def test_pa_32_5_multiplier_and_per_cards_in_any_scoring() -> None:
    """PA-32.5: multiplier cards may be played in the second scoring too: residential symbols on the
    grid's contracts × the residential income, then $3 per tower built."""
    s = second(2, "1.3")
    s.held_scoring[0] = ["SS-01", "SS-12"]
    fulfil(s, 0, "SC-C-3", "G1-1")
    fulfil(s, 0, "RC-9", "G2-1", slot="REM-2")
    s.level[0] = 4
    income(s, 0, residential=12)  # $6
    start(s)
    out = play(s, "score SS-01 option 1", "score SS-12 option 1")
    assert [e.args["money"] for e in out if e.kind == "scoring.card"] == [12, 12]
    assert s.money[0] == 24
    assert s.faceup[0] == [True] * 5


def test_pa_22_2_a_card_gaining_any_income_lets_the_seat_choose() -> None:
    """PA-22.2: the solar auditor's second option gains the income of a market chosen among the face-up
    markers, and turns it face down."""
    s = first(2)
    s.held_scoring[0] = ["SS-16", "SS-01"]
    income(s, 0, tourist=14)
    start(s)
    play(s, "score SS-01 option 1")  # residential face down, $0
    play(s, "score SS-16 option 2")
    assert scoring.legal(s) == [Market(m) for m in ("industrial", "commercial", "tourist", "remote")]
    refused(s, Market("residential"), "PA-22.2")
    refused(s, DONE, "PA-22.2")
    play(s, "market tourist")
    assert s.money[0] == 8
    assert not s.pending


def test_pa_28_events_are_json_ready() -> None:
    """Events carry seats as ints, ids as strings, amounts as ints."""
    s = beginner_ii()
    s.held_scoring[0] = ["SS-06", "SS-17"]
    out = start(s)
    while s.pending:
        out += play(s, scoring.legal(s)[0])
    assert {"scoring.crown", "scoring.time", "scoring.card", "scoring.most", "scoring.end"} <= {e.kind for e in out}
    for event in out:
        assert json.loads(json.dumps(event.args)) == event.args
        assert all(not isinstance(v, float) for v in event.args.values())


# ---- PA-33: victory -------------------------------------------------------------------------------------
def test_pa_33_most_money_wins_wind_farms_break_ties_then_shared() -> None:
    """PA-33.1–33.3: most money first; a tie goes to more wind farms on the board; still tied, the rank
    is shared."""
    s = blank(4)
    s.money = [30, 30, 20, 30]
    s.structures = {"A1-W1": ("wind", 0), "A1-W2": ("wind", 0), "A2-W1": ("wind", 1), "A2-W2": ("wind", 3)}
    s.structures["A3-W1"] = ("wind", 3)
    scores = scoring.final_scores(s)
    assert [e["rank"] for e in scores] == [1, 3, 4, 1]
    assert [e["final"] for e in scores] == [False] * 4
    for e in scores:
        rows = e["breakdown"]
        assert sum(r["value"] for r in rows if not r["tiebreak"]) == e["money"]
        assert [r["source"] for r in rows if r["tiebreak"]] == ["wind_farms"]
    assert scores[3]["breakdown"][-1]["value"] == 2


def test_pa_33_final_scores_are_final_once_the_game_is_over() -> None:
    s = final(2)
    s.money = [5, 7]
    start(s)
    scores = scoring.final_scores(s)
    assert [e["final"] for e in scores] == [True, True]
    assert [(e["player"], e["money"], e["rank"]) for e in scores] == [(0, 5, 2), (1, 7, 1)]
