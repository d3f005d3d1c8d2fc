"""The terminal front end of Barrage: the board from a seat's view, the help of each phase
and step, the legal actions summed up, whole games typed at the terminal (with an Automa seat, in
English, Russian and Ukrainian), and the session's undo, save and load; a turn on one screen of
80×24 (the status, the Automa's moves, the options, the prompt), tiles and players by name, the
words in the right case."""

from __future__ import annotations

import io
import os
import random
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot
from powerplay.cli import main
from powerplay.core.registry import load_record
from powerplay.games.barrage import messages
from powerplay.tui import LineInput, PlaySession, Words
from powerplay.tui.frontend import frontend_for
from powerplay.tui.games.barrage import BarrageFrontend, contracts_panel, summarise, track

WIDTH = 100
HEIGHT = 30
FULL = {"players": 2, "full": True, "automa": [None, "hard"]}
ID = re.compile(r"[\w+\-]*\d[\w+\-]*|\b[a-z]+(?:_[a-z]+)+\b|ANTON|\bH[A-D]\b")
"""What stays as the data spells it in every language: sites, tiles, contracts, spaces, headstreams,
officers (``jill_mcdowell``)."""
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


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


def play(game, seats: list[str], lines: list[str], lang: str = "en") -> tuple[PlaySession, str]:
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=HEIGHT, color_system=None)
    words = Words(lang, game="barrage")
    bots = {s: make_bot(k, "barrage", s, 5 + s) for s, k in enumerate(seats) if k in ("random",)}
    typist = Typist(lines)
    session = PlaySession(game, seats, bots, console, LineInput(console, typist, w=words), words=words)
    typist.session = session
    assert session.run() == 0
    return session, out.getvalue()


def latin_words(text: str) -> list[str]:
    """The Latin words of ``text`` once the ids (``D5L``, ``basic_base``, ``HA``), rule ids and the
    resume command are taken out."""
    text = re.sub(r"powerplay play \S+ --load \S+|--[a-z][a-z-]*|\bI–III\b", "", text)
    text = re.sub(r"\b(?:BA|D)-A?\d+(?:\.\d+)*|BA-x\.y|BA-Ax\.y", "", text)
    return LATIN_WORD.findall(ID.sub("", text))


def test_barrage_has_its_own_front_end():
    assert isinstance(frontend_for("barrage"), BarrageFrontend)


def test_the_board_shows_map_management_board_companies_wheels_and_track():
    game = load_game("barrage", seed=3, **FULL)
    rng = random.Random(2)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    console = Console(record=True, width=WIDTH, file=io.StringIO(), color_system=None)
    console.print(BarrageFrontend().board(game.view(0), game.current_player, ["", "(Automa (hard))"], Words()))
    text = console.export_text()
    for part in (
        "Round 3 of 5 · Actions phase · P1 to act (you)",
        "Now: P1 — take private contracts",
        "Mountains",
        "Hills",
        "Plains",
        "B4→7       D4U* ·  D4L N h1 ●1",  # a neutral dam, height 1, holding a drop
        "C7B 3→12 P1",  # a conduit of value 3 leading to basin 12, P1's
        "P5_1 P2",
        "Headstreams: HA→B1 ●2 (+1)",
        "Workshop          WS1L[1] P2  WS1R[2] ·  WS2L ✕",  # taken, free, blocked
        "Patent office tiles: 1: —, 2: —, 3: the elevation tile of level 2",  # tiles by name, not id
        "P412 ≥10: 8 VP, water +1 (flowing)",
        "national         N104 ≥15: 12 VP",
        "held by P1       S2 ≥3: 2 cr., wheel +1; P206 ≥3: 3 VP, 1 mix.",
        "Jill McDowell",
        "Automa (hard)",
        "B4 E5 C3 P4",
        "income: C2",
        "2: the basic conduit tile, 3 mix.",
        "Wheel (sectors until back",
        "r3: " + messages.bonus_tile(game.view(0)["bonus"][0], Words().games),
        "Energy this round: P1 ",
        "Objective tile (end of game): basins with at least 3 of your structures",
        "Automa tile: AT01 (deck 6); criteria AT09",
    ):
        assert part in text, part
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert "…" not in text  # nothing cropped
    assert "basic_" not in text and "L2_" not in text  # the tiles by name


