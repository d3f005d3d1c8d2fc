"""The state of a game of Pampero (PA-37.4): plain data with a hand-written ``copy()``.

Where every component lies (checked by ``invariants.py``):

- **Bulldozers** (PA-3.7): ``bulldozers[seat]`` lists the five places of a seat's bulldozers: ``SUPPLY``,
  ``STORAGE``, a building site's id (beside it) or a parking space's id.
- **Towers and wind farms**: ``structures`` maps a site to ``(kind, seat)``; ``level[seat]`` is the
  towers off the grid board (PA-10.4); a seat's wind farms not on the board are its supply.
- **Action cards**: in ``hands[seat]`` or on the company board, ``rows[seat][row][slot]`` =
  ``(card, tab)`` or None (PA-9.3); the link tokens played on a card lie in ``on_cards[seat][card]``.
- **Link tokens**: on a board slot (``link_slots``), in a play area (``links[seat]``), on a card, or
  out of the game.
- **Contract tokens**: on a board slot (``contracts``) or the solar track (``solar``), on a grid board
  (``grids[seat][cell]``), removed with its pair (``removed``) or in the box. A fulfilled contract's
  slot holds the transformer of its owner, from the grid cell the token went to (``transformers``: slot →
  (seat, cell); the transformer's number is the cell's column).
- **Tower bonus tokens**: on the tower bonus board (``bonus_board``), on a company board
  (``bonus_slots[seat]``, by slot), or out of the game.
- **Cards of the decks** (specialists, external market): in their deck, face up, held, or discarded.
- **Batteries**: the general supply (``battery_supply``) and each seat's ``batteries``.
- **Time** (PA-7.4): ``track`` holds the stack of time discs on each space, bottom first.
- **Turn order** (PA-7.1): ``order`` is the seats by column, ``down[seat]`` whether its disc is in
  the bottom row.

``data`` is the data set the game is played with (``data.Components``): shared by copies, never
changed. ``rng`` is the seeded generator's state: every shuffle draws from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .data import Components


class Phase:
    """The phases that wait for decisions (PA-1.3); the turn-order phase takes none."""

    ACTIONS: Final = "actions"
    """PA-8: three rounds, a turn each."""
    CONSOLIDATION: Final = "consolidation"
    """PA-26: a seat takes back a card of the row it chooses."""
    SCORING: Final = "scoring"
    """PA-28–PA-32: the specialist scoring cards, and the final tower bonus tokens' choices."""
    OVER: Final = "over"
    """PA-33."""


@dataclass(frozen=True, slots=True)
class Step:
    """A decision a seat owes (``kind``, a module's constant), with what it is about (``args``) and how
    many are owed (``count``): a card's target, a bonus pick, a bulldozer's moves…"""

    kind: str
    seat: int
    count: int = 1
    args: tuple[str | int, ...] = ()


@dataclass(frozen=True, slots=True)
class Options:
    """The game's options (a config that never changes during a game, ``options.PamperoConfig``)."""

    players: int
    long_game: bool = False
    """PA-35.1."""
    beginner: bool = False
    """PA-35.2."""
    fixed_bonus: bool = False
    """PA-35.3."""
    restrictions: bool = False
    """PA-35.4."""
    battery_limit: bool = False
    """PA-35.5."""
    rado: bool = False
    """PA-34.2 (two players)."""
    alternatives: frozenset[str] = frozenset()
    """The decisions (AMB-nn, PA-38) played by their alternative instead of the default."""

    def to_json(self) -> dict:
        out: dict = {"players": self.players}
        for name in ("long_game", "beginner", "fixed_bonus", "restrictions", "battery_limit", "rado"):
            if getattr(self, name):
                out[name] = True
        if self.alternatives:
            out["alternatives"] = sorted(self.alternatives)
        return out

    def alt(self, decision: str) -> bool:
        """Whether ``decision`` (``"AMB-17"``) is played by its alternative."""
        return decision in self.alternatives


