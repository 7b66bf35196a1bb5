"""The homeland editor: one player's grid, mainland and purse, with the live view of the next scoring.

One tap on a green cell lays the piece that fits with its viking standing on it (or the tile alone); a tap on
a tile selects it, and the bar under the grid changes its piece, its viking, or takes it away. The same
screen enters the final boards of a quick score, one player after the other.

Each part of the screen is a region (`..regions`): a tap renders again only the parts it changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, cast

import flet as ft

from companion.games.vikings import (
    ISLAND_ROWS,
    Piece,
    Problem,
    Row,
    Special,
    SpecialTile,
    Viking,
    default_piece,
    fitting_pieces,
)
from companion.games.vikings.at_table import Handle, VikingsModel
from companion.games.vikings.play.events import (
    MainlandSet,
    PieceChanged,
    Scored,
    SpecialIslandLaid,
    SpecialTilesSet,
    TilePlaced,
    TileRemoved,
    VikingToggled,
)
from companion.games.vikings.play.progress import waiting_islands
from companion.messages import text
from companion.ui.fields import Typed
from companion.ui.hooks import kept, stateful
from companion.ui.icons import Icons
from companion.ui.model import App
from companion.ui.regions import Regions, Shown, use_regions
from companion.ui.screens.common import (
    bar_actions,
    draw_actions,
    draw_title,
    screen,
    scroll_to_top,
    use_app,
    use_window,
)
from companion.ui.widgets import choices, heading, text_button

from .homeland_grid import SpecialChips, draw_cells, draw_heads, draw_slots, grid_frame, grid_view, special_chips
from .parts import (
    LiveLines,
    LiveView,
    PurseFields,
    PurseView,
    SelectionBar,
    SpecialEditor,
    TileActions,
    TileView,
    lines_dialog,
    live_lines,
    mainland_counts,
)
from .quick import (
    HOMELAND,
    MAINLAND,
    MainlandCounts,
    Missing,
    PurseEntry,
    PurseRow,
    draw_halves,
    missing_dialog,
    still_to_enter,
)
from .round_end import count_purse, problem_links
from .sheets import count_dialog, ship_dialog


class Footer(NamedTuple):
    following: tuple[int, str] | None
    """The next player, seat and name, if there is one."""
    quick: bool
    problems: tuple[Problem, ...]


class Editing(Regions):
    """The editor's handlers and regions. One object lives as long as the screen, so the callbacks handed to
    its parts keep their identity, and every handler reads the game as it is when tapped."""

    model: VikingsModel

    def __init__(self, model: VikingsModel, app: App, seat: int, selected: tuple[Row, int] | None) -> None:
        super().__init__(model)
        self.app = app
        self.seat = seat
        self.selected = selected
        self.with_viking = True
        self.width = 360.0
        self.typed = Typed()
        self.set_dialog: Callable[[tuple[Any, ...] | None], None] = lambda dialog: None
        self.live = self._live()
        self.current: Any = None
        """The view on screen, to scroll back to its top."""
        self.half = HOMELAND
        """The half of a quick score's player screen shown (`quick`): the homeland, or the mainland."""
        self.set_half: Callable[[str], None] = lambda half: None

    # What the regions show

    def refresh(self) -> None:
        state = self.model.state
        seat = self.seat
        player = state.players[seat]
        quick = state.setup.quick
        tile = next((t for t in player.tiles if (t.row, t.column) == self.selected), None)
        if tile is None:
            self.selected = None
        sub = text("ui.quick_score") if quick else text("ui.homeland_round", {"round": state.round})
        self.set("title", (player.name, sub))
        self.set("actions", bar_actions(self.app, self.model))
        self.set("players", (tuple((str(i), p.name) for i, p in enumerate(state.players)), str(seat), self.switch))
        self.set("modes", (MODES, "viking" if self.with_viking else "tile", self.choose_mode))
        view = grid_view(
            player,
            lay=True,
            edit=True,
            with_viking=self.with_viking,
            selected=self.selected,
            width=self.width,
            dark=self.app.settings.dark,
            text_scale=self.app.window.text_scale,
        )
        self.set("heads", (view.cell, view.text_scale))
        self.set("slots", (view.slots, view.cell, view.dark, self.tap_slot))
        for row, cells in zip(ISLAND_ROWS, view.rows, strict=True):
            names = [f"{row.value}-{cell.column}" for cell in cells]
            for name, cell in zip(names, cells, strict=True):
                self.set(name, (cell, view.cell, view.dark, self.tap_cell))
            self.set(row.value, tuple(self.region(name) for name in names))
        selected = None
        if tile is not None:
            fits = tuple(fitting_pieces(player, tile.row, tile.column))
            laid = {(held.row, held.column) for held in player.special_tiles}
            island = bool(waiting_islands(player)) and (tile.row, tile.column) not in laid
            selected = TileView(tile.row, tile.column, tile.piece, fits, island)
            self.set("viking", (tile.row, tile.viking, self.toggle_viking))
        actions = TileActions(self.set_piece, self.region("viking"), self.remove_tile, self.lay_island)
        self.set("selection", (selected, actions))
        if state.setup.rules == "progress":
            held = tuple(held.tile for held in player.special_tiles)
            self.set("special", (held, self.add_special, self.remove_special))
        self.set("mainland", (player.name, mainland_counts(player), self.set_mainland, self.more_vikings))
        if quick:
            points = player.points if seat in state.points_counted else None
            counted = player.gold if seat in state.counted else None
            self.set("purse", (PurseEntry(seat, player.name, points, counted), self.set_purse, self.typed))
            self.set("halves", (self.half, self.choose_half))
        else:
            gold = player.gold if state.setup.money == "purse" else None
            self.set("purse", (PurseView(seat, player.name, player.points, gold), self.set_purse, self.typed))
            # Only here: a quick score shows no preview, which until every board is in would not be the result.
            self._refresh_live()
        following = (seat + 1, state.players[seat + 1].name) if seat + 1 < len(state.players) else None
        problems = tuple(state.problems()) if quick else ()
        self.set("footer", (Footer(following, quick, problems), self.switch, self.score, self.problem_links))

    def _refresh_live(self) -> None:
        player = self.model.state.players[self.seat]
        spoken = self.live.headline
        self.live = self._live()
        if self.live.headline != spoken:
            # The live view may be scrolled away from the cell a screen reader is on: its new gain is said.
            self.app.announce(self.live.headline)
        live = (self.live.headline, self.live.supply, len(self.live.awards), self.live.problem, self.show_lines)
        chips = special_chips(player) if self.model.state.setup.rules == "progress" else None
        self.set("live", (*live, player.name, chips))

    def _live(self) -> LiveLines:
        state = self.model.state
        return live_lines(self.model.preview, state.players[self.seat], self.seat, self.seat in state.gold_to_count)

    # What the taps do

    def tap_cell(self, row: Row, column: int) -> None:
        player = self.model.state.players[self.seat]
        if any(tile.row is row and tile.column == column for tile in player.tiles):
            self.selected = None if self.selected == (row, column) else (row, column)
            self.refresh()
            return
        piece = default_piece(player, row, column) or Piece.start
        action = TilePlaced(player=self.seat, row=row, column=column, piece=piece, viking=self.with_viking)
        self.selected = (row, column)
        if not self.model.act(action):
            self.selected = None
            self.refresh()

    def tap_slot(self, slot: int) -> None:
        self.set_dialog(("ship", slot))

    def choose_mode(self, mode: str) -> None:
        self.with_viking = mode == "viking"
        self.refresh()

    def switch(self, seat: str | int) -> None:
        self._take_typed()
        self.selected = None
        self.seat = int(seat)
        self.choose_half(HOMELAND)
        scroll_to_top(self)

    def choose_half(self, half: str) -> None:
        self.half = half
        self.refresh()
        self.set_half(half)

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
            self.selected = None
            if not self.model.act(TileRemoved(player=self.seat, row=row, column=column)):
                self.selected = (row, column)

    def lay_island(self) -> None:
        if self.selected is not None:
            row, column = self.selected
            self.model.act(SpecialIslandLaid(player=self.seat, row=row, column=column))

    def add_special(self, kind: Special) -> None:
        held = self.model.state.players[self.seat].special_tiles
        self.model.act(SpecialTilesSet(player=self.seat, tiles=(*held, SpecialTile(tile=kind))))

    def remove_special(self, index: int) -> None:
        held = self.model.state.players[self.seat].special_tiles
        if index < len(held):
            self.model.act(SpecialTilesSet(player=self.seat, tiles=held[:index] + held[index + 1 :]))

    def set_mainland(self, viking: Viking, count: int) -> None:
        if count != self.model.state.players[self.seat].mainland.count(viking):
            self.model.act(MainlandSet(player=self.seat, viking=viking, count=count))

    def more_vikings(self, viking: Viking) -> None:
        self.set_dialog(("count", viking))

    def show_lines(self) -> None:
        self.set_dialog(("lines",))

    def set_purse(self, seat: int, what: str, value: int) -> None:
        count_purse(self.model, seat, **{what: value})

    def _take_typed(self) -> None:
        """Whatever the fields hold counts, the field being typed in too."""
        for key, value in list(self.typed.items()):
            what, seat = key.split("-")
            count_purse(self.model, int(seat), **{what: value})

    def score(self) -> None:
        """The quick score's final scoring, once nothing is still to enter; else what is, one tap from it."""
        if self.typed.refused:
            self.app.notify(text("ui.number.mend_all"))
            return
        self._take_typed()
        if still_to_enter(self.model.state):
            self.set_dialog(("missing",))
        elif self.model.act(Scored(round=6)):
            self.app.go(f"/game/{self.model.id}/final")

    def go_to(self, missing: Missing) -> None:
        """To where `missing` is entered: the player's screen, the homeland half (the purse is there too)."""
        self.set_dialog(None)
        self.switch(missing.seat)

    def problem_links(self) -> list[ft.Control]:
        return problem_links(self.app, self.model)