def test_the_options_group_constructions_by_structure():
    game = load_game("barrage", players=2, seed=0)
    legal = [str(a) for a in game.legal_actions()]
    lines = summarise(legal)
    assert len(legal) > 100 and len(lines) <= 10
    assert lines[0].startswith("place on <space>: W2L, W2R, W1L, W1R")
    assert "bank N (N = 1..12)" in lines
    assert lines[2] == (
        "build base on <site> with <tile>: D1U, D1L, D2U, D2L, D3U, D3L, D4U, D5U, D5L, D6U, D6L, D7U, D8U, D9U, D9L,"
        " D10U, D10L"
    )
    assert lines[3] == "    tiles: basic_base (the basic base tile), basic_joker (the basic joker tile)"
    produce = ["produce 1 drop from D3L through C3A to P5_1", "produce 2 drops from D3L through C3A to P5_1"]
    grouped = ["produce none", "produce 2 drops from D3L through C3A to P5_1 (1..2)"]
    assert summarise([*produce, "produce none"]) == grouped


def test_help_names_the_forms_of_each_phase_and_step():
    front = BarrageFrontend()
    choose = front.help_text("choose", ["choose Italy with S2"])
    assert "Setup of the full game (BA-12.2)" in choose and "choose Italy with S3" in choose
    actions = front.help_text("actions", ["place on W2L", "bank 1", "build base on D1U with basic_base"])
    assert "place on W2L" in actions and "bank 3" in actions and "build base on D5L with basic_base" in actions
    assert "pay" not in actions and "ANTON" not in actions
    paying = front.help_text("actions", ["pay 1 excavator 9 credits", "pay 2 excavators 3 credits"])
    assert "pay 1 excavator 9 credits" in paying and "place on" not in paying and "pay nothing" not in paying
    steps = {
        "drop on HA": "drops on HA HB",
        "take mixer": "take excavator",
        "take contract P205": "take contract P203",
        "discard contract S2": "discard contract P203",
        "fulfil none": "fulfil none",
        "produce none": "produce none",
        "put nothing": "put nothing",
        "put base on D1U": "put base on D9L",
    }
    for legal, example in steps.items():
        text = front.help_text("actions", [legal])
        assert example in text, (legal, text)
    assert front.help_text("actions", ["take mixer", "take excavator"]).startswith("The machinery shop (BA-26)")
    assert front.help_text("actions", ["pay 2 mixers"]).startswith("Paying for the construction (BA-16.2)")
    assert front.help_text("actions", ["fulfil none"]).startswith("The energy produced (BA-21)")
    assert front.help_text("actions", ["pay 2 mixers", "place on W2L"]).startswith("Actions phase (BA-15)")
    ru = front.help_text("actions", ["take contract P205"], Words("ru", game="barrage"))
    assert not latin_words(ru), latin_words(ru)


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_action_is_shown_and_read_back_in_the_language(lang: str):
    w = Words(lang, game="barrage")
    rng = random.Random(3)
    seen = set()
    for config in (FULL, {"players": 3}):
        game = load_game("barrage", seed=3, **config)
        while not game.is_over:
            legal = [str(a) for a in game.legal_actions()]
            for action in legal:
                shown = w.show(action)
                assert str(game.parse_action(w.read(shown))) == action, (action, shown)
                assert str(game.parse_action(w.read(shown.upper()))) == action
                assert not latin_words(shown), shown
                seen.add(action.split()[0])
            game.apply(rng.choice(legal))
    assert {"choose", "place", "bank", "build", "pay", "take", "discard", "drops", "produce", "fulfil"} <= seen, seen


