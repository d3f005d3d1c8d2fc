"""Pampero (Julián Pombo; APE Games, in Russian Cosmodrome Games): rules PA-x.y of the specification, on
provisional component data where the rulebook's Appendix is lost (PA-39)."""

from ...core.messages import N_
from ...core.spec import Bench, GameSpec

SPEC = GameSpec(
    name="pampero",
    title={"en": "Pampero", "ru": "Памперо", "uk": "Памперо"},
    blurb={
        "en": (
            "Build towers and wind farms across Uruguay, wire your grid and fulfil energy contracts for the "
            "most money. Provisional components: the rulebook's appendix is lost."
        ),
        "ru": (
            "Стройте электровышки и ветряные электростанции по всему Уругваю, развивайте свою сеть и "
            "выполняйте контракты на поставку энергии, чтобы заработать больше всех. Компоненты временные: "
            "приложение к правилам утеряно."
        ),
        "uk": (
            "Будуйте електровежі та вітрові електростанції по всьому Уругваю, розвивайте свою мережу й "
            "виконуйте контракти на постачання енергії, щоб заробити найбільше. Компоненти тимчасові: "
            "додаток до правил утрачено."
        ),
    },
    alone={
        "en": "Alone against bots is not the official solo game: its rules are not in the rulebook (PA-36).",
        "ru": "Игра в одиночку против ботов — не официальная одиночная игра: её правил нет в книге правил (PA-36).",
        "uk": "Гра наодинці проти ботів — не офіційна одиночна гра: її правил немає в книзі правил (PA-36).",
    },
    rules=("PA", "AMB"),
    game="powerplay.games.pampero.game:PamperoGame",
    messages="powerplay.games.pampero.messages",
    examples=(
        {"players": 2},
        {"players": 3},
        {"players": 4},
        {"players": 2, "rado": True, "beginner": True},  # PA-34.2, PA-35.2
        {"players": 3, "long_game": True, "fixed_bonus": True, "restrictions": True, "battery_limit": True},
        {
            "players": 4,
            "alternatives": [
                "AMB-01",
                "AMB-04",
                "AMB-06",
                "AMB-07",
                "AMB-08",
                "AMB-09",
                "AMB-10",
                "AMB-11",
                "AMB-13",
                "AMB-16",
                "AMB-17",
                "AMB-19",
                "AMB-22",
                "AMB-23",
                "AMB-31",
                "AMB-37",
                "AMB-38",
                "AMB-39",
                "AMB-40",
            ],
        },
    ),
    observation="powerplay.games.pampero.ai.observation:PamperoObservation",
    heuristic="powerplay.games.pampero.ai.heuristic:HeuristicBot",
    search="powerplay.games.pampero.ai.search",
    interop="powerplay.games.pampero.ai.research",
    score=(N_("Money"), N_("mean money at the end")),
    bench=Bench("Pampero, 4 players", {"players": 4}, every=8),
    compiled=(
        "ai.determinize",
        "ai.evaluate",
        "ai.heuristic",
        "ai.observation",
        "ai.search",
        "actions",
        "build",
        "bulldozers",
        "cards",
        "consolidation",
        "contracts",
        "counts",
        "data",
        "effects",
        "game",
        "grid",
        "market",
        "rules",
        "scoring",
        "setup",
        "specialists",
        "state",
        "turns",
    ),
    data="powerplay.games.pampero.datafiles",
    reference="powerplay.games.pampero.reference:of",
    order=4,
)
"""The game's manifest (``core.spec``)."""
