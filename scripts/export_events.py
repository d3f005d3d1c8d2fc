"""Write the tables of docs/events.md: every event kind of each game, its arguments and English text,
from the games' message tables (games/*/messages.py). The prose around the tables is kept."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from powerplay.games.barrage.messages import TABLE as BARRAGE
from powerplay.games.powergrid.messages import TABLE as POWERGRID
from powerplay.games.powergrid_cards.messages import TABLE as CARDS

OUT = Path(__file__).resolve().parents[1] / "docs" / "events.md"
TABLES = (POWERGRID, CARDS, BARRAGE)


def generated(text: str) -> str:
    """``text`` with each game's table between its markers brought up to date."""
    for table in TABLES:
        start, end = f"<!-- generated: {table.game} -->\n", f"<!-- end: {table.game} -->"
        pattern = re.compile(re.escape(start) + ".*?" + re.escape(end), re.S)
        if not pattern.search(text):
            raise SystemExit(f"{OUT}: no markers for {table.game}")
        new = start + table.markdown() + end
        text = pattern.sub(lambda _, new=new: new, text)
    return text


if __name__ == "__main__":
    OUT.write_text(generated(OUT.read_text("utf-8")), "utf-8")
    sys.stdout.write(f"wrote {OUT}\n")
