"""Pampero's heuristic bot: what it chooses in hand-made positions (each test names the rule behind the
choice), that it reads only its seat's observation and is deterministic for its seed."""

from __future__ import annotations

from pa_hidden import scrambled
from pa_turns import act, dozer, first_turn, hand, legal, level, new, scene, tower

from powerplay.bots import make_bot, observe
from powerplay.core.registry import load_game
from powerplay.games.pampero import consolidation, scoring
from powerplay.games.pampero.actions import Fulfil, Play, Score, TakeBack, TakeBattery
from powerplay.games.pampero.ai.heuristic import HeuristicBot
from powerplay.games.pampero.ai.observation import PamperoObservation
from powerplay.games.pampero.data import BUILTIN, MARKETS, ROWS
from powerplay.games.pampero.state import State


def choice(s: State, seed: int = 1):
    """The heuristic's choice for the seat that decides now."""
    seat = s.pending[-1].seat if s.pending else s.order[s.turn]
    return HeuristicBot(seat, seed).choose(PamperoObservation(s, seat))


def year(s: State, space: int) -> None:
    """Every time disc on ``space`` of the track (PA-7.4): the years left follow from it (PA-28.4); the
    scoring tokens (PA-5) count none of what the tests compare (contracts, their symbols, batteries)."""
    s.track = [[] for _ in s.track]
    s.track[space] = list(range(s.players))
    s.first_token, s.second_token, s.final_tokens = "1.5", "2.4", ("1.3", "2.6")


def test_pa16_fulfils_a_profitable_contract_rather_than_take_a_battery():
    """PA-16, PA-11.6: a contract whose arrows move a marker past a column (PA-10.14) is worth more than
    a battery; of two residential contracts in reach, the profitable one (two arrows) is fulfilled."""
    s = scene(4)
    tower(s, 0, "A2-ST1")
    level(s, 0, 2)
    hand(s, 0, "ST-3")
    s.energy[0] = 4
    s.income[0][MARKETS.index("residential")] = 1
    for slot in ("STD-A2-2", "STD-A2-3", "STD-A2-5"):  # two residential contracts left in sector A2
        s.contracts[slot] = None
    year(s, 2)
    picked = choice(s)
    assert isinstance(picked, Play) and picked.card == "ST-3"
    act(s, picked)
    assert {"fulfil STD-A2-4 at G1-1", "fulfil STD-A2-1 at G1-1"} <= set(legal(s))
    picked = choice(s)
    assert isinstance(picked, Fulfil) and picked.slot == "STD-A2-4"  # SC-A2-4: residential with two arrows


def test_pa16_takes_a_battery_when_no_contract_pays():
    """PA-25, PA-10.13: with its residential marker held back by the limiter of tower 2, a residential
    contract moves nothing, and the battery is the better turn; at level 2 it fulfils (the test above)."""
    s = scene(4)
    tower(s, 0, "A2-ST1")
    hand(s, 0, "ST-3")
    s.energy[0] = 4
    s.income[0][MARKETS.index("residential")] = 1
    for slot in ("STD-A2-2", "STD-A2-3", "STD-A2-5"):
        s.contracts[slot] = None
    year(s, 2)
    assert any(a.startswith("play ST-3") for a in legal(s))
    assert isinstance(choice(s), TakeBattery)


def test_pa19_5_no_venture_capital_below_the_repayment_in_the_last_year():
    """PA-19.5: in the last year the zone value and income of a venture-capital token are less than the
    $30 the investors take back, so it takes a battery instead."""
    s = scene(4)
    hand(s, 0, "ST-6")
    year(s, 9)
    assert any(a.startswith("play ST-6") for a in legal(s))
    assert isinstance(choice(s), TakeBattery)


def test_pa31_4_venture_capital_with_the_investors_discount():
    """PA-31.4, PA-19.5: with the tower bonus token that halves one repayment to $15, the richest zone
    value ($15) and the stripe's income beat it: it takes venture capital."""
    s = scene(4)
    hand(s, 0, "ST-6")
    level(s, 0, 3)
    s.income[0][MARKETS.index("tourist")] = 5  # column 3: $3 (PA-10.14), the stripe of venture slot 3
    token = next(t for t, (_, kind) in BUILTIN.bonus_tokens.items() if kind == "FINAL-VC15")
    s.bonus_slots[0][BUILTIN.bonus_slots.index("FINAL-VC15")] = token
    year(s, 9)
    picked = choice(s)
    assert isinstance(picked, Play) and picked.card == "ST-6"
    assert BUILTIN.slots[picked.row][0][0 if picked.tab == "left" else 1].money == 15


def test_pa9_5_a_bonus_card_goes_to_the_richest_tab():
    """PA-9.5, PA-9.3: a card that gains its zone value is played where the tab pays most: the first
    slot of the bottom row, zone C, $15."""
    s = scene(4)
    hand(s, 0, "ST-7")
    year(s, 3)
    picked = choice(s)
    assert picked == Play("ST-7", "bottom", "left")
    assert BUILTIN.slots["bottom"][0][0].money == max(
        t.money for row in ROWS for pair in BUILTIN.slots[row] for t in pair
    )


