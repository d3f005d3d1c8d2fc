"""Write the tables of docs/events.md: every event kind of each game, its arguments and English text,
from the games' message tables (games/*/messages.py). The prose around the tables is kept."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from powerplay.core.registry import specs
from powerplay.core.spec import load

OUT = Path(__file__).resolve().parents[1] / "docs" / "events.md"
TABLES = tuple(load(game.messages).TABLE for game in specs().values())
"""Every registered game's message table, in the manifests' order."""


def generated(text: str) -> str:
    """``text`` with each game's table between its markers brought up to date; a game without its
    markers yet gets a section of its own at the end."""
    for table in TABLES:
        start, end = f"<!-- generated: {table.game} -->\n", f"<!-- end: {table.game} -->"
        pattern = re.compile(re.escape(start) + ".*?" + re.escape(end), re.S)
        new = start + table.markdown() + end
        if not pattern.search(text):
            text = text.rstrip("\n") + f"\n\n## {specs()[table.game].title_in('en')}\n\n{new}\n"
            continue
        text = pattern.sub(lambda _, new=new: new, text)
    return text


if __name__ == "__main__":
    OUT.write_text(generated(OUT.read_text("utf-8")), "utf-8")
    sys.stdout.write(f"wrote {OUT}\n")
