"""Power Grid, Recharged edition (rules PG-x.y of the specification; its classic edition C-x.y)."""

from ...core.messages import N_
from ...core.spec import Bench, GameSpec

SPEC = GameSpec(
    name="powergrid",
    title={
        "en": "Power Grid",
        "ru": "Энергосеть",
        "uk": "Енергомережа",
    },
    blurb={
        "en": "The board game: build a network of cities on a map, buy plants and fuel, power your cities.",
        "ru": (
            "Настольная игра: стройте сеть городов на карте, покупайте электростанции и топливо, "
            "снабжайте города электричеством."
        ),
        "uk": (
            "Настільна гра: будуйте мережу міст на мапі, купуйте електростанції й паливо, забезпечуйте "
            "міста електрикою."
        ),
    },
    rules=("PG", "C"),
    game="powerplay.games.powergrid.game:PowerGridGame",
    messages="powerplay.games.powergrid.messages",
    examples=(
        {"players": 2, "map": "germany"},  # against the trust (PG-14)
        {"players": 2, "map": "usa", "trust_refill_alternative": True, "starting_cities": True},  # D-08, PG-13
        {"players": 3, "map": "usa", "starting_cities": True},  # PG-13
        {"players": 4, "map": "germany", "regions": ["west", "east", "south-west", "north-west"]},
        {"players": 6, "map": "usa"},
        {"players": 4, "classic": True},  # PG-16
        {"players": 2, "map": "usa", "classic": True},  # C-18: no trust
    ),
    observation="powerplay.games.powergrid.ai.observation:PowerGridObservation",
    heuristic="powerplay.games.powergrid.ai.heuristic:HeuristicBot",
    search="powerplay.games.powergrid.ai.search",
    interop="powerplay.games.powergrid.ai.research",
    score=(N_("Powered"), N_("mean cities powered at the end")),
    bench=Bench(
        "Power Grid, 4 players, Germany",
        {"players": 4, "map": "germany"},
        no_search="powerplay.games.powergrid.actions:Power",
        every=9,
    ),
    compiled=(
        "ai.determinize",
        "ai.evaluate",
        "ai.heuristic",
        "ai.observation",
        "ai.search",
        "ai.simulate",
        "actions",
        "auction",
        "building",
        "bureaucracy",
        "common",
        "data",
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
    order=1,
)
"""The game's manifest (``core.spec``)."""
