"""The examples of docs/interop.md run as written: every Python block of the page, each in
a fresh namespace, and its arena bot (``TensorBot``) on our ladder by import path."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from powerplay.arena import run_arena

DOCS = Path(__file__).parents[2] / "docs" / "interop.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOCS.read_text("utf-8"), re.S)


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{k}" for k in range(len(BLOCKS))])
def test_example_runs(block: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(block, str(DOCS), "exec"), {"__name__": "docs_example"})
    assert capsys.readouterr().out.strip() or "print(" not in block


def test_the_arena_takes_the_pages_tensor_bot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (block,) = [b for b in BLOCKS if "class TensorBot" in b]
    (tmp_path / "mybot.py").write_text(block, "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    report = run_arena("powergrid-cards", {"players": 3}, ["mybot:TensorBot", "hard", "random"], games=3, seed=1)
    assert report["lineup"][0] == "mybot:TensorBot"
    assert sum(r["seat_games"] for r in report["summary"]) == 9
    sys.modules.pop("mybot", None)
