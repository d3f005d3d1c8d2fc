"""The API's request and response bodies as declared models: every request is checked against them
before any work (types, ranges, lengths, JSON booleans only, no unknown fields), and the OpenAPI
document is made from them. A game's options are its own model (``Game.config_model``): a new game
in the registry is a new request shape here without a line changed."""

from __future__ import annotations

import functools
import unicodedata
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

import regex
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, create_model

from ..bots import BOTS, make_bot
from ..core.errors import BadInput
from ..core.options import WholeNumber, whole
from ..core.registry import GAMES, game_class, seat_kinds
from .db import NAME_MAX
from .errors import ApiError
from .language import _, ngettext
from .store import HUMAN

OPEN = "open"
"""A seat kind in a new game's request: a human seat that anyone may join from the lobby."""
DEFAULT_BOT = "heuristic"
BOT_LABELS = {
    "heuristic": _("Heuristic bot"),
    "easy": _("Search bot: easy"),
    "medium": _("Search bot: medium"),
    "hard": _("Search bot: hard"),
    "expert": _("Search bot: expert"),
    "random": _("Random bot"),
    "automa-easy": _("Automa: easy"),
    "automa-medium": _("Automa: medium"),
    "automa-hard": _("Automa: hard"),
    "automa-very-hard": _("Automa: very hard"),
}
"""Each bot's name for a person (in the reader's language: ``Text.say``), and of each seat a game plays
itself (Barrage's Automa, ``registry.seat_kinds``)."""
SEED_LIMIT = 1 << 53
"""Seeds a request may name: the integers every JSON reader keeps exact (a game created without one
gets 64 random bits)."""
GAME_ID = r"^[A-Za-z0-9]{1,32}$"
SECRET = r"^[A-Za-z0-9_-]{16,64}$"

if TYPE_CHECKING:
    GameName = str
else:
    GameName = Literal[tuple(GAMES)]
    """A game of the registry."""

_Literal: Any = Literal
"""``Literal``, for literals built at run time from the registries (a type checker cannot follow them)."""

_plays: dict[tuple[str, str], bool] = {}


def bot_plays(kind: str, game: str) -> bool:
    """Can the bot ``kind`` play ``game``? (A bot that cannot refuses to be made for it.)"""
    key = (kind, game)
    if key not in _plays:
        try:
            make_bot(kind, game, 0, 0)
            _plays[key] = True
        except BadInput:
            _plays[key] = False
    return _plays[key]


def bots_for(game: str) -> list[str]:
    """The bots that play ``game``, the default one first."""
    kinds = [k for k in BOTS if bot_plays(k, game)]
    return sorted(kinds, key=lambda k: k != DEFAULT_BOT)


def max_players(game: str) -> int:
    return int(game_class(game).config_model.model_json_schema()["properties"]["players"]["maximum"])


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def player_name(given: str) -> str:
    """A player's name as it is kept: in NFKC (fullwidth ``Ａｎｎａ`` is ``Anna``, the ligature ``ﬁ``
    is ``fi``), then trimmed; 1 to ``NAME_MAX`` characters, on one line, with a visible letter,
    digit or symbol and no control, format or other invisible characters (a line break, a
    right-to-left override, a zero-width space, a Hangul filler, the blank Braille pattern), its
    letters of one writing system (no Cyrillic ``А`` among Latin letters: ``mixes_scripts``); shown
    as text, never as HTML. A name that is not one is refused (422). (That no other player of the
    game has it, whatever its case, the database sees to: ``db.name_key``.)"""
    name = unicodedata.normalize("NFKC", given).strip()
    if not name:
        raise ApiError(422, _("a name may not be blank"))
    if len(name) > NAME_MAX:
        raise ApiError(422, ngettext("a name has at most {n} character", "a name has at most {n} characters", NAME_MAX))
    if not any(_VISIBLE.match(c) and not _INVISIBLE.match(c) for c in name):
        raise ApiError(422, _("a name needs at least one visible letter, digit or symbol"))
    if _hides(name):
        raise ApiError(422, _("a name may not hold control or invisible characters (a line break, a tab)"))
    if mixes_scripts(name):
        raise ApiError(422, _("a name may not mix letters of different alphabets (such as Latin and Cyrillic)"))
    return name


