"""Power Grid's words (:class:`~powerplay.words.Lexicon`): its action forms, its resources and their
amounts, the cities its actions name, its phases, each typed and shown in the reader's language."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

from ..core.messages import N_, Translations
from ..games.powergrid.messages import CITY, city_names
from . import ENGLISH, Lexicon, Words

RESOURCES = ("coal", "oil", "garbage", "uranium")
"""The resources the actions buy and burn."""


def city(name: str, w: Words = ENGLISH) -> str:
    """A city's name (as the board's data spells it: ``Duesseldorf``) in the reader's language
    («Дюссельдорф»): the ``city`` names of the games' catalogue."""
    return w.games.pgettext(CITY, name)


class PowerGridLexicon(Lexicon):
    """Power Grid's words."""

    actions: ClassVar[tuple[str, ...]] = (
        N_("pass"),
        N_("done"),
        N_("power nothing"),
        N_("bid {amount} on plant {plant}"),
        N_("bid {amount}"),
        N_("scrap {plant} returning {resources}"),
        N_("scrap {plant}"),
        N_("buy {resources}"),
        N_("build {city}"),
        N_("trust {city}"),
        N_("mark {city}"),
        N_("power {plants} with {resources}"),
        N_("power {plants}"),
    )
    fields: ClassVar[dict[str, str]] = {"plant": r"\S+", "plants": r"\S+(?: \S+)*?", "city": r".+"}
    resources = RESOURCES

    def resource_forms(self, tr: Translations) -> dict[str, tuple[str, Callable[[int], str]]]:
        return {
            "coal": (tr.pgettext("powergrid", "coal"), lambda k: tr.npgettext("powergrid", "{n} coal", "{n} coal", k)),
            "oil": (tr.pgettext("powergrid", "oil"), lambda k: tr.npgettext("powergrid", "{n} oil", "{n} oil", k)),
            "garbage": (
                tr.pgettext("powergrid", "garbage"),
                lambda k: tr.npgettext("powergrid", "{n} garbage", "{n} garbage", k),
            ),
            "uranium": (
                tr.pgettext("powergrid", "uranium"),
                lambda k: tr.npgettext("powergrid", "{n} uranium", "{n} uranium", k),
            ),
            "hybrid": (
                tr.pgettext("powergrid", "hybrid"),
                lambda k: tr.npgettext("powergrid", "{n} hybrid", "{n} hybrid", k),
            ),
            "eco": (tr.pgettext("powergrid", "eco"), lambda k: tr.pgettext("powergrid", "eco")),
        }

    def resources_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other forms a reader may type for the resource («купити 1 нафту»), separated by spaces.
        return {
            "coal": tr.pgettext("powergrid, also typed", "coal"),
            "oil": tr.pgettext("powergrid, also typed", "oil"),
            "garbage": tr.pgettext("powergrid, also typed", "garbage"),
            "uranium": tr.pgettext("powergrid, also typed", "uranium"),
        }

    def verbs_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other words a reader may type for the action, separated by spaces.
        return {
            "pass": tr.pgettext("also typed", "pass"),
            "done": tr.pgettext("also typed", "done"),
            "bid": tr.pgettext("also typed", "bid"),
            "scrap": tr.pgettext("also typed", "scrap"),
            "buy": tr.pgettext("also typed", "buy"),
            "build": tr.pgettext("also typed", "build"),
            "trust": tr.pgettext("also typed", "trust"),
            "mark": tr.pgettext("also typed", "mark"),
            "power": tr.pgettext("also typed", "power"),
        }

    def named(self, field: str, value: str, w: Words) -> str:
        """A city in the reader's words."""
        return city(value, w) if field == "city" else value

    def spellings(self, w: Words) -> Iterable[tuple[str, str, str]]:
        for name in city_names():
            yield "city", city(name, w), name

    def phase_name(self, phase: str, w: Words) -> str:
        names = {
            "trust-setup": w.tr.pgettext("phase", "trust-setup"),
            "mark-cities": w.tr.pgettext("phase", "mark-cities"),
            "auction": w.tr.pgettext("phase", "auction"),
            "resources": w.tr.pgettext("phase", "resources"),
            "building": w.tr.pgettext("phase", "building"),
            "bureaucracy": w.tr.pgettext("phase", "bureaucracy"),
            "over": w.tr.pgettext("phase", "over"),
        }
        return names.get(phase, phase)


LEXICON = PowerGridLexicon
