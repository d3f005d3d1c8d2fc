"""The phases of a round without decisions (BA-29 water flow, BA-30 scoring, BA-31 end of round, BA-32
final scoring) applied to a game's state."""

from __future__ import annotations

from powerplay.games.barrage.data import DAM_INDEX, HEADSTREAM_TILES, POWERHOUSE_INDEX, WATER_DROPS
from powerplay.games.barrage.rounds import end_round, final_scoring, score_round, water_flow
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import BLOCKED, Phase
from powerplay.games.barrage.water import EMPTY


def game(seed: int = 1, **config):
    return new_state(options_from_config(config), seed)


def test_ba_29_the_headstream_drops_flow_and_stay_thirty() -> None:
    s = game(seed=3, players=2)
    s.waters.headstream_drops[1] += 3
    s.waters.supply -= 3
    water_flow(s)
    assert sum(s.waters.headstream_drops) == 0
    assert sum(s.waters.dam_drops) + s.waters.supply == WATER_DROPS


def test_ba_34_2_usa_gains_energy_as_water_passes_its_powerhouses() -> None:
    s = game(seed=3, players=2)  # seat 0 is the USA in the introductory game (BA-11.1)
    assert s.waters.usa == 0
    for p in ("P8_1", "P11_1", "P9_1"):  # the third powerhouse brings the ability (BA-34.1)
        s.waters.powerhouse_owner[POWERHOUSE_INDEX[p]] = 0
    s.waters.headstream_drops = [1, 0, 0, 0]
    s.waters.supply -= 1 - sum(HEADSTREAM_TILES[t][0] for t in s.headstream_tiles)
    for d in range(len(s.waters.dam_owner)):  # no dam stops the drop on its way
        s.waters.supply += s.waters.dam_drops[d]
        s.waters.dam_owner[d], s.waters.dam_height[d], s.waters.dam_drops[d] = EMPTY, 0, 0
    water_flow(s)
    assert s.energy == [2, 0]  # basins 8 and 11 passed (HA → B1 → B8 → B11 → off)


def test_ba_30_scoring_in_its_order_and_the_bonus_tile_leaves() -> None:
    s = game(seed=1, players=3)
    s.bonus = ["BONUS_BASES", "BONUS_POWERHOUSES", "BONUS_CONDUITS", "BONUS_CONTRACTS", "BONUS_ELEVATIONS"]
    s.waters.dam_owner[DAM_INDEX["D5U"]], s.waters.dam_height[DAM_INDEX["D5U"]] = 0, 1
    s.energy = [7, 3, 0]
    vp = s.vp[:]
    credits = s.credits[:]
    score_round(s)
    # seat 0: most energy 6, 4 credits, bonus 4 VP for its one base (7 ≥ 6 in round 1)
    # seat 1: second 2 VP, 2 credits, no bonus (3 < 6); seat 2: 3 credits and −3 VP (BA-30.4)
    assert [v - w for v, w in zip(s.vp, vp, strict=True)] == [6 + 4, 2, -3]
    assert [c - d for c, d in zip(s.credits, credits, strict=True)] == [4, 2, 3]
    assert s.bonus == ["BONUS_POWERHOUSES", "BONUS_CONDUITS", "BONUS_CONTRACTS", "BONUS_ELEVATIONS"]  # BA-30.8


def test_ba_31_end_of_round() -> None:
    s = game(seed=1, players=3)
    s.order = [0, 1, 2]
    s.energy = [9, 2, 9]
    s.engineers = [0, 3, 5]
    s.occupied["W2L"] = 1
    end_round(s)
    assert s.order == [1, 2, 0]  # least first; 0 and 2 tied swap (BA-31.1)
    assert s.energy == [0, 0, 0] and s.engineers == [12, 12, 12] and s.round == 2
    assert "W2L" not in s.occupied and set(s.occupied.values()) == {BLOCKED}  # D-06: blocks stay


def test_ba_31_5_the_patent_office_is_refilled() -> None:
    s = game(seed=2, players=2, full=True)
    s.company[:] = ["USA", "Italy"]
    s.phase = Phase.ACTIONS
    end_round(s)
    assert len(s.patent) == 3 and [len(st) for st in s.patent_stacks] == [0, 4, 5]
    assert sum(t.startswith("L1_") for t in s.patent) == 2 and sum(t.startswith("L2_") for t in s.patent) == 1


def test_ba_32_final_scoring() -> None:
    s = game(seed=1, players=2)
    s.objective = "OBJ_BASINS_1"
    d = DAM_INDEX["D5U"]
    s.waters.dam_owner[d], s.waters.dam_height[d], s.waters.dam_drops[d] = 0, 2, 2
    s.waters.supply -= 2
    s.excavators = [4, 0]
    s.mixers = [6, 0]
    s.credits = [8, 4]
    vp = s.vp[:]
    final_scoring(s)
    # seat 0: objective 15 (one basin against none), 18 units → 3, 2 drops held → 2; seat 1: 10, 0, 0
    assert [v - w for v, w in zip(s.vp, vp, strict=True)] == [15 + 3 + 2, 10]
    assert s.phase == Phase.OVER
