"""Barrage (Cranio Creations 2019) with Tesla's Automa: rules BA-x.y and BA-Ax.y of the specification."""

from ...core.messages import N_
from ...core.spec import Bench, GameSpec

SPEC = GameSpec(
    name="barrage",
    title={
        "en": "Barrage",
        "ru": "Гребля",
        "uk": "Гребля",
    },
    blurb={
        "en": (
            "Build dams, conduits and powerhouses in the Alps, hold back the water and turn it into "
            "energy for contracts."
        ),
        "ru": (
            "Стройте плотины, водоводы и электростанции в Альпах, удерживайте воду и превращайте её в "
            "энергию для контрактов."
        ),
        "uk": (
            "Будуйте греблі, водоводи й електростанції в Альпах, затримуйте воду й перетворюйте її на "
            "енергію для контрактів."
        ),
    },
    rules=("BA",),
    game="powerplay.games.barrage.game:BarrageGame",
    messages="powerplay.games.barrage.messages",
    examples=(
        {"players": 2},  # the introductory game (BA-11)
        {"players": 4},
        {"players": 3, "full": True},
        {"players": 2, "full": True, "automa": [None, "easy"]},  # BA-A1.6
        {"players": 3, "full": True, "automa": [None, "medium", None]},
        {"players": 4, "full": True, "automa": ["hard", None, "very-hard", None]},  # the Automa first
        {"players": 2, "full": True, "alternatives": ["D-01", "D-10", "D-12", "D-21"]},
        {
            "players": 4,
            "full": True,
            "automa": [None, "very-hard", "hard", "medium"],
            "alternatives": ["D-A7", "D-A10", "D-A11", "D-A12", "D-A17", "D-A20", "D-A22"],
        },
    ),
    observation="powerplay.games.barrage.ai.observation:BarrageObservation",
    heuristic="powerplay.games.barrage.ai.heuristic:HeuristicBot",
    search="powerplay.games.barrage.ai.search",
    seat_kinds=("automa-easy", "automa-medium", "automa-hard", "automa-very-hard"),
    interop="powerplay.games.barrage.ai.research",
    score=(N_("VP"), N_("mean victory points")),
    bench=Bench(
        "Barrage, 4 players, full game",
        {"players": 4, "full": True},
        searched="powerplay.games.barrage.ai.search:TURN_ACTIONS",
        every=8,
    ),
    compiled=(
        "ai.determinize",
        "ai.evaluate",
        "ai.heuristic",
        "ai.observation",
        "ai.search",
        "actions",
        "automa",
        "automa_place",
        "automa_tiles",
        "board",
        "construction",
        "contracts",
        "costs",
        "data",
        "game",
        "rules",
        "notation",
        "objectives",
        "officers",
        "production",
        "rewards",
        "rounds",
        "scoring",
        "setup",
        "state",
        "tiles",
        "turbine",
        "turns",
        "water",
        "wheel",
    ),
    order=3,
)
"""The game's manifest (``core.spec``)."""
