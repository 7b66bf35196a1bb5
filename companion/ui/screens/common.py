"""What every screen shares: the app bar with its back button, how the saves stand, undo and theme, and the view
around a body."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import flet as ft

from companion.messages import text

from ..icons import Icons
from ..model import App, Saving, Window, session_app
from ..widgets import Handler, icon_button


class Undoable(Protocol):
    """A game whose screen offers undo and redo in its app bar."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def undo(self, _: object = None) -> None: ...

    def redo(self, _: object = None) -> None: ...


def filed_line(model: Saving) -> ft.Control:
    """Whether a finished game is in history: "Saved to history." once the storage that keeps the files holds
    it (a browser's included), "Saving" until then, else why it is not."""
    if model.unsaved:
        return ft.Text(model.unsaved, size=12, color=ft.Colors.ERROR)
    return ft.Text(text("ui.save_state.saving" if model.pending else "ui.saved"), size=12)


def use_app() -> App:
    """The app of the session being drawn, found by the session's page rather than by Flet's context: a component
    that renders again alone (its own state, or an observable it reads, changed) does not always find a context
    above it (the link to an ancestor drawn again since may be gone), and a render that fails stops every later
    update of the session's screen."""
    app = session_app()
    assert app is not None, "drawn outside a session of the app"
    return app


def use_window() -> Window:
    """The size of the screen and of its text, re-rendering the caller when they change."""
    window, _ = ft.use_state(use_app().window)
    return window


@ft.component
def StoreNotices() -> ft.Control:
    """What the store found wrong with the data folder, at start or since: damaged files set aside and their
    last good backups put back, a folder that cannot be written to. Shown until this device dismisses it."""
    app = use_app()
    ft.use_state(app.notices)
    ft.use_state(app.opening)
    lines = app.store_notices()
    if not lines:
        return ft.Container()
    return ft.Container(
        ft.Column(
            [
                ft.Row(
                    [ft.Icon(Icons.WARNING_AMBER, color=ft.Colors.ERROR), ft.Text(lines[0], expand=True)],
                    vertical_alignment=ft.CrossAxisAlignment.START,
                ),
                *[ft.Text(line) for line in lines[1:]],
                ft.TextButton(content=text("ui.dismiss"), on_click=app.dismiss_notices),
            ],
            spacing=4,
            horizontal_alignment=ft.CrossAxisAlignment.END,
        ),
        padding=8,
        border=ft.Border.all(1, ft.Colors.ERROR),
        border_radius=8,
        bgcolor=ft.Colors.ERROR_CONTAINER,
    )


LARGE_TEXT = 1.3
"""From this text scale on, a line that holds a name and figures (or words and buttons) takes two lines."""
LARGE_BAR = 96
"""The app bar's height with large text: two lines of title and the line under them."""
PROBE_SIZE = 16
PROBE_LINE = 1.45
"""A line of the app's font is drawn 1.45 times as high as its size, at the usual text size."""


@ft.component
def TextScale() -> ft.Control:
    """An invisible line of text whose drawn height says how large the device draws text; kept in
    `Window.text_scale`, where the screens read it to give large text the room it needs."""
    window = use_window()

    def measured(event: ft.LayoutSizeChangeEvent[ft.LayoutControl]) -> None:
        scale = round(event.height / (PROBE_SIZE * PROBE_LINE), 1)
        if scale > 0 and scale != window.text_scale:
            window.text_scale = scale

    probe = ft.Text("M", size=PROBE_SIZE, no_wrap=True)
    return ft.Container(probe, width=1, opacity=0, on_size_change=measured, size_change_interval=200)


SAVE_ICONS = {
    "saved": Icons.CLOUD_DONE_OUTLINED,
    "saving": Icons.CLOUD_UPLOAD_OUTLINED,
    "not_saved": Icons.CLOUD_OFF_OUTLINED,
}


@ft.component
def SaveIndicator() -> ft.Control:
    """Whether the file holds every change of this device: "Saved", "Saving" or "Not saved", read out as such
    (what the tests wait for before they read the file). Drawn with its screen: a game's screen is drawn again
    when its save ends (its model's `version`), but a homeland's tap draws again only the regions it changed,
    so through that tap's save the cloud still shows the state of the screen's last whole drawing."""
    state = use_app().saves.state
    said = text(f"ui.save_state.{state}")
    colour = ft.Colors.ERROR if state == "not_saved" else None
    return ft.Icon(SAVE_ICONS[state], size=18, color=colour, semantics_label=said)


