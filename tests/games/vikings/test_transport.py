"""Boatsmen: legal moves, how many boatsmen a transport needs, and the search for the best transport."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.vikings import Homeland, Purse, Row, Viking, advise, legal_moves, mandatory_transport
from companion.games.vikings.awards import total
from companion.games.vikings.scoring import Standing, final_scoring, great_scoring
from companion.games.vikings.transport import Transport, fewest_boatsmen, plan_moves

from .homelands import homeland
from .strategies import players


@pytest.mark.parametrize(
    ("counts", "fewest"),
    [
        # Nothing to move.
        ((0, 0, 0), 0),
        # All of one colour at once.
        ((3, 0, 0), 1),
        # One of each colour at once.
        ((1, 1, 1), 1),
        # Two of each: one of each, twice.
        ((2, 2, 2), 2),
        # 3 fishermen, 1 goldsmith, 2 scouts: one of each, then the two fishermen left, then the scout.
        ((3, 1, 2), 3),
        # Three colours of three each.
        ((3, 3, 3), 3),
        # One big group and singles: all the first colour, then one of each of the rest.
        ((5, 1, 1), 2),
    ],
)
def test_fewest_boatsmen(counts: tuple[int, ...], fewest: int) -> None:
    assert fewest_boatsmen(counts) == fewest


def test_progress_rules_need_a_boatsman_per_viking() -> None:
    assert fewest_boatsmen((2, 1), "progress") == 3


def test_legal_moves_follow_the_rulebook_example() -> None:
    # Mainland: 3 fishermen, 1 goldsmith, 2 scouts, with tiles free for all of them.
    land = homeland(
        scout="ss",
        goldsmith="s",
        fisherman="smme",
        mainland={"fisherman": 3, "goldsmith": 1, "scout": 2, "boatsman": 1},
    )
    moves = legal_moves(land)
    assert {Row.fisherman: 3} in moves
    assert {Row.goldsmith: 1} in moves
    assert {Row.scout: 2} in moves
    assert {Row.fisherman: 1, Row.goldsmith: 1, Row.scout: 1} in moves
    assert {Row.fisherman: 2, Row.scout: 1} not in moves
    assert all(sum(group.values()) == 1 for group in legal_moves(land, "progress"))


def test_no_moves_without_a_boatsman_or_a_free_tile() -> None:
    assert legal_moves(homeland(noble="s", mainland={"noble": 2})) == []
    assert legal_moves(homeland(noble="S", mainland={"noble": 2, "boatsman": 1})) == []
    # Boatsmen never carry boatsmen.
    assert legal_moves(homeland(noble="S", mainland={"boatsman": 3})) == []


@pytest.mark.parametrize("boatsmen", [2, 3, 4, 5])
def test_plan_moves_uses_exactly_the_boatsmen_asked(boatsmen: int) -> None:
    placements = {Row.fisherman: [1, 2, 3], Row.scout: [1, 2]}
    transport = plan_moves(placements, boatsmen)
    assert transport.boatsmen == boatsmen
    assert sorted(transport.placements) == sorted((row, c) for row, columns in placements.items() for c in columns)
    for move in transport.moves:
        rows = [row for row, _ in move]
        assert len(set(rows)) == 1 or len(set(rows)) == len(rows)


def test_round_six_puts_the_warrior_under_the_ship() -> None:
    # Two empty warrior tiles; only column 2 lies under a ship (a green one, threatening the noble).
    land = homeland(ships=".g", warrior="se", noble="sE", mainland={"warrior": 1, "boatsman": 1})
    transport = mandatory_transport(land, Purse(10, 0), Standing(0, 0, 0))
    assert transport.moves == (((Row.warrior, 2),),)


def test_round_six_moves_even_when_keeping_the_boatsman_would_pay() -> None:
    # The only free noble tile lies under a red ship: the noble will score nothing there, and the boatsman
    # kept would tie the majority (10 points). The rule still forces the move.
    land = homeland(ships="r", noble="s", mainland={"noble": 1, "boatsman": 1})
    transport = mandatory_transport(land, Purse(10, 0), Standing(1, 0, 0))
    assert transport.moves == (((Row.noble, 1),),)


@pytest.mark.parametrize(
    ("rival_boatsmen", "used"),
    [
        # Keeping one boatsman ties the rival's one: 10 points, worth more than the 1 point of hunger it costs.
        (1, 2),
        # The rival keeps 2: the majority is lost anyway, so a third boatsman leaves, one mouth fewer to feed.
        (2, 3),
    ],
)
def test_round_six_weighs_boatsmen_kept_against_mouths_fed(rival_boatsmen: int, used: int) -> None:
    # Two nobles and a scout need two boatsmen at least (all nobles, then the scout), three at most.
    land = homeland(noble="se", scout="s", mainland={"noble": 2, "scout": 1, "boatsman": 3})
    transport = mandatory_transport(land, Purse(10, 0), Standing(rival_boatsmen, 0, 0))
    assert sorted(transport.placements) == [(Row.noble, 1), (Row.noble, 2), (Row.scout, 1)]
    assert transport.boatsmen == used


def evaluate(land: Homeland, purse: Purse, rivals: Standing, used: int) -> tuple[int, int, int]:
    after_great = purse.gain(*total(great_scoring(land.columns)))
    final, _ = final_scoring(after_great, land, Standing.of(land), rivals)
    return final.points, final.gold, -used


def concrete_moves(land: Homeland, rules: str) -> Iterator[list[tuple[Row, int]]]:
    """Every move one boatsman could make now, down to the tiles."""
    for group in legal_moves(land, rules):
        choices = [list(combinations(land.empty_tiles(row), count)) for row, count in group.items()]
        for picked in product(*choices):
            yield [(row, column) for row, columns in zip(group, picked, strict=True) for column in columns]


def brute_force(
    land: Homeland, purse: Purse, rivals: Standing, rules: str, mandatory: bool
) -> dict[int, tuple[int, ...]]:
    """The best result for each number of boatsmen used, trying every sequence of moves."""
    best: dict[int, tuple[int, ...]] = {}

    def explore(current: Homeland, used: int) -> None:
        moves = list(concrete_moves(current, rules))
        if not mandatory or not moves:
            result = evaluate(current, purse, rivals, used) if mandatory else total(great_scoring(current.columns))
            best[used] = max(best.get(used, result), result)
        for cells in moves:
            explore(current.with_transport(cells, 1), used + 1)

    explore(land, 0)
    return best


small_homelands = players("Ada", longest=3, most_ships=3, mainland_each=2, boatsmen=3).map(Homeland.of)


@settings(max_examples=60, deadline=None)
@given(
    land=small_homelands,
    rules=st.sampled_from(["base", "progress"]),
    rivals=st.tuples(st.integers(0, 4), st.integers(0, 3), st.integers(0, 3)),
)
def test_mandatory_transport_matches_exhaustive_search(
    land: Homeland, rules: str, rivals: tuple[int, int, int]
) -> None:
    purse, standing = Purse(5, 3), Standing(*rivals)
    transport = mandatory_transport(land, purse, standing, rules)
    after = transport.apply(land)
    best = max(brute_force(land, purse, standing, rules, mandatory=True).values())
    assert evaluate(after, purse, standing, transport.boatsmen) == best
    # What is left could not move any more, or no boatsman is left.
    assert after.mainland[Viking.boatsman] == 0 or not legal_moves(after, rules)


@settings(max_examples=60, deadline=None)
@given(land=small_homelands, rules=st.sampled_from(["base", "progress"]))
def test_advice_matches_exhaustive_search(land: Homeland, rules: str) -> None:
    best = brute_force(land, Purse(0, 0), Standing(0, 0, 0), rules, mandatory=False)
    baseline = best.pop(0)
    advice = advise(land, rules)
    beaten = baseline
    for used in sorted(best):
        if best[used] > beaten:
            option = next(a for a in advice if a.boatsmen == used)
            gained = total(great_scoring(option.transport.apply(land).columns))
            assert gained == best[used]
            assert (option.points, option.gold) == (best[used][0] - baseline[0], best[used][1] - baseline[1])
            beaten = best[used]
    assert len(advice) == len({a.boatsmen for a in advice})


def test_empty_transport_changes_nothing() -> None:
    land = homeland(noble="s", mainland={"noble": 1})
    assert Transport().apply(land).mainland == land.mainland


@pytest.mark.parametrize(
    ("counts", "boat_tiles", "fewest"),
    [
        # Nothing to move.
        ((0, 0, 0), 1, 0),
        # One viking a boatsman without a boat tile.
        ((3, 0, 0), 0, 3),
        # The boat tile carries a whole colour ...
        ((3, 0, 0), 1, 1),
        # ... or one of each colour.
        ((1, 1, 1), 1, 1),
        # One of each with the tile, then a single: better than the two of one colour.
        ((2, 1, 1), 1, 2),
        # Two colours of three: one whole with the tile, three singles.
        ((3, 3, 0), 1, 4),
        # Two tiles, each a whole colour.
        ((3, 3, 0), 2, 2),
        # Two tiles, each one of each.
        ((2, 2, 2), 2, 2),
        # A single viking needs one boatsman, however many tiles.
        ((1, 0, 0), 2, 1),
    ],
)
def test_fewest_boatsmen_with_boat_tiles(counts: tuple[int, ...], boat_tiles: int, fewest: int) -> None:
    assert fewest_boatsmen(counts, "progress", boat_tiles) == fewest


def test_boat_tiles_play_no_part_under_the_base_rules() -> None:
    assert fewest_boatsmen((3, 1, 2), "base", 2) == fewest_boatsmen((3, 1, 2)) == 3


def test_legal_moves_with_the_boat_tile_follow_the_base_rule() -> None:
    land = homeland(scout="ss", fisherman="sme", mainland={"fisherman": 3, "scout": 2, "boatsman": 1}, special=["boat"])
    assert legal_moves(land, "progress", boat_tile=True) == legal_moves(land, "base")
    assert {Row.fisherman: 3} in legal_moves(land, "progress", boat_tile=True)


@settings(max_examples=150, deadline=None)
@given(data=st.data(), counts=st.lists(st.integers(0, 4), min_size=5, max_size=5), boat_tiles=st.integers(0, 2))
def test_plan_moves_with_boat_tiles_makes_legal_moves(data: st.DataObject, counts: list[int], boat_tiles: int) -> None:
    placements = {row: list(range(1, count + 1)) for row, count in zip(Row, counts, strict=True) if count}
    moved = sum(counts)
    boat_tiles = min(boat_tiles, moved)
    assert fewest_boatsmen(counts, "progress", boat_tiles) == min(
        fewest_boatsmen_with(counts, k) for k in range(boat_tiles + 1)
    )
    boatsmen = data.draw(st.integers(fewest_boatsmen_with(counts, boat_tiles), max(moved, 0)))
    transport = plan_moves(placements, boatsmen, "progress", boat_tiles)
    assert (transport.boatsmen, transport.boat_moves) == (boatsmen, boat_tiles)
    assert sorted(transport.placements) == sorted((row, c) for row, columns in placements.items() for c in columns)
    for number, move in enumerate(transport.moves, start=1):
        rows = [row for row, _ in move]
        assert move, "every boatsman carries at least one viking"
        if number > boat_tiles:
            assert len(move) == 1
        else:
            assert len(set(rows)) == 1 or len(set(rows)) == len(rows)


def fewest_boatsmen_with(counts: list[int], boat_tiles: int) -> int:
    """The fewest boatsmen when exactly `boat_tiles` of them use a boat tile, by trying every split."""
    if boat_tiles == 0:
        return sum(counts)
    best = sum(counts)
    for carried in product(*(range(count + 1) for count in counts)):
        # The boat groups carry `carried`; that many groups must be able to carry it (at least one viking each).
        needed = fewest_boatsmen(carried)
        if sum(carried) >= boat_tiles and needed <= boat_tiles:
            best = min(best, boat_tiles + sum(counts) - sum(carried))
    return best
