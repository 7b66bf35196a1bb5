"""The homeland editor: one player's grid, mainland and purse, with the live view of the next scoring.

One tap on a green cell lays the piece that fits with its viking standing on it (or the tile alone); a tap on
a tile selects it, and the bar under the grid changes its piece, its viking, or takes it away. The same
screen enters the final boards of a quick score, one player after the other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import flet as ft

from companion.games.vikings import Piece, Row, Viking, default_piece, fitting_pieces
from companion.messages import text
from companion.play.events import MainlandSet, PieceChanged, Scored, TilePlaced, TileRemoved, VikingToggled

from ..homeland_grid import Grid, grid_view
from ..hooks import kept, redraw, stateful
from ..model import GameModel, Handle
from ..widgets import choices, heading, text_button
from .common import screen, scroll_to_top, use_app
from .parts import (
    LiveView,
    MainlandEditor,
    PurseFields,
    PurseView,
    SelectionBar,
    TileView,
    lines_dialog,
    live_lines,
    mainland_counts,
)
from .round_end import count_purse, problem_links
from .sheets import count_dialog, ship_dialog, use_window


class Editing:
    """The editor's handlers. One object lives as long as the screen, so the callbacks handed to memoised
    parts keep their identity, and every handler reads the game as it is when tapped."""

    def __init__(self, model: GameModel, seat: int, selected: tuple[Row, int] | None = None) -> None:
        self.model = model
        self.seat = seat
        self.with_viking = True
        self.selected = selected
        self.redraw: Callable[[], None] = lambda: None
        self.set_seat: Callable[[int], None] = lambda seat: None
        self.set_dialog: Callable[[tuple[Any, ...] | None], None] = lambda dialog: None

    def tap_cell(self, row: Row, column: int) -> None:
        player = self.model.state.players[self.seat]
        if any(tile.row is row and tile.column == column for tile in player.tiles):
            self.selected = None if self.selected == (row, column) else (row, column)
            self.redraw()
            return
        piece = default_piece(player, row, column) or Piece.start
        action = TilePlaced(player=self.seat, row=row, column=column, piece=piece, viking=self.with_viking)
        if self.model.act(action):
            self.selected = (row, column)
            self.redraw()

    def tap_slot(self, slot: int) -> None:
        self.set_dialog(("ship", slot))

    def choose_mode(self, mode: str) -> None:
        self.with_viking = mode == "viking"
        self.redraw()

    def switch(self, seat: str | int) -> None:
        self.selected = None
        self.set_seat(int(seat))

    def set_piece(self, piece: Piece) -> None:
        if self.selected is not None:
            row, column = self.selected
            self.model.act(PieceChanged(player=self.seat, row=row, column=column, piece=piece))

    def toggle_viking(self) -> None:
        if self.selected is not None:
            row, column = self.selected
            self.model.act(VikingToggled(player=self.seat, row=row, column=column))

    def remove_tile(self) -> None:
        if self.selected is not None:
            row, column = self.selected
            if self.model.act(TileRemoved(player=self.seat, row=row, column=column)):
                self.selected = None
                self.redraw()

    def set_mainland(self, viking: Viking, count: int) -> None:
        if count != self.model.state.players[self.seat].mainland.count(viking):
            self.model.act(MainlandSet(player=self.seat, viking=viking, count=count))

    def more_vikings(self, viking: Viking) -> None:
        self.set_dialog(("count", viking))

    def show_lines(self) -> None:
        self.set_dialog(("lines",))

    def set_purse(self, seat: int, what: str, value: int) -> None:
        count_purse(self.model, seat, **{what: value})


@ft.component
def _HomelandEditor(
    handle: Handle, version: int, first_seat: int, first_cell: tuple[Row, int] | None = None
) -> ft.View:
    """The homeland editor; `version` is the game's, as its gate passes it (see `routes`)."""
    model = handle.model
    app = use_app()
    window = use_window()
    state = model.state
    seat, set_seat = stateful(first_seat)
    seat = min(seat, len(state.players) - 1)
    editing = kept(lambda: Editing(model, seat, first_cell))
    dialog, set_dialog = stateful(cast("tuple[Any, ...] | None", None))
    typed = kept(dict[str, int])
    editing.model, editing.seat, editing.set_seat, editing.set_dialog = model, seat, set_seat, set_dialog
    editing.redraw = redraw()
    player = state.players[seat]
    tile = next((t for t in player.tiles if (t.row, t.column) == editing.selected), None)
    if tile is None:
        editing.selected = None

    top: Any = ft.use_ref(None)
    ft.on_updated(lambda: scroll_to_top(top), [seat])

    quick = state.setup.quick
    purse = PurseView(seat, player.name, player.points, player.gold if quick or state.setup.money == "purse" else None)
    names = [(str(i), p.name) for i, p in enumerate(state.players)]
    controls: list[ft.Control] = [choices(names, str(seat), editing.switch)]
    if quick:
        controls.append(PurseFields(purse, editing.set_purse, typed))
    controls.append(
        choices(
            [("viking", text("ui.lay_with_viking")), ("tile", text("ui.lay_tile_only"))],
            "viking" if editing.with_viking else "tile",
            editing.choose_mode,
        )
    )
    view = grid_view(
        player,
        lay=True,
        edit=True,
        with_viking=editing.with_viking,
        selected=editing.selected,
        width=window.width,
        dark=app.settings.dark,
    )
    controls.append(Grid(view, editing.tap_cell, editing.tap_slot, key=f"grid-{seat}"))
    if tile is not None:
        fits = tuple(fitting_pieces(player, tile.row, tile.column))
        selected = TileView(tile.row, tile.column, tile.piece, tile.viking, fits)
        controls.append(SelectionBar(selected, editing.set_piece, editing.toggle_viking, editing.remove_tile))
    controls.append(MainlandEditor(player.name, mainland_counts(player), editing.set_mainland, editing.more_vikings))
    if not quick:
        controls += [heading(text("ui.purse"), size=14), PurseFields(purse, editing.set_purse, typed)]
    live = live_lines(model.preview, player, seat, seat in state.gold_to_count)
    controls.append(LiveView(live.headline, live.supply, len(live.lines), live.problem, editing.show_lines))
    following = seat + 1
    if following < len(state.players):
        controls.append(
            text_button(
                text("ui.next_player", {"name": state.players[following].name}),
                lambda _: editing.switch(following),
                ft.Icons.ARROW_FORWARD,
            )
        )
    if quick:

        def score(_: object) -> None:
            for key, value in list(typed.items()):
                what, typed_seat = key.split("-")
                count_purse(model, int(typed_seat), **{what: value})
            typed.clear()
            if model.act(Scored(round=6)):
                app.go(f"/game/{model.id}/final")

        controls.append(text_button(text("ui.score_game"), score, ft.Icons.CALCULATE, filled=True))
        controls += problem_links(app, model)

    close = lambda: set_dialog(None)  # noqa: E731
    shown = None
    if dialog is not None and dialog[0] == "ship":
        shown = ship_dialog(model, seat, dialog[1], None, close)
    elif dialog is not None and dialog[0] == "count":
        shown = count_dialog(model, seat, dialog[1], close)
    elif dialog is not None and dialog[0] == "lines":
        shown = lines_dialog(live.headline, live.lines, close)
    ft.use_dialog(shown)
    subtitle = text("ui.quick_score") if quick else text("ui.homeland_round", {"round": state.round})
    back = "/" if quick else f"/game/{model.id}"
    return screen(app, player.name, controls, sub=subtitle, back=back, game=model, ref=top)


HomelandEditor = ft.memo(_HomelandEditor)
