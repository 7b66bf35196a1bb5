"""Boatsmen: which transports are legal, and which one is best (great scoring, step 1).

A boatsman carries mainland vikings onto empty island tiles of their rows and leaves the game. Ruling: one
boatsman carries any number of vikings of one colour, or at most one viking of each colour; boatsmen never
carry boatsmen. Under the progress rules a boatsman carries one viking.

The search for the best transport never tries placements one by one. What a placement is worth adds up
column by column (see `scoring`), so `_search` walks the columns once, keeping for every count of vikings
moved per colour only the outcomes no other outcome beats on every measure (a Pareto front). The number of
boatsmen a set of placements needs is a function of those counts alone (`fewest_boatsmen`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from operator import add, ge, le
from typing import NamedTuple, TypeAlias

from .homeland import ColumnState, Homeland
from .models import ISLAND_ROWS, Row, Viking

Cell = tuple[Row, int]
Rules = str  # "base" or "progress"
Measure = Callable[[ColumnState], tuple[int, ...]]


class Transport(NamedTuple):
    """Boatsmen moves in order; each move is the cells one boatsman fills."""

    moves: tuple[tuple[Cell, ...], ...] = ()

    @property
    def boatsmen(self) -> int:
        return len(self.moves)

    @property
    def placements(self) -> list[Cell]:
        return [cell for move in self.moves for cell in move]

    def apply(self, homeland: Homeland) -> Homeland:
        return homeland.with_transport(self.placements, self.boatsmen)


def movable_rows(homeland: Homeland) -> dict[Row, int]:
    """How many vikings of each row could move now: mainland vikings, capped by empty tiles of their row."""
    waiting = {row: homeland.mainland[Viking(row.value)] for row in ISLAND_ROWS}
    counts = {row: min(count, len(homeland.empty_tiles(row))) for row, count in waiting.items() if count}
    return {row: count for row, count in counts.items() if count > 0}


def legal_moves(homeland: Homeland, rules: Rules = "base") -> list[dict[Row, int]]:
    """Every group one boatsman may carry now, as vikings per row (where they land is a further choice)."""
    if homeland.mainland[Viking.boatsman] == 0:
        return []
    movable = movable_rows(homeland)
    singles = [{row: count} for row, most in movable.items() for count in range(1, most + 1)]
    if rules == "progress":
        return [group for group in singles if sum(group.values()) == 1]
    mixed = [dict.fromkeys(rows, 1) for size in range(2, len(movable) + 1) for rows in combinations(movable, size)]
    return singles + mixed


def fewest_boatsmen(counts: Sequence[int], rules: Rules = "base") -> int:
    """The fewest boatsmen that carry `counts` vikings per colour.

    With `a` moves of one-of-each, every colour with more than `a` vikings left takes one more move.
    """
    if rules == "progress":
        return sum(counts)
    return min(a + sum(count > a for count in counts) for a in range(max(counts, default=0) + 1))


def plan_moves(placements: dict[Row, list[int]], boatsmen: int, rules: Rules = "base") -> Transport:
    """Split placements into exactly `boatsmen` legal moves (fewest_boatsmen <= boatsmen <= vikings moved)."""
    rows = [row for row in ISLAND_ROWS if placements.get(row)]
    counts = [len(placements[row]) for row in rows]
    moves: list[list[Cell]]
    if rules == "progress":
        moves = [[(row, column)] for row in rows for column in placements[row]]
    else:
        mixed = min(range(max(counts, default=0) + 1), key=lambda a: a + sum(count > a for count in counts))
        moves = [[(row, placements[row][i]) for row in rows if len(placements[row]) > i] for i in range(mixed)]
        moves += [[(row, column) for column in placements[row][mixed:]] for row in rows if len(placements[row]) > mixed]
    while len(moves) < boatsmen:
        splittable = next(move for move in moves if len(move) > 1)
        moves.append([splittable.pop()])
    return Transport(tuple(tuple(move) for move in moves))


_Link: TypeAlias = tuple[int, tuple[Row, ...], "_Link | None"]
"""A reversed list of the column choices behind an outcome: (column, rows filled, previous link)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One way to place vikings: how many per movable row, and what the measure sums to."""

    counts: tuple[int, ...]
    value: tuple[int, ...]
    link: _Link | None

    @property
    def placements(self) -> dict[Row, list[int]]:
        """The columns each row's vikings go to, left to right."""
        placements: dict[Row, list[int]] = {}
        link = self.link
        while link is not None:
            column, rows, link = link
            for row in rows:
                placements.setdefault(row, []).insert(0, column)
        return placements


