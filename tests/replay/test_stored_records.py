"""Records frozen before the engine was sped up and reorganised (issue 13) replay to the same games:
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
    assert digest(game.to_json()) == frozen["position"]
    assert digest(events) == frozen["events"]
    assert digest([game.view(seat) for seat in [None, *range(game.num_players)]]) == frozen["views"]
    assert game.scores() == frozen["scores"]
