"""Entry point of the built app (`flet build`, `[tool.flet.app]`): the app with its games in the app's data folder.

The built app runs this module as `__main__`, with `FLET_APP_STORAGE_DATA` naming the app's own data folder;
`default_db_path()` puts the games file there. It needs neither the local web server's packages nor `fcntl`.
In a browser (`make build-web`), the data folder is first loaded from the browser's storage, which keeps
every write from then on (`companion.browser`), before the store opens and the first screen shows.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import flet as ft

from companion import browser
from companion.history import GameStore, default_db_path
from companion.ui.app import start
from companion.ui.copies import follow

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
        await start(page, store)
        if portrait_only(page):
            await page.set_allowed_device_orientations([ft.DeviceOrientation.PORTRAIT_UP])

    return main


def in_browser() -> Callable[[ft.Page], Awaitable[None]]:
    """The app's entry in a browser: the data folder loaded from the browser's storage before the store opens
    (while the device is asked for its settings), written only by the copy of the app that holds the browser's
    lock (the others say so), and what the browser's storage and a new version of the site mean said once the
    first screen shows."""

    async def main(page: ft.Page) -> None:
        path = default_db_path()
        kept = asyncio.ensure_future(browser.keep(path.parent))

        async def opened() -> GameStore:
            writer = await kept
            store = GameStore(path)
            if writer.held:
                store.migrate()
            return store

        app = await start(page, opened())  # the device is asked for its settings meanwhile
        writer = kept.result()
        follow(app, writer)
        browser.shown()
        said = await browser.notices(path.parent) if writer.held else []
        if said:
            page.show_dialog(ft.SnackBar(ft.Text("\n".join(said)), duration=8000, show_close_icon=True))

    return main


if __name__ == "__main__":
    if browser.running():
        ft.run(in_browser())
    else:
        store = GameStore(default_db_path())
        store.migrate()
        ft.run(app(store))