def test_actions_typed_in_words_ids_and_english_alike():
    ru, uk = Words("ru", game="barrage"), Words("uk", game="barrage")
    assert ru.read("выбрать Italy с S2") == uk.read("обрати Італія з S2") == "choose Italy with S2"
    assert ru.read("строить основание на d5l жетоном basic_base") == "build base on d5l with basic_base"
    assert uk.read("будувати насип на D5L жетоном ANTON як L3_BASE") == "build elevation on D5L with ANTON as L3_BASE"
    assert ru.read("заплатить 1 экскаватор 9 кредитов") == "pay 1 excavator 9 credit"
    assert ru.read("pay 2 mixers") == "pay 2 mixers"  # English as the engine reads it
    assert ru.show("pay 2 mixers") == "заплатить 2 бетономешалки"
    assert uk.show("drop on HA") == "вода на HA"
    assert Words(game="barrage").bot("automa-very-hard") == "Automa (very hard)"
    assert uk.bot("automa-hard") == "Автома (важка)"


def test_an_introductory_game_to_the_end_with_undo_save_and_load(tmp_path):
    save = tmp_path / "barrage.json"
    game = load_game("barrage", players=2, seed=1)
    first = str(game.legal_actions()[0])
    lines = ["help", "board", first, "undo", "actions", "bogus", f"save {save}"]
    session, text = play(game, ["human", "random"], lines)
    assert session.game.is_over and save.exists()
    assert f"Undone: {first}" in text
    assert "Not understood: 'bogus'" in text
    assert "Actions phase (BA-15)" in text and "Your options:" in text
    assert "Final scores (BA-32)" in text and "Winner" in text
    loaded = load_record(str(save))
    assert loaded.is_over and loaded.history == session.game.history


def test_a_full_game_with_an_automa_seat_is_resumed_from_its_save(tmp_path):
    save = tmp_path / "full.json"
    game = load_game("barrage", seed=2, **FULL)
    session, text = play(game, ["human", "automa-hard"], ["help", "quit"])
    assert "Seats: P1 human, P2 Automa (hard)" in text and "Setup of the full game (BA-12.2)" in text
    assert "Companies offered (with their officers):" in text
    session.save(str(save))
    resumed, text = play(load_record(str(save)), ["human", "automa-hard"], ["board"] * 3 + [])
    assert resumed.game.is_over
    assert "Automa tile:" in text and "Winner" in text
    assert not [line for line in text.splitlines() if "…" in line and "│" in line]  # no table cut at 100 columns


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_whole_full_game_in_the_language_shows_no_english_word(lang: str):
    game = load_game("barrage", seed=4, **FULL)
    commands = {"ru": ["помощь", "поле", "действия", "абракадабра"], "uk": ["допомога", "поле", "дії", "абракадабра"]}
    session, text = play(game, ["human", "automa-hard"], commands[lang], lang)
    assert session.game.is_over
    found = latin_words(text)
    assert not found, sorted(set(found))[:30]
    assert {"ru": "Автома", "uk": "Автома"}[lang] in text


# ---- a turn on one screen ---------------------------------------------------------------------------
NAME = "Оксана"
ESSENTIALS = {
    # whose turn, the seat's credits and engineers (the table's columns, the seat's row), its wheel
    "uk": ("Оксана ходить (ви)", "Кр.", "Інж.", "Оксана (ви)", "Колесо (секторів до повернення):"),
    "ru": ("Оксана ходит (вы)", "Кр.", "Инж.", "Оксана (вы)", "Колесо (секторов до возврата):"),
    "en": ("Оксана to act (you)", "Cr.", "Eng.", "Оксана (you)", "Wheel (sectors until back):"),
}
OPTIONS = {"uk": "Ваші варіанти:", "ru": "Ваши варианты:", "en": "Your options:"}
TILE_ID = re.compile(r"\bbasic_[a-z]+|\bL[123]_[A-Z]+|\bANTON\b")


def _words(text: str) -> str:
    return " ".join(text.split())


class Screen(io.TextIOBase):
    """A player at a terminal of ``height`` lines who types random legal actions (seeded) and checks,
    each time it is asked, what the terminal shows: the last ``height - 1`` lines above the prompt."""

    def __init__(self, out: io.StringIO, height: int, turns: int):
        self.out, self.height, self.turns = out, height, turns
        self.session: PlaySession | None = None
        self.rng = random.Random(5)
        self.screens: list[tuple[list[str], str]] = []
        """Each screen above a prompt, with the latest entry of the log then."""

    def readline(self, size: int | None = -1) -> str:
        session = self.session
        assert session is not None
        latest = session.log[-1].text if session.log else ""
        self.screens.append((self.out.getvalue().splitlines()[-(self.height - 1) :], latest))
        if len(self.screens) > self.turns:
            return ""
        return session.w.show(str(self.rng.choice(session.game.legal_actions()))) + "\n"


