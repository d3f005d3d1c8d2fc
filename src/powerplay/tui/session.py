"""The play loop: bots act on their own, humans type commands, the log is told in plain words."""

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
from ..core.registry import replay
from .frontend import frontend_for
from .inputs import Input
from .summary import COMMANDS, completion_tree

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


def history_of(record: dict, translations: Any = None) -> tuple[list[int], list[LogEntry]]:
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
    """One game at the terminal. ``seats[i]`` is ``"human"`` or a bot name; ``bots`` the bot objects."""

    def __init__(
        self,
        game: Any,
        seats: list[str],
        bots: dict[int, Any],
        console: Console,
        input: Input,
        save_path: str | None = None,
        translations: Any = None,
    ):
        self.game = game
        self.tr = translations  # the game log's language (powerplay.i18n); None: English
        self.front = frontend_for(game.name)
        self.seats = seats
        self.bots = bots
        self.console = console
        self.input = input
        self.save_path = save_path
        self.actors: list[int] = []
        self.log: list[LogEntry] = []
        if game.played:  # a loaded game: who did what, and the log so far
            self.actors, self.log = history_of(game.record(), translations)
        self.humans = [i for i, k in enumerate(seats) if k == HUMAN]
        self.labels = [("" if k == HUMAN else f"({k})") for k in seats]
        if len(self.humans) > 1:
            self.labels = [("(human)" if k == HUMAN else f"({k})") for k in seats]
        self.last_human: int | None = None
        self.seen: dict[int, int] = {}

    # ---- output ------------------------------------------------------------------------------
    def say(self, text: str, style: str | None = None) -> None:
        self.console.print(text, style=style, markup=False, highlight=False, soft_wrap=True)

    def event_text(self, text: str, kind: str) -> Text:
        t = Text(text, style="bold" if kind.partition(".")[0] in ("phase", "over", "step") else "")
        seat_label = self.tr.gettext("P{number}") if self.tr is not None else "P{number}"
        for seat in range(self.game.num_players):
            styles = self.front.seat_styles
            label = re.escape(seat_label.format(number=seat + 1))
            t.highlight_regex(rf"\b{label}\b", styles[seat % len(styles)])
        for name, style in self.front.word_styles.items():
            t.highlight_regex(rf"\b{name}\b", style)
        return t

    def show_events(self, events: list[Any]) -> None:
        for ev in events:
            line = Text("  ") + self.event_text(ev.describe(self.tr), ev.kind)
            self.console.print(line)

    def show_board(self, seat: int) -> None:
        view = self.game.view(seat)
        self.console.print(self.front.board(view, self.game.current_player, self.labels))
        self.show_summary(seat, view)

    def show_summary(self, seat: int, view: dict | None = None) -> None:
        view = view if view is not None else self.game.view(seat)
        legal = [str(a) for a in self.game.legal_actions()]
        t = Text("Your options: ", style="bold")
        lines = self.front.summary(legal, view)
        self.console.print(t)
        for line in lines:
            self.console.print(Text("  " + line))
        commands = "help, actions, board, " + ("map, " if self.front.has_map else "") + "log, save FILE, undo, quit"
        self.console.print(Text(f"  ({commands})", style="dim"))

    # ---- the game ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Any]:
        events = self.game.apply(action)
        self.actors.append(seat)
        n = len(self.game.played)
        rnd = self.game.view(None)["round"] if events else 0
        for ev in events:
            self.log.append(LogEntry(n, rnd, ev.describe(self.tr), ev.kind))
        return events

    def bot_turn(self, seat: int) -> list[Any]:
        """A bot acts. A failing bot must not end a human's game: say so and play its first legal action."""
        bot = self.bots[seat]
        before = getattr(bot, "last_stats", None)
        try:
            events = self.apply(seat, bot.choose(observe(self.game, seat)))
        except Exception as e:
            fallback = self.game.legal_actions()[0]
            self.say(
                f"The {self.seats[seat]} bot of P{seat + 1} failed ({type(e).__name__}: {e}); "
                f"it plays '{fallback}' instead.",
                style="bold red",
            )
            return self.apply(seat, fallback)
        stats = getattr(bot, "last_stats", None)
        if ":" in self.seats[seat] and stats and stats is not before:  # a time budget: what it did with it
            self.say(
                f"  (P{seat + 1} {self.seats[seat]} thought {stats['seconds']:.1f} s: {stats['iterations']} play-outs)",
                style="dim",
            )
        return events

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
                self.say(
                    "Game left. "
                    + (
                        f"Resume with: powerplay play {self.game.name} --load {self.save_path}"
                        if self.save_path
                        else "(not saved: use 'save FILE' or --save)"
                    )
                )
                return 0
        self.game_over()
        return 0

    def intro(self) -> None:
        view = self.game.view(None)
        self.console.print(Text(self.front.intro(view), style="bold"))
        seats = Text("Seats: ")
        for i, kind in enumerate(self.seats):
            if i:
                seats.append(", ")
            seats.append_text(self.front.seat(i))
            seats.append(f" {kind}")
        self.console.print(seats)
        if self.game.played:
            self.say(
                f"Resuming a saved game after {len(self.game.played)} actions (round {view['round']}). Recent log:"
            )
            for e in self.log[-8:]:
                self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def game_over(self) -> None:
        view = self.game.view(None)
        self.console.print(Rule("Game over"))
        for part in self.front.final(view, self.game.scores(), self.labels):
            self.console.print(part)
        winners = view.get("winners") or [s["player"] for s in self.game.scores() if s["rank"] == 1]
        self.say("Winner: " + ", ".join(f"P{w + 1} ({self.seats[w]})" for w in winners), style="bold green")
        self.autosave()

    def handover(self, seat: int) -> None:
        """Hotseat: announce whose turn it is; on a terminal hide the previous player's screen."""
        self.console.print(Rule(f"P{seat + 1}'s turn (hotseat)"))
        if self.input.interactive and self.last_human is not None:
            self.input.pause(f"Pass the keyboard to P{seat + 1} and press Enter ")
            self.console.clear()
            since = self.seen.get(seat, 0)
            recent = self.log[since:]
            if recent:
                self.say(f"Since your last turn, P{seat + 1}:", style="bold")
                for e in recent[-40:]:
                    self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def prompt_text(self, seat: int) -> str:
        view = self.game.view(None)
        return f"P{seat + 1} r{view['round']} {view['phase']}> "

    def human_turn(self, seat: int) -> str:
        if len(self.humans) > 1 and seat != self.last_human:
            self.handover(seat)
        self.last_human = seat
        self.show_board(seat)
        while True:
            self.seen[seat] = len(self.log)
            legal = [str(a) for a in self.game.legal_actions()]
            line = self.input.ask(self.prompt_text(seat), completion_tree(legal))
            if line is None:
                return "quit"
            if not line:
                continue
            outcome = self.command(seat, line)
            if outcome in ("quit", "acted", "undone"):
                return outcome

    # ---- commands ----------------------------------------------------------------------------
    def command(self, seat: int, line: str) -> str | None:
        word, _, rest = line.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word in ("quit", "exit", "q"):
            return "quit"
        if word in ("help", "?"):
            self.help()
            return None
        if word == "actions":
            for a in self.game.legal_actions():
                self.say("  " + str(a))
            return None
        if word == "board":
            self.show_board(seat)
            return None
        if word == "map":
            self.show_map(seat)
            return None
        if word == "log":
            self.show_log(rest)
            return None
        if word == "save":
            self.save(rest or self.save_path)
            return None
        if word == "undo":
            return self.undo(seat)
        try:
            events = self.apply(seat, line)
        except IllegalAction as e:
            self.say(str(e), style="bold red")
            return None
        except BadInput as e:
            self.say(
                f"Not understood: {e}. Type 'help' for the commands, 'actions' for every legal action.",
                style="bold red",
            )
            return None
        except Exception as e:  # never crash the session on one bad line
            self.say(f"Error: {type(e).__name__}: {e}", style="bold red")
            return None
        self.show_events(events)
        return "acted"

    def help(self) -> None:
        phase = self.game.view(None)["phase"]
        legal = [str(a) for a in self.game.legal_actions()]
        self.say(self.front.help_text(phase, legal))
        self.say("Commands:")
        for name, text in COMMANDS.items():
            if name == "map" and not self.front.has_map:
                continue
            self.say(f"  {name:<19} {text}")
        self.say(
            "Type actions as 'actions' shows them (Tab completes on a terminal).\n"
            f"Every refusal names the rule it enforces ({self.front.rules})."
        )

    def show_map(self, seat: int) -> None:
        if not self.front.has_map:
            self.say(f"{self.front.title} has no map.")
            return
        self.console.print(self.front.map(self.game.view(seat), self.labels))

    def show_log(self, arg: str) -> None:
        n = 30
        if arg == "all":
            n = len(self.log)
        elif arg.isdigit():
            n = int(arg)
        entries = self.log[-n:] if n else []
        if not entries:
            self.say("(the log is empty)")
        for e in entries:
            self.console.print(Text(f"  r{e.round:<3}", style="dim") + self.event_text(e.text, e.kind))

    def record(self) -> dict:
        return self.game.record()

    def save(self, path: str | None) -> None:
        if not path:
            self.say("Write: save FILE (e.g. save game.json)", style="bold red")
            return
        try:
            write_record(self.game, path)
        except OSError as e:
            self.say(f"Could not save to {path}: {e}", style="bold red")
            return
        self.save_path = path  # saved there again on leaving (quit, Ctrl-D) and at the end, as with --save
        self.say(
            f"Saved to {path} ({len(self.game.played)} actions; saved there again when you leave). "
            f"Resume with: powerplay play {self.game.name} --load {path}"
        )

    def autosave(self) -> None:
        if self.save_path:
            try:
                write_record(self.game, self.save_path)
            except OSError as e:
                self.say(f"Could not save to {self.save_path}: {e}", style="bold red")

    def undo(self, seat: int) -> str | None:
        """Take back this seat's last action and the bot actions after it (a replay, PG records)."""
        mine = [i for i, who in enumerate(self.actors) if who == seat]
        if not mine:
            self.say(f"Nothing to undo: P{seat + 1} has made no action yet.", style="bold red")
            return None
        i = mine[-1]
        others = sorted({who for who in self.actors[i + 1 :] if self.seats[who] == HUMAN and who != seat})
        if others:
            self.say("Cannot undo: " + ", ".join(f"P{w + 1}" for w in others) + " has played since.", style="bold red")
            return None
        record = self.game.record()
        undone = record["actions"][i:]
        self.game = replay(record, i)
        self.actors = self.actors[:i]
        self.log = [e for e in self.log if e.index <= i]
        for who in list(self.seen):
            self.seen[who] = min(self.seen[who], len(self.log))
        more = f" (and {len(undone) - 1} bot actions after it)" if len(undone) > 1 else ""
        self.say(f"Undone: {undone[0]}{more}", style="bold")
        return "undone"


def write_record(game: Any, path: str | Path) -> None:
    """Save a game record as JSON (resumable with ``--load``)."""
    p = Path(path)
    tmp = p.with_name(p.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(game.record(), f, indent=1)
        f.write("\n")
    tmp.replace(p)