_VISIBLE = regex.compile(r"[\p{L}\p{N}\p{S}]")
_INVISIBLE = regex.compile(r"[\p{C}\p{Zl}\p{Zp}\p{DI}\u115f\u1160\u2800\u3164\uffa0\U0001d159]")
"""What shows nothing: control, format, private and unassigned characters, line and paragraph
separators, the default-ignorable ones (zero-width joiners, variation selectors, tags, the Hangul
fillers U+115F, U+1160, U+3164, U+FFA0) and the blank-looking symbols (the blank Braille pattern
U+2800, the null notehead U+1D159)."""
_VARIATION = regex.compile(r"\p{Variation_Selector}")


def _hides(name: str) -> bool:
    """Does ``name`` hold a character that shows nothing? (A variation selector after a symbol
    shows it as an emoji: ``❤️``; the names' keys leave it out, ``db.name_key``.)"""
    return any(
        not (_VARIATION.match(m.group()) and m.start() and unicodedata.category(name[m.start() - 1])[0] == "S")
        for m in _INVISIBLE.finditer(name)
    )


_ISO_15924 = """
Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm
Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor
Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hani Hang Hano Hatr Hebr Hira Hluw Hmng Hmnp Hrkt Hung
Ital Java Jurc Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb
Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr
Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Pcun Perm Phag
Phli Phlp Phnx Prti Rjng Rohg Runr Samr Sarb Saur Seal Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo
Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt
Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb
"""
SCRIPTS = tuple(_ISO_15924.split())
"""The writing systems of Unicode (ISO 15924 codes), but Common and Inherited: those the ``regex``
module installed knows are told apart (``_scripts``)."""
WRITINGS = {
    "Hani": ("Jpan", "Kore", "Hanb"),
    "Hira": ("Jpan",),
    "Kana": ("Jpan",),
    "Hang": ("Kore",),
    "Bopo": ("Hanb",),
}
"""Scripts written together (UTS #39's augmented script sets): Japanese is kanji and kana, Korean
hangul and hanja, Chinese with bopomofo."""
UNKNOWN = "Zzzz"


@functools.cache
def _script_patterns() -> tuple[tuple[str, regex.Pattern], ...]:
    found = []
    for code in SCRIPTS:
        try:
            found.append((code, regex.compile(rf"\p{{scx={code}}}")))
        except regex.error:  # a script newer than the regex module installed
            continue
    return tuple(found)


_COMMON = regex.compile(r"[\p{scx=Zyyy}\p{scx=Zinh}]")


@functools.lru_cache(maxsize=4096)
def _scripts(char: str) -> frozenset[str] | None:
    """The writing systems ``char`` is written in (its Unicode Script_Extensions, augmented by
    ``WRITINGS``); None for a character of any (digits, spaces, punctuation, most symbols and
    combining marks: Common and Inherited); ``UNKNOWN`` for one of a script the regex module does
    not know."""
    found = {code for code, pattern in _script_patterns() if pattern.match(char)}
    if not found:
        return None if _COMMON.match(char) else frozenset({UNKNOWN})
    for code in list(found):
        found.update(WRITINGS.get(code, ()))
    return frozenset(found)


def mixes_scripts(name: str) -> bool:
    """Are ``name``'s letters of more than one writing system (UTS #39's highly restrictive level:
    one script, or Latin beside Chinese, Japanese or Korean)? A Cyrillic ``А`` among Latin letters
    makes a name that looks like another.

    >>> mixes_scripts("Anna"), mixes_scripts("Олена"), mixes_scripts("\u0410nna"), mixes_scripts("Taro 太郎")
    (False, False, True, False)
    """
    sets = [found for c in name if (found := _scripts(c)) is not None]
    if not sets or frozenset.intersection(*sets):
        return False
    others = [found for found in sets if "Latn" not in found]
    return not (0 < len(others) < len(sets) and frozenset.intersection(*others) & {"Jpan", "Kore", "Hanb"})


