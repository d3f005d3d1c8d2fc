"""PG-6 Phase 2 — auction of power plants: discount token, bidding, replacement, 4th plant, round 1."""

from __future__ import annotations

from pg_positions import REST_OF_DECK, make, market, refused, seat

from powerplay.games.powergrid.actions import Bid, Pass, Scrap

PETER, GALINA, KRISTINA, NIKITA = 0, 1, 2, 3


def _deck(*top):
    """A deck with ``top`` first, then every other plant not in the default market, Step 3 last."""
    rest = [c for c in REST_OF_DECK if c not in top]
    return list(top) + rest + ["step3"]


def _ex07():
    """EX-07: 4 players, round 1, order and seats Peter, Galina, Kristina, Nikita, all 50 Elektro;
    current 03–06 / future 07–10, discount on 03, 13 on top of the deck."""
    return make(
        4, round=1, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": 3}, deck=_deck(13)
    )


# ---- PG-6.2 / PG-6.4 / PG-6.8: the discount token ---------------------------------------------------------


def test_pg_6_2_ex_06_discount_token_goes_on_the_lowest_current_plant():
    """EX-06 (PG-6.2): at the start of Phase 2 the discount token lies on plant 15, the lowest of the
    current market [15, 16, 18, 20] (reached by finishing the Phase 5 before)."""
    g = make(
        4,
        phase="bureaucracy",
        round=3,
        step=2,
        plant_market={"current": [15, 16, 18, 20], "future": [21, 24, 25, 27], "discount": None},
        deck=[30, 31, 32, "step3"],
    )
    for _ in range(4):
        g.apply("power nothing")
    j = g.to_json()
    assert j["phase"] == "auction"
    assert j["plant_market"] == {"current": [15, 16, 18, 20], "future": [21, 24, 25, 30], "discount": 15}


def _ex06():
    return make(
        4,
        round=3,
        step=2,
        plant_market={"current": [15, 16, 18, 20], "future": [21, 24, 25, 27], "discount": 15},
        deck=[30, 31, 32, "step3"],
    )


def test_pg_6_4_b_ex_06_minimum_bids_with_the_discount():
    """EX-06 (PG-6.2, PG-6.4 b): the discounted 15 opens at 1 (not 0); 16, 18, 20 open at their number."""
    g = _ex06()
    opening = {}
    for a in g.legal_actions():
        if isinstance(a, Bid):
            opening[a.plant] = min(opening.get(a.plant, 99), a.amount)
    assert opening == {15: 1, 16: 16, 18: 18, 20: 20}
    refused(g, "bid 0 on plant 15", "PG-6.4 b")
    refused(g, "bid 15 on plant 16", "PG-6.4 b")
    refused(g, "bid 19 on plant 20", "PG-6.4 b")
    g.apply("bid 1 on plant 15")
    assert g.to_json()["auction"] == {
        "plant": 15,
        "high": 1,
        "leader": 0,
        "active": [0, 1, 2, 3],
        "to_act": 1,
        "starter": 0,
    }


def test_pg_6_8_a_ex_06_buying_the_discounted_plant_removes_the_token():
    """EX-06 follow-up a (PG-6.8 a): whoever buys the discounted plant pays the bid; the token leaves."""
    g = _ex06()
    g.apply("bid 1 on plant 15")
    for _ in range(3):
        g.apply("pass")
    j = g.to_json()
    assert j["players"][0]["plants"] == [15] and j["players"][0]["money"] == 49
    assert j["plant_market"] == {"current": [16, 18, 20, 21], "future": [24, 25, 27, 30], "discount": None}


def test_pg_6_8_b_ex_06_unbought_discounted_plant_leaves_the_game_at_the_end_of_phase_2():
    """EX-06 follow-up b (PG-6.8 b, PG-6.13 a): nobody buys 15 → at the end of Phase 2 it is removed
    from the game and 30 added: current [16, 18, 20, 21] / future [24, 25, 27, 30]."""
    g = _ex06()
    for _ in range(4):
        g.apply("pass")
    j = g.to_json()
    assert j["phase"] == "resources"
    assert j["plant_market"] == {"current": [16, 18, 20, 21], "future": [24, 25, 27, 30], "discount": None}
    assert j["removed"] == [15]
    assert j["deck"] == [31, 32, "step3"]


