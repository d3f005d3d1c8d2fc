"""The games' options on the command line, made from each game's options model (``Game.config_model``,
declared once with the game): every field but ``players`` and the seats' (``"seats"`` in its schema
extras: the seats say who plays them) is an option of its own, described by the field's description.

- a yes/no field is a flag (``--demolition``), or ``--trust/--no-trust`` when it has no default;
- a field of a few values is a choice (``--map usa``), a number a range (``--goal 20``);
- a list of a few values is an option given once per value, named in the singular
  (``--alternative D-01 --alternative D-10``);
- a field that is one of a few words or a list is comma-separated text (``--regions west,east``);
- a field marked ``folder`` in its schema extras (a data set's digest) is a folder, loaded by the game's
  manifest ``data`` module (``--data DIR``).

An option of one game given for another is refused (it would silently do nothing). ``--players`` is
shared; its range is each game's own (its model's bounds).
"""

from __future__ import annotations

import ast
import importlib
import types
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Literal, Union, get_args, get_origin

import annotated_types
import click
from click.core import ParameterSource
from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..core import data_sets
from ..core.errors import BadInput, IllegalAction
from ..core.registry import GAMES, game_class, load_game, spec
from .language import _, games_catalogue, help_words, spoken

Kind = Literal["flag", "switch", "choice", "number", "choices", "text", "folder"]


@dataclass(frozen=True)
class Shape:
    """How a field of an options model is written on the command line: its kind, the click type of a
    value, the metavar, and the words a field of words-or-a-list reads as itself."""

    kind: Kind
    type: click.ParamType | None = None
    metavar: str | None = None
    words: tuple[str, ...] = ()


