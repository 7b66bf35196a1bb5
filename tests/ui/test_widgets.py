"""The shell's small buttons are whole targets: a chip is never under 44 px high, however short its words."""

from __future__ import annotations

import flet as ft

from companion.ui.widgets import chip


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