def test_pg_6_8_b_discount_end_check_after_other_purchases():
    """PG-6.8 b: plants bought meanwhile also change the rows; the discounted plant still goes."""
    g = _ex06()
    g.apply("bid 20 on plant 20")
    for _ in range(3):
        g.apply("pass")  # seat 0 buys 20, 30 is revealed
    for _ in range(3):
        g.apply("pass")  # seats 1–3 pass
    j = g.to_json()
    assert j["plant_market"] == {"current": [16, 18, 21, 24], "future": [25, 27, 30, 31], "discount": None}
    assert j["removed"] == [15]


# ---- PG-6.4 putting a plant up -----------------------------------------------------------------------------


def test_pg_6_4_ex_07_peter_puts_up_05():
    """EX-07 (PG-6.4 a–b, PG-6.12): Peter may put up 05 at 5..50; 4 is below the minimum (no discount
    on 05); the future plant 07 cannot be put up; passing is illegal in round 1."""
    g = _ex07()
    assert g.current_player == PETER
    bids_05 = sorted(a.amount for a in g.legal_actions() if isinstance(a, Bid) and a.plant == 5)
    assert bids_05 == list(range(5, 51))
    refused(g, "bid 4 on plant 5", "PG-6.4 b")
    refused(g, "bid 51 on plant 5", "PG-6.4 b")
    refused(g, "bid 7 on plant 7", "PG-6.4 a")
    refused(g, "bid 20 on plant 20", "PG-6.4 a")  # not in the market at all
    refused(g, "pass", "PG-6.12")
    refused(g, "bid 5", "PG-6.4")  # no plant named
    g.apply("bid 5 on plant 5")
    assert g.to_json()["auction"]["plant"] == 5


def test_pg_6_5_ex_08_peter_buys_the_plant():
    """EX-08 (PG-4.4, PG-6.5 d, PG-6.6 a, PG-6.7): Peter opens 05 at 5, the others pass: Peter pays 5,
    owns 05 and is done; 13 is revealed (above 03, so the discount stays on 03); Galina acts next."""
    g = _ex07()
    g.apply("bid 5 on plant 5")
    assert g.current_player == GALINA
    for who in (GALINA, KRISTINA, NIKITA):
        assert g.current_player == who
        g.apply("pass")
    j = g.to_json()
    p = j["players"][PETER]
    assert (p["money"], p["plants"], p["got_plant"], p["done"]) == (45, [5], True, True)
    assert j["plant_market"] == {"current": [3, 4, 6, 7], "future": [8, 9, 10, 13], "discount": 3}
    assert j["auction"] is None
    assert g.current_player == GALINA


def test_pg_6_6_b_ex_08_variant_outbid_starter_acts_again():
    """EX-08 variant (PG-6.5 c, PG-6.6 b): Galina bids 6, Kristina and Nikita pass, Peter passes →
    Galina gets 05 for 6 and Peter, who put it up, acts again."""
    g = _ex07()
    g.apply("bid 5 on plant 5")
    g.apply("bid 6")  # Galina
    g.apply("pass")  # Kristina
    g.apply("pass")  # Nikita
    assert g.current_player == PETER  # PG-6.5 c: the starter answers when outbid
    g.apply("pass")
    assert seat(g, GALINA)["plants"] == [5] and seat(g, GALINA)["money"] == 44
    assert seat(g, PETER)["money"] == 50 and seat(g, PETER)["got_plant"] is False
    assert g.current_player == PETER
    assert g.to_json()["auction"] is None


# ---- PG-6.5 bidding ------------------------------------------------------------------------------------------


def _seat_order_game():
    """4 players, round 2, turn order seats 2, 0, 3, 1 (bidding goes by seat: 0 → 1 → 2 → 3 → 0)."""
    return make(
        4,
        round=2,
        order=[2, 0, 3, 1],
        seats=[{"money": 30}, {}, {}, {"money": 7}],
        plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None},
        deck=_deck(11),
    )


