"""The README is a front door: it opens with the two commands, fits 200 lines, its Python examples run
as written and every link it gives resolves. The measurements live in docs/strength.md and
docs/speed.md, every row dated and every speed figure saying what ran; no document speaks of the
games as if there were only two."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MEASUREMENTS = (ROOT / "docs" / "strength.md", ROOT / "docs" / "speed.md")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def test_readme_opens_with_make_run_and_make_test():
    head = README.read_text("utf-8").split("\n## ")[0]
    assert "make run" in head and "make test" in head


def test_readme_python_example_runs():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), re.S)
    assert blocks, "the README has a Python example"
    namespace: dict = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)
    assert namespace["game"].is_over
    assert namespace["game"].view(0)["players"][1]["money"] is not None  # revealed at the end, PG-15.1


def test_readme_refusals_example_runs(capsys):
    """The second example: refusals are powerplay.IllegalAction (with its rule) and powerplay.BadInput."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), re.S)
    exec(compile(blocks[1], "README.md", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("PG-6.4") and "classic" in printed[1]


def test_readme_fits_200_lines():
    assert len(README.read_text("utf-8").splitlines()) <= 200


def _links(path: Path) -> list[str]:
    """The local targets of a Markdown file's links, ``[text](target)``, without their anchors."""
    targets = re.findall(r"\]\(([^)\s]+)\)", path.read_text("utf-8"))
    return [t.split("#")[0] for t in targets if not re.match(r"[a-z]+:", t) and not t.startswith("#")]


def test_every_link_of_the_readme_and_the_measurements_resolves():
    for path in (README, *MEASUREMENTS):
        links = _links(path)
        assert links, path
        for target in links:
            assert (path.parent / target).exists(), (path.name, target)


def test_every_document_is_reached_from_the_readme():
    """The README links the documents, and a document may link those that belong to it (a data file's
    schema from the page on the data): every document is reached, following links from the README."""
    reached: set[Path] = set()
    queue = [README.resolve()]
    while queue:
        page = queue.pop()
        if page in reached or not page.exists():
            continue
        reached.add(page)
        if page.suffix == ".md":
            queue += [(page.parent / t).resolve() for t in _links(page) if t]
    docs = {p.resolve() for p in (ROOT / "docs").rglob("*") if p.suffix in (".md", ".json")}
    assert docs <= reached, sorted(str(p.relative_to(ROOT)) for p in docs - reached)


def test_the_readme_speaks_of_the_code():
    text = README.read_text("utf-8")
    assert not re.search(r"\bissue \d+", text, re.I)
    assert not re.search(r"(?<![\w.])/(work|tmp|home|root)/", text)


def _tables(path: Path) -> list[list[list[str]]]:
    """Each Markdown table of a file: its rows (the header first, the separator left out), as cells."""
    tables: list[list[list[str]]] = []
    previous = ""
    for line in path.read_text("utf-8").splitlines():
        if line.startswith("|"):
            if not previous.startswith("|"):
                tables.append([])
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                tables[-1].append(cells)
        previous = line
    return tables


def test_every_measurement_is_dated_and_every_speed_says_what_ran():
    for path in MEASUREMENTS:
        tables = _tables(path)
        assert tables, path
        for header, *rows in tables:
            assert header[0] == "date", (path.name, header)
            assert rows, (path.name, header)
            for row in rows:
                assert len(row) == len(header) and DATE.match(row[0]), (path.name, row)
            if path.name == "speed.md":
                assert "what ran" in header, header
                ran = header.index("what ran")
                assert all(row[ran] for row in rows), (path.name, header)


def test_no_document_counts_two_games():
    for path in (README, *sorted((ROOT / "docs").rglob("*.md"))):
        text = path.read_text("utf-8")
        for outdated in ("two games", "both games"):
            assert outdated not in text.lower(), (path.relative_to(ROOT), outdated)