NAME_RULES = (
    f"trimmed after NFKC, 1 to {NAME_MAX} characters, with a visible letter, digit or symbol, no control or "
    "invisible characters, its letters of one alphabet (else 422); no other player of the game may have it, "
    "whatever its case (else 422); shown as text."
)
NAME = Field(
    None,
    description=f"The player's name, shown to everyone instead of the seat's label: {NAME_RULES}",
    examples=["Anna"],
)


# ---- requests ------------------------------------------------------------------------------------
class Advice(Strict):
    """What the bots may tell the players (``powerplay.analysis``), as the game's creator chose."""

    hints: bool | None = Field(
        None,
        description="Whether a player may ask for a hint (the hard bot's best moves with the player's chance to "
        "win after each) and for the players' chances as the player sees them. Default: yes when at most one "
        "seat is a person's (a person alone against bots), no otherwise.",
    )
    spectators: bool = Field(
        False,
        description="Whether spectators may ask for each player's chance to win during play, from what every "
        "player may know (no seat's own hidden parts).",
    )


def _new_game_model(name: str) -> type[BaseModel]:
    """The body that creates a game of ``name``: its options, its seats, optionally a seed."""
    options = game_class(name).config_model
    kinds = (HUMAN, OPEN, "bot", *bots_for(name), *seat_kinds(name))
    seats: Any = list[_Literal[kinds]] | None
    most = max_players(name)
    title = "New" + "".join(part.title() for part in name.split("-")) + "Game"
    return create_model(
        title,
        __base__=Strict,
        game=(_Literal[name], Field(description="The game (see `GET /api/bots` for its bots).")),
        config=(
            options,
            Field(default_factory=options, description="The game's options; `players` defaults to the seats."),
        ),
        seats=(
            seats,
            Field(
                None,
                min_length=1,
                max_length=most,
                description='One per player: "human" (a seat held for an invited player: its link is in '
                'the answer), "open" (anyone may join it from the lobby), "bot" (the default bot), a '
                "bot's name, or a seat the game plays itself (Barrage: automa-easy, automa-medium, "
                "automa-hard, automa-very-hard). Default: a human seat and default bots.",
            ),
        ),
        name=(
            str | None,
            Field(
                None,
                description="The creator's name, for their own seat: the first invited human seat (the one "
                "the lobby's “Play as” button plays); whoever claims that seat's link may give another.",
                examples=["Anna"],
            ),
        ),
        advice=(Advice, Field(default_factory=Advice, description="What the bots may tell the players.")),
        seed=(
            Annotated[int, Field(ge=0, lt=SEED_LIMIT), BeforeValidator(whole)] | None,
            Field(
                None,
                description="The seed of every shuffle (0 to 2**53 - 1): the same seed deals the same game. "
                "Default: 64 random bits (from the operating system's secure source).",
            ),
        ),
    )


NEW_GAME_MODELS = {name: _new_game_model(name) for name in GAMES}
if TYPE_CHECKING:

    class NewGame(Strict):
        """What every game's new-game body holds (the models above are its real shapes)."""

        game: str
        config: BaseModel
        seats: list[str] | None
        name: str | None
        advice: Advice
        seed: int | None

else:
    NewGame = Annotated[Union[tuple(NEW_GAME_MODELS.values())], Field(discriminator="game")]  # noqa: UP007
    """The body of ``POST /api/games``: one shape per game, told apart by ``game``."""


class Join(Strict):
    seat: Annotated[int, Field(ge=0, lt=8), BeforeValidator(whole)] | None = Field(
        None, description="The open seat to take; default: the first free open seat."
    )
    name: str | None = NAME


