"""Where a tile or a ship may go next ("Placement"): what the homeland editor offers, and nothing else.

Each function answers for a homeland as it stands, so the editor never offers a cell that would make the
board illegal.
"""

from __future__ import annotations

from functools import lru_cache

from ..common import Problem
from .models import ISLAND_ROWS, Piece, Player, Row
from .validation import FIRST_SHIP_SLOTS, player_problems

PIECE_ORDER = (Piece.start, Piece.middle, Piece.end)
COMMONEST_FIRST = (Piece.start, Piece.end, Piece.middle)
"""The pieces from the commonest: every island takes one start and one end piece, and any number of middles."""


def fitting_pieces(player: Player, row: Row, column: int) -> list[Piece]:
    """The pieces whose left and right edges match the neighbours of (row, column); the homeland is water."""
    return _fitting(_pieces(player), row, column)


def _pieces(player: Player) -> dict[tuple[Row, int], Piece]:
    return {(tile.row, tile.column): tile.piece for tile in player.tiles}


Layout = tuple[tuple[Row, int, Piece], ...]
"""A homeland's tiles as where each is and its piece: all that the open cells and the likeliest pieces depend on."""


def _layout(player: Player) -> Layout:
    return tuple((tile.row, tile.column, tile.piece) for tile in player.tiles)


def _laid(layout: Layout) -> dict[tuple[Row, int], Piece]:
    """`layout` as `_pieces` gives a player's tiles: each piece by its cell."""
    return {(row, column): piece for row, column, piece in layout}


def _fitting(pieces: dict[tuple[Row, int], Piece], row: Row, column: int) -> list[Piece]:
    left = pieces.get((row, column - 1))
    right = pieces.get((row, column + 1))
    # The edge a piece must have on each side, None where any will do: the homeland's edge is water.
    left_edge = False if column == 1 else None if left is None else left.land_right
    right_edge = None if right is None else right.land_left
    return [
        piece
        for piece in PIECE_ORDER
        if (left_edge is None or piece.land_left == left_edge)
        and (right_edge is None or piece.land_right == right_edge)
    ]


def default_piece(player: Player, row: Row, column: int) -> Piece | None:
    """The likeliest piece for a tap, read off the neighbours and the islands of the row.

    The only piece that fits, when one does. Else, of the pieces that leave each empty cell beside them a piece
    to take (no piece has water on both edges, so a start piece after an empty cell may strand it):
    - where land comes from the left, the end piece: a middle piece fits nearly the same cells, so only how common
      each piece is tells them apart, and an island closes with one end piece but may have no middle at all;
    - else (an empty cell on the left, the tile held by one above or below) the piece with the fewest cells of
      the row it fits: a player lays the tile they took where its piece fits, most often in the row of its
      viking, so a piece with few places to go in the row is likelier at each of them than one with many (after
      an end piece there is often a cell only a start piece fits, while an end piece may fit here alone). Ties
      go to the start piece, then the end piece: middles are the rarer pieces."""
    return _default_piece(_layout(player), row, column)


@lru_cache(maxsize=1024)
def _default_piece(layout: Layout, row: Row, column: int) -> Piece | None:
    """`default_piece`, kept for each layout: the grid asks it of every open cell at each change of the game, and
    most changes (a viking stood or taken off, a ship, the mainland, the points) leave the tiles as they were."""
    pieces = _laid(layout)
    fits = _fitting(pieces, row, column)
    if len(fits) <= 1:
        return fits[0] if fits else None
    open_beside = [piece for piece in fits if not _strands(pieces, row, column, piece)] or fits
    left = pieces.get((row, column - 1))
    if left is not None and left.land_right:
        return Piece.end if Piece.end in open_beside else open_beside[0]
    places = {piece: _places(pieces, row, piece) for piece in open_beside}
    return min(open_beside, key=lambda piece: (places[piece], COMMONEST_FIRST.index(piece)))


def _places(pieces: dict[tuple[Row, int], Piece], row: Row, piece: Piece) -> int:
    """How many open cells of the row `piece` fits."""
    return sum(piece in _open(pieces, row, column) for column in _columns(pieces))


def _columns(pieces: dict[tuple[Row, int], Piece]) -> range:
    """The columns a new tile may go to: up to one past the widest tile."""
    return range(1, max((column for _, column in pieces), default=0) + 2)


def _strands(pieces: dict[tuple[Row, int], Piece], row: Row, column: int, piece: Piece) -> bool:
    """Whether laying `piece` at (row, column) leaves an empty cell beside it in the row that no piece fits."""
    laid = {**pieces, (row, column): piece}
    beside = [cell for cell in (column - 1, column + 1) if cell >= 1 and (row, cell) not in pieces]
    return any(not _fitting(laid, row, cell) for cell in beside)


def _touches(pieces: dict[tuple[Row, int], Piece], row: Row, column: int) -> bool:
    if column == 1:
        return True
    index = ISLAND_ROWS.index(row)
    neighbours = [(row, column - 1), (row, column + 1)]
    if index > 0:
        neighbours.append((ISLAND_ROWS[index - 1], column))
    if index + 1 < len(ISLAND_ROWS):
        neighbours.append((ISLAND_ROWS[index + 1], column))
    return any(cell in pieces for cell in neighbours)


def open_cells(player: Player) -> dict[tuple[Row, int], list[Piece]]:
    """Every empty island cell a new tile may go to, with the pieces that fit there."""
    return {cell: list(fits) for cell, fits in _open_cells(_layout(player)).items()}


@lru_cache(maxsize=64)
def _open_cells(layout: Layout) -> dict[tuple[Row, int], tuple[Piece, ...]]:
    """`open_cells`, kept for each layout (see `_default_piece`); never changed once made."""
    pieces = _laid(layout)
    cells: dict[tuple[Row, int], tuple[Piece, ...]] = {}
    for row in ISLAND_ROWS:
        for column in _columns(pieces):
            fits = _open(pieces, row, column)
            if fits:
                cells[row, column] = tuple(fits)
    return cells


def open_cell(player: Player, row: Row, column: int) -> list[Piece]:
    """The pieces a new tile may be at one cell: none when the cell is taken or touches neither the homeland
    nor a tile."""
    return _open(_pieces(player), row, column)


def _open(pieces: dict[tuple[Row, int], Piece], row: Row, column: int) -> list[Piece]:
    if (row, column) in pieces or not _touches(pieces, row, column):
        return []
    return _fitting(pieces, row, column)


def open_slots(player: Player) -> list[int]:
    """The ship slots a new ship may go to: 1-3 at first, then beside the ships, beyond 3 once 1-3 are full."""
    slots = sorted(ship.slot for ship in player.ships)
    if not slots:
        return list(range(1, FIRST_SHIP_SLOTS + 1))
    full = all(slot in slots for slot in range(1, FIRST_SHIP_SLOTS + 1))
    beside = [slots[0] - 1, slots[-1] + 1]
    return [slot for slot in beside if slot >= 1 and (slot <= FIRST_SHIP_SLOTS or full)]


def removal_problems(player: Player, row: Row, column: int) -> list[Problem]:
    """What would be wrong with the homeland once the tile at (row, column) is gone."""
    remaining = tuple(tile for tile in player.tiles if (tile.row, tile.column) != (row, column))
    return player_problems(player.model_copy(update={"tiles": remaining}))


def ship_removal_problems(player: Player, slot: int) -> list[Problem]:
    remaining = tuple(ship for ship in player.ships if ship.slot != slot)
    return player_problems(player.model_copy(update={"ships": remaining}))
