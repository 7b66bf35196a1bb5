"""The homeland grid: the ship row and the five island rows, with what the live view marks on them.

It draws one player's homeland and reports taps; what a tap does is the screen's business. Only legal
cells are offered: the open cells and slots come from the engine's placement rules. Each row and each
cell is a memoised component, so a tap re-renders only the cells it changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import flet as ft

from companion.games.vikings import (
    ISLAND_ROWS,
    Homeland,
    Piece,
    Player,
    Row,
    Special,
    SpecialTile,
    default_piece,
    open_cells,
    open_slots,
)
from companion.messages import text
from companion.ui.icons import Icons
from companion.ui.regions import Region, Shown
from companion.ui.theme import (
    CELL,
    FINISHED,
    FINISHED_DARK,
    LAND,
    OPEN_CELL,
    OPEN_CELL_DARK,
    SELECTED,
    SELECTED_DARK,
    THREAT,
    THREAT_DARK,
    WATER,
    WATER_DARK,
)
from companion.ui.widgets import Handler, tap

from .colours import SAIL_COLOURS, badge, viking_of

MIN_COLUMNS = 6
SMALLEST_CELL = 24
"""The least a cell narrows to (WCAG 2.5.8's smallest target) so that a homeland of up to 12 columns fits a
phone whole: only a wider one scrolls sideways, where Flutter's web build places the screen reader's boxes
of the cells off by as much as the grid has scrolled. A cell narrows only: it stays `CELL` high, so each
target is as large as the phone's width allows."""
SMALL_TARGET = 44
"""A cell of a small homeland is never narrower (Apple's least target): an empty column or two drawn beyond
the homeland's own go first."""
GAP = 2
HEAD = 26
AROUND = 18
"""What the screen's width holds besides the heads and the cells: the page's padding and the heads' gap."""
_ROUND = 14

OnCell = Callable[[Row, int], None]
OnSlot = Callable[[int], None]


class CellView(NamedTuple):
    """What one island cell shows and does; equal views draw equal cells (the memo key)."""

    row: Row
    column: int
    label: str
    piece: Piece | None
    viking: bool
    open: bool
    tappable: bool
    threatened: bool
    island: bool
    selected: bool
    special: bool = False
    """A special island lies on the tile."""
    text_scale: float = 1.0
    """The device's text size, which the viking's letter is drawn against (`widgets.badge`)."""


class SlotView(NamedTuple):
    column: int
    label: str
    sail: str | None
    reward: str
    repelled: bool
    open: bool
    tappable: bool
    selected: bool = False


class CellSize(NamedTuple):
    """A cell's width (what the phone's width allows) and height (a whole target's)."""

    width: float
    height: float


class GridView(NamedTuple):
    """Everything the grid draws, computed once per state: a tuple per row, so unchanged rows are skipped."""

    slots: tuple[SlotView, ...]
    rows: tuple[tuple[CellView, ...], ...]
    cell: CellSize
    dark: bool
    text_scale: float = 1.0


def grid_view(
    player: Player,
    *,
    lay: bool,
    edit: bool,
    with_viking: bool,
    ships: bool = True,
    selected: tuple[Row, int] | int | None = None,
    width: float = 360,
    dark: bool = False,
    text_scale: float = 1.0,
) -> GridView:
    """The grid of `player`'s homeland. With `lay`, open cells (and slots, with `ships`) take a new tile or
    ship (a tile with its viking when `with_viking`); with `edit`, tiles and ships already laid can be tapped
    too. `selected` marks one tile (its row and column) or one ship (its column)."""
    homeland = Homeland.of(player)
    name = player.name
    opened = open_cells(player) if lay else {}
    slots_open = set(open_slots(player)) if lay and ships else set()
    islands = {(i.row, c) for i in homeland.finished_islands for c in range(i.first, i.last + 1)}
    special = {(held.row, held.column) for held in player.special_tiles if held.row is not None}
    needed = homeland.width + (1 if lay else 0)
    columns = max(MIN_COLUMNS, needed)
    narrowest = max(SMALLEST_CELL, min(CELL, (width - HEAD - AROUND) / columns - GAP))
    if narrowest < SMALL_TARGET and needed < columns:
        columns = max(needed, 1)
        narrowest = max(SMALLEST_CELL, min(CELL, (width - HEAD - AROUND) / columns - GAP))
    cell = CellSize(narrowest, max(narrowest, CELL))
    slots = []
    for column in range(1, columns + 1):
        ship = homeland.ships.get(column)
        where = {"name": name, "column": column}
        if ship is None:
            is_open = column in slots_open
            label = text("grid.slot_open" if is_open else "grid.slot_empty", where)
            slots.append(SlotView(column, label, None, "", False, is_open, is_open))
            continue
        reward = text(f"reward.{ship.reward_kind.value}", {"count": ship.reward})
        repelled = homeland.column(column).repelled
        label = text("grid.slot_ship", where | {"sail": ship.sail.value, "reward": reward})
        label += text("grid.repelled") if repelled else ""
        short = text(f"reward.short.{ship.reward_kind.value}", {"amount": ship.reward})
        slots.append(SlotView(column, label, ship.sail.value, short, repelled, False, edit, selected == column))
    rows = []
    for row in ISLAND_ROWS:
        cells = []
        for column in range(1, columns + 1):
            where = {"name": name, "row": row.value, "column": column}
            tile = homeland.tiles.get((row, column))
            if tile is None:
                fits = opened.get((row, column))
                if fits:
                    piece = default_piece(player, row, column) or fits[0]
                    code = "grid.open_viking" if with_viking else "grid.open"
                    label = text(code, where | {"piece": piece.value})
                    cells.append(CellView(row, column, label, None, False, True, True, False, False, False))
                else:
                    label = text("grid.empty", where)
                    cells.append(CellView(row, column, label, None, False, False, False, False, False, False))
                continue
            state = homeland.column(column)
            threatened = tile.viking and state.threatened(row)
            label = text("grid.tile_viking" if tile.viking else "grid.tile", where | {"piece": tile.piece.value})
            if threatened and state.ship is not None:
                label += text("grid.threatened", {"sail": state.ship.sail.value})
            island = (row, column) in islands
            label += text("grid.island") if island else ""
            marked = (row, column) in special
            label += text("grid.special_island") if marked else ""
            is_selected = selected == (row, column)
            cells.append(
                CellView(
                    row,
                    column,
                    label,
                    tile.piece,
                    tile.viking,
                    False,
                    edit,
                    threatened,
                    island,
                    is_selected,
                    marked,
                    text_scale,
                )
            )
        rows.append(tuple(cells))
    return GridView(tuple(slots), tuple(rows), cell, dark, text_scale)


def land(piece: Piece) -> ft.Control:
    """The land of a piece over water: a start piece has water on its left, an end piece on its right."""
    left = 0 if piece.land_left else _ROUND
    right = 0 if piece.land_right else _ROUND
    radius = ft.BorderRadius.only(top_left=left, bottom_left=left, top_right=right, bottom_right=right)
    return ft.Container(
        bgcolor=LAND,
        border_radius=radius,
        margin=ft.Margin.only(left=4 if left else 0, right=4 if right else 0, top=4, bottom=4),
    )


def _square(
    label: str,
    content: ft.Control,
    handler: Handler | None,
    size: CellSize,
    *,
    fill: str | None,
    radius: float,
    side: ft.BorderSide | None = None,
    ink: str | None = None,
    selected: bool | None = None,
) -> ft.Control:
    """One cell or slot of the grid, a whole target of the grid's size."""
    return tap(
        label,
        content,
        handler,
        width=size.width,
        height=size.height,
        bgcolor=fill,
        color=ink,
        border=side,
        radius=radius,
        selected=selected,
    )


def _mark(dark: bool) -> ft.BorderSide:
    """The outline of the tile or ship the last turn laid."""
    return ft.BorderSide(3, SELECTED_DARK if dark else SELECTED)


@ft.component
def _Cell(view: CellView, size: CellSize, dark: bool, on_cell: OnCell) -> ft.Control:
    handler = (lambda _: on_cell(view.row, view.column)) if view.tappable else None
    if view.piece is None:
        fill = (OPEN_CELL_DARK if dark else OPEN_CELL) if view.open else (WATER_DARK if dark else WATER)
        icon = ft.Icon(Icons.ADD, size=18) if view.open else ft.Container()
        return _square(view.label, icon, handler, size, fill=fill, radius=6)
    layers: list[ft.Control] = [land(view.piece)]
    if view.viking:
        letter = badge(viking_of(view.row), min(size) * 0.6, view.text_scale)
        layers.append(ft.Container(letter, alignment=ft.Alignment.CENTER))
    if view.threatened:
        layers.append(
            ft.Container(ft.Icon(Icons.WARNING_ROUNDED, color=THREAT, size=14), alignment=ft.Alignment.TOP_RIGHT)
        )
    if view.special:
        layers.append(ft.Container(ft.Icon(Icons.STAR, color=SELECTED, size=14), alignment=ft.Alignment.TOP_LEFT))
    side = None
    if view.selected:
        side = _mark(dark)
    elif view.threatened:
        side = ft.BorderSide(3, THREAT_DARK if dark else THREAT)
    content: ft.Control = ft.Stack(layers, width=size.width, height=size.height)
    if view.island and side is None:
        content = ft.Container(
            content, border=ft.Border.only(bottom=ft.BorderSide(4, FINISHED_DARK if dark else FINISHED))
        )
    water = WATER_DARK if dark else WATER
    return _square(view.label, content, handler, size, fill=water, radius=4, side=side, selected=view.selected)


Cell = ft.memo(_Cell)


@ft.component
def _Slot(view: SlotView, size: CellSize, dark: bool, on_slot: OnSlot) -> ft.Control:
    handler = (lambda _: on_slot(view.column)) if view.tappable else None
    if view.sail is None:
        fill = (OPEN_CELL_DARK if dark else OPEN_CELL) if view.open else None
        icon = ft.Icon(Icons.SAILING, size=18) if view.open else ft.Container()
        return _square(view.label, icon, handler, size, fill=fill, radius=6)
    fill, ink = SAIL_COLOURS[view.sail]  # type: ignore[index]
    content = ft.Column(
        [
            ft.Icon(Icons.SHIELD if view.repelled else Icons.SAILING, color=ink, size=16),
            ft.Text(view.reward, color=ink, size=11, weight=ft.FontWeight.BOLD),
        ],
        spacing=0,
        alignment=ft.MainAxisAlignment.CENTER,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER,
    )
    side = _mark(dark) if view.selected else None
    return _square(
        view.label, content, handler, size, fill=fill, radius=6, side=side, ink=ink, selected=view.selected or None
    )


Slot = ft.memo(_Slot)


@ft.component
def _CellRow(cells: tuple[CellView, ...], size: CellSize, dark: bool, on_cell: OnCell) -> ft.Control:
    return ft.Row(
        [Cell(view, size, dark, on_cell, key=f"{view.row.value}-{view.column}") for view in cells], spacing=GAP
    )


CellRow = ft.memo(_CellRow)


@ft.component
def _SlotRow(slots: tuple[SlotView, ...], size: CellSize, dark: bool, on_slot: OnSlot) -> ft.Control:
    return ft.Row([Slot(slot, size, dark, on_slot, key=f"slot-{slot.column}") for slot in slots], spacing=GAP)


SlotRow = ft.memo(_SlotRow)


def _head(content: ft.Control, label: str, size: CellSize) -> ft.Control:
    """A row's head, read as the row's name in words rather than its letter."""
    drawn = ft.Container(content, width=HEAD, height=size.height, alignment=ft.Alignment.CENTER)
    return ft.Semantics(content=drawn, label=label, exclude_semantics=True, container=True)


@ft.component
def _Heads(size: CellSize, text_scale: float = 1.0) -> ft.Control:
    """The row heads: the ship row, then each island row's viking (its letter drawn against `text_scale`)."""
    heads: list[ft.Control] = [_head(ft.Icon(Icons.SAILING, size=18), text("grid.ship_row"), size)]
    heads += [
        _head(badge(viking_of(row), 22, text_scale), text("grid.row_head", {"row": row.value}), size)
        for row in ISLAND_ROWS
    ]
    return ft.Column(heads, spacing=GAP)


Heads = ft.memo(_Heads)


def draw_heads(value: tuple[CellSize, float]) -> ft.Control:
    """The row heads (a region's value: the cell size, the device's text size), as tall as the cells."""
    return Heads(*value)  # type: ignore[no-any-return]


def draw_slots(value: tuple[tuple[SlotView, ...], CellSize, bool, OnSlot]) -> ft.Control:
    """The ship row (a region's value: the slots, the cell size, dark or not, what a tap does)."""
    return SlotRow(*value)  # type: ignore[no-any-return]


def draw_cell(value: tuple[CellView, CellSize, bool, OnCell]) -> ft.Control:
    """One island cell (a region's value: the cell, its size, dark or not, what a tap does)."""
    return Cell(*value)  # type: ignore[no-any-return]


def draw_cells(cells: tuple[Region, ...]) -> ft.Control:
    """One island row whose cells are regions of their own (a region's value): a tap draws again only the
    cells it changed, and the row only when its number of cells changes. The row is painted as one (`apart`):
    a cell is small, and each layer costs the phone a little at every frame."""
    cells_drawn = [Shown(cell, draw_cell, key=str(column), layer=False) for column, cell in enumerate(cells, 1)]
    return ft.Row(cells_drawn, spacing=GAP)


def grid_frame(heads: ft.Control, lines: list[ft.Control]) -> ft.Control:
    """The row heads stay put; the rows (ship row first) scroll sideways inside the grid, never the page."""
    grid = ft.Row([ft.Column(lines, spacing=GAP)], scroll=ft.ScrollMode.AUTO, expand=True)
    return ft.Row([heads, grid], spacing=2, vertical_alignment=ft.CrossAxisAlignment.START)


@ft.component
def _Grid(view: GridView, on_cell: OnCell, on_slot: OnSlot) -> ft.Control:
    """A whole homeland at once (one that does not change while shown, as in history)."""
    size = view.cell
    lines: list[ft.Control] = [SlotRow(view.slots, size, view.dark, on_slot, key="slots")]
    lines += [CellRow(cells, size, view.dark, on_cell, key=cells[0].row.value) for cells in view.rows]
    return grid_frame(Heads(size, view.text_scale, key="heads"), lines)


Grid = ft.memo(_Grid)


def special_words(player: Player) -> tuple[str, ...]:
    """Each special tile a player holds, in words: its kind, and where a special island lies or that it waits."""
    words = []
    for held in player.special_tiles:
        if held.row is not None:
            words.append(
                text("ui.special_at", {"special": held.tile.value, "row": held.row.value, "column": held.column})
            )
        elif _waiting(held):
            words.append(text("ui.special_waiting", {"special": held.tile.value}))
        else:
            words.append(text(f"special.{held.tile.value}"))
    return tuple(words)


def _waiting(held: SpecialTile) -> bool:
    return held.tile is Special.special_island and held.row is None


def special_chips(player: Player) -> tuple[tuple[str, str], ...]:
    """The special tiles as the homeland shows them: (short name, words) for each."""
    shorts = [
        text(f"special_short.{held.tile.value}") + ("…" if _waiting(held) else "") for held in player.special_tiles
    ]
    return tuple(zip(shorts, special_words(player), strict=True))


@ft.component
def _SpecialChips(name: str, chips: tuple[tuple[str, str], ...]) -> ft.Control:
    """A player's special tiles as compact chips beside the homeland (a waiting special island ends in …)."""
    shown: list[ft.Control] = [
        ft.Container(
            ft.Text(short, size=12, weight=ft.FontWeight.W_600),
            padding=ft.Padding.symmetric(horizontal=6, vertical=2),
            border=ft.Border.all(1, SELECTED),
            border_radius=10,
        )
        for short, _ in chips
    ]
    words = ", ".join(word for _, word in chips) or text("ui.no_special_tiles")
    return ft.Semantics(
        content=ft.Row([ft.Icon(Icons.STAR, color=SELECTED, size=16), *shown], spacing=4, wrap=True),
        label=text("ui.special_tiles_of", {"name": name, "tiles": words}),
        container=True,
    )


SpecialChips = ft.memo(_SpecialChips)
