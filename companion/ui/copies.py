"""Two copies of the app open in one browser (tabs, windows, the installed app and a tab): the one that does not
write the games (`companion.browser.Writer`) says so over every screen and takes over when asked, reading the
stored games afresh; the copy it took over from then says so in turn."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from companion.browser import Writer
from companion.messages import text

from .model import App


def kept_elsewhere(take_over: Callable[[object], Awaitable[None]], gone: Callable[[], None]) -> ft.AlertDialog:
    """The dialog over every screen while another copy writes the games; `gone` once it was taken away."""
    return ft.AlertDialog(
        modal=True,
        on_dismiss=lambda _: gone(),
        title=ft.Text(text("ui.kept_elsewhere_title")),
        content=ft.Text(text("ui.kept_elsewhere")),
        actions=[ft.FilledButton(content=text("ui.use_here"), on_click=take_over)],
    )


def follow(app: App, writer: Writer) -> None:
    """Say over every screen when another copy writes the games, until this one takes over or gets them."""
    shown: ft.AlertDialog | None = None

    async def take_over(_: object) -> None:
        await writer.claim(steal=True)

    async def show(held: bool) -> None:
        nonlocal shown
        if not held:
            if shown is None:
                shown = kept_elsewhere(take_over, app.read_afresh)
                app.page.show_dialog(shown)
            return
        if shown is None:
            app.read_afresh()
            return
        # Every screen is drawn anew once the dialog is gone (`kept_elsewhere`): drawn anew under it, it stays.
        closing, shown = shown, None
        closing.open = False
        closing.update()

    def told(held: bool) -> None:
        """Told from the browser's lock, outside the page's work: the screens change in the page's own."""
        app.page.run_task(show, held)

    writer.watch(told)
    if not writer.held:
        told(False)