def test_pa9_6_pays_batteries_instead_of_a_dear_zone_value():
    """PA-9.6: a tower built from a $10 tab is paid with its 2 batteries when they are worth less; from a
    $1 tab, with the money."""
    for row, side, fill, batteries in (("top", "right", 0, True), ("bottom", "left", 4, False)):
        s = scene(4)
        tower(s, 0, "A2-ST1")
        dozer(s, 0, "B1-T1" if batteries else "A2-T1")
        hand(s, 0, "ST-1", *[f"ST-{k}" for k in (2, 3, 4, 5)][:fill])
        for k in range(fill):
            s.rows[0][row][k] = (s.hands[0].pop(), "left")
        s.batteries[0] = 4
        year(s, 4)
        tab = BUILTIN.slots[row][fill][0 if side == "left" else 1]
        assert tab.money == (10 if batteries else 1)
        act(s, Play("ST-1", row, side))
        picked = choice(s)
        assert picked.batteries is batteries, (row, picked)


def test_pa26_4_takes_back_the_card_worth_playing_again():
    """PA-26.4: at consolidation the rightmost card of a row goes back to the hand: the bonus card from
    the richest slot (to be played there again), not a contract card from a cheap one."""
    s = new(4)
    p = s.order[0]
    first_turn(s, p)
    s.rows[p]["top"][0] = ("ST-3", "left")
    s.rows[p]["bottom"][0] = ("ST-7", "left")
    s.hands[p] = [c for c in s.hands[p] if c not in ("ST-3", "ST-7")]
    consolidation.begin(s)
    consolidation.advance(s, [])
    assert s.pending and s.pending[-1].kind == consolidation.TAKE_BACK and s.pending[-1].seat == p
    assert choice(s) == TakeBack("bottom")


def test_pa24_returns_all_cards_when_the_hand_is_spent():
    """PA-24: with its bonus card stuck on the company board and nothing worth playing in hand, it
    returns all its cards (to play the bonus card again) rather than take a battery."""
    s = scene(4)
    s.rows[0]["top"][0] = ("ST-7", "left")
    s.rows[0]["top"][1] = ("ST-5", "left")
    s.rows[0]["bottom"][0] = ("ST-3", "left")
    hand(s, 0, "ST-6")
    year(s, 3)
    assert "return all" in legal(s)
    assert str(choice(s)) == "return all"


def _games(count: int, players: int = 4):
    """Positions from games of heuristic bots, a few actions apart."""
    out = []
    for seed in range(count):
        g = load_game("pampero", players=players, seed=seed)
        bots = [make_bot("heuristic", "pampero", p, seed) for p in range(players)]
        steps = 0
        while not g.is_over and steps < 40 + 23 * seed:
            p = g.current_player
            g.apply(bots[p].choose(observe(g, p)))
            steps += 1
        out.append(g)
    return out


class _Peeking:
    """A bot that reads the specialist deck through the observation's state: what the comparison must catch."""

    def choose(self, obs):
        deck = obs._s.spec_action_deck + obs._s.spec_scoring_deck
        return obs.legal[sum(i * len(card) * ord(card[-1]) for i, card in enumerate(deck)) % len(obs.legal)]


def test_pa2_5_reads_only_what_its_seat_may_know():
    """PA-2.5, PA-4.3–PA-4.5: the hidden parts changed, every choice stays the same (and the comparison
    catches a bot that peeks)."""
    compared = caught = 0
    for i, g in enumerate(_games(8)):
        if g.is_over:
            continue
        seat = g.current_player
        other = scrambled(g.state, seat, i)
        assert other.rng != g.state.rng
        a = HeuristicBot(seat, 3).choose(PamperoObservation(g.state, seat))
        b = HeuristicBot(seat, 3).choose(PamperoObservation(other, seat))
        assert a == b and type(a) is type(b)
        peeked = (
            _Peeking().choose(PamperoObservation(g.state, seat)),
            _Peeking().choose(PamperoObservation(other, seat)),
        )
        caught += peeked[0] != peeked[1]
        compared += 1
    assert compared >= 6 and caught > 0


def test_deterministic_for_its_seed():
    """``make_bot``'s promise: the same seed and the same positions give the same choices (ties are
    broken by the bot's seeded generator), game after game."""

    def record(seed: int) -> list[str]:
        g = load_game("pampero", players=3, seed=seed)
        bots = [make_bot("heuristic", "pampero", p, seed) for p in range(3)]
        out = []
        while not g.is_over:
            p = g.current_player
            a = bots[p].choose(observe(g, p))
            out.append(str(a))
            g.apply(a)
        return out

    assert record(11) == record(11)


def test_pa33_wins_against_random_players():
    """PA-33.1: it ends with the most money against three random players (a sensible player does)."""
    wins = 0
    for seed in range(4):
        g = load_game("pampero", players=4, seed=seed)
        bots = [make_bot("heuristic" if p == seed % 4 else "random", "pampero", p, seed) for p in range(4)]
        while not g.is_over:
            p = g.current_player
            g.apply(bots[p].choose(observe(g, p)))
        wins += g.scores()[seed % 4]["rank"] == 1
    assert wins >= 3


def test_pa32_keeps_a_growing_scoring_card_for_a_later_scoring():
    """PA-32.1, PA-32.5: a scoring card that counts towers ($3 each) is kept at the first scoring while
    it pays little, and played at the final scoring, the last chance."""
    for space, done, played in ((BUILTIN.time_tracks["standard"].first_scoring, 0, False), (10, 2, True)):
        s = new(2)
        s.held_scoring[0] = ["SS-12"]
        s.scorings = done
        year(s, space)
        scoring.begin(s, [])
        scoring.advance(s, [])
        assert s.pending and s.pending[-1].kind == scoring.CARDS and s.pending[-1].seat == 0
        assert isinstance(choice(s), Score) is played, space