def _bare(annotation: Any) -> tuple[Any, bool]:
    """The annotation without ``| None``, and whether None was allowed."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) < len(get_args(annotation)):
            return (args[0] if len(args) == 1 else Union[tuple(args)]), True  # noqa: UP007
    return annotation, False


def _literals(annotation: Any) -> tuple[str, ...] | None:
    """The values of a ``Literal`` of words, else None."""
    if get_origin(annotation) is Literal and all(isinstance(v, str) for v in get_args(annotation)):
        return get_args(annotation)
    return None


def _bounds(field: FieldInfo) -> tuple[int | None, int | None]:
    low = high = None
    for m in field.metadata:
        if isinstance(m, annotated_types.Ge):
            low = int(m.ge)  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Gt):
            low = int(m.gt) + 1  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Le):
            high = int(m.le)  # type: ignore[call-overload]
        elif isinstance(m, annotated_types.Lt):
            high = int(m.lt) - 1  # type: ignore[call-overload]
    return low, high


def singular(name: str) -> str:
    """``alternatives`` -> ``alternative``: the option given once per value of a list."""
    return name[:-1] if name.endswith("s") and len(name) > 2 else name


def shape(name: str, field: FieldInfo) -> Shape:
    """How the field ``name`` of an options model is written on the command line. A field marked
    ``folder`` is a data set's digest, given as the folder of its files (the game's manifest ``data``
    loads it)."""
    annotation, optional = _bare(field.annotation)
    extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
    if extra.get("folder"):
        return Shape("folder", click.Path(exists=True, file_okay=False), "DIR")
    if annotation is bool:
        return Shape("switch" if optional or field.default is not False else "flag")
    words = _literals(annotation)
    if words is not None:
        return Shape("choice", click.Choice(words, case_sensitive=False))
    if annotation is int:
        low, high = _bounds(field)
        return Shape("number", click.IntRange(low, high) if low is not None or high is not None else click.INT)
    if get_origin(annotation) is list:
        (item,) = get_args(annotation) or (str,)
        words = _literals(item)
        if words is not None:
            prefix = next(
                (words[0][:k] for k in range(len(words[0]), 0, -1) if all(w.startswith(words[0][:k]) for w in words)),
                "",
            )
            return Shape("choices", click.Choice(words, case_sensitive=False), f"{prefix}XX" if prefix else None)
    if get_origin(annotation) in (Union, types.UnionType):
        words = tuple(w for a in get_args(annotation) for w in (_literals(a) or ()))
        mark = singular(name)[:1].upper()
        metavar = "|".join((*words, f"{mark}1,{mark}2,..."))
        return Shape("text", metavar=metavar, words=words)
    return Shape("text", metavar=name.upper())


def options_of(model: type[BaseModel]) -> Iterator[tuple[str, FieldInfo]]:
    """The fields of an options model that are options of their own on the command line."""
    for name, field in model.model_fields.items():
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        if name != "players" and not extra.get("seats"):
            yield name, field


@dataclass(frozen=True)
class Field:
    """A game's option: the game, the model's field, and how it is written."""

    game: str
    name: str
    field: FieldInfo
    shape: Shape

    @property
    def flag(self) -> str:
        return "--" + (singular(self.name) if self.shape.kind == "choices" else self.name).replace("_", "-")

    @property
    def dest(self) -> str:
        """The option's parameter name (a game's field may share its name with a shared option)."""
        return "game_" + self.flag.removeprefix("--").replace("-", "_")


def fields() -> list[Field]:
    """Every registered game's options, in the games' order."""
    out: list[Field] = []
    for game in GAMES:
        model = game_class(game).config_model
        out.extend(Field(game, name, f, shape(name, f)) for name, f in options_of(model))
    return out


class GameOption(click.Option):
    """An option made from a game's options model (see the module's docstring): its help is the
    field's description in the reader's language, after the titles of the games it is an option of."""

    def __init__(self, param_decls: list[str], *, made: list[Field], **kwargs: Any) -> None:
        super().__init__(param_decls, **kwargs)
        self.made = made

    @property
    def games(self) -> list[str]:
        return list(dict.fromkeys(f.game for f in self.made))

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        lang = spoken()
        texts = {f.game: help_words(f.field.description or "") for f in self.made}
        if len(set(texts.values())) == 1:
            titles = ", ".join(spec(game).title_in(lang) for game in self.games)
            self.help = f"{titles}: {next(iter(texts.values()))}"
        else:  # each game's own words, after its title
            self.help = " ".join(f"{spec(game).title_in(lang)}: {text}" for game, text in texts.items() if text)
        return super().get_help_record(ctx)


def _option(made: list[Field]) -> Callable[[Any], Any]:
    """The click option of one flag, made from the fields of the games that have it."""
    first = made[0]
    kind, default = first.shape.kind, first.field.default
    common: dict[str, Any] = {"cls": GameOption, "made": made, "default": None}
    if len({f.shape.kind for f in made}) > 1 or len({repr(f.shape.type) for f in made}) > 1:
        return click.option(first.flag, first.dest, metavar="VALUE", **common)  # each game reads its own
    if kind == "flag":
        return click.option(first.flag, first.dest, is_flag=True, **common)
    if kind == "switch":
        name = first.flag.removeprefix("--")
        return click.option(f"--{name}/--no-{name}", first.dest, **common)
    if kind == "choices":
        return click.option(
            first.flag,
            first.dest,
            type=first.shape.type,
            multiple=True,
            metavar=first.shape.metavar,
            **{**common, "default": ()},
        )
    if len(made) == 1 and default not in (None, [], ""):
        common.update(default=default, show_default=True)  # given or not, only a given one is read
    return click.option(first.flag, first.dest, type=first.shape.type, metavar=first.shape.metavar, **common)


def game_options(f: Any) -> Any:
    """Every game's options (a command uses those of the chosen game), in the games' order."""
    by_flag: dict[str, list[Field]] = {}
    for made in fields():
        by_flag.setdefault(made.flag, []).append(made)
    for flag in reversed(by_flag):
        f = _option(by_flag[flag])(f)
    return f


def _value(made: Field, value: Any, param: click.Parameter, ctx: click.Context) -> Any:
    """What the config holds for an option's value as given."""
    kind = made.shape.kind
    if isinstance(value, str) and made.shape.type is not None and kind in ("choice", "number"):
        value = made.shape.type.convert(value, param, ctx)  # an option two games read differently
    if kind == "choices":
        return sorted(set(value))
    if kind == "folder":
        try:
            return data_sets.load(made.game, value).digest
        except BadInput as e:
            raise click.BadParameter(e.describe(games_catalogue()), ctx, param) from e
    if kind == "text" and made.shape.words and isinstance(value, str) and value not in made.shape.words:
        return [w.strip() for w in value.split(",")]
    return value


