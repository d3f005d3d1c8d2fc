"""The final scores by source (core/protocol.py ``scores``): each seat's VP tally (``State.vp_sources``)
adds up to its VP after every action of random games of every kind (1 to 4 people, the Automa at every
level, introductory and full, the alternatives), each source holding what the rules' events gave it;
the tally is copied and written with the position, and a position without it still loads."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from powerplay.core.errors import BadInput
from powerplay.games.barrage.contracts import Reward
from powerplay.games.barrage.data import DAM_INDEX
from powerplay.games.barrage.game import BarrageGame
from powerplay.games.barrage.options import ALTERNATIVES
from powerplay.games.barrage.position import read, write
from powerplay.games.barrage.rewards import CREDITS, VP, gain
from powerplay.games.barrage.rounds import final_scores, final_scoring, score_round
from powerplay.games.barrage.scoring import SOURCES, Source
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import State

CONFIGS = [
    *({"players": n} for n in (2, 3, 4)),
    *({"players": n, "full": True} for n in (2, 3, 4)),
    *(
        {"players": k + 1, "full": True, "automa": [None, *[level] * k]}
        for level in ("easy", "medium", "hard", "very-hard")
        for k in (1, 2, 3)
    ),
    {"players": 4, "full": True, "automa": ["easy", None, "hard", "very-hard"]},
    {"players": 3, "full": True, "automa": [None, "medium", None]},
]
"""1 to 4 people; with one to three Automa of every level (BA-A1.6)."""

BY_EVENT = {
    "score.energy": Source.MOST_ENERGY,
    "score.energy-second": Source.MOST_ENERGY,
    "score.credits": Source.ENERGY_TRACK,
    "score.automa-credits": Source.ENERGY_TRACK,
    "score.bonus": Source.BONUS,
    "score.bonus-short": Source.BONUS,
    "final.objective": Source.OBJECTIVE,
    "automa.bank": Source.AUTOMA_ACTIONS,
    "gain.vp-contract": Source.CONTRACTS,
    "gain.vp-income": Source.INCOME,
    "gain.vp-technology": Source.TECHNOLOGY,
}
"""Events whose ``vp`` a seat gains, and the source they go to (BA-30, BA-32.2, BA-A3.1, BA-A15)."""
AUTOMA_COSTS = ("automa.build", "automa.put", "automa.machinery", "automa.patent", "automa.pay")
"""BA-A3.1, BA-A9.3, BA-A11.1, BA-A12.2, BA-A13.1, BA-A15.2: events whose ``vp`` an Automa pays."""
REWARDS = ("gain.automa-credits",)
"""BA-A3.1: an Automa's credits as VP, of a contract, an income or a technology tile."""
FROM_REWARDS = (Source.CONTRACTS, Source.INCOME, Source.TECHNOLOGY)
FINAL = (Source.RESOURCES, Source.WATER)


def parts(entry: dict) -> int:
    return sum(b["value"] for b in entry["breakdown"] if not b["tiebreak"])


def told(s: State, events: list, into: list[Counter]) -> None:
    """Add to ``into`` (per seat) the VP the events give each source; the sources the events do not
    tell apart are added together: an Automa's rewards under ``FROM_REWARDS`` (its credits as VP do
    not say whose reward they are), the final resources and water under ``FINAL``."""
    for e in events:
        a = e.args
        source = FROM_REWARDS if e.kind in REWARDS else BY_EVENT.get(e.kind)
        if source in FROM_REWARDS and s.automa(a["seat"]):
            into[a["seat"]][FROM_REWARDS] += a["vp"]
        elif source is not None:
            into[a["seat"]][source] += a["vp"]
        elif e.kind in AUTOMA_COSTS:
            into[a["seat"]][Source.AUTOMA_ACTIONS] -= a["vp"]
        elif e.kind == "final.resources":
            into[a["seat"]][FINAL] += a["vp"]
        elif e.kind == "conduit.fee":  # BA-20.3 (step 6), BA-A3.1
            if s.automa(a["seat"]):
                into[a["seat"]][Source.CONDUITS] -= a["credits"]
            into[a["owner"]][Source.CONDUITS] += a["vp"] + (a["credits"] if s.automa(a["owner"]) else 0)


