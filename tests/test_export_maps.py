"""The map geometry the web page draws (src/powerplay/web/static/maps/) is up to date with the engine, and
its names, markers and cost badges are placed so that none covers another (the Ruhr, the US
north-east and the names at the map's edge included)."""

from __future__ import annotations

import functools
import importlib.util
import itertools
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOARDS = [(key, classic) for key in ("germany", "usa") for classic in (False, True)]


@functools.cache
def _script():
    spec = importlib.util.spec_from_file_location("export_maps", ROOT / "scripts" / "export_maps.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def _export(key: str, classic: bool) -> dict:
    return _script().export(key, classic)


def test_generated_maps_are_up_to_date():
    script = _script()
    for key, classic in BOARDS:
        path = script.OUT / (f"{key}-classic.json" if classic else f"{key}.json")
        assert path.exists(), f"{path} is missing: run scripts/export_maps.py"
        assert path.read_text("utf-8") == script._dump(_export(key, classic)), (
            f"{path} is stale: run scripts/export_maps.py"
        )
    assert set(script.MAPS) == {k for k, _ in BOARDS}


def test_maps_match_the_board():
    from powerplay.games.powergrid.data import board

    for key, classic in BOARDS:
        b = board(key, classic)
        data = _export(key, classic)
        assert [c["name"] for c in data["cities"]] == list(b.cities)
        assert len(data["connections"]) == len(b.edges)
        assert set(data["regions"]) == set(b.regions)
        _, _, w, h = data["viewBox"]
        for c in data["cities"]:
            assert 0 < c["x"] < w and 0 < c["y"] < h
        json.dumps(data)


@pytest.mark.parametrize(("key", "classic"), BOARDS)
def test_nothing_covers_anything(key, classic):
    """No two markers, no two names and no two cost badges overlap; no name covers another city's marker;
    no badge covers a marker or a name; each badge lies on its line; everything lies inside the view box."""
    s = _script()
    data = _export(key, classic)
    _, _, width, height = data["viewBox"]
    names = {c["name"]: s.label_box(c["x"], c["y"], c["name"], tuple(c["label"])) for c in data["cities"]}
    markers = {c["name"]: s.marker_parts(c["x"], c["y"]) for c in data["cities"]}
    badges = {(e["a"], e["b"]): s.badge_box(*e["at"], e["cost"]) for e in data["connections"]}
    problems = []
    for (a, x), (b, y) in itertools.combinations(names.items(), 2):
        if s.overlap(x, y, 0):
            problems.append(f"the names of {a} and {b} overlap")
    for (a, xs), (b, ys) in itertools.combinations(markers.items(), 2):
        if any(s.overlap(x, y, 0) for x in xs for y in ys):
            problems.append(f"the markers of {a} and {b} overlap")
    for a, x in names.items():
        problems += [
            f"{a}'s name covers {b}'s marker"
            for b, ys in markers.items()
            if b != a and any(s.overlap(x, y, 0) for y in ys)
        ]
        if x[0] < 0 or x[1] < 0 or x[2] > width or x[3] > height:
            problems.append(f"{a}'s name is clipped")
    for line, x in badges.items():
        problems += [
            f"the cost of {line} covers {b}'s marker"
            for b, ys in markers.items()
            if any(s.overlap(x, y, 0) for y in ys)
        ]
        problems += [f"the cost of {line} covers {b}'s name" for b, y in names.items() if s.overlap(x, y, 0)]
    for (a, x), (b, y) in itertools.combinations(badges.items(), 2):
        if s.overlap(x, y, 0):
            problems.append(f"the costs of {a} and {b} overlap")
    pos = {c["name"]: (c["x"], c["y"]) for c in data["cities"]}
    for e in data["connections"]:
        (ax, ay), (bx, by), (px, py) = pos[e["a"]], pos[e["b"]], e["at"]
        assert abs((bx - ax) * (py - ay) - (by - ay) * (px - ax)) / ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 < 1
    assert problems == []


@pytest.mark.parametrize(("key", "classic"), BOARDS)
def test_spreading_keeps_the_map_s_shape(key, classic):
    """Cities are pushed apart, never past each other: a city east (or north) of another on the board is
    still east (or north) of it on the page, when they were more than a little apart."""
    from powerplay.games.powergrid.data import board

    s = _script()
    home = s._project(board(key, classic).positions)
    drawn = {c["name"]: (c["x"], c["y"]) for c in _export(key, classic)["cities"]}
    for a, b in itertools.combinations(home, 2):
        for axis in (0, 1):
            h = home[b][axis] - home[a][axis]
            if abs(h) > s.ORDER:
                assert (drawn[b][axis] - drawn[a][axis]) * h >= 0, (a, b, axis)
