"""Power Grid: The Card Game (2F-Spiele 2016): rules CG-x.y of the specification."""

from ...core.messages import N_
from ...core.spec import Bench, GameSpec

SPEC = GameSpec(
    name="powergrid-cards",
    title={
        "en": "Power Grid: The Card Game",
        "ru": "Энергосеть: Карточная игра",
        "uk": "Енергомережа: Карткова гра",
    },
    blurb={
        "en": (
            "The card game: no map; buy plants at auction, fuel them with resource cards, and earn the "
            "most from production."
        ),
        "ru": (
            "Карточная игра: без игрового поля; покупайте электростанции на аукционе, обеспечивайте их "
            "картами ресурсов и зарабатывайте больше всех на производстве."
        ),
        "uk": (
            "Карткова гра: без ігрового поля; купуйте електростанції на аукціоні, забезпечуйте їх "
            "картами ресурсів і заробляйте найбільше на виробництві."
        ),
    },
    rules=("CG",),
    game="powerplay.games.powergrid_cards.game:PowerGridCardsGame",
    messages="powerplay.games.powergrid_cards.messages",
    examples=(
        {"players": 2},  # the Trust (D-1)
        {"players": 2, "trust": False},
        {"players": 3, "demolition": True, "hidden_money": True},  # CG-11, D-18
        {"players": 4, "bidding_in_turn_order": True, "limited_singles": True},  # D-3, D-6 alternatives
        {"players": 6, "demolition": True},
    ),
    observation="powerplay.games.powergrid_cards.ai.observation:CardsObservation",
    heuristic="powerplay.games.powergrid_cards.ai.heuristic:HeuristicBot",
    search="powerplay.games.powergrid_cards.ai.search",
    interop="powerplay.games.powergrid_cards.ai.research",
    score=(N_("VP"), N_("mean victory points")),
    bench=Bench(
        "Power Grid: The Card Game, 4 players",
        {"players": 4},
        no_search="powerplay.games.powergrid_cards.actions:Produce",
        every=5,
    ),
    compiled=(
        "ai.determinize",
        "ai.evaluate",
        "ai.heuristic",
        "ai.observation",
        "ai.search",
        "actions",
        "auction",
        "bureaucracy",
        "data",
        "demolition",
        "game",
        "rules",
        "market",
        "resources",
        "scoring",
        "setup",
        "state",
        "storage",
        "trust",
    ),
    data="powerplay.games.powergrid_cards.datafiles",
    order=2,
)
"""The game's manifest (``core.spec``)."""
