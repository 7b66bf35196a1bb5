"""Vikings' colours and marks: each viking colour with a letter too, so colour is never the only cue."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.ui.widgets import tap

from .. import Row, Sail, Viking

VIKING_COLOURS: dict[Viking, tuple[str, str]] = {
    Viking.warrior: ("#212121", "#FFFFFF"),
    Viking.noble: ("#C62828", "#FFFFFF"),
    Viking.scout: ("#2E7D32", "#FFFFFF"),
    Viking.goldsmith: ("#F9C80E", "#000000"),
    Viking.fisherman: ("#1565C0", "#FFFFFF"),
    Viking.boatsman: ("#757575", "#FFFFFF"),
}
"""Fill and text colour of each viking: black warrior, red noble, green scout, yellow goldsmith, blue
fisherman, grey boatsman."""

VIKING_LETTERS: dict[Viking, str] = {
    Viking.warrior: "W",
    Viking.noble: "N",
    Viking.scout: "S",
    Viking.goldsmith: "G",
    Viking.fisherman: "F",
    Viking.boatsman: "B",
}

SAIL_COLOURS: dict[Sail, tuple[str, str]] = {
    Sail.red: ("#C62828", "#FFFFFF"),
    Sail.green: ("#2E7D32", "#FFFFFF"),
    Sail.yellow: ("#F9C80E", "#000000"),
    Sail.blue: ("#1565C0", "#FFFFFF"),
}


def viking_of(row: Row) -> Viking:
    return Viking(row.value)


def badge(viking: Viking, size: float = 30, text_scale: float = 1.0) -> ft.Control:
    """A viking as drawn on the grid: its colour, and its letter so colour is never the only cue. The letter
    keeps its size in the drawing whatever the device's text size (`text_scale`), as the circle around it does."""
    fill, ink = VIKING_COLOURS[viking]
    letter = size * 0.5 / max(1.0, text_scale)
    return ft.Container(
        content=ft.Text(VIKING_LETTERS[viking], color=ink, weight=ft.FontWeight.BOLD, size=letter),
        width=size,
        height=size,
        bgcolor=fill,
        border=ft.Border.all(1.5, "#FFFFFF"),
        border_radius=size / 2,
        alignment=ft.Alignment.CENTER,
    )


def viking_button(
    viking: Viking, label: str, selected: bool, choose: Callable[[Viking], None], size: float
) -> ft.Control:
    """A viking to pick, drawn in its colour with its letter, ringed when `selected`."""
    fill, ink = VIKING_COLOURS[viking]
    return tap(
        label,
        ft.Text(VIKING_LETTERS[viking], color=ink, weight=ft.FontWeight.BOLD, size=round(size * 0.4)),
        lambda _: choose(viking),
        width=size,
        height=size,
        bgcolor=fill,
        border=ft.BorderSide(4, ft.Colors.PRIMARY) if selected else ft.BorderSide(1, "#FFFFFF"),
        radius=size / 2,
        selected=selected,
    )
