#!/usr/bin/env python3
"""Write the map geometry the web page draws: src/powerplay/web/static/maps/<key>[-classic].json.

Everything comes from the engine's data module (``powerplay.games.powergrid.data.board``): cities
with their regions, region colours, connections with costs and each city's latitude/longitude. The
positions are projected onto an SVG view box and then nudged apart a little so that no two cities
(their three house slots and their name) overlap; the result is rounded to whole units, so the files
are the same on every machine. ``tests/test_export_maps.py`` checks that the committed files are up
to date: run ``.venv/bin/python scripts/export_maps.py`` after changing a map.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from powerplay.games.powergrid.data import CLASSIC, PAYMENT, SETUP, board

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "powerplay" / "web" / "static" / "maps"
MAPS = ("germany", "usa")

LONG_SIDE = 1000.0
"""The longer side of the view box, in SVG units, before the margin."""
MARGIN = 60.0
CITY_W, CITY_H = 92.0, 58.0
"""The room a city needs: three house slots in a row above its name (wider if the name is)."""

COLOURS = {
    "yellow": "#e9c400",
    "brown": "#9a6a3f",
    "cyan": "#1aa6c0",
    "purple": "#8e5cc9",
    "blue": "#3f74d0",
    "red": "#d9534f",
    "green": "#3d9a55",
}


def _project(positions: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Equirectangular projection around the mean latitude, north up."""
    lat0 = math.radians(sum(lat for lat, _ in positions.values()) / len(positions))
    raw = {c: (lon * math.cos(lat0), -lat) for c, (lat, lon) in positions.items()}
    xs = [x for x, _ in raw.values()]
    ys = [y for _, y in raw.values()]
    scale = LONG_SIDE / max(max(xs) - min(xs), max(ys) - min(ys))
    return {c: ((x - min(xs)) * scale, (y - min(ys)) * scale) for c, (x, y) in raw.items()}


def _width(name: str) -> float:
    """Room a city needs across: its marker, or its name if that is wider."""
    return max(CITY_W, 9.5 * len(name) + 14)


def _spread(pos: dict[str, tuple[float, float]], rounds: int = 500) -> dict[str, tuple[float, float]]:
    """Push overlapping cities apart (each needs an ellipse as wide as its name), springing back home."""
    names = sorted(pos)
    home = [pos[c] for c in names]
    widths = [_width(c) for c in names]
    p = [list(xy) for xy in home]
    n = len(names)
    for _ in range(rounds):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                dx = p[j][0] - p[i][0]
                dy = p[j][1] - p[i][1]
                d = math.hypot(dx / ((widths[i] + widths[j]) / 2), dy / CITY_H)
                if d >= 1.0:
                    continue
                moved = True
                if d < 1e-9:
                    dx, dy, d = 1.0, 0.0, 1e-3
                push = (1.0 - d) / d * 0.25
                p[i][0] -= dx * push
                p[i][1] -= dy * push
                p[j][0] += dx * push
                p[j][1] += dy * push
        for k in range(n):  # a weak spring keeps the map's shape
            p[k][0] += (home[k][0] - p[k][0]) * 0.02
            p[k][1] += (home[k][1] - p[k][1]) * 0.02
        if not moved:
            break
    return {c: (p[k][0], p[k][1]) for k, c in enumerate(names)}


def _hull(points: list[tuple[int, int]]) -> list[list[int]]:
    """Convex hull (monotone chain), counter-clockwise, as [x, y] pairs."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return [list(q) for q in pts]

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[int, int]] = []
    for q in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], q) <= 0:
            lower.pop()
        lower.append(q)
    upper: list[tuple[int, int]] = []
    for q in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], q) <= 0:
            upper.pop()
        upper.append(q)
    return [list(q) for q in lower[:-1] + upper[:-1]]


def export(key: str, classic: bool = False) -> dict:
    """The geometry of one board side as JSON-ready data, with the few tables the page shows beside it
    (regions, Step 2 and end thresholds by player count; the payment table of Phase 5)."""
    b = board(key, classic)
    spread = _spread(_project(b.positions))
    xs = [x for x, _ in spread.values()]
    ys = [y for _, y in spread.values()]
    x0, y0 = min(xs) - MARGIN, min(ys) - MARGIN
    xy = {c: (round(x - x0), round(y - y0)) for c, (x, y) in spread.items()}
    width = round(max(xs) - min(xs) + 2 * MARGIN)
    height = round(max(ys) - min(ys) + 2 * MARGIN + CITY_H / 2)
    cities = [{"name": c, "region": b.region_of[i], "x": xy[c][0], "y": xy[c][1]} for i, c in enumerate(b.cities)]
    regions = {
        r: {
            "colour": b.region_colour[r],
            "hex": COLOURS.get(b.region_colour[r], "#888888"),
            "cities": [b.cities[i] for i in ids],
            "hull": _hull([xy[b.cities[i]] for i in ids]),
        }
        for r, ids in sorted(b.regions.items())
    }
    return {
        "_about": "Generated by scripts/export_maps.py from powerplay.games.powergrid.data; do not edit.",
        "key": key,
        "name": b.name,
        "classic": classic,
        "viewBox": [0, 0, width, height],
        "cities": cities,
        "regions": regions,
        "region_adjacency": {r: sorted(s) for r, s in sorted(b.region_adjacency.items())},
        "connections": [{"a": b.cities[i], "b": b.cities[j], "cost": cost} for i, j, cost in b.edges],
        "by_players": {
            n: {
                "regions": row["regions"],
                "step2_cities": CLASSIC["step2Cities"][n] if classic else row["step2Cities"],
                "end_cities": CLASSIC["endCities"][n] if classic else row["endCities"],
            }
            for n, row in sorted(SETUP["byPlayers"].items())
        },
        "payment": list(PAYMENT),
    }


def _dump(data: dict) -> str:
    """JSON with one city, region or connection per line (small, readable diffs)."""
    lines = []
    for k, v in data.items():
        if isinstance(v, list) and v and isinstance(v[0], dict):
            inner = ",\n".join("  " + json.dumps(x) for x in v)
            lines.append(f" {json.dumps(k)}: [\n{inner}\n ]")
        elif isinstance(v, dict) and v and all(isinstance(x, (dict, list)) for x in v.values()):
            inner = ",\n".join(f"  {json.dumps(r)}: {json.dumps(x)}" for r, x in v.items())
            lines.append(f" {json.dumps(k)}: {{\n{inner}\n }}")
        else:
            lines.append(f" {json.dumps(k)}: {json.dumps(v)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def files() -> dict[str, str]:
    """Every generated file name with its text."""
    out = {}
    for key in MAPS:
        for classic in (False, True):
            name = f"{key}-classic.json" if classic else f"{key}.json"
            out[name] = _dump(export(key, classic))
    return out


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, text in files().items():
        (OUT / name).write_text(text, "utf-8")
        print(f"wrote {OUT.relative_to(ROOT) / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
