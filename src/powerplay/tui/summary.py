"""The legal actions in few lines, and the words for tab completion: what every game's summary uses
(each game groups its own actions: ``tui/games/<game>.py``).

Works on the actions' string forms only ("bid 14 on plant 13", "pass"), so it never depends on the
engine's action classes.

>>> listed(["pass", "bid 1", "bid 2", "bid 3"], limit=2)
['pass', 'bid 1', 'bid 2', "... and 1 more bid action (type 'actions')"]
"""

from __future__ import annotations

from collections import defaultdict

from ..core.messages import N_
from .words import ENGLISH, Words

COMMANDS = {
    "help": N_("explain this phase and the command forms"),
    "actions": N_("list every legal action in full"),
    "hint": N_("the hard bot's best moves here, with your chance to win after each"),
    "chances": N_("each player's chance to win, as you see the game"),
    "board": N_("show the board again"),
    "map": N_("the cities in play by region, with their owners"),
    "log": N_("the recent game log ('{log} 50', '{log} {all}')"),
    "save": N_("save the game record: {save} {file}"),
    "undo": N_("take back your last action (until another player acts or a hidden card is revealed)"),
    "quit": N_("leave the game (with --save, the game is saved first)"),
}
"""The session's commands and what each does (in the help)."""


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


def dash(numbers: list[int]) -> str:
    """``[1, 2, 3, 4]`` -> ``"1-4"`` (a contiguous run), else the ranges."""
    nums = sorted(set(numbers))
    if len(nums) > 1 and nums[-1] - nums[0] == len(nums) - 1:
        return f"{nums[0]}-{nums[-1]}"
    return ranges(nums).replace("..", "-")


def listed(actions: list[str], w: Words = ENGLISH, limit: int = 12) -> list[str]:
    """The actions in the words of ``w``: those of one word first, then the others by their verb, at
    most ``limit`` of a verb (:func:`verb_lines`)."""
    simple = [w.show(a) for a in actions if " " not in a]
    by_verb: dict[str, list[str]] = defaultdict(list)
    for text in actions:
        if " " in text:
            by_verb[text.split()[0]].append(text)
    return simple + [line for items in by_verb.values() for line in verb_lines(items, w, limit)]


def verb_lines(items: list[str], w: Words = ENGLISH, limit: int = 12) -> list[str]:
    """Actions of one verb in the words of ``w``, a line each: the first ``limit``, then how many
    more the ``actions`` command lists."""
    lines = [w.show(a) for a in items[:limit]]
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
