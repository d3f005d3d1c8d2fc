"""The terminal front end of Pampero: the board from a seat's view (the time track and its scorings, the
game board by sector, the contracts, the solar track, the tower bonus board, the market and the
specialists, the players' supplies and boards) at every decision of a random game; the legal actions
summed up; the help of each phase and decision; the actions typed and shown in Russian and Ukrainian,
Tab completing them; whole games at the terminal in English, Russian and Ukrainian."""

from __future__ import annotations

import io
import random
import re

import pytest
from click.testing import CliRunner
from prompt_toolkit.document import Document
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot
from powerplay.cli import main
from powerplay.tui import LineInput, PlaySession, Words
from powerplay.tui.frontend import frontend_for
from powerplay.tui.games.pampero import DECISION_HELP, PamperoFrontend, board, decision_kind, summarise
from powerplay.tui.inputs import completer
from powerplay.tui.summary import completion_tree

WIDTH = 100
ID = re.compile(r"[\w+\-]*\d[\w+\-]*")
"""What stays as the data spells it in every language: cards, sites, slots, cells, tokens (``A2-T1``,
``STD-A1-3``, ``r0c1``, ``SS-01``, ``1.3``), rule ids."""
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
FRONT = PamperoFrontend()


def latin_words(text: str) -> list[str]:
    """The Latin words of ``text`` once the ids, the rule ids, the options and the resume command are
    taken out."""
    text = re.sub(r"powerplay play \S+ --load \S+|--[a-z][a-z-]*", "", text)
    text = re.sub(r"\bPA-x\.y\b|\bAMB-nn\b", "", text)
    return LATIN_WORD.findall(ID.sub("", text))


def rendered(view: dict, to_act: int | None, w: Words) -> str:
    console = Console(record=True, width=WIDTH, file=io.StringIO(), color_system=None)
    console.print(board(view, to_act, ["", "(heuristic)", "(random)", "(random)"], w))
    return console.export_text()


def mid_game(players: int = 3, seed: int = 3, actions: int = 120):
    game = load_game("pampero", players=players, seed=seed)
    rng = random.Random(2)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_pampero_has_its_own_front_end():
    assert isinstance(frontend_for("pampero"), PamperoFrontend)


def test_the_board_shows_every_part_of_the_game_by_name():
    """PA-3, PA-5, PA-9.2, PA-10, PA-12.4, PA-16, PA-18, PA-20.3, PA-23: the whole board of a mid-game
    position, each thing named as the log names it, within 100 columns and nothing cropped."""
    game = mid_game()
    text = rendered(game.view(0), game.current_player, Words(game="pampero"))
    for part in (
        "Pampero · 3 players",
        "Year 7 · action phase, round 3 of 3 · P1 to act (you)",
        "Turn order: P3 > P2 > P1 · moved down: P3, P2, P1",
        "1st✓",  # the first scoring is done
        "Final scoring (space 11)    scoring token 1.2: $3 × contract tokens on your grid board (not",
        "Second scoring (space 8) ✓  scoring token 1.4: the most energy spent on contracts: $15",
        "A2 (grey)   Tower sites: 1 P1  2 P2  3 P3",
        "Mixed sites: 1 P1 wind farm",  # a mixed site's structure says its kind
        "$5: P1",  # a parking space, its reward and who parked there
        "Storage zone: —",
        "1 (1 energy): residential ▶",  # a contract slot: its energy cost and its token's markets
        "remote 2 (1 battery): remote ▶, industrial",  # a remote token's own cost (PA-17.1)
        "1: transformer 1 P2 (connected to A1 5)",  # a fulfilled contract: its owner's transformer
        "4: removed with its pair (pair with 3)",  # PA-16.8
        "“residential income marker +1”",  # a link token by its effect
        "links: 4 ✓; A1 remote 1 / A1",  # its link lines, by the slots they lead from, unlocked ✓
        "▸ 1 industrial ▶, residential",  # the solar track's tokens that may be taken
        "│(1 battery)",  # an empty cell of the tower bonus board: its printed effect
        "Areas (PA-12.4): A: r0, r1; B: r2, r3; C: r4, r5",
        "AR-6: 5 batteries → industrial, industrial, residential,",
        "SA-03 Sun & Wind: fulfil a solar contract or build a wind farm",
        "SS-08 Tourist Lobbyist (1: +2 tourist symbols for a majority; 2:",
        "$5) [crown]",  # a crown card (PA-32.4)
        "General supply                      15 batteries",
        "2 of 7: zones A, B;",
        "$2 (space 3)",  # an income marker: its income and its space
        "ST-8 Joker",  # the seat's own hand, by name
        "8 cards",  # another's hand, counted
        "1: External Market — B $10, 2 energy",  # a card on the company board with its tab
        "next 2: B $8, 2 energy | C $12, 2 energy",  # the next slot's two tabs
        "G2-1 residential ▶, industrial ◂",  # a grid board's last token
        "1 of 7: G1-1–G1-2",  # its circuit tokens
        "Provisional components (PA-39)",
    ):
        assert part in text, part
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert "…" not in text  # nothing cropped
    assert "TB-" not in text and "SC-" not in text and "LINK-START" not in text  # tokens by their words
    named = rendered(game.view(0), game.current_player, Words("uk", ["Оксана", None, None], game="pampero"))
    assert "Г1: Оксана" in named and "Оксана ходить (ви)" in named  # the boards' short marks, and who they are