MODES = (("viking", "ui.lay_with_viking"), ("tile", "ui.lay_tile_only"))


def _draw_choices(value: tuple[tuple[tuple[str, str], ...], str, Callable[[str], None]]) -> ft.Control:
    options, selected, choose = value
    return choices(options, selected, choose)


def _draw_modes(value: tuple[tuple[tuple[str, str], ...], str, Callable[[str], None]]) -> ft.Control:
    options, selected, choose = value
    return choices(tuple((key, text(code)) for key, code in options), selected, choose)


def _draw_selection(value: tuple[TileView | None, TileActions]) -> ft.Control:
    tile, actions = value
    return SelectionBar(tile, actions) if tile is not None else ft.Container()


def _draw_special(value: tuple[Any, ...]) -> ft.Control:
    return SpecialEditor(*value)


def _draw_mainland(value: tuple[Any, ...]) -> ft.Control:
    return MainlandCounts(*value)


def _draw_purse_row(value: tuple[Any, ...]) -> ft.Control:
    return PurseRow(*value)


def _draw_quick_selection(value: tuple[TileView | None, TileActions]) -> ft.Control:
    """The bar of the selected tile, or a hint in its place: the footer under it stays where it is."""
    tile, actions = value
    if tile is not None:
        return SelectionBar(tile, actions)
    return ft.Container(ft.Text(text("ui.select_hint"), size=13), height=44, alignment=ft.Alignment.CENTER_LEFT)


