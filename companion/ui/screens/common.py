"""What every screen shares: the app bar with its back button, undo and theme, and the view around a body."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.messages import text

from ..model import App, GameModel
from ..widgets import icon_button

AppContext: Any = ft.create_context(None)


def use_app() -> App:
    app = ft.use_context(AppContext)
    assert isinstance(app, App)
    return app


def title(main: str, sub: str | None = None) -> ft.Control:
    """A title that fits a phone: one short line, and a smaller second line when there is more to say."""
    lines: list[ft.Control] = [ft.Text(main, size=18, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)]
    if sub:
        lines.append(ft.Text(sub, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS))
    return ft.Column(lines, spacing=0, tight=True)


def undo_actions(model: GameModel) -> list[ft.Control]:
    return [
        icon_button(ft.Icons.UNDO, text("ui.undo"), model.undo if model.can_undo else None),
        icon_button(ft.Icons.REDO, text("ui.redo"), model.redo if model.can_redo else None),
    ]


def screen(
    app: App,
    heading: ft.Control | str,
    controls: list[ft.Control],
    *,
    back: str | None = None,
    actions: list[ft.Control] | None = None,
    scroll: bool = True,
    padding: float = 8,
    on_back: Callable[..., Any] | None = None,
    ref: Any = None,
) -> ft.View:
    """A view with an app bar; `back` is where the back arrow (and the system's back) leads."""
    theme = (
        (ft.Icons.LIGHT_MODE, text("ui.light_mode"))
        if app.settings.dark
        else (ft.Icons.DARK_MODE, text("ui.dark_mode"))
    )
    bar_actions = [*(actions or []), icon_button(theme[0], theme[1], app.toggle_theme)]
    leading = None
    if back is not None:
        leading = icon_button(ft.Icons.ARROW_BACK, text("ui.back"), on_back or (lambda _: app.go(back)))
    bar = ft.AppBar(
        title=title(heading) if isinstance(heading, str) else heading,
        leading=leading,
        leading_width=52,
        actions=bar_actions,
        automatically_imply_leading=False,
        title_spacing=4,
    )
    view = ft.View(
        route=ft.use_view_path() or "/",
        appbar=bar,
        controls=[ft.SafeArea(ft.Column(controls, spacing=6, expand=not scroll), expand=not scroll)],
        scroll=ft.ScrollMode.AUTO if scroll else None,
        padding=padding,
        spacing=0,
    )
    if ref is not None:
        ref.current = view
    return view


def scroll_to_top(ref: Any) -> None:
    """Show a view from its top again (another player's homeland starts at the top)."""
    if ref.current is not None:
        ft.context.page.run_task(ref.current.scroll_to, offset=0)