def test_the_board_renders_at_every_decision_of_a_random_game():
    """PA-1.6: a two-player game of random decisions, the board of the seat to act drawn at each one:
    the decision owed named (the view's ``decision``), within 100 columns, nothing cropped."""
    game = load_game("pampero", players=2, seed=11)
    rng = random.Random(11)
    w = Words(game="pampero")
    kinds = set()
    while not game.is_over:
        seat = game.current_player
        view = game.view(seat)
        text = rendered(view, seat, w)
        if view["decision"] is not None:
            kinds.add(view["decision"]["kind"])
            assert "Now: P" in text, text[:400]
        assert max(len(line) for line in text.splitlines()) <= WIDTH
        assert "…" not in text
        assert summarise([str(a) for a in game.legal_actions()], view, w)
        game.apply(rng.choice(game.legal_actions()))
    assert "Year" in rendered(game.view(None), None, w)  # and the end, to a spectator
    assert {"build", "bonus", "follow", "fulfil", "take-back"} <= kinds, kinds


def test_the_options_give_each_card_its_rows_tabs_and_zone_values():
    """PA-9.3, PA-9.5, PA-9.7, PA-21.2: each card playable now with each row and tab it may go to, the
    tab's zone, the zone value paid (−) or gained (+) and the energy gained; a joker by its option."""
    game = load_game("pampero", players=3, seed=1)
    view = game.view(game.current_player)
    lines = summarise([str(a) for a in game.legal_actions()], view)
    assert lines[0] == "play <card> <row> <tab>:"
    assert "  ST-1 Build Tower: top row: left (A −$5)" in lines
    assert "  ST-2 Build Wind Farm: top row: left (A −$5 +1 energy)" in lines
    assert (
        "  ST-6 Venture Capital: top row: left (A +$5), right (B +$10); bottom row: left (C +$15), right (B +$11)"
        in lines
    )
    assert "  ST-8 Joker (option 2: build a tower): top row: left (A −$5)" in lines
    assert lines[-1] == "take battery"
    ru = summarise([str(a) for a in game.legal_actions()], view, Words("ru", game="pampero"))
    assert ru[0] == "сыграть <карта> <ряд> <вкладка>:"
    assert "  ST-1 «Строительство электровышки»: верхний ряд: левая (A −5 $)" in ru


