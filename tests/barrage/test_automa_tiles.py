"""The Automa tiles as data (BA-A2, BA-A5, BA-A6-A17, D-A18, D-A19)."""

from powerplay.games.barrage import automa_tiles as at
from powerplay.games.barrage.automa_tiles import AUTOMA_TILE, AUTOMA_TILES, AutomaAction, Criteria
from powerplay.games.barrage.scoring import AUTOMA_OBJECTIVE_VP


def test_ba_a2_1_twenty_tiles() -> None:
    """BA-A2.1: 20 tiles, AT01-AT20, each with both sides."""
    assert len(AUTOMA_TILES) == 20
    assert [t.id for t in AUTOMA_TILES] == [f"AT{n:02}" for n in range(1, 21)]
    assert set(AUTOMA_TILE) == {t.id for t in AUTOMA_TILES}
    assert sum(len(t.actions) for t in AUTOMA_TILES) == 129
    assert sum(len(t.base_actions) for t in AUTOMA_TILES) == 106


def test_ba_a4_4_and_constants() -> None:
    """BA-A4.4 starting VP 16; BA-A3.6 objective 20/15/10 (as scoring.py reads it); BA-A13.2 patent
    1 engineer, 2 VP; BA-A8.1 2 energy; BA-A15 fallbacks; BA-A16.3 location codes."""
    assert at.STARTING_VP == 16
    assert at.OBJECTIVE_VP == (20, 15, 10) == AUTOMA_OBJECTIVE_VP
    assert (at.PATENT_ENGINEERS, at.PATENT_VP, at.CONTRACT_OFFICE_ENERGY) == (1, 2, 2)
    assert (at.SINGLE_WORKSHOP_ENGINEERS, at.SINGLE_WORKSHOP_ROTATE, at.SINGLE_BANK_ENGINEERS) == (1, 1, 1)
    assert at.SINGLE_BANK_VP == 1
    assert (at.WILD_MACHINERY_ENGINEERS, at.WILD_MACHINERY_VP, at.WILD_MACHINERY_GAIN) == (1, 3, 1)
    assert (at.WILD_MACHINERY_TIE, at.WILD_BANK_VP) == ("excavator", 1)
    assert tuple(range(1, 11)) == at.DAM_CODES
    assert tuple(range(5, 13)) == at.POWERHOUSE_CODES
    assert at.CONDUIT_CODES[:3] == ("1A", "1B", "2A") and at.CONDUIT_CODES[-1] == "10B"
    assert len(at.CONDUIT_CODES) == 20


def test_ba_a5_4_a15_3_every_tile_ends_with_a_fallback() -> None:
    """BA-A5.4, BA-A15.3: the last action of every tile can always be performed (a fallback), and no
    fallback stands anywhere else; neither fallback nor the last action is of the expansion."""
    for tile in AUTOMA_TILES:
        assert tile.actions[-1].kind in at.FALLBACKS, tile.id
        assert tile.base_actions[-1] is tile.actions[-1], tile.id
        assert all(a.kind not in at.FALLBACKS for a in tile.actions[:-1]), tile.id
    last = [t.actions[-1].kind for t in AUTOMA_TILES]
    assert last.count(at.SINGLE_WORKSHOP_OR_BANK) == 11
    assert last.count(at.WILD_MACHINERY_SHOP_OR_BANK) == 9


def test_ba_a5_7_production_first_on_every_tile() -> None:
    """BA-A5.7: the left column is the production action: the first action of every tile."""
    assert all(t.actions[0].kind == at.PRODUCTION for t in AUTOMA_TILES)
    assert all(sum(a.kind == at.PRODUCTION for a in t.actions) == 1 for t in AUTOMA_TILES)


def test_ba_a5_6_dashed_frames_come_right_after_production() -> None:
    """BA-A5.6: water management and contract office continue the turn; on the tiles at most one of
    them, always second."""
    for tile in AUTOMA_TILES:
        positions = [k for k, a in enumerate(tile.actions) if a.kind in at.CONTINUES_TURN]
        assert positions in ([], [1]), tile.id


def test_d_a19_expansion_actions_flagged_and_left_out() -> None:
    """D-A19, BA-A9.6, BA-A13.5, BA-A14.3: private buildings, external works and private-building patents
    are flagged and are not base actions; nothing else is flagged."""
    for tile in AUTOMA_TILES:
        for action in tile.actions:
            lwp = action.kind in (at.EXTERNAL_WORK, at.CONSTRUCTION_PRIVATE_BUILDING) or (
                action.kind == at.PATENT_OFFICE and action.structure == "private_building"
            )
            assert action.expansion == lwp, (tile.id, action)
        assert all(not a.expansion for a in tile.base_actions)
        assert [a for a in tile.actions if not a.expansion] == list(tile.base_actions)
    externals = [t.id for t in AUTOMA_TILES if any(a.kind == at.EXTERNAL_WORK for a in t.actions)]
    assert [t.id for t in AUTOMA_TILES if t.id not in externals] == ["AT17", "AT19"]
    private = [t.id for t in AUTOMA_TILES if any(a.kind == at.CONSTRUCTION_PRIVATE_BUILDING for a in t.actions)]
    assert private == ["AT17", "AT18", "AT19", "AT20"]


