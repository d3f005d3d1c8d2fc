"""The play loop: bots act on their own, humans type commands, the log is told in plain words.

Everything is said in the reader's language (:class:`~.words.Words`): the board, the help, the log,
the refusals; commands are typed in it or in English.

A person's turn fits one screen of the terminal (80×24 and up, :meth:`PlaySession.show_turn`): the
whole board when it fits, else the game's status in a few lines; then what the others did since the
person's last turn, together; then the options and the prompt. The bots' moves are told there, not as
they are made, so that nothing a person needs has scrolled away when they are asked to act.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.rule import Rule
from rich.segment import Segment, Segments
from rich.text import Text

from ..analysis import hint, win_chances
from ..bots import observe
from ..core.errors import BadInput, IllegalAction
from ..core.messages import Translations
from ..core.registry import replay
from ..core.undo import UndoLog
from .advice import chance_lines, hint_lines
from .frontend import frontend_for
from .inputs import Input
from .summary import COMMANDS, completion_tree
from .words import Words

HUMAN = "human"
EVENT_LINES = 4
"""The screen lines a turn keeps at least for what happened since the person's last turn (its heading
included), when there is anything to tell."""


@dataclass
class LogEntry:
    index: int  # the number of actions applied when it happened
    round: int | None  # None: a game whose view has no round
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
        rnd = game.view(None).get("round")
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
        self.seen: dict[int, int] = {h: len(self.log) for h in self.humans} if game.played else {}
        """How much of the log each person has been shown (a loaded game's is told in :meth:`intro`)."""

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
        for line in self.summary_lines(seat, view):
            self.console.print(line)

    def summary_lines(self, seat: int, view: dict | None = None) -> list[Text]:
        """The options in short, then the session's commands."""
        w = self.w
        view = view if view is not None else self.game.view(seat)
        legal = [str(a) for a in self.game.legal_actions()]
        lines = [Text(w._("Your options:") + " ", style="bold")]
        lines.extend(Text("  " + line) for line in self.front.summary(legal, view, w))
        commands = [w.command(c) for c in COMMANDS if c != "map" or self.front.has_map]
        commands[commands.index(w.command("save"))] += " " + w._("FILE")
        lines.append(Text(f"  ({', '.join(commands)})", style="dim"))
        return lines

    def show_turn(self, seat: int) -> None:
        """What a person needs before acting, on one screen (``console.height`` lines, the prompt's
        included): the whole board when it fits, else the game's status in a few lines; what happened
        since the person's last turn, as much of it as fits, the latest last; the options, each on one
        line when they would not fit otherwise."""
        w = self.w
        view = self.game.view(seat)
        to_act = self.game.current_player
        room = self.console.height - 1
        recent = self.log[self.seen.get(seat, 0) :]
        wanted = min(EVENT_LINES, len(recent) + 1) if recent else 0
        options = self.summary_lines(seat, view)
        below = self._lines(Group(*options))
        top = self._lines(self.front.board(view, to_act, self.labels, w))
        if len(top) + len(below) + wanted > room:
            status = self.front.status(view, to_act, self.labels, w)
            if status is not None:
                if self.front.has_map:
                    hint = w._(
                        "(the whole board: '{board}'; the map: '{map}')", board=w.command("board"), map=w.command("map")
                    )
                else:
                    hint = w._("(the whole board: '{board}')", board=w.command("board"))
                top = self._lines(Group(status, Text(hint, style="dim")))
            if len(top) + len(below) + wanted > room:
                below = self._lines(Group(*(one_line(t, self.console.width) for t in options)))
        self._print_lines(top)
        if recent:
            heading = w._("Since your last turn:") if seat in self.seen else w._("The game so far:")
            self.show_recent(recent, heading, room - len(top) - len(below))
        self._print_lines(below)

    def show_recent(self, entries: list[LogEntry], heading: str, room: int) -> None:
        """Log entries under a heading in at most ``room`` lines (at least :data:`EVENT_LINES`): the
        latest ones, after a line saying how many earlier ones the ``log`` command shows."""
        rendered = [self._lines(Text("  ") + self.event_text(e.text, e.kind)) for e in entries]
        room = max(room, EVENT_LINES) - 1
        shown = len(rendered)
        if sum(len(lines) for lines in rendered) > room:
            used, shown = 1, 0  # the line of the earlier ones
            for lines in reversed(rendered):
                if shown and used + len(lines) > room:
                    break
                used += len(lines)
                shown += 1
        self.console.print(Text(heading, style="bold"))
        earlier = len(rendered) - shown
        if earlier:
            note = self.w.ngettext(
                "… {count} earlier event ('{log}' shows the log)",
                "… {count} earlier events ('{log}' shows the log)",
                earlier,
                log=self.w.command("log"),
            )
            self.console.print(Text("  " + note, style="dim"))
        for lines in rendered[earlier:]:
            self._print_lines(lines)

    def _lines(self, renderable: RenderableType) -> list[list[Segment]]:
        """A renderable as the console's lines (its width, no height limit)."""
        return self.console.render_lines(renderable, self.console.options.update(height=None), pad=False)

    def _print_lines(self, lines: list[list[Segment]]) -> None:
        self.console.print(Segments([seg for line in lines for seg in (*line, Segment.line())]), end="")

    # ---- the game ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Any]:
        events = self.undo_log.apply(self.game, action)
        self.actors.append(seat)
        n = len(self.game.played)
        rnd = self.game.view(None).get("round") if events else 0
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
                events = self.bot_turn(seat)
                if not self.humans:  # else told before a person's next turn (show_turn)
                    self.show_events(events)
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
                    "Resuming a saved game after {count} action. Recent log:",
                    "Resuming a saved game after {count} actions. Recent log:",
                    len(self.game.played),
                )
            )
            for e in self.log[-8:]:
                self.console.print(Text("  ") + self.event_text(e.text, e.kind))

    def game_over(self) -> None:
        w = self.w
        view = self.game.view(None)
        unseen = min((self.seen.get(h, 0) for h in self.humans), default=len(self.log))
        for e in self.log[unseen:]:
            self.console.print(Text("  ") + self.event_text(e.text, e.kind))
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
        """Hotseat: announce whose turn it is; on a terminal hide the previous player's screen (what
        happened since this player's last turn is told by :meth:`show_turn`)."""
        w = self.w
        self.console.print(Rule(w._("{seat}'s turn (hotseat)", seat=w.seat(seat))))
        if self.input.interactive and self.last_human is not None:
            self.input.pause(w._("Pass the keyboard to {seat} and press Enter ", seat=w.seat(seat)))
            self.console.clear()

    def prompt_text(self, seat: int) -> str:
        view = self.game.view(None)
        if "round" not in view or "phase" not in view:  # a view without them: the seat alone
            return f"{self.w.seat(seat)}> "
        return self.w._(
            "{seat} r{round} {phase}> ", seat=self.w.seat(seat), round=view["round"], phase=self.w.phase(view["phase"])
        )

    def human_turn(self, seat: int) -> str:
        if len(self.humans) > 1 and seat != self.last_human:
            self.handover(seat)
        self.last_human = seat
        self.show_turn(seat)
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
        if command == "hint":
            self.hint(seat)
            return None
        if command == "chances":
            self.chances(seat)
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
        told = own_events(events, seat)
        self.show_events(events[:told])
        self.seen[seat] = len(self.log) - (len(events) - told)  # the rest before the next prompt
        return "acted"

    def hint(self, seat: int) -> None:
        """What the ``hard`` bot would weigh in the seat's place (``powerplay.analysis.hint``)."""
        self._advise(lambda: hint_lines(self.w, hint(self.game, seat)))

    def chances(self, seat: int) -> None:
        """Each player's chance to win as the seat sees the game (``powerplay.analysis.win_chances``)."""
        self._advise(lambda: chance_lines(self.w, seat, win_chances(self.game, seat)))

    def _advise(self, lines: Callable[[], list[str]]) -> None:
        """The bots' advice in lines, or why there is none (a game without search bots)."""
        try:
            told = lines()
        except BadInput as e:
            self.say(e.describe(self.w.events), style="bold red")
            return
        for line in told:
            self.say(line)

    def help(self) -> None:
        w = self.w
        phase = self.game.view(None).get("phase")
        legal = [str(a) for a in self.game.legal_actions()]
        self.say(self.front.help_text(phase, legal, w))
        self.say(w._("Commands:"))
        for name, text in COMMANDS.items():
            if name == "map" and not self.front.has_map:
                continue
            text = self.front.map_help if name == "map" else text
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
            when = self.w._("r{round}", round=e.round) if e.round is not None else ""
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