def test_pg_6_5_bidding_goes_clockwise_by_seat_from_the_starter():
    """PG-6.5 a–d (D-18): bidding starts with the next seat clockwise from the starter, skips players
    who passed this auction, and ends when one bidder is left; the starter answers when outbid."""
    g = _seat_order_game()
    assert g.current_player == 2  # PG-6.3: the first player in turn order acts
    g.apply("bid 6 on plant 6")
    assert g.current_player == 3
    g.apply("pass")
    assert g.current_player == 0
    g.apply("bid 7")
    assert g.current_player == 1
    g.apply("pass")
    assert g.current_player == 2  # the starter, outbid
    g.apply("bid 8")
    assert g.current_player == 0  # 3 and 1 are out of this auction
    g.apply("pass")
    j = g.to_json()
    assert j["players"][2]["plants"] == [6] and j["players"][2]["money"] == 42
    assert j["players"][0]["money"] == 30 and j["players"][0]["plants"] == []
    assert g.current_player == 0  # PG-6.6 a: the starter won, the next eligible in turn order acts


def test_pg_6_5_a_raises_must_beat_the_high_bid_and_be_paid_for():
    """PG-6.5 a: a raise is above the current bid and at most the bidder's money."""
    g = _seat_order_game()
    g.apply("bid 6 on plant 6")  # seat 2; seat 3 (7 Elektro) answers
    assert g.legal_actions() == [Pass(), Bid(7)]
    refused(g, "bid 6", "PG-6.5 a")
    refused(g, "bid 8", "PG-6.5 a")
    refused(g, "bid 9 on plant 5", "PG-6.5")
    refused(g, "build Essen", "PG-6.5")
    g.apply("bid 7")
    assert g.to_json()["auction"]["high"] == 7


def test_pg_6_5_b_passing_a_bid_keeps_the_player_eligible():
    """PG-6.5 b / PG-6.3: a player who passed in one auction is out of that auction only."""
    g = _seat_order_game()
    g.apply("bid 6 on plant 6")  # seat 2 starts
    for _ in range(3):
        g.apply("pass")  # 3, 0, 1 pass: seat 2 buys 6
    assert seat(g, 2)["plants"] == [6]
    assert g.current_player == 0
    g.apply("bid 5 on plant 5")
    assert g.to_json()["auction"]["active"] == [0, 1, 3]  # seat 2 has its plant (PG-6.1)
    assert g.current_player == 1
    g.apply("pass")
    assert g.current_player == 3  # seat 3 passed on plant 6 but bids again now


def test_pg_6_1_one_plant_per_round():
    """PG-6.1 / PG-6.5 d: a player who acquired a plant neither bids nor acts again this phase."""
    g = make(
        3, round=2, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None}, deck=_deck(11)
    )
    g.apply("bid 3 on plant 3")
    g.apply("pass")
    g.apply("pass")
    assert seat(g, 0)["plants"] == [3]
    assert g.current_player == 1
    g.apply("bid 4 on plant 4")
    assert g.to_json()["auction"]["active"] == [1, 2]
    assert g.current_player == 2
    g.apply("pass")  # seat 1 buys 4; only seat 2 is left
    assert [seat(g, p)["plants"] for p in range(3)] == [[3], [4], []]
    assert g.current_player == 2


# ---- PG-6.7 replacement ----------------------------------------------------------------------------------


def _ex09(deck):
    return make(
        3, round=2, plant_market={"current": [8, 10, 12, 14], "future": [15, 16, 18, 22], "discount": 8}, deck=deck
    )


