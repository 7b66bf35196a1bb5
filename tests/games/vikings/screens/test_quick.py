"""A quick score guesses nothing: what it still needs before the final scoring, player by player."""

from __future__ import annotations

import pytest

from companion.games.vikings import Piece, Row, Viking
from companion.games.vikings.play import Game, Seat, Setup
from companion.games.vikings.play.events import Action, MainlandSet, PurseSet, TilePlaced
from companion.games.vikings.screens.quick import Missing, still_to_enter

SEATS = (Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))
EVERYTHING = [Missing(seat, what) for seat in (0, 1) for what in ("points", "gold", "homeland")]


@pytest.mark.parametrize(
    ("actions", "left"),
    [
        # Nothing entered: nothing is taken as it starts (10 points, 30 gold, an empty homeland).
        ([], EVERYTHING),
        # Points typed as they started still count as entered.
        ([PurseSet(player=0, points=10)], EVERYTHING[1:]),
        # So does gold typed as it started, and a 0 typed for an empty purse.
        ([PurseSet(player=0, gold=30), PurseSet(player=1, gold=0)], [EVERYTHING[i] for i in (0, 2, 3, 5)]),
        # A homeland counts once anything lies on it: a tile, or only vikings on the mainland.
        (
            [
                TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start, viking=True),
                MainlandSet(player=1, viking=Viking.warrior, count=2),
            ],
            [EVERYTHING[i] for i in (0, 1, 3, 4)],
        ),
    ],
)
def test_what_a_quick_score_still_needs(actions: list[Action], left: list[Missing]) -> None:
    game = Game.new(Setup(seats=SEATS, quick=True))
    for action in actions:
        game.act(action)
    assert still_to_enter(game.state) == left
