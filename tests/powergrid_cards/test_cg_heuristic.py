"""The card game's heuristic bot: always legal, plays from its view only, deterministic, beats
random play, and makes the plain choice in hand-written positions."""

from __future__ import annotations

import random

from cg_helpers import cards_of, game, seat
from cg_invariants import pick_action

from powerplay import load_game
from powerplay.bots import make_bot, observe
from powerplay.games.powergrid_cards.ai.heuristic import HeuristicBot
from powerplay.games.powergrid_cards.data import ORM_LABEL
from powerplay.games.powergrid_cards.game import PowerGridCardsGame

CONFIGS = [
    {"players": 2},
    {"players": 2, "trust": False, "hidden_money": True},
    {"players": 3, "demolition": True},
    {"players": 4, "hidden_money": True},
    {"players": 5, "demolition": True},
    {"players": 6, "demolition": True, "hidden_money": True},
]
LOTS = ["04", "05a", "05b", "06", "09", "10a", "10b", "11"]
DECK = ["14", "15", "16", "17", "18", "19", "20", "21"]


def choice(g: PowerGridCardsGame, seed: int = 0):
    seat_ = g.current_player
    return HeuristicBot(seat_, seed).choose(observe(g, seat_))


def turn(g: PowerGridCardsGame) -> list[str]:
    """The bot's whole buying turn, action by action."""
    seat_ = g.current_player
    bot = HeuristicBot(seat_, 0)
    out = []
    while g.current_player == seat_ and g.state.phase == "resources":
        a = bot.choose(observe(g, seat_))
        out.append(str(a))
        g.apply(a)
    return out


def test_always_legal_in_random_positions():
    """Over thousands of positions of games played by a random player (2–6 players, the Trust, the
    demolition variant, hidden money), the heuristic of the seat to act picks a legal action; its
    plans outlive moves it did not make."""
    rng = random.Random(11)
    asked = 0
    for i in range(24):
        config = CONFIGS[i % len(CONFIGS)]
        g = load_game("powergrid-cards", seed=500 + i, **config)
        bots = [HeuristicBot(s, i) for s in range(g.num_players)]
        while not g.is_over:
            seat_ = g.current_player
            obs = observe(g, seat_)
            mine = bots[seat_].choose(obs)
            assert mine in obs.legal, f"game {i}: {mine} not legal"
            asked += 1
            g.apply(mine if rng.random() < 0.5 else pick_action(g, rng))
    assert asked > 3000


def scrambled(g: PowerGridCardsGame, seat_: int, seed: int) -> PowerGridCardsGame:
    """The game through its position, changed only where ``seat_`` cannot see (CG-12.2): the plant
    deck above the ORM card (the top card kept), the resource deck's order, the generator and,
    with hidden money, the others' money."""
    rng = random.Random(seed)
    pos = g.to_json()
    deck = pos["plant_deck"]  # top first
    orm = deck.index(ORM_LABEL) if ORM_LABEL in deck else 0
    if orm > 2:
        middle = deck[1:orm]
        rng.shuffle(middle)
        pos["plant_deck"] = deck[:1] + middle + deck[orm:]
    rng.shuffle(pos["resource_deck"])
    pos["rng"] = rng.getrandbits(62)
    if pos["options"]["hidden_money"]:
        for p, entry in enumerate(pos["seats"]):
            if p != seat_:
                entry["money"] += rng.randrange(3, 30)
    return PowerGridCardsGame.from_position(pos)


def test_uses_the_view_only():
    """Games that differ only in hidden parts get the same choice (CG-12.1, CG-12.2)."""
    rng = random.Random(5)
    compared = differ = 0
    for i in range(200):
        if compared == 40:
            break
        g = load_game("powergrid-cards", seed=900 + i, **CONFIGS[i % len(CONFIGS)])
        for _ in range(rng.randrange(0, 220)):
            if g.is_over:
                break
            g.apply(pick_action(g, rng))
        if g.is_over or len(g.legal_actions()) < 2:
            continue
        seat_ = g.current_player
        other = scrambled(g, seat_, i)
        assert other.view(seat_) == g.view(seat_)
        differ += other.to_json() != g.to_json()
        assert choice(g, 3) == choice(other, 3), f"position {i}"
        compared += 1
    assert compared == 40 and differ >= compared // 2