def test_pg_6_7_a_ex_09_revealed_card_below_the_discounted_plant():
    """EX-09 (PG-6.7 a): 12 is bought; 06 is revealed, lower than the discounted 08 → 06 leaves the
    game, the token comes off, 20 is revealed and kept; 08 now costs 8 again."""
    g = _ex09([6, 20, 25, 26, "step3"])
    g.apply("bid 12 on plant 12")
    g.apply("pass")
    g.apply("pass")
    j = g.to_json()
    assert j["players"][0]["plants"] == [12] and j["players"][0]["money"] == 38
    assert j["plant_market"] == {"current": [8, 10, 14, 15], "future": [16, 18, 20, 22], "discount": None}
    assert j["removed"] == [6]
    assert j["deck"] == [25, 26, "step3"]
    assert g.current_player == 1
    refused(g, "bid 1 on plant 8", "PG-6.4 b")
    refused(g, "bid 7 on plant 8", "PG-6.4 b")
    g.apply("bid 8 on plant 8")


def test_pg_6_7_a_ex_09_control_higher_card_is_kept():
    """EX-09 control (PG-6.7): 09 (above 08) is revealed and kept; the token stays on 08."""
    g = _ex09([9, 20, 25, "step3"])
    g.apply("bid 12 on plant 12")
    g.apply("pass")
    g.apply("pass")
    j = g.to_json()
    assert j["plant_market"] == {"current": [8, 9, 10, 14], "future": [15, 16, 18, 22], "discount": 8}
    assert j["removed"] == []


def test_pg_6_7_a_the_second_card_is_kept_whatever_its_number():
    """PG-6.7 a: after the discount is lost, the next card is kept even if it is lower than 08."""
    g = _ex09([6, 5, 25, "step3"])
    g.apply("bid 12 on plant 12")
    g.apply("pass")
    g.apply("pass")
    j = g.to_json()
    assert j["plant_market"] == {"current": [5, 8, 10, 14], "future": [15, 16, 18, 22], "discount": None}
    assert j["removed"] == [6]


# ---- PG-6.9 fourth plant -----------------------------------------------------------------------------------


def _fourth_plant(coal):
    """Seat 0 owns 04 (coal, stores 4), 08 (coal, stores 6), 13 (eco) and is the last eligible player."""
    g = make(
        3,
        round=2,
        seats=[{"plants": [4, 8, 13], "resources": {"coal": coal}}, {"got_plant": True}, {"got_plant": True}],
        plant_market={"current": [18, 19, 20, 21], "future": [22, 23, 24, 25], "discount": None},
        deck=[26, 27, "step3"],
    )
    g.apply("bid 18 on plant 18")  # PG-6.11: bought at once at 18
    return g


def test_pg_6_9_a_fourth_plant_forces_a_scrap_before_anything_else():
    """PG-6.9 a: with a 4th plant the player must scrap one of the 3 old ones first; the new plant
    cannot be scrapped; the replacement comes after the scrap (PG-6.5 e)."""
    g = _fourth_plant(coal=6)
    j = g.to_json()
    assert j["players"][0]["plants"] == [4, 8, 13, 18] and j["players"][0]["money"] == 32
    assert j["scrap"] == {"player": 0, "new_plant": 18}
    assert j["plant_market"]["current"] == [19, 20, 21]  # not yet replaced
    assert g.current_player == 0
    refused(g, "scrap 18", "PG-6.9 a")
    refused(g, "scrap 5", "PG-6.9 a")
    refused(g, "pass", "PG-6.9")
    refused(g, "bid 19 on plant 19", "PG-6.9")
    g.apply("scrap 13")
    j = g.to_json()
    assert j["players"][0]["plants"] == [4, 8, 18]
    assert j["players"][0]["resources"]["coal"] == 6
    assert j["removed"] == [13]
    assert j["scrap"] is None
    assert j["plant_market"]["current"] == [19, 20, 21, 22]
    assert j["phase"] == "resources"  # the last player bought: Phase 2 is over