Front: TypeAlias = list[tuple[tuple[int, ...], _Link | None]]
_EMPTY_COLUMN = ColumnState(0, None, (None, None, None, None, None))


def _insert(front: Front, value: tuple[int, ...], link: _Link | None) -> None:
    """Add `value` to a Pareto front unless another value is at least as good on every measure."""
    if front:
        for other, _ in front:
            if all(map(ge, other, value)):
                return
        front[:] = [(other, kept) for other, kept in front if not all(map(le, other, value))]
    front.append((value, link))


class _CountCode:
    """Counts of vikings moved per row, packed into one int so that adding a column's counts is one addition.

    Each row's digit has room for one more than its limit, so adding 0 or 1 per row never carries into the
    next digit; `allowed[code]` says whether the counts stay within the limits and the boatsmen.
    """

    def __init__(self, rows: list[Row], limit: list[int], boatsmen: int, rules: Rules) -> None:
        self.rows, self.limit = rows, limit
        self.strides: list[int] = []
        size = 1
        for most in limit:
            self.strides.append(size)
            size *= most + 2
        self.allowed = [False] * size
        self.counts: dict[int, tuple[int, ...]] = {}
        for counts in product(*(range(most + 1) for most in limit)):
            if fewest_boatsmen(counts, rules) <= boatsmen:
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
    homeland: Homeland, measure: Measure, rules: Rules = "base", *, move_all: bool = False
) -> tuple[list[int], list[Outcome]]:
    """Every placement outcome worth considering, with `measure` summed over all columns (higher is better).

    Returns the most vikings that can move per movable row, and the outcomes: Pareto-optimal for their
    counts, and within the boatsmen available. With `move_all`, only outcomes that move as many vikings as
    can move are kept, and partial states that could no longer get there are dropped as early as possible.
    """
    boatsmen = homeland.mainland[Viking.boatsman]
    movable = movable_rows(homeland) if boatsmen else {}
    rows = list(movable)
    limit = [movable[row] for row in rows]
    code = _CountCode(rows, limit, boatsmen, rules)
    row_stride = dict(zip(rows, code.strides, strict=True))
    empty = {(row, column) for row in rows for column in homeland.empty_tiles(row)}
    base = measure(_EMPTY_COLUMN)
    open_columns: list[tuple[ColumnState, list[Row]]] = []
    for state in homeland.columns:
        open_rows = [row for row in rows if (row, state.column) in empty]
        if open_rows:
            open_columns.append((state, open_rows))
        else:
            base = tuple(map(add, base, measure(state)))
    states: dict[int, Front] = {0: [(base, None)]}
    for index, (state, open_rows) in enumerate(open_columns):
        options: dict[int, Front] = {}
        for size in range(len(open_rows) + 1):
            for chosen in combinations(open_rows, size):
                choice: _Link | None = (state.column, chosen, None) if chosen else None
                delta = sum(row_stride[row] for row in chosen)
                _insert(options.setdefault(delta, []), measure(state.with_vikings(chosen)), choice)
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
                        _insert(target, tuple(map(add, total, value)), chained)
        states = following
    return limit, [
        Outcome(code.counts[counts], value, link) for counts, front in states.items() for value, link in front
    ]


def boatsmen_choices(outcome: Outcome, limit: list[int], boatsmen: int, rules: Rules, mandatory: bool) -> range:
    """How many boatsmen may carry an outcome's vikings.

    Moving more than the fewest needed is allowed (a group may be split). When `mandatory` (round 6), a
    player may stop with boatsmen left only once nothing more could move.
    """
    moved = sum(outcome.counts)
    fewest = fewest_boatsmen(outcome.counts, rules)
    most = moved if rules == "progress" else min(boatsmen, moved)
    if mandatory and list(outcome.counts) != limit:
        return range(boatsmen, boatsmen + 1) if fewest <= boatsmen <= moved else range(0)
    return range(fewest, most + 1)
