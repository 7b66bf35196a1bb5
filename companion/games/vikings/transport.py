"""Boatsmen: which transports are legal, and which one is best (great scoring, step 1).

A boatsman carries mainland vikings onto empty island tiles of their rows and leaves the game. Ruling: one
boatsman carries any number of vikings of one colour, or at most one viking of each colour; boatsmen never
carry boatsmen. Under the progress rules a boatsman carries one viking, and each boat tile lets one boatsman
carry by the base rule instead; the tile is then gone ("Progress rules"). Every boatsman used carries at
least one viking.

The search for the best transport never tries placements one by one. What a placement is worth adds up
column by column (see `scoring`), so `_search` walks the columns once, keeping for every count of vikings
moved per colour only the outcomes no other outcome beats on every measure (a Pareto front). The number of
boatsmen a set of placements needs is a function of those counts alone (`fewest_boatsmen`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import NamedTuple, TypeAlias

from .homeland import ColumnState, Homeland
from .models import ISLAND_ROWS, Row, Viking

Cell = tuple[Row, int]
Rules = str  # "base" or "progress"
Measure = Callable[[ColumnState], tuple[int, ...]]
PROGRESS = "progress"


class Transport(NamedTuple):
    """Boatsmen moves in order; each move is the cells one boatsman fills. The first `boat_moves` moves each
    use a boat tile (progress rules)."""

    moves: tuple[tuple[Cell, ...], ...] = ()
    boat_moves: int = 0

    @property
    def boatsmen(self) -> int:
        return len(self.moves)

    @property
    def placements(self) -> list[Cell]:
        return [cell for move in self.moves for cell in move]

    def apply(self, homeland: Homeland) -> Homeland:
        return homeland.with_transport(self.placements, self.boatsmen, self.boat_moves)


def movable_rows(homeland: Homeland) -> dict[Row, int]:
    """How many vikings of each row could move now: mainland vikings, capped by empty tiles of their row."""
    waiting = {row: homeland.mainland[Viking(row.value)] for row in ISLAND_ROWS}
    counts = {row: min(count, len(homeland.empty_tiles(row))) for row, count in waiting.items() if count}
    return {row: count for row, count in counts.items() if count > 0}


def legal_moves(homeland: Homeland, rules: Rules = "base", boat_tile: bool = False) -> list[dict[Row, int]]:
    """Every group one boatsman may carry now, as vikings per row (where they land is a further choice);
    under the progress rules one viking, or with `boat_tile` any group of the base rule."""
    if homeland.mainland[Viking.boatsman] == 0:
        return []
    movable = movable_rows(homeland)
    singles = [{row: count} for row, most in movable.items() for count in range(1, most + 1)]
    if rules == PROGRESS and not boat_tile:
        return [group for group in singles if sum(group.values()) == 1]
    mixed = [dict.fromkeys(rows, 1) for size in range(2, len(movable) + 1) for rows in combinations(movable, size)]
    return singles + mixed


def _base_fewest(counts: Sequence[int]) -> tuple[int, int]:
    """The fewest base-rule moves that carry `counts`, and how many of them carry one of each colour.

    With `a` moves of one-of-each, every colour with more than `a` vikings left takes one more move.
    """
    return min((a + sum(count > a for count in counts), a) for a in range(max(counts, default=0) + 1))


@lru_cache(maxsize=4096)
def _boat_groups(counts: tuple[int, ...], groups: int) -> tuple[int, int]:
    """The most vikings `groups` base-rule moves carry, and how many of those moves carry one of each colour
    (the others each carry the rest of one colour, the colours with most left). The search asks this of the
    same few counts again and again, so answers are kept."""
    best = (0, 0)
    for mixed in range(groups + 1):
        rest = sorted([count - mixed for count in counts if count > mixed], reverse=True)
        carried = sum([min(count, mixed) for count in counts]) + sum(rest[: groups - mixed])
        best = max(best, (carried, mixed))
    return best


def _progress_fewest(counts: Sequence[int], boat_moves: int) -> int:
    """The fewest boatsmen that carry `counts` when exactly `boat_moves` of them (no more than the vikings:
    each carries at least one) use a boat tile."""
    if not boat_moves:
        return sum(counts)
    return boat_moves + sum(counts) - _boat_groups(tuple(counts), boat_moves)[0]


def fewest_boatsmen(counts: Sequence[int], rules: Rules = "base", boat_tiles: int = 0) -> int:
    """The fewest boatsmen that carry `counts` vikings per colour, using up to `boat_tiles` boat tiles under the
    progress rules (one viking a boatsman, a base-rule group for a boatsman with a boat tile)."""
    if rules != PROGRESS:
        return _base_fewest(counts)[0]
    return min(_progress_fewest(counts, boat_moves) for boat_moves in range(min(boat_tiles, sum(counts)) + 1))


def plan_moves(
    placements: dict[Row, list[int]], boatsmen: int, rules: Rules = "base", boat_tiles: int = 0
) -> Transport:
    """Split placements into exactly `boatsmen` legal moves, the first `boat_tiles` of them each with a boat
    tile under the progress rules (the fewest boatsmen for those boat tiles <= boatsmen <= vikings moved)."""
    rows = [row for row in ISLAND_ROWS if placements.get(row)]
    counts = [len(placements[row]) for row in rows]
    if rules == PROGRESS:
        groups, singles = _boat_moves(placements, rows, counts, boat_tiles)
        moves = groups + singles
    else:
        boat_tiles = 0
        mixed = _base_fewest(counts)[1]
        moves = [[(row, placements[row][i]) for row in rows if len(placements[row]) > i] for i in range(mixed)]
        moves += [[(row, column) for column in placements[row][mixed:]] for row in rows if len(placements[row]) > mixed]
    while len(moves) < boatsmen:
        splittable = next(move for move in moves if len(move) > 1)
        moves.append([splittable.pop()])
    return Transport(tuple(tuple(move) for move in moves), boat_tiles)


def _boat_moves(
    placements: dict[Row, list[int]], rows: list[Row], counts: list[int], boat_tiles: int
) -> tuple[list[list[Cell]], list[list[Cell]]]:
    """The fewest progress-rule moves: `boat_tiles` base-rule groups (some one of each colour, the others
    each the rest of one colour, as `_boat_groups` counts them), and one viking for each other boatsman."""
    _, mixed = _boat_groups(tuple(counts), boat_tiles)
    left = [row for row in rows if len(placements[row]) > mixed]
    whole = sorted(left, key=lambda row: len(placements[row]), reverse=True)[: boat_tiles - mixed]
    groups = [
        [(row, placements[row][i]) for row in rows if row not in whole and len(placements[row]) > i]
        for i in range(mixed)
    ]
    groups = [group for group in groups if group] + [[(row, column) for column in placements[row]] for row in whole]
    singles = [[(row, column)] for row in rows if row not in whole for column in placements[row][mixed:]]
    while len(groups) < boat_tiles:
        # Fewer vikings than the groups could carry: each boat tile still carries at least one.
        groups.append(singles.pop() if singles else [next(group for group in groups if len(group) > 1).pop()])
    return groups, singles


Link: TypeAlias = tuple[int, tuple[Row, ...], "Link | None"]
"""A reversed list of the column choices behind an outcome: (column, rows filled, previous link)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One way to place vikings: how many per movable row, and what the measure sums to."""

    counts: tuple[int, ...]
    value: tuple[int, ...]
    link: Link | None

    @property
    def placements(self) -> dict[Row, list[int]]:
        return placements_of(self.link)


def placements_of(link: Link | None) -> dict[Row, list[int]]:
    """The columns each row's vikings go to, left to right, following the column choices behind an outcome."""
    placements: dict[Row, list[int]] = {}
    while link is not None:
        column, rows, link = link
        for row in rows:
            placements.setdefault(row, []).insert(0, column)
    return placements


