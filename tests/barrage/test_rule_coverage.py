"""Every rule of the Barrage specification is proven by a test that names it, or is listed
with the reason it has no behaviour of its own (a definition, a digest): ``rule_ids.txt`` holds every
rule id of the specification, ``no_behaviour_*.txt`` the ones without behaviour."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
TESTS = HERE.parent


def listed(path: Path) -> list[str]:
    return [line.split()[0] for line in path.read_text("utf-8").splitlines() if line.strip() and line[0] != "#"]


def named_by_tests() -> set[str]:
    """Every rule id written in a test module (its names, docstrings and comments)."""
    found: set[str] = set()
    for path in TESTS.rglob("test_*.py"):
        if path.name != Path(__file__).name:
            found |= set(re.findall(r"BA-A?\d+\.\d+[a-z]?", path.read_text("utf-8")))
    return found


def without_behaviour() -> dict[str, str]:
    out = {}
    for path in sorted(HERE.glob("no_behaviour_*.txt")):
        for line in path.read_text("utf-8").splitlines():
            if line.strip() and line[0] != "#":
                rule, _, reason = line.partition(" ")
                assert reason.strip(), f"{path.name}: {rule} without a reason"
                out[rule] = reason.strip()
    return out


def test_every_rule_is_tested_or_has_no_behaviour_of_its_own() -> None:
    rules = listed(HERE / "rule_ids.txt")
    assert len(rules) == len(set(rules)) > 300
    none = without_behaviour()
    assert set(none) <= set(rules), "ids that are no rules of the specification"
    untested = [r for r in rules if r not in named_by_tests() and r not in none]
    assert untested == [], "rules no test names"


def test_a_rule_with_a_test_is_not_listed_as_without_behaviour() -> None:
    both = sorted(set(without_behaviour()) & named_by_tests())
    assert both == [], "listed as without behaviour, yet a test names them"
