"""CG-1 components and CG-15.2 provisional data: the data files as loaded by the engine."""

from __future__ import annotations

from powerplay.games.powergrid_cards import data
from powerplay.games.powergrid_cards.data import CARDS, DEMOLITION, PLANTS, SINGLES


def test_cg_1_1_plant_cards():
    """CG-1.1: 13 small and 29 big plants, plus the ORM card (not a plant)."""
    assert len(PLANTS) == 42
    assert sum(p.small for p in PLANTS) == 13 and len(data.BIG) == 29
    assert data.ORM == 42 and data.LABEL[data.ORM] == "ORM"
    assert len({p.label for p in PLANTS}) == 42


def test_cg_1_2_resource_cards():
    """CG-1.2: 36 regular cards (12 coal, 10 gas, 9 oil, 5 uranium), 7 singles (2, 2, 2, 1),
    one "+" and one "++" set of one card per type (D-25)."""
    regular = [c for c in CARDS if c.kind == "regular"]
    assert len(regular) == 36
    assert [sum(c.type == r for c in regular) for r in range(4)] == [12, 10, 9, 5]
    assert SINGLES == (2, 2, 2, 1)
    assert sorted(CARDS[c].type for c in data.PLUS) == [0, 1, 2, 3]
    assert sorted(CARDS[c].type for c in data.PLUSPLUS) == [0, 1, 2, 3]
    assert all(1 <= c.amount <= 3 for c in CARDS), "CG-4.8.1: a card holds 1-3 units"


def test_cg_1_4_prices_and_cg_1_8_demolition_cards():
    """CG-1.4: columns cost 1, 2, 3, 4 per unit; CG-11.2: 5 card-game demolition cards, the last
    permanent, card 1 = 1 / 0 (the rulebook's example)."""
    assert data.PRICES == (1, 2, 3, 4)
    assert len(DEMOLITION) == 5 and DEMOLITION[-1].permanent and not any(c.permanent for c in DEMOLITION[:-1])
    assert (DEMOLITION[0].first, DEMOLITION[0].others) == (1, 0)


def test_cg_15_2_provisional_marks_are_kept():
    """CG-15.2: every value not from the rulebook keeps its "NOT FOUND — provisional" mark; plants
    07, 08 and 12 (CG-4.11) are provisional only in their size class."""
    marks = data.provisional_values()
    plants = dict(line.split(": ", 1) for line in marks["plants.json"] if ": " in line)
    assert plants["P07"] == plants["P08"] == plants["P12"] == "size"
    assert len(plants) == 42
    assert "duplicate_numbers_among_small" in marks["plants.json"]
    assert len(marks["resources.json"]) == 44
    assert [line.split(":")[0] for line in marks["demolition.json"]] == ["card 2", "card 3", "card 4", "card 5"]
    assert sum("NOT FOUND — provisional" in p["provenance"] for p in data.PLANTS_JSON["plants"]) == 39


def test_cg_4_1_plants_ordered_by_number():
    """CG-4.1, CG-5.1: plant indexes follow the printed numbers (the market's sort key)."""
    numbers = [p.number for p in PLANTS]
    assert numbers == sorted(numbers)
    dupes = {n for n in numbers if numbers.count(n) > 1}
    assert dupes == set(data.PLANTS_JSON["duplicate_numbers_among_small"]["value"])
