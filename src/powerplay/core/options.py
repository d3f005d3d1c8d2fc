"""Reading a game's options: one strict pydantic model per game, one reader for all of them.

Each game declares its options once, as a pydantic model (``Game.config_model``): the field names,
types, defaults, a description of each and, where a rule sets what a field may hold, that rule's
number in the field's metadata (``json_schema_extra={"rule": "PG-3.1"}``). :func:`read_config`
checks a config against it and turns a refusal into the house's errors.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, BeforeValidator, ValidationError
from pydantic.fields import FieldInfo
from pydantic_core import ErrorDetails

from .errors import BadInput, Either, IllegalAction, Phrase, Plural, render
from .messages import N_

M = TypeVar("M", bound=BaseModel)


def whole(value: object) -> object:
    """``4.0`` is the whole number 4 (JSON does not tell them apart); ``4.5``, ``"4"`` and ``true`` stay
    what they are, for the strict check to refuse."""
    return int(value) if isinstance(value, float) and value.is_integer() and abs(value) < 2**53 else value


WholeNumber = Annotated[int, BeforeValidator(whole)]
"""An integer option: a JSON integer (written ``4`` or ``4.0``), never text or a boolean. (Bounds go
before the validator, ``Annotated[int, Field(ge=0), BeforeValidator(whole)]``, where the field is
optional: else the JSON schema loses them.)"""

_SHOWN_KEY = 40
"""The longest unknown option name a refusal repeats (a longer one is not shown at all)."""


def read_config(model: type[M], config: Mapping[str, Any]) -> M:
    """Check ``config`` against a game's options model and return the model instance.

    A refusal names the option and what it expects, never the value given (a value may be any
    size or hold text that cannot be printed): ``IllegalAction`` with the rule when the option's
    field names one (``{"players": 9}`` for Power Grid: PG-3.1), else ``BadInput``.

    >>> from pydantic import BaseModel, ConfigDict, Field
    >>> class Demo(BaseModel):
    ...     model_config = ConfigDict(extra="forbid", strict=True)
    ...     players: int = Field(4, ge=2, le=6, description="Two to six play.",
    ...                          json_schema_extra={"rule": "X-1"})
    ...     fast: bool = Field(False, description="Play fast.")
    >>> read_config(Demo, {"players": 3}).players
    3
    >>> read_config(Demo, {"fast": "false"})
    Traceback (most recent call last):
    ...
    powerplay.core.errors.BadInput: fast: input should be a valid boolean (true or false)
    >>> read_config(Demo, {"players": 9})
    Traceback (most recent call last):
    ...
    powerplay.core.errors.IllegalAction: X-1: Two to six play; players: input should be less than or equal to 6
    """
    if not isinstance(config, Mapping):
        raise BadInput("a config is a JSON object of options")
    unknown = [key for key in config if key not in model.model_fields]
    if unknown:
        names = ", ".join(_key(key) for key in unknown[:3]) + (", ..." if len(unknown) > 3 else "")
        raise BadInput(
            Plural(
                "unknown option {names}; the options are {options}",
                "unknown options {names}; the options are {options}",
                "n",
            ),
            n=len(unknown),
            names=names,
            options=", ".join(model.model_fields),
        )
    try:
        return model.model_validate(dict(config))
    except ValidationError as e:
        # ``from None``: the pydantic error's own text repeats the input, which a refusal never does
        raise refusal(model, e.errors(include_url=False, include_input=False)) from None


def refusal(model: type[BaseModel], errors: list[ErrorDetails]) -> BadInput | IllegalAction:
    """The refusal for the first option that failed (``errors``: pydantic's, located from the option's
    name; the server's request checks give the same refusals as the engine).

    An option that may take one of several forms (a union) fails once per form: the failures past
    the wrong form of input tell what is wrong (a list too long, a name unknown); when the input
    fits no form at all, the forms are listed together."""
    name = errors[0]["loc"][0]
    if str(name) not in model.model_fields:
        return BadInput(
            "unknown option {name}; the options are {options}", name=_key(name), options=", ".join(model.model_fields)
        )
    field = model.model_fields[str(name)]
    same = [e for e in errors if e["loc"][0] == name]
    told = [e for e in same if not _wrong_form(e)] or same
    deepest = max(len(e["loc"]) for e in told)
    told = [e for e in told if len(e["loc"]) == deepest]
    wants: dict[str, tuple[bool, Phrase]] = {}
    for e in told:
        should, phrase = _expectation(e)
        wants.setdefault(render(phrase.text, phrase.fields, None), (should, phrase))
    if all(should for should, _ in wants.values()):
        problem: Phrase | Either = Phrase(_SHOULD, {"what": Either(tuple(p for _, p in wants.values()))})
    else:
        problem = Either(tuple(Phrase(_SHOULD, {"what": p}) if should else p for should, p in wants.values()))
    option = _path(told[0]["loc"])
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    rule = extra.get("rule")
    if isinstance(rule, str):
        summary = Phrase(summary_of(field), {})
        return IllegalAction(rule, "{summary}; {option}: {problem}", summary=summary, option=option, problem=problem)
    return BadInput("{option}: {problem}", option=option, problem=problem)


def summary_of(field: FieldInfo) -> str:
    """An option's description, its first sentence: what a refusal of it recalls (``Power Grid is for
    2 to 6 players``), a message of the catalogue (``i18n.extract_refusals``)."""
    return (field.description or "").split(". ")[0].rstrip(".")


def _wrong_form(error: ErrorDetails) -> bool:
    """A failure because the input is of another JSON type or constant than this form wants."""
    return error["type"].endswith("_type") or error["type"] == "literal_error"


def _path(loc: tuple[int | str, ...]) -> str:
    """``regions[2]``: the option and the list positions below it (a union's branch names left out)."""
    return str(loc[0]) + "".join(f"[{x}]" for x in loc[1:] if isinstance(x, int))


_SHOULD = N_("input should be {what}")

_KINDS = {
    "bool_type": N_("a valid boolean (true or false)"),
    "int_type": N_("a valid integer"),
    "string_type": N_("a valid string"),
    "list_type": N_("a valid list"),
    "dict_type": N_("a valid dictionary"),
}
"""What an option of another JSON type should be, by pydantic's error type."""

_BOUNDS = {
    "less_than_equal": ("le", N_("less than or equal to {limit}")),
    "greater_than_equal": ("ge", N_("greater than or equal to {limit}")),
    "less_than": ("lt", N_("less than {limit}")),
    "greater_than": ("gt", N_("greater than {limit}")),
}
"""The bounds of a number, by pydantic's error type: the context's key, and the words."""

_LENGTHS = {
    "too_long": Plural(
        "list should have at most {limit} item after validation, not {length}",
        "list should have at most {limit} items after validation, not {length}",
        "limit",
    ),
    "too_short": Plural(
        "list should have at least {limit} item after validation, not {length}",
        "list should have at least {limit} items after validation, not {length}",
        "limit",
    ),
    "string_too_long": Plural(
        "string should have at most {limit} character", "string should have at most {limit} characters", "limit"
    ),
    "string_too_short": Plural(
        "string should have at least {limit} character", "string should have at least {limit} characters", "limit"
    ),
}
"""A list's or a text's length, by pydantic's error type (the limit is ``min_length`` or ``max_length``)."""


def _expectation(error: ErrorDetails) -> tuple[bool, Phrase]:
    """What the option expects, as words to translate (pydantic's own are English, and never hold the
    input): whether it is what the input "should be", and the phrase. Without pydantic's context (its
    ``ctx``), or of another kind, pydantic's words are kept; our own checks' words
    (``PydanticCustomError``) are messages of the catalogue."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind in _KINDS:
        return True, Phrase(_KINDS[kind], {})
    if kind in _BOUNDS and _BOUNDS[kind][0] in ctx:
        key, words = _BOUNDS[kind]
        return True, Phrase(words, {"limit": ctx[key]})
    if kind == "literal_error" and "expected" in ctx:  # "'germany' or 'usa'": each value as it is
        values = re.split(r", | or ", str(ctx["expected"]))
        return True, Phrase("{values}", {"values": Either(tuple(Phrase("{v}", {"v": v}) for v in values))})
    limit = ctx.get("max_length", ctx.get("min_length"))
    if kind in _LENGTHS and limit is not None and ctx.get("field_type", "List") == "List":
        return False, Phrase(_LENGTHS[kind], {"limit": limit, "length": ctx.get("actual_length")})
    msg = error["msg"]
    should = "Input should be "
    if msg.startswith(should):
        return True, Phrase(msg.removeprefix(should), {})
    return False, Phrase(msg[:1].lower() + msg[1:], {})


def _key(key: object) -> str:
    """An unknown option's name when it is short printable text, else a mention of it."""
    if isinstance(key, str) and len(key) <= _SHOWN_KEY and key.isprintable():
        return repr(key)
    return "(its name is not short printable text)"
