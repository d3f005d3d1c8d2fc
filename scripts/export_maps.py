#!/usr/bin/env python3
"""Write the map geometry the web page draws: src/powerplay/web/static/maps/<key>[-classic].json.

Everything comes from the engine's data module (``powerplay.games.powergrid.data.board``): cities
with their regions, region colours, connections with costs and each city's latitude/longitude. The
positions are projected onto an SVG view box and nudged apart so that no two city markers touch and
every connection keeps room for its cost between its two cities. Then, once per board, each city's
name is put beside its marker (below, above, left or right) and each connection's cost badge somewhere
along its line, where they cover no marker, no other name and no other badge (the page draws them where
the file says); a name has the room of its longest spelling (English, Russian, Ukrainian: the catalogues'
``city`` names). The view box holds all of it with a margin. The result is rounded to whole units, so the
files are the same on every machine. ``tests/test_export_maps.py`` checks that the committed files are up
to date and that nothing overlaps: run ``.venv/bin/python scripts/export_maps.py`` after changing a map
or a city's translation.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from powerplay import i18n
from powerplay.games.powergrid.data import CLASSIC, PAYMENT, SETUP, board
from powerplay.games.powergrid.messages import CITY

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "powerplay" / "web" / "static" / "maps"
MAPS = ("germany", "usa")

LONG_SIDE = 1000.0
"""The longer side of the projected board, in SVG units, before the cities are spread."""
MARGIN = 24.0
"""Room around everything drawn (markers, names, badges) to the view box's edge."""

MARKER_PARTS = ((-41.0, -16.0, 41.0, 16.0), (-22.0, -36.0, 22.0, -14.0), (28.0, -26.0, 46.0, -8.0))
"""A city marker around its centre, as games/powergrid/board.js draws it: the 80×30 pill of three house slots; above it
the badge of the city's building cost (while it can be built in; up to three digits); at its right the star
of a marked city."""
MARKER = (-46.0, -36.0, 46.0, 17.0)
"""The box around all of a marker's parts."""
NAME_SIZE = 17.0
"""The city names' font size (style.css ``.city-name``)."""
NAME_ASCENT, NAME_DESCENT = 16.0, 4.0
"""A name's box above and below its baseline (as the browser measures it: the font's ascent and descent)."""
BADGE_H = 19.0
"""A connection's cost badge: 19 high, 19 wide (26 for two digits)."""
GAP = 3.0
"""The least room kept between two things drawn."""
NEAR = 30.0
"""A name this close to another city's marker might be read as that city's."""

# Advance widths of DejaVu Sans Bold (the widest of the fonts the page may use) in em, so that a name's
# box is never narrower than the name drawn; Latin and Cyrillic.
_WIDE = (
    dict.fromkeys("ЖШЩЮшщ", 1.33)
    | dict.fromkeys("mwMWДЦЪЫМФдмжюфы", 1.05)
    | dict.fromkeys("ABCDGHKNOQRUVXАБВИЙКЛНОПУХЧЯъ", 0.86)
)
_NARROW = dict.fromkeys("ijlI.,' іїІЇ", 0.38) | dict.fromkeys("frtJ-", 0.52)
LANGUAGES = ("en", "ru", "uk")
"""The languages a city's name is drawn in (the page's ``pgettext("city", name)``): its label has room for
the longest."""


def name_width(name: str) -> float:
    """The width of a city's name as drawn, at most, in whichever language the page is read."""
    spellings = {i18n.translations(lang).pgettext(CITY, name) for lang in LANGUAGES}
    return max(NAME_SIZE * sum(_WIDE.get(ch, _NARROW.get(ch, 0.74)) for ch in text) for text in spellings)


COLOURS = {
    "yellow": "#e9c400",
    "brown": "#9a6a3f",
    "cyan": "#1aa6c0",
    "purple": "#8e5cc9",
    "blue": "#3f74d0",
    "red": "#d9534f",
    "green": "#3d9a55",
}

Box = tuple[float, float, float, float]