def test_d_a18_production_malus_of_at01_to_at04() -> None:
    """D-A18 (index.json): AT01-AT04 produce with a malus (-2, -2, -1, -1), each with 1 engineer."""
    firsts = [AUTOMA_TILE[f"AT0{n}"].actions[0] for n in range(1, 5)]
    assert [a.bonus for a in firsts] == [-2, -2, -1, -1]
    assert [a.engineers for a in firsts] == [1, 1, 1, 1]
    assert all(t.actions[0].bonus >= 0 for t in AUTOMA_TILES[4:])


def test_d_a18_contract_office_on_at03_and_at12() -> None:
    """D-A18: AT03 (green) and AT12 (red) keep the contract office; then each colour has two such
    tiles (BA-A8)."""
    for tile_id, colour in (("AT03", "green"), ("AT12", "red")):
        assert AUTOMA_TILE[tile_id].actions[1] == AutomaAction(at.CONTRACT_OFFICE, 1, colour=colour, energy=2)
    colours = sorted(a.colour for t in AUTOMA_TILES for a in t.actions if a.kind == at.CONTRACT_OFFICE)
    assert colours == ["green", "green", "red", "red", "yellow", "yellow"]


def test_d_a18_at15_patent_one_engineer_two_vp() -> None:
    """D-A18, BA-A13.2: AT15's patent office takes 1 engineer and 2 VP; so does every patent action."""
    assert AUTOMA_TILE["AT15"].actions[2] == AutomaAction(at.PATENT_OFFICE, 1, 2, structure="powerhouse")
    patents = [a for t in AUTOMA_TILES for a in t.actions if a.kind == at.PATENT_OFFICE]
    assert len(patents) == 5
    assert all((a.engineers, a.vp) == (at.PATENT_ENGINEERS, at.PATENT_VP) for a in patents)


def test_d_a18_at19_has_no_external_work() -> None:
    """D-A18: AT19's right column is patent office (private building, [LWP]), machinery shop, fallback."""
    tile = AUTOMA_TILE["AT19"]
    assert [a.kind for a in tile.actions] == [
        at.PRODUCTION,
        at.CONSTRUCTION,
        at.CONSTRUCTION_PRIVATE_BUILDING,
        at.PATENT_OFFICE,
        at.MACHINERY_SHOP,
        at.SINGLE_WORKSHOP_OR_BANK,
    ]
    assert [a.kind for a in tile.base_actions] == [
        at.PRODUCTION,
        at.CONSTRUCTION,
        at.MACHINERY_SHOP,
        at.SINGLE_WORKSHOP_OR_BANK,
    ]
    assert tile.actions[4] == AutomaAction(at.MACHINERY_SHOP, 2, 5, excavators=1, mixers=1)


def test_at01_field_by_field() -> None:
    """AT01 as the data gives it (BA-A6, A7, A9, A12, A14, A15.2; BA-A16, A17)."""
    tile = AUTOMA_TILE["AT01"]
    assert tile.actions == (
        AutomaAction(at.PRODUCTION, 1, bonus=-2, colour="green"),
        AutomaAction(at.WATER_MANAGEMENT, 1, drops=2, flow=at.WATER_PHASE),
        AutomaAction(at.CONSTRUCTION, 2, structure="base"),
        AutomaAction(at.CONSTRUCTION, 2, structure="elevation"),
        AutomaAction(at.EXTERNAL_WORK, 2, priority=(1, 2, 3), expansion=True),
        AutomaAction(at.WORKSHOP, 1, 0, rotate=1),
        AutomaAction(at.WILD_MACHINERY_SHOP_OR_BANK, 1, 3),
    )
    assert tile.criteria == Criteria(
        (at.DAM_MOST_POWERFUL_CONDUIT, at.DAM_OWNED_POWERHOUSE, at.DAM_UPSTREAM_POWERHOUSE),
        1,
        (at.CONDUIT_MOST_POWERFUL, at.CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT, at.CONDUIT_POWERHOUSE_OWNED_OPPONENT),
        "1A",
        (at.POWERHOUSE_FEEDING_OWNED_DAM, at.POWERHOUSE_MOST_POWERFUL_CONDUIT, at.POWERHOUSE_OWNED_DAM),
        5,
        ("A", "B", "C", "D"),
    )


