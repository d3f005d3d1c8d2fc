"""docs/openapi.json is the server's current OpenAPI description (regenerate: scripts/export_openapi.py)."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_openapi_document_is_up_to_date():
    spec = importlib.util.spec_from_file_location("export_openapi", ROOT / "scripts" / "export_openapi.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = module.spec()
    assert '"/api/games/{game_id}/actions"' in text
    assert (ROOT / "docs" / "openapi.json").read_text("utf-8") == text
