"""The app: one controller per device's session, the theme, and the screens by route.

Screens are components of the app's state (`screens/`); a tap becomes an event (`companion.play.events`),
the session checks and saves it, and the components that read the changed state render again.
"""

from __future__ import annotations

from pathlib import Path

import flet as ft

from companion.history import GameStore
from companion.messages import text

from .model import App
from .routes import ROUTES, NotFound
from .screens.common import AppContext
from .theme import app_theme


@ft.component
def Root(app: App) -> ft.Control:
    settings, _ = ft.use_state(app.settings)
    page = ft.context.page

    def follow_theme() -> None:
        page.theme_mode = ft.ThemeMode.DARK if settings.dark else ft.ThemeMode.LIGHT
        page.update()

    ft.on_updated(follow_theme, [settings.dark])
    return AppContext(app, lambda: ft.Router(ROUTES, manage_views=True, not_found=NotFound))


def start(page: ft.Page, store: GameStore) -> None:
    """Set up one device's session and render its screens."""
    app = App(page, store)
    app.settings.dark = page.platform_brightness == ft.Brightness.DARK
    page.title = text("ui.title")
    page.theme = app_theme(dark=False)
    page.dark_theme = app_theme(dark=True)
    page.theme_mode = ft.ThemeMode.DARK if app.settings.dark else ft.ThemeMode.LIGHT
    page.padding = 0
    page.services.extend([app.picker, app.wakelock])

    def resized(_: object = None) -> None:
        app.window.width = page.width or app.window.width
        app.window.height = page.height or app.window.height

    page.on_resize = resized
    resized()
    page.render_views(Root, app)


def run(db: Path, host: str, port: int, browser: bool, desktop: bool) -> None:
    """Serve the app (or open it in a window with `desktop`); blocks until stopped.

    Served to browsers only from its own origin (`server.py`); `CannotListen` when the port is taken.
    """
    from .server import serve

    store = GameStore(db)
    store.migrate()

    def main(page: ft.Page) -> None:
        start(page, store)

    if desktop:
        ft.run(main)
        return
    assets = str(Path(__file__).resolve().parents[2] / "assets")
    serve(main, host, port, assets_dir=assets, open_browser=browser)
