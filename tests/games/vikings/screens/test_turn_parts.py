"""The table's parts a thumb hits: whole targets on a phone."""

from __future__ import annotations

import flet as ft

from companion.games.vikings.screens.turn_parts import RowView, convert_button

TARGET = 48
"""Material's least target."""


def test_points_into_gold_is_a_whole_target_beside_the_players_row() -> None:
    converted: list[int] = []
    view = RowView(2, "Cnut", "tan", 10, "", "—", False, False)
    drawn = convert_button(view, converted.append)
    button = drawn.content
    assert isinstance(button, ft.TextButton)
    assert button.width is not None and button.height is not None
    assert min(button.width, button.height) >= TARGET  # once 40 by 36
    assert button.on_click is not None
    button.on_click(None)  # type: ignore[arg-type]
    assert converted == [2]