def test_deterministic_for_a_seed():
    """The same seeds give the same game, action for action."""

    def history() -> list[str]:
        g = load_game("powergrid-cards", players=3, seed=17, demolition=True)
        bots = [make_bot("heuristic", "powergrid-cards", s, 4) for s in range(3)]
        while not g.is_over:
            g.apply(bots[g.current_player].choose(observe(g, g.current_player)))
        return g.history

    assert history() == history()


def test_beats_random_players():
    """Against three random bots in 4 players it wins most games (measured: about 97%)."""
    wins = 0.0
    for k in range(30):
        g = load_game("powergrid-cards", players=4, seed=300 + k)
        me = k % 4
        bots = [make_bot("heuristic" if s == me else "random", "powergrid-cards", s, k) for s in range(4)]
        while not g.is_over:
            g.apply(bots[g.current_player].choose(observe(g, g.current_player)))
        if me in g.state.winners:
            wins += 1 / len(g.state.winners)
    assert wins >= 24


# ---- hand-written positions ---------------------------------------------------------------------------
def test_cg_8_2_produces_with_all_plants():
    """CG-8.2 (D-9): with fuel for all its plants it produces with all of them."""
    coal = cards_of("coal", 1, amount=3)[0]
    g = game(
        3,
        phase="bureaucracy",
        queue=[0, 1, 2],
        plant_market={"lots": LOTS},
        plant_deck=DECK,
        seats=[seat(plants=["07", "08", "12"], cards=[f"{coal}:3"], singles={"gas": 3}), seat(), seat()],
    )
    assert str(choice(g)) == "produce 07 08 12 with 3 gas"


def auction(plant: str, high: int, money: int = 50):
    """Round 2: seat 1 leads the auction of ``plant`` at ``high``; seat 0 answers."""
    lots = ["03", "05a", "06", "08", "09", "10a", "11", "13"]  # 03 and 08 in the current market
    return game(
        3,
        round=2,
        order=[1, 0, 2],  # seat 1, the first active player, is the auctioneer (CG-6.4)
        plant_market={"lots": lots, "discount": "03"},
        plant_deck=DECK,
        seats=[seat(money=money), seat(money=money, plants=["04"]), seat(passed=True)],
        auction={"plant": plant, "high": high, "leader": 1, "auctioneer": 1, "in": [0, 1], "to_act": 0},
    )


def test_cg_6_8_raises_by_one_below_its_limit_and_drops_out_above():
    """CG-6.8: an eco plant (no fuel, CG-4.2) is worth more than 9 early in the game: it raises by
    1; a small coal plant at 30 is not: it drops out, money to spare or not."""
    assert str(choice(auction("08", 9))) == "bid 10"
    assert str(choice(auction("03", 30))) == "pass"
    assert str(choice(auction("08", 45))) == "pass"


def test_cg_6_13_round_1_must_buy():
    """CG-6.13: in round 1 it opens an auction (pass is not offered)."""
    g = load_game("powergrid-cards", players=4, seed=2)
    a = choice(g)
    assert str(a).startswith("bid ") and " on plant " in str(a)


def test_cg_6_14_demolishes_the_weakest_plant():
    """CG-6.14 (D-30): with a 4th plant it removes the one worth least (a small coal plant before an
    eco plant and bigger plants)."""
    g = game(
        3,
        round=5,
        plant_market={"lots": LOTS},
        plant_deck=DECK,
        seats=[seat(plants=["03", "08", "12", "13"]), seat(), seat()],
        pending={"kind": "demolish", "seat": 0},
    )
    assert str(choice(g)) == "demolish 03"


