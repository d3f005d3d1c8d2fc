"""Pampero for research: its compact action space, its observation tensor and its resampler
(docs/interop.md).

Pampero's decisions name cards, sites, contract slots and grid cells, not slots of a market, so each
compact id is one engine action, fixed for the configuration: the engine's own table
(``actions.table``) narrowed to what the configuration makes possible, with the seat a build or a
contract goes ``via`` (whose bulldozer or tower, PA-9.9) counted from the acting seat. The space
holds only the sites and contract slots in play (PA-3.8, PA-3.9, AMB-23), a remote token's ways to
pay (PA-17.1) on remote slots only, no tower choice on the solar track (PA-20), a bulldozer's moves
within its sector and the adjacent ones, or through the storage zone (PA-15.1), the venture-capital
slots of the grid board (PA-19.1), and the two-player discard with two players only (PA-34).

The tensor is written from the seat's view (``view.py``), the one place hidden parts are left out.
"""

from __future__ import annotations

from typing import Any, Final

from ....ai.encoding import CompactSpace, ObservationTensor, Seat
from ....core.protocol import Game
from ....core.rng import Rng
from .. import build, bulldozers, consolidation, contracts, datasets, effects, grid, market, scoring, turns
from ..actions import (
    Bonus,
    Build,
    Discard,
    Done,
    Fulfil,
    Link,
    Market,
    Move,
    Place,
    Play,
    ReturnAll,
    Score,
    Sell,
    Specialist,
    TakeBack,
    TakeBattery,
    TakeLink,
    Venture,
    table,
)
from ..data import COUNTRIES, MARKETS, ROWS, STORAGE, SUPPLY, TABS, ZONES, Components
from ..game import PamperoGame
from ..position import write
from ..setup import in_play, options_from_config
from ..state import Options, Phase, State
from .determinize import determinize
from .observation import PamperoObservation

PHASES: Final = (Phase.ACTIONS, Phase.CONSOLIDATION, Phase.SCORING, Phase.OVER)
STEP_KINDS: Final = (
    build.BUILD,
    build.BONUS,
    build.PLACE,
    build.DISCARD,
    bulldozers.MOVES,
    bulldozers.FOLLOW,
    contracts.FULFIL,
    contracts.SECOND,
    contracts.TAKE_LINK,
    turns.LINK,
    market.SELL,
    market.VENTURE,
    effects.MARKET,
    effects.SPECIALIST,
    consolidation.TAKE_BACK,
    scoring.CROWN,
    scoring.CARDS,
    scoring.CARD_MARKET,
    scoring.FINAL_MARKET,
)
"""The decisions a seat may owe (``State.pending``), as the tensor's ``decision`` slice orders them."""
BLOCKS: Final[dict[type, str]] = {
    ReturnAll: "return",
    TakeBattery: "battery",
    Done: "done",
    Play: "play",
    Build: "build",
    Fulfil: "fulfil",
    Sell: "sell",
    Venture: "venture",
    Link: "link",
    Bonus: "bonus",
    Discard: "discard",
    Place: "place",
    Move: "move",
    Market: "market",
    Specialist: "specialist",
    TakeLink: "take link",
    TakeBack: "take back",
    Score: "score",
}
"""Each kind of decision's block of ids (``Space.blocks``), in the table's order."""