def grouped(tally: dict[str, int], automa: bool) -> dict:
    """The tally with the sources the events do not tell apart added together (``told``): an Automa's
    rewards, everyone's final resources and water."""
    out: Counter = Counter()
    for source, vp in tally.items():
        key = FROM_REWARDS if automa and source in FROM_REWARDS else FINAL if source in FINAL else source
        out[key] += vp
    return nonzero(out)


def nonzero(counts: Counter) -> dict:
    return {k: v for k, v in counts.items() if v}


def play_checked(config: dict, seed: int) -> BarrageGame:
    """A random game to its end; after every action each seat's tally adds up to its VP and holds
    what the events gave each source."""
    game = BarrageGame.new(config, seed)
    s = game.state
    expected = [Counter(grouped(t, s.automa(seat))) for seat, t in enumerate(s.vp_sources)]
    told(s, game.setup_events, expected)
    rng = random.Random(seed)
    while not game.is_over:
        events = game.apply(rng.choice(game.legal_actions()))
        s = game.state
        told(s, events, expected)
        assert [sum(t.values()) for t in s.vp_sources] == s.vp
        assert [grouped(t, s.automa(seat)) for seat, t in enumerate(s.vp_sources)] == [nonzero(e) for e in expected], [
            (e.kind, e.args) for e in events
        ]
    return game


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_the_breakdown_adds_up_to_the_vp_in_random_games(config: dict) -> None:
    for seed in range(10):
        game = play_checked(config, seed)
        scores = game.scores()
        assert all(parts(entry) == entry["vp"] for entry in scores)
        assert all(
            entry["breakdown"][-1] == {"source": "energy", "value": entry["energy"], "tiebreak": True}
            for entry in scores
        )
        for entry in scores:  # every source in the same order for every seat; an Automa's own only for it
            listed = [b["source"] for b in entry["breakdown"][:-1]]
            assert listed == [k for k in SOURCES if k in listed]
            automa = game.state.automa(entry["player"])
            assert (Source.AUTOMA_ACTIONS in listed) == automa and Source.UNITEMISED not in listed


def test_the_breakdown_adds_up_with_random_alternatives() -> None:
    rng = random.Random(32)
    levels = [None, "easy", "medium", "hard", "very-hard"]
    for seed in range(30):
        n = rng.randint(2, 4)
        automa = [None] + [rng.choice(levels) for _ in range(n - 1)]
        alternatives = sorted(a for a in ALTERNATIVES if rng.random() < 0.5)
        game = play_checked({"players": n, "full": True, "automa": automa, "alternatives": alternatives}, seed)
        assert all(parts(entry) == entry["vp"] for entry in game.scores())


def test_ba_10_20_and_ba_a4_4_the_starting_vp() -> None:
    """BA-10.20: a person starts with 10 VP; BA-A4.4: an Automa with 16."""
    s = new_state(options_from_config({"players": 3, "full": True, "automa": [None, "easy", None]}), 1)
    assert s.vp_sources == [{Source.START: 10}, {Source.START: 16}, {Source.START: 10}]


def test_ba_30_most_energy_the_energy_track_and_the_bonus_tile_each_a_source() -> None:
    """BA-30.1 (most energy: 6 and 2), BA-30.4 (the "0" space: −3 VP), BA-30.6 (the bonus tile: 4 VP
    for one base, 7 energy ≥ 6 in round 1); BA-A3.1: an Automa's credits of the track as VP."""
    s = new_state(options_from_config({"players": 3}), 1)
    s.bonus = ["BONUS_BASES", "BONUS_POWERHOUSES", "BONUS_CONDUITS", "BONUS_CONTRACTS", "BONUS_ELEVATIONS"]
    s.waters.dam_owner[DAM_INDEX["D5U"]], s.waters.dam_height[DAM_INDEX["D5U"]] = 0, 1
    s.energy = [7, 3, 0]
    score_round(s)
    assert s.vp_sources[0] == {Source.START: 10, Source.MOST_ENERGY: 6, Source.ENERGY_TRACK: 0, Source.BONUS: 4}
    assert s.vp_sources[1] == {Source.START: 10, Source.MOST_ENERGY: 2, Source.ENERGY_TRACK: 0, Source.BONUS: 0}
    assert s.vp_sources[2] == {Source.START: 10, Source.ENERGY_TRACK: -3, Source.BONUS: 0}
    automa = new_state(options_from_config({"players": 2, "full": True, "automa": [None, "easy"]}), 1)
    automa.energy = [0, 5]  # 4–6: 3 credits, 3 VP for the Automa (BA-A3.1); 6 VP for the most energy
    score_round(automa)
    assert automa.vp_sources[1][Source.ENERGY_TRACK] == 3 and automa.vp_sources[1][Source.MOST_ENERGY] == 6