def test_the_options_name_what_their_ids_stand_for():
    """PA-15.1, PA-16.3, PA-12.5, PA-22.2: sites and cells listed by id under their form; a contract
    with its token and cost, a parking space with its sector, a market with the income it pays."""
    view = mid_game().view(0)
    lines = summarise(
        [
            "fulfil STD-A1-3 at G1-1",
            "fulfil STD-A1-3 at G1-3",
            "fulfil REM-4 at G1-1 cost 2",
            "move A2-M1 to STORAGE",
            "move A2-M1 to A1-T1",
            "move A2-M1 to PARK-5",
            "done",
        ],
        view,
    )
    assert lines == [
        "fulfil STD-A1-3 at <cell>: G1-1, G1-3 — the standard contract “residential ▶▶”, 2 energy",
        "fulfil REM-4 at <cell> cost 2: G1-1 — the remote contract “remote ▶”, 1 battery",
        "move A2-M1 to STORAGE",
        "move A2-M1 to <site>: A1-T1, PARK-5 (C)",
        "done",
    ]
    assert summarise(["place in slot 3", "place in slot 5"], view) == [
        "place in slot <number>: 3 (commercial income marker +1), 5 (remote income marker +1)"
    ]
    assert summarise(["market residential"], view)[0] == "market residential — income $1 (space 1)"


HELP_CASES = {
    "build": (["build at A2-M1 via P1", "build at A2-M1 via P2"], "build at A2-M1 via P2", "PA-9.9"),
    "fulfil": (["fulfil STD-A1-3 at G1-1", "fulfil REM-3 at G1-2 cost 2"], "fulfil REM-3 at G1-2 cost 2", "PA-16.3"),
    "second": (["fulfil STD-A2-1 at G2-1", "done"], "done", "PA-16.6"),
    "take-link": (["take link LNK-A-1", "done"], "take link LNK-A-1", "PA-16.10"),
    "link": (["link L-A1", "link LINK-START option 1"], "link LINK-START option 1", "PA-14.1"),
    "sell": (["sell to AR-3"], "sell to AR-3", "PA-18"),
    "venture": (["venture capital 1"], "venture capital 3", "PA-19"),
    "moves": (["move A2-M1 to STORAGE", "move A2-M1 to PARK-1", "done"], "move A2-M1 to PARK-1", "PA-15"),
    "follow": (["move A2-M1 to STORAGE", "move A2-M1 to B1-T1"], "move A2-M1 to STORAGE", "PA-9.10"),
    "bonus": (["bonus r0c0 r0c1"], "bonus r0c1 r0c2", "PA-12.4"),
    "place": (["place in slot 3"], "place in slot 4", "AMB-31"),
    "discard": (["discard r0c1"], "discard r3c0", "PA-34.1"),
    "market": (["market residential", "market tourist"], "market tourist", "PA-22.2"),
    "specialist": (["specialist SA-05", "specialist action"], "specialist action", "PA-23.1"),
}


@pytest.mark.parametrize("kind", sorted(HELP_CASES))
def test_help_explains_each_decision_with_its_forms(kind: str):
    """Each decision a seat may owe (the view's ``decision``) has its help, citing its rule, with the
    command forms legal now; then that playing alone against bots is not the official solo game (PA-36)."""
    legal, example, rule = HELP_CASES[kind]
    assert decision_kind("actions", legal) == kind
    text = FRONT.help_text("actions", legal)
    assert text.startswith(DECISION_HELP[kind].split("\n")[0]) and rule in text
    assert example in text
    assert "play ST-1 top left" not in text  # the turn's forms are not legal now
    assert text.endswith("Alone against bots is not the official solo game: its rules are not in the rulebook (PA-36).")
    for lang in ("ru", "uk"):
        local = FRONT.help_text("actions", legal, Words(lang, game="pampero"))
        assert rule in local and not latin_words(local), latin_words(local)


