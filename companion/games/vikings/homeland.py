"""An indexed, read-only view of one player's homeland: what stands in which row and column.

The scorings read a homeland one column at a time (`ColumnState`), since a ship, the warrior under it and
the vikings below all share a column ("Threats and warriors"). Cells are indexed by row position
(`ROW_INDEX`), which keeps the scorings, run thousands of times by the transport search, cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Generic, NamedTuple, TypeVar

from .models import ISLAND_ROWS, SAIL_REACH, Piece, Player, Row, Sail, Ship, Tile, Viking

Cell = bool | None
"""One island cell: None when no tile lies there, False for an empty tile, True when its viking stands on it."""

Cells = tuple[Cell, ...]
ROW_INDEX: Mapping[Row, int] = {row: index for index, row in enumerate(ISLAND_ROWS)}
WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN = range(len(ISLAND_ROWS))
_THREAT_DEPTH: Mapping[Sail, int] = MappingProxyType({sail: ROW_INDEX[row] + 1 for sail, row in SAIL_REACH.items()})
_VIKINGS = tuple(Viking)
_T = TypeVar("_T")
_START, _MIDDLE, _END = Piece.start, Piece.middle, Piece.end


class computed_once(Generic[_T]):
    """A property computed on first use and then stored on the instance.

    Like `functools.cached_property` without its lock: homelands are never shared between threads while
    being built, and the scorings read these properties thousands of times.
    """

    def __init__(self, compute: Callable[[Any], _T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __get__(self, instance: Any, owner: type | None = None) -> _T:
        value = self.compute(instance)
        instance.__dict__[self.name] = value
        return value


class ColumnState(NamedTuple):
    """Column `column` of a homeland: the ship above it (if any) and its five island cells, top to bottom."""

    column: int
    ship: Ship | None
    cells: Cells

    def viking(self, row: Row) -> bool:
        return self.cells[ROW_INDEX[row]] is True

    def tile(self, row: Row) -> bool:
        return self.cells[ROW_INDEX[row]] is not None

    @property
    def repelled(self) -> bool:
        """A warrior directly under the ship repels it."""
        return self.ship is not None and self.cells[WARRIOR] is True

    @property
    def threat_depth(self) -> int:
        """How many rows, from the warrior row down, the ship threatens (0 when repelled or absent)."""
        if self.ship is None or self.cells[WARRIOR] is True:
            return 0
        return _THREAT_DEPTH[self.ship.sail]

    def threatened(self, row: Row) -> bool:
        return ROW_INDEX[row] < self.threat_depth

    def with_vikings(self, rows: Iterable[Row]) -> ColumnState:
        cells = list(self.cells)
        for row in rows:
            cells[ROW_INDEX[row]] = True
        return ColumnState(self.column, self.ship, tuple(cells))


class Island(NamedTuple):
    """A finished island: a start piece, any middle pieces and an end piece, side by side in one row."""

    row: Row
    first: int
    last: int

    @property
    def length(self) -> int:
        return self.last - self.first + 1


def _grid(tiles: Iterable[Tile], ships: Mapping[int, Ship]) -> list[list[Tile | None]]:
    grid: list[list[Tile | None]] = [[None] * len(ISLAND_ROWS) for _ in range(max(ships, default=0) + 1)]
    for tile in tiles:
        while len(grid) <= tile.column:
            grid.append([None] * len(ISLAND_ROWS))
        grid[tile.column][ROW_INDEX[tile.row]] = tile
    return grid


@dataclass(frozen=True)
class Homeland:
    """A player's ships, island tiles and mainland; derived facts are computed once, on first use."""

    ships: Mapping[int, Ship]
    grid: list[list[Tile | None]]
    """The island tiles by column (index 0 stays empty) and row position, out to the last ship or tile."""
    mainland: Mapping[Viking, int]

    @classmethod
    def of(cls, player: Player) -> Homeland:
        ships = {ship.slot: ship for ship in player.ships}
        mainland = player.mainland
        return cls(ships, _grid(player.tiles, ships), {viking: getattr(mainland, viking) for viking in _VIKINGS})

    @computed_once
    def tiles(self) -> Mapping[tuple[Row, int], Tile]:
        return {(tile.row, tile.column): tile for tiles in self.grid for tile in tiles if tile is not None}

    @property
    def width(self) -> int:
        """The rightmost column holding a ship or a tile."""
        return len(self.grid) - 1

    @computed_once
    def columns(self) -> tuple[ColumnState, ...]:
        """Every column from 1 to `width`, including columns with nothing in them."""
        ships = self.ships
        return tuple(
            ColumnState(column, ships.get(column), tuple([None if tile is None else tile.viking for tile in tiles]))
            for column, tiles in enumerate(self.grid)
            if column
        )

    def column(self, column: int) -> ColumnState:
        return self.columns[column - 1]

    def empty_tiles(self, row: Row) -> list[int]:
        """Columns of the row's tiles on which no viking stands, left to right."""
        index = ROW_INDEX[row]
        return [
            column for column, tiles in enumerate(self.grid) if (tile := tiles[index]) is not None and not tile.viking
        ]

    @computed_once
    def vikings(self) -> int:
        """Every viking the player owns: on islands and on the mainland, boatsmen included."""
        return sum(state.cells.count(True) for state in self.columns) + sum(self.mainland.values())

    @computed_once
    def finished_islands(self) -> tuple[Island, ...]:
        """Every finished island: each row read left to right, a start piece opening and an end piece closing."""
        islands: list[Island] = []
        for index, row in enumerate(ISLAND_ROWS):
            first = 0
            for column, tiles in enumerate(self.grid):
                tile = tiles[index]
                piece = None if tile is None else tile.piece
                if piece is _START:
                    first = column
                elif piece is _END and first:
                    islands.append(Island(row, first, column))
                    first = 0
                elif piece is not _MIDDLE:
                    first = 0
        return tuple(islands)

    def with_transport(self, placements: Iterable[tuple[Row, int]], boatsmen_used: int) -> Homeland:
        """The homeland after boatsmen moved mainland vikings onto the given empty tiles."""
        tiles = dict(self.tiles)
        mainland = dict(self.mainland)
        for row, column in placements:
            tiles[row, column] = tiles[row, column].model_copy(update={"viking": True})
            mainland[Viking(row.value)] -= 1
        mainland[Viking.boatsman] -= boatsmen_used
        return Homeland(self.ships, _grid(tiles.values(), self.ships), mainland)