def test_ba_32_objective_resources_and_water_each_a_source() -> None:
    """BA-32.2 (the objective tile), BA-32.3 (1 VP per 5 units of machinery and credits), BA-32.5 (1 VP
    per drop held by one's dams): the final scoring's event tells resources and water together, the
    breakdown apart."""
    s = new_state(options_from_config({"players": 2}), 1)
    s.excavators, s.mixers, s.credits = [6, 0], [4, 0], [8, 0]  # BA-32.4: 18 units → 3 VP
    dam = DAM_INDEX["D5U"]
    s.waters.dam_owner[dam], s.waters.dam_height[dam] = 0, 1
    s.waters.supply -= 2 - s.waters.dam_drops[dam]
    s.waters.dam_drops[dam] = 2
    final_scoring(s)
    tally = s.vp_sources[0]
    assert tally[Source.RESOURCES] == 3 and tally[Source.WATER] == 2
    assert Source.OBJECTIVE in tally and sum(tally.values()) == s.vp[0]
    assert [parts(entry) for entry in final_scores(s)] == s.vp


def test_ba_33_3_a_reward_s_vp_go_to_the_source_named() -> None:
    """BA-33.3: a reward's VP; BA-A3.1: an Automa's credits as VP; the caller names the source: a
    contract (BA-21.2), an income (BA-14.2), an advanced tile (BA-36.2)."""
    s = new_state(options_from_config({"players": 2, "full": True, "automa": [None, "easy"]}), 1)
    gain(s, 0, [Reward(VP, 3)], Source.CONTRACTS)
    gain(s, 0, [Reward(VP, 2)], Source.INCOME)
    gain(s, 1, [Reward(CREDITS, 4)], Source.TECHNOLOGY)
    assert s.vp_sources == [
        {Source.START: 10, Source.CONTRACTS: 3, Source.INCOME: 2},
        {Source.START: 16, Source.TECHNOLOGY: 4},
    ]


def test_a_position_without_the_tally_loads_with_all_its_vp_unitemised() -> None:
    game = BarrageGame.new({"players": 2}, 3)
    rng = random.Random(3)
    while len(game.played) < 40:
        game.apply(rng.choice(game.legal_actions()))
    position = write(game.state)
    older = {**position, "seats": [{k: v for k, v in p.items() if k != "vp_sources"} for p in position["seats"]]}
    s = read(older)
    assert s.vp_sources == [{Source.UNITEMISED: vp} if vp else {} for vp in s.vp]
    assert write(s) == older  # nothing more to say: left out again
    assert all(parts(entry) == entry["vp"] for entry in final_scores(s))
    listed = [b["source"] for b in BarrageGame.from_position(older).scores()[0]["breakdown"]]
    assert listed[-2:] == [Source.UNITEMISED, "energy"]


def test_a_tally_that_does_not_add_up_or_names_no_source_is_refused() -> None:
    position = write(BarrageGame.new({"players": 2}, 1).state)
    seats = position["seats"]
    wrong = {**position, "seats": [{**seats[0], "vp_sources": {"start": 9}}, seats[1]]}
    with pytest.raises(BadInput) as refusal:
        read(wrong)
    assert refusal.value.message == "seats[0].vp_sources add up to 9 VP, not the seat's 10"
    unknown = {**position, "seats": [{**seats[0], "vp_sources": {"luck": 10}}, seats[1]]}
    with pytest.raises(BadInput) as refusal:
        read(unknown)
    assert refusal.value.message == "seats[0].vp_sources: unknown id 'luck'"
