"""Each scoring rule on its own ("Rounds and scorings" in the rules)."""

from __future__ import annotations

import pytest

from companion.games.vikings import Award, Purse, Scoring, score_board
from companion.games.vikings.awards import total
from companion.games.vikings.scoring import (
    Standing,
    final_scoring,
    great_scoring,
    settle_final,
    small_scoring,
)

from .homelands import board, homeland, player


def great(**rows: str) -> tuple[int, int]:
    return total(great_scoring(homeland(**rows).columns))  # type: ignore[arg-type]


def small(**rows: str) -> tuple[int, int]:
    return total(small_scoring(homeland(**rows).columns))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        # A noble scores 2 points; a goldsmith 3 gold.
        ({"noble": "S", "goldsmith": "S"}, (2, 3)),
        # A warrior with no ship above earns nothing.
        ({"warrior": "S"}, (0, 0)),
        # A ship over an empty column threatens nobody and earns nothing.
        ({"ships": "r"}, (0, 0)),
        # A red ship threatens down to the nobles: the noble scores nothing, the scout still does.
        ({"ships": "r", "noble": "S", "scout": "S"}, (1, 0)),
        # A green ship reaches the scouts but not the goldsmith below: 3 gold, and no scout bonus.
        ({"ships": "g", "scout": "S", "goldsmith": "S"}, (0, 3)),
        # A yellow ship reaches the goldsmiths; the fisherman is safe but scores nothing now.
        ({"ships": "y", "goldsmith": "S", "fisherman": "S"}, (0, 0)),
        # A warrior under the blue ship repels it (3 points) and saves the whole column.
        ({"ships": "b", "warrior": "S", "noble": "S", "scout": "S", "goldsmith": "S"}, (3 + 2 + 2, 3)),
        # A warrior under the red ship earns its 3 gold.
        ({"ships": "r", "warrior": "S", "noble": "S"}, (2, 3)),
        # A warrior in the wrong column repels nothing.
        ({"ships": ".r", "warrior": "Se", "noble": "sE"}, (0, 0)),
        # Scout: 1 point, +1 for a goldsmith and +1 for a fisherman below (3 at most).
        ({"scout": "S", "goldsmith": "S", "fisherman": "S"}, (3, 3)),
        # The bonus counts vikings, not tiles, and reaches past an empty goldsmith tile.
        ({"scout": "S", "goldsmith": "s", "fisherman": "S"}, (2, 0)),
        # ... and past a column with no goldsmith tile at all.
        ({"scout": "S", "goldsmith": ".", "fisherman": "S"}, (2, 0)),
        # Vikings only score standing on tiles of their own column.
        ({"scout": "Se", "goldsmith": "sE"}, (1, 3)),
    ],
)
def test_great_scoring(rows: dict[str, str], expected: tuple[int, int]) -> None:
    assert great(**rows) == expected


@pytest.mark.parametrize(
    ("rows", "expected_gold"),
    [
        # 3 gold per goldsmith on an island.
        ({"goldsmith": "SE"}, 6),
        # A threatened goldsmith earns nothing in the small scoring either.
        ({"ships": "y", "goldsmith": "SE"}, 3),
        # A warrior repels the ship for the small scoring too, but earns no reward there.
        ({"ships": "y", "warrior": "S", "goldsmith": "SE"}, 6),
        # Nobles and scouts wait for the great scoring.
        ({"noble": "S", "scout": "S"}, 0),
    ],
)
def test_small_scoring(rows: dict[str, str], expected_gold: int) -> None:
    assert small(**rows) == (0, expected_gold)


def test_threatened_vikings_are_itemised_with_the_ship() -> None:
    awards = great_scoring(homeland(ships="g", noble="S", scout="S").columns)
    assert [(a.rule, a.points, dict(a.detail)) for a in awards] == [
        ("noble_threatened", 0, {"sail": "green"}),
        ("scout_threatened", 0, {"sail": "green"}),
    ]


NOBODY = Standing(0, 0, 0)


def final(
    purse: Purse, mine: Standing = NOBODY, rivals: Standing = NOBODY, **kwargs: object
) -> tuple[Purse, list[Award]]:
    return final_scoring(purse, homeland(**kwargs), mine, rivals)


def test_unrepelled_gold_ship_is_paid_in_points_when_gold_runs_short() -> None:
    # Green ship costs 5 gold; the player has 2: 2 gold and 3 points. 0 gold left, 0 converted.
    purse, awards = final(Purse(10, 2), ships="g", fisherman="S")
    ship = awards[0]
    assert (ship.rule, ship.points, ship.gold, ship.detail["unpaid"]) == ("ship_unrepelled", -3, -2, 0)
    assert purse.gold == 0


