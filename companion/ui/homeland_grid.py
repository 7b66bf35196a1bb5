"""The homeland grid: the ship row and the five island rows, with what the live view marks on them.

It draws a player's homeland and reports taps; what a tap does is the app's business (`on_cell`,
`on_slot`). Only legal cells are offered: the open cells and slots come from the engine's placement rules.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.games.vikings import (
    ISLAND_ROWS,
    Homeland,
    Piece,
    Player,
    RewardKind,
    Row,
    Sail,
    default_piece,
    open_cells,
    open_slots,
)
from companion.messages import text

from .theme import CELL, FINISHED, LAND, OPEN_CELL, OPEN_CELL_DARK, SAIL_COLOURS, THREAT, WATER, WATER_DARK, viking_of
from .widgets import tap_target, viking_badge

MIN_COLUMNS = 6
_ROUND = 14


def _land(piece: Piece) -> ft.Control:
    """The land of a piece over water: a start piece has water on its left, an end piece on its right."""
    left = 0 if piece.land_left else _ROUND
    right = 0 if piece.land_right else _ROUND
    radius = ft.BorderRadius.only(top_left=left, bottom_left=left, top_right=right, bottom_right=right)
    return ft.Container(
        bgcolor=LAND,
        border_radius=radius,
        margin=ft.Margin.only(left=4 if left else 0, right=4 if right else 0, top=4, bottom=4),
    )


def _reward(reward: int, kind: RewardKind, short: bool = False) -> str:
    """A ship's reward: "3 gold", or "3g" where a cell has room for no more."""
    return text(f"reward{'.short' if short else ''}.{kind.value}", {"amount": reward})


class HomelandGrid:
    def __init__(
        self,
        player: Player,
        mode: str,
        sail: Sail,
        on_cell: Callable[[Row, int], None],
        on_slot: Callable[[int], None],
        dark: bool = False,
    ) -> None:
        self.player, self.mode, self.sail = player, mode, sail
        self.on_cell, self.on_slot = on_cell, on_slot
        self.homeland = Homeland.of(player)
        self.open = open_cells(player) if mode == "tiles" else {}
        self.slots = open_slots(player) if mode == "tiles" else []
        self.islands = {
            (island.row, column)
            for island in self.homeland.finished_islands
            for column in range(island.first, island.last + 1)
        }
        self.width = max(MIN_COLUMNS, self.homeland.width + 1)
        self.open_colour = OPEN_CELL_DARK if dark else OPEN_CELL
        self.water = WATER_DARK if dark else WATER

    def build(self) -> ft.Control:
        """The row heads stay put; the columns scroll sideways inside the grid, never the page."""
        columns = range(1, self.width + 1)
        numbers: list[ft.Control] = [
            ft.Container(ft.Text(str(c), size=11), width=CELL, height=16, alignment=ft.Alignment.CENTER)
            for c in columns
        ]
        heads: list[ft.Control] = [ft.Container(height=16), self._head(ft.Icon(ft.Icons.SAILING, size=20))]
        heads += [self._head(viking_badge(viking_of(row), size=24)) for row in ISLAND_ROWS]
        rows: list[ft.Control] = [ft.Row(numbers, spacing=2), ft.Row([self._slot(c) for c in columns], spacing=2)]
        rows += [ft.Row([self._cell(row, c) for c in columns], spacing=2) for row in ISLAND_ROWS]
        grid = ft.Row([ft.Column(rows, spacing=2)], scroll=ft.ScrollMode.AUTO, expand=True)
        return ft.Row([ft.Column(heads, spacing=2), grid], spacing=4, vertical_alignment=ft.CrossAxisAlignment.START)

    def _head(self, content: ft.Control) -> ft.Control:
        return ft.Container(content, width=28, height=CELL, alignment=ft.Alignment.CENTER)

    def _slot(self, column: int) -> ft.Control:
        name = self.player.name
        ship = self.homeland.ships.get(column)
        if ship is None:
            if column in self.slots:
                label = text("ui.slot_open", {"name": name, "column": column, "sail": self.sail.value})
                fill, _ = SAIL_COLOURS[self.sail]
                return tap_target(
                    label,
                    ft.Icon(ft.Icons.ADD, color=fill),
                    lambda _: self.on_slot(column),
                    bgcolor=self.open_colour,
                    radius=6,
                )
            return tap_target(text("ui.slot_empty", {"name": name, "column": column}), ft.Container(), None)
        fill, ink = SAIL_COLOURS[ship.sail]
        repelled = self.homeland.column(column).repelled
        reward = _reward(ship.reward, ship.reward_kind)
        label = text("ui.slot_ship", {"name": name, "column": column, "sail": ship.sail.value, "reward": reward})
        label += text("ui.slot_repelled") if repelled else ""
        content = ft.Column(
            [
                ft.Icon(ft.Icons.SHIELD if repelled else ft.Icons.SAILING, color=ink, size=18),
                ft.Text(
                    _reward(ship.reward, ship.reward_kind, short=True), color=ink, size=11, weight=ft.FontWeight.BOLD
                ),
            ],
            spacing=0,
            alignment=ft.MainAxisAlignment.CENTER,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        tappable = self.mode in ("tiles", "remove")
        return tap_target(
            label, content, (lambda _: self.on_slot(column)) if tappable else None, bgcolor=fill, radius=6
        )

    def _cell(self, row: Row, column: int) -> ft.Control:
        name = self.player.name
        where = {"name": name, "row": row.value, "column": column}
        tile = self.homeland.tiles.get((row, column))
        if tile is None:
            if (row, column) in self.open:
                piece = default_piece(self.player, row, column) or Piece.start
                label = text("ui.cell_open", where | {"piece": piece.value})
                return tap_target(
                    label,
                    ft.Icon(ft.Icons.ADD, size=20),
                    lambda _: self.on_cell(row, column),
                    bgcolor=self.open_colour,
                    radius=6,
                )
            return tap_target(text("ui.cell_empty", where), ft.Container(), None)
        state = self.homeland.column(column)
        threatened = tile.viking and state.threatened(row)
        code = "ui.cell_tile_viking" if tile.viking else "ui.cell_tile"
        label = text(code, where | {"piece": tile.piece.value})
        if threatened and state.ship is not None:
            label += text("ui.cell_threatened", {"sail": state.ship.sail.value})
        if (row, column) in self.islands:
            label += text("ui.cell_island")
        layers: list[ft.Control] = [_land(tile.piece)]
        if tile.viking:
            layers.append(ft.Container(viking_badge(viking_of(row)), alignment=ft.Alignment.CENTER))
        if threatened:
            layers.append(
                ft.Container(ft.Icon(ft.Icons.WARNING_ROUNDED, color=THREAT, size=16), alignment=ft.Alignment.TOP_RIGHT)
            )
        border = ft.Border.all(3, THREAT) if threatened else None
        if (row, column) in self.islands and border is None:
            border = ft.Border.only(bottom=ft.BorderSide(4, FINISHED))
        tappable = self.mode in ("tiles", "vikings", "remove")
        return tap_target(
            label,
            ft.Stack(layers, width=CELL, height=CELL),
            (lambda _: self.on_cell(row, column)) if tappable else None,
            bgcolor=self.water,
            border=border,
            radius=4,
        )