class State:
    """A game of Pampero in progress (see the module's docstring)."""

    __slots__ = (
        "batteries",
        "battery_supply",
        "bonus_board",
        "bonus_slots",
        "bulldozers",
        "card",
        "circuits",
        "contracts",
        "crowns",
        "data",
        "down",
        "energy",
        "energy_spent",
        "faceup",
        "final_tokens",
        "first_token",
        "greens",
        "grids",
        "hands",
        "held_scoring",
        "income",
        "kept_scoring",
        "last_cell",
        "level",
        "link_slots",
        "links",
        "market_cards",
        "market_decks",
        "market_rows",
        "money",
        "on_cards",
        "options",
        "order",
        "paid",
        "pending",
        "phase",
        "players",
        "removed",
        "rng",
        "round",
        "rows",
        "scorings",
        "second_token",
        "solar",
        "spec_action_deck",
        "spec_action_row",
        "spec_scoring_deck",
        "spec_scoring_row",
        "stages",
        "structures",
        "track",
        "transformers",
        "turn",
        "unlocked_lines",
        "used",
        "vc",
        "wind_supply",
        "year",
    )

    def __init__(self, data: Components, options: Options, rng: int, blank: bool = False) -> None:
        """A table before setup; ``blank``: only its data, options and generator (``copy`` fills the rest)."""
        n = options.players
        self.data = data
        self.options = options
        self.players = n
        self.rng = rng
        if blank:
            return
        self.phase = Phase.ACTIONS
        self.year = 1
        self.round = 1
        """PA-8.1: the action round, 1–3 (the action markers placed)."""
        self.turn = 0
        """Whose turn it is: a column of ``order`` (the action phase and consolidation)."""
        self.card: tuple[str, str, str, int] | None = None
        """The action card being played: (card, row, tab, joker option); None between actions."""
        self.paid = False
        """Whether the card's zone value (or alternative cost) is settled (PA-9.12 step 3)."""
        self.used: tuple[str, int] | None = None
        """The bulldozer a requirement used: (its site, its owner), who moves it afterwards (PA-9.10)."""
        self.pending: list[Step] = []
        """The decisions owed, the last one first."""
        # ---- per seat ---------------------------------------------------------------------------
        self.money: list[int] = [0] * n
        self.energy: list[int] = [0] * n
        self.batteries: list[int] = [0] * n
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.rows: list[dict[str, list[tuple[str, str] | None]]] = [{} for _ in range(n)]
        self.on_cards: list[dict[str, list[str]]] = [{} for _ in range(n)]
        self.links: list[list[str]] = [[] for _ in range(n)]
        self.level: list[int] = [0] * n
        self.wind_supply: list[int] = [0] * n
        self.bulldozers: list[list[str]] = [[] for _ in range(n)]
        self.grids: list[dict[str, str]] = [{} for _ in range(n)]
        """Per seat, the transformer cells holding a contract token: cell → token (PA-16.3)."""
        self.last_cell: list[str | None] = [None] * n
        """The cell of the contract token placed most recently (PA-16.3)."""
        self.circuits: list[list[str]] = [[] for _ in range(n)]
        """The circuit lines covered by a circuit token, as ``cell|cell`` (PA-10.11)."""
        self.income: list[list[int]] = [[0] * 5 for _ in range(n)]
        """Per seat, each income marker's position, in ``data.MARKETS`` order (PA-10.13)."""
        self.faceup: list[list[bool]] = [[True] * 5 for _ in range(n)]
        """PA-29.5: whether each income marker is face up."""
        self.greens: list[list[int]] = [[] for _ in range(n)]
        """The dark-green stripes (columns) already rewarded (PA-10.15)."""
        self.vc: list[list[int]] = [[] for _ in range(n)]
        """The columns whose venture-capital slot holds a token (PA-19)."""
        self.bonus_slots: list[list[str | None]] = [[] for _ in range(n)]
        """The tower bonus tokens on the company board, by slot (``data.bonus_slots``)."""
        self.held_scoring: list[list[str]] = [[] for _ in range(n)]
        self.market_cards: list[list[str]] = [[] for _ in range(n)]
        self.energy_spent: list[int] = [0] * n
        """PA-16.12."""
        self.down: list[bool] = [False] * n
        # ---- the boards ---------------------------------------------------------------------------
        self.order: list[int] = list(range(n))
        self.track: list[list[int]] = []
        self.structures: dict[str, tuple[str, int]] = {}
        self.contracts: dict[str, str | None] = {}
        """The board's contract slots in play: slot → the token on it (None once taken)."""
        self.transformers: dict[str, tuple[int, str]] = {}
        """The slots (contract and solar) holding a transformer: slot → (seat, the cell it came from)."""
        self.solar: dict[str, str | None] = {}
        self.removed: list[str] = []
        """Contract tokens removed from the game with their pair (PA-16.8)."""
        self.unlocked_lines: list[str] = []
        self.link_slots: dict[str, str | None] = {}
        self.bonus_board: dict[str, str | None] = {}
        self.market_decks: dict[str, list[str]] = {}
        self.market_rows: dict[str, list[str | None]] = {}
        self.spec_action_deck: list[str] = []
        self.spec_action_row: list[str] = []
        self.spec_scoring_deck: list[str] = []
        self.spec_scoring_row: list[str] = []
        self.battery_supply = 0
        self.first_token = ""
        self.second_token = ""
        self.final_tokens: tuple[str, str] = ("", "")
        self.scorings = 0
        """The scorings done, 0–3 (PA-28.2)."""
        self.stages: list[tuple[str | int, ...]] = []
        """The stages of the scoring phase still to run, the next one first (``scoring``)."""
        self.crowns: list[list[tuple[str, int]]] = [[] for _ in range(n)]
        """Per seat, the crown cards (card, option) played for the majority being evaluated (AMB-13)."""
        self.kept_scoring: list[list[tuple[str, int]]] = [[] for _ in range(n)]
        """AMB-30's alternative: the scoring cards (card, option) that added market symbols, kept face up."""

    def copy(self) -> State:
        s = State(self.data, self.options, self.rng, True)
        s.phase = self.phase
        s.year = self.year
        s.round = self.round
        s.turn = self.turn
        s.card = self.card
        s.paid = self.paid
        s.used = self.used
        s.pending = self.pending[:]
        s.money = self.money[:]
        s.energy = self.energy[:]
        s.batteries = self.batteries[:]
        s.hands = [h[:] for h in self.hands]
        s.rows = [{row: slots[:] for row, slots in r.items()} for r in self.rows]
        s.on_cards = [{card: tokens[:] for card, tokens in c.items()} for c in self.on_cards]
        s.links = [x[:] for x in self.links]
        s.level = self.level[:]
        s.wind_supply = self.wind_supply[:]
        s.bulldozers = [b[:] for b in self.bulldozers]
        s.grids = [dict(g) for g in self.grids]
        s.last_cell = self.last_cell[:]
        s.circuits = [c[:] for c in self.circuits]
        s.income = [i[:] for i in self.income]
        s.faceup = [f[:] for f in self.faceup]
        s.greens = [g[:] for g in self.greens]
        s.vc = [v[:] for v in self.vc]
        s.bonus_slots = [b[:] for b in self.bonus_slots]
        s.held_scoring = [h[:] for h in self.held_scoring]
        s.market_cards = [m[:] for m in self.market_cards]
        s.energy_spent = self.energy_spent[:]
        s.down = self.down[:]
        s.order = self.order[:]
        s.track = [t[:] for t in self.track]
        s.structures = dict(self.structures)
        s.contracts = dict(self.contracts)
        s.transformers = dict(self.transformers)
        s.solar = dict(self.solar)
        s.removed = self.removed[:]
        s.unlocked_lines = self.unlocked_lines[:]
        s.link_slots = dict(self.link_slots)
        s.bonus_board = dict(self.bonus_board)
        s.market_decks = {k: v[:] for k, v in self.market_decks.items()}
        s.market_rows = {k: v[:] for k, v in self.market_rows.items()}
        s.spec_action_deck = self.spec_action_deck[:]
        s.spec_action_row = self.spec_action_row[:]
        s.spec_scoring_deck = self.spec_scoring_deck[:]
        s.spec_scoring_row = self.spec_scoring_row[:]
        s.battery_supply = self.battery_supply
        s.first_token = self.first_token
        s.second_token = self.second_token
        s.final_tokens = self.final_tokens
        s.scorings = self.scorings
        s.stages = self.stages[:]
        s.crowns = [c[:] for c in self.crowns]
        s.kept_scoring = [k[:] for k in self.kept_scoring]
        return s

    # ---- what the rules ask often ------------------------------------------------------------------
    def time(self, seat: int) -> int:
        """The space of the seat's time disc (PA-7.4)."""
        for space, stack in enumerate(self.track):
            if seat in stack:
                return space
        raise AssertionError(f"seat {seat} has no time disc")

    def ahead(self, seat: int) -> tuple[int, int]:
        """How far ahead the seat's time disc is: its space, then its height in the stack (PA-7.4)."""
        space = self.time(seat)
        return space, self.track[space].index(seat)

    def wind_on_board(self, seat: int) -> int:
        return sum(1 for kind, owner in self.structures.values() if kind == "wind" and owner == seat)
