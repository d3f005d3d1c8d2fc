"""The play loop: bots act on their own, humans type commands, the log is told in plain words."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..bots import observe
from ..core.errors import BadInput, IllegalAction
from ..core.registry import replay
from . import render
from .inputs import Input
from .summary import COMMANDS, completion_tree, summarise

HUMAN = "human"

PHASE_HELP = {
    "trust-setup": (
        "Setup of the 2-player game (PG-14.2 c): the players take turns placing\n"
        "the trust's six houses.\n"
        "  trust <city>        e.g. 'trust Essen'"
    ),
    "mark-cities": (
        "Starting cities variant (PG-13.1): each player marks a future starting city.\n"
        "  mark <city>         e.g. 'mark Essen'"
    ),
    "auction": (
        "Phase 2, auction (PG-6): in turn order each player may put up one plant of\n"
        "the current market with an opening bid; the others raise or pass in seat order.\n"
        "  bid 14 on plant 13  put plant 13 up, opening with 14 (at least the plant's\n"
        "                      number; the plant with the discount token from 1)\n"
        "  bid 15              raise the running auction to 15\n"
        "  pass                leave the running auction, or buy no plant this round\n"
        "  scrap 05            with a 4th plant, scrap an old one (PG-6.9); fuel that\n"
        "                      no longer fits: 'scrap 05 returning 2 coal'"
    ),
    "resources": (
        "Phase 3, resources (PG-7): in reverse turn order, buy fuel for your plants,\n"
        "cheapest tokens first; a plant stores twice the fuel it burns.\n"
        "  buy 2 coal          buy two coal (also oil, garbage, uranium)\n"
        "  done                finish buying"
    ),
    "building": (
        "Phase 4, building (PG-8): in reverse turn order, connect cities to your\n"
        "network. A city costs its connection plus the city slot (10 / 15 / 20 by\n"
        "step): see 'Build costs' on the board.\n"
        "  build Essen         connect Essen\n"
        "  done                finish building"
    ),
    "bureaucracy": (
        "Phase 5, bureaucracy (PG-9): choose which plants run and the fuel they burn;\n"
        "you are paid for the cities you power.\n"
        "  power 07 10 with 3 oil 4 coal\n"
        "  power nothing"
    ),
}


@dataclass
class LogEntry:
    index: int  # the number of actions applied when it happened
    round: int
    text: str
    kind: str


def bot_seed(game_seed: int | None, seat: int) -> int:
    """A bot's seed from the game's seed and its seat: deterministic, different per seat."""
    return ((game_seed or 0) * 1_000_003 + (seat + 1) * 7_919) % (2**31 - 1)


def actors_of(record: dict) -> list[int]:
    """Who made each action of a record (rebuilt by replaying it)."""
    return history_of(record)[0]


def history_of(record: dict) -> tuple[list[int], list[LogEntry]]:
    """Replay a record: who made each action, and the game log."""
    game = replay(record, 0)
    actors: list[int] = []
    log: list[LogEntry] = []
    for k, action in enumerate(record.get("actions", [])):
        actors.append(game.current_player)
        events = game.apply(action)
        rnd = game.view(None)["round"]
        log.extend(LogEntry(k + 1, rnd, ev.text, ev.kind) for ev in events)
    return actors, log


class PlaySession:
    """One game at the terminal. ``seats[i]`` is ``"human"`` or a bot name; ``bots`` the bot objects."""

    def __init__(self, game: Any, seats: list[str], bots: dict[int, Any], console: Console, input: Input,
                 save_path: str | None = None):
        self.game = game
        self.seats = seats
        self.bots = bots
        self.console = console
        self.input = input
        self.save_path = save_path
        self.actors: list[int] = []
        self.log: list[LogEntry] = []
        if game.history:  # a loaded game: who did what, and the log so far
            self.actors, self.log = history_of(game.record())
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
        t = Text(text, style="bold" if kind in ("phase", "end", "over", "step") else "")
        for seat in range(self.game.num_players):
            t.highlight_regex(rf"\bP{seat + 1}\b", render.SEAT_STYLES[seat % len(render.SEAT_STYLES)])
        for name, style in render.RESOURCE_STYLES.items():
            t.highlight_regex(rf"\b{name}\b", style)
        return t

    def show_events(self, events: list[Any]) -> None:
        for ev in events:
            line = Text("  ") + self.event_text(ev.text, ev.kind)
            self.console.print(line)

    def show_board(self, seat: int) -> None:
        view = self.game.view(seat)
        self.console.print(render.board(view, self.game.current_player, self.labels))
        self.show_summary(seat, view)

    def show_summary(self, seat: int, view: dict | None = None) -> None:
        view = view if view is not None else self.game.view(seat)
        legal = [str(a) for a in self.game.legal_actions()]
        t = Text("Your options: ", style="bold")
        lines = summarise(legal, view.get("build_costs"))
        self.console.print(t)
        for line in lines:
            self.console.print(Text("  " + line))
        self.console.print(Text("  (help, actions, board, map, log, save FILE, undo, quit)", style="dim"))

    # ---- the game ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Any]:
        events = self.game.apply(action)
        self.actors.append(seat)
        n = len(self.game.history)
        rnd = self.game.view(None)["round"] if events else 0
        for ev in events:
            self.log.append(LogEntry(n, rnd, ev.text, ev.kind))
        return events

    def bot_turn(self, seat: int) -> list[Any]:
        """A bot acts. A failing bot must not end a human's game: say so and play its first legal action."""
        try:
            return self.apply(seat, self.bots[seat].choose(observe(self.game, seat)))
        except Exception as e:
            fallback = self.game.legal_actions()[0]
            self.say(f"The {self.seats[seat]} bot of P{seat + 1} failed ({type(e).__name__}: {e}); "
                     f"it plays '{fallback}' instead.", style="bold red")
            return self.apply(seat, fallback)

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
                self.say("Game left. " + (f"Resume with: powerplay play powergrid --load {self.save_path}"
                                          if self.save_path else "(not saved: use 'save FILE' or --save)"))
                return 0
        self.game_over()
        return 0

    def intro(self) -> None:
        view = self.game.view(None)
        opts = view["options"]
        t = Text(f"Power Grid on the {opts['map']} map, {opts['players']} players, regions "
                 f"{', '.join(view['regions'])}.", style="bold")
        self.console.print(t)
        seats = Text("Seats: ")
        for i, kind in enumerate(self.seats):
            if i:
                seats.append(", ")
            seats.append_text(render.seat_text(i))
            seats.append(f" {kind}")
        self.console.print(seats)
        if self.game.history:
            self.say(f"Resuming a saved game after {len(self.game.history)} actions (round {view['round']}). "
                     "Recent log:")
            for e in self.log[-8:]:
                self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def game_over(self) -> None:
        view = self.game.view(None)
        self.console.print(Rule("Game over"))
        self.console.print(render.players_table(view, self.labels))
        self.console.print(render.scores_table(self.game.scores(), self.labels, view.get("winners", [])))
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
            self.say(f"Not understood: {e}. Type 'help' for the commands, 'actions' for every legal action.",
                     style="bold red")
            return None
        except Exception as e:  # never crash the session on one bad line
            self.say(f"Error: {type(e).__name__}: {e}", style="bold red")
            return None
        self.show_events(events)
        return "acted"

    def help(self) -> None:
        phase = self.game.view(None)["phase"]
        self.say(PHASE_HELP.get(phase, f"Phase: {phase}"))
        self.say("Commands:")
        for name, text in COMMANDS.items():
            self.say(f"  {name:<19} {text}")
        self.say("Type actions as 'actions' shows them (Tab completes on a terminal).\n"
                 "Every refusal names the rule it enforces (PG-x.y).")

    def show_map(self, seat: int) -> None:
        from ..games.powergrid.data import board as board_data

        view = self.game.view(seat)
        opts = view["options"]
        data = board_data(opts["map"], bool(opts.get("classic")))
        self.console.print(render.city_map(view, data, self.labels))

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
        self.say(f"Saved to {path} ({len(self.game.history)} actions). "
                 f"Resume with: powerplay play powergrid --load {path}")

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
        others = sorted({who for who in self.actors[i + 1:] if self.seats[who] == HUMAN and who != seat})
        if others:
            self.say("Cannot undo: " + ", ".join(f"P{w + 1}" for w in others) + " has played since.",
                     style="bold red")
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

