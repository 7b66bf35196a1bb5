"""Final results: the ranking with the gold tie-break and shared wins, every bonus explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.messages import text

from ..widgets import action_button
from .common import app_bar, body
from .scoring import breakdown

if TYPE_CHECKING:
    from ..app import App


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    result = app.state.result
    assert result is not None
    winners = [player.name for player in result.players if player.winner]
    heading = text("ui.winners" if len(winners) > 1 else "ui.winner") + ": " + ", ".join(winners)
    controls: list[ft.Control] = [
        ft.Row(
            [ft.Icon(ft.Icons.EMOJI_EVENTS, size=32), ft.Text(heading, size=22, weight=ft.FontWeight.BOLD)], wrap=True
        ),
        ft.ResponsiveRow([breakdown(player) for player in sorted(result.players, key=lambda p: p.rank)], run_spacing=8),
        ft.Text(text("ui.saved"), italic=True),
        action_button(text("ui.new_game"), lambda _: app.new_game(quick=False), ft.Icons.ADD, filled=True),
        action_button(text("ui.home"), lambda _: app.go("home"), ft.Icons.HOME),
    ]
    return app_bar(app, text("ui.final_results"), history=True), body(controls)
