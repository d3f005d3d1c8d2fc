"""Answers as JSON text (the game states are encoded once per version and sent as they are)."""

from __future__ import annotations

from typing import Any

import orjson
from fastapi import Response

_NO_STORE = {"Cache-Control": "no-store"}


def reply(data: Any, status: int = 200, secret: bool = False) -> Response:
    """``data`` as JSON; ``secret``: it holds a token or key, which no cache may keep."""
    return Response(
        orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS),
        status_code=status,
        media_type="application/json",
        headers=_NO_STORE if secret else None,
    )
