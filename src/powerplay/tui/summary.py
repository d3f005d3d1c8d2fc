"""The legal actions in few lines, and the words for tab completion.

Works on the actions' string forms only ("bid 14 on plant 13", "bid 15", "buy 2 coal",
"build Essen", "power 07 10 with 3 oil 4 coal", "scrap 05", "trust Essen", "mark Essen",
"pass", "done"), so it never depends on the engine's action classes.
"""

from __future__ import annotations

import re
from collections import defaultdict

RESOURCE_ORDER = ("coal", "oil", "garbage", "uranium")

COMMANDS = {
    "help": "explain this phase and the command forms",
    "actions": "list every legal action in full",
    "board": "show the board again",
    "map": "the cities in play by region, with their owners",
    "log": "the recent game log ('log 50', 'log all')",
    "save": "save the game record: save FILE",
    "undo": "take back your last action (and the bot actions after it)",
    "quit": "leave the game (with --save, the game is saved first)",
}

_OPEN = re.compile(r"bid (\d+) on plant (\w+)$")
_RAISE = re.compile(r"bid (\d+)$")
_BUY = re.compile(r"buy (\d+) (\w+)$")


def ranges(numbers: list[int]) -> str:
    """``[1, 2, 3, 5, 7, 8]`` -> ``"1..3, 5, 7..8"``."""
    nums = sorted(set(numbers))
    parts: list[str] = []
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        parts.append(str(nums[i]) if i == j else f"{nums[i]}..{nums[j]}")
        i = j + 1
    return ", ".join(parts)


def _dash(numbers: list[int]) -> str:
    """``[1, 2, 3, 4]`` -> ``"1-4"`` (a contiguous run), else the ranges."""
    nums = sorted(set(numbers))
    if len(nums) > 1 and nums[-1] - nums[0] == len(nums) - 1:
        return f"{nums[0]}-{nums[-1]}"
    return ranges(nums).replace("..", "-")


def summarise(actions: list[str], build_costs: dict[str, int] | None = None, limit: int = 12) -> list[str]:
    """Group the legal actions (string forms) into a few readable lines.

    >>> summarise(["pass", "bid 13 on plant 13", "bid 14 on plant 13", "bid 15 on plant 13"])
    ['pass', 'bid N on plant 13 (N = 13..15)']
    >>> summarise(["done", "buy 1 coal", "buy 2 coal", "buy 1 oil"])
    ['done', 'buy 1-2 coal', 'buy 1 oil']
    """
    lines: list[str] = []
    opens: dict[str, list[int]] = defaultdict(list)
    raises: list[int] = []
    buys: dict[str, list[int]] = defaultdict(list)
    builds: list[str] = []
    by_verb: dict[str, list[str]] = defaultdict(list)
    simple: list[str] = []
    for text in actions:
        if m := _OPEN.match(text):
            opens[m[2]].append(int(m[1]))
        elif m := _RAISE.match(text):
            raises.append(int(m[1]))
        elif m := _BUY.match(text):
            buys[m[2]].append(int(m[1]))
        elif text.startswith("build "):
            builds.append(text[6:])
        elif " " in text:
            by_verb[text.split()[0]].append(text)
        else:
            simple.append(text)
    lines.extend(simple)
    if len(raises) == 1:
        lines.append(f"bid {raises[0]}")
    elif raises:
        lines.append(f"bid N (N = {ranges(raises)})")
    for plant, amounts in opens.items():
        if len(amounts) == 1:
            lines.append(f"bid {amounts[0]} on plant {plant}")
        else:
            lines.append(f"bid N on plant {plant} (N = {ranges(amounts)})")
    for res in sorted(buys, key=lambda r: RESOURCE_ORDER.index(r) if r in RESOURCE_ORDER else 9):
        lines.append(f"buy {_dash(buys[res])} {res}")
    if builds:
        costs = build_costs or {}
        known = [costs[c] for c in builds if c in costs]
        span = f", cost {min(known)}..{max(known)}" if known else ""
        if len(builds) <= 6:
            listed = ", ".join(f"{c} ({costs[c]})" if c in costs else c for c in builds)
            lines.append(f"build <city>: {listed}")
        else:
            lines.append(f"build <city> ({len(builds)} cities{span}; see 'Build costs')")
    for verb, items in by_verb.items():
        if verb in ("trust", "mark"):
            names = [t.split(" ", 1)[1] for t in items]
            shown = ", ".join(names[:limit]) + (f", ... ({len(names)} cities)" if len(names) > limit else "")
            lines.append(f"{verb} <city>: {shown}")
            continue
        lines.extend(items[:limit])
        if len(items) > limit:
            lines.append(f"... and {len(items) - limit} more {verb} actions (type 'actions')")
    return lines


def completion_tree(actions: list[str]) -> dict:
    """A nested dict of words for prompt_toolkit's ``NestedCompleter`` (commands included)."""
    tree: dict = {}
    for text in actions:
        node = tree
        words = text.split()
        for k, word in enumerate(words):
            nxt = node.get(word)
            if k == len(words) - 1:
                node.setdefault(word, None)
            else:
                if nxt is None:
                    nxt = node[word] = {}
                node = nxt
    for command in COMMANDS:
        tree.setdefault(command, None)
    tree.setdefault("exit", None)
    return tree