class Claim(Strict):
    invitation: str = Field(
        pattern=SECRET,
        description="The invitation from the seat's link (`/play/{id}#invite=INVITATION`).",
        examples=["kq3f0T9xR2mV7bC1uY8wZg"],
    )
    name: str | None = NAME


class Naming(Strict):
    name: str = Field(
        description=f"The player's name, shown to everyone instead of the seat's label: {NAME_RULES}",
        examples=["Anna"],
    )


class Named(BaseModel):
    seat: int
    name: str


class Action(Strict):
    version: WholeNumber = Field(
        ge=0, le=1_000_000, description="The version this action answers (the state's `version`)."
    )
    action: str = Field(
        min_length=1,
        max_length=200,
        description="The action as it reads (one of the state's `legal` strings, or any exact bid).",
        examples=["bid 14 on plant 13"],
    )


class Undo(Strict):
    version: WholeNumber = Field(
        ge=0,
        le=1_000_000,
        description="The version the seat sees (the state's `version`): its last action is taken back.",
    )


class HintAsked(Strict):
    version: WholeNumber = Field(
        ge=0, le=1_000_000, description="The version the seat sees (the state's `version`): the decision to weigh."
    )


# ---- responses -----------------------------------------------------------------------------------
class Plan(BaseModel):
    """A plan the hard bot weighed: its first action, the seat's chance to win after it."""

    action: str = Field(description="Its first action, as the engine writes it.")
    text: str = Field(description="The plan in the reader's words: the action, the most it bids, what follows.")
    chance: float | None = Field(description="The seat's chance to win after it (null: the only sensible move).")
    plays: int = Field(description="The play-outs it had.")
    most: int | None = Field(description="In an auction: the most the plan bids.")
    then: list[str] = Field(description="The plan's further actions in the same phase.")


class ChancesReply(BaseModel):
    version: int
    seat: int | None = Field(description="The seat whose view it is; null for a spectator's.")
    chances: list[float] = Field(description="Each player's chance to win now, as the seat sees the game.")


class HintReply(BaseModel):
    version: int
    seat: int
    chances: list[float] = Field(description="Each player's chance to win now, as the seat sees the game.")
    options: list[Plan] = Field(description="The hard bot's best plans, its choice first.")


class Point(BaseModel):
    index: int = Field(description="The actions played before this position.")
    mover: int | None
    action: str | None = Field(description="The action played here (null: the end).")
    chances: list[float]


class Moment(BaseModel):
    index: int
    action: str
    text: str = Field(description="The move played, in the reader's words.")
    before: float
    after: float
    played: Plan
    best: Plan
    options: list[Plan]
    mistake: bool = Field(
        description="The best plan would have kept two points or more of the seat's chance than the move played."
    )


class Review(BaseModel):
    state: Literal["running", "done", "failed"]
    share: float = Field(description="How much of the review is worked out (0 to 1).")
    url: str = Field(description="The review's own page: anyone with the link reads it once it is worked out.")
    game: str = Field(description="The game's registry name.")
    title: str = Field(description="The game's title in the reader's language.")
    names: list[str] = Field(description="The players' names by seat, in the reader's language.")
    seat: int | None = None
    players: int | None = None
    points: list[Point] | None = Field(None, description="Each player's chance to win after every action.")
    moments: list[Moment] | None = Field(
        None,
        description="The seat's moves that mattered: its mistakes first, then those after which its chance fell most.",
    )
    graph: str | None = Field(None, description="The graph of the chances, an SVG document.")


class Error(BaseModel):
    error: str = Field(
        description="What was refused and why, in plain words (without the rule number), in the reader's "
        "language (the cookie `lang`, else `Accept-Language`, else English)."
    )
    rule: str | None = Field(description="The rule the refusal enforces, e.g. PG-6.4 b; null when none applies.")


