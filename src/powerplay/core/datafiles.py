"""Reading and checking the data files of a game's components: the folder a person who owns the game
fills with the printed values (``core.data_sets``). The files are read as JSON (a file missing, not
UTF-8, not JSON, or with a key written twice, is named), each is validated by its pydantic model (the
files' JSON Schemas), then the game's own checks run across values and files, then the engine's reading.
Every problem names its file, the JSON path of the value and, where a rule sets it, the rule.

A game's ``datafiles`` module holds its files' models and checks, and makes them a :class:`DataFiles`.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from .errors import BadInput

Say = Callable[[str, str], None]
"""Say what is wrong at a JSON path of one file."""
Check = Callable[..., None]
"""A check across values and files: the files' models, then the problems found so far."""


class Problems:
    """The problems found, each in words: ``file: path: what is wrong (rule)``."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def add(self, file: str, path: str, words: str) -> None:
        self.found.append(": ".join(part for part in (file, path, words) if part))

    def about(self, file: str) -> Say:
        """Say problems of ``file``."""
        return lambda path, words: self.add(file, path, words)


def show(value: Any) -> str:
    """A value as it is written in the file (shortened)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def json_words(expected: str) -> str:
    """pydantic's list of allowed values (Python's spelling) as JSON spells them."""
    return expected.replace("True", "true").replace("False", "false").replace("None", "null").replace("'", '"')


IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def json_key(name: str) -> str:
    """An object's key in a JSON path: ``.name``, or ``["name"]`` where it is no identifier."""
    return f".{name}" if IDENTIFIER.match(name) else f"[{json.dumps(name, ensure_ascii=False)}]"


def json_path(loc: tuple[str | int, ...], document: Any) -> str:
    """The JSON path of a pydantic error's location, read along the document: the names pydantic adds
    for a union's branches and for a key that is itself wrong (``[key]``) are no key of the document,
    and are left out."""
    out = ""
    node = document
    for k, name in enumerate(loc):
        if name == "[key]":
            continue
        if isinstance(name, int):
            node = node[name] if isinstance(node, list) and 0 <= name < len(node) else None
            out += f"[{name}]"
            continue
        if isinstance(node, dict) and name in node:
            node = node[name]
        elif (isinstance(node, dict) and k == len(loc) - 1) or node is None:
            node = None  # a field that is missing, or one inside it
        else:
            continue  # a union's branch
        out += json_key(name)
    return out.removeprefix(".")


def words(error: Any, patterns: Mapping[str, str]) -> str:
    """A pydantic error in words (``patterns``: what a text's pattern asks, in words)."""
    kind, ctx, value = error["type"], error.get("ctx") or {}, error.get("input")
    shown = show(value)
    if kind == "missing":
        return "is missing"
    if kind == "extra_forbidden":
        return "is not a field here (a misspelt name?)"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"should be a whole number, not {shown}"
    if kind == "bool_type":
        return f"should be true or false, not {shown}"
    if kind == "string_type":
        return f"should be a text in quotes, not {shown}"
    if kind in ("list_type", "tuple_type"):
        return f"should be a list [...], not {shown}"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return f"should be an object {{...}}, not {shown}"
    if kind == "none_required":
        return f"should be null, not {shown}"
    if kind == "literal_error":
        return f"{shown} is not {json_words(ctx['expected'])}"
    if kind == "too_short":
        return f"has {ctx['actual_length']} items, at least {ctx['min_length']} needed"
    if kind == "too_long":
        return f"has {ctx.get('actual_length')} items, at most {ctx['max_length']} allowed"
    if kind == "string_pattern_mismatch":
        return f"{shown} {patterns.get(ctx['pattern'], 'does not match ' + ctx['pattern'])}"
    return str(error["msg"])