def test_help_explains_each_phase():
    """PA-8 and PA-9 (what a play is, the tab, the zone value), PA-26, PA-32: the help of each phase."""
    turn = FRONT.help_text(
        "actions", ["play ST-1 top left", "play ST-8 top left option 2", "return all", "take battery"]
    )
    for part in ("Action phase (PA-8)", "operations", "zone value", "(PA-9.5)", "play ST-1 top left", "return all"):
        assert part in turn, part
    consolidation = FRONT.help_text("consolidation", ["take back top", "take back bottom"])
    assert consolidation.startswith("Consolidation (PA-26.4)") and "take back top" in consolidation
    scoring = FRONT.help_text("scoring", ["score SS-01 option 1", "done"])
    assert scoring.startswith("Specialist scoring cards (PA-32)") and "score SS-01 option 2" in scoring
    assert FRONT.help_text("scoring", ["market residential"]).startswith("Choose a market (PA-22.2)")
    assert "PA-36" in FRONT.help_text("over", [])


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_action_is_shown_and_read_back_in_the_language(lang: str):
    """Every legal action of a random game, shown in the reader's words with no English word, reads
    back as the engine's action."""
    w = Words(lang, game="pampero")
    game = load_game("pampero", players=3, seed=5)
    rng = random.Random(5)
    verbs = set()
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        for action in legal:
            shown = w.show(action)
            assert w.read(shown) == action, (action, shown)
            assert not latin_words(shown), shown
            verbs.add(action.split()[0])
        game.apply(rng.choice(legal))
    assert {"play", "take", "build", "fulfil", "move", "bonus", "done"} <= verbs, verbs


@pytest.mark.parametrize(
    ("lang", "typed", "action"),
    [
        ("ru", "сыграть ST-1 верхний ряд левая вкладка", "play ST-1 top left"),
        ("ru", "сыграю ST-8 верх прав 3", "play ST-8 top right option 3"),
        ("ru", "Вернуть все карты", "return all"),
        ("ru", "беру батарею", "take battery"),
        ("ru", "строю на A2-M1 бульдозером И2", "build at A2-M1 via P2"),
        ("ru", "строить на B1-T2 за батареи", "build at B1-T2 with batteries"),
        ("ru", "выполнить REM-3 в G1-2 оплата 2", "fulfil REM-3 at G1-2 cost 2"),
        ("ru", "переместить A2-M1 в зону хранения", "move A2-M1 to STORAGE"),
        ("ru", "перемещаю из зоны хранения на B1-T1", "move STORAGE to B1-T1"),
        ("ru", "выбрать жилищный рынок", "market residential"),
        ("ru", "жетон связи начальный вариант 2", "link LINK-START option 2"),
        ("ru", "взять карту действия специалиста из колоды", "specialist action"),
        ("ru", "забрать карту из нижнего ряда", "take back bottom"),
        ("ru", "разыграть SS-01 вариант 1", "score SS-01 option 1"),
        ("ru", "готово", "done"),
        ("uk", "зіграти ST-1 верхній ліва", "play ST-1 top left"),
        ("uk", "будувати на A2-T1", "build at A2-T1"),
        ("uk", "обрати туристичний ринок", "market tourist"),
        ("uk", "перемістити A2-M1 на PARK-1", "move A2-M1 to PARK-1"),
        ("uk", "play ST-1 top left", "play ST-1 top left"),  # English as the engine reads it
    ],
)
def test_actions_are_typed_in_the_readers_words(lang: str, typed: str, action: str):
    """The verbs and names of Russian and Ukrainian (the rulebook's words, docs/glossary/pampero.md):
    the forms shown, shorter ones, other forms of a verb («строю», «беру»), the rows, tabs and seats."""
    assert Words(lang, game="pampero").read(typed) == action


def test_tab_completes_the_actions_in_the_readers_words():
    """The prompt completes the legal actions word by word in Russian, a word that more follow with its
    space (as a shell does: «сыг» Tab «ST-1» reads «сыграть ST-1»)."""
    game = load_game("pampero", players=3, seed=1)
    tree = completion_tree([str(a) for a in game.legal_actions()], Words("ru", game="pampero"))
    complete = completer(tree)

    def completions(text: str) -> set[str]:
        return {c.text for c in complete.get_completions(Document(text), None)}

    assert "сыграть " in completions("сыг") and "взять " in completions("вз")
    assert completions("взять ") == {"батарею"}  # the last word of an action: no space after it
    assert "ST-1 " in completions("сыграть ")
    assert completions("сыграть ST-1 ") == {"верхний "}
    assert completions("сыграть ST-1 верхний ") == {"ряд "}
    assert completions("сыграть ST-1 верхний ряд ") == {"левая "}
    assert completions("сыграть  ST-1  верх") == {"верхний "}  # spaces typed twice
    assert completions("сыграть ST-99 ") == set()


