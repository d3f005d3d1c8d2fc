"""The map geometry the web page draws (src/powerplay/web/static/maps/) is up to date with the engine."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _script():
    spec = importlib.util.spec_from_file_location("export_maps", ROOT / "scripts" / "export_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_maps_are_up_to_date():
    script = _script()
    for name, text in script.files().items():
        path = script.OUT / name
        assert path.exists(), f"{path} is missing: run scripts/export_maps.py"
        assert path.read_text("utf-8") == text, f"{path} is stale: run scripts/export_maps.py"


def test_maps_match_the_board():
    from powerplay.games.powergrid.data import board

    for key in ("germany", "usa"):
        for classic in (False, True):
            b = board(key, classic)
            data = _script().export(key, classic)
            assert [c["name"] for c in data["cities"]] == list(b.cities)
            assert len(data["connections"]) == len(b.edges)
            assert set(data["regions"]) == set(b.regions)
            _, _, w, h = data["viewBox"]
            for c in data["cities"]:
                assert 0 < c["x"] < w and 0 < c["y"] < h
            json.dumps(data)


def test_cities_do_not_overlap():
    script = _script()
    for key in ("germany", "usa"):
        cities = script.export(key)["cities"]
        for i, a in enumerate(cities):
            for b in cities[i + 1 :]:
                w = (script._width(a["name"]) + script._width(b["name"])) / 2
                d = ((a["x"] - b["x"]) / w) ** 2 + ((a["y"] - b["y"]) / script.CITY_H) ** 2
                assert d > 0.7, (a["name"], b["name"], d)
