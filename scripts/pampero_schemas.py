"""Write docs/games/pampero-data/<file>.schema.json: the JSON Schema of each of Pampero's data files, made
from their models (``powerplay.games.pampero.datafiles``). An editor that reads JSON Schema completes and
checks a data file with it; ``powerplay data check pampero DIR`` checks the whole set."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from powerplay.games.pampero.data import FILES
from powerplay.games.pampero.datafiles import json_schema

OUT = Path(__file__).resolve().parents[1] / "docs" / "games" / "pampero-data"


def schemas() -> dict[str, str]:
    """Each schema's file name and text."""
    return {
        name.removesuffix(".json") + ".schema.json": json.dumps(json_schema(name), indent=2, ensure_ascii=False) + "\n"
        for name in FILES
    }


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    written = schemas()
    for name, text in written.items():
        (OUT / name).write_text(text, "utf-8")
    sys.stdout.write(f"wrote {len(written)} schemas to {OUT}\n")