def resources(final: bool, money: int, plants=("12",)):
    """Phase 2 with seat 0 to buy; the only coal is a full card in column 4."""
    coal = cards_of("coal", 1, amount=3)[0]
    return game(
        3,
        phase="resources",
        order=[2, 1, 0],
        queue=[0, 1, 2],
        final_round=final,
        orm_resolved=final,
        plant_market={"lots": LOTS[:6] if final else LOTS},
        plant_deck=[] if final else DECK,
        resource_market={"column4": [f"{coal}:3"]},
        seats=[seat(money=money, plants=list(plants)), seat(), seat()],
    )


def test_cg_7_buys_fuel_only_when_it_pays():
    """CG-7.4, CG-8.2: 3 coal at 4 each cost more than plant 12 earns (9): in a normal round it
    buys nothing; in the final round the same 9 production VP are worth it (CG-7.11, CG-9.3)."""
    assert turn(resources(final=False, money=40)) == ["done"]
    g = resources(final=True, money=40)
    assert turn(g) == ["buy 3 coal from column 4", "done"]
    assert g.scores()[0]["production"] == 9


def test_cg_7_buys_the_cheapest_fuel_its_plants_need():
    """CG-7.3–7.6: fuel for one production of plants 12 (3 coal) and 07 (3 gas and/or oil, CG-4.2):
    from the cheap columns, gas rather than dearer oil for the hybrid, nothing turned down; then it
    produces with both."""
    coal = cards_of("coal", 2, amount=3)
    gas = cards_of("gas", 1, amount=2)[0]
    oil = cards_of("oil", 2, amount=2)
    market = {
        "column1": {"gas": 1},
        "column2": [f"{coal[0]}:3", f"{gas}:2"],
        "column3": [f"{coal[1]}:3", f"{oil[0]}:2"],
        "column4": [f"{oil[1]}:2"],
    }
    g = game(
        3,
        phase="resources",
        order=[2, 1, 0],
        queue=[0, 1, 2],
        plant_market={"lots": LOTS},
        plant_deck=DECK,
        resource_market=market,
        seats=[seat(money=30, plants=["07", "12"]), seat(), seat()],
    )
    bought = turn(g)
    assert sorted(bought) == ["buy 1 gas from column 1", "buy 2 gas from column 2", "buy 3 coal from column 2", "done"]
    assert g.state.money[0] == 30 - 1 - 4 - 6
    assert g.view(0)["seats"][0]["production"] == 8 + 9  # CG-4.11: plants 07 and 12


def test_plays_the_trust_game_and_hidden_money():
    """CG-10 and D-18: against the Trust, with the others' money hidden (null in its view), a whole
    game plays through."""
    g = load_game("powergrid-cards", players=2, seed=8, hidden_money=True)
    bots = [HeuristicBot(s, 1) for s in range(2)]
    assert g.view(0)["seats"][1]["money"] is None
    while not g.is_over:
        seat_ = g.current_player
        obs = observe(g, seat_)
        a = bots[seat_].choose(obs)
        assert a in obs.legal
        g.apply(a)
    assert g.state.round > 5


def last_production(market: dict):
    """Phase 3 of the round the ORM card was resolved in (CG-3.3): the next round is the final one."""
    coal = cards_of("coal", 1, amount=3)[0]
    return game(
        3,
        phase="bureaucracy",
        queue=[0, 1, 2],
        orm_resolved=True,
        plant_market={"lots": LOTS[:6]},
        plant_deck=DECK,
        resource_market=market,
        seats=[seat(plants=["12"], cards=[f"{coal}:3"]), seat(), seat()],
    )


def test_cg_9_3_keeps_fuel_for_the_final_count_when_it_cannot_be_bought_back():
    """CG-9.3, CG-7.11: before the final round, 9 Elektro now are worth less than 9 production VP
    at the end when the market has no coal to buy them back; with cheap coal it produces."""
    assert str(choice(last_production({}))) == "produce nothing"
    coal = cards_of("coal", 2, amount=3)[1]
    assert str(choice(last_production({"column1": {"coal": 3}, "column2": [f"{coal}:3"]}))) == "produce 12"
