"""Scoring a whole board: the order players score in, and the round-6 transports that depend on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.games.vikings import Row, clockwise, score_board
from companion.games.vikings.boardfile import load_board

from .homelands import board, player

DATA = Path(__file__).parents[2] / "data"


@pytest.mark.parametrize(
    ("players", "start_player", "order"),
    [
        # The first player listed starts by default.
        (2, 0, [0, 1]),
        (2, 1, [1, 0]),
        # Clockwise is the order of the players in the file, from the start player round to the first.
        (4, 2, [2, 3, 0, 1]),
        (3, 1, [1, 2, 0]),
    ],
)
def test_clockwise_from_the_start_player(players: int, start_player: int, order: list[int]) -> None:
    seated = [player(name) for name in ["Ada", "Bob", "Cy", "Dan"][:players]]
    assert clockwise(board(*seated, start_player=start_player)) == order


@pytest.mark.parametrize(
    ("start_player", "ada_boatsmen", "ada", "bob"),
    [
        # Ada moves first, while Bob still has 2 boatsmen: the majority is out of reach, so both her
        # boatsmen go (one mouth fewer). Bob then keeps 1 of his 2 and the majority.
        (0, 2, 10 + 4 + 7 + 5 - 2, 10 + 1 + 10 - 2),
        # Bob moves first and keeps 1: Ada keeps 1 too and they share the majority.
        (1, 1, 10 + 4 + 7 + 5 + 10 - 3, 10 + 1 + 10 - 2),
    ],
)
def test_round_six_transports_go_clockwise_from_the_start_player(
    start_player: int, ada_boatsmen: int, ada: int, bob: int
) -> None:
    # Ada: two nobles for her finished island (both majorities of islands), two boatsmen. Bob: one scout for
    # one scout tile, two boatsmen.
    ada_board = player("Ada", noble="se", mainland={"noble": 2, "boatsman": 2})
    bob_board = player("Bob", scout="s", mainland={"scout": 1, "boatsman": 2})
    result = score_board(board(ada_board, bob_board, start_player=start_player))
    scored_ada, scored_bob = result.players
    assert scored_ada.transport.boatsmen == ada_boatsmen
    assert sorted(scored_ada.transport.placements) == [(Row.noble, 1), (Row.noble, 2)]
    assert (scored_ada.points, scored_bob.points) == (ada, bob)


def test_the_zero_floor_board() -> None:
    # The warrior under the yellow ship repels it (2 points) and saves the goldsmith (3 gold): 2 points and 5
    # gold, 1 point after the gold, all eaten by 10 hungry vikings: 0 points, 0 gold. In column 2 the ship
    # costs the 2 points Ada does not have and the 2 gold stay: 0 points, 2 gold, and she wins on gold.
    result = score_board(load_board(DATA / "zero_floor.json"))
    ada, bo = result.players
    assert ada.transport.moves == (((Row.warrior, 2),),)
    assert (ada.points, ada.gold, ada.winner) == (0, 2, True)
    assert (bo.points, bo.gold, bo.winner) == (0, 1, False)