def test_points_never_go_below_zero() -> None:
    # A blue ship costs 3 points; the player has 1. Hunger then asks for more than is left.
    purse, awards = final(Purse(1, 0), ships="b", mainland={"noble": 5})
    assert purse == Purse(0, 0)
    ship = next(a for a in awards if a.rule == "ship_unrepelled")
    assert (ship.points, ship.detail["unpaid"]) == (-1, 2)
    supply = next(a for a in awards if a.rule == "supply")
    assert (supply.points, supply.detail["unpaid"]) == (0, 5)


def test_repelled_ship_costs_nothing_at_the_end() -> None:
    _, awards = final(Purse(10, 10), ships="g", warrior="S")
    assert not [a for a in awards if a.rule == "ship_unrepelled"]


@pytest.mark.parametrize(
    ("gold", "points", "gold_left"),
    [
        # 1 point per 5 gold; the remainder stays as the tie-breaker.
        (38, 7, 3),
        (4, 0, 4),
        (0, 0, 0),
        (25, 5, 0),
    ],
)
def test_treasury(gold: int, points: int, gold_left: int) -> None:
    purse, awards = settle_final(Purse(0, gold), [], Standing(0, 0, 0), Standing(0, 0, 0), 0, 0)
    assert (awards[0].rule, awards[0].points) == ("treasury", points)
    assert purse == Purse(points, gold_left)


@pytest.mark.parametrize(
    ("mine", "rivals", "bonus"),
    [
        # Sole majority in all three: 10 + 7 + 5.
        (Standing(4, 5, 4), Standing(3, 4, 3), 22),
        # Ties share in full.
        (Standing(3, 5, 4), Standing(3, 5, 4), 22),
        # Behind in everything.
        (Standing(2, 4, 3), Standing(3, 5, 4), 0),
        # Nobody has any: a player needs at least one to qualify.
        (Standing(0, 0, 0), Standing(0, 0, 0), 0),
        # Most islands but a shorter longest island.
        (Standing(0, 3, 2), Standing(0, 2, 5), 7),
    ],
)
def test_majorities(mine: Standing, rivals: Standing, bonus: int) -> None:
    purse, _ = settle_final(Purse(0, 0), [], mine, rivals, fishermen=0, vikings=0)
    assert purse.points == bonus


@pytest.mark.parametrize(
    ("fishermen", "vikings", "points"),
    [
        # Finnish rulebook, player A: 5 fishermen feed 25 of 23 vikings: 2 more, 2 points each.
        (5, 23, 4),
        # Player B: 3 fishermen feed 15 of 23: 8 unfed, 1 point each.
        (3, 23, -8),
        # Online guide, Ungeheuer: 4 fishermen feed 20 of 23.
        (4, 23, -3),
        # Exactly fed.
        (2, 10, 0),
    ],
)
def test_supply(fishermen: int, vikings: int, points: int) -> None:
    purse, awards = settle_final(Purse(20, 0), [], Standing(0, 0, 0), Standing(0, 0, 0), fishermen, vikings)
    assert awards[-1].rule == "supply"
    assert purse.points == 20 + points


def test_supply_counts_every_viking_and_only_safe_island_fishermen() -> None:
    # 2 fishermen on islands, one under an unrepelled blue ship; a fisherman and 2 boatsmen on the mainland.
    _, awards = final(Purse(20, 0), ships="b", fisherman="SE", mainland={"fisherman": 1, "boatsman": 2})
    supply = awards[-1]
    assert dict(supply.detail) | {"unpaid": 0} == {"fishermen": 1, "vikings": 5, "fed": 5, "unpaid": 0}
    assert supply.points == 0


def test_finished_islands() -> None:
    land = homeland(noble="smme", scout="se.s", goldsmith="s.e", fisherman="SE")
    assert sorted((i.row.value, i.first, i.length) for i in land.finished_islands) == [
        ("fisherman", 1, 2),
        ("noble", 1, 4),
        ("scout", 1, 2),
    ]


def test_small_then_great_then_final_by_round() -> None:
    ada = player("Ada", points=10, gold=0, goldsmith="S", noble="S")
    scorings = {r: score_board(board(ada, round=r)).scorings for r in range(1, 7)}
    assert scorings == {
        1: (Scoring.small,),
        2: (Scoring.great,),
        3: (Scoring.small,),
        4: (Scoring.great,),
        5: (Scoring.small,),
        6: (Scoring.great, Scoring.final),
    }
    assert score_board(board(ada, round=1)).players[0].gold == 3
    assert (
        score_board(board(ada, round=2)).players[0].points,
        score_board(board(ada, round=2)).players[0].gold,
    ) == (12, 3)


def test_shared_lines_cannot_be_changed_by_their_readers() -> None:
    ada = player("Ada", points=0, gold=0, ships="r", noble="S", scout="S", goldsmith="S")
    first, second = (score_board(board(ada, round=2)).players[0].breakdown for _ in range(2))
    assert first == second
    scout = next(award for award in first if award.rule == "scout")
    assert dict(scout.detail) == {"goldsmith": 1, "fisherman": 0}
    with pytest.raises(TypeError):
        scout.detail["goldsmith"] = 0  # type: ignore[index]
