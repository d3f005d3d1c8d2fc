"""The terminal and the command line in Russian and Ukrainian: whole games of both games
played with commands typed in the reader's language, whose whole output holds no English word; the
commands read both ways; ``--help`` and click's own words in the language of ``--lang`` or ``LANG``;
the player's ``--name`` on the board and in the log."""

from __future__ import annotations

import io
import os
import random
import re
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from powerplay import load_game
from powerplay.bots import make_bot
from powerplay.cli import main
from powerplay.games.powergrid.data import board
from powerplay.tui import LineInput, PlaySession, Words
from powerplay.words.powergrid import city as city_name

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
"""Where the transcripts of the whole games are kept for a person to read."""
LANGS = ("ru", "uk")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b(?:PG|CG|D)-(?:\d+(?:\.\d+)*(?: [a-z]\b)?|x\.y)")
CITIES = sorted({c for m in ("germany", "usa") for c in board(m).cities}, key=len, reverse=True)
NAME = "Оксана"


def english_words(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The Latin words of ``text`` once city names, rule ids, option names (``--save``), the command
    lines it shows (``powerplay play … --load FILE``) and ``allowed`` are taken out."""
    text = re.sub(r"powerplay play \S+ --load \S+", "", text)
    text = RULE_ID.sub("", text)
    text = re.sub(r"--[a-z][a-z-]*", "", text)
    for word in (*CITIES, *allowed):
        text = text.replace(word, "")
    return LATIN_WORD.findall(text)


class Typist(io.TextIOBase):
    """A player who types some commands, then always the first legal action, in the reader's words."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.session: PlaySession | None = None
        self.typed = 0

    def readline(self, size: int | None = -1) -> str:
        assert self.session is not None
        self.typed += 1
        if self.lines:
            return self.lines.pop(0) + "\n"
        return self.session.w.show(str(self.session.game.legal_actions()[0])) + "\n"


def play(game_name: str, lang: str, lines: list[str], **config) -> tuple[PlaySession, str]:
    game = load_game(game_name, seed=4, **config)
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    words = Words(lang, [NAME, None, None], game_name)
    typist = Typist(lines)
    bots = {s: make_bot("random", game_name, s, 10 + s) for s in (1, 2)}
    session = PlaySession(
        game, ["human", "random", "random"], bots, console, LineInput(console, typist, w=words), words=words
    )
    typist.session = session
    assert session.run() == 0
    return session, out.getvalue()


COMMANDS = {
    "ru": [
        "помощь",
        "действия",
        "поле",
        "журнал всё",
        "абракадабра",
        "ставка абв",
        "ставка 1",
        "ставка 1 на станцию 99",
    ],
    "uk": ["допомога", "дії", "поле", "журнал все", "абракадабра", "ставка абв", "ставка 1", "ставка 1 на станцію 99"],
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("game_name", "config"),
    [("powergrid", {"players": 3, "map": "germany"}), ("powergrid-cards", {"players": 3})],
)
def test_a_whole_game_typed_in_the_language_shows_no_english_word(game_name: str, lang: str, config: dict, tmp_path):
    extra = ["карта" if lang == "ru" else "мапа"] if game_name == "powergrid" else []
    save = tmp_path / "партия.json"
    lines = [*COMMANDS[lang], *extra, f"{'сохранить' if lang == 'ru' else 'зберегти'} {save}"]
    session, text = play(game_name, lang, lines, **config)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"terminal-{game_name}-{lang}.txt").write_text(text.replace(str(tmp_path), "…"), "utf-8")
    assert session.game.is_over and save.exists()
    found = english_words(text, allowed=(NAME, str(save)))
    assert not found, found[:20]
    ends = {
        "ru": ("Игра окончена", "Итоговый счёт", "Победител"),
        "uk": ("Гру завершено", "Підсумковий рахунок", "Перемож"),
    }
    for words in ends[lang]:
        assert words in text
    assert NAME in text  # the player's name, on the board and in the log
    assert {"ru": "Непонятно", "uk": "Незрозуміло"}[lang] in text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_name", ["powergrid", "powergrid-cards"])