def screens(lang: str, width: int, height: int, turns: int = 14) -> list[tuple[list[str], str]]:
    game = load_game("barrage", seed=6, **FULL)
    out = io.StringIO()
    console = Console(file=out, width=width, height=height, color_system=None)
    words = Words(lang, [NAME, None], game="barrage")
    screen = Screen(out, height, turns)
    session = PlaySession(game, ["human", "automa-hard"], {}, console, LineInput(console, screen, w=words), words=words)
    screen.session = session
    assert session.run() == 0
    return screen.screens[1:]  # the first is asked before the Automa has moved


@pytest.mark.parametrize(("lang", "width", "height"), [("uk", 80, 24), ("ru", 80, 24), ("uk", 120, 45), ("en", 80, 24)])
def test_a_turn_fits_one_screen_with_the_seats_essentials_and_the_automas_last_moves(lang, width, height):
    """At 80×24 (and 120×45) every prompt has above it, on the screen: whose turn it is, the seat's
    credits and engineers, its wheel, and the latest of what happened (the Automa's last move); the
    tiles by name; the player's --name."""
    shown = screens(lang, width, height)
    assert len(shown) >= 10
    for screen, latest in shown:
        text = "\n".join(screen)
        for part in ESSENTIALS[lang]:
            assert part in text, (part, text)
        assert _words(latest) in _words(text), (latest, text)  # the latest move, whole
        status = text.split(OPTIONS[lang], 1)[0]
        assert not TILE_ID.findall(status), status  # the tiles by name (their ids are typed in the options)
        assert not re.search(r"\b(?:P|Г|И)1\b", text), text  # the player by name
    automa = {"uk": "(Автома)", "ru": "(Автома)", "en": "(the Automa)"}[lang]
    assert sum(automa in "\n".join(screen) for screen, _ in shown) >= 5  # its moves, on the screens


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_at_a_real_80x24_terminal_the_turn_fits_the_screen():
    """The game at a terminal of 80×24 (a pty): after the company is chosen, the Automa builds; the
    status, its moves and the options fit above the next prompt."""
    pexpect = pytest.importorskip("pexpect")
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", PYTHONPATH=str(root / "src"), LANGUAGE="uk")
    args = ["-m", "powerplay.cli", "play", "barrage", "--seats", "human,automa-hard", "--seed", "6", "--name", NAME]
    child = pexpect.spawn(
        sys.executable, args, env=env, encoding="utf-8", timeout=40, dimensions=(24, 80), cwd=str(root)
    )
    ansi = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\r")
    try:
        child.expect(f"{NAME} р1 вибір>")
        before = ansi.sub("", child.before)
        choice = before.split("Ваші варіанти:", 1)[1].strip().splitlines()[0].strip()
        assert choice.startswith("обрати компанію "), choice  # the company's name needs no case
        child.send(choice + "\r")
        child.expect(f"{NAME} р1 дії>")
        lines = ansi.sub("", child.before).split("\n")
        turn = lines[max(k for k, line in enumerate(lines) if line.startswith("Раунд 1 з 5")) :]
        assert len(turn) <= 24, turn  # the status, the moves, the options and the prompt: one screen
        text = "\n".join(turn)
        for part in (*ESSENTIALS["uk"], "Після вашого минулого ходу:", "Г2 (Автома)", "Ваші варіанти:"):
            assert part in text, (part, text)
        child.send("вийти\r")
        child.expect("Ви вийшли з гри")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0