class SeatLink(BaseModel):
    seat: int
    kind: str = Field(description='"human" or the bot that plays the seat.')
    open: bool = Field(description="Anyone may join this seat from the lobby.")
    link: str | None = Field(description="The invitation link of a human seat that is not open: send it to the player.")


class Created(BaseModel):
    id: str
    owner: str = Field(
        description="The creator's key: keep it; with it (`Authorization: Bearer`) a seat's link may be re-issued."
    )
    seats: list[SeatLink]
    spectator_url: str


class SeatToken(BaseModel):
    seat: int
    token: str = Field(description="The seat's token: send it as `Authorization: Bearer <token>`. Keep it secret.")


class Invitation(BaseModel):
    seat: int
    link: str = Field(description="The new invitation link; the old one and the seat's old token no longer work.")


class Seat(BaseModel):
    seat: int
    kind: str
    open: bool
    claimed: bool
    name: str | None = Field(description="The name its player gave (null: none; a bot is named by its kind).")


class GameSummary(BaseModel):
    id: str
    game: str
    config: dict[str, Any]
    seats: list[Seat]
    status: Literal["open", "running", "over"]
    created: str
    updated: str
    version: int
    current_player: int | None


class State(BaseModel):
    id: str
    version: int
    seat: int | None = Field(description="The seat this state is for; null for a spectator.")
    current_player: int | None
    over: bool
    view: dict[str, Any] = Field(description="What this seat may know (the game's view).")
    legal: list[str] = Field(description="The legal actions, for the seat whose turn it is; else empty.")
    undo: bool = Field(
        description="Whether this seat may take back its last action now (`POST /api/games/{id}/undo`): "
        "its own, which revealed nothing hidden, with no other seat's action after it."
    )
    log_id: str = Field(
        description="Names the log: asked again with it (`?log_id=…&log=N`, or in the socket's first message), "
        "a state brings only the entries after the first N."
    )
    log_from: int = Field(
        description="The entry of the log that `log` begins with (0: the whole log; else the entries before it "
        "are those the reader holds)."
    )
    log: list[str] = Field(
        description="What happened, in the reader's language (the cookie `lang`, else `Accept-Language`), "
        "the players' names for their seats: the entries from `log_from` on."
    )
    log_data: list[dict[str, Any]] | None = Field(
        default=None,
        description='The same entries as data, `{"kind", "args"}` (docs/events.md), for the games whose '
        "page reads them (Barrage); absent for the others.",
    )
    seats: list[Seat]
    last_move_at: str


class Accepted(BaseModel):
    version: int
    events: list[str] = Field(description="What the action did, in the reader's language.")


class Undone(BaseModel):
    version: int = Field(description="The game's version after the undo (versions only grow).")


class Record(BaseModel):
    game: str
    config: dict[str, Any]
    seed: int
    actions: list[str]
    hints: dict[str, int] = Field(
        default_factory=dict, description="The hints each seat took (by seat, from 0; a seat that took none is absent)."
    )
    chances: dict[str, int] = Field(
        default_factory=dict,
        description="The times each seat looked at the players' chances to win during play (as `hints`).",
    )


class Replay(BaseModel):
    n: int
    total: int
    view: dict[str, Any]
    log: list[str]
    log_data: list[dict[str, Any]] | None = Field(
        default=None, description="The log's entries as data, as the state's `log_data` (Barrage only)."
    )


class Bot(BaseModel):
    kind: str
    label: str
    games: list[str]


class Choice(BaseModel):
    kind: str
    label: str = Field(description="Its name, in the reader's language.")


class PlayerRange(BaseModel):
    min: int
    max: int
    default: int


class ScoreLabel(BaseModel):
    label: str = Field(description="The title of the scores' main entry (Power Grid: cities powered).")
    explanation: str


class DataSetChoice(BaseModel):
    """A data set of a game's components the server loaded from a folder of a person's own values."""

    name: str = Field(description="The folder's name.", examples=["pampero-printed"])
    digest: str = Field(description="The set's digest, which a game's `config` and record name it by.")


