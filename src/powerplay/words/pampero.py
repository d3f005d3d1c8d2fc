"""Pampero's words (:class:`~powerplay.words.Lexicon`): its action forms, the rows, tabs, markets,
seats and starting link token its actions name, its phases, each typed and shown in the reader's
language."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from ..core.messages import N_, Translations
from ..games.pampero import datasets, messages
from ..games.pampero.data import MARKETS, ROWS
from . import Lexicon, Words

STARTING_LINK = datasets.find(None).starting_link
"""The starting link token (PA-6.12), typed by a word of the reader's language."""


def short_play(tr: Translations) -> str:
    """The short form of a card's play a reader may type (``сыграть {card} {row} {tab}``)."""
    # Translators: a shorter form a reader may type for the action, with the same fields.
    return tr.pgettext("also typed", "play {card} {row} {tab}")


class PamperoLexicon(Lexicon):
    """Pampero's words."""

    actions: ClassVar[tuple[str, ...]] = (
        N_("return all"),
        N_("take battery"),
        N_("done"),
        N_("specialist action"),
        N_("specialist scoring"),
        N_("take back top"),
        N_("take back bottom"),
        N_("play {card} {row} {tab} option {option}"),
        N_("play {card} {row} {tab}"),
        N_("build at {site} via {via} with batteries"),
        N_("build at {site} via {via}"),
        N_("build at {site} with batteries"),
        N_("build at {site}"),
        N_("fulfil {slot} at {cell} via {via} cost {cost} with batteries"),
        N_("fulfil {slot} at {cell} via {via} cost {cost}"),
        N_("fulfil {slot} at {cell} via {via} with batteries"),
        N_("fulfil {slot} at {cell} via {via}"),
        N_("fulfil {slot} at {cell} cost {cost} with batteries"),
        N_("fulfil {slot} at {cell} cost {cost}"),
        N_("fulfil {slot} at {cell} with batteries"),
        N_("fulfil {slot} at {cell}"),
        N_("sell to {card}"),
        N_("venture capital {column}"),
        N_("link {token} option {option}"),
        N_("link {token}"),
        N_("take link {slot}"),
        N_("bonus {first} {second}"),
        N_("discard {cell}"),
        N_("place in slot {number}"),
        N_("move {source} to STORAGE"),
        N_("move STORAGE to {target}"),
        N_("move {source} to {target}"),
        N_("market {market}"),
        N_("specialist {card}"),
        N_("score {card} option {option}"),
    )
    fields: ClassVar[dict[str, str]] = {
        "card": r"\S+",
        "row": r"\S+",
        "tab": r"\S+",
        "option": r"\d+",
        "site": r"\S+",
        "via": r"\S+",
        "slot": r"\S+",
        "cell": r"\S+",
        "cost": r"\d+",
        "column": r"\d+",
        "token": r"\S+",
        "first": r"\S+",
        "second": r"\S+",
        "number": r"\d+",
        "source": r"\S+",
        "target": r"\S+",
        "market": r"\S+",
    }

    def verbs_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other words a reader may type for the action, separated by spaces.
        return {
            "play": tr.pgettext("also typed", "play"),
            "return": tr.pgettext("also typed", "return"),
            "take": tr.pgettext("also typed", "take"),
            "build": tr.pgettext("also typed", "build"),
            "fulfil": tr.pgettext("also typed", "fulfil"),
            "sell": tr.pgettext("also typed", "sell"),
            "move": tr.pgettext("also typed", "move"),
            "discard": tr.pgettext("also typed", "discard"),
            "score": tr.pgettext("also typed", "score"),
            "done": tr.pgettext("also typed", "done"),
        }

    def forms_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: a shorter form a reader may type for the action, with the same fields.
        return {
            "play {card} {row} {tab} option {option}": tr.pgettext(
                "also typed", "play {card} {row} {tab} option {option}"
            ),
            "play {card} {row} {tab}": short_play(tr),
        }

    def named(self, field: str, value: str, w: Words) -> str:
        """A row, a tab, a market, a seat or the starting link token named in an action, in the reader's
        words (``top``: «верхний»; ``P2``: «И2»; ``LINK-START``: «начальный»)."""
        if field == "row":
            rows = {"top": w.tr.pgettext("pampero row", "top"), "bottom": w.tr.pgettext("pampero row", "bottom")}
            return rows.get(value, value)
        if field == "tab":
            tabs = {"left": w.tr.pgettext("pampero tab", "left"), "right": w.tr.pgettext("pampero tab", "right")}
            return tabs.get(value, value)
        if field == "market" and value in MARKETS:
            return messages.market(value, w.games)
        if field == "token" and value == STARTING_LINK:
            return w.tr.pgettext("pampero link token", "LINK-START")
        if field == "via" and re.fullmatch(r"P\d+", value):
            return w.tr.gettext("P{number}").format(number=value[1:])
        return value

    def spellings(self, w: Words) -> Iterable[tuple[str, str, str]]:
        """The rows, tabs, markets and seats by name (their English values too), and the rows' and tabs'
        other forms («верх», «лев»)."""
        values = {
            "row": ROWS,
            "tab": ("left", "right"),
            "market": MARKETS,
            "via": ("P1", "P2", "P3", "P4"),
            "token": (STARTING_LINK,),
        }
        for field, names in values.items():
            for value in names:
                yield field, self.named(field, value, w), value
                yield field, value, value
        # Translators: other forms a reader may type for the row or tab, separated by spaces.
        more = {
            ("row", "top"): w.tr.pgettext("pampero row, also typed", "top"),
            ("row", "bottom"): w.tr.pgettext("pampero row, also typed", "bottom"),
            ("tab", "left"): w.tr.pgettext("pampero tab, also typed", "left"),
            ("tab", "right"): w.tr.pgettext("pampero tab, also typed", "right"),
        }
        for (field, value), words in more.items():
            for word in words.split():
                yield field, word, value

    def phase_name(self, phase: str, w: Words) -> str:
        names = {
            "actions": w.tr.pgettext("phase", "actions"),
            "consolidation": w.tr.pgettext("phase", "consolidation"),
            "scoring": w.tr.pgettext("phase", "scoring"),
            "over": w.tr.pgettext("phase", "over"),
        }
        return names.get(phase, phase)


LEXICON = PamperoLexicon