def _draw_purse(value: tuple[Any, ...]) -> ft.Control:
    return PurseFields(*value)


def _draw_live(value: tuple[Any, ...]) -> ft.Control:
    *live, name, chips = value
    if chips is None:
        return LiveView(*live)
    return ft.Column([LiveView(*live), SpecialChips(name, chips)], spacing=4)


def _draw_footer(value: tuple[Any, ...]) -> ft.Control:
    footer, switch, score, problems = value
    buttons: list[ft.Control] = []
    if footer.following is not None:
        seat, name = footer.following
        buttons.append(text_button(text("ui.next_player", {"name": name}), lambda _: switch(seat), Icons.ARROW_FORWARD))
    if not footer.quick:
        return ft.Column(buttons, spacing=6)
    # The quick score's next player and its scoring side by side, under the screen's half, never scrolled to.
    buttons.append(text_button(text("ui.score_game"), lambda _: score(), Icons.CALCULATE, filled=True))
    return ft.Column([ft.Row(buttons, spacing=8, wrap=True, run_spacing=6), *problems()], spacing=6)


@ft.component
def _HomelandEditor(handle: Handle, top: bool, first_seat: int, first_cell: tuple[Row, int] | None = None) -> ft.View:
    """The homeland editor, for `handle`'s game; `top` says whether it is the screen shown (see `routes`)."""
    model = handle.model
    app = use_app()
    window = use_window()
    dialog, set_dialog = stateful(cast("tuple[Any, ...] | None", None))

    def make() -> Editing:
        editing = Editing(model, app, min(first_seat, len(model.state.players) - 1), first_cell)
        editing.width = window.width
        return editing

    editing = kept(make)
    half, set_half = stateful(editing.half)
    editing.set_dialog, editing.width, editing.set_half = set_dialog, window.width, set_half
    use_regions(lambda: editing, top)
    quick = model.state.setup.quick
    lines = [Shown(editing.region("slots"), draw_slots, key="slots")]
    lines += [Shown(editing.region(row.value), draw_cells, key=row.value) for row in ISLAND_ROWS]
    grid = grid_frame(Shown(editing.region("heads"), draw_heads, key="heads"), lines)
    mainland = Shown(editing.region("mainland"), _draw_mainland, key="mainland")
    special = [Shown(editing.region("special"), _draw_special, key="special")]
    special = special if model.state.setup.rules == "progress" else []
    controls: list[ft.Control] = [Shown(editing.region("players"), _draw_choices, key="players")]
    if quick:
        # A player's screen in two halves, each whole on a phone: the purse and the homeland; the mainland.
        controls.append(Shown(editing.region("halves"), draw_halves, key="halves"))
        if half == MAINLAND:
            controls += [mainland, *special]
        else:
            controls += [
                Shown(editing.region("purse"), _draw_purse_row, key="purse"),
                Shown(editing.region("modes"), _draw_modes, key="modes"),
                grid,
                Shown(editing.region("selection"), _draw_quick_selection, key="selection"),
            ]
    else:
        controls += [
            Shown(editing.region("modes"), _draw_modes, key="modes"),
            grid,
            Shown(editing.region("selection"), _draw_selection, key="selection"),
            mainland,
            *special,
            heading(text("ui.purse"), size=14),
            Shown(editing.region("purse"), _draw_purse, key="purse"),
            Shown(editing.region("live"), _draw_live, key="live"),
        ]
    controls.append(Shown(editing.region("footer"), _draw_footer, key="footer"))

    close = lambda: set_dialog(None)  # noqa: E731
    shown = None
    seat = editing.seat
    if dialog is not None and dialog[0] == "missing":
        names = tuple(player.name for player in model.state.players)
        shown = missing_dialog(tuple(still_to_enter(model.state)), names, editing.go_to, close)
    elif dialog is not None and dialog[0] == "ship":
        shown = ship_dialog(model, seat, dialog[1], None, close)
    elif dialog is not None and dialog[0] == "count":
        shown = count_dialog(model, seat, dialog[1], close)
    elif dialog is not None and dialog[0] == "lines":
        shown = lines_dialog(editing.live.headline, editing.live.lines, close)
    ft.use_dialog(shown)
    back = "/" if quick else f"/game/{model.id}"
    return screen(
        app,
        # The app bar is painted apart from the page's body already (a scroll view), and its parts are small.
        Shown(editing.region("title"), draw_title, key="title", layer=False),
        controls,
        back=back,
        actions=Shown(editing.region("actions"), draw_actions, key="actions", layer=False),
        ref=editing,
    )


HomelandEditor = ft.memo(_HomelandEditor)
