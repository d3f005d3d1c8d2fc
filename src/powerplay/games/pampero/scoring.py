"""The scoring phase (PA-28–PA-32) and the final scores (PA-33).

After the turn-order phase ``due`` says whether a scoring takes place (PA-28.4); ``begin`` queues the
stages of every scoring due, first, second and final in that order (PA-28.5, AMB-14), on
``State.stages``. ``advance`` runs the stages that need no decision, and stops where one is owed: a
step on ``State.pending`` (its kinds are this module's constants), whose choices are ``legal`` and
which ``apply`` carries out. The caller runs ``advance`` after ``begin`` and after every ``apply``
until it says the phase is over; the final scoring ends the game (``Phase.OVER``).

A stage is a tuple: its name, then its arguments (a scoring's number 1–3, a scoring token, a market).
A majority's stages are ``crowns`` (the crown cards are offered, AMB-13) and ``most`` (the
evaluation); for a token's bottom half the market is ``""``, for beginner token II each market is one.

AMB-12's alternative (players play their scoring cards simultaneously) is played as the default: in
turn order, a card at a time, which is one of the orders simultaneous play allows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...core.errors import IllegalAction
from ...core.protocol import Event
from .actions import DONE, Action, Done, Market, Score
from .counts import ADD_SYMBOLS, CROWN_OPS, adds, count, income_value
from .data import MARKETS
from .state import Phase, State, Step

CROWN: Final = "crown"
"""PA-32.4, AMB-13: before a majority is evaluated, the seat may play crown cards for it; ``args`` =
(the scoring token, the market of beginner token II or ``""``)."""
CARDS: Final = "score"
"""PA-32.1, PA-32.6: step 2 of a scoring, the seat plays specialist scoring cards until it passes."""
CARD_MARKET: Final = "score-market"
"""PA-22.2: the market whose income a scoring card pays; ``args`` = (card, option)."""
FINAL_MARKET: Final = "final-market"
"""PA-31.4: the market whose income a final tower bonus token pays; ``args`` = (its type, the index of
its operation)."""
STEPS: Final = (CROWN, CARDS, CARD_MARKET, FINAL_MARKET)
"""The decisions of the scoring phase: ``legal`` and ``apply`` take them."""

BEGINNER_I: Final = ("residential", "industrial", "tourist", "commercial")
"""PA-29.3: the markets beginner token I counts, in order (remote is not counted)."""
BEGINNER_II: Final = ("residential", "industrial", "tourist", "commercial", "remote")
"""PA-30.3: the majorities of beginner token II, in order."""

FIRST, SECOND, FINAL = 1, 2, 3
"""The scorings (PA-28.2), as ``State.scorings`` counts them once done."""


# ---- the trigger (PA-28) ------------------------------------------------------------------------------
def _reached(s: State, scoring: int) -> bool:
    """PA-28.4, PA-28.5: the rearmost time disc has reached the scoring's space (the last space for the
    final one, PA-31.1)."""
    track = s.data.time_tracks["long_game" if s.options.long_game else "standard"]
    space = {FIRST: track.first_scoring, SECOND: track.second_scoring, FINAL: track.last}[scoring]
    return min(s.time(p) for p in range(s.players)) >= space


def due(s: State) -> bool:
    """PA-28.1, PA-28.4: whether the next scoring takes place (asked after the turn-order phase)."""
    return s.scorings < FINAL and _reached(s, s.scorings + 1)


def begin(s: State, out: list[Event]) -> None:
    """PA-28.5, AMB-14: the scoring phase, with the stages of every scoring due, in order."""
    s.phase = Phase.SCORING
    scoring = s.scorings + 1
    while scoring <= FINAL and _reached(s, scoring):
        s.stages += _stages(s, scoring)
        scoring += 1


def _stages(s: State, scoring: int) -> list[tuple[str | int, ...]]:
    """A scoring's stages: step 1 the tokens (PA-29.2, PA-29.3, PA-30.2, PA-30.3, PA-31.2), step 2 the
    specialist scoring cards (PA-32), step 3 the income markers face up (PA-29.5, PA-30.5); in the final
    one, steps 3 and 4: the final tower bonus tokens and the investors (PA-31.4, PA-31.5)."""
    stages: list[tuple[str | int, ...]] = [("begin", scoring)]
    if scoring == FIRST:
        stages.append(("beginner-a",) if s.options.beginner else ("top", s.first_token))
    elif scoring == SECOND and s.options.beginner:
        for market in BEGINNER_II:
            stages += [("crowns", s.data.beginner[1], market), ("most", s.data.beginner[1], market)]
    elif scoring == SECOND:
        stages += [("crowns", s.second_token, ""), ("most", s.second_token, "")]
    else:
        for token in s.final_tokens:
            stages += [("top", token), ("crowns", token, ""), ("most", token, "")]
    stages.append(("cards",))
    if scoring == FINAL:
        stages += [("towers",), ("investors",)]
    else:
        stages.append(("face-up",))
    stages.append(("end", scoring))
    return stages


# ---- the stages -----------------------------------------------------------------------------------------
def advance(s: State, out: list[Event]) -> bool:
    """Run the stages until a decision is owed; True once the scoring phase is over."""
    while s.stages and not s.pending:
        stage = s.stages.pop(0)
        STAGES[str(stage[0])](s, stage[1:], out)
    return not s.stages and not s.pending


def _begin(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    out.append(Event("scoring.begin", {"scoring": int(args[0])}))


def _reward(s: State, seat: int, reward: Mapping[str, Any]) -> int:
    """A token's reward: ``money``, or ``income_of`` a market (the seat's current income, PA-22.1)."""
    if "income_of" in reward:
        return income_value(s, seat, reward["income_of"])
    return int(reward["money"])


def _top(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-29.2, PA-31.2: every seat gains the reward as many times as it meets the condition."""
    token = str(args[0])
    half = s.data.scoring_tokens[token].top
    for seat in s.order:
        times = count(s, seat, half["condition"])
        if times:
            money = times * _reward(s, seat, half["reward"])
            s.money[seat] += money
            out.append(Event("scoring.top", {"seat": seat, "token": token, "count": times, "money": money}))


