"""What the special tiles add to the scorings ("Progress rules").

Goldsmiths tiles add gold at the small and great scorings; nobles, scouts and fishermen tiles add points at
the great scoring: per unthreatened viking of their row standing on an island tile, one line per tile held.
A laid special island scores at the final scoring from the vikings on it and around it, and the viking
standing on it is left out of the supply. Like the base scorings, the tiles' part of a great scoring adds
up column by column, so the transport search can weigh it one column at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import NamedTuple

from .awards import Award, Scoring, line
from .holdings import Holdings
from .homeland import FISHERMAN, GOLDSMITH, NOBLE, ROW_INDEX, SCOUT, THREAT_DEPTH, WARRIOR, ColumnState, Homeland
from .models import ISLAND_ROWS, Row

_ROWS = len(ISLAND_ROWS)
_GOLDSMITH_ROW = Row.goldsmith


def unthreatened(columns: Iterable[ColumnState]) -> list[int]:
    """How many unthreatened vikings stand on island tiles, by row index."""
    counts = [0] * _ROWS
    for state in columns:
        depth = state.threat_depth
        for index in range(depth, _ROWS):
            if state.cells[index] is True:
                counts[index] += 1
    return counts


def _row_tiles(holdings: Holdings) -> tuple[tuple[str, int, int], ...]:
    """The great scoring's point tiles: (rule, row index, tiles held)."""
    return (
        ("nobles_tile", NOBLE, holdings.nobles),
        ("scouts_tile", SCOUT, holdings.scouts),
        ("fishermen_tile", FISHERMAN, holdings.fishermen),
    )


def tile_awards(scoring: Scoring, columns: Iterable[ColumnState], holdings: Holdings) -> list[Award]:
    """The special tiles' lines of a small or great scoring: goldsmiths tiles at both, +1 or +2 gold per
    unthreatened island goldsmith; nobles, scouts and fishermen tiles at the great one, +1 point per
    unthreatened island viking of their row. Ruling: two tiles of one kind both count, each its own line."""
    counts = unthreatened(columns)
    goldsmiths = counts[GOLDSMITH]
    awards: list[Award] = []
    for each in holdings.goldsmiths:
        detail = (("count", goldsmiths), ("each", each))
        awards.append(line(scoring, "goldsmiths_tile", 0, each * goldsmiths, _GOLDSMITH_ROW, None, detail))
    if scoring is Scoring.great:
        for rule, index, held in _row_tiles(holdings):
            award = line(scoring, rule, counts[index], 0, ISLAND_ROWS[index], None, (("count", counts[index]),))
            awards += [award] * held
    return awards


def great_bonus(holdings: Holdings) -> Callable[[ColumnState], tuple[int, int]]:
    """What the tiles add to a great scoring in one column: (points, gold)."""
    points_each = [0] * _ROWS
    for _, index, held in _row_tiles(holdings):
        points_each[index] = held
    gold_each = sum(holdings.goldsmiths)

    def bonus(state: ColumnState) -> tuple[int, int]:
        counts = unthreatened((state,))
        return sum(map(int.__mul__, counts, points_each)), counts[GOLDSMITH] * gold_each

    return bonus


class IslandScore(NamedTuple):
    """A laid special island at the final scoring: the vikings on and around it, and the sail of the ship
    that threatens it ("" when it is safe, and only then does it score)."""

    row: Row | None
    column: int | None
    vikings: int
    sail: str = ""


def island_safe(homeland: Homeland, row: Row, column: int, repelled: Collection[int] = ()) -> bool:
    """Whether the special island at (row, column) is unthreatened, counting a warrior as standing under the
    ship of every column in `repelled`."""
    state = homeland.column(column)
    if state.ship is None or state.cells[WARRIOR] is True or column in repelled:
        return True
    return ROW_INDEX[row] >= THREAT_DEPTH[state.ship.sail]


def _around(row: Row, column: int) -> Iterable[tuple[int, slice]]:
    """The columns of the special island and its 8 neighbours, each with the slice of row indexes they span."""
    index = ROW_INDEX[row]
    rows = slice(max(index - 1, 0), index + 2)
    return [(neighbour, rows) for neighbour in (column - 1, column, column + 1) if neighbour >= 1]


def island_scores(homeland: Homeland) -> list[IslandScore]:
    """Every laid special island: 1 point per viking on it and on the island tiles of the 8 cells around it
    (at most 9), only if the island itself is unthreatened; the tiles around may be threatened."""
    scores: list[IslandScore] = []
    width = homeland.width
    for row, column in homeland.holdings.islands:
        if not island_safe(homeland, row, column):
            ship = homeland.ships[column]
            scores.append(IslandScore(row, column, 0, ship.sail))
            continue
        vikings = sum(
            homeland.column(neighbour).cells[rows].count(True)
            for neighbour, rows in _around(row, column)
            if neighbour <= width
        )
        scores.append(IslandScore(row, column, vikings))
    return scores


def left_out(homeland: Homeland) -> tuple[int, int]:
    """The vikings standing on special islands, and how many of them are fishermen who would feed others.

    Ruling: such a viking is left out of the supply entirely, neither a mouth to feed nor, if a fisherman,
    feeding anybody.
    """
    vikings = fishermen = 0
    for row, column in homeland.holdings.islands:
        state = homeland.column(column)
        index = ROW_INDEX[row]
        if state.cells[index] is True:
            vikings += 1
            fishermen += index == FISHERMAN and state.threat_depth <= FISHERMAN
    return vikings, fishermen


def island_measure(homeland: Homeland, repelled: Collection[int]) -> Callable[[ColumnState], tuple[int, int, int]]:
    """What one column brings to the special islands at the final scoring, with warriors counted under the
    ships of `repelled`: (points of the safe islands, vikings left out of the supply, feeding fishermen left
    out). Each viking counts once for every safe island it stands on or beside."""
    weights: dict[int, list[int]] = {}
    laid: dict[int, list[int]] = {}
    for row, column in homeland.holdings.islands:
        laid.setdefault(column, []).append(ROW_INDEX[row])
        if island_safe(homeland, row, column, repelled):
            for neighbour, rows in _around(row, column):
                column_weights = weights.setdefault(neighbour, [0] * _ROWS)
                for index in range(*rows.indices(_ROWS)):
                    column_weights[index] += 1

    no_weights = [0] * _ROWS

    def measure(state: ColumnState) -> tuple[int, int, int]:
        cells = state.cells
        column_weights = weights.get(state.column, no_weights)
        points = sum(weight for weight, cell in zip(column_weights, cells, strict=True) if cell is True)
        on_islands = [index for index in laid.get(state.column, ()) if cells[index] is True]
        feeding = FISHERMAN in on_islands and state.threat_depth <= FISHERMAN
        return points, len(on_islands), int(feeding)

    return measure