_FIELD = 20
_MEASURES = 5
_OFFSET = 1 << (_FIELD - 2)
_MASK = (1 << _FIELD) - 1
_OFFSETS = sum(_OFFSET << (_FIELD * index) for index in range(_MEASURES))
_GUARDS = sum(1 << (_FIELD * index + _FIELD - 1) for index in range(_MEASURES))


def pack(value: tuple[int, ...]) -> int:
    """Up to five measures in one int, so that the search adds two values with one addition and compares them
    with a few operations, where tuples would take a loop each.

    Each measure gets a field of 20 bits holding the measure plus `_OFFSET` (any sum the search meets stays
    well within it), so the top bit of each field, its guard, stays clear. Two packed values add up as
    `a + b - _OFFSETS`. And `a` is at least as good as `b` on every measure exactly when
    `((a | _GUARDS) - b) & _GUARDS == _GUARDS`: with every guard of `a` set, a field of `b` larger than the
    same field of `a` borrows that field's guard, and only that one.
    """
    return sum([measure << (_FIELD * index) for index, measure in enumerate(value)]) + _OFFSETS


def unpack(packed: int, size: int) -> tuple[int, ...]:
    """The first `size` measures of a packed value."""
    return tuple([((packed >> (_FIELD * index)) & _MASK) - _OFFSET for index in range(size)])


