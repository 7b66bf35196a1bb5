"""The points of play on Africa's score track ("Pelin kulku")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.games.africa import exploring_camp, moved, revealed_animal, revealed_nomad, revealed_treasure


@pytest.mark.parametrize(
    ("scoring", "count", "points"),
    [
        (revealed_animal, 1, 2),  # "Eläimet": an elephant next to one elephant
        (revealed_animal, 2, 3),  # the same elephant placed next to two elephants instead
        (revealed_animal, 0, 1),  # alone, the animal itself
        (revealed_nomad, 3, 4),  # "Paimentolaiset": 1 + 1 per empty square next to it
        (revealed_nomad, 0, 1),
        (exploring_camp, 4, 4),  # "Perusleirien perustaminen": 1 per revealed animal, nomad or monument
        (exploring_camp, 0, 0),
        (revealed_treasure, 1, 1),  # "Kulta ja jalokivet": the nuggets or gems shown
        (revealed_treasure, 2, 2),
    ],
)
def test_scorings(scoring: Callable[[int], int], count: int, points: int) -> None:
    assert scoring(count) == points


def test_a_move_scores_the_difference() -> None:
    # "Eläinten liikuttaminen": a lion moved from next to one lion to next to three scores 3 - 1 = 2.
    assert moved(1, 3) == 2


@pytest.mark.parametrize(
    ("scoring", "args"),
    [
        (moved, (2, 2)),  # a move must reach more like animals (or empty squares)
        (moved, (3, 1)),
        (revealed_animal, (7,)),  # a hexagon has six neighbours
        (revealed_nomad, (-1,)),
        (exploring_camp, (7,)),
        (revealed_treasure, (3,)),  # a tile shows one or two
        (revealed_treasure, (0,)),
    ],
)
def test_impossible_counts_are_refused(scoring: Callable[..., int], args: tuple[int, ...]) -> None:
    with pytest.raises(ValueError):
        scoring(*args)
