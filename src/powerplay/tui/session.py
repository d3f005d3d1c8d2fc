"""The play loop: bots act on their own, humans type commands, the log is told in plain words.

Everything is said in the reader's language (:class:`~.words.Words`): the board, the help, the log,
the refusals; commands are typed in it or in English.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..bots import observe
from ..core.errors import BadInput, IllegalAction
from ..core.messages import Translations
from ..core.registry import replay
from ..core.undo import UndoLog
from .frontend import frontend_for
from .inputs import Input
from .summary import COMMANDS, completion_tree
from .words import Words

HUMAN = "human"


@dataclass
class LogEntry:
    index: int  # the number of actions applied when it happened
    round: int
    text: str
    kind: str


def actors_of(record: dict) -> list[int]:
    """Who made each action of a record (rebuilt by replaying it)."""
    return history_of(record)[0]


def history_of(record: dict, translations: Translations | None = None) -> tuple[list[int], list[LogEntry]]:
    """Replay a record: who made each action, and the game log (in the language of ``translations``)."""
    game = replay(record, 0)
    actors: list[int] = []
    log: list[LogEntry] = []
    for k, action in enumerate(record.get("actions", [])):
        seat = game.current_player
        events = game.apply(action)
        assert seat is not None  # apply refuses every action once the game is over
        actors.append(seat)
        rnd = game.view(None)["round"]
        log.extend(LogEntry(k + 1, rnd, ev.describe(translations), ev.kind) for ev in events)
    return actors, log


class PlaySession:
    """One game at the terminal. ``seats[i]`` is ``"human"`` or a bot name; ``bots`` the bot objects;
    ``words`` the reader's language and the players' names (English, seats as P1… by default)."""

    def __init__(
        self,
        game: Any,
        seats: list[str],
        bots: dict[int, Any],
        console: Console,
        input: Input,
        save_path: str | None = None,
        words: Words | None = None,
    ):
        self.game = game
        self.w = words if words is not None else Words(game=game.name)
        self.front = frontend_for(game.name)
        self.seats = seats
        self.bots = bots
        self.console = console
        self.input = input
        self.save_path = save_path
        self.actors: list[int] = []
        self.log: list[LogEntry] = []
        if game.played:  # a loaded game: who did what, and the log so far
            self.actors, self.log = history_of(game.record(), self.w.events)
        self.undo_log = UndoLog()
        """What may be taken back (core.undo): a loaded game's actions are final."""
        for who in self.actors:
            self.undo_log.note(who, True)
        self.humans = [i for i, k in enumerate(seats) if k == HUMAN]
        self.labels = [("" if k == HUMAN else f"({self.w.bot(k)})") for k in seats]
        if len(self.humans) > 1:
            self.labels = [f"({self.w.bot(k)})" for k in seats]
        self.last_human: int | None = None
        self.seen: dict[int, int] = {}

    # ---- output ------------------------------------------------------------------------------
    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(text, style=style, markup=False, highlight=False, soft_wrap=True)

    def event_text(self, text: str, kind: str) -> Text:
        t = Text(text, style="bold" if kind.partition(".")[0] in ("phase", "over", "step") else "")
        styles = self.front.seat_styles
        for seat in range(self.game.num_players):
            label = re.escape(self.w.seat(seat))
            t.highlight_regex(rf"\b{label}\b", styles[seat % len(styles)])
        for word, resource in self.w.resource_words.items():  # every form of a resource's name
            style = self.front.word_styles.get(resource)
            if style:
                t.highlight_regex(rf"(?i)\b{re.escape(word)}\b", style)
        return t

    def show_events(self, events: list[Any]) -> None:
        for ev in events:
            line = Text("  ") + self.event_text(ev.describe(self.w.events), ev.kind)
            self.console.print(line)

    def show_board(self, seat: int) -> None:
        view = self.game.view(seat)
        self.console.print(self.front.board(view, self.game.current_player, self.labels, self.w))
        self.show_summary(seat, view)

    def show_summary(self, seat: int, view: dict | None = None) -> None:
        w = self.w
        view = view if view is not None else self.game.view(seat)
        legal = [str(a) for a in self.game.legal_actions()]
        self.console.print(Text(w._("Your options:") + " ", style="bold"))
        for line in self.front.summary(legal, view, w):
            self.console.print(Text("  " + line))
        commands = [w.command(c) for c in COMMANDS if c != "map" or self.front.has_map]
        commands[commands.index(w.command("save"))] += " " + w._("FILE")
        self.console.print(Text(f"  ({', '.join(commands)})", style="dim"))

    # ---- the game ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Any]:
        events = self.undo_log.apply(self.game, action)
        self.actors.append(seat)
        n = len(self.game.played)
        rnd = self.game.view(None)["round"] if events else 0
        for ev in events:
            self.log.append(LogEntry(n, rnd, ev.describe(self.w.events), ev.kind))
        return events

    def bot_turn(self, seat: int) -> list[Any]:
        """A bot acts. A failing bot must not end a human's game: say so and play its first legal action."""
        w = self.w
        bot = self.bots[seat]
        before = getattr(bot, "last_stats", None)
        try:
            events = self.apply(seat, bot.choose(observe(self.game, seat)))
        except Exception as e:
            fallback = self.game.legal_actions()[0]
            self.say(
                w._(
                    "The {bot} bot of {seat} failed ({error}); it plays '{action}' instead.",
                    bot=w.bot(self.seats[seat]),
                    seat=w.seat(seat),
                    error=f"{type(e).__name__}: {e}",
                    action=w.show(str(fallback)),
                ),
                style="bold red",
            )
            return self.apply(seat, fallback)
        stats = getattr(bot, "last_stats", None)
        if ":" in self.seats[seat] and stats and stats is not before:  # a time budget: what it did with it
            self.say(
                "  "
                + w.ngettext(
                    "({seat} {bot} thought {seconds} s: {count} play-out)",
                    "({seat} {bot} thought {seconds} s: {count} play-outs)",
                    stats["iterations"],
                    seat=w.seat(seat),
                    bot=w.bot(self.seats[seat]),
                    seconds=f"{stats['seconds']:.1f}",
                ),
                style="dim",
            )
        return events

    def resume_hint(self, path: str) -> str:
        return self.w._("Resume with: {command}", command=f"powerplay play {self.game.name} --load {path}")

    def run(self) -> int:
        """Play until the game is over or a human quits. Returns the exit code."""
        self.intro()
        while not self.game.is_over:
            seat = self.game.current_player
            if seat is None:  # pragma: no cover - the engine says over
                break
            if self.seats[seat] != HUMAN:
                self.show_events(self.bot_turn(seat))
                continue
            if self.human_turn(seat) == "quit":
                self.autosave()
                if self.save_path:
                    left = self.resume_hint(self.save_path)
                else:
                    left = self.w._(
                        "(not saved: use '{save} {file}' or --save)", save=self.w.command("save"), file=self.w._("FILE")
                    )
                self.say(self.w._("Game left.") + " " + left)
                return 0
        self.game_over()
        return 0

    def intro(self) -> None:
        w = self.w
        view = self.game.view(None)
        self.console.print(Text(self.front.intro(view, w), style="bold"))
        seats = Text(w._("Seats:") + " ")
        for i, kind in enumerate(self.seats):
            if i:
                seats.append(", ")
            seats.append_text(self.front.seat(i, w=w))
            seats.append(f" {w.bot(kind)}")
        self.console.print(seats)
        if self.game.played:
            self.say(
                w.ngettext(
                    "Resuming a saved game after {count} action (round {round}). Recent log:",
                    "Resuming a saved game after {count} actions (round {round}). Recent log:",
                    len(self.game.played),
                    round=view["round"],
                )
            )
            for e in self.log[-8:]:
                self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def game_over(self) -> None:
        w = self.w
        view = self.game.view(None)
        self.console.print(Rule(w._("Game over")))
        for part in self.front.final(view, self.game.scores(), self.labels, w):
            self.console.print(part)
        winners = view.get("winners") or [s["player"] for s in self.game.scores() if s["rank"] == 1]
        players = ", ".join(f"{w.seat(p)} ({w.bot(self.seats[p])})" for p in winners)
        self.say(
            w.ngettext("Winner: {players}", "Winners: {players}", len(winners), players=players), style="bold green"
        )
        self.autosave()

    def handover(self, seat: int) -> None:
        """Hotseat: announce whose turn it is; on a terminal hide the previous player's screen."""
        w = self.w
        self.console.print(Rule(w._("{seat}'s turn (hotseat)", seat=w.seat(seat))))
        if self.input.interactive and self.last_human is not None:
            self.input.pause(w._("Pass the keyboard to {seat} and press Enter ", seat=w.seat(seat)))
            self.console.clear()
            since = self.seen.get(seat, 0)
            recent = self.log[since:]
            if recent:
                self.say(w._("Since your last turn, {seat}:", seat=w.seat(seat)), style="bold")
                for e in recent[-40:]:
                    self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def prompt_text(self, seat: int) -> str:
        view = self.game.view(None)
        return self.w._(
            "{seat} r{round} {phase}> ", seat=self.w.seat(seat), round=view["round"], phase=self.w.phase(view["phase"])
        )

    def human_turn(self, seat: int) -> str:
        if len(self.humans) > 1 and seat != self.last_human:
            self.handover(seat)
        self.last_human = seat
        self.show_board(seat)
        while True:
            self.seen[seat] = len(self.log)
            legal = [str(a) for a in self.game.legal_actions()]
            line = self.input.ask(self.prompt_text(seat), completion_tree(legal, self.w))
            if line is None:
                return "quit"
            if not line:
                continue
            outcome = self.command(seat, line)
            if outcome in ("quit", "acted", "undone"):
                return outcome

    # ---- commands ----------------------------------------------------------------------------
    def command(self, seat: int, line: str) -> str | None:
        w = self.w
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        command = w.which_command(word)
        if command == "quit":
            return "quit"
        if command == "help":
            self.help()
            return None
        if command == "actions":
            for a in self.game.legal_actions():
                self.say("  " + w.show(str(a)))
            return None
        if command == "board":
            self.show_board(seat)
            return None
        if command == "map":
            self.show_map(seat)
            return None
        if command == "log":
            self.show_log(rest)
            return None
        if command == "save":
            self.save(rest or self.save_path)
            return None
        if command == "undo":
            return self.undo(seat)
        action = w.read(line)
        try:
            events = self.apply(seat, action)
        except IllegalAction as e:
            self.say(w.quoted(e.describe(w.events)), style="bold red")
            return None
        except BadInput as e:
            if action == " ".join(line.split()) and not w.english(line):  # no action in any words we read
                self.say(
                    w._(
                        "Not understood: '{line}'. Type '{help}' for the commands, '{actions}' for every legal action.",
                        line=line,
                        help=w.command("help"),
                        actions=w.command("actions"),
                    ),
                    style="bold red",
                )
                return None
            self.say(
                w._(
                    "Not understood: {error}. Type '{help}' for the commands, '{actions}' for every legal action.",
                    error=w.quoted(e.describe(w.events)),
                    help=w.command("help"),
                    actions=w.command("actions"),
                ),
                style="bold red",
            )
            return None
        except Exception as e:  # never crash the session on one bad line
            self.say(w._("Error: {error}", error=f"{type(e).__name__}: {e}"), style="bold red")
            return None
        self.show_events(events)
        return "acted"

    def help(self) -> None:
        w = self.w
        phase = self.game.view(None)["phase"]
        legal = [str(a) for a in self.game.legal_actions()]
        self.say(self.front.help_text(phase, legal, w))
        self.say(w._("Commands:"))
        for name, text in COMMANDS.items():
            if name == "map" and not self.front.has_map:
                continue
            words = w._(text, log=w.command("log"), all=w.everything(), save=w.command("save"), file=w._("FILE"))
            self.say(f"  {w.command(name):<19} {words}")
        self.say(
            w._(
                "Type actions as '{actions}' shows them (Tab completes on a terminal).\n"
                "Every refusal names the rule it enforces ({rules}).",
                actions=w.command("actions"),
                rules=self.front.rules,
            )
        )

    def show_map(self, seat: int) -> None:
        if not self.front.has_map:
            self.say(self.w._("{game} has no map.", game=self.w._(self.front.title)))
            return
        self.console.print(self.front.map(self.game.view(seat), self.labels, self.w))

    def show_log(self, arg: str) -> None:
        n = 30
        if self.w.means_everything(arg):
            n = len(self.log)
        elif arg.isdigit():
            n = int(arg)
        entries = self.log[-n:] if n else []
        if not entries:
            self.say(self.w._("(the log is empty)"))
        for e in entries:
            when = self.w._("r{round}", round=e.round)
            self.console.print(Text(f"  {when:<4}", style="dim") + self.event_text(e.text, e.kind))

    def record(self) -> dict:
        return self.game.record()

    def save(self, path: str | None) -> None:
        w = self.w
        if not path:
            self.say(
                w._(
                    "Write: {save} {file} (e.g. {save} {example})",
                    save=w.command("save"),
                    file=w._("FILE"),
                    example=w._("game.json"),
                ),
                style="bold red",
            )
            return
        try:
            write_record(self.game, path)
        except OSError as e:
            self.say(w._("Could not save to {path}: {error}", path=path, error=w.os_error(e)), style="bold red")
            return
        self.save_path = path  # saved there again on leaving (quit, Ctrl-D) and at the end, as with --save
        self.say(
            w.ngettext(
                "Saved to {path} ({count} action; saved there again when you leave).",
                "Saved to {path} ({count} actions; saved there again when you leave).",
                len(self.game.played),
                path=path,
            )
            + " "
            + self.resume_hint(path)
        )

    def autosave(self) -> None:
        if self.save_path:
            try:
                write_record(self.game, self.save_path)
            except OSError as e:
                self.say(
                    self.w._("Could not save to {path}: {error}", path=self.save_path, error=self.w.os_error(e)),
                    style="bold red",
                )

    def undo(self, seat: int) -> str | None:
        """Take back this seat's last action: possible until another player (or a bot) acts or
        something hidden is revealed, and not once the game is over (core.undo; a replay)."""
        w = self.w
        if self.undo_log.who(self.game) != seat:
            if seat not in self.actors:
                self.say(w._("Nothing to undo: {seat} has made no action yet.", seat=w.seat(seat)), style="bold red")
            elif self.actors[-1] != seat:
                self.say(
                    w.ngettext(
                        "Cannot undo: {players} has played since.",
                        "Cannot undo: {players} have played since.",
                        1,
                        players=w.seat(self.actors[-1]),
                    ),
                    style="bold red",
                )
            else:
                self.say(
                    w._("Cannot undo: your last action revealed what was hidden (a card from a face-down deck)."),
                    style="bold red",
                )
            return None
        undone = str(self.game.played[-1])
        self.game = self.undo_log.take_back(self.game)
        self.actors.pop()
        self.log = [e for e in self.log if e.index <= len(self.actors)]
        for who in list(self.seen):
            self.seen[who] = min(self.seen[who], len(self.log))
        self.say(w._("Undone: {action}", action=w.show(undone)), style="bold")
        return "undone"


def write_record(game: Any, path: str | Path) -> None:
    """Save a game record as JSON (resumable with ``--load``)."""
    p = Path(path)
    tmp = p.with_name(p.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(game.record(), f, indent=1)
        f.write("\n")
    tmp.replace(p)
