"""Home: start a game, score one quickly, open the history, pick up an unfinished game, or choose the language.

In a browser Home shows before the stored games are open (`App.open`): its buttons work at once (a screen tapped
opens once the games are read), and the games to resume join it when they are."""

from __future__ import annotations

from datetime import datetime

import flet as ft

from companion.games import DEFAULT, GAMES
from companion.languages import LANGUAGES
from companion.messages import local_time, text
from companion.version import version_text

from ..icons import Icons
from ..model import SCREENS, App
from ..widgets import choices, heading, tap, text_button
from .common import StoreNotices, reading, screen, use_app


def at_the_table() -> list[str]:
    """The games played with a running score, as Home offers them: those with screens (`TABLE`) but no routes of
    their own (`Game.routes`), told without importing either, so that Home shows before any game's rules load."""
    return [game.id for game in GAMES.values() if game.has(SCREENS) and not game.has("routes")]


def tables_to_resume(app: App) -> list[ft.Control]:
    """A button for each unfinished game played with a running score, the latest first."""
    from ..tables import table_store  # with the store's modules, imported once the stored games are open

    games = at_the_table()
    rows: list[ft.Control] = []
    for kept_game in table_store(app).games():
        if kept_game.finished or kept_game.game not in games:
            continue
        when = local_time(datetime.fromisoformat(kept_game.updated))
        names = ", ".join(kept_game.names)
        name = text(GAMES[kept_game.game].name)
        content = ft.Column(
            [
                ft.Text(names, weight=ft.FontWeight.BOLD, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                ft.Text(text("table.resume_detail", {"game": name, "when": when}), size=12),
            ],
            spacing=0,
            tight=True,
        )
        rows.append(
            tap(
                text("table.resume_game", {"game": name, "names": names, "when": when}),
                ft.Container(content, padding=ft.Padding.symmetric(horizontal=8), alignment=ft.Alignment.CENTER_LEFT),
                lambda _, path=f"/table/{kept_game.game}/{kept_game.id}": app.go(path),
                width=None,
                height=None,
                padding=8,
                border=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT),
                radius=12,
            )
        )
    return rows[:10]


def game_choices(last: str) -> list[tuple[str, str]]:
    """Every game the app serves, by id and name, the one started last first."""
    served = at_the_table()
    games = [(game.id, text(game.name)) for game in GAMES.values() if game.id == DEFAULT or game.id in served]
    return sorted(games, key=lambda game: game[0] != last)


@ft.component
def Home() -> ft.View:
    app = use_app()
    opening, _ = ft.use_state(app.opening)
    games = game_choices(app.settings.game)
    chosen, choose = ft.use_state(games[0][0])

    def new_game(_: object) -> None:
        if chosen != app.settings.game:
            app.remember(game=chosen)
        app.go("/new" if chosen == DEFAULT else f"/table/{chosen}/new")

    controls: list[ft.Control] = [
        StoreNotices(),
        heading(text("table.which_game")),
        choices(games, chosen, choose),
        text_button(text("ui.new_game"), new_game, Icons.ADD, filled=True),
    ]
    if chosen == DEFAULT:  # a quick score is Vikings' own
        controls += [
            text_button(text("ui.quick_score"), lambda _: app.go("/quick"), Icons.FLAG),
            ft.Text(text("ui.quick_score_hint"), size=12),
        ]
    controls += [
        text_button(text("ui.history"), lambda _: app.go("/history"), Icons.HISTORY),
        heading(text("ui.language")),
        choices(list(LANGUAGES.items()), app.settings.language, app.choose_language),
    ]
    running = version_text()
    if running:
        controls.append(ft.Text(running, size=12))
    controls += [
        ft.Divider(),
        heading(text("ui.resume")),
    ]
    if not opening.open:
        return screen(app, text("ui.title"), [*controls, reading()])
    unfinished = app.store.unfinished()
    resumable = tables_to_resume(app)
    if not unfinished and not resumable:
        controls.append(ft.Text(text("ui.no_unfinished")))
    controls += resumable
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
