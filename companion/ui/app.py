"""The app's controller: which screen shows, and every tap turned into an action on the session.

Screens are functions of the app's state (`screens/`); each change re-renders the current screen. A tap
becomes an event (`companion.play.events`), the session checks and saves it, and the screen shows the
derived state and the engine's result.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import flet as ft

from companion.games.vikings import Piece, Row, Sail, default_piece, fitting_pieces
from companion.history import GameStore
from companion.messages import problem_text, text
from companion.play.events import (
    COLOURS,
    Action,
    PieceChanged,
    Setup,
    ShipPlaced,
    ShipRemoved,
    TilePlaced,
    TileRemoved,
    VikingToggled,
)
from companion.play.game import ActionRefused, GameState

from .screens import SCREENS
from .session import TableSession
from .theme import app_theme


@dataclass
class SetupDraft:
    """The new-game form as the players fill it in."""

    count: int = 2
    names: list[str] = field(default_factory=lambda: ["", "", "", ""])
    colours: list[str] = field(default_factory=lambda: list(COLOURS))
    start_player: int = 0
    rules: str = "base"
    quick: bool = False


class App:
    def __init__(self, page: ft.Page, store: GameStore) -> None:
        self.page = page
        self.store = store
        self.session: TableSession | None = None
        self.screen = "home"
        self.draft = SetupDraft()
        self.player = 0
        self.mode = "tiles"
        self.sail = Sail.red
        self.history_filter = {"player": "", "count": "all", "period": "all"}
        self.history_limit = 20
        self.history_game: str | None = None
        self.dark = page.platform_brightness == ft.Brightness.DARK

        page.title = text("ui.title")
        page.theme = app_theme(dark=False)
        page.dark_theme = app_theme(dark=True)
        page.theme_mode = ft.ThemeMode.DARK if self.dark else ft.ThemeMode.LIGHT

        page.padding = 0
        self.picker = ft.FilePicker()
        """The platform's file chooser, for exporting and importing the history."""
        page.services.append(self.picker)

    @property
    def state(self) -> GameState:
        assert self.session is not None
        return self.session.game.state

    # Navigation

    def go(self, screen: str) -> None:
        self.screen = screen
        self.render()

    def render(self) -> None:
        build = SCREENS[self.screen]
        appbar, body = build(self)
        appbar.key = "appbar"
        self.page.appbar = appbar
        # A key that stays the same while the screen does lets Flet diff the rebuilt tree against the one
        # on screen and send only what changed.
        self.page.controls = [ft.SafeArea(content=body, expand=True, key=f"screen-{self.screen}")]
        self.page.update()

    def toggle_theme(self, _: object = None) -> None:
        self.dark = not self.dark
        self.page.theme_mode = ft.ThemeMode.DARK if self.dark else ft.ThemeMode.LIGHT
        self.render()

    def notify(self, message: str) -> None:
        self.page.show_dialog(ft.SnackBar(ft.Text(message), duration=4000))

    # Games

    def new_game(self, quick: bool) -> None:
        """The new-game form, keeping the names last used; a quick score goes straight to the final scoring."""
        self.draft.quick = quick
        self.go("setup")

    def start_game(self, setup: Setup) -> None:
        self.session = TableSession.start(self.store, setup)
        self.player = 0
        self.go("table")

    def resume(self, game_id: str) -> None:
        self.session = TableSession.resume(self.store, game_id)
        self.player = 0
        self.go("final" if self.state.finished else "table")

    def act(self, action: Action) -> bool:
        """Apply an action; a refusal or a conflict is explained and the screen shows the game as it is."""
        assert self.session is not None
        done = False
        try:
            done = self.session.act(action)
            if not done:
                self.notify(text("ui.reloaded"))
        except ActionRefused as refused:
            self.explain(refused)
        self.render()
        return done

    def explain(self, refused: ActionRefused) -> None:
        lines = [text(f"refused.{refused.code}", refused.params)]
        lines += [problem_text(problem) for problem in refused.problems[:3]]
        self.notify(" ".join(lines))

    def undo(self, _: object = None) -> None:
        self._history_step(undo=True)

    def redo(self, _: object = None) -> None:
        self._history_step(undo=False)

    def _history_step(self, undo: bool) -> None:
        assert self.session is not None
        try:
            done = self.session.undo() if undo else self.session.redo()
            if not done:
                self.notify(text("ui.reloaded"))
        except ActionRefused as refused:
            self.explain(refused)
        if self.state.finished:
            self.screen = "final"
        elif self.screen == "final":
            self.screen = "table"
        self.render()

    # The homeland editor

    def tap_cell(self, row: Row, column: int) -> None:
        player = self.state.players[self.player]
        tile = next((t for t in player.tiles if t.row is row and t.column == column), None)
        if self.mode == "vikings":
            self.act(VikingToggled(player=self.player, row=row, column=column))
        elif self.mode == "remove":
            self.act(TileRemoved(player=self.player, row=row, column=column))
        elif tile is None:
            piece = default_piece(player, row, column) or Piece.start
            self.act(TilePlaced(player=self.player, row=row, column=column, piece=piece))
        else:
            fits = fitting_pieces(player, row, column)
            if fits == [tile.piece]:
                self.notify(text("refused.only_piece", {"piece": tile.piece.value}))
                return
            following = fits[(fits.index(tile.piece) + 1) % len(fits)] if tile.piece in fits else fits[0]
            self.act(PieceChanged(player=self.player, row=row, column=column, piece=following))

    def tap_slot(self, slot: int) -> None:
        if self.mode == "remove":
            self.act(ShipRemoved(player=self.player, slot=slot))
        else:
            self.act(ShipPlaced(player=self.player, slot=slot, sail=self.sail))


def run(db: Path, host: str, port: int, browser: bool, desktop: bool) -> None:
    """Serve the app (or open it in a window with `desktop`); blocks until stopped.

    Served to browsers only from its own origin (`server.py`); `CannotListen` when the port is taken.
    """
    from .server import serve

    store = GameStore(db)
    store.migrate()

    def main(page: ft.Page) -> None:

        App(page, store).render()

    if desktop:
        ft.run(main)
        return
    assets = str(Path(__file__).resolve().parents[2] / "assets")
    serve(main, host, port, assets_dir=assets, open_browser=browser)