@ft.component
def _Title(main: str, sub: str | None) -> ft.Control:
    """A title that fits a phone: one short line, and a smaller second line when there is more to say. The
    first line is the screen's heading (level 1); section titles below it are level 2. With large text the
    heading may take two lines (the bar grows to hold them)."""
    lines_at_most = 1 if use_window().text_scale < LARGE_TEXT else 2
    title = ft.Text(main, size=18, max_lines=lines_at_most, overflow=ft.TextOverflow.ELLIPSIS)
    lines: list[ft.Control] = [ft.Semantics(content=title, header=True, heading_level=1, container=True)]
    if sub:
        lines.append(ft.Text(sub, size=12, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS))
    return ft.Column(lines, spacing=0, tight=True)


Title = ft.memo(_Title)


@ft.component
def _Actions(
    history: bool, undo: Handler | None, redo: Handler | None, dark: bool, toggle_theme: Handler
) -> ft.Control:
    """Undo and redo where a game is open (dimmed when there is nothing to undo or redo), and the theme."""
    buttons: list[ft.Control] = []
    if history:
        buttons += [
            icon_button(Icons.UNDO, text("ui.undo"), undo),
            icon_button(Icons.REDO, text("ui.redo"), redo),
        ]
    icon, label = (Icons.LIGHT_MODE, "ui.light_mode") if dark else (Icons.DARK_MODE, "ui.dark_mode")
    buttons.append(icon_button(icon, text(label), toggle_theme))
    return ft.Row(buttons, spacing=0, tight=True)


Actions = ft.memo(_Actions)


@ft.component
def _Back(go: Callable[[str], None], where: str) -> ft.Control:
    return icon_button(Icons.ARROW_BACK, text("ui.back"), lambda _: go(where))


Back = ft.memo(_Back)


def bar_actions(app: App, game: Undoable | None) -> tuple[Any, ...]:
    """What the app bar's buttons need: undo and redo for a `game`, and the theme."""
    undo = game.undo if game is not None and game.can_undo else None
    redo = game.redo if game is not None and game.can_redo else None
    return game is not None, undo, redo, app.settings.dark, app.toggle_theme


def draw_title(value: tuple[str, str | None]) -> ft.Control:
    return Title(*value)  # type: ignore[no-any-return]


def draw_actions(value: tuple[Any, ...]) -> ft.Control:
    return Actions(*value)  # type: ignore[no-any-return]


def screen(
    app: App,
    heading: str | ft.Control,
    controls: list[ft.Control],
    *,
    sub: str | None = None,
    back: str | None = None,
    game: Undoable | None = None,
    actions: ft.Control | None = None,
    scroll: bool = True,
    padding: float = 8,
    ref: Any = None,
) -> ft.View:
    """A view with an app bar: the title (and `sub`), the back arrow to `back` (where the system's back leads
    too), and, for a `game`, undo and redo. Each part of the bar renders again only when it changes; a screen
    made of regions passes its own title and actions."""
    large = use_window().text_scale >= LARGE_TEXT
    bar = ft.AppBar(
        title=Title(heading, sub) if isinstance(heading, str) else heading,
        toolbar_height=LARGE_BAR if large else None,
        leading=Back(app.go, back) if back is not None else None,
        leading_width=52,
        actions=[
            TextScale(),
            SaveIndicator(),
            actions if actions is not None else Actions(*bar_actions(app, game)),
        ],
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


def reading() -> ft.Control:
    """What stands for the stored games while they are read (`App.open`), for a few tenths of a second: words
    that stay still (a spinning ring would draw a frame at every moment, taking the processor from the reading)."""
    return ft.Text(text("ui.reading_games"))


def when_open(shown: Callable[[], ft.View]) -> Callable[[], ft.View]:
    """A screen other than Home: drawn once the stored games are open (in a browser they open after Home shows;
    an address opened directly, or a Back or Forward of the browser meanwhile, waits for them)."""

    @ft.component
    def WhenOpen() -> ft.View:
        app = use_app()
        opening, _ = ft.use_state(app.opening)
        if opening.open:
            return shown()
        return ft.View(route=ft.use_view_path() or "/", controls=[ft.SafeArea(reading())], padding=16)

    return WhenOpen


def form(shown: Callable[[], ft.View]) -> Callable[[], ft.View]:
    """A form that starts a game: once its game started the form is done, and coming back to it (the phone's or
    the browser's Back from the game) goes Home."""

    @ft.component
    def Form() -> ft.View:
        app = use_app()
        location = ft.use_route_location()

        def arrived() -> None:
            # On arrival only: a render of the form while its game starts (the address not yet the game's) stays.
            if app.done_form == location:
                app.done_form = None
                app.go("/")

        ft.use_effect(arrived, [location])
        return shown()

    return Form