def _beginner_a(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-29.3: each market's symbols on the grid board's contract tokens from zone A, times that
    market's income; remote tokens from zone-A slots count (AMB-10; its alternative: they do not)."""
    exclude = ["remote"] if s.options.alt("AMB-10") else []
    for seat in s.order:
        for market in BEGINNER_I:
            condition = {"count": "market_symbols_on_grid_contracts", "market": market, "zone": "A", "exclude": exclude}
            times = count(s, seat, condition)
            if times:
                money = times * income_value(s, seat, market)
                s.money[seat] += money
                out.append(Event("scoring.beginner", {"seat": seat, "market": market, "count": times, "money": money}))


def _majority(s: State, token: str, market: str) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """The condition and reward of a majority: a token's bottom half, or a market of beginner token II
    (PA-30.3: the most symbols of the market gains its income)."""
    if market:
        return {"most": "market_symbols", "market": market}, {"income_of": market}
    half = s.data.scoring_tokens[token].bottom
    return half["condition"], half["reward"]


def _crowns(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """AMB-13: before a majority is evaluated, each seat holding a crown card that adds to it may play
    it, in turn order (the alternative: crown cards are played with the others, and add to no token's
    majority)."""
    if s.options.alt("AMB-13"):
        return
    token, market = str(args[0]), str(args[1])
    condition, _ = _majority(s, token, market)
    for seat in reversed(s.order):
        if _playable(s, seat, condition):
            s.pending.append(Step(CROWN, seat, args=(token, market)))


def _most(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-30.2, PA-30.3, PA-31.2: the sole seat meeting the condition most often gains the reward once;
    a tie for most gives nobody anything (AMB-11; its alternative, for the final tokens only: the tied
    seats share it, each its reward divided by their number, rounded down). The crown cards played for
    it add to their seats' counts (AMB-13), then leave the game, or, with AMB-30's alternative, those
    adding market symbols stay face up."""
    token, market = str(args[0]), str(args[1])
    condition, reward = _majority(s, token, market)
    counts = [count(s, p, condition, [_op(s, card, option) for card, option in s.crowns[p]]) for p in range(s.players)]
    best = max(counts)
    leaders = [p for p in s.order if counts[p] == best] if best > 0 else []
    base: dict[str, Any] = {"token": token, "market": market, "counts": counts}
    if len(leaders) == 1:
        money = _reward(s, leaders[0], reward)
        s.money[leaders[0]] += money
        out.append(Event("scoring.most", {**base, "seat": leaders[0], "money": money}))
    elif leaders and s.scorings + 1 == FINAL and s.options.alt("AMB-11"):
        shares = [_reward(s, p, reward) // len(leaders) for p in leaders]
        for p, money in zip(leaders, shares, strict=True):
            s.money[p] += money
        out.append(Event("scoring.most-shared", {**base, "seats": leaders, "money": shares}))
    elif leaders:
        out.append(Event("scoring.most-tie", {**base, "seats": leaders}))
    for p in range(s.players):
        if s.options.alt("AMB-30"):
            s.kept_scoring[p] += [(c, o) for c, o in s.crowns[p] if _op(s, c, o)["op"] == ADD_SYMBOLS]
        s.crowns[p] = []


def _cards(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-32.1, PA-32.6 (AMB-12): in turn order, each seat able to play a scoring card may play them."""
    for seat in reversed(s.order):
        if _playable(s, seat):
            s.pending.append(Step(CARDS, seat))


def _face_up(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-29.5, PA-30.5: every income marker face up again."""
    s.faceup = [[True] * len(MARKETS) for _ in range(s.players)]


def _final_ops(s: State, seat: int) -> list[tuple[str, int, Mapping[str, Any]]]:
    """PA-31.4: the operations of the final tower bonus tokens (red stripe) on the seat's company board:
    (type, index, operation), in slot order."""
    data = s.data
    found = []
    for token in s.bonus_slots[seat]:
        if token is None:
            continue
        kind = data.bonus_types[data.bonus_tokens[token][1]]
        if kind.kind == "final":
            found += [(kind.id, k, op) for k, op in enumerate(kind.effect)]
    return found


def _backs(s: State, seat: int) -> list[str]:
    """PA-18.5: the markets shown on the backs of the seat's external market cards, in track order."""
    shown = {m for card in s.market_cards[seat] for m in s.data.market_cards[card].back}
    return [m for m in MARKETS if m in shown]


def _towers(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-31.4: the final tower bonus tokens: money per thing counted; the income of a market shown on
    an external market card, or of any market, chosen (at once when one market only is possible); the
    investors' discount waits for step 4."""
    choices = []
    for seat in s.order:
        for kind, k, op in _final_ops(s, seat):
            name = op["op"]
            if name == "final_money_per":
                times = count(s, seat, op)
                money = times * int(op["amount"])
                s.money[seat] += money
                out.append(Event("scoring.bonus", {"seat": seat, "bonus": kind, "count": times, "money": money}))
            elif name in ("final_gain_income_from_external_card_symbol", "final_gain_income_any"):
                markets = _final_markets(s, seat, op)
                if len(markets) == 1:
                    _bonus_income(s, seat, markets[0], kind, out)
                elif markets:
                    choices.append(Step(FINAL_MARKET, seat, args=(kind, k)))
            elif name != "final_vc_discount":
                raise ValueError(f"no final tower bonus operation {name!r} (PA-37.2)")
    s.pending += reversed(choices)


def _final_markets(s: State, seat: int, op: Mapping[str, Any]) -> list[str]:
    """PA-31.4: the markets a final tower bonus token lets the seat choose."""
    return _backs(s, seat) if op["op"] == "final_gain_income_from_external_card_symbol" else list(MARKETS)


def _investors(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-31.5: each seat pays the repayment per venture-capital token, one token less for each
    discount of its final tower bonus tokens (PA-31.4); money may go below 0 (AMB-19; its alternative:
    a seat pays only what it has)."""
    repayment = int(s.data.setup["venture_capital_repayment"])
    for seat in s.order:
        tokens = len(s.vc[seat])
        if not tokens:
            continue
        discounts = sorted(
            (repayment - int(op["pay"]) for _, _, op in _final_ops(s, seat) if op["op"] == "final_vc_discount"),
            reverse=True,
        )
        owed = repayment * tokens - sum(discounts[:tokens])
        paid = min(owed, max(s.money[seat], 0)) if s.options.alt("AMB-19") else owed
        s.money[seat] -= paid
        out.append(Event("scoring.investors", {"seat": seat, "tokens": tokens, "money": paid}))


def _end(s: State, args: tuple[str | int, ...], out: list[Event]) -> None:
    """PA-28.2: the scoring is done; the final one ends the game (PA-31.1, PA-33)."""
    s.scorings = int(args[0])
    out.append(Event("scoring.end", {"scoring": s.scorings}))
    if s.scorings == FINAL:
        s.phase = Phase.OVER
        out.append(Event("over", {"winners": [e["player"] for e in final_scores(s) if e["rank"] == 1]}))


STAGES: Final = {
    "begin": _begin,
    "top": _top,
    "beginner-a": _beginner_a,
    "crowns": _crowns,
    "most": _most,
    "cards": _cards,
    "face-up": _face_up,
    "towers": _towers,
    "investors": _investors,
    "end": _end,
}


# ---- the specialist scoring cards (PA-32) -------------------------------------------------------------
def _options(s: State, seat: int) -> list[tuple[str, int]]:
    """Every (card, option) of the scoring cards the seat holds."""
    return [(card, k) for card in s.held_scoring[seat] for k in range(1, len(s.data.scoring_cards[card].options) + 1)]


def _op(s: State, card: str, option: int) -> Mapping[str, Any]:
    return s.data.scoring_cards[card].options[option - 1]


def _card_markets(s: State, seat: int, op: Mapping[str, Any]) -> list[str]:
    """PA-22.2, PA-29.5: the markets whose income a card lets the seat gain: those on the backs of its
    external market cards or any, only face-up markers where the card turns the marker face down."""
    markets = _backs(s, seat) if op.get("choose_from") == "external_card_back_symbols" else list(MARKETS)
    if op.get("flip_marker_face_down"):
        markets = [m for m in markets if s.faceup[seat][MARKETS.index(m)]]
    return markets


def _refusal(s: State, seat: int, card: str, option: int, crown: Mapping[str, Any] | None) -> IllegalAction | None:
    """Why the seat may not play the card's option now (None: it may). ``crown``: the condition of the
    majority about to be evaluated, when crown cards are offered (AMB-13)."""
    data = s.data
    if card not in s.held_scoring[seat]:
        return IllegalAction("PA-32.1", "{card} is not a specialist scoring card you hold", card=card)
    if not 1 <= option <= len(data.scoring_cards[card].options):
        return IllegalAction("PA-32.3", "{card} has no option {option}", card=card, option=option)
    op = _op(s, card, option)
    name = op["op"]
    if crown is not None:
        if adds(op, crown) <= 0:
            return IllegalAction(
                "PA-32.4", "option {option} of {card} adds nothing to this majority", card=card, option=option
            )
        return None
    if name in CROWN_OPS and not s.options.alt("AMB-13"):
        return IllegalAction(
            "PA-32.4", "option {option} of {card} is played before a majority is evaluated", card=card, option=option
        )
    marker = op.get("requires_face_up_marker")
    if marker and not s.faceup[seat][MARKETS.index(marker)]:
        return IllegalAction("PA-29.5", "your {market} income marker is face down", market=marker)
    if name in ("gain_income", "gain_income_any") and not _card_markets(s, seat, op):
        return IllegalAction("PA-22.2", "{card} has no market whose income you may gain", card=card)
    return None


def _crown_condition(s: State, step: Step) -> Mapping[str, Any] | None:
    return _majority(s, str(step.args[0]), str(step.args[1]))[0] if step.kind == CROWN else None


def _playable(s: State, seat: int, crown: Mapping[str, Any] | None = None) -> bool:
    return any(_refusal(s, seat, card, option, crown) is None for card, option in _options(s, seat))


def legal(s: State) -> list[Action]:
    """The choices of the decision owed (``s.pending[-1]``)."""
    step = s.pending[-1]
    seat = step.seat
    if step.kind in (CROWN, CARDS):
        crown = _crown_condition(s, step)
        plays: list[Action] = [
            Score(card, option) for card, option in _options(s, seat) if _refusal(s, seat, card, option, crown) is None
        ]
        return [*plays, DONE]
    return [Market(m) for m in _step_markets(s, step)]


def _step_markets(s: State, step: Step) -> list[str]:
    if step.kind == CARD_MARKET:
        return _card_markets(s, step.seat, _op(s, str(step.args[0]), int(step.args[1])))
    kind = s.data.bonus_types[str(step.args[0])]
    return _final_markets(s, step.seat, kind.effect[int(step.args[1])])


def apply(s: State, action: Action, out: list[Event]) -> None:
    """Carry out the decision owed (``s.pending[-1]``); a refused one raises ``IllegalAction`` and
    changes nothing."""
    step = s.pending[-1]
    seat = step.seat
    if step.kind in (CROWN, CARDS):
        if isinstance(action, Done):
            s.pending.pop()
            return
        if not isinstance(action, Score):
            raise IllegalAction("PA-32.1", "play a specialist scoring card, or pass")
        refusal = _refusal(s, seat, action.card, action.option, _crown_condition(s, step))
        if refusal is not None:
            raise refusal
        _play(s, step, action.card, action.option, out)
        _tidy(s)
        return
    if not isinstance(action, Market):
        raise IllegalAction("PA-22.2", "choose a market")
    if action.market not in _step_markets(s, step):
        raise IllegalAction("PA-22.2", "you may not gain the income of {market} here", market=action.market)
    s.pending.pop()
    if step.kind == CARD_MARKET:
        card, option = str(step.args[0]), int(step.args[1])
        _card_income(s, seat, action.market, card, option, out)
        if _op(s, card, option).get("flip_marker_face_down"):
            s.faceup[seat][MARKETS.index(action.market)] = False
        _tidy(s)
    else:
        _bonus_income(s, seat, action.market, str(step.args[0]), out)


def _card_income(s: State, seat: int, market: str, card: str, option: int, out: list[Event]) -> None:
    """PA-22.1, PA-32: a scoring card's income of the seat's marker of ``market``."""
    money = income_value(s, seat, market)
    s.money[seat] += money
    out.append(
        Event("scoring.card-income", {"seat": seat, "card": card, "option": option, "market": market, "money": money})
    )


def _bonus_income(s: State, seat: int, market: str, bonus: str, out: list[Event]) -> None:
    """PA-22.1, PA-31.4: a final tower bonus token's income of the seat's marker of ``market``."""
    money = income_value(s, seat, market)
    s.money[seat] += money
    out.append(Event("scoring.bonus-income", {"seat": seat, "bonus": bonus, "market": market, "money": money}))


def _play(s: State, step: Step, card: str, option: int, out: list[Event]) -> None:
    """PA-32.1–32.5: the card leaves the seat's hand and its option is applied."""
    seat = step.seat
    op = _op(s, card, option)
    name = op["op"]
    s.held_scoring[seat].remove(card)
    if name in CROWN_OPS:
        if step.kind == CROWN:
            s.crowns[seat].append((card, option))
        elif name == ADD_SYMBOLS and s.options.alt("AMB-30"):
            s.kept_scoring[seat].append((card, option))
        out.append(Event("scoring.crown", {"seat": seat, "card": card, "option": option}))
    elif name in ("gain_income", "gain_income_any"):
        s.pending.append(Step(CARD_MARKET, seat, args=(card, option)))
    else:
        money = _card_money(s, seat, op, out)
        out.append(Event("scoring.card", {"seat": seat, "card": card, "option": option, "money": money}))


def _card_money(s: State, seat: int, op: Mapping[str, Any], out: list[Event]) -> int:
    """The money a card's option pays (PA-32.5): a count times a reward (a multiplier turns its market's
    marker face down, PA-29.5), a sum, or a sum once the time disc has moved (PA-7.5)."""
    name = op["op"]
    if name == "score_multiplier":
        money = count(s, seat, op["per"]) * _reward(s, seat, op["reward"])
        s.faceup[seat][MARKETS.index(op["flip_marker_face_down"])] = False
    elif name == "score_per":
        money = count(s, seat, op["per"]) * _reward(s, seat, op["reward"])
    elif name == "gain_money":
        money = int(op["amount"])
    elif name == "move_time_disc":
        _move_time(s, seat, int(op["steps"]), out)
        return _card_money(s, seat, op["then"], out) if "then" in op else 0
    else:
        raise ValueError(f"no scoring card operation {name!r} (PA-37.2)")
    s.money[seat] += money
    return money


def _move_time(s: State, seat: int, steps: int, out: list[Event]) -> None:
    """PA-7.4, PA-7.5: the time disc moves on, on top of the discs there, never past the last space."""
    last = s.data.time_tracks["long_game" if s.options.long_game else "standard"].last
    space = s.time(seat)
    target = min(space + steps, last)
    if target != space:
        s.track[space].remove(seat)
        s.track[target].append(seat)
    out.append(Event("scoring.time", {"seat": seat, "space": target}))


def _tidy(s: State) -> None:
    """A seat that can play no more cards has passed."""
    while s.pending and s.pending[-1].kind in (CROWN, CARDS):
        step = s.pending[-1]
        if _playable(s, step.seat, _crown_condition(s, step)):
            return
        s.pending.pop()


# ---- victory (PA-33) -------------------------------------------------------------------------------------
def final_scores(s: State) -> list[dict]:
    """One entry per seat: its ``money`` and ``rank`` (PA-33.1: most money first; PA-33.2: tied, more
    wind farms on the board; PA-33.3: still tied, the rank is shared), whether the game is over, and its
    ``breakdown``: the money, then the tie-break (the wind farms)."""
    keys = [(s.money[p], s.wind_on_board(p)) for p in range(s.players)]
    over = s.phase == Phase.OVER
    return [
        {
            "player": p,
            "money": s.money[p],
            "rank": 1 + sum(other > keys[p] for other in keys),
            "final": over,
            "breakdown": [
                {"source": "money", "value": s.money[p], "tiebreak": False},
                {"source": "wind_farms", "value": keys[p][1], "tiebreak": True},
            ],
        }
        for p in range(s.players)
    ]
