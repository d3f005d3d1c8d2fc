"""Write docs/openapi.json, the server's OpenAPI description (also served at /api/openapi.json)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from powerplay.server.app import create_app

OUT = Path(__file__).resolve().parents[1] / "docs" / "openapi.json"


def spec() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app(database_url=f"sqlite:///{tmp}/openapi.db")
        return json.dumps(app.openapi(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUT.write_text(spec(), "utf-8")
    sys.stdout.write(f"wrote {OUT}\n")
