"""PG-12 Board-side rules: the Germany nuclear phase-out (plant 39) and the USA coal storage."""

from __future__ import annotations

from pg_helpers import ROOMY_MARKET, ROOMY_SUPPLY, finish_phase, market_delta
from pg_helpers import USA_ZONE as USA
from pg_positions import make, refused

from powerplay.games.powergrid.actions import Buy, Scrap

# ---- PG-12.1 Germany: nuclear phase-out ---------------------------------------------------------------------


def _phase2_with_39(map="germany", **kw):
    """Phase 2 of round 6, Step 2, 3 players: plant 39 is in the current market. On the USA side the
    coal beside the market is in the storage (PG-12.2 a)."""
    if map == "usa":
        kw.update(supply={**ROOMY_SUPPLY, "coal": 0}, coal_storage=ROOMY_SUPPLY["coal"])
    return make(
        3,
        map=map,
        round=6,
        step=2,
        regions=USA if map == "usa" else None,
        seats=[{"plants": [20], "money": 100}, {"plants": [21]}, {"plants": [22]}],
        plant_market={"current": [36, 37, 38, 39], "future": [40, 42, 44, 46], "discount": 36},
        deck=[50, 30, 31, 32, 33, 34, 35, "step3"],
        resource_market=ROOMY_MARKET,
        **{"supply": ROOMY_SUPPLY, **kw},
    )


def test_pg_12_1_buying_39_stops_uranium_refills_for_good():
    """PG-12.1 / PG-6.14 / PG-9.3 e: P1 buys plant 39 on the Germany side. Uranium is never refilled
    again (the other resources are: 3 players, Step 2: 5/3/2); the uranium already on the market
    stays buyable."""
    g = _phase2_with_39()
    g.apply("bid 39 on plant 39")
    g.apply("pass")
    events = g.apply("pass")
    assert any(e.kind == "phase-out" for e in events)
    assert g.to_json()["phase_out"] is True
    finish_phase(g, "auction")
    while g.current_player != 0:
        g.apply("done")
    g.apply("buy 2 uranium")  # tokens on the market stay usable
    finish_phase(g, "resources")
    finish_phase(g, "building")
    for _ in range(2):
        before = g.to_json()["resource_market"]
        finish_phase(g, "bureaucracy")
        assert market_delta(g, before) == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 0}
        finish_phase(g, "auction")
        finish_phase(g, "resources")
        finish_phase(g, "building")
    assert g.to_json()["phase_out"] is True


def test_pg_12_1_d_07_the_trust_taking_39_triggers_the_phase_out():
    """PG-12.1 / PG-14.6 f (D-07): the trust takes plant 39 (the highest current plant) after the first
    player passes: the phase-out begins."""
    g = make(
        2,
        round=6,
        step=2,
        seats=[{"plants": [20]}, {"plants": [21]}],
        plant_market={"current": [36, 37, 38, 39], "future": [40, 42, 44, 46], "discount": 36},
        deck=[50, 30, 31, "step3"],
        trust={"plants": [], "cities": []},
    )
    events = g.apply("pass")
    j = g.to_json()
    assert j["trust"]["plants"] == [39] and j["phase_out"] is True
    assert any(e.kind == "phase-out" for e in events)


