"""Write docs/games/<game>-data/<file>.schema.json: the JSON Schema of each data file of every game whose
components a person may replace (its manifest's ``data`` module: the files' models, ``json_schema``, and
their names, ``FILES``). An editor that reads JSON Schema completes and checks a data file with it;
``powerplay data check GAME DIR`` checks the whole set."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from powerplay.core.registry import specs
from powerplay.core.spec import load

DOCS = Path(__file__).resolve().parents[1] / "docs" / "games"


def folder(game: str) -> Path:
    """Where a game's schemas are written."""
    return DOCS / f"{game}-data"


def schemas(game: str) -> dict[str, str]:
    """Each schema's file name and text, for ``game``."""
    module = load(specs()[game].data or "")
    return {
        name.removesuffix(".json") + ".schema.json": json.dumps(module.json_schema(name), indent=2, ensure_ascii=False)
        + "\n"
        for name in module.FILES
    }


if __name__ == "__main__":
    for game, spec in specs().items():
        if spec.data is None:
            continue
        out = folder(game)
        out.mkdir(parents=True, exist_ok=True)
        written = schemas(game)
        for name, text in written.items():
            (out / name).write_text(text, "utf-8")
        sys.stdout.write(f"wrote {len(written)} schemas to {out}\n")