def test_pg_6_9_b_tokens_that_do_not_fit_go_back_to_the_supply():
    """PG-6.9 b: scrapping 08 with 10 coal, the remaining 04 + 13 + 18 store only 4 coal: 6 go to the
    supply (never to the market); keeping all is refused, so is returning tokens 08 cannot hold."""
    g = _fourth_plant(coal=10)
    market_coal = g.to_json()["resource_market"]["coal"]
    refused(g, "scrap 08", "PG-6.9 b")
    refused(g, "scrap 08 returning 5 coal", "PG-6.9 b")
    refused(g, "scrap 08 returning 7 coal", "PG-6.9 b")
    refused(g, "scrap 04 returning 3 coal", "PG-6.9 b")
    refused(g, "scrap 13 returning 1 coal", "PG-6.9 b")
    g.apply("scrap 08 returning 6 coal")
    j = g.to_json()
    assert j["players"][0]["plants"] == [4, 13, 18]
    assert j["players"][0]["resources"]["coal"] == 4
    assert j["supply"]["coal"] == 6
    assert j["resource_market"]["coal"] == market_coal
    assert j["removed"] == [8]


def test_pg_6_9_b_tokens_may_be_moved_or_returned():
    """PG-6.9 b (003 "may", PG-7.5 / D-17 exception): the scrapped plant's tokens may be kept on the
    remaining plants as far as they fit, or returned; the scrap options list exactly those choices."""
    g = _fourth_plant(coal=6)
    expected = {Scrap(4, (k, 0, 0, 0)) for k in range(5)}  # 04 holds up to 4; 08 alone keeps 6
    expected |= {Scrap(8, (k, 0, 0, 0)) for k in range(2, 7)}  # 04 keeps at most 4 of 6
    expected |= {Scrap(13, (0, 0, 0, 0))}  # eco: nothing on it
    assert set(g.legal_actions()) == expected
    refused(g, "scrap 04 returning 5 coal", "PG-6.9 b")
    g.apply("scrap 04 returning 2 coal")
    j = g.to_json()
    assert j["players"][0]["plants"] == [8, 13, 18]
    assert j["players"][0]["resources"]["coal"] == 4
    assert j["supply"]["coal"] == 2


def test_pg_6_9_b_hybrid_tokens_kept_on_the_new_plant():
    """PG-6.9 b / PG-2.7: tokens may move onto the new plant: scrapping 05 (hybrid, 2 coal + 2 oil)
    for 21 (hybrid, stores 4) keeps all four."""
    g = make(
        3,
        round=2,
        seats=[
            {"plants": [5, 6, 13], "resources": {"coal": 2, "oil": 2, "garbage": 2}},
            {"got_plant": True},
            {"got_plant": True},
        ],
        plant_market={"current": [18, 19, 20, 21], "future": [22, 23, 24, 25], "discount": None},
        deck=[26, "step3"],
    )
    g.apply("bid 21 on plant 21")
    g.apply("scrap 05")
    j = g.to_json()
    assert j["players"][0]["plants"] == [6, 13, 21]
    assert j["players"][0]["resources"] == {"coal": 2, "oil": 2, "garbage": 2, "uranium": 0}
    assert j["supply"] == {"coal": 0, "oil": 6, "garbage": 15, "uranium": 10}


# ---- PG-6.10 / 6.11 / 6.12 / 6.13 / 6.15 -----------------------------------------------------------------


def test_pg_6_10_pass_ends_the_players_phase_2():
    """PG-6.10: a player who passes takes part in no further auction this phase and gets no plant."""
    g = make(
        3, round=2, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None}, deck=_deck(11)
    )
    g.apply("pass")
    assert seat(g, 0)["passed"] and seat(g, 0)["done"]
    assert g.current_player == 1
    g.apply("bid 4 on plant 4")
    assert g.to_json()["auction"]["active"] == [1, 2]
    g.apply("pass")  # seat 2 passes the bid; seat 1 buys
    assert g.current_player == 2
    g.apply("pass")
    j = g.to_json()
    assert j["phase"] == "resources"
    assert [p["plants"] for p in j["players"]] == [[], [4], []]