def _object(doubled: list[str], pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, its keys written twice noted in ``doubled`` (JSON keeps only the last value)."""
    out: dict[str, Any] = {}
    for name, value in pairs:
        if name in out:
            doubled.append(name)
        out[name] = value
    return out


@dataclass(frozen=True)
class DataFiles:
    """A game's data files: their names, their models, the checks across them, the engine's reading of
    a good set (``components.read(documents)``, the set's tables known by their ``digest``) and its
    loading for play (``register``: the game's ``datasets``)."""

    game: str
    files: tuple[str, ...]
    models: Mapping[str, type[BaseModel]]
    checks: Sequence[tuple[tuple[str, ...], Check]]
    components: Any
    register: Callable[[Any], Any]
    said: Callable[[Any], str]
    """A pydantic error in words (the game's :func:`words`)."""

    def check(self, documents: Mapping[str, Any], unread: Mapping[str, str] | None = None) -> list[str]:
        """Every problem of a data set (its files' JSON by file name; ``unread``: the files that could
        not be read, with why), in words; none: the engine plays with it."""
        unread = unread or {}
        out = Problems()
        models: dict[str, Any] = {}
        for name in self.files:
            if name in unread:
                out.add(name, "", unread[name])
                continue
            if name not in documents:
                out.add(name, "", "the file is missing")
                continue
            try:
                text = json.dumps(documents[name], ensure_ascii=False)
            except (TypeError, ValueError) as e:
                out.add(name, "", f"is not JSON data: {e}")
                continue
            try:
                models[name] = self.models[name].model_validate_json(text, strict=True)
            except ValidationError as e:
                for error in e.errors():
                    out.add(name, json_path(error["loc"], documents[name]), self.said(error))
        for needs, rule in self.checks:
            if all(name in models for name in needs):
                rule(*(models[name] for name in needs), out)
        if not out.found:
            try:
                self.components.read(documents)
            except (KeyError, ValueError, TypeError, IndexError, AttributeError) as e:
                out.add("", "", f"the engine cannot read the data set: {type(e).__name__}: {e}")
        return out.found

    def read_directory(self, path: str | Path) -> tuple[dict[str, Any], dict[str, str]]:
        """The files of a data set in a folder: their JSON by file name, and why each one that could
        not be read was not."""
        folder = Path(path)
        documents: dict[str, Any] = {}
        unread: dict[str, str] = {}
        for name in self.files:
            file = folder / name
            if not file.is_file():
                unread[name] = f"the file is missing from {folder}"
                continue
            doubled: list[str] = []
            try:
                document = json.loads(file.read_text("utf-8"), object_pairs_hook=functools.partial(_object, doubled))
            except UnicodeDecodeError:
                unread[name] = "is not UTF-8 text"
            except json.JSONDecodeError as e:
                unread[name] = f"is not valid JSON: {e.msg} at line {e.lineno}, column {e.colno}"
            else:
                if doubled:
                    keys = ", ".join(show(k) for k in dict.fromkeys(doubled))
                    unread[name] = f"an object has the key {keys} twice: one of the values would be lost"
                else:
                    documents[name] = document
        return documents, unread

    def check_directory(self, path: str | Path) -> list[str]:
        """Every problem of the data set in a folder, in words."""
        folder = Path(path)
        if not folder.is_dir():
            return [f"{folder}: is no folder"]
        return self.check(*self.read_directory(folder))

    def digest_directory(self, path: str | Path) -> str:
        """The digest of the good data set in a folder: what a game's record names it by."""
        documents, unread = self.read_directory(path)
        if unread:
            raise ValueError("; ".join(f"{name}: {why}" for name, why in unread.items()))
        return str(self.components.read(documents).digest)

    def load_directory(self, path: str | Path) -> str:
        """Load the data set in a folder for play and give its digest, for a config's ``data``; a set
        with a problem is refused, naming the first and how to see them all."""
        documents, unread = self.read_directory(path)
        problems = self.check(documents, unread)
        if problems:
            raise BadInput(
                "the data set in {folder} has {count} problems, the first: {problem} (see them all: powerplay data "
                "check {name} {folder})",
                self.game,
                folder=str(path),
                count=len(problems),
                problem=problems[0],
                name=self.game,
            )
        return str(self.register(self.components.read(documents)).digest)
