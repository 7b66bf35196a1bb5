"""Colours and marks of the game: each viking colour with a letter too, so colour is never the only cue."""

from __future__ import annotations

import flet as ft

from companion.games.vikings import Row, Sail, Viking

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

SEAT_COLOURS: dict[str, str] = {"white": "#F5F5F5", "orange": "#FB8C00", "tan": "#D2B48C", "brown": "#6D4C41"}
"""The player colours of the game box, as drawn on markers."""

SEAT_LINES: dict[str, str] = {"white": "#9E9E9E", "orange": "#EF6C00", "tan": "#B08850", "brown": "#6D4C41"}
"""The same colours for lines and bars on a chart, where white would vanish: white is drawn light grey."""

LAND = "#C8A96A"
WATER = "#9CC7E8"
WATER_DARK = "#24486B"
THREAT = "#E65100"
FINISHED = "#FFD54F"
OPEN_CELL = "#A5D6A7"
OPEN_CELL_DARK = "#2E5E33"
SELECTED = "#7B1FA2"

CELL = 48
"""Every tap target is at least 48 px square where the screen has room; the grid shrinks to 40 before it
scrolls."""


def viking_of(row: Row) -> Viking:
    return Viking(row.value)


def app_theme(dark: bool) -> ft.Theme:
    seed = "#90CAF9" if dark else "#1565C0"
    return ft.Theme(color_scheme_seed=seed, use_material3=True, visual_density=ft.VisualDensity.STANDARD)
