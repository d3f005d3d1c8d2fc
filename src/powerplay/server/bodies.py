"""What the server sends as JSON text: compact encoding, and the states' views encoded part by part
(the views of one version share most of their parts, each encoded once), and the events as data."""

from __future__ import annotations

from typing import Any

import orjson


def dumps(data: Any) -> str:
    """Compact JSON text (orjson: the same text as ``json.dumps`` with ``(",", ":")`` separators and
    UTF-8, about ten times faster — the seats' states are encoded after every move)."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()


STATE = '{"type":"state",'
LEGACY = "text"
"""The kind of an event stored as English words before events were data, whose game's record no
longer replays (migration 0003): its ``args`` hold ``text``, shown as it is."""


def as_data(event: Any) -> dict:
    """An event (the protocol's ``Event``) as it is stored and sent: ``{"kind", "args"}``."""
    return {"kind": event.kind, "args": event.args}


_KEYS: dict[str, str] = {}
"""The views' keys as JSON text."""


def view_json(view: dict, encoded: dict[str, tuple[Any, str]], items: dict[int, tuple[Any, str]]) -> str:
    """``view`` as JSON text. Views of one version built together share most of their parts (the
    same objects: ``Game.views``): an entry whose value is the very object already encoded under
    its key (``encoded``) is not encoded again. A list of objects (the players) is encoded item by
    item (``items``, by identity): the seats' lists differ in their own item only."""
    out = []
    for key, value in view.items():
        known = encoded.get(key)
        if known is not None and known[0] is value:
            out.append(known[1])
            continue
        if type(value) is list and value and type(value[0]) is dict:
            text = "[" + ",".join([_item_json(item, items) for item in value]) + "]"
        else:
            text = dumps(value)
        name = _KEYS.get(key)
        if name is None:
            name = _KEYS[key] = dumps(key) + ":"
        piece = name + text
        if known is None:
            encoded[key] = (value, piece)
        out.append(piece)
    return "{" + ",".join(out) + "}"


def _item_json(value: Any, items: dict[int, tuple[Any, str]]) -> str:
    known = items.get(id(value))
    if known is not None:
        return known[1]
    text = dumps(value)
    items[id(value)] = (value, text)  # the value kept alive: its id stays its own
    return text
