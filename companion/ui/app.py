"""The app: one controller per device's session, its theme and language, and the screens by route.

Screens are components of the app's state (`screens/`, and each game's own); a tap becomes an event of the game's,
its log checks it and the app saves it, and the components that read the changed state render again.

Each session speaks its own language: Flet runs a session's handlers and renders with its page bound to the
context (`ft.context.page`), and the language provider the app installs names that page's language, so two
phones served at once in two languages never speak each other's.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

import flet as ft
from flet.components.component import Component
from flet.messaging.session import Session

from companion.languages import LANGUAGES, set_language_provider
from companion.messages import text

from .model import App, Settings, session_app
from .preferences import Asked, ask, device_language, settings_of
from .routes import NotFound, routes
from .theme import app_theme

if TYPE_CHECKING:
    from companion.history import GameStore


def session_language() -> str | None:
    """The language of the session whose work is being done (none outside a session's work)."""
    app = session_app()
    return app.settings.language if app is not None else None


def speak(page: ft.Page, language: str) -> None:
    """The page's title, and Flutter's own words (tooltips of its buttons, text selection), in `language`."""
    page.title = text("ui.title", language=language)
    page.locale_configuration = ft.LocaleConfiguration(
        supported_locales=[ft.Locale(code) for code in LANGUAGES], current_locale=ft.Locale(language)
    )


@ft.component
def Root(app: App) -> ft.Control:
    settings, _ = ft.use_state(app.settings)
    stored, _ = ft.use_state(app.stored)
    page = ft.context.page

    def follow_theme() -> None:
        page.theme_mode = ft.ThemeMode.DARK if settings.dark else ft.ThemeMode.LIGHT
        page.update()

    def follow_language() -> None:
        speak(page, settings.language)
        page.update()

    ft.on_updated(follow_theme, [settings.dark])
    ft.on_updated(follow_language, [settings.language])
    # Keyed by the language and the stored games read: another language, or the games read afresh, draws every
    # screen anew, memoised parts included.
    key = f"{settings.language}/{stored.version}"
    return ft.Router(routes(), manage_views=True, not_found=NotFound, key=key)  # type: ignore[call-arg, no-any-return]


async def start(page: ft.Page, store: GameStore | None, asked: Awaitable[Asked] | None = None) -> App:
    """Set up one device's session and render its screens, in the language and theme it chose last time, else
    in those of the device; returns its controller. Without a `store` (in a browser, whose store's modules load
    after Home shows) Home is drawn at once and every other screen once the store is given (`App.open`); a
    device already being `asked` (`preferences.ask`) is not asked again."""
    set_language_provider(session_language)
    device = await (asked or ask(page))
    dark = page.platform_brightness == ft.Brightness.DARK
    settings = Settings(**settings_of(device.saved, device_language(device.locales), dark))  # type: ignore[arg-type]
    app = App(page, store, settings, preferences=device.preferences)
    speak(page, settings.language)
    page.theme = cast("ft.Theme", app_theme(dark=False))  # as Flet sends its own (`theme.AppTheme`)
    page.dark_theme = cast("ft.Theme", app_theme(dark=True))
    page.theme_mode = ft.ThemeMode.DARK if settings.dark else ft.ThemeMode.LIGHT
    # Home is the first screen drawn in the app's theme, not Flet's default: no fade between the two (Flutter's
    # theme animation redraws every control of the screen for a fifth of a second), nor later between light
    # and dark.
    page.theme_animation_style = ft.AnimationStyle.no_animation()
    page.padding = 0

    def resized(_: object = None) -> None:
        app.window.width = page.width or app.window.width
        app.window.height = page.height or app.window.height

    page.on_resize = resized
    # Whatever ends the app after a tap, the file holds it: going to the background, hidden or closed (where a
    # phone may end the app), and a browser's tab gone (its session is let go soon after, `server.py`).
    page.on_app_lifecycle_state_change = app.lifecycle
    page.on_disconnect = app.flush
    page.on_close = app.flush
    resized()
    page.render_views(Root, app)
    keep_drawing(page.session)
    return app


SCHEDULER = "_Session__updates_task"
"""Where Flet 1.0's session keeps the task that draws its changes (its update scheduler)."""


def keep_drawing(session: Session) -> None:
    """Keep the session drawing its changes, whatever a render raises.

    Flet 1.0 draws a session's changes in one task, which ends at the first exception a component's render
    raises (`Session.__updates_scheduler` catches none), and with it every later drawing of that session: the
    screen would stay as it was, whatever is tapped, until the app is opened again. So should the task end so,
    the error is logged (on the local server in one line, `server.quiet_logs`; in a browser on Python's standard
    error) and the task is started again, with every component still waiting to be drawn: the others of the
    failed pass, which the task had taken and dropped. The component whose render failed stays as last drawn
    until it changes again."""
    task: asyncio.Task[None] | None = getattr(session, SCHEDULER, None)
    if task is None:
        return

    def ended(task: asyncio.Task[None]) -> None:
        error = None if task.cancelled() else task.exception()
        if error is None:  # the session closed
            return
        logging.getLogger("flet").error("A screen's render failed; the screen goes on", exc_info=error)
        session.start_updates_scheduler()
        keep_drawing(session)
        for control in list(session.index.values()):
            if isinstance(control, Component) and control._state.mounted and control._state.is_dirty:
                session.schedule_update(control)

    task.add_done_callback(ended)


def run(
    db: Path,
    host: str,
    port: int,
    browser: bool,
    desktop: bool,
    listener: socket.socket | None = None,
    serving: Callable[[], None] | None = None,
) -> None:
    """Serve the app (or open it in a window with `desktop`); blocks until stopped.

    Served to browsers only from its own origin (`server.py`), on `listener` (a socket listening at `host` and
    `port`, taken here when none is given); `CannotListen` when the port is taken. `serving` is told once the
    server answers on it.
    """
    from companion.history import GameStore

    from .server import serve

    store = GameStore(db)
    store.migrate()

    async def main(page: ft.Page) -> None:
        await start(page, store)

    if desktop:
        ft.run(main)
        return
    assets = str(Path(__file__).resolve().parents[2] / "assets")
    serve(main, host, port, assets_dir=assets, open_browser=browser, listener=listener, serving=serving)
