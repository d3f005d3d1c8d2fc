"""Records frozen before the engine was sped up and reorganised replay to the same games:
the same final position, the same events (kinds and arguments), the same view for every seat, the same
scores. The set covers every game: Power Grid and the card game with 2–6 players, both maps, classic,
starting cities and the card game's variants; Barrage with 2–4 seats, introductory and full, every
Automa level and alternatives (scripts/freeze_records.py made it)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from powerplay import replay

sys.path.insert(0, str(Path(__file__).parents[2] / "scripts"))
from freeze_records import digest, event_data

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))


def frozen_events(events: list) -> list:
    """The events as the records froze them, before Barrage's VP gained said where they come from
    (``gain.vp-contract``, ``-income``, ``-technology`` were one ``gain.vp``)."""
    return [["gain.vp" if kind.startswith("gain.vp-") else kind, args] for kind, args in events]


def _scores(scores: list[dict]) -> list[dict]:
    return [{k: v for k, v in entry.items() if k != "breakdown"} for entry in scores]


def as_frozen(position: dict, views: list[dict], scores: list[dict]) -> tuple[dict, list[dict], list[dict]]:
    """What the records froze, before the scores carried a breakdown by source (core/protocol.py) and
    the card game named its data set (CG-15.2): a Barrage position without its seats' VP tally
    (``vp_sources``), a Barrage view without its ``scores``, every score without its ``breakdown``, a
    card-game position and view without their ``data``. Everything else must be the same."""
    if position.get("format", "").startswith("powerplay/powergrid-cards-position/"):
        position = {k: v for k, v in position.items() if k != "data"}
    if "seats" in position:
        position = {**position, "seats": [{k: v for k, v in p.items() if k != "vp_sources"} for p in position["seats"]]}
    return position, [_view(view) for view in views], _scores(scores)


def _view(view: dict) -> dict:
    if view.get("game") == "powergrid-cards":
        view = {k: v for k, v in view.items() if k != "data"}
    if view.get("game") == "barrage":
        return {k: v for k, v in view.items() if k != "scores"}
    return {**view, "scores": _scores(view["scores"])} if view.get("scores") else view


def test_the_set_covers_both_games_and_every_player_count():
    frozen = [json.loads(p.read_text())["record"] for p in RECORDS]
    assert {(r["game"], r["config"]["players"]) for r in frozen} == {
        (g, n) for g in ("powergrid", "powergrid-cards") for n in range(2, 7)
    } | {("barrage", n) for n in range(2, 5)}
    barrage = [r["config"] for r in frozen if r["game"] == "barrage"]
    assert {c["full"] for c in barrage} == {False, True}
    assert {level for c in barrage for level in c.get("automa", [])} == {None, "easy", "medium", "hard", "very-hard"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_a_stored_record_replays_to_the_same_game(path: Path):
    frozen = json.loads(path.read_text())
    game = replay(frozen["record"], 0)
    events = event_data(game.setup_events)
    for action in frozen["record"]["actions"]:
        events.extend(event_data(game.apply(action)))
    assert game.is_over
    views = [game.view(seat) for seat in [None, *range(game.num_players)]]
    position, views, scores = as_frozen(game.to_json(), views, game.scores())
    assert digest(position) == frozen["position"]
    assert digest(frozen_events(events)) == frozen["events"]
    assert digest(views) == frozen["views"]
    assert scores == frozen["scores"]
    key = type(game).score_key
    for entry in game.scores():  # the breakdown adds up to the frozen totals
        assert sum(b["value"] for b in entry["breakdown"] if not b["tiebreak"]) == entry[key]