def test_the_energy_track_and_the_contracts_name_the_player():
    game = load_game("barrage", seed=3, **FULL)
    rng = random.Random(2)
    for _ in range(20):
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    for lang, energy, held in (
        ("uk", "Енергія в цьому раунді: Оксана 0", "у гравця Оксана"),
        ("ru", "Энергия в этом раунде: Оксана 0", "у игрока Оксана"),
        ("en", "Energy this round: Оксана 0", "held by Оксана"),
    ):
        w = Words(lang, [NAME, None], game="barrage")
        assert track(view, w).plain.startswith(energy)
        console = Console(record=True, width=WIDTH, file=io.StringIO(), color_system=None)
        console.print(contracts_panel(view, w))
        console.print(BarrageFrontend().map(view, [], w))
        text = console.export_text()
        assert held in text and f"{w.tr.gettext('P{number}').format(number=1)}: {NAME}" in text  # the map's legend
        assert not re.search(r"\b[ув] Оксана", text)  # no name after a preposition that would decline it


@pytest.mark.parametrize(
    ("lang", "action", "shown"),
    [
        ("uk", "choose Germany with S2", "обрати компанію Німеччина з S2"),
        ("ru", "choose Germany with S2", "выбрать компанию Германия с S2"),
        ("uk", "build base on D5L with basic_base", "будувати основу на D5L жетоном basic_base"),
        (
            "uk",
            "build powerhouse on P5_1 with basic_powerhouse",
            "будувати електростанцію на P5_1 жетоном basic_powerhouse",
        ),
        ("ru", "build elevation on D5L with basic_elevation", "строить надстройку на D5L жетоном basic_elevation"),
        ("ru", "put powerhouse on P5_1", "поставить электростанцию на P5_1"),
    ],
)
def test_names_in_actions_need_no_case_or_take_the_verbs(lang: str, action: str, shown: str):
    """A company follows the word for company (no case of its name is needed); a structure is the
    verb's object; the shorter forms typed before still read."""
    w = Words(lang, game="barrage")
    assert w.show(action) == shown
    assert w.read(shown) == action
    typed = {
        "обрати компанію Німеччина з S2": "обрати Німеччина з S2",
        "выбрать компанию Германия с S2": "выбрать Германия с S2",
        "будувати основу на D5L жетоном basic_base": "будувати основа на D5L жетоном basic_base",
        "строить надстройку на D5L жетоном basic_elevation": "строить надстройка на D5L жетоном basic_elevation",
    }
    if shown in typed:
        assert w.read(typed[shown]) == action


def test_the_automa_s_level_is_the_rulebook_s():
    """BA-A1 «рівень складності: легкий, середній, важкий, дуже важкий» (the Automa: feminine)."""
    uk = Words("uk", game="barrage")
    levels = ("automa-easy", "automa-medium", "automa-hard", "automa-very-hard")
    assert [uk.bot(k) for k in levels] == [
        "Автома (легка)",
        "Автома (середня)",
        "Автома (важка)",
        "Автома (дуже важка)",
    ]


@pytest.mark.parametrize(
    ("game", "wanted", "unwanted"),
    [
        (
            "barrage",
            ("powerplay play barrage --seats human,automa-hard", "build base on D5L with basic_base"),
            ("bid 14",),
        ),
        ("powergrid-cards", ("powerplay play powergrid-cards --players 2 --demolition", "demolish 05a"), ("bid 14",)),
        ("powergrid", ("powerplay play powergrid --map germany", "bid 14 on plant 13"), ("barrage --seats",)),
        (None, ("bid 14 on plant 13", "powerplay play barrage --help"), ("automa-hard\n",)),
    ],
)
def test_play_help_gives_the_examples_of_the_game_asked_for(game, wanted, unwanted):
    args = ["play", *([game] if game else []), "--help"]
    r = CliRunner().invoke(main, args, env={"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8", "COLUMNS": "100"})
    assert r.exit_code == 0, r.output
    for part in wanted:
        assert part in r.output, (part, r.output)
    for part in unwanted:
        assert part not in r.output, (part, r.output)
    uk = CliRunner().invoke(main, [*args, "--lang", "uk"], env={"LANGUAGE": "", "LC_ALL": "", "LANG": ""})
    assert uk.exit_code == 0 and "Використання:" in uk.output
    if game == "barrage":
        assert "«будувати основу на D5L жетоном basic_base»" in uk.output