class Typist(io.TextIOBase):
    """A player who types some lines, then a legal action chosen at random (seeded), in the reader's
    words."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.session: PlaySession | None = None
        self.rng = random.Random(1)

    def readline(self, size: int | None = -1) -> str:
        assert self.session is not None
        if self.lines:
            return self.lines.pop(0) + "\n"
        return self.session.w.show(str(self.rng.choice(self.session.game.legal_actions()))) + "\n"


COMMANDS = {
    "en": ["help", "board", "actions", "bogus", "take battery please"],
    "ru": ["помощь", "поле", "действия", "абракадабра", "взять батарею сейчас"],
    "uk": ["допомога", "поле", "дії", "абракадабра", "взяти батарею зараз"],
}
ENDS = {
    "en": ("Scores by category", "Tie-break 1: Wind farms on the game board", "Winner"),
    "ru": ("Итоги по статьям", "При равенстве 1: Ветряные электростанции", "Победител"),
    "uk": ("Підсумки за статтями", "За рівності 1: Вітрові електростанції", "Перемож"),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_whole_game_at_the_terminal_in_the_language(lang: str):
    """PA-1.6, PA-33: a game typed at the terminal to its end (some commands, then random legal
    actions in the reader's words) against two random bots: no error, the board with its note on the
    provisional components (PA-39), the help with the solo note (PA-36), the scores; in Russian and
    Ukrainian no English word."""
    game = load_game("pampero", players=3, seed=4)
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=30, color_system=None)
    words = Words(lang, game="pampero")
    bots = {s: make_bot("random", "pampero", s, 5 + s) for s in (1, 2)}
    typist = Typist(list(COMMANDS[lang]))
    session = PlaySession(
        game, ["human", "random", "random"], bots, console, LineInput(console, typist, w=words), words=words
    )
    typist.session = session
    assert session.run() == 0
    text = out.getvalue()
    assert session.game.is_over
    assert "Traceback" not in text and "Error:" not in text and "Ошибка" not in text and "Помилка" not in text
    assert {"en": "Not understood", "ru": "Непонятно", "uk": "Незрозуміло"}[lang] in text
    provisional = {"en": "Provisional components", "ru": "Компоненты временные", "uk": "Компоненти тимчасові"}
    assert provisional[lang] in text and "PA-36" in text
    for part in ENDS[lang]:
        assert part in text, part
    if lang != "en":
        found = latin_words(text)
        assert not found, sorted(set(found))[:30]


def test_the_provisional_note_follows_the_data():
    """PA-39: the note under the board is there only while the data set says its values are stand-ins."""
    view = mid_game().view(0)
    assert "Provisional components" in rendered(view, 0, Words(game="pampero"))
    view["data"] = {**view["data"], "provisional": False}
    assert "Provisional components" not in rendered(view, 0, Words(game="pampero"))


def test_play_help_gives_pampero_s_examples_in_the_language():
    args = ["play", "pampero", "--help"]
    r = CliRunner().invoke(main, args, env={"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8", "COLUMNS": "100"})
    assert r.exit_code == 0, r.output
    assert "powerplay play pampero --players 2 --beginner --rado" in r.output
    assert '"fulfil STD-A1-3 at G1-1"' in r.output
    uk = CliRunner().invoke(main, [*args, "--lang", "uk"], env={"LANGUAGE": "", "LC_ALL": "", "LANG": ""})
    assert uk.exit_code == 0 and "«зіграти ST-1 верхній ряд ліва вкладка»" in uk.output