def configuration(options: dict[str, Any]) -> tuple[Options, Components]:
    """The options and the data set of a configuration (the adapters' options: full or as the game
    writes them; a list may come as a tuple)."""
    config = {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
    digest = config.get("data")
    return options_from_config(config), datasets.find(digest if isinstance(digest, str) else None)


def layout(options: Options, data: Components) -> list[Any]:
    """The compact space's actions, in the table's order, ``via`` counted from the acting seat (-1:
    the only bulldozer or tower there; ``k``: the seat ``k`` places after the acting one)."""
    n = options.players
    blank = State(data, options, 0)
    sites = {k for k, site in data.sites.items() if bulldozers.site_in_play(blank, site)}
    slots = {k for k, slot in data.contract_slots.items() if in_play(data, n, slot.min_players, slot.board_sides)}
    costs = max((len(data.contracts[token].costs) for token in data.remote), default=1)

    def targets(source: str) -> set[str]:
        """PA-15.1: from a site, the sites of its sector and the adjacent ones and the storage zone;
        from the storage zone, every site; from either, a parking space."""
        if source == STORAGE:
            return sites | set(data.parking)
        near = data.adjacent[data.sites[source].sector] | {data.sites[source].sector}
        return {x for x in sites if data.sites[x].sector in near and x != source} | {STORAGE, *data.parking}

    moves = {source: targets(source) for source in (*sorted(sites), STORAGE)}

    def possible(a: Any) -> bool:
        kind = type(a)
        if kind is Build:
            return a.site in sites and a.via < n
        if kind is Fulfil:
            if a.slot in data.solar_slots:
                return a.via == -1 and a.cost == 0  # PA-20.4: no tower, no cost of its own
            slot = data.contract_slots[a.slot]
            return a.slot in slots and a.via < n and a.cost < (costs if slot.kind == "remote" else 1)
        if kind is Move:
            return a.target in moves.get(a.source, ())
        if kind is Venture:
            return a.column in data.vc_columns
        if kind is Discard:
            return n == 2
        return True

    return [a for a in table(data)[0] if possible(a)]


def _seat_text(k: int) -> str:
    return "you" if k == 0 else f"the seat {k} after you"


def describe(action: Any) -> str:
    """A compact action as text: the engine's, ``via`` told from the acting seat."""
    if type(action) is Build and action.via >= 0:
        return f"build at {action.site} via {_seat_text(action.via)}" + (" with batteries" if action.batteries else "")
    if type(action) is Fulfil and action.via >= 0:
        text = f"fulfil {action.slot} at {action.cell} via {_seat_text(action.via)}"
        if action.cost:
            text += f" cost {action.cost + 1}"
        return text + (" with batteries" if action.batteries else "")
    return str(action)


class Space(CompactSpace):
    """Pampero's compact actions: one id per engine action the configuration makes possible, in
    blocks (``blocks``: kind, first id, size), the table's order: return all (PA-24) · take a battery
    (PA-25) · done · play a card (card, row, tab, joker option) (PA-9.3, PA-21.2) · build (site, via,
    batteries) (PA-12, PA-13) · fulfil (slot, cell, via, remote cost, batteries) (PA-16, PA-17, PA-20)
    · sell to a market card (PA-18) · venture capital (PA-19) · a link token (PA-14) · two tower bonus
    cells (PA-12.4) · the two-player discard (PA-34) · a company-board bonus slot (PA-12.5) · move a
    bulldozer (PA-15.1) · a market (PA-22.2) · a specialist card or deck (PA-23.1) · take a link token
    (PA-16.10) · take back a row's card (PA-26.4) · a scoring card's option (PA-32). ``via`` is counted
    from the acting seat: ``Seat.own`` holds it."""

    def __init__(self, options: dict) -> None:
        opts, data = configuration(options)
        self.n = opts.players
        self.actions: list[Any] = layout(opts, data)
        self.size = len(self.actions)
        self.blocks: list[tuple[str, int, int]] = []
        for i, a in enumerate(self.actions):
            kind = BLOCKS[type(a)]
            if self.blocks and self.blocks[-1][0] == kind:
                name, first, size = self.blocks[-1]
                self.blocks[-1] = (name, first, size + 1)
            else:
                self.blocks.append((kind, i, 1))
        self._ids = {(type(a), a): i for i, a in enumerate(self.actions)}
        """By kind and value: actions of different kinds may be equal tuples (``Place(3)``,
        ``Venture(3)``)."""
        assert len(self._ids) == self.size, "every compact action is distinct"

    def seat(self, obs: PamperoObservation) -> Seat:
        return Seat((), (obs.seat,))

    def encode_at(self, seat: Seat, action: Any) -> int:
        kind = type(action)
        if kind is Build and action.via >= 0:
            action = Build(action.site, (action.via - seat.own[0]) % self.n, action.batteries)
        elif kind is Fulfil and action.via >= 0:
            via = (action.via - seat.own[0]) % self.n
            action = Fulfil(action.slot, action.cell, via, action.cost, action.batteries)
        i = self._ids.get((kind, action))
        if i is None:
            raise ValueError(f"{action!r} is outside Pampero's compact space")
        return i

    def name(self, index: int) -> str:
        if not 0 <= index < self.size:
            raise ValueError(f"id {index} is outside the compact space (0 to {self.size - 1})")
        return describe(self.actions[index])


class Tensor(ObservationTensor):
    """Pampero's observation tensor, written from the seat's view (``n`` seats; cards, tokens, sites,
    slots and cells in the data set's order). Everything on the boards is public; of the others' hands
    and scoring cards their sizes only, of the decks their sizes only."""

    def __init__(self, options: dict) -> None:
        opts, data = configuration(options)
        n = opts.players
        super().__init__(PHASES, n)
        self.cards = {k: i for i, k in enumerate(data.cards)}
        self.scoring_cards = {k: i for i, k in enumerate(data.scoring_cards)}
        self.links = {k: i for i, k in enumerate(data.link_tokens)}
        self.link_slots = {k: i for i, k in enumerate(data.link_slots)}
        link_lines = [line for slot in data.link_slots.values() for line, _ in slot.lines]
        self.lines = {line: i for i, line in enumerate(link_lines)}
        self.sites = {k: i for i, k in enumerate(data.sites)}
        self.places = {k: i for i, k in enumerate((*data.sites, STORAGE, *data.parking, SUPPLY))}
        self.cells = {k: i for i, k in enumerate(data.transformers)}
        self.contracts = {k: i for i, k in enumerate(data.contracts)}
        self.slots = {k: i for i, k in enumerate((*data.contract_slots, *data.solar_slots))}
        remote = [k for k, slot in data.contract_slots.items() if slot.kind == "remote"]
        self.remote_slots = {k: i for i, k in enumerate(remote)}
        self.remote = {k: i for i, k in enumerate(data.remote)}
        self.solar_slots = {k: i for i, k in enumerate(data.solar_slots)}
        self.solar = {k: i for i, k in enumerate(data.solar)}
        circuit_lines = sorted({grid.line(a, b) for a, ends in data.edges.items() for b, need in ends.items() if need})
        self.circuits = {k: i for i, k in enumerate(circuit_lines)}
        self.greens = {column: i for i, (column, _, _) in enumerate(data.dark_green)}
        self.ventures = {column: i for i, column in enumerate(data.vc_columns)}
        self.bonus_cells = {k: i for i, k in enumerate(data.bonus_cells)}
        self.bonus_types = {k: i for i, k in enumerate(data.bonus_types)}
        self.bonus_tokens = dict(data.bonus_tokens)
        self.market_cards = {k: i for i, k in enumerate(data.market_cards)}
        self.specialists = {k: i for i, k in enumerate((*data.specialist_actions, *data.scoring_cards))}
        self.token_ids = {k: i for i, k in enumerate((*data.scoring_tokens, *data.beginner))}
        self.kinds = {k: i for i, k in enumerate(STEP_KINDS)}
        c, k, w = len(self.cards), len(self.contracts), len(self.places)
        self.game = self.part(
            "game",
            (8,),
            "year, action round (PA-8.1), scorings done (PA-28.2), batteries in the general supply (PA-4.11), cards in "
            "the specialist action deck, in the specialist scoring deck, in the Argentine and in the Brazilian "
            "external market decks",
        )
        self.players = self.part(
            "players",
            (n, 12),
            "per relative seat: money (0 when below), energy, batteries, cards in hand, towers built (its level, "
            "PA-10.4), wind farms in its supply, specialist scoring cards held, energy spent on contracts (PA-16.12), "
            "place in turn order (1 = first), turn-order disc in the bottom row (PA-7.3), time-track space, height "
            "in its stack (1 = bottom, PA-7.4)",
        )
        self.hand = self.part("hand", (c,), "the seat's own action cards in hand")
        self.held = self.part("scoring_cards", (len(self.scoring_cards),), "the seat's own specialist scoring cards")
        self.boards = self.part(
            "company_boards",
            (n, 4 * c),
            "per relative seat and action card: its slot in the top row and in the bottom row (1 = leftmost, 0 = "
            "not there), its left tab visible, its right tab visible (PA-9.3)",
        )
        self.tokens_held = self.part(
            "link_tokens",
            (n, 2 * len(self.links)),
            "per relative seat: each link token in its play area, then on its cards (PA-9.13)",
        )
        self.on_slots = self.part(
            "link_slots", (len(self.link_slots), len(self.links)), "the link token on each board slot, one-hot"
        )
        self.open_lines = self.part("link_lines", (len(self.lines),), "each link line unlocked (PA-16.9)")
        self.dozers = self.part(
            "bulldozers",
            (n, w),
            "per relative seat: its bulldozers beside each building site, in the storage zone, on each parking "
            "space, in its supply (PA-3.7)",
        )
        self.structures = self.part(
            "structures",
            (len(self.sites), 2 * n),
            "per building site: a tower of each relative seat (n), a wind farm of each relative seat (n)",
        )
        self.grids = self.part(
            "grids",
            (n, 2 * len(self.cells)),
            "per relative seat: each transformer cell holding a contract token, then the cell of the token placed "
            "last, one-hot (PA-16.3)",
        )
        self.tokens_at = self.part(
            "contracts",
            (k, 2 + n),
            "per contract token: on the game board (a contract slot or the solar track), removed with its pair "
            "(PA-16.8), on the grid board of each relative seat (n)",
        )
        self.slot_state = self.part(
            "contract_slots",
            (len(self.slots), 2 + n),
            "per contract slot, then solar-track slot: it holds a token, the transformer on it by relative seat "
            "(n), that transformer's number (PA-16.3)",
        )
        self.remote_on = self.part(
            "remote_slots", (len(self.remote_slots), len(self.remote)), "the remote token on each remote slot, one-hot"
        )
        self.solar_on = self.part(
            "solar_slots", (len(self.solar_slots), len(self.solar)), "the solar token on each solar-track slot, one-hot"
        )
        self.covered = self.part(
            "circuits",
            (n, len(self.circuits)),
            "per relative seat: each circuit line its circuit tokens cover (PA-10.11)",
        )
        self.income = self.part(
            "income",
            (n, 2 * len(MARKETS)),
            "per relative seat: each income marker's position (residential, industrial, commercial, tourist, "
            "remote), then whether it is face up (PA-29.5)",
        )
        self.stripes = self.part(
            "stripes",
            (n, len(self.greens) + len(self.ventures)),
            "per relative seat: each dark-green stripe rewarded (PA-10.15), a venture-capital token in each "
            "venture-capital slot (PA-19.1)",
        )
        self.bonus_held = self.part(
            "bonus_slots",
            (n, 3 * len(data.bonus_slots)),
            "per relative seat and company-board bonus slot: the zone of the tower bonus token on it (A, B, C), "
            "one-hot (PA-12.5)",
        )
        self.bonus_board = self.part(
            "bonus_board",
            (len(self.bonus_cells), len(self.bonus_types)),
            "per tower bonus board cell: the type of the token on it, one-hot (PA-12.4)",
        )
        self.market = self.part(
            "market_cards",
            (len(self.market_cards), 1 + n),
            "per external market card: face up (PA-4.5), bought by each relative seat (n, PA-18.3)",
        )
        self.rows = self.part(
            "specialists", (len(self.specialists),), "the face-up specialist action cards, then scoring cards (PA-23.1)"
        )
        self.scoring = self.part(
            "scoring_tokens",
            (4, len(self.token_ids)),
            "the first, the second and the two final scoring tokens, one-hot (the beginner tokens last, PA-5)",
        )
        self.playing = self.part(
            "card",
            (c + 5,),
            "the action card being played, one-hot (C), its row (top, bottom), its tab (left, right), its joker "
            "option (PA-9.12)",
        )
        self.decision = self.part(
            "decision",
            (len(STEP_KINDS) + n + 1,),
            "the decision owed (none: the turn's action): its kind (build, bonus, place, discard, moves, follow, "
            "fulfil, second, take link, link, sell, venture, market, specialist, take back, crown, score, score "
            "market, final market), the relative seat owing it (n), how many",
        )
        self._c = c

    def entries(self, obs: PamperoObservation, to_act: int | None) -> tuple[list[int], list[float]]:
        n, c, me = self.n, self._c, obs.seat
        v: dict = obs.view
        at, val = self.turn(obs, to_act)
        decks = v["market_decks"]
        at += range(self.game, self.game + 8)
        val += [
            v["year"],
            v["action_round"],
            v["scorings"],
            v["battery_supply"],
            v["specialist_action_deck"],
            v["specialist_scoring_deck"],
            decks[COUNTRIES[0]],
            decks[COUNTRIES[1]],
        ]
        order, down = v["order"], v["down"]
        time: dict[int, tuple[int, int]] = {}
        for space, stack in enumerate(v["track"]):
            for height, disc in enumerate(stack):
                time[disc] = (space, height + 1)
        cards, links, places, cells = self.cards, self.links, self.places, self.cells
        for seat, p in enumerate(v["players"]):
            rel = (seat - me) % n
            row = self.players + rel * 12
            space, height = time[seat]
            at += range(row, row + 12)
            val += [
                max(p["money"], 0),
                p["energy"],
                p["batteries"],
                p["hand"],
                p["level"],
                p["wind_supply"],
                p["scoring_cards"],
                p["energy_spent"],
                order.index(seat) + 1,
                down[seat],
                space,
                height,
            ]
            row = self.boards + rel * 4 * c
            for r, name in enumerate(ROWS):
                for slot, held in enumerate(p["rows"][name]):
                    if held is not None:
                        at_card = row + 4 * cards[held["card"]]
                        at += [at_card + r, at_card + 2 + TABS.index(held["tab"])]
                        val += [slot + 1, 1.0]
            row = self.tokens_held + rel * 2 * len(links)
            count: dict[int, float] = {}
            for link in p["links"]:
                count[row + links[link]] = count.get(row + links[link], 0.0) + 1.0
            for on_card in p["on_cards"].values():
                for link in on_card:
                    k = row + len(links) + links[link]
                    count[k] = count.get(k, 0.0) + 1.0
            row = self.dozers + rel * len(places)
            for where in p["bulldozers"]:
                count[row + places[where]] = count.get(row + places[where], 0.0) + 1.0
            at += list(count)
            val += list(count.values())
            grid_cells = p["grid"]
            row = self.grids + rel * 2 * len(cells)
            at += [row + cells[cell] for cell in grid_cells]
            val += [1.0] * len(grid_cells)
            if p["last_cell"] is not None:
                at.append(row + len(cells) + cells[p["last_cell"]])
                val.append(1.0)
            for contract in grid_cells.values():
                at.append(self.tokens_at + self.contracts[contract] * (2 + n) + 2 + rel)
                val.append(1.0)
            row = self.covered + rel * len(self.circuits)
            at += [row + self.circuits[line] for line in p["circuits"]]
            val += [1.0] * len(p["circuits"])
            row = self.income + rel * 2 * len(MARKETS)
            at += range(row, row + 2 * len(MARKETS))
            val += [p["income"][m] for m in MARKETS] + [p["faceup"][m] for m in MARKETS]
            row = self.stripes + rel * (len(self.greens) + len(self.ventures))
            at += [row + self.greens[column] for column in p["greens"]]
            at += [row + len(self.greens) + self.ventures[column] for column in p["vc"]]
            val += [1.0] * (len(p["greens"]) + len(p["vc"]))
            row = self.bonus_held + rel * 3 * len(p["bonus_slots"])
            for slot, bonus in enumerate(p["bonus_slots"]):
                if bonus is not None:
                    at.append(row + 3 * slot + ZONES.index(self.bonus_tokens[bonus][0]))
                    val.append(1.0)
            for bought in p["market_cards"]:
                at.append(self.market + self.market_cards[bought] * (1 + n) + 1 + rel)
                val.append(1.0)
        you = v["you"]
        for in_hand in you["hand"]:
            at.append(self.hand + cards[in_hand])
            val.append(1.0)
        for scoring_card in you["scoring_cards"]:
            at.append(self.held + self.scoring_cards[scoring_card])
            val.append(1.0)
        for link_slot, link in v["link_slots"].items():
            if link is not None:
                at.append(self.on_slots + self.link_slots[link_slot] * len(links) + links[link])
                val.append(1.0)
        at += [self.open_lines + self.lines[line] for line in v["unlocked_lines"]]
        val += [1.0] * len(v["unlocked_lines"])
        for site, built in v["structures"].items():
            wind = n if built["kind"] == "wind" else 0
            at.append(self.structures + self.sites[site] * 2 * n + wind + (built["seat"] - me) % n)
            val.append(1.0)
        width = 2 + n
        for contract in v["removed"]:
            at.append(self.tokens_at + self.contracts[contract] * width + 1)
            val.append(1.0)
        for board, start, holder, kinds in (
            (v["contracts"], self.remote_on, self.remote_slots, self.remote),
            (v["solar"], self.solar_on, self.solar_slots, self.solar),
        ):
            for contract_slot, contract in board.items():
                if contract is None:
                    continue
                at += [
                    self.tokens_at + self.contracts[contract] * width,
                    self.slot_state + self.slots[contract_slot] * width,
                ]
                val += [1.0, 1.0]
                if contract_slot in holder:  # a standard slot's token is the one of its location (PA-4.9)
                    at.append(start + holder[contract_slot] * len(kinds) + kinds[contract])
                    val.append(1.0)
        for contract_slot, transformer in v["transformers"].items():
            row = self.slot_state + self.slots[contract_slot] * width
            at += [row + 1 + (transformer["seat"] - me) % n, row + 1 + n]
            val += [1.0, transformer["number"]]
        for cell, bonus in v["bonus_board"].items():
            if bonus is not None:
                kind = self.bonus_tokens[bonus][1]
                at.append(self.bonus_board + self.bonus_cells[cell] * len(self.bonus_types) + self.bonus_types[kind])
                val.append(1.0)
        for country in COUNTRIES:
            for face_up in v["market_rows"][country]:
                if face_up is not None:
                    at.append(self.market + self.market_cards[face_up] * (1 + n))
                    val.append(1.0)
        for specialist in (*v["specialist_action_row"], *v["specialist_scoring_row"]):
            at.append(self.rows + self.specialists[specialist])
            val.append(1.0)
        tokens = v["scoring_tokens"]
        for r, token in enumerate((tokens["first"], tokens["second"], *tokens["final"])):
            if token:
                at.append(self.scoring + r * len(self.token_ids) + self.token_ids[token])
                val.append(1.0)
        playing = v["card"]
        if playing is not None:
            p0 = self.playing
            at += [p0 + cards[playing["card"]], p0 + c + ROWS.index(playing["row"])]
            at += [p0 + c + 2 + TABS.index(playing["tab"]), p0 + c + 4]
            val += [1.0, 1.0, 1.0, playing["option"]]
        decision = v["decision"]
        if decision is not None:
            d = self.decision
            at += [d + self.kinds[decision["kind"]], d + len(STEP_KINDS) + (decision["seat"] - me) % n]
            at.append(d + len(STEP_KINDS) + n)
            val += [1.0, 1.0, decision["count"]]
        return at, val


def resample(obs: PamperoObservation, seed: int) -> Game:
    """A game the seat cannot tell from its own (``rules.hidden`` and the others' hands), dealt by
    ``determinize.determinize``: every size and everything public kept."""
    return PamperoGame.from_position(write(determinize(obs, Rng(seed))))
