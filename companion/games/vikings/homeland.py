"""An indexed, read-only view of one player's homeland: what stands in which row and column.

The scorings read a homeland one column at a time (`ColumnState`), since a ship, the warrior under it and
the vikings below all share a column ("Threats and warriors"). Cells are indexed by row position
(`ROW_INDEX`), which keeps the scorings, run thousands of times by the transport search, cheap.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, NamedTuple, TypeVar

from .holdings import NO_HOLDINGS, Holdings
from .models import ISLAND_ROWS, SAIL_REACH, Piece, Player, Row, Sail, Ship, Special, SpecialTile, Tile, Viking

Cell = bool | None
"""One island cell: None when no tile lies there, False for an empty tile, True when its viking stands on it."""

Cells = tuple[Cell, ...]
ROW_INDEX: Mapping[Row, int] = {row: index for index, row in enumerate(ISLAND_ROWS)}
WARRIOR, NOBLE, SCOUT, GOLDSMITH, FISHERMAN = range(len(ISLAND_ROWS))
THREAT_DEPTH: Mapping[Sail, int] = {sail: ROW_INDEX[row] + 1 for sail, row in SAIL_REACH.items()}
"""How many rows, from the warrior row down, a ship of each sail threatens."""
_VIKINGS = tuple(Viking)
_BOAT_TILE = SpecialTile(tile=Special.boat)
_T = TypeVar("_T")


KEPT = 64
"""How many players' homelands are kept (`Homeland.of`): a few states of a 4-player game, each tap making one."""


class Same(Generic[_T]):
    """A cache key that is `value` itself, compared by identity: for immutable values costly to hash or compare
    field by field (a player, a homeland). Kept in a cache, the key keeps its value, whose identity then names
    no other value."""

    __slots__ = ("value",)

    def __init__(self, value: _T) -> None:
        self.value = value

    def __hash__(self) -> int:
        return id(self.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.value is self.value


class computed_once(Generic[_T]):
    """A property computed on first use and then stored on the instance.

    Like `functools.cached_property` without its lock: the scorings read these properties thousands of times,
    and two threads that compute one at once store equal values, each worked out from the same frozen fields.
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
        return THREAT_DEPTH[self.ship.sail]

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


_PIECE_MARK: Mapping[Piece, str] = {Piece.start: "(", Piece.middle: "=", Piece.end: ")"}
_NO_TILE = " "
_FINISHED_ISLAND = re.compile(r"\(=*\)")
"""A finished island in a row's marks: a start piece, any middle pieces and an end piece, side by side."""


@dataclass(frozen=True)
class Homeland:
    """A player's ships, island tiles, mainland and special tiles; derived facts are computed once, on first use."""

    ships: Mapping[int, Ship]
    island_tiles: Sequence[Tile]
    mainland: Mapping[Viking, int]
    special_tiles: Sequence[SpecialTile] = ()

    @classmethod
    def of(cls, player: Player) -> Homeland:
        """The homeland of `player`, the same one for as long as the player is (a frozen model): a tap changes
        one player, and the others' homelands keep what they worked out (columns, islands, transports)."""
        return _homeland_of(Same(player))

    @computed_once
    def holdings(self) -> Holdings:
        """What the special tiles do, counted once."""
        return Holdings.of(self.special_tiles) if self.special_tiles else NO_HOLDINGS

    @computed_once
    def _layout(self) -> tuple[tuple[ColumnState, ...], tuple[str, ...]]:
        """The columns, and each row as a string of piece marks indexed by column (`_PIECE_MARK`).

        One pass over the tiles serves both the scorings (columns) and the finished islands (marks).
        """
        ships = self.ships
        width = max(ships, default=0)
        cells: list[list[Cell]] = [[None] * len(ISLAND_ROWS) for _ in range(width + 1)]
        marks = [[_NO_TILE] * (width + 1) for _ in ISLAND_ROWS]
        for tile in self.island_tiles:
            column, index = tile.column, ROW_INDEX[tile.row]
            if column > width:
                cells += [[None] * len(ISLAND_ROWS) for _ in range(column - width)]
                for row_marks in marks:
                    row_marks += _NO_TILE * (column - width)
                width = column
            cells[column][index] = tile.viking
            marks[index][column] = _PIECE_MARK[tile.piece]
        columns = [ColumnState(column, ships.get(column), tuple(cells[column])) for column in range(1, width + 1)]
        return tuple(columns), tuple(["".join(row_marks) for row_marks in marks])

    @property
    def columns(self) -> tuple[ColumnState, ...]:
        """Every column from 1 to `width`, including columns with nothing in them."""
        return self._layout[0]

    @property
    def width(self) -> int:
        """The rightmost column holding a ship or a tile."""
        return len(self._layout[0])

    def column(self, column: int) -> ColumnState:
        return self._layout[0][column - 1]

    @computed_once
    def tiles(self) -> Mapping[tuple[Row, int], Tile]:
        return {(tile.row, tile.column): tile for tile in self.island_tiles}

    def empty_tiles(self, row: Row) -> list[int]:
        """Columns of the row's tiles on which no viking stands, left to right."""
        index = ROW_INDEX[row]
        return [state.column for state in self._layout[0] if state.cells[index] is False]

    @computed_once
    def vikings(self) -> int:
        """Every viking the player owns: on islands and on the mainland, boatsmen included."""
        return sum([state.cells.count(True) for state in self._layout[0]]) + sum(self.mainland.values())

    @computed_once
    def finished_islands(self) -> tuple[Island, ...]:
        """Every finished island, row by row, left to right."""
        return tuple(
            [
                Island(row, found.start(), found.end() - 1)
                for row, marks in zip(ISLAND_ROWS, self._layout[1], strict=True)
                for found in _FINISHED_ISLAND.finditer(marks)
            ]
        )

    @computed_once
    def island_lengths(self) -> list[int]:
        """The length of every finished island, in the order of `finished_islands`."""
        return [len(island) for marks in self._layout[1] for island in _FINISHED_ISLAND.findall(marks)]

    def with_transport(
        self, placements: Iterable[tuple[Row, int]], boatsmen_used: int, boat_tiles: int = 0
    ) -> Homeland:
        """The homeland after boatsmen moved mainland vikings onto the given empty tiles; each of `boat_tiles`
        boat tiles let one of them move by the base rule and is gone ("Progress rules")."""
        placed = set(placements)
        tiles = [
            tile.model_copy(update={"viking": True}) if (tile.row, tile.column) in placed else tile
            for tile in self.island_tiles
        ]
        mainland = dict(self.mainland)
        for row, _ in placed:
            mainland[Viking(row.value)] -= 1
        mainland[Viking.boatsman] -= boatsmen_used
        special = list(self.special_tiles)
        for _ in range(boat_tiles):
            special.remove(_BOAT_TILE)
        return Homeland(self.ships, tuple(tiles), mainland, tuple(special))


@lru_cache(maxsize=KEPT)
def _homeland_of(same: Same[Player]) -> Homeland:
    player = same.value
    mainland = player.mainland
    return Homeland(
        {ship.slot: ship for ship in player.ships},
        player.tiles,
        {viking: getattr(mainland, viking) for viking in _VIKINGS},
        player.special_tiles,
    )
