"""Write docs/openapi.json, the server's OpenAPI description (also served at /api/openapi.json)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from powerplay.server.app import create_app

OUT = Path(__file__).resolve().parents[1] / "docs" / "openapi.json"


def spec() -> str:
    return json.dumps(create_app().openapi(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUT.write_text(spec(), "utf-8")
    sys.stdout.write(f"wrote {OUT}\n")
