"""The round-6 choice and the advice under the progress rules (one viking a boatsman, the boat tile, special
tiles), against an exhaustive search over every sequence of moves; and the ruling's order, floor included."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from companion.games.vikings import (
    Advice,
    Homeland,
    Purse,
    Row,
    Scoring,
    Special,
    SpecialTile,
    Transport,
    Viking,
    advise,
    homeland_scoring,
    legal_moves,
    mandatory_transport,
)
from companion.games.vikings.awards import total
from companion.games.vikings.scoring import Standing, final_scoring

from .homelands import homeland
from .strategies import players

Cell = tuple[Row, int]


def ruling_key(land: Homeland, purse: Purse, rivals: Standing, used: int, boats: int) -> tuple[int, ...]:
    """The ruling's order, from the real scorings: final points, final gold, boatsmen kept, points before the
    floor, boat tiles kept."""
    after_great = purse.gain(*total(homeland_scoring(Scoring.great, land)))
    final, awards = final_scoring(after_great, land, Standing.of(land), rivals)
    unpaid = sum(int(award.detail.get("unpaid", 0)) for award in awards)
    return final.points, final.gold, -used, final.points - unpaid, -boats


def groups(land: Homeland, rules: str, boat: bool) -> Iterator[tuple[Cell, ...]]:
    """Every set of cells one boatsman could fill now: one cell under the progress rules unless `boat`; else
    any number of one row, or at most one of each row."""
    empty = {row: land.empty_tiles(row) for row in Row}
    waiting = {row: min(land.mainland[Viking(row.value)], len(empty[row])) for row in Row}
    rows = [row for row in Row if waiting[row]]
    if rules == "progress" and not boat:
        yield from (((row, column),) for row in rows for column in empty[row])
        return
    for row in rows:
        for count in range(1, waiting[row] + 1):
            yield from (tuple((row, column) for column in columns) for columns in combinations(empty[row], count))
    for size in range(2, len(rows) + 1):
        for chosen in combinations(rows, size):
            yield from (tuple(zip(chosen, columns, strict=True)) for columns in product(*(empty[r] for r in chosen)))


def outcomes(land: Homeland, rules: str) -> Iterator[tuple[frozenset[Cell], int, int, bool]]:
    """Every state a sequence of moves reaches, once: (cells filled, boatsmen used, boat tiles used, whether
    another move was still possible)."""
    boat_tiles = land.holdings.boat if rules == "progress" else 0
    seen: set[tuple[frozenset[Cell], int, int]] = set()
    stack: list[tuple[frozenset[Cell], int, int]] = [(frozenset(), 0, 0)]
    while stack:
        state = stack.pop()
        if state in seen:
            continue
        seen.add(state)
        filled, used, boats = state
        current = land.with_transport(filled, used, boats)
        more = False
        if current.mainland[Viking.boatsman]:
            for boat in (False, True) if boats < boat_tiles else (False,):
                for cells in groups(current, rules, boat):
                    more = True
                    stack.append((filled | set(cells), used + 1, boats + boat))
        yield filled, used, boats, more


def exhaustive_round_six(land: Homeland, purse: Purse, rivals: Standing, rules: str) -> tuple[int, ...]:
    return max(
        ruling_key(land.with_transport(filled, used, boats), purse, rivals, used, boats)
        for filled, used, boats, more in outcomes(land, rules)
        if not more
    )


def exhaustive_advice(land: Homeland, rules: str) -> dict[tuple[int, int], tuple[int, int]]:
    """The best great scoring for each (boat tiles, boatsmen) used."""
    best: dict[tuple[int, int], tuple[int, int]] = {}
    for filled, used, boats, _ in outcomes(land, rules):
        gained = total(homeland_scoring(Scoring.great, land.with_transport(filled, used, boats)))
        best[boats, used] = max(best.get((boats, used), gained), gained)
    return best


progress_homelands = players("Ada", longest=2, most_ships=3, mainland_each=2, boatsmen=3, most_special=4).map(
    Homeland.of
)


@st.composite
def with_boat_tiles(draw: st.DrawFn) -> Homeland:
    """A homeland under the progress rules with one or two boat tiles and at least one boatsman."""
    ada = draw(players("Ada", longest=2, most_ships=3, mainland_each=2, boatsmen=3, most_special=3))
    boats = (SpecialTile(tile=Special.boat),) * draw(st.integers(1, 2))
    mainland = ada.mainland.model_copy(update={"boatsman": draw(st.integers(1, 3))})
    return Homeland.of(ada.model_copy(update={"special_tiles": ada.special_tiles + boats, "mainland": mainland}))


@st.composite
def hungry(draw: st.DrawFn) -> Homeland:
    """A homeland that ends at the zero floor more often than not: no points, and 4 to 10 vikings on the
    mainland that no tile of theirs awaits."""
    ada = draw(players("Ada", longest=3, most_ships=3, mainland_each=2, boatsmen=3, most_special=3))
    bare = [row for row in Row if not any(tile.row is row for tile in ada.tiles)]
    assume(bare)
    mainland = ada.mainland.model_copy(update={draw(st.sampled_from(bare)).value: draw(st.integers(4, 10))})
    return Homeland.of(ada.model_copy(update={"mainland": mainland, "points": 0}))


def as_base_game(land: Homeland, rules: str) -> Homeland:
    """Special tiles belong to the progress rules: under the base rules the same homeland holds none."""
    return land if rules == "progress" else Homeland(land.ships, land.island_tiles, land.mainland)


def check_round_six(land: Homeland, purse: Purse, rivals: Standing, rules: str) -> None:
    transport = mandatory_transport(land, purse, rivals, rules)
    after = transport.apply(land)
    chosen = ruling_key(after, purse, rivals, transport.boatsmen, transport.boat_moves)
    assert chosen == exhaustive_round_six(land, purse, rivals, rules)
    # What is left could not move any more, or no boatsman is left.
    assert after.mainland[Viking.boatsman] == 0 or not legal_moves(after, rules)


rival_standings = st.builds(Standing, st.integers(0, 4), st.integers(0, 3), st.integers(0, 3))


@settings(max_examples=80, deadline=None)
@given(
    land=progress_homelands,
    rules=st.sampled_from(["base", "progress"]),
    purse=st.builds(Purse, st.integers(0, 6), st.integers(0, 6)),
    rivals=rival_standings,
)
def test_round_six_transport_matches_exhaustive_search(
    land: Homeland, rules: str, purse: Purse, rivals: Standing
) -> None:
    check_round_six(as_base_game(land, rules), purse, rivals, rules)


@settings(max_examples=80, deadline=None)
@given(land=with_boat_tiles(), purse=st.builds(Purse, st.integers(0, 8), st.integers(0, 8)), rivals=rival_standings)
def test_round_six_transport_with_boat_tiles_matches_exhaustive_search(
    land: Homeland, purse: Purse, rivals: Standing
) -> None:
    check_round_six(land, purse, rivals, "progress")


@settings(max_examples=120, deadline=None)
@given(land=hungry(), rules=st.sampled_from(["base", "progress"]), gold=st.integers(0, 9), rivals=rival_standings)
def test_round_six_transport_at_the_zero_floor_matches_exhaustive_search(
    land: Homeland, rules: str, gold: int, rivals: Standing
) -> None:
    check_round_six(as_base_game(land, rules), Purse(0, gold), rivals, rules)


@settings(max_examples=80, deadline=None)
@given(land=st.one_of(with_boat_tiles(), progress_homelands))
def test_advice_with_and_without_the_boat_tile_matches_exhaustive_search(land: Homeland) -> None:
    best = exhaustive_advice(land, "progress")
    advice = advise(land, "progress")
    for option in advice:
        assert (option.transport.boatsmen, option.transport.boat_moves) == (option.boatsmen, option.boat_tiles)
        gained = total(homeland_scoring(Scoring.great, option.transport.apply(land)))
        assert gained == best[option.boat_tiles, option.boatsmen]
        assert (option.points, option.gold) == (gained[0] - best[0, 0][0], gained[1] - best[0, 0][1])
    # Listed exactly when better than every option using no more boatsmen and no more boat tiles.
    listed = {(option.boat_tiles, option.boatsmen) for option in advice}
    for (boats, used), value in best.items():
        cheaper = [other for (b, u), other in best.items() if b <= boats and u <= used and (b, u) != (boats, used)]
        assert ((boats, used) in listed) == (used > 0 and all(value > other for other in cheaper))


@pytest.mark.parametrize(
    ("gold", "moved", "gold_left"),
    [
        # The ruling's own case: with 2 gold, carrying the goldsmith too makes 5 gold, one point that the
        # hungry vikings eat, and nothing left; the fisherman alone leaves the 2 gold.
        (2, [(Row.fisherman, 1)], 2),
        # With 0 gold the goldsmith's 3 gold are worth keeping: one of each colour, as before the floor mattered.
        (0, [(Row.goldsmith, 1), (Row.fisherman, 1)], 3),
    ],
)
def test_at_the_zero_floor_a_viking_may_stay_behind_for_the_gold(gold: int, moved: list[Cell], gold_left: int) -> None:
    # One boatsman may carry the goldsmith and the fisherman at once; four warriors have no tile and stay hungry.
    land = homeland(
        goldsmith="s", fisherman="s", mainland={"warrior": 4, "goldsmith": 1, "fisherman": 1, "boatsman": 1}
    )
    transport = mandatory_transport(land, Purse(0, gold), Standing(0, 0, 0))
    assert sorted(transport.placements) == sorted(moved)
    after = transport.apply(land)
    assert ruling_key(after, Purse(0, gold), Standing(0, 0, 0), 1, 0)[:2] == (0, gold_left)


def test_a_tie_at_the_floor_goes_to_the_most_points_before_it() -> None:
    # One boatsman, one viking each: the warrior under the yellow ship earns 2 points, or the fisherman feeds 5.
    # Twelve nobles without tiles leave either at 0 points and 0 gold; the fisherman leaves 11 points unpaid,
    # the warrior 12, so a bonus won later (the boatsmen majority, say) would leave more with the fisherman.
    land = homeland(
        ships="y",
        warrior="s",
        fisherman="s",
        mainland={"warrior": 1, "fisherman": 1, "noble": 12, "boatsman": 1},
    )
    transport = mandatory_transport(land, Purse(0, 0), Standing(0, 0, 0), "progress")
    assert transport.placements == [(Row.fisherman, 1)]
    key = ruling_key(transport.apply(land), Purse(0, 0), Standing(0, 0, 0), 1, 0)
    assert key == (0, 0, -1, -11, 0)


N, S, F = Row.noble, Row.scout, Row.fisherman


@pytest.mark.parametrize(
    ("mainland", "rivals", "moves", "boat_moves"),
    [
        # One boatsman and the boat tile carry all three nobles at once.
        ({"noble": 3, "boatsman": 1}, 0, [[N, N, N]], 1),
        # With three boatsmen the boat tile keeps two of them for the majority (10 points for 2 more mouths).
        ({"noble": 3, "boatsman": 3}, 2, [[N, N, N]], 1),
        # When the rival keeps three, the majority is lost anyway: three boatsmen go, three mouths fewer.
        ({"noble": 3, "boatsman": 3}, 3, [[N], [N], [N]], 0),
        # The boat tile would change nothing for a single noble: it stays unused.
        ({"noble": 1, "boatsman": 1}, 0, [[N]], 0),
        # One of each colour with the boat tile.
        ({"noble": 1, "scout": 1, "fisherman": 1, "boatsman": 1}, 0, [[N, S, F]], 1),
    ],
)
def test_round_six_uses_the_boat_tile_when_it_does_better(
    mainland: dict[str, int], rivals: int, moves: list[list[Row]], boat_moves: int
) -> None:
    land = homeland(noble="sme", scout="s", fisherman="s", mainland=mainland, special=["boat"])
    transport = mandatory_transport(land, Purse(20, 0), Standing(rivals, 0, 0), "progress")
    assert [[row for row, _ in move] for move in transport.moves] == moves
    assert transport.boat_moves == boat_moves
    assert transport.apply(land).holdings.boat == 1 - boat_moves


def test_advice_offers_the_boat_tile_beside_the_boatsmen() -> None:
    # Two nobles and one boatsman: alone he carries one noble (+2 points); with the boat tile both (+4).
    land = homeland(noble="se", mainland={"noble": 2, "boatsman": 1}, special=["boat"])
    advice = advise(land, "progress")
    assert [(a.boatsmen, a.boat_tiles, a.points, a.gold) for a in advice] == [(1, 0, 2, 0), (1, 1, 4, 0)]
    assert advice[1].transport.moves == (((Row.noble, 1), (Row.noble, 2)),)
    # Under the base rules one boatsman carries both anyway, and the tile plays no part.
    assert advise(land, "base") == [Advice(1, Transport((((Row.noble, 1), (Row.noble, 2)),)), 4, 0)]
