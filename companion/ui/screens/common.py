"""What every screen shares: the app bar and a scrolling body."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import flet as ft

from companion.messages import text

from ..widgets import icon_action

if TYPE_CHECKING:
    from ..app import App


def app_bar(app: App, title: str, *, back: str | None = None, history: bool = False) -> ft.AppBar:
    actions: list[ft.Control] = []
    if history and app.session is not None:
        game = app.session.game
        actions += [
            icon_action(ft.Icons.UNDO, text("ui.undo"), app.undo if game.can_undo else None),
            icon_action(ft.Icons.REDO, text("ui.redo"), app.redo if game.can_redo else None),
        ]
    theme = ("ui.light_mode", ft.Icons.LIGHT_MODE) if app.dark else ("ui.dark_mode", ft.Icons.DARK_MODE)
    actions.append(icon_action(theme[1], text(theme[0]), app.toggle_theme))
    leading = icon_action(ft.Icons.ARROW_BACK, text("ui.back"), lambda _: app.go(back)) if back else None
    return ft.AppBar(title=ft.Text(title, size=18), leading=leading, actions=actions, automatically_imply_leading=False)


def body(controls: Sequence[ft.Control]) -> ft.Control:
    """The screen's content: scrolls vertically, padded, never wider than a comfortable reading width."""
    return ft.Column(
        [ft.Container(ft.Column(list(controls), spacing=12), padding=12)],
        scroll=ft.ScrollMode.AUTO,
        expand=True,
    )
