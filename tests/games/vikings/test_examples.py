"""The worked examples of the rulebook and of the online guide, as board files under tests/data."""

from __future__ import annotations

from pathlib import Path

from companion.games.vikings import PlayerResult, Scoring, score_board, validate_board
from companion.games.vikings.boardfile import load_board

DATA = Path(__file__).parents[2] / "data"


def scored(name: str, player: str) -> PlayerResult:
    board = load_board(DATA / f"{name}.json")
    assert validate_board(board) == []
    return next(p for p in score_board(board).players if p.name == player)


def lines(result: PlayerResult, scoring: Scoring) -> list[tuple[str, int | None, int, int]]:
    return [(a.rule, a.column, a.points, a.gold) for a in result.breakdown if a.scoring is scoring]


def gained(result: PlayerResult, scoring: Scoring) -> tuple[int, int]:
    awards = [a for a in result.breakdown if a.scoring is scoring]
    return sum(a.points for a in awards), sum(a.gold for a in awards)


def test_finnish_great_scoring_gives_8_points_and_9_gold() -> None:
    astrid = scored("finnish_great", "Astrid")
    assert lines(astrid, Scoring.great) == [
        ("ship_repelled", 1, 3, 0),  # 3 points from the repelled ship
        ("noble", 1, 2, 0),
        ("scout", 1, 1, 0),
        ("ship_repelled", 2, 0, 3),  # 3 gold from the repelled ship
        ("scout", 2, 2, 0),  # 1 point and 1 for the goldsmith below
        ("goldsmith", 2, 0, 3),
        ("noble_threatened", 3, 0, 0),  # no warrior defends against the green ship
        ("scout_threatened", 3, 0, 0),  # nor the goldsmith and fisherman below it
        ("goldsmith", 3, 0, 3),  # the green ship does not reach this goldsmith
    ]
    assert (astrid.points, astrid.gold) == (10 + 8, 5 + 9)


def test_finnish_board_in_a_small_scoring_gives_6_gold() -> None:
    astrid = scored("finnish_small", "Astrid")
    assert gained(astrid, Scoring.small) == (0, 6)


def test_nessi_great_scoring_gives_16_points_and_15_gold() -> None:
    nessi = scored("nessi_great", "Nessi")
    assert gained(nessi, Scoring.great) == (16, 15)
    by_rule: dict[str, list[int]] = {}
    for rule, _, points, gold in lines(nessi, Scoring.great):
        by_rule.setdefault(rule, []).append(points + gold)
    assert sum(by_rule["noble"]) == 4  # 3 nobles, one threatened by a green ship
    assert len(by_rule["noble_threatened"]) == 1
    assert sum(by_rule["scout"]) == 4 + 3 + 2  # 4 safe scouts, 3 goldsmiths and 2 fishermen below them
    assert len(by_rule["scout_threatened"]) == 2
    assert sum(by_rule["goldsmith"]) == 12
    assert sorted(by_rule["ship_repelled"]) == [3, 3]


def test_ungeheuer_final_scoring() -> None:
    ungeheuer = scored("ungeheuer_final", "Ungeheuer")
    assert lines(ungeheuer, Scoring.final) == [
        ("ship_unrepelled", 1, 0, -3),  # red ship: 3 gold
        ("ship_unrepelled", 2, 0, -5),  # green ship: 5 gold
        ("ship_unrepelled", 3, -2, 0),  # yellow ship: 2 points
        ("treasury", None, 7, -35),  # 38 gold: 7 points, 3 left
        ("boatsmen_majority", None, 10, 0),  # 4 boatsmen, the sole majority
        ("most_islands", None, 7, 0),  # 5 islands, tied with Tester
        ("longest_island", None, 5, 0),  # 4 tiles, tied
        ("supply", None, -3, 0),  # 4 fishermen feed 20 of 23
    ]
    assert (ungeheuer.points, ungeheuer.gold, ungeheuer.rank, ungeheuer.winner) == (64, 3, 1, True)


def test_tester_supply_surplus() -> None:
    tester = scored("ungeheuer_final", "Tester")
    supply = next(a for a in tester.breakdown if a.rule == "supply")
    assert (supply.points, supply.detail["fed"], supply.detail["vikings"]) == (4, 25, 23)
