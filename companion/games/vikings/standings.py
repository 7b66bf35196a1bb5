"""A board's scoring as every game gives it to the shell: each player's total, rank, and lines by source."""

from __future__ import annotations

from ..base import Line, SheetResult, Standing
from .engine import score_board
from .models import Board
from .sources import SOURCES, source_of

CARRIED = "carried"
"""The points a player held before this board's scoring (the board's `points`)."""
OTHER = "other"
"""Points of a rule that belongs to no source of `SOURCES`."""


def score(board: Board) -> SheetResult:
    """The scoring that ends the board's round (`score_board`): the points a player held, then the points of
    each source; ranked by points, a tie going to the most gold ("Final scoring")."""
    result = score_board(board)
    standings = []
    for player, scored in zip(board.players, result.players, strict=True):
        points = dict.fromkeys((CARRIED, *SOURCES, OTHER), 0)
        points[CARRIED] = player.points
        for award in scored.breakdown:
            points[source_of(award.rule) or OTHER] += award.points
        lines = tuple(Line(source=source, points=gained) for source, gained in points.items() if gained)
        standings.append(Standing(name=scored.name, total=scored.points, rank=scored.rank, lines=lines))
    return SheetResult(game="vikings", players=tuple(standings))
