"""PA-38: every decision the options offer an alternative for has a test showing its default against its
alternative (named ``test_amb_NN_…`` in this folder)."""

from __future__ import annotations

import re
from pathlib import Path

from powerplay.games.pampero.options import ALTERNATIVES

HERE = Path(__file__).parent


def test_pa_38_each_alternative_has_its_test() -> None:
    """PA-38: a test per AMB alternative, so that none is offered unproven."""
    names = set()
    for path in HERE.glob("test_*.py"):
        names.update(re.findall(r"^def (test_amb_\d\d)_", path.read_text("utf-8"), re.MULTILINE))
    missing = [amb for amb in ALTERNATIVES if f"test_amb_{amb[4:]}" not in names]
    assert not missing, missing
