"""The shell's small buttons are whole targets: a chip is never under 44 px high, however short its words; a recent
name fills the first empty seat."""

from __future__ import annotations

import flet as ft

from companion.ui.widgets import chip, recent_names


def drawn_height(control: ft.Control) -> float:
    """How high a chip's button is drawn at the usual text size: its padding around a 20 px line of text."""
    button = control.content  # type: ignore[attr-defined]
    assert isinstance(button, ft.TextButton) and button.style is not None
    padding = button.style.padding
    assert isinstance(padding, int | float)
    return 2 * padding + 20


def test_a_chip_is_44_px_high_at_least() -> None:
    # Once 32 (a special tile), 36 (a special tile to take with a turn, an auction's winner) or 40 (a piece).
    assert drawn_height(chip("Add a supply tile", ft.Text("Supply", size=12), lambda: None)) >= 44


def test_a_recent_name_fills_the_first_empty_seat_and_never_a_second() -> None:
    names = ["Ada", "", " ", ""]
    changes: list[list[str]] = []
    row = recent_names(["Bo", "Ada", "Cy"], names, lambda: changes.append(list(names)))[-1]
    assert isinstance(row, ft.Row)
    bo, ada, cy = (control.content.on_click for control in row.controls)  # type: ignore[attr-defined]
    bo(None)
    ada(None)  # held by the first seat already
    bo(None)  # held by the second seat now
    cy(None)  # the third seat, blank but for a space, is empty
    assert names == ["Ada", "Bo", "Cy", ""]
    assert changes == [["Ada", "Bo", " ", ""], ["Ada", "Bo", "Cy", ""]]


def test_no_recent_names_show_nothing() -> None:
    assert recent_names([], ["", ""], lambda: None) == []