def test_every_action_is_shown_and_read_back_in_the_language(game_name: str, lang: str):
    w = Words(lang, game=game_name)
    rng = random.Random(3)
    game = load_game(game_name, seed=3, players=3)
    seen = set()
    while not game.is_over:
        legal = [str(a) for a in game.legal_actions()]
        for action in legal:
            shown = w.show(action)
            assert w.read(shown) == action, (action, shown)
            assert str(game.parse_action(w.read(shown.upper()))) == action
            assert not english_words(shown), shown
            seen.add(action.split()[0])
        game.apply(rng.choice(legal))
    assert {"bid", "pass", "buy", "done"} <= seen


def test_commands_are_read_in_every_language_and_english_always():
    ru = Words("ru", game="powergrid")
    assert ru.read("купить 3 мазута") == "buy 3 oil"
    assert ru.read("покупаю 1 уран") == "buy 1 uranium"
    assert ru.read("строить Lübeck") == "build Lübeck"
    assert ru.read("подключить Luebeck") == "build Luebeck"
    assert ru.read("запустить 07 10 сжигая 3 мазута и 4 угля") == "power 07 10 with 3 oil 4 coal"
    assert ru.read("ничего не запускать") == "power nothing"
    assert ru.read("bid 14 on plant 13") == "bid 14 on plant 13"  # English as it is
    assert ru.show("scrap 05 returning 2 coal") == "сбросить 05 вернув 2 угля"
    uk = Words("uk", game="powergrid-cards")
    assert uk.read("купити 3 газу зі стовпця 2") == "buy 3 gas from column 2"
    assert uk.read("виробляти 07 12 спалюючи 2 газу 1 нафти") == "produce 07 12 with 2 gas 1 oil"
    assert uk.read("купити 1 нафту зі стовпця 3") == "buy 1 oil from column 3"  # the accusative too
    assert ru.read("купить 2 вторсырье") == "buy 2 garbage"  # е for ё
    assert ru.means_everything("все") and ru.means_everything("ВСЁ") and ru.means_everything("all")
    assert uk.show("discard 2 coal 1 oil") == "скинути 2 вугілля 1 нафта"
    assert uk.which_command("ДОПОМОГА") == "help" and uk.which_command("quit") == "quit"
    assert Words("ru").which_command("выход") == "quit"
    assert Words("en").show("bid 14 on plant 13") == "bid 14 on plant 13"


def test_a_plan_reads_how_far_it_bids():
    """A hint's auction plan: bidding on up to a most, or no higher than its own bid (then passing), which
    reads otherwise than the bid alone (the bot's own judgement at the next raise)."""
    en, ru = Words("en", game="powergrid-cards"), Words("ru", game="powergrid-cards")
    assert en.plan("bid 9") == "bid 9"
    assert en.plan("bid 9", 12) == "bid 9, bidding up to 12"
    assert en.plan("bid 9", 9) == "bid 9, and no higher"
    assert en.plan("bid 9 on plant 13", 9) == "bid 9 on plant 13, and no higher"
    assert len({ru.plan("bid 9"), ru.plan("bid 9", 12), ru.plan("bid 9", 9)}) == 3


def test_build_lubeck_with_and_without_diacritics_in_russian():
    game = load_game("powergrid", players=3, map="germany", seed=1)
    w = Words("ru", game="powergrid")
    for name in ("Lübeck", "Luebeck", "Lubeck", "LÜBECK"):
        action = game.parse_action(w.read(f"строить {name}"))
        assert str(action) == "build Luebeck"


# ---- the command line ------------------------------------------------------------------------------
HELP_ALLOWED = (
    "main",  # the program's name under CliRunner
    "play",  # the commands' names, typed as they are
    "simulate",
    "arena",
    "data",
    "en",
    "ru",
    "uk",
    "Powerplay",
    "powerplay",
    "python",
    "cli",
    "powergrid",
    "cards",
    "germany",
    "usa",
    "random",
    "human",
    "heuristic",
    "easy",
    "medium",
    "hard",
    "expert",
    "bot",
    "barrage",
    "pampero",
    "null",  # JSON's null, typed as it is (a config's value)
    "automa",
    "very",
    "basic",  # a technology tile's id (basic_base), typed as it is
    "base",
    "west",
    "north",
    "east",
    "Recharged",
    "http",
    "serve",
    "review",
    "docs",
    "server",
    "api",
    "md",
)


