"""A hint and a review in the reader's words (``powerplay.analysis``): the plans the ``hard`` bot weighs,
each with the seat's chance to win after it, and the moments a review found."""

from __future__ import annotations

from ..ai.advice import Weighed
from ..analysis import Analysis, Hint
from ..words import Words


def percent(chance: float | None) -> str:
    """A chance as a whole percentage (``—`` where the bot did not search)."""
    return "—" if chance is None else f"{round(100 * chance)}%"


def plan(w: Words, option: Weighed) -> str:
    """A plan in words (:meth:`~powerplay.words.Words.plan`): its first action, the most it bids, what
    it goes on with."""
    return w.plan(str(option.action), option.most, [str(a) for a in option.then])


def hint_lines(w: Words, hint: Hint) -> list[str]:
    """The hint: the seat's chance now, then the bot's best plans with the chance after each."""
    lines = [w._("Your chance to win now, as you see the game: {chance}.", chance=percent(hint.chances[hint.seat]))]
    if len(hint.options) == 1 and hint.options[0].chance is None:
        lines.append(w._("The hard bot sees one sensible move: {plan}.", plan=plan(w, hint.options[0])))
        return lines
    lines.append(w._("The hard bot weighs:"))
    lines += [
        f"  {k}. {plan(w, o)} — {percent(hint.chances[hint.seat])} → {percent(o.chance)}"
        for k, o in enumerate(hint.options, 1)
    ]
    return lines


def chance_lines(w: Words, seat: int, chances: list[float]) -> list[str]:
    """Each player's chance to win as ``seat`` sees the game, a bar each."""
    lines = [w._("Each player's chance to win, as you see the game:")]
    for p, c in enumerate(chances):
        mark = "*" if p == seat else " "
        lines.append(f" {mark}{w.seat(p):<12} {'█' * round(20 * c):<20} {percent(c):>4}")
    return lines


def review_lines(w: Words, analysis: Analysis) -> list[str]:
    """The review in words: the seat's chance at the start and the end, then each moment: the move
    played, the chance before and after it, the bot's preferred plan and the chances it gave both."""
    me = analysis.seat
    first, last = analysis.points[0].chances[me], analysis.points[-1].chances[me]
    lines = [
        w._(
            "{seat}'s chance to win, as {seat} saw the game: {first} at the start, {last} at the end.",
            seat=w.seat(me),
            first=percent(first),
            last=percent(last),
        )
    ]
    if not analysis.moments:
        lines.append(w._("No decision of {seat} was worth a second look.", seat=w.seat(me)))
    for k, m in enumerate(analysis.moments, 1):
        lines.append(
            w._(
                "{k}. Action {number}: {seat} played {played}; the chance went from {before} to {after}.",
                k=k,
                number=m.index + 1,
                seat=w.seat(me),
                played=w.show(m.action),
                before=percent(m.before),
                after=percent(m.after),
            )
        )
        rated = {"plan": plan(w, m.best), "best": percent(m.best.chance), "played": percent(m.played.chance)}
        if m.best.action == m.played.action:
            lines.append(w._("   The hard bot would have played the same."))
        elif m.mistake:
            lines.append(w._("   The hard bot preferred {plan}: {best} against {played} for the move played.", **rated))
        else:
            lines.append(
                w._("   The hard bot rated {plan} about as good: {best} against {played} for the move played.", **rated)
            )
    return lines
