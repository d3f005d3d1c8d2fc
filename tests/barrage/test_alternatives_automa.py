"""The Automa's decisions of §99 played by their alternative (``options.ALTERNATIVES``): each test
shows the default and what the alternative changes (D-A7, D-A10, D-A11, D-A12, D-A17, D-A20, D-A22)."""

from __future__ import annotations

from powerplay.games.barrage.automa import hard
from powerplay.games.barrage.setup import new_state, options_from_config
from powerplay.games.barrage.state import Phase, State
from powerplay.games.barrage.tiles import applies
from powerplay.games.barrage.turbine import FRANCE, _ability
from powerplay.games.barrage.water import Waters

PERSON, AUTOMA, OTHER = 0, 1, 2


def table(level: str = "medium", *alternatives: str, seed: int = 1) -> State:
    """A 3-seat full game (a person, the Automa, a medium Automa) in round 1 on an empty map."""
    config = {"players": 3, "full": True, "automa": [None, level, "medium"], "alternatives": list(alternatives)}
    s = new_state(options_from_config(config), seed)
    s.phase = Phase.ACTIONS
    s.waters = Waters()
    s.company = ["Italy", "France", "USA"]
    s.automa_deck = ["AT05", "AT01"]
    s.automa_discard = ["AT02"]
    return s


def test_d_a17_very_hard_includes_hard_unless_the_alternative() -> None:
    """D-A17: a very hard Automa plays hard's rules (advanced tiles' effects, BA-A19.1; the company's
    ability, BA-A19.2); with the alternative, only medium's and its officer."""
    for alternatives, expected in (((), True), (("D-A17",), False)):
        s = table("very-hard", *alternatives)
        for p in (1, 4, 6):
            s.waters.powerhouse_owner[p] = AUTOMA
        assert hard(s, AUTOMA) is expected
        assert applies(s, AUTOMA) is expected
        assert _ability(s, AUTOMA, FRANCE) is expected
    h = table("hard", "D-A17")
    assert hard(h, AUTOMA) and applies(h, AUTOMA)