def test_at02_and_at04_area_restrictions() -> None:
    """BA-A9.1.3, BA-A16.4: AT02 builds a base in the hills, AT04 in the mountains; AT04's machinery shop
    (BA-A11) pays 2 VP for an excavator."""
    at02, at04 = AUTOMA_TILE["AT02"], AUTOMA_TILE["AT04"]
    assert at02.actions[1] == AutomaAction(at.WATER_MANAGEMENT, 1, drops=1, flow=at.IMMEDIATE)
    assert at02.actions[2] == AutomaAction(at.CONSTRUCTION, 2, structure="base", areas=("hills",))
    assert at02.actions[4] == AutomaAction(at.WORKSHOP, 1, 2, rotate=2)
    assert at02.criteria.headstreams == ("B", "C", "D", "A")
    assert at04.actions[1] == AutomaAction(at.CONSTRUCTION, 2, structure="base", areas=("mountains",))
    assert at04.actions[2] == AutomaAction(at.MACHINERY_SHOP, 1, 2, excavators=1)
    assert (at04.criteria.dam_code, at04.criteria.conduit_code, at04.criteria.powerhouse_code) == (4, "2B", 11)


def test_at12_and_at09_conduit_restrictions() -> None:
    """BA-A9.1.3: AT09 builds a conduit of value 3 or more, AT12 of 4 or more; AT12's machinery shop pays
    4 VP for 2 excavators with 2 engineers."""
    assert AUTOMA_TILE["AT09"].actions[2] == AutomaAction(at.CONSTRUCTION, 2, structure="conduit", min_production=3)
    at12 = AUTOMA_TILE["AT12"]
    assert at12.actions[2] == AutomaAction(at.CONSTRUCTION, 2, structure="conduit", min_production=4)
    assert at12.actions[3] == AutomaAction(at.MACHINERY_SHOP, 2, 4, excavators=2)
    assert at12.actions[-1] == AutomaAction(at.SINGLE_WORKSHOP_OR_BANK, 1, rotate=1)


def test_at13_and_at20_criteria_field_by_field() -> None:
    """BA-A17: AT13's and AT20's criteria sides."""
    assert AUTOMA_TILE["AT13"].criteria == Criteria(
        (at.DAM_RED_FRAME_SPACE, at.DAM_OWNED_POWERHOUSE, at.DAM_MOST_POWERFUL_CONDUIT),
        6,
        (
            at.CONDUIT_DAM_OPPONENT_NEUTRAL_OWNED,
            at.CONDUIT_SECOND_MOST_POWERFUL,
            at.CONDUIT_POWERHOUSE_OWNED_OPPONENT,
        ),
        "7A",
        (at.POWERHOUSE_MOST_POWERFUL_CONDUIT, at.POWERHOUSE_OWNED_DAM, at.POWERHOUSE_FEEDING_OWNED_DAM),
        10,
        ("D", "C", "B", "A"),
    )
    assert AUTOMA_TILE["AT20"].criteria == Criteria(
        (at.DAM_UPSTREAM_POWERHOUSE, at.DAM_MOST_POWERFUL_CONDUIT, at.DAM_MOST_WATER_DROPS),
        10,
        (
            at.CONDUIT_SECOND_MOST_POWERFUL,
            at.CONDUIT_POWERHOUSE_OWNED_OPPONENT,
            at.CONDUIT_DAM_OWNED_NEUTRAL_OPPONENT,
        ),
        "10B",
        (at.POWERHOUSE_OWNED_DAM, at.POWERHOUSE_MOST_POWERFUL_CONDUIT, at.POWERHOUSE_FEEDING_OWNED_DAM),
        12,
        ("D", "A", "B", "C"),
    )


def test_ba_a17_every_criterion_is_used() -> None:
    """BA-A17: each column holds three distinct criteria, and the tiles use every criterion listed."""
    for tile in AUTOMA_TILES:
        for column in (tile.criteria.dam, tile.criteria.conduit, tile.criteria.powerhouse):
            assert len(column) == len(set(column)) == 3, tile.id
    assert {c for t in AUTOMA_TILES for c in t.criteria.dam} == set(at.DAM_CRITERIA)
    assert {c for t in AUTOMA_TILES for c in t.criteria.conduit} == set(at.CONDUIT_CRITERIA)
    assert {c for t in AUTOMA_TILES for c in t.criteria.powerhouse} == set(at.POWERHOUSE_CRITERIA)


def test_ba_a6_to_a15_every_kind_used() -> None:
    """BA-A6-A15: the tiles use every action kind, and nothing else."""
    assert {a.kind for t in AUTOMA_TILES for a in t.actions} == set(at.ACTION_KINDS)