def test_pg_6_11_last_player_buys_at_the_minimum_bid():
    """PG-6.11: the only eligible player left buys at the plant's number with no bidding; any other
    opening bid is refused; passing stays possible after round 1."""
    g = make(
        3,
        round=2,
        seats=[{"got_plant": True}, {"passed": True}, {}],
        plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": None},
        deck=_deck(11),
    )
    assert g.current_player == 2
    assert set(g.legal_actions()) == {Pass(), Bid(3, 3), Bid(4, 4), Bid(5, 5), Bid(6, 6)}
    refused(g, "bid 7 on plant 6", "PG-6.11")
    g.apply("bid 6 on plant 6")
    j = g.to_json()
    assert j["players"][2]["plants"] == [6] and j["players"][2]["money"] == 44
    assert j["auction"] is None
    assert j["phase"] == "resources"


def test_pg_6_11_last_player_and_the_discount_pays_1():
    """PG-6.11 (D-01): the last player putting up the discounted plant pays 1."""
    g = make(
        3,
        round=2,
        seats=[{"got_plant": True}, {"got_plant": True}, {}],
        plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": 3},
        deck=_deck(11),
    )
    refused(g, "bid 3 on plant 3", "PG-6.11")
    g.apply("bid 1 on plant 3")
    assert seat(g, 2)["money"] == 49 and seat(g, 2)["plants"] == [3]