class GameKind(BaseModel):
    """A game the server plays, as the lobby offers it."""

    name: str = Field(description="The game's name in the API (`game` of a new game).", examples=["powergrid"])
    title: str
    blurb: str = Field(description="A sentence or two about the game.")
    players: PlayerRange = Field(description="How many may play (the bounds of the option `players`).")
    options: dict[str, Any] = Field(
        description="The JSON schema of the game's options (`config` of a new game), its titles and words in the "
        "reader's language where the catalogue has them. Besides JSON schema's keywords an option may have: "
        "`labels` (words for its values, by value: `true`/`false` for a boolean), `hint` (a short explanation), "
        '`requires` (the options it may differ from its default only with: `{"players": 2}`) and `requirement` '
        "(that requirement in words), `seats` (the seats' kinds set it: see `seat_kinds`), `advanced` (an "
        "alternative to the rulebook's default), `rule` (the rule that sets what it may hold), `folder` (the data set "
        "of the game's components: one of `data_sets`)."
    )
    bots: list[Choice] = Field(description="The bots that play it, the default one first (as `GET /api/bots`).")
    seat_kinds: list[Choice] = Field(description="The seats the game plays itself (Barrage: its Automa's levels).")
    score: ScoreLabel
    lobby: str | None = Field(
        description="The address of the game's own module of the lobby page, for what its options schema cannot "
        "say (Power Grid's regions, chosen on the board's map); none for most games."
    )
    alone: str | None = Field(
        description="What to say when one person plays alone against bots, where that is not the rulebook's own "
        "solo game (Pampero: its solo opponent's rules are lost); none for most games."
    )
    data_sets: list[DataSetChoice] = Field(
        description="The data sets of the game's components this server loaded (`serve --data GAME=DIR`) besides "
        "the built-in one: a new game's option marked `folder` takes one's `digest` (null: the built-in set)."
    )


class Health(BaseModel):
    ok: bool
    pid: int
    games_in_memory: int
    games_watched: int = Field(description="Games with an open WebSocket in this process.")
    sockets: int = Field(description="Open WebSockets of this process.")


_REFUSALS = {
    400: "The request does not match this API's schema: malformed JSON, a wrong type, a value out of range, "
    "an unknown field.",
    401: "No token: send `Authorization: Bearer <token>`.",
    403: "The token or invitation does not belong to this game (or was revoked), or the seat is not open.",
    404: "No such game (or seat).",
    409: "Not now: a stale version, not this seat's turn, the game is over, the seat is taken.",
    413: "The body is larger than the server accepts.",
    415: "The body is not sent as `application/json`.",
    422: "The game refuses it: an illegal action or options (`rule` names the rule), or text that is not an action; "
    "or a player's name that cannot be one.",
    429: "Too many requests of this kind from this address.",
}
_HEADERS: dict[int, dict[str, Any]] = {
    401: {"WWW-Authenticate": {"description": "Bearer", "schema": {"type": "string"}}},
    429: {"Retry-After": {"description": "Seconds to wait before trying again.", "schema": {"type": "integer"}}},
}


def refusals(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The documented refusals of a route (each a JSON ``Error``)."""
    out: dict[int | str, dict[str, Any]] = {}
    for code in codes:
        out[code] = {"model": Error, "description": _REFUSALS[code]}
        if code in _HEADERS:
            out[code]["headers"] = _HEADERS[code]
    return out


class Hello(Strict):
    """A page's first message on the WebSocket."""

    token: str | None = Field(None, max_length=100, description="The seat's token; none for a spectator.")
    log_id: str | None = Field(
        None, max_length=32, description="The `log_id` of the last state the page holds (when it reconnects)."
    )
    log: int | None = Field(
        None, ge=0, le=1_000_000, description="How many entries of that log the page holds: only the later ones come."
    )
