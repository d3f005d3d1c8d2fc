"""The terminal front end of Barrage (issue 16): the board from a seat's view, the help of each phase
and step, the legal actions summed up, whole games typed at the terminal (with an Automa seat, in
English, Russian and Ukrainian), and the session's undo, save and load."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot
from powerplay.core.registry import load_record
from powerplay.tui import LineInput, PlaySession, Words
from powerplay.tui.barrage import BarrageFrontend, summarise
from powerplay.tui.frontend import frontend_for

WIDTH = 100
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
    console = Console(file=out, width=WIDTH, color_system=None)
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
        "Patent office tiles: 1: —, 2: —, 3: L2_ELEVATION",
        "P412 ≥10: 8 VP, water +1 (flowing)",
        "national         N104 ≥15: 12 VP",
        "held by P1       S2 ≥3: 2 cr., wheel +1; P206 ≥3: 3 VP, 1 mix.",
        "Jill McDowell",
        "Automa (hard)",
        "B4 E5 C3 P4",
        "income: C2",
        "2: basic_conduit 3 mix.",
        "r3: fulfilled contracts; r4: advanced technology tiles; r5: bases",
        "Objective tile (end of game): basins with at least 3 of your structures",
        "Automa tile: AT01 (deck 6); criteria AT09",
    ):
        assert part in text, part
    assert max(len(line) for line in text.splitlines()) <= WIDTH
    assert "…" not in text  # nothing cropped


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
    assert lines[3] == "    tiles: basic_base, basic_joker"
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
    assert "…" not in text  # no table cut at 100 columns, to the final scores


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_whole_full_game_in_the_language_shows_no_english_word(lang: str):
    game = load_game("barrage", seed=4, **FULL)
    commands = {"ru": ["помощь", "поле", "действия", "абракадабра"], "uk": ["допомога", "поле", "дії", "абракадабра"]}
    session, text = play(game, ["human", "automa-hard"], commands[lang], lang)
    assert session.game.is_over
    found = latin_words(text)
    assert not found, sorted(set(found))[:30]
    assert {"ru": "Автома", "uk": "Автома"}[lang] in text