def test_pg_6_12_round_1_every_player_must_buy():
    """PG-6.12: in round 1 the acting player may not pass, but may pass on others' bids."""
    g = make(3, round=1, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": 3}, deck=_deck(11))
    assert Pass() not in g.legal_actions()
    refused(g, "pass", "PG-6.12")
    g.apply("bid 4 on plant 4")
    assert Pass() in g.legal_actions()
    g.apply("pass")
    g.apply("pass")
    assert g.current_player == 1
    refused(g, "pass", "PG-6.12")


def test_pg_6_13_c_round_1_reorder_after_the_auction():
    """PG-6.13 c / PG-5.4: round 1 starts in the random order (P1, P2, P3); after Phase 2 the order is
    recomputed by the highest plant (everyone has 0 cities): 07, 04, 03 → P2, P3, P1; Phase 3 then
    starts with the new last player."""
    g = make(
        3, round=1, plant_market={"current": [3, 4, 5, 6], "future": [7, 8, 9, 10], "discount": 3}, deck=_deck(11, 12)
    )
    g.apply("bid 1 on plant 3")
    g.apply("pass")
    g.apply("pass")
    assert market(g) == ([4, 5, 6, 7], [8, 9, 10, 11])
    g.apply("bid 7 on plant 7")
    g.apply("pass")
    assert g.current_player == 2
    refused(g, "pass", "PG-6.12")
    g.apply("bid 4 on plant 4")  # the last player: minimum bid
    j = g.to_json()
    assert [p["plants"] for p in j["players"]] == [[3], [7], [4]]
    assert [p["money"] for p in j["players"]] == [49, 43, 46]
    assert j["order"] == [1, 2, 0]
    assert j["phase"] == "resources"
    assert g.current_player == 0


def test_pg_6_13_c_no_reorder_after_round_1():
    """PG-6.13 c: only round 1 reorders at the end of Phase 2."""
    g = make(
        3,
        round=2,
        order=[2, 1, 0],
        seats=[{"plants": [3]}, {"plants": [4]}, {"plants": [5]}],
        plant_market={"current": [6, 7, 8, 9], "future": [10, 11, 12, 14], "discount": None},
        deck=[15, 16, "step3"],
    )
    for _ in range(3):
        g.apply("pass")
    assert g.to_json()["order"] == [2, 1, 0]


def test_pg_6_15_a_a_player_who_cannot_afford_any_plant_can_only_pass():
    """PG-6.15 a: with 3 Elektro and current plants 04–07 (no discount) only passing is legal."""
    g = make(
        3,
        round=2,
        seats=[{"money": 3}, {}, {}],
        plant_market={"current": [4, 5, 6, 7], "future": [8, 9, 10, 11], "discount": None},
        deck=[c for c in _deck(12) if c != 11],
    )
    assert g.legal_actions() == [Pass()]
    refused(g, "bid 4 on plant 4", "PG-6.4 b")
    g.apply("pass")


def test_pg_6_14_acquiring_39_starts_the_german_phase_out():
    """PG-6.14 / PG-12.1: buying plant 39 on the Germany side stops uranium refills for good."""
    g = make(
        3,
        round=2,
        seats=[{"got_plant": True}, {"got_plant": True}, {}],
        plant_market={"current": [33, 34, 35, 39], "future": [40, 42, 44, 46], "discount": None},
        deck=[50, "step3"],
    )
    assert g.to_json()["phase_out"] is False
    g.apply("bid 39 on plant 39")
    assert g.to_json()["phase_out"] is True


# ---- Step 3 market in Phase 2 (PG-6.2 D-22, PG-6.4 a, PG-6.7 c, PG-6.15 b) ---------------------------------


def test_pg_6_2_d_22_step_3_discount_on_the_lowest_of_six():
    """PG-6.2 (D-22): in Step 3 the discount token goes on the lowest of the 6 plants."""
    g = make(
        3,
        phase="bureaucracy",
        round=9,
        step=3,
        plant_market={"current": [21, 23, 25, 28, 30, 34], "future": []},
        deck=[26, 40],
    )
    for _ in range(3):
        g.apply("power nothing")
    assert g.to_json()["plant_market"] == {"current": [23, 25, 26, 28, 30, 34], "future": [], "discount": 23}


def test_pg_6_4_a_step_3_any_of_the_six_plants_may_be_put_up():
    """PG-6.4 a: in Step 3 every plant of the single row may be put up, the highest included."""
    g = make(
        3,
        round=9,
        step=3,
        plant_market={"current": [21, 23, 25, 28, 30, 34], "future": [], "discount": 21},
        deck=[26, 40],
    )
    assert {a.plant for a in g.legal_actions() if isinstance(a, Bid)} == {21, 23, 25, 28, 30, 34}
    g.apply("bid 34 on plant 34")
    g.apply("pass")
    g.apply("pass")
    assert market(g) == ([21, 23, 25, 26, 28, 30], [])


def test_pg_6_7_c_empty_deck_no_replacement():
    """PG-6.7 c / PG-10.7: with an empty deck a bought plant is not replaced; the market shrinks."""
    g = make(
        3, round=9, step=3, plant_market={"current": [21, 23, 25, 28, 30, 34], "future": [], "discount": None}, deck=[]
    )
    g.apply("bid 30 on plant 30")
    g.apply("pass")
    g.apply("pass")
    assert market(g) == ([21, 23, 25, 28, 34], [])
    assert seat(g, 0)["plants"] == [30]


def test_pg_6_15_b_empty_market_only_pass():
    """PG-6.15 b: with an empty current market the acting player can only pass."""
    g = make(3, round=12, step=3, plant_market={"current": [], "future": [], "discount": None}, deck=[])
    assert g.legal_actions() == [Pass()]
    refused(g, "bid 30 on plant 30", "PG-6.4 a")
    for _ in range(3):
        g.apply("pass")
    assert g.to_json()["phase"] == "resources"


def test_pg_6_7_b_step_3_card_as_replacement_sorts_last():
    """PG-6.7 b / PG-10.3 a / PG-3.9 d: when the replacement is the Step 3 card it goes to the end of
    the future market and the market is re-sorted: the 4 lowest plants stay current, so 24 moves up
    into the gap left by the bought 23 and can be put up."""
    g = make(
        3,
        round=5,
        step=2,
        plant_market={"current": [20, 21, 22, 23], "future": [24, 25, 26, 27], "discount": None},
        deck=["step3", 30, 31],
    )
    g.apply("bid 23 on plant 23")
    g.apply("pass")
    g.apply("pass")
    assert market(g) == ([20, 21, 22, 24], [25, 26, 27, "step3"])
    assert {a.plant for a in g.legal_actions() if isinstance(a, Bid)} == {20, 21, 22, 24}
    refused(g, "bid 25 on plant 25", "PG-6.4 a")
    g.apply("bid 24 on plant 24")
    g.apply("pass")
    assert market(g)[1][-1] == "step3"
