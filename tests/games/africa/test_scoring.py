"""Africa's end-of-game scoring: the source's worked examples, then each rule by a table."""

from __future__ import annotations

import pytest

from companion.games import africa
from companion.games.africa import Player, Sheet, item_points, majority_points, score


def test_four_statues_and_two_shirts_score_eleven() -> None:
    # "Esineet": Inkeri has four statues and two shirts, 8 + 3 = 11 points.
    inkeri = Player(name="Inkeri", track=0, items={"statue": 4, "shirt": 2})
    result = score(Sheet(players=(inkeri, Player(name="Ville", track=0))))
    assert dict((line.source, line.points) for line in result.players[0].lines)["items"] == 11


def test_the_resources_example() -> None:
    # "Kulta ja jalokivet": Ville has the most gold (10); Laura and Teemu tie second (6 / 2 = 3 each);
    # Inkeri and Teemu tie first in gems ((10 + 6) / 2 = 8 each).
    sheet = Sheet(
        players=(
            Player(name="Ville", track=0, gold=6, gems=1),
            Player(name="Laura", track=0, gold=3),
            Player(name="Teemu", track=0, gold=3, gems=4),
            Player(name="Inkeri", track=0, gold=1, gems=4),
        )
    )
    lines = {standing.name: {line.source: line.points for line in standing.lines} for standing in score(sheet).players}
    assert {name: points["gold"] for name, points in lines.items()} == {
        "Ville": 10,
        "Laura": 3,
        "Teemu": 3,
        "Inkeri": 0,
    }
    assert {name: points["gems"] for name, points in lines.items()} == {"Ville": 0, "Laura": 0, "Teemu": 8, "Inkeri": 8}


@pytest.mark.parametrize(
    ("count", "points"),
    [
        (1, 1),  # a lone item
        (2, 3),
        (3, 5),
        (4, 8),
        (5, 12),  # the table's last row
        (6, 12),  # ruling: more than five score as five
        (9_999, 12),  # the largest count a sheet holds
    ],
)
def test_items_by_count(count: int, points: int) -> None:
    assert item_points(count) == points


@pytest.mark.parametrize(
    ("amounts", "shares"),
    [
        ([5, 3, 1], [10, 6, 0]),  # most and second most; third scores nothing
        ([4, 4, 1], [8, 8, 0]),  # two tied first share 10 + 6; nobody is second after them
        ([6, 3, 3, 1], [10, 3, 3, 0]),  # two tied second share 6
        ([2, 2, 2], [5, 5, 5]),  # ruling: three tied first share 10 + 6 + 0, rounded down
        ([2, 2, 2, 2, 2], [3, 3, 3, 3, 3]),  # five tied share 16 / 5, rounded down
        ([7, 2, 2, 2], [10, 2, 2, 2]),  # three tied second share 6 + 0 + 0
        ([3, 0, 0], [10, 0, 0]),  # a player without any is never placed, not even second
        ([0, 0], [0, 0]),  # nobody has any: nobody scores
        ([1, 5], [6, 10]),  # the shares follow the players' order, not the amounts'
    ],
)
def test_majorities(amounts: list[int], shares: list[int]) -> None:
    assert majority_points(amounts) == shares


def test_the_eleventh_monument_adds_three_to_the_track() -> None:
    sheet = Sheet(
        players=(Player(name="Anne", track=57, eleventh_monument=True), Player(name="Teemu", track=60)),
    )
    result = score(sheet)
    assert [(standing.total, standing.rank) for standing in result.players] == [(60, 1), (60, 1)]
    assert result.game == "africa"


def test_every_line_is_named_and_in_the_table_order() -> None:
    sheet = Sheet(players=(Player(name="Anne", track=1), Player(name="Teemu", track=2)))
    for standing in score(sheet).players:
        assert tuple(line.source for line in standing.lines) == africa.LINES