def help_words(text: str) -> list[str]:
    """The English words of a --help text: metavars and environment variables (capitals), the
    example command lines and the values one types are allowed."""
    text = "\n".join(line for line in text.splitlines() if not line.strip().startswith("powerplay "))
    text = re.sub(r"\b[A-Z][A-Z_]+\b", "", text)
    return [w for w in english_words(text) if w not in HELP_ALLOWED]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "args", [["--help"], ["play", "--help"], ["play", "barrage", "--help"], ["play", "powergrid-cards", "--help"]]
)
def test_help_is_in_the_language_of_lang_or_of_the_environment(lang: str, args: list[str]):
    by_option = CliRunner().invoke(main, [*args, "--lang", lang], env={"LANGUAGE": "", "LC_ALL": "", "LANG": ""})
    by_env = CliRunner().invoke(main, args, env={"LANGUAGE": "", "LC_ALL": "", "LANG": f"{lang}_UA.UTF-8"})
    assert by_option.exit_code == 0 and by_env.exit_code == 0
    assert by_option.output == by_env.output
    text = by_option.output
    assert {"ru": "Использование:", "uk": "Використання:"}[lang] in text
    assert {"ru": "Показать эту справку и выйти.", "uk": "Показати цю довідку й вийти."}[lang] in text
    assert not help_words(text), help_words(text)
    english = CliRunner().invoke(main, args, env={"LANGUAGE": "", "LC_ALL": "", "LANG": "C.UTF-8"})
    assert "Usage:" in english.output and "Show this message and exit." in english.output


def test_clicks_errors_and_ours_speak_the_language():
    env = {"LANGUAGE": "", "LC_ALL": "", "LANG": ""}
    r = CliRunner().invoke(main, ["play", "--frobnicate", "--lang", "ru"], env=env)
    assert r.exit_code == 2 and "Ошибка: Нет такого параметра" in r.output
    r = CliRunner().invoke(main, ["play", "--players", "9"], env={**env, "LANGUAGE": "uk"})
    assert r.exit_code == 2 and "Помилка: Неприпустиме значення" in r.output and "2<=x<=6" in r.output
    r = CliRunner().invoke(main, ["play", "--seats", "human,random", "--players", "3", "--lang", "uk"], env=env)
    assert r.exit_code == 2 and "вказано 2 місця для гри на 3 гравців" in r.output
    r = CliRunner().invoke(main, ["play", "--lang", "de"], env=env)
    assert r.exit_code == 2 and "unknown language 'de'" in r.output


def test_a_game_at_the_command_line_in_ukrainian_with_a_name():
    env = {"LANGUAGE": "", "LC_ALL": "", "LANG": "uk_UA.UTF-8", "COLUMNS": "120"}
    r = CliRunner().invoke(
        main,
        ["play", "powergrid", "--players", "3", "--seed", "2", "--seats", "human,random,random", "--name", NAME],
        input="допомога\nвийти\n",
        env=env,
    )
    assert r.exit_code == 0, r.output
    assert f"{NAME} р1 аукціон> допомога" in r.output
    assert "Фаза 2, аукціон (PG-6)" in r.output and "Ви вийшли з гри." in r.output
    assert not english_words(r.output, allowed=(NAME,)), english_words(r.output, allowed=(NAME,))


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_the_terminal_prompt_completes_russian_commands():
    pexpect = pytest.importorskip("pexpect")
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm", PYTHONPATH=str(root / "src"), LANG="ru_RU.UTF-8")
    env.pop("LANGUAGE", None)
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    args = [
        "-m",
        "powerplay.cli",
        "play",
        "powergrid",
        "--seed",
        "7",
        "--players",
        "3",
        "--seats",
        "human,random,random",
    ]
    child = pexpect.spawn(
        sys.executable, args, env=env, encoding="utf-8", timeout=40, dimensions=(40, 110), cwd=str(root)
    )
    try:
        child.expect("И1 р1 аукцион>")
        child.send("пом\t")  # Tab completes «помощь»: «пом» alone is not understood
        time.sleep(0.5)
        child.send("\r")
        child.expect("Фаза 2, аукцион")
        child.expect("И1 р1 аукцион>")
        child.send("па\t")  # «пас»
        time.sleep(0.5)
        child.send("\r")
        child.expect("пасует")
        child.expect("аукцион>")
        child.send("выход\r")
        child.expect("Вы вышли из игры")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0