Front: TypeAlias = list[tuple[int, Link | None]]
"""Packed values (see `pack`) with the column choices behind them."""
Insert: TypeAlias = Callable[[Front, int, "Link | None"], None]
_EMPTY_COLUMN = ColumnState(0, None, (None, None, None, None, None))


def pareto_insert(front: Front, value: int, link: Link | None) -> None:
    """Add `value` to a Pareto front unless another value is at least as good on every measure (compared as
    `pack` says)."""
    if front:
        guards = _GUARDS
        for other, _ in front:
            if ((other | guards) - value) & guards == guards:
                return
        front[:] = [(other, kept) for other, kept in front if ((value | guards) - other) & guards != guards]
    front.append((value, link))


def residue_insert(rate: int) -> Insert:
    """Like `pareto_insert`, but a value beats another only when their gold (the second measure) leaves the
    same remainder by `rate`: at the zero floor more gold can leave less after the conversion to points."""
    guards = _GUARDS

    def insert(front: Front, value: int, link: Link | None) -> None:
        # The packed gold field holds gold plus the same offset for every value, so remainders compare alike.
        remainder = ((value >> _FIELD) & _MASK) % rate
        if front:
            for other, _ in front:
                if ((other | guards) - value) & guards == guards and ((other >> _FIELD) & _MASK) % rate == remainder:
                    return
            front[:] = [
                (other, kept)
                for other, kept in front
                if ((value | guards) - other) & guards != guards or ((other >> _FIELD) & _MASK) % rate != remainder
            ]
        front.append((value, link))

    return insert


class _CountCode:
    """Counts of vikings moved per row, packed into one int so that adding a column's counts is one addition.

    Each row's digit has room for one more than its limit, so adding 0 or 1 per row never carries into the
    next digit; `allowed[code]` says whether the counts stay within the limits and the boatsmen.
    """

    def __init__(self, rows: list[Row], limit: list[int], boatsmen: int, rules: Rules, boat_tiles: int) -> None:
        self.rows, self.limit = rows, limit
        self.strides: list[int] = []
        size = 1
        for most in limit:
            self.strides.append(size)
            size *= most + 2
        self.allowed = [False] * size
        self.counts: dict[int, tuple[int, ...]] = {}
        for counts in product(*(range(most + 1) for most in limit)):
            if fewest_boatsmen(counts, rules, boat_tiles) <= boatsmen:
                code = sum(count * stride for count, stride in zip(counts, self.strides, strict=True))
                self.allowed[code] = True
                self.counts[code] = counts

    def reachable(self, later: list[list[Row]]) -> list[bool]:
        """`allowed`, keeping only counts that the open rows of the later columns can still fill to the limit."""
        room = [sum(row in open_rows for open_rows in later) for row in self.rows]
        allowed = [False] * len(self.allowed)
        for code, counts in self.counts.items():
            allowed[code] = all(
                count + more >= most for count, more, most in zip(counts, room, self.limit, strict=True)
            )
        return allowed


