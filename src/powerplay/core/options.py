"""Reading a game's options: one strict pydantic model per game, one reader for all of them.

Each game declares its options once, as a pydantic model (``Game.config_model``): the field names,
types, defaults, a description of each and, where a rule sets what a field may hold, that rule's
number in the field's metadata (``json_schema_extra={"rule": "PG-3.1"}``). :func:`read_config`
checks a config against it and turns a refusal into the house's errors.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, BeforeValidator, ValidationError
from pydantic_core import ErrorDetails

from .errors import BadInput, IllegalAction, Plural

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
        raise refusal(model, e.errors(include_url=False, include_input=False, include_context=False)) from None


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
    wants = list(dict.fromkeys(_expectation(e) for e in told))
    if all(w.startswith(_SHOULD) for w in wants):
        wants = [wants[0]] + [w.removeprefix(_SHOULD) for w in wants[1:]]
    text = f"{_path(told[0]['loc'])}: " + " or ".join(wants)
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    rule = extra.get("rule")
    if isinstance(rule, str):
        summary = (field.description or "").split(". ")[0].rstrip(".")
        return IllegalAction(rule, f"{summary}; {text}")
    return BadInput(text)


def _wrong_form(error: ErrorDetails) -> bool:
    """A failure because the input is of another JSON type or constant than this form wants."""
    return error["type"].endswith("_type") or error["type"] == "literal_error"


def _path(loc: tuple[int | str, ...]) -> str:
    """``regions[2]``: the option and the list positions below it (a union's branch names left out)."""
    return str(loc[0]) + "".join(f"[{x}]" for x in loc[1:] if isinstance(x, int))


_SHOULD = "input should be "


def _expectation(error: ErrorDetails) -> str:
    """What the option expects, in pydantic's words (which never hold the input)."""
    if error["type"] == "bool_type":
        return "input should be a valid boolean (true or false)"
    msg = error["msg"]
    return msg[:1].lower() + msg[1:]


def _key(key: object) -> str:
    """An unknown option's name when it is short printable text, else a mention of it."""
    if isinstance(key, str) and len(key) <= _SHOWN_KEY and key.isprintable():
        return repr(key)
    return "(its name is not short printable text)"
