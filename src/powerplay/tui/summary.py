"""The legal actions in few lines, and the words for tab completion.

Works on the actions' string forms only ("bid 14 on plant 13", "bid 15", "buy 2 coal",
"build Essen", "power 07 10 with 3 oil 4 coal", "scrap 05", "trust Essen", "mark Essen",
"pass", "done"), so it never depends on the engine's action classes.
"""

from __future__ import annotations

import re
from collections import defaultdict

from .words import ENGLISH, N_, Words

RESOURCE_ORDER = ("coal", "oil", "garbage", "uranium")

COMMANDS = {
    "help": N_("explain this phase and the command forms"),
    "actions": N_("list every legal action in full"),
    "board": N_("show the board again"),
    "map": N_("the cities in play by region, with their owners"),
    "log": N_("the recent game log ('{log} 50', '{log} {all}')"),
    "save": N_("save the game record: {save} {file}"),
    "undo": N_("take back your last action (until another player acts or a hidden card is revealed)"),
    "quit": N_("leave the game (with --save, the game is saved first)"),
}
"""The session's commands and what each does (in the help)."""

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


def summarise(
    actions: list[str], build_costs: dict[str, int] | None = None, limit: int = 12, w: Words = ENGLISH
) -> list[str]:
    """Group the legal actions (string forms) into a few readable lines, in the words of ``w``.

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
    lines.extend(w.show(a) for a in simple)
    if len(raises) == 1:
        lines.append(w.show(f"bid {raises[0]}"))
    elif raises:
        lines.append(w.template("bid {amount}", amount="N") + f" (N = {ranges(raises)})")
    for plant, amounts in opens.items():
        if len(amounts) == 1:
            lines.append(w.show(f"bid {amounts[0]} on plant {plant}"))
        else:
            lines.append(
                w.template("bid {amount} on plant {plant}", amount="N", plant=plant) + f" (N = {ranges(amounts)})"
            )
    for res in sorted(buys, key=lambda r: RESOURCE_ORDER.index(r) if r in RESOURCE_ORDER else 9):
        amount = w.amount(_dash(buys[res]), res, count=max(buys[res]))
        lines.append(w.template("buy {resources}", resources=amount))
    if builds:
        costs = build_costs or {}
        known = [costs[c] for c in builds if c in costs]
        build = w.template("build {city}", city=w._("<city>"))
        if len(builds) <= 6:
            listed = ", ".join(f"{w.city(c)} ({costs[c]})" if c in costs else w.city(c) for c in builds)
            lines.append(f"{build}: {listed}")
        elif known:
            lines.append(
                w.ngettext(
                    "{build} ({count} city, cost {low}..{high}; see '{costs}')",
                    "{build} ({count} cities, cost {low}..{high}; see '{costs}')",
                    len(builds),
                    build=build,
                    low=min(known),
                    high=max(known),
                    costs=w._("Build costs"),
                )
            )
        else:
            lines.append(
                w.ngettext(
                    "{build} ({count} city; see '{costs}')",
                    "{build} ({count} cities; see '{costs}')",
                    len(builds),
                    build=build,
                    costs=w._("Build costs"),
                )
            )
    for verb, items in by_verb.items():
        if verb in ("trust", "mark"):
            names = sorted(w.city(t.split(" ", 1)[1]) for t in items)
            shown = ", ".join(names[:limit])
            if len(names) > limit:
                shown += ", " + w.ngettext("... ({count} city)", "... ({count} cities)", len(names))
            lines.append(w.template(f"{verb} {{city}}", city=w._("<city>")) + f": {shown}")
            continue
        lines.extend(w.show(a) for a in items[:limit])
        if len(items) > limit:
            lines.append(
                w.ngettext(
                    "... and {count} more {verb} action (type '{actions}')",
                    "... and {count} more {verb} actions (type '{actions}')",
                    len(items) - limit,
                    verb=w.show(items[0]).split()[0],
                    actions=w.command("actions"),
                )
            )
    return lines


def completion_tree(actions: list[str], w: Words = ENGLISH) -> dict:
    """A nested dict of words for prompt_toolkit's ``NestedCompleter``: the legal actions in the words
    of ``w``, and the commands."""
    tree: dict = {}
    for text in actions:
        node = tree
        words = w.show(text).split()
        for k, word in enumerate(words):
            nxt = node.get(word)
            if k == len(words) - 1:
                node.setdefault(word, None)
            else:
                if nxt is None:
                    nxt = node[word] = {}
                node = nxt
    for command in COMMANDS:
        tree.setdefault(w.command(command), None)
    tree.setdefault("exit", None)
    return tree
