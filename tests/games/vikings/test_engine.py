"""Scoring a whole board, round-6 transports included."""

from __future__ import annotations

from pathlib import Path

from companion.boardfile import load_board
from companion.games.vikings import Row, score_board

DATA = Path(__file__).parents[2] / "data"


def test_the_zero_floor_board() -> None:
    # The warrior under the yellow ship repels it (2 points) and saves the goldsmith (3 gold): 2 points and 5
    # gold, 1 point after the gold, all eaten by 10 hungry vikings: 0 points, 0 gold. In column 2 the ship
    # costs the 2 points Ada does not have and the 2 gold stay: 0 points, 2 gold, and she wins on gold.
    result = score_board(load_board(DATA / "zero_floor.json"))
    ada, bo = result.players
    assert ada.transport.moves == (((Row.warrior, 2),),)
    assert (ada.points, ada.gold, ada.winner) == (0, 2, True)
    assert (bo.points, bo.gold, bo.winner) == (0, 1, False)