def test_pg_12_1_plant_39_removed_otherwise_does_not_trigger():
    """PG-12.1: if 39 leaves the market in any other way (here: unsold with the discount token at the
    end of Phase 2, PG-6.8 b) the rule never takes effect: uranium is refilled."""
    g = make(
        3,
        round=6,
        step=3,
        seats=[{"plants": [20]}, {"plants": [21]}, {"plants": [22]}],
        plant_market={"current": [39, 40, 42, 44, 46, 50], "future": [], "discount": 39},
        deck=[30, 31],
        removed=["step3"],
        resource_market=ROOMY_MARKET,
        supply=ROOMY_SUPPLY,
    )
    finish_phase(g, "auction")
    j = g.to_json()
    assert 39 in j["removed"] and j["phase_out"] is False
    finish_phase(g, "resources")
    finish_phase(g, "building")
    before = j["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before)["uranium"] == 1  # 3 players, Step 3


def test_pg_12_2_d_usa_has_no_phase_out():
    """PG-12.2 d: on the USA side buying plant 39 changes nothing; uranium is refilled."""
    g = _phase2_with_39(map="usa")
    g.apply("bid 39 on plant 39")
    g.apply("pass")
    events = g.apply("pass")
    assert g.to_json()["phase_out"] is False and not any(e.kind == "phase-out" for e in events)
    finish_phase(g, "auction")
    finish_phase(g, "resources")
    finish_phase(g, "building")
    before = g.to_json()["resource_market"]
    finish_phase(g, "bureaucracy")
    assert market_delta(g, before)["uranium"] == 1


# ---- PG-12.2 USA: coal storage ------------------------------------------------------------------------------


def _coal_holders(coal: int) -> list[dict]:
    """Two seats that are done and hold ``coal`` tokens (at most 26) on their coal plants: the USA coal
    that is neither on the market nor in the storage (PG-1.4, PG-12.2 a)."""
    first = min(coal, 12)
    return [
        {"done": True, "plants": [31, 36], "resources": {"coal": first}},
        {"done": True, "plants": [25, 42, 46], "resources": {"coal": coal - first}},
    ]


def _usa_buyer(market_coal, storage, plants=(8,), coal=0, money=50):
    """Phase 3, USA, 3 players: seat 0 buys (the others are done and hold the rest of the coal)."""
    seats = [{"plants": list(plants), "money": money, "resources": {"coal": coal}}]
    seats += _coal_holders(24 - market_coal - storage - coal)
    market = {"coal": market_coal, "oil": 18, "garbage": 9, "uranium": 2}
    supply = {"coal": 0, "oil": 6, "garbage": 15, "uranium": 10}
    return make(
        3,
        phase="resources",
        map="usa",
        regions=USA,
        seats=seats,
        resource_market=market,
        supply=supply,
        coal_storage=storage,
    )


def test_pg_12_2_b_coal_from_the_storage_costs_8():
    """PG-12.2 b: with no coal on the market, coal is bought from the storage at 8 each."""
    g = _usa_buyer(0, 5)
    assert Buy(0, 5) in g.legal_actions() and Buy(0, 6) not in g.legal_actions()  # only 5 in storage
    g.apply("buy 2 coal")
    j = g.to_json()
    assert (j["players"][0]["money"], j["coal_storage"], j["resource_market"]["coal"]) == (34, 3, 0)
    assert g.view(0)["coal_storage"] == {"count": 3, "price": 8}


def test_pg_12_2_b_market_coal_is_bought_first():
    """PG-12.2 b: market coal must be exhausted first — 1 coal comes from the market; 3 coal take the
    market's 2 and then 1 from the storage."""
    g = _usa_buyer(2, 5)
    g.apply("buy 1 coal")
    j = g.to_json()
    assert (j["resource_market"]["coal"], j["coal_storage"]) == (1, 5)
    g = _usa_buyer(2, 5)
    g.apply("buy 3 coal")
    j = g.to_json()
    assert (j["resource_market"]["coal"], j["coal_storage"], j["players"][0]["money"]) == (0, 4, 50 - 24)


def test_pg_12_2_b_empty_storage_and_market():
    """PG-12.2 b / PG-7.4: the storage may be empty too; then no coal can be bought."""
    g = _usa_buyer(0, 0)
    assert not any(isinstance(a, Buy) and a.resource == 0 for a in g.legal_actions())
    refused(g, "buy 1 coal", "PG-7.4")


def test_pg_12_2_d_germany_has_no_storage():
    """PG-12.2 d / PG-7.4: on the Germany side coal cannot be bought when the market has none."""
    g = make(
        3,
        phase="resources",
        seats=[{"plants": [8]}, {"done": True}, {"done": True}],
        resource_market={"coal": 0, "oil": 18, "garbage": 9, "uranium": 2},
        supply={"coal": 24, "oil": 6, "garbage": 15, "uranium": 10},
    )
    refused(g, "buy 1 coal", "PG-7.4")
    assert "coal_storage" not in g.view(0)


def test_pg_12_2_c_burned_coal_goes_to_the_storage_and_refill_takes_it_from_there():
    """PG-12.2 c / PG-9.3 c: coal burned in Phase 5 goes to the storage (never the supply); the coal
    refill takes from the storage — only as much as it holds (3 players, Step 1: 4 coal)."""
    seats = [{"plants": [8], "resources": {"coal": 3}, "cities": ["Chicago", "Detroit"]}, {}, {}]
    g = make(
        3,
        phase="bureaucracy",
        map="usa",
        regions=USA,
        seats=seats,
        coal_storage=0,
        resource_market={"coal": 21, "oil": 18, "garbage": 9, "uranium": 2},
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 10},
    )
    g.apply("power 08")
    j = g.to_json()
    assert (j["coal_storage"], j["supply"]["coal"]) == (3, 0)
    g.apply("power nothing")
    g.apply("power nothing")
    j = g.to_json()
    assert (j["resource_market"]["coal"], j["coal_storage"], j["supply"]["coal"]) == (24, 0, 0)
    g = make(
        3,
        phase="bureaucracy",
        map="usa",
        regions=USA,
        coal_storage=10,
        resource_market={"coal": 14, "oil": 18, "garbage": 9, "uranium": 2},
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 10},
    )
    finish_phase(g, "bureaucracy")
    j = g.to_json()
    assert (j["resource_market"]["coal"], j["coal_storage"]) == (18, 6)


