"""Home: start a game, score one quickly, or pick up an unfinished game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.messages import text

from ..widgets import action_button, section
from .common import app_bar, body

if TYPE_CHECKING:
    from ..app import App


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    unfinished = app.store.unfinished()
    resume: list[ft.Control] = [section(text("ui.resume"))]
    if not unfinished:
        resume.append(ft.Text(text("ui.no_unfinished")))
    for game in unfinished[:10]:
        label = text("ui.resume_game", {"names": ", ".join(game.names), "round": game.round})
        resume.append(action_button(label, lambda _, game_id=game.id: app.resume(game_id), ft.Icons.PLAY_ARROW))
    controls: list[ft.Control] = [
        action_button(text("ui.new_game"), lambda _: app.new_game(quick=False), ft.Icons.ADD, filled=True),
        action_button(text("ui.quick_score"), lambda _: app.new_game(quick=True), ft.Icons.FLAG),
        action_button(text("ui.history"), lambda _: app.go("history"), ft.Icons.HISTORY),
        ft.Text(text("ui.quick_score_hint"), size=12),
        ft.Divider(),
        *resume,
    ]
    return app_bar(app, text("ui.title")), body(controls)