def search(
    homeland: Homeland,
    measure: Measure,
    rules: Rules = "base",
    *,
    move_all: bool = False,
    boat_tiles: int = 0,
    fixed: Mapping[Cell, bool] | None = None,
    insert: Insert = pareto_insert,
) -> tuple[list[int], list[Outcome]]:
    """Every placement outcome worth considering, with `measure` summed over all columns (higher is better).

    Returns the most vikings that can move per movable row, and the outcomes: best for their counts by
    `insert` (a Pareto front), and within the boatsmen available with up to `boat_tiles` boat tiles. With
    `move_all`, only outcomes that move as many vikings as can move are kept, and partial states that could
    no longer get there are dropped as early as possible. A cell in `fixed` is filled when True, left empty
    when False.
    """
    boatsmen = homeland.mainland[Viking.boatsman]
    movable = movable_rows(homeland) if boatsmen else {}
    rows = list(movable)
    limit = [movable[row] for row in rows]
    code = _CountCode(rows, limit, boatsmen, rules, boat_tiles)
    fixed = fixed or {}
    row_stride = dict(zip(rows, code.strides, strict=True))
    empty = {(row, column) for row in rows for column in homeland.empty_tiles(row)}
    first = measure(_EMPTY_COLUMN)
    base = pack(first)
    open_columns: list[tuple[ColumnState, list[Row]]] = []
    for state in homeland.columns:
        open_rows = [row for row in rows if (row, state.column) in empty]
        if open_rows:
            open_columns.append((state, open_rows))
        else:
            base += pack(measure(state)) - _OFFSETS
    states: dict[int, Front] = {0: [(base, None)]}
    for index, (state, open_rows) in enumerate(open_columns):
        options: dict[int, Front] = {}
        for size in range(len(open_rows) + 1):
            for chosen in combinations(open_rows, size):
                if fixed and any(fixed.get((row, state.column), row in chosen) != (row in chosen) for row in open_rows):
                    continue
                choice: Link | None = (state.column, chosen, None) if chosen else None
                delta = sum(row_stride[row] for row in chosen)
                insert(options.setdefault(delta, []), pack(measure(state.with_vikings(chosen))), choice)
        allowed = code.reachable([later for _, later in open_columns[index + 1 :]]) if move_all else code.allowed
        following: dict[int, Front] = {}
        for counts, front in states.items():
            for delta, column_front in options.items():
                reached = counts + delta
                if not allowed[reached]:
                    continue
                target = following.setdefault(reached, [])
                for value, column_choice in column_front:
                    for total, link in front:
                        chained = (column_choice[0], column_choice[1], link) if column_choice else link
                        insert(target, total + value - _OFFSETS, chained)
        states = following
    size = len(first)
    return limit, [
        Outcome(code.counts[counts], unpack(value, size), link)
        for counts, front in states.items()
        for value, link in front
    ]


def carriers(
    counts: Sequence[int], limit: list[int], boatsmen: int, rules: Rules, mandatory: bool, boat_tiles: int = 0
) -> list[tuple[int, int]]:
    """How the boatsmen may carry `counts` vikings per movable row: (boatsmen used, boat tiles used).

    Moving more than the fewest needed is allowed (a group may be split), but every boatsman carries at least
    one viking. When `mandatory` (round 6), a player may stop with boatsmen left only once nothing more could
    move.
    """
    moved = sum(counts)
    stops_early = mandatory and list(counts) != limit
    if rules != PROGRESS:
        fewest = _base_fewest(counts)[0]
        if stops_early:
            return [(boatsmen, 0)] if fewest <= boatsmen <= moved else []
        return [(used, 0) for used in range(fewest, min(boatsmen, moved) + 1)]
    choices: list[tuple[int, int]] = []
    for boat_moves in range(min(boat_tiles, moved) + 1):
        least = _progress_fewest(counts, boat_moves)
        if least > boatsmen:
            continue
        if stops_early:
            choices += [(boatsmen, boat_moves)] if boatsmen <= moved else []
        else:
            choices += [(used, boat_moves) for used in range(least, min(boatsmen, moved) + 1)]
    return choices
