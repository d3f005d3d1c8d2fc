"""The learned evaluations of Power Grid and the card game (``games/*/ai/evaluate.py``) and their
training from self-play (``benchmarks/train_evaluation.py``)."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from powerplay import load_game
from powerplay.games.powergrid.ai import evaluate as pg_evaluate
from powerplay.games.powergrid_cards.ai import evaluate as cg_evaluate


def _trainer():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "train_evaluation.py"
    spec = importlib.util.spec_from_file_location("train_evaluation", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_evaluation"] = module
    spec.loader.exec_module(module)
    return module


train = _trainer()


@pytest.mark.parametrize("evaluate", [pg_evaluate, cg_evaluate], ids=["powergrid", "cards"])
def test_the_weights_are_read_from_the_model_file_in_the_order_of_the_features(evaluate):
    package = evaluate.__name__.rsplit(".ai.", 1)[0]
    model = json.loads(resources.files(package).joinpath("data", "evaluation.json").read_text("utf-8"))
    assert set(model["weights"]) == set(evaluate.NAMES)
    assert tuple(model["weights"][n] for n in evaluate.NAMES) == evaluate.WEIGHTS
    assert "learned by benchmarks/train_evaluation.py" in model["about"]


def _pg_state(**changes):
    game = load_game("powergrid", players=3, map="germany", seed=5)
    s = game.state
    for name, value in changes.items():
        setattr(s, name, value)
    return s


def test_refuel_prices_what_a_run_still_lacks_hybrids_burning_the_cheaper_fuel():
    """PG-2.7: a hybrid burns coal or oil; tokens held beyond a run count toward it."""
    unit = [1.0, 3.0, 5.0, 10.0]
    hybrid = next(n for n, p in pg_evaluate.PLANTS.items() if p.kind == "hybrid")
    coal = next(n for n, p in pg_evaluate.PLANTS.items() if p.kind == "coal")
    need = pg_evaluate.PLANTS[hybrid].fuel
    assert pg_evaluate._refuel((hybrid,), [0, 0, 0, 0], unit) == need * 1.0
    assert pg_evaluate._refuel((hybrid,), [0, need, 0, 0], unit) == 0.0
    fuel = pg_evaluate.PLANTS[coal].fuel
    assert pg_evaluate._refuel((coal,), [1, 0, 0, 0], unit) == (fuel - 1) * 1.0
    eco = next(n for n, p in pg_evaluate.PLANTS.items() if p.kind == "eco")
    assert pg_evaluate._refuel((eco,), [0, 0, 0, 0], unit) == 0.0


def test_the_network_leader_is_ahead_and_the_others_behind():
    """``ahead``/``behind``: the network against the largest other one, in shares of the end (PG-8)."""
    s = _pg_state()
    s.cities = [[1, 2, 3, 4], [5, 6], []]
    names = pg_evaluate.FEATURES
    end = pg_evaluate.end_cities(s)
    f = [dict(zip(names, pg_evaluate.features(s, p))) for p in range(3)]
    assert f[0]["ahead"] == pytest.approx(2 / end) and f[0]["behind"] == 0
    assert f[1]["ahead"] == 0 and f[1]["behind"] == pytest.approx(2 / end)
    assert f[2]["behind"] == pytest.approx(4 / end)
    assert len(pg_evaluate.features(s, 0)) == len(pg_evaluate.NAMES)


def test_the_chances_sum_to_one_and_the_better_position_is_favoured():
    s = _pg_state()
    s.cities = [[1, 2, 3, 4, 7, 8], [5], [9]]
    s.money = [60, 60, 60]
    chances = pg_evaluate.win_chances(s)
    assert math.isclose(sum(chances), 1.0) and chances[0] > max(chances[1:])


def test_the_fit_recovers_the_weights_that_made_the_winners():
    """Winners drawn from a known conditional-logit model: the fit finds its weights again."""
    rng = np.random.default_rng(3)
    true = np.array([1.5, -1.0, 0.5])
    rows = []
    for _ in range(4000):
        x = rng.normal(size=(4, 3))
        p = np.exp(x @ true)
        winner = rng.choice(4, p=p / p.sum())
        rows.append((x.tolist(), [float(q == winner) for q in range(4)]))
    w = train.fit(rows)
    assert np.allclose(w, true, atol=0.15)
    q = train.quality(w, rows)
    assert q.brier < q.brier_uniform and 0.2 < q.picked < 1
    assert sum(count for *_, count in q.reliability) == 4000 * 4


def test_training_games_are_the_same_for_a_seed():
    spec = train.SPECS["powergrid-cards"]
    once = train.positions(spec, 3, 11, "heuristic", 1)
    again = train.positions(spec, 3, 11, "heuristic", 1)
    assert once == again and all(once)
    assert train.positions(spec, 3, 12, "heuristic", 1) != once
