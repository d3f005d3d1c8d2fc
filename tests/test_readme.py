"""The README's Python example runs as written, and the README opens with the two commands."""

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


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
