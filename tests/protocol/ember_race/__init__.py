"""Ember Race: a game that exists only for the tests, added by its manifest alone (``SPEC``).

Two to four runners race along a track of embers. Each holds two cards, hidden from the others, drawn
from a shuffled deck of cards 1–4; on a turn a runner plays one and moves that many steps, then draws
again (the discard pile is shuffled into a new deck when the deck runs out). The first to reach the goal
ends the race; the runners rank by the steps they ran (ER-1 … ER-4, below). Nothing outside this folder
names it: the tests register it (``POWERPLAY_GAMES=ember_race``, or ``core.registry.register(SPEC)``),
and every front end must then offer it.

- ER-1: a runner plays a card from their own hand, on their turn.
- ER-2: after playing, the runner draws a card; an empty deck is first made again from the discard pile,
  shuffled.
- ER-3: the race ends when a runner reaches the goal; turns pass in seat order until then.
- ER-4: the runners rank by their steps, the farthest first; a tie shares the rank.
"""

from powerplay.core.messages import N_
from powerplay.core.spec import GameSpec

SPEC = GameSpec(
    name="ember-race",
    title={"en": "Ember Race", "ru": "Бег по углям", "uk": "Біг по жаринах"},
    blurb={
        "en": "A race along a track of embers, with two hidden cards in hand: a game for the tests.",
        "ru": "Гонка по дорожке из углей с двумя скрытыми картами в руке: игра для тестов.",
        "uk": "Перегони доріжкою з жарин із двома прихованими картами в руці: гра для тестів.",
    },
    rules=("ER",),
    game="ember_race.game:EmberRace",
    messages="ember_race.messages",
    examples=({"players": 2}, {"players": 3, "goal": 20}, {"players": 4, "goal": 9}),
    heuristic="ember_race.bots:FarthestCard",
    interop="ember_race.research",
    score=(N_("Steps"), N_("mean steps run")),
    order=900,
)
"""The game's manifest (``core.spec``)."""
