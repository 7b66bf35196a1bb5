"""How large the homeland's cells are drawn on a phone: whole targets where the width allows, whole homelands."""

from __future__ import annotations

import pytest

from companion.games.vikings import Piece, Player, Row, Tile
from companion.games.vikings.screens.homeland_grid import AROUND, GAP, HEAD, SMALLEST_CELL, grid_view
from companion.ui.theme import CELL


def homeland(columns: int) -> Player:
    """A noble row of `columns` tiles: one island from column 1 on."""
    pieces = [Piece.start] + [Piece.middle] * (columns - 2) + [Piece.end] if columns > 1 else [Piece.start]
    tiles = tuple(Tile(row=Row.noble, column=column, piece=piece) for column, piece in enumerate(pieces, 1))
    return Player(name="Ada", points=10, gold=20, tiles=tiles)


@pytest.mark.parametrize(
    ("columns", "width", "lay", "least"),
    [
        (4, 360, True, (CELL, CELL)),  # a 4-column homeland on a phone: whole 48 px targets
        (4, 320, True, (44, CELL)),  # on a small phone: never under 44 px
        (4, 280, True, (44, CELL)),  # narrower still: the empty columns beyond the homeland's go first
        (8, 360, True, (32, CELL)),  # 8 columns (9 with the one to lay in) narrow, but stay 48 px high
        (12, 360, False, (SMALLEST_CELL, CELL)),  # 12 columns fit, at the 24 px floor only here
    ],
)
def test_cells_are_whole_targets_where_the_phone_allows(
    columns: int, width: int, lay: bool, least: tuple[float, float]
) -> None:
    view = grid_view(homeland(columns), lay=lay, edit=False, with_viking=False, width=width)
    assert view.cell.width >= least[0] and view.cell.height >= least[1]
    drawn = len(view.rows[0])
    assert HEAD + AROUND + drawn * (view.cell.width + GAP) <= width + 0.5  # the homeland fits: nothing scrolls


def test_a_homeland_of_12_columns_fits_a_360_px_phone_while_one_of_8_keeps_wider_cells() -> None:
    eight = grid_view(homeland(8), lay=False, edit=True, with_viking=False, width=360)
    twelve = grid_view(homeland(12), lay=False, edit=True, with_viking=False, width=360)
    assert eight.cell.width > 36 and twelve.cell.width >= SMALLEST_CELL
    assert eight.cell.height == twelve.cell.height == CELL