def own_events(events: list[Any], seat: int) -> int:
    """How many of an action's events, from the first, are the actor's own: what the game did next
    (another seat's moves, those of a seat the game plays itself within the same action, a new phase)
    is told before the next prompt with the rest (:meth:`PlaySession.show_turn`)."""
    for k, ev in enumerate(events):
        if ev.args.get("seat", ev.args.get("player")) != seat:
            return k
    return len(events)


def one_line(text: Text, width: int) -> Text:
    """A line that would wrap cut to ``width`` after the last item of its list that fits (``W2L, W2R,
    …``), so that no id is cut in two; one with no list where it must be cut is cut there (``…``).

    >>> one_line(Text("place on <space>: W2L, W2R, W1L"), 30).plain
    'place on <space>: W2L, W2R, …'
    """
    if text.cell_len <= width:
        return text
    plain = text.plain
    end = width - 2  # room for ", …" after the comma kept
    while end > 0 and cell_len(plain[:end]) > width - 2:
        end -= 1
    cut = plain.rfind(", ", 0, end)
    if cut > 0:
        return text[: cut + 1] + Text(" …")
    out = text.copy()
    out.no_wrap = True
    out.overflow = "ellipsis"
    return out


def write_record(game: Any, path: str | Path) -> None:
    """Save a game record as JSON (resumable with ``--load``)."""
    p = Path(path)
    tmp = p.with_name(p.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(game.record(), f, indent=1)
        f.write("\n")
    tmp.replace(p)
