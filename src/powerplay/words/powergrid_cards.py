"""The words of Power Grid: The Card Game (:class:`~powerplay.words.Lexicon`): its action forms, its
resources and their amounts, its phases, each typed and shown in the reader's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from ..core.messages import N_, Translations
from . import Lexicon, Words


class CardsLexicon(Lexicon):
    """The card game's words."""

    actions: ClassVar[tuple[str, ...]] = (
        N_("pass"),
        N_("done"),
        N_("produce nothing"),
        N_("discard nothing"),
        N_("bid {amount} on plant {plant}"),
        N_("bid {amount}"),
        N_("demolish {plant}"),
        N_("discard {resources}"),
        N_("buy {resources} from column {column}"),
        N_("produce {plants} with {resources}"),
        N_("produce {plants}"),
    )
    fields: ClassVar[dict[str, str]] = {"column": r"\d+", "plant": r"\S+", "plants": r"\S+(?: \S+)*?"}
    resources = ("coal", "gas", "oil", "uranium")

    def resource_forms(self, tr: Translations) -> dict[str, tuple[str, Callable[[int], str]]]:
        return {
            "coal": (tr.pgettext("cards", "coal"), lambda k: tr.npgettext("cards", "{n} coal", "{n} coal", k)),
            "gas": (tr.pgettext("cards", "gas"), lambda k: tr.npgettext("cards", "{n} gas", "{n} gas", k)),
            "oil": (tr.pgettext("cards", "oil"), lambda k: tr.npgettext("cards", "{n} oil", "{n} oil", k)),
            "uranium": (
                tr.pgettext("cards", "uranium"),
                lambda k: tr.npgettext("cards", "{n} uranium", "{n} uranium", k),
            ),
            "hybrid": (
                tr.pgettext("cards", "hybrid"),
                lambda k: tr.npgettext("cards", "{n} hybrid", "{n} hybrid", k),
            ),
            "eco": (tr.pgettext("cards", "eco"), lambda k: tr.pgettext("cards", "eco")),
        }

    def resources_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other forms a reader may type for the resource («купити 1 нафту»), separated by spaces.
        return {
            "coal": tr.pgettext("cards, also typed", "coal"),
            "gas": tr.pgettext("cards, also typed", "gas"),
            "oil": tr.pgettext("cards, also typed", "oil"),
            "uranium": tr.pgettext("cards, also typed", "uranium"),
        }

    def verbs_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other words a reader may type for the action, separated by spaces.
        return {
            "pass": tr.pgettext("also typed", "pass"),
            "done": tr.pgettext("also typed", "done"),
            "bid": tr.pgettext("also typed", "bid"),
            "buy": tr.pgettext("also typed", "buy"),
            "demolish": tr.pgettext("also typed", "demolish"),
            "discard": tr.pgettext("also typed", "discard"),
            "produce": tr.pgettext("also typed", "produce"),
        }

    def phase_name(self, phase: str, w: Words) -> str:
        names = {
            "auction": w.tr.pgettext("phase", "auction"),
            "resources": w.tr.pgettext("phase", "resources"),
            "bureaucracy": w.tr.pgettext("phase", "bureaucracy"),
            "over": w.tr.pgettext("phase", "over"),
        }
        return names.get(phase, phase)


LEXICON = CardsLexicon