def players_range(game: str) -> tuple[int, int, int]:
    """The player counts a game allows (its model's bounds) and its usual number (the default)."""
    players = game_class(game).config_model.model_fields["players"]
    low, high = _bounds(players)
    return low or 1, high or low or 1, int(players.default)


def ranges() -> str:
    """Each game's player counts, for the help of ``--players``: ``GAME 2-6, GAME 2-4``."""
    return ", ".join(f"{game} {low}-{high}" for game in GAMES for low, high, _n in [players_range(game)])


GAME_ARG = click.argument("game", type=click.Choice(list(GAMES)), default=next(iter(GAMES)), required=False)
"""The game a command plays: a registered game's name (the first in the games' order by default)."""

PLAYERS_TYPE = click.IntRange(
    min(players_range(g)[0] for g in GAMES) if GAMES else 1, max(players_range(g)[1] for g in GAMES) if GAMES else 1
)
"""``--players``: from the fewest any game allows to the most; each game then checks its own."""


def players(game: str, count: int | None) -> int:
    """The number of players for ``game``: ``count`` when the game allows it (else the error click
    gives for a number out of range), else its usual number."""
    low, high, usual = players_range(game)
    if count is None:
        return usual
    ctx = click.get_current_context()
    param = next(p for p in ctx.command.params if p.name == "players")
    return int(click.IntRange(low, high).convert(count, param, ctx))


def game_config(game: str, players: int, options: dict[str, Any]) -> dict:
    """The game's config from the command's options (those given on the command line); an option of
    another game given on the command line is an error (it would silently do nothing)."""
    ctx = click.get_current_context()
    config: dict[str, Any] = {"players": players}
    for param in ctx.command.params:
        if not isinstance(param, GameOption) or param.name not in options:
            continue
        if ctx.get_parameter_source(param.name) != ParameterSource.COMMANDLINE:
            continue
        own = [made for made in param.made if made.game == game]
        if not own:
            raise click.UsageError(
                _(
                    "{option} is an option of {games}, not of {game}",
                    option=param.opts[0],
                    games=", ".join(param.games),
                    game=game,
                )
            )
        config[own[0].name] = _value(own[0], options[param.name], param, ctx)
    return config


def new_game(game: str, seed: int, config: dict) -> Any:
    """A new game, or a usage error saying why the config is refused."""
    try:
        return load_game(game, seed=seed, **config)
    except (BadInput, IllegalAction) as e:
        raise click.UsageError(e.describe(games_catalogue())) from e


def command_line(game: str, config: Mapping[str, Any]) -> str | None:
    """The options that ask for ``config`` (a manifest's example), as one types them; None when one
    of its fields has no option of its own (the seats' fields: ``--seats`` says who plays)."""
    own = {made.name: made for made in fields() if made.game == game}
    out: list[str] = []
    for key, value in config.items():
        if key == "players":
            out.append(f"--players {value}")
        elif key not in own:
            return None
        elif own[key].shape.kind == "choices":
            out.extend(f"{own[key].flag} {v}" for v in value)
        elif own[key].shape.kind in ("flag", "switch") and isinstance(value, bool):
            flag = own[key].flag
            out.append(flag if value else f"--no-{flag[2:]}")
        else:
            out.append(f"{own[key].flag} {','.join(value) if isinstance(value, list) else value}")
    return " ".join(out)


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    """Babel's extraction method for the games' options models (babel/terminal.cfg): the descriptions
    the command's options show (read from the models, which may compute them)."""
    path = Path(getattr(fileobj, "name", "")).resolve()
    module = importlib.import_module(f"powerplay.games.{path.parent.name}.{path.stem}")
    tree = ast.parse(fileobj.read())
    lines = {n.name: n.lineno for n in tree.body if isinstance(n, ast.ClassDef)}
    for model in vars(module).values():
        if isinstance(model, type) and issubclass(model, BaseModel) and model.__module__ == module.__name__:
            for _name, field in options_of(model):
                if field.description:
                    yield lines.get(model.__name__, 1), "gettext", field.description, ["an option's description"]
