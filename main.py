"""Entry point of the built app (`flet build`, `[tool.flet.app]`): the app with its games in the app's data folder.

The built app runs this module as `__main__`, with `FLET_APP_STORAGE_DATA` naming the app's own data folder;
`default_db_path()` puts the games file there. It needs neither the local web server's packages nor `fcntl`.
In a browser (`make build-web`), the data folder is first loaded from the browser's storage, which keeps
every write from then on (`companion.browser`), before the store opens and the first screen shows.

In a browser every step of the start waits on another: the page's client to connect, the browser's storage
to load the folder, the device to say its locales and settings. So this module imports only Flet and what
starts those; it starts them at once, and imports the app's own modules (`START`) while they are under way,
one after another, letting each answer in between. Home is drawn with those alone; the store's modules, pydantic's
models with them (`OPEN`), are imported once the page's client has drawn it, and the store opens after.
"""

from __future__ import annotations

import asyncio
import importlib
import os
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import flet as ft

from companion import browser
from companion.data_folder import default_db_path
from companion.ui.preferences import ask

if TYPE_CHECKING:
    from companion.history import GameStore

START = (
    "companion.messages",
    "companion.ui.model",
    "companion.ui.routes",
    "companion.ui.app",
    "companion.ui.copies",
)
"""The app's modules that Home needs, in steps of about a tenth of a second each in a browser (each imports
what it needs: the order only sets where the answers are taken in). None of them imports pydantic."""
OPEN = (
    "pydantic",
    "companion.history",
    "companion.ui.session",
    "companion.ui.tables",
    "babel.dates",
    "babel.numbers",
)
"""What can wait until Home is drawn, imported then in steps: the store's modules, and what Home's games to
resume are written with (Babel's dates and numbers, `messages`)."""

TURN_S = 0.004
"""The pause between two steps of `START`, and of `OPEN`: a timer's, after which the browser hands Python the messages
that came meanwhile (the page's answers); a turn of no time runs before them, so that they would wait for the last
step."""

PHONE_SHORTEST_SIDE = 600
"""Below this shortest side (logical pixels, Android's `sw600dp`) a screen is a phone's, at or above a tablet's."""


def portrait_only(page: ft.Page) -> bool:
    """Whether the app keeps to portrait: as a phone's own app, not in a browser and not on a tablet, where
    the players stand side by side."""
    if page.web or page.platform is None or not page.platform.is_mobile():
        return False
    return min(page.width or 0, page.height or 0) < PHONE_SHORTEST_SIDE


def app(store: GameStore) -> Callable[[ft.Page], Awaitable[None]]:
    """The app's entry for each session: the screens, then portrait on a phone."""

    async def main(page: ft.Page) -> None:
        from companion.ui.app import start

        await start(page, store)
        if portrait_only(page):
            await page.set_allowed_device_orientations([ft.DeviceOrientation.PORTRAIT_UP])

    return main


async def imported(modules: tuple[str, ...]) -> None:
    """Import `modules` one after another once the page's client is connecting, letting what waits on the
    loop go on between two."""
    await browser.connecting()
    for module in modules:
        importlib.import_module(module)
        await asyncio.sleep(TURN_S)


def in_browser() -> Callable[[ft.Page], Awaitable[None]]:
    """The app's entry in a browser: the data folder loaded from the browser's storage, and the device asked
    for its settings, while the app's modules are imported; Home drawn, then the store's modules imported and
    the store opened; written only by the copy of the app that holds the browser's lock (the others say so),
    and what the browser's storage and a new version of the site mean said once the store is open."""
    path = default_db_path()
    kept = asyncio.ensure_future(browser.load(path.parent))
    loaded = asyncio.ensure_future(imported(START))

    async def main(page: ft.Page) -> None:
        asked = asyncio.ensure_future(ask(page))
        await loaded
        from companion.ui.app import start
        from companion.ui.copies import follow

        app = await start(page, None, asked)
        browser.shown()
        await browser.drawn()
        await imported(OPEN)
        from companion.history import GameStore

        writer = await kept
        browser.keep_writes(writer)
        store = GameStore(path)
        if writer.held:
            store.migrate()
        app.open(store)
        follow(app, writer)
        said = await browser.notices(path.parent) if writer.held else []
        if said:
            page.show_dialog(ft.SnackBar(ft.Text("\n".join(said)), duration=8000, show_close_icon=True))

    return main


PLUGINS = "PYDANTIC_DISABLE_PLUGINS"
"""The app uses no pydantic plugin; looking for one reads the metadata of every installed package (in a browser,
the whole standard library's archive) when the first model is built."""

if __name__ == "__main__":
    os.environ.setdefault(PLUGINS, "__all__")
    if browser.running():
        ft.run(in_browser())
    else:
        from companion.history import GameStore

        store = GameStore(default_db_path())
        store.migrate()
        ft.run(app(store))
