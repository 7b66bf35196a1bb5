"""Pirates CSG: the winner, and the gold of play (treasure, sinkings, Ransom), each by a table."""

from __future__ import annotations

import pytest

from companion.games import pirates
from companion.games.pirates import Kind, Piece, Player, Sheet, Split, score, sinking, treasure

SLOOP = (Piece(name="Sloop", kind=Kind.ship, points=10),)


def test_the_most_gold_at_home_wins_and_a_tie_is_shared() -> None:
    # Ruling: the most gold unloaded on one's home island wins; a tie is shared.
    sheet = Sheet(
        players=(
            Player(name="Anne", fleet=SLOOP, gold_home=7),
            Player(name="Teemu", fleet=SLOOP, gold_home=9),
            Player(name="Laura", fleet=SLOOP, gold_home=9),
        )
    )
    result = score(sheet)
    assert [(standing.total, standing.rank) for standing in result.players] == [(7, 3), (9, 1), (9, 1)]
    assert [line.source for line in result.players[0].lines] == list(pirates.LINES)
    assert result.game == "pirates"


@pytest.mark.parametrize(
    ("budget", "gold"),
    [
        (40, 15),  # "Aarre": a 40-point game spreads 15 gold
        (80, 30),  # twice the points, twice the gold
        (30, 11),  # ruling: 11.25 rounds to 11
        (20, 8),  # ruling: 7.5 rounds half up to 8
        (100, 38),  # 37.5 rounds up to 38
        (1, 0),  # 0.375 rounds to nothing
        (2, 1),  # 0.75 rounds to 1
    ],
)
def test_the_treasure_for_a_budget(budget: int, gold: int) -> None:
    assert treasure(budget) == gold


@pytest.mark.parametrize(
    ("gold", "ransoms", "split"),
    [
        (4, 0, Split(owner=2, sinker=2)),  # split evenly
        (5, 0, Split(owner=2, sinker=3)),  # the odd gold to the sinker
        (1, 0, Split(owner=0, sinker=1)),
        (0, 0, Split(owner=0, sinker=0)),  # an empty hold
        (0, 1, Split(owner=0, sinker=1)),  # "Ransom": the crew becomes 1 gold for the sinker
        (7, 2, Split(owner=3, sinker=6)),  # 7 gold split 3 / 4, and 1 gold for each Ransom crew
    ],
)
def test_a_sinking_splits_the_gold(gold: int, ransoms: int, split: Split) -> None:
    assert sinking(gold, ransoms) == split


def test_a_captured_ransom_crew_is_five_gold() -> None:
    assert pirates.RANSOM_CAPTURED == 5
    assert pirates.RANSOM_SUNK == 1


def test_a_sinking_refuses_negative_gold() -> None:
    with pytest.raises(ValueError):
        sinking(-1)