def test_pg_12_2_c_d_16_scrapped_coal_goes_to_the_storage():
    """PG-12.2 c / PG-6.9 b (D-16): coal that no longer fits after scrapping goes to the storage."""
    seats = [{"plants": [4, 8, 10], "resources": {"coal": 14}}, {"plants": [3]}, {"plants": [6]}]
    g = make(
        3,
        round=4,
        map="usa",
        regions=USA,
        seats=seats,
        coal_storage=0,
        resource_market={"coal": 10, "oil": 18, "garbage": 9, "uranium": 2},
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 10},
        plant_market={"current": [13, 14, 15, 16], "future": [17, 18, 19, 20], "discount": 13},
        deck=[21, 22, "step3"],
    )
    g.apply("bid 1 on plant 13")
    g.apply("pass")
    g.apply("pass")
    assert Scrap(8, (6, 0, 0, 0)) in g.legal_actions()  # 04 + 10 keep 8 of the 14 coal
    g.apply("scrap 08 returning 6 coal")
    j = g.to_json()
    assert (j["coal_storage"], j["supply"]["coal"], j["players"][0]["resources"]["coal"]) == (6, 0, 8)


def test_pg_12_2_d_10_trust_takes_coal_from_the_storage_and_returns_it_there():
    """PG-14.7 g (D-10) / PG-14.9 b / PG-12.2 c: on the USA side the trust takes its coal from the storage
    when the market has none, and in Phase 5 its tokens go back to the storage."""
    g = make(
        2,
        phase="resources",
        map="usa",
        regions=USA,
        seats=[{**h, "done": False} for h in _coal_holders(19)],
        coal_storage=5,
        resource_market={"coal": 0, "oil": 18, "garbage": 9, "uranium": 2},
        supply={"coal": 0, "oil": 6, "garbage": 15, "uranium": 10},
        trust={"plants": [20], "cities": []},
    )
    assert g.current_player == 1  # the other human, then the trust, then the first player (PG-14.7 e)
    g.apply("done")
    j = g.to_json()
    assert (j["trust"]["resources"]["coal"], j["coal_storage"]) == (3, 2)
    g.apply("done")
    finish_phase(g, "building")
    g.apply("power nothing")
    g.apply("power nothing")
    j = g.to_json()
    assert j["trust"]["resources"]["coal"] == 0
    assert j["coal_storage"] + j["resource_market"]["coal"] == 5 and j["supply"]["coal"] == 0
