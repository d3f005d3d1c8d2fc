"""``EmberRace``: the game made of its rules (``rules``), behind the common protocol."""

from __future__ import annotations

from typing import ClassVar

from powerplay.core.protocol import Rules, RulesGame

from . import SPEC, rules
from .messages import RaceEvent
from .rules import RaceConfig, State


class EmberRace(RulesGame):
    """A race of Ember Race."""

    name = SPEC.name
    rules: ClassVar[Rules] = rules
    config_model = RaceConfig
    score_key = "steps"
    event_type = RaceEvent
    state: State
