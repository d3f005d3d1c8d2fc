"""The house layout (STYLE): no front end imports another, and no import circles.

The imports are read from the source (``ast``), wherever they stand in a module: at the top, in a
function (a lazy import is still a dependency) or under ``TYPE_CHECKING``. Game names resolved at run
time through a registry (``"powerplay.games.powergrid.game:PowerGridGame"``) are not imports: the
registry is how the layers above find a game without depending on it.

* Front ends: ``tui/``, ``server/``, ``web/``, ``arena.py`` and ``interop/`` (the research
  environments). Each uses the protocol and the bots, never another front end; ``cli.py``, the one
  command that starts them all, may import each.
* The words (``words/``: the games' actions, resources and names in the reader's language) are shared,
  not a front end: beside the games and below the front ends (the terminal and the server both import
  them), they import no front end and draw nothing (no ``rich``, no ``prompt_toolkit``).
* No module circle: no two modules import each other, directly or through others.
* No package circle: the units (each package under ``powerplay``, ``arena.py``, ``cli.py``; under
  ``games/``, each game's rules and each game's ``ai/``) form no circle either — the shared AI
  machinery (``ai/``) sits below the games' AI, the bot registry (``bots/``) above it, and a game's
  rules never import its AI.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import powerplay

ROOT = Path(powerplay.__file__).parent
FRONT_ENDS = ("powerplay.tui", "powerplay.server", "powerplay.web", "powerplay.arena", "powerplay.interop")
LAUNCHER = "powerplay.cli"
SHARED_WORDS = "powerplay.words"
DRAWING = ("rich", "prompt_toolkit")
"""The libraries that draw a front end (the terminal's), which the shared words do without."""


# ---- reading the imports ---------------------------------------------------------------------------
def modules(root: Path, package: str) -> dict[str, tuple[Path, bool]]:
    """Every module under ``root`` (the directory of ``package``): name -> (file, is a package)."""
    out = {}
    for f in sorted(root.rglob("*.py")):
        parts = [package, *f.relative_to(root).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        out[".".join(parts)] = (f, is_package)
    return out


def imports(root: Path, package: str) -> dict[str, set[str]]:
    """The import graph of the package: module -> the package's modules it imports."""
    mods = modules(root, package)

    def known(name: str) -> str | None:
        while name not in mods and "." in name:
            name = name.rsplit(".", 1)[0]
        return name if name in mods else None

    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in mods.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = name.split(".") if is_package else name.split(".")[:-1]
                    base = base[: len(base) - node.level + 1]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                # ``from pkg import sub`` imports the module ``pkg.sub``; ``from mod import name`` the module
                targets = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in mods else mod for a in node.names]
            for t in targets:
                if t == package or t.startswith(package + "."):
                    m = known(t)
                    if m is not None and m != name:
                        deps.add(m)
        graph[name] = deps
    return graph


def outside_imports(path: Path, package: str) -> set[str]:
    """The top-level names of what a module imports from outside ``package`` (``rich``, ``re``)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out - {package}


def within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def unit(name: str, package: str) -> str:
    """The package-level unit of a module: ``powerplay.server.routes.games`` -> ``powerplay.server``;
    under ``games/``: the game (``powerplay.games.powergrid``) or its AI (``powerplay.games.powergrid.ai``)."""
    parts = name.split(".")
    if parts[0] != package or len(parts) == 1:
        return name
    if parts[1] == "games" and len(parts) >= 3:
        return ".".join(parts[:4] if len(parts) >= 4 and parts[3] == "ai" else parts[:3])
    return ".".join(parts[:2])


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.get(w, ())))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def unit_graph(graph: dict[str, set[str]], package: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for a, deps in graph.items():
        ua = unit(a, package)
        out.setdefault(ua, set())
        for b in deps:
            ub = unit(b, package)
            if ub != ua:
                out[ua].add(ub)
                out.setdefault(ub, set())
    return out


def front_end_crossings(
    graph: dict[str, set[str]], front_ends: tuple[str, ...], launcher: str
) -> list[tuple[str, str]]:
    """(importer, imported) where a module imports a front end it is not part of (the launcher may)."""
    out = []
    for a, deps in graph.items():
        if within(a, launcher):
            continue
        for b in deps:
            for fe in front_ends:
                if within(b, fe) and not within(a, fe):
                    out.append((a, b))
    return sorted(out)


def problems(root: Path, package: str, front_ends: tuple[str, ...], launcher: str) -> list[str]:
    graph = imports(root, package)
    out = [f"front end crossed: {a} imports {b}" for a, b in front_end_crossings(graph, front_ends, launcher)]
    out += [f"module circle: {' <-> '.join(c)}" for c in circles(graph)]
    out += [f"package circle: {' <-> '.join(c)}" for c in circles(unit_graph(graph, package))]
    return out


# ---- the package ------------------------------------------------------------------------------------
def test_the_package_keeps_its_layout():
    assert problems(ROOT, "powerplay", FRONT_ENDS, LAUNCHER) == []


def test_the_words_are_shared_and_draw_nothing():
    """The terminal and the server both speak the games' actions through ``words/``, which imports no
    front end and no library that draws."""
    graph = imports(ROOT, "powerplay")
    assert SHARED_WORDS in graph["powerplay.server.advice"] and SHARED_WORDS in graph["powerplay.tui.words"]
    for name, (path, _) in modules(ROOT, "powerplay").items():
        if within(name, SHARED_WORDS):
            assert not any(within(b, fe) for b in graph[name] for fe in FRONT_ENDS), name
            assert not outside_imports(path, "powerplay") & set(DRAWING), name


def test_the_reader_sees_the_imports_that_matter():
    """The graph is not empty by accident: known edges are there, lazy ones included."""
    graph = imports(ROOT, "powerplay")
    assert "powerplay.core.protocol" in graph["powerplay.games.powergrid.game"]
    assert "powerplay.core.errors" in graph["powerplay.bots"]  # in a function (``outside_factory``)
    assert "powerplay.tui.session" in graph["powerplay.tui"]  # ``from .session import ...`` in __init__
    assert "powerplay.server.supervise" in graph["powerplay.cli.serving"]  # the serve command's


# ---- the checker can fail -------------------------------------------------------------------------
def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for rel, text in files.items():
        f = root / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, "utf-8")
    return root


CLEAN = {
    "__init__.py": "",
    "core/__init__.py": "",
    "core/protocol.py": "X = 1\n",
    "tui/__init__.py": "from .session import run\n",
    "tui/session.py": "from ..core.protocol import X\ndef run(): return X\n",
    "server/__init__.py": "",
    "server/live.py": "from pkg.core import protocol\n",
    "cli.py": "def main():\n    from .tui import run\n    from .server import live\n",
}


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            {"server/live.py": "from ..tui.session import run\n"},
            "front end crossed: pkg.server.live imports pkg.tui.session",
        ),
        ({"server/live.py": "def f():\n    import pkg.tui\n"}, "front end crossed: pkg.server.live imports pkg.tui"),
        ({"core/protocol.py": "from . import other\n", "core/other.py": "from .protocol import X\n"}, "module circle"),
        ({"core/protocol.py": "def f():\n    from .. import cli\n"}, "module circle"),
        (
            {
                "core/protocol.py": "X = 1\ndef f():\n    from ..bots import y\n",
                "bots/__init__.py": "from ..core.other import Z\ny = 1\n",
                "core/other.py": "Z = 1\n",
            },
            "package circle: pkg.bots <-> pkg.core",
        ),
    ],
)
def test_the_checker_finds_each_kind_of_problem(tmp_path, extra, expected):
    root = _package(tmp_path, CLEAN)
    assert problems(root, "pkg", ("pkg.tui", "pkg.server"), "pkg.cli") == []
    _package(tmp_path, extra)
    found = problems(root, "pkg", ("pkg.tui", "pkg.server"), "pkg.cli")
    assert any(p.startswith(expected) for p in found), found
