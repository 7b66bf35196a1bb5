"""Where a tile or a ship may go next ("Placement"): what the homeland editor offers, and nothing else.

Each function answers for a homeland as it stands, so the editor never offers a cell that would make the
board illegal.
"""

from __future__ import annotations

from ..base import Problem
from .models import ISLAND_ROWS, Piece, Player, Row
from .validation import FIRST_SHIP_SLOTS, player_problems

PIECE_ORDER = (Piece.start, Piece.middle, Piece.end)


def fitting_pieces(player: Player, row: Row, column: int) -> list[Piece]:
    """The pieces whose left and right edges match the neighbours of (row, column); the homeland is water."""
    return _fitting(_pieces(player), row, column)


def _pieces(player: Player) -> dict[tuple[Row, int], Piece]:
    return {(tile.row, tile.column): tile.piece for tile in player.tiles}


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
    """The likeliest piece for a tap, from the neighbours and the island's shape: the only one that fits; else,
    of the pieces that leave each empty cell beside them a piece to take (no piece has water on both edges, so a
    start piece after an empty cell would strand it), an end piece where land comes from the left (closing the
    island), else a start piece opening a new one."""
    pieces = _pieces(player)
    fits = _fitting(pieces, row, column)
    if len(fits) <= 1:
        return fits[0] if fits else None
    open_beside = [piece for piece in fits if not _strands(pieces, row, column, piece)] or fits
    land_from_left = _continues(player, row, column) or Piece.start not in open_beside
    preferred = Piece.end if land_from_left else Piece.start
    return preferred if preferred in open_beside else open_beside[0]


def _strands(pieces: dict[tuple[Row, int], Piece], row: Row, column: int, piece: Piece) -> bool:
    """Whether laying `piece` at (row, column) leaves an empty cell beside it in the row that no piece fits."""
    laid = {**pieces, (row, column): piece}
    beside = [cell for cell in (column - 1, column + 1) if cell >= 1 and (row, cell) not in pieces]
    return any(not _fitting(laid, row, cell) for cell in beside)


def _continues(player: Player, row: Row, column: int) -> bool:
    """Whether the tile to the left has land on its right edge, so a new tile would extend its island."""
    return any(tile.row is row and tile.column == column - 1 and tile.piece.land_right for tile in player.tiles)


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
    pieces = _pieces(player)
    width = max((tile.column for tile in player.tiles), default=0) + 1
    cells: dict[tuple[Row, int], list[Piece]] = {}
    for row in ISLAND_ROWS:
        for column in range(1, width + 1):
            fits = _open(pieces, row, column)
            if fits:
                cells[row, column] = fits
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
