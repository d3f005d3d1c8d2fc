"""Answers as JSON text (the game states are encoded once per version and sent as they are)."""

from __future__ import annotations

import json
from typing import Any

from fastapi import Response

_NO_STORE = {"Cache-Control": "no-store"}


def reply(data: Any, status: int = 200, secret: bool = False) -> Response:
    """``data`` as JSON; ``secret``: it holds a token or key, which no cache may keep."""
    return Response(
        json.dumps(data, separators=(",", ":"), ensure_ascii=False),
        status_code=status,
        media_type="application/json",
        headers=_NO_STORE if secret else None,
    )
