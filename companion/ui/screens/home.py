"""Home: start a game, score one quickly, open the history, pick up an unfinished game, or choose the language."""

from __future__ import annotations

from datetime import datetime

import flet as ft

from companion.languages import LANGUAGES
from companion.messages import local_time, text

from ..widgets import choices, heading, tap, text_button
from .common import StoreNotices, screen, use_app


@ft.component
def Home() -> ft.View:
    app = use_app()
    unfinished = app.store.unfinished()
    controls: list[ft.Control] = [
        StoreNotices(),
        text_button(text("ui.new_game"), lambda _: app.go("/new"), ft.Icons.ADD, filled=True),
        text_button(text("ui.quick_score"), lambda _: app.go("/quick"), ft.Icons.FLAG),
        ft.Text(text("ui.quick_score_hint"), size=12),
        text_button(text("ui.history"), lambda _: app.go("/history"), ft.Icons.HISTORY),
        heading(text("ui.language")),
        choices(list(LANGUAGES.items()), app.settings.language, app.choose_language),
        ft.Divider(),
        heading(text("ui.resume")),
    ]
    if not unfinished:
        controls.append(ft.Text(text("ui.no_unfinished")))
    for game in unfinished[:10]:
        when = local_time(datetime.fromisoformat(game.updated))
        names = ", ".join(game.names)
        label = text("ui.resume_game", {"names": names, "round": game.round, "when": when})
        content = ft.Column(
            [
                ft.Text(names, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(text("ui.resume_detail", {"round": game.round, "when": when}), size=12),
            ],
            spacing=0,
            tight=True,
        )
        controls.append(
            tap(
                label,
                ft.Container(content, padding=ft.Padding.symmetric(horizontal=8), alignment=ft.Alignment.CENTER_LEFT),
                lambda _, game_id=game.id: app.go(f"/game/{game_id}"),
                width=None,
                height=None,
                padding=8,
                border=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT),
                radius=12,
            )
        )
    return screen(app, text("ui.title"), controls)