def test_hotseat_players_name_themselves():
    env = {"LANGUAGE": "ru", "COLUMNS": "120"}
    args = ["play", "powergrid", "--players", "3", "--seed", "2", "--seats", "human,human,random"]
    r = CliRunner().invoke(main, [*args, "--name", "Анна", "--name", "Борис"], input="пас\nвыход\n", env=env)
    assert r.exit_code == 0, r.output
    assert "Места: Анна человек, Борис человек, И3 случайный" in r.output
    r = CliRunner().invoke(main, [*args, "--name", "А", "--name", "Б", "--name", "В"], env=env)
    assert r.exit_code == 2 and "указано 3 имени для мест людей: 2" in r.output


def test_a_file_that_cannot_be_written_is_explained_in_the_language(tmp_path):
    _, text = play("powergrid", "uk", [f"зберегти {tmp_path}/немає/гра.json", "вийти"], players=3, map="germany")
    assert "Не вдалося зберегти в" in text and "немає такого файлу чи теки" in text
    assert "(не збережено: введіть «зберегти ФАЙЛ» або запустіть із --save)" in text


def test_the_help_names_a_city_of_this_board():
    game = load_game("powergrid", players=2, map="usa", seed=3)  # the trust's houses first (PG-14.2 c)
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    words = Words("ru", game="powergrid")
    bots = {1: make_bot("random", "powergrid", 1, 1)}
    script = io.StringIO("помощь\nвыход\n")
    PlaySession(game, ["human", "random"], bots, console, LineInput(console, script, w=words), words=words).run()
    helped = out.getvalue().split("> помощь", 1)[1]
    city = str(game.legal_actions()[0]).partition(" ")[2]
    assert f"траст {city_name(city, words)}" in helped and "Essen" not in helped and "Эссен" not in helped
    assert city_name("Atlanta", words) == "Атланта"  # the reader's name of the city


def test_a_city_is_shown_and_typed_in_the_reader_s_language():
    """The cities in the reader's language (the glossary's Cities), typed in it too (any case, ё or
    е, a hyphen or a space), or in Latin with or without diacritics (the rules read those)."""
    ru, uk = Words("ru", game="powergrid"), Words("uk", game="powergrid")
    assert ru.show("build Duesseldorf") == "строить Дюссельдорф"
    assert uk.show("build St. Louis") == "будувати Сент-Луїс"
    for typed in ("строить Эссен", "Строить эссен", "build Эссен", "строить Ессен"):
        assert ru.read(typed) == "build Essen", typed
    assert ru.read("строить кельн") == ru.read("строить Кёльн") == "build Koeln"
    assert ru.read("строить франкфурт на майне") == "build Frankfurt-Main"
    assert uk.read("будувати х’юстон") == "build Houston"
    assert ru.read("строить Lübeck") == "build Lübeck"  # the rules read a Latin name as typed
    lines = ["отметить Эссен", "отметить аугсбург", "выход"]
    _, text = play("powergrid", "ru", lines, players=3, map="germany", starting_cities=True)
    assert "отметить <город>: Аугсбург, Ахен," in text  # the cities offered, by their Russian names
    assert "PG-13.1: город Эссен нельзя отметить" in text  # a refusal names the city in Russian
    assert "отмечает город Аугсбург как стартовый" in text  # the log too
