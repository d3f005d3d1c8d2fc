"""Barrage's words (:class:`~powerplay.words.Lexicon`): its action forms, its machinery and credits,
the structures and companies its actions name, its phases and the Automa's levels, each typed and shown
in the reader's language."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

from ..core.messages import N_, Translations
from . import Lexicon, Words

STRUCTURES = ("base", "elevation", "conduit", "powerhouse")
COMPANIES = ("USA", "Germany", "Italy", "France")
"""The companies (BA-34), typed in any language in ``choose``."""


class BarrageLexicon(Lexicon):
    """Barrage's words."""

    actions: ClassVar[tuple[str, ...]] = (
        N_("pass"),
        N_("choose {company} with {contract}"),
        N_("place on {space}"),
        N_("bank {amount}"),
        N_("drops on nothing"),
        N_("drop on {headstreams}"),
        N_("drops on {headstreams}"),
        N_("take excavator"),
        N_("take mixer"),
        N_("take contract {contract}"),
        N_("discard contract {contract}"),
        N_("build {structure} on {site} with {tile} as {copy}"),
        N_("build {structure} on {site} with {tile}"),
        N_("pay nothing"),
        N_("pay {resources}"),
        N_("produce none"),
        N_("produce {drops} drop from {dam} through {conduit} to {powerhouse}"),
        N_("produce {drops} drops from {dam} through {conduit} to {powerhouse}"),
        N_("fulfil none"),
        N_("fulfil {contract}"),
        N_("put nothing"),
        N_("put {structure} on {site}"),
        N_("copy {officer}"),
    )
    fields: ClassVar[dict[str, str]] = {
        "company": r"\S+",
        "contract": r"\S+",
        "space": r"\S+",
        "headstreams": r"\S+(?: \S+)*?",
        "structure": r"\S+",
        "site": r"\S+",
        "tile": r"\S+",
        "copy": r"\S+",
        "drops": r"\d+",
        "dam": r"\S+",
        "conduit": r"\S+",
        "powerhouse": r"\S+",
        "officer": r"\S+",
    }
    resources = ("excavator", "mixer", "credit")

    def resource_forms(self, tr: Translations) -> dict[str, tuple[str, Callable[[int], str]]]:
        return {
            "excavator": (
                tr.pgettext("barrage", "excavator"),
                lambda k: tr.npgettext("barrage", "{n} excavator", "{n} excavators", k),
            ),
            "mixer": (
                tr.pgettext("barrage", "concrete mixer"),
                lambda k: tr.npgettext("barrage", "{n} mixer", "{n} mixers", k),
            ),
            "credit": (
                tr.pgettext("barrage", "credits"),
                lambda k: tr.npgettext("barrage", "{n} credit", "{n} credits", k),
            ),
        }

    def resources_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other forms a reader may type for the resource («купити 1 нафту»), separated by spaces.
        return {
            "excavator": tr.pgettext("barrage, also typed", "excavator"),
            "mixer": tr.pgettext("barrage, also typed", "mixer"),
            "credit": tr.pgettext("barrage, also typed", "credit"),
        }

    def verbs_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: other words a reader may type for the action, separated by spaces.
        return {
            "pass": tr.pgettext("also typed", "pass"),
            "choose": tr.pgettext("also typed", "choose"),
            "place": tr.pgettext("also typed", "place"),
            "bank": tr.pgettext("also typed", "bank"),
            "drop": tr.pgettext("also typed", "drop"),
            "drops": tr.pgettext("also typed", "drops"),
            "take": tr.pgettext("also typed", "take"),
            "discard": tr.pgettext("also typed", "discard"),
            "build": tr.pgettext("also typed", "build"),
            "pay": tr.pgettext("also typed", "pay"),
            "produce": tr.pgettext("also typed", "produce"),
            "fulfil": tr.pgettext("also typed", "fulfil"),
            "put": tr.pgettext("also typed", "put"),
            "copy": tr.pgettext("also typed", "copy"),
        }

    def forms_typed(self, tr: Translations) -> dict[str, str]:
        # Translators: a shorter form a reader may type for the action, with the same fields.
        choose = tr.pgettext("also typed", "choose {company} with {contract}")
        return {"choose {company} with {contract}": choose}

    def named(self, field: str, value: str, w: Words) -> str:
        """A structure or company named in an action (``base``, ``Italy``) in the reader's words (a
        structure as the object of the verb: «будувати основу»)."""
        if field == "structure":
            names = {
                "base": w.tr.pgettext("barrage structure", "base"),
                "elevation": w.tr.pgettext("barrage structure", "elevation"),
                "conduit": w.tr.pgettext("barrage structure", "conduit"),
                "powerhouse": w.tr.pgettext("barrage structure", "powerhouse"),
            }
            return names.get(value, value)
        if field == "company":
            return w.games.pgettext("barrage company", value)
        return value

    def spellings(self, w: Words) -> Iterable[tuple[str, str, str]]:
        """The structures and companies by name (their ids too), and the structures' other forms (as a
        subject: «основа»)."""
        for field, values in (("structure", STRUCTURES), ("company", COMPANIES)):
            for value in values:
                yield field, self.named(field, value, w), value
                yield field, value, value
        # Translators: other forms a reader may type for the structure, separated by spaces.
        more = {
            "base": w.tr.pgettext("barrage structure, also typed", "base"),
            "elevation": w.tr.pgettext("barrage structure, also typed", "elevation"),
            "conduit": w.tr.pgettext("barrage structure, also typed", "conduit"),
            "powerhouse": w.tr.pgettext("barrage structure, also typed", "powerhouse"),
        }
        for value, words in more.items():
            for word in words.split():
                yield "structure", word, value

    def phase_name(self, phase: str, w: Words) -> str:
        names = {
            "choose": w.tr.pgettext("phase", "choose"),
            "actions": w.tr.pgettext("phase", "actions"),
            "over": w.tr.pgettext("phase", "over"),
        }
        return names.get(phase, phase)

    def seat_kinds(self, tr: Translations) -> dict[str, str]:
        """The Automa's levels (BA-A1.6)."""
        return {
            "automa-easy": tr.pgettext("bot", "Automa (easy)"),
            "automa-medium": tr.pgettext("bot", "Automa (medium)"),
            "automa-hard": tr.pgettext("bot", "Automa (hard)"),
            "automa-very-hard": tr.pgettext("bot", "Automa (very hard)"),
        }


LEXICON = BarrageLexicon
