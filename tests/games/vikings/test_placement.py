"""The piece a tap lays where more than one fits ("Placement": edges left and right must match)."""

from __future__ import annotations

import pytest

from companion.games.vikings import Piece, Row, default_piece, fitting_pieces, open_cells

from .homelands import player


@pytest.mark.parametrize(
    ("rows", "row", "column", "expected"),
    [
        # column 1 takes only a start piece
        ({}, Row.noble, 1, Piece.start),
        # after a start piece, land comes from the left: the end piece closes the island
        ({"noble": "s"}, Row.noble, 2, Piece.end),
        # after an end piece only a start piece fits
        ({"noble": "se"}, Row.noble, 3, Piece.start),
        # an empty column 1 can only ever take a start piece, which needs land on its right: a start piece
        # in column 2 would strand it, so the tile is one that takes land from the left
        ({"warrior": "ss"}, Row.noble, 2, Piece.end),
        # the same after an end piece and an empty cell: that cell can only take a start piece
        ({"warrior": "ses", "noble": "se"}, Row.noble, 4, Piece.end),
        # a tile between an open island and a start piece two cells on: land on the left, and the empty cell
        # to its right must take an end piece, so it has land on its right too
        ({"noble": "s..s", "scout": "sesss"}, Row.noble, 2, Piece.middle),
        # an empty cell on the left, the tile held by the one below: an end piece fits no other cell of the row,
        # a start piece also the cell after the end piece, so a tile laid here is likelier an end piece
        ({"noble": "se", "scout": "sme.e", "goldsmith": "smmme"}, Row.noble, 5, Piece.end),
        # between an empty cell and an end piece: a middle piece fits two cells of the row, a start piece four
        # (column 1, the two empty cells and the cell after the end piece), so the middle piece joins the gap
        ({"noble": "...e", "scout": "smme"}, Row.noble, 3, Piece.middle),
    ],
)
def test_default_piece(rows: dict[str, str], row: Row, column: int, expected: Piece) -> None:
    homeland = player(**rows)
    assert expected in fitting_pieces(homeland, row, column)
    assert default_piece(homeland, row, column) is expected


def test_no_default_where_nothing_fits() -> None:
    # water on the left (an end piece) and on the right (a start piece) ask for a piece with water on both edges
    homeland = player(noble="se.s", scout="ssss")
    assert fitting_pieces(homeland, Row.noble, 3) == []
    assert default_piece(homeland, Row.noble, 3) is None


def test_a_homeland_asked_again_gets_its_own_answers_whatever_was_done_with_the_last() -> None:
    # What the grid asks at every change is kept by the tiles' layout: the vikings do not change it, a tile does,
    # and an answer handed out is the asker's to change.
    homeland = player(noble="s", scout="s")
    opened = open_cells(homeland)
    assert Piece.end in opened[Row.noble, 2]
    first = {cell: list(fits) for cell, fits in opened.items()}
    opened[Row.noble, 2].clear()
    opened.pop((Row.scout, 2))
    assert open_cells(homeland) == first
    bare = tuple(tile.model_copy(update={"viking": False}) for tile in homeland.tiles)
    without_vikings = homeland.model_copy(update={"tiles": bare})
    assert open_cells(without_vikings) == first
    assert default_piece(without_vikings, Row.noble, 2) is default_piece(homeland, Row.noble, 2) is Piece.end
    closed = player(noble="se", scout="s")
    assert (Row.noble, 2) not in open_cells(closed)
    assert default_piece(closed, Row.noble, 3) is Piece.start