def _project(positions: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """Equirectangular projection around the mean latitude, north up."""
    lat0 = math.radians(sum(lat for lat, _ in positions.values()) / len(positions))
    raw = {c: (lon * math.cos(lat0), -lat) for c, (lat, lon) in positions.items()}
    xs = [x for x, _ in raw.values()]
    ys = [y for _, y in raw.values()]
    scale = LONG_SIDE / max(max(xs) - min(xs), max(ys) - min(ys))
    return {c: ((x - min(xs)) * scale, (y - min(ys)) * scale) for c, (x, y) in raw.items()}


def _exit(ux: float, uy: float, box: Box) -> float:
    """How far a ray from a city's centre in direction (ux, uy) runs before it leaves a box (given around
    that centre), or 0 if it misses the box."""
    t0, t1 = 0.0, math.inf
    for u, lo, hi in ((ux, box[0], box[2]), (uy, box[1], box[3])):
        if abs(u) < 1e-9:
            if not lo <= 0.0 <= hi:
                return 0.0
            continue
        a, b = sorted((lo / u, hi / u))
        t0, t1 = max(t0, a), min(t1, b)
    return t1 if t0 <= t1 else 0.0


def _linked(dx: float, dy: float, names: tuple[str, str]) -> float:
    """How far apart two connected cities must be (the second at dx, dy from the first) for the cost badge
    to fit on the line between their markers and the names below them."""
    d = math.hypot(dx, dy)
    ux, uy = dx / d, dy / d
    out = 0.0
    for name, (vx, vy) in zip(names, ((ux, uy), (-ux, -uy)), strict=True):
        below = label_box(0.0, 0.0, name, LABEL_SPOTS[0][:3])
        out += max(_exit(vx, vy, MARKER), _exit(vx, vy, below))
    badge = 2 * min(13.0 / abs(ux) if ux else math.inf, BADGE_H / 2 / abs(uy) if uy else math.inf)
    return out + badge + 4 * GAP


ORDER = 8.0
"""Two cities further apart than this across (or down) the projected map stay in that order when spread."""
CLEAR = 34.0
"""How far a line passes at least from the centre of a city it does not reach."""


def _room(name: str) -> tuple[float, float]:
    """Half the width and half the height a city needs: its marker with its name below."""
    return max(MARKER[2], name_width(name) / 2) + GAP, (LABEL_SPOTS[0][1] + NAME_DESCENT - MARKER[1]) / 2 + GAP


def _spread(
    pos: dict[str, tuple[float, float]], links: set[tuple[str, str]], rounds: int = 600
) -> dict[str, tuple[float, float]]:
    """Push crowded cities apart (each needs the room of its marker with its name below; connected ones
    room for their cost between them; a line passes clear of the cities it does not reach), a weak spring
    pulling each back home so the map keeps its shape."""
    names = sorted(pos)
    home = [pos[c] for c in names]
    p = [list(xy) for xy in home]
    room = [_room(c) for c in names]
    n = len(names)
    ids = {c: k for k, c in enumerate(names)}
    linked = {(ids[a], ids[b]) for a, b in links} | {(ids[b], ids[a]) for a, b in links}
    edges = sorted((ids[a], ids[b]) for a, b in links)
    for r in range(rounds):
        moved = False
        for i in range(n):
            for j in range(i + 1, n):
                dx = p[j][0] - p[i][0]
                dy = p[j][1] - p[i][1]
                # no city passes another: each pair keeps its order across and down the map
                for axis, d, h in ((0, dx, home[j][0] - home[i][0]), (1, dy, home[j][1] - home[i][1])):
                    if abs(h) > ORDER and d * h < 0:
                        p[i][axis] -= math.copysign(abs(d) / 2 + 1.0, h)
                        p[j][axis] += math.copysign(abs(d) / 2 + 1.0, h)
                        moved = True
                dx = p[j][0] - p[i][0]
                dy = p[j][1] - p[i][1]
                if abs(dx) + abs(dy) < 1e-6:
                    dx = 1e-3
                # how much further apart along the line between them they must be for their boxes to part
                grow = min(
                    (room[i][0] + room[j][0]) / abs(dx) if dx else math.inf,
                    (room[i][1] + room[j][1]) / abs(dy) if dy else math.inf,
                )
                if (i, j) in linked:
                    grow = max(grow, _linked(dx, dy, (names[i], names[j])) / math.hypot(dx, dy))
                if grow <= 1.0:
                    continue
                moved = True
                k = min((grow - 1.0) * math.hypot(dx, dy), 60.0) * 0.25 / math.hypot(dx, dy)
                p[i][0] -= dx * k
                p[i][1] -= dy * k
                p[j][0] += dx * k
                p[j][1] += dy * k
        for a, b in edges:  # no marker on a line it is not on (the line would seem to pass through it)
            ax, ay, bx, by = p[a][0], p[a][1], p[b][0], p[b][1]
            ex, ey = bx - ax, by - ay
            length2 = ex * ex + ey * ey
            for k in range(n):
                x, y = p[k]
                if k in (a, b) or not (min(ax, bx) - CLEAR < x < max(ax, bx) + CLEAR):
                    continue
                if not (min(ay, by) - CLEAR < y < max(ay, by) + CLEAR):
                    continue
                t = ((x - ax) * ex + (y - ay) * ey) / length2
                if not 0.0 < t < 1.0:
                    continue
                ox, oy = x - (ax + ex * t), y - (ay + ey * t)
                d = math.hypot(ox, oy)
                if d >= CLEAR:
                    continue
                moved = True
                if d < 1e-6:
                    ox, oy, d = -ey, ex, math.sqrt(length2)
                push = (CLEAR - d) / d * 0.25
                p[k][0] += ox * push
                p[k][1] += oy * push
                for e in (a, b):
                    p[e][0] -= ox * push / 2
                    p[e][1] -= oy * push / 2
        for k in range(n if r < rounds // 2 else 0):  # (the last rounds only settle what is left)
            p[k][0] += (home[k][0] - p[k][0]) * 0.02
            p[k][1] += (home[k][1] - p[k][1]) * 0.02
        if not moved:
            break
    return {c: (p[k][0], p[k][1]) for k, c in enumerate(names)}


# ---------------------------------------------------------------- names and cost badges


def marker_box(x: float, y: float) -> Box:
    return (x + MARKER[0], y + MARKER[1], x + MARKER[2], y + MARKER[3])


def marker_parts(x: float, y: float) -> list[Box]:
    return [(x + p[0], y + p[1], x + p[2], y + p[3]) for p in MARKER_PARTS]


LABEL_SPOTS = (
    # (dx, baseline dy, anchor, how much less good than below)
    (0.0, 36.0, "middle", 0.0),
    (0.0, -40.0, "middle", 1.0),
    (48.0, 6.0, "start", 1.5),
    (-48.0, 6.0, "end", 1.5),
    (0.0, 56.0, "middle", 6.0),
    (0.0, -60.0, "middle", 7.0),
)
"""Where a name may go around its marker, the preferred spots first."""


def label_box(x: float, y: float, name: str, spot: tuple[float, float, str]) -> Box:
    """The box of a city's name placed at a spot ((dx, dy, anchor) from the city's centre)."""
    dx, dy, anchor = spot
    w = name_width(name)
    left = x + dx - {"start": 0.0, "middle": w / 2, "end": w}[anchor]
    return (left, y + dy - NAME_ASCENT, left + w, y + dy + NAME_DESCENT)


def badge_box(x: float, y: float, cost: int) -> Box:
    w = 26.0 if cost >= 10 else 19.0
    return (x - w / 2, y - BADGE_H / 2, x + w / 2, y + BADGE_H / 2)


def overlap(a: Box, b: Box, gap: float = GAP) -> float:
    """The area two boxes (each grown by half the gap) share."""
    w = min(a[2], b[2]) - max(a[0], b[0]) + gap
    h = min(a[3], b[3]) - max(a[1], b[1]) + gap
    return w * h if w > 0 and h > 0 else 0.0


def clash(box: Box, others: list[Box]) -> float:
    """How bad it is for a box to cover others: any overlap at all is worse than crossing a line or
    taking a less good spot; a large one worse than a small one."""
    return sum(400.0 + 30.0 * a for a in (overlap(box, o) for o in others) if a)


def crosses(box: Box, a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Whether the line from a to b crosses a box (Liang-Barsky clipping)."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if p == 0:
            if q < 0:
                return False
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return False
    return True


BADGE_SPOTS = tuple(0.5 + d * k / 100 for k in range(0, 37, 3) for d in ((1, -1) if k else (1,)))
"""Where along its line a cost may sit, the middle first."""


def place(
    xy: dict[str, tuple[int, int]], edges: list[tuple[str, str, int]]
) -> tuple[dict[str, tuple[float, float, str]], list[tuple[float, float]]]:
    """Each city's name spot and each connection's badge centre, covering as little as can be: no name on
    a marker, another name or a badge; no badge on a marker, a name or another badge; a name across no
    line if another spot is as good. Each in turn takes its best spot, until none moves (eight times at
    most)."""
    cities = sorted(xy)
    parts = [m for c in cities for m in marker_parts(*xy[c])]
    # what does not move: each spot's own cost, the markers it covers or comes near, the lines it crosses
    fixed: dict[str, list[tuple[tuple[float, float, str], Box, float]]] = {}
    for c in cities:
        others = [m for o in cities if o != c for m in marker_parts(*xy[o])]
        lines = [(xy[a], xy[b], 12 if c in (a, b) else 25) for a, b, _ in edges]
        fixed[c] = []
        for dx, dy, anchor, worse in LABEL_SPOTS:
            box = label_box(*xy[c], c, (dx, dy, anchor))
            cost = worse * 40 + clash(box, others) + 6 * sum(overlap(box, m, NEAR) for m in others)
            cost += sum(w for a, b, w in lines if crosses(box, a, b))
            fixed[c].append(((dx, dy, anchor), box, cost))

    def along(k: int, t: float) -> tuple[float, float]:
        a, b, _ = edges[k]
        return (xy[a][0] + (xy[b][0] - xy[a][0]) * t, xy[a][1] + (xy[b][1] - xy[a][1]) * t)

    badge_fixed: list[list[tuple[float, Box, float]]] = []
    for k, (_, _, cost) in enumerate(edges):
        boxes = [(t, badge_box(*along(k, t), cost)) for t in BADGE_SPOTS]
        badge_fixed.append([(t, box, abs(t - 0.5) * 40 + clash(box, parts)) for t, box in boxes])
    choice = dict.fromkeys(cities, 0)
    at_choice = [0] * len(edges)
    for _ in range(8):
        before = (dict(choice), list(at_choice))
        badges = [badge_fixed[k][at_choice[k]][1] for k in range(len(edges))]
        for c in cities:
            names = [fixed[o][choice[o]][1] for o in cities if o != c]
            costs = [
                cost + clash(box, names) + 4 * sum(overlap(box, n, NEAR) for n in names) + clash(box, badges)
                for _, box, cost in fixed[c]
            ]
            choice[c] = costs.index(min(costs))
        names = [fixed[c][choice[c]][1] for c in cities]
        for k in range(len(edges)):
            badges = [badge_fixed[i][at_choice[i]][1] for i in range(len(edges)) if i != k]
            costs = [cost + clash(box, names) + clash(box, badges) for _, box, cost in badge_fixed[k]]
            at_choice[k] = costs.index(min(costs))
        if (choice, at_choice) == before:
            break
    spot = {c: fixed[c][choice[c]][0] for c in cities}
    return spot, [along(k, badge_fixed[k][i][0]) for k, i in enumerate(at_choice)]


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
    (regions, Step 2 and end thresholds by player count; the payment table of Phase 5). Each city has its
    name's spot (``label``: dx, dy of the baseline, text anchor) and ``box``, the room its marker and name
    take; each connection its badge's centre (``at``)."""
    b = board(key, classic)
    edges = [(b.cities[i], b.cities[j], cost) for i, j, cost in b.edges]
    spread = _spread(_project(b.positions), {(a, c) for a, c, _ in edges})
    xy = {c: (round(x), round(y)) for c, (x, y) in spread.items()}
    spot, at = place(xy, edges)
    boxes = {c: marker_box(*xy[c]) for c in xy}
    boxes = {c: _union(m, label_box(*xy[c], c, spot[c])) for c, m in boxes.items()}
    every = list(boxes.values()) + [badge_box(*p, e[2]) for p, e in zip(at, edges, strict=True)]
    x0 = math.floor(min(bx[0] for bx in every) - MARGIN)
    y0 = math.floor(min(bx[1] for bx in every) - MARGIN)
    width = math.ceil(max(bx[2] for bx in every) + MARGIN) - x0
    height = math.ceil(max(bx[3] for bx in every) + MARGIN) - y0
    xy = {c: (x - x0, y - y0) for c, (x, y) in xy.items()}
    cities = [
        {
            "name": c,
            "region": b.region_of[i],
            "x": xy[c][0],
            "y": xy[c][1],
            "label": [round(spot[c][0]), round(spot[c][1]), spot[c][2]],
            "box": [
                math.floor(boxes[c][0] - x0),
                math.floor(boxes[c][1] - y0),
                math.ceil(boxes[c][2] - x0),
                math.ceil(boxes[c][3] - y0),
            ],
        }
        for i, c in enumerate(b.cities)
    ]
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
        "connections": [
            {"a": a, "b": c, "cost": cost, "at": [round(p[0] - x0, 1), round(p[1] - y0, 1)]}
            for (a, c, cost), p in zip(edges, at, strict=True)
        ],
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


def _union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


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
