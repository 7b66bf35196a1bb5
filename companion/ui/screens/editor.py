"""The homeland editor: one player's grid, mainland and purse, with the live view of the next scoring.

One tap on a green cell lays the piece that fits with its viking standing on it (or the tile alone); a tap on
a tile selects it, and the bar under the grid changes its piece, its viking, or takes it away. The same
screen enters the final boards of a quick score, one player after the other.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, cast

import flet as ft

from companion.games.vikings import Homeland, Piece, Player, Row, Viking, default_piece, fitting_pieces
from companion.games.vikings.scoring import FED_PER_FISHERMAN, supply
from companion.messages import amount_text, award_text, ntext, problem_text, text
from companion.play.events import MainlandSet, PieceChanged, Scored, TilePlaced, TileRemoved, VikingToggled

from ..homeland_grid import Grid, grid_view
from ..hooks import kept, redraw, stateful
from ..model import GameModel
from ..widgets import badge, heading, number_field, tap, text_button
from .common import screen, scroll_to_top, title, undo_actions, use_app
from .setup import choices
from .sheets import count_dialog, ship_dialog, use_window
from .table import count_purse


class Editing:
    """The editor's handlers, alive as long as the screen so that the grid's callbacks keep their identity."""

    def __init__(self, model: GameModel, seat: int) -> None:
        self.model = model
        self.seat = seat
        self.with_viking = True
        self.selected: tuple[Row, int] | None = None
        self.redraw = lambda: None
        self.open_ship = lambda slot: None

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
        self.open_ship(slot)

    def choose_mode(self, mode: str) -> None:
        self.with_viking = mode == "viking"
        self.redraw()


@ft.component
def HomelandEditor(model: GameModel, first_seat: int) -> ft.View:
    app = use_app()
    window = use_window()
    state = model.state
    seat, set_seat = stateful(first_seat)
    seat = min(seat, len(state.players) - 1)
    editing = kept(lambda: Editing(model, seat))
    editing.model, editing.seat = model, seat
    editing.redraw = redraw()
    dialog, set_dialog = stateful(cast("tuple[Any, ...] | None", None))
    typed = kept(dict[str, int])
    editing.open_ship = lambda slot: set_dialog(("ship", slot))
    player = state.players[seat]
    if editing.selected and not any((t.row, t.column) == editing.selected for t in player.tiles):
        editing.selected = None

    top: Any = ft.use_ref(None)
    ft.on_updated(lambda: scroll_to_top(top), [seat])

    def switch(other: int) -> None:
        editing.selected = None
        set_seat(other)

    quick = state.setup.quick
    controls: list[ft.Control] = [
        choices([(str(i), p.name) for i, p in enumerate(state.players)], str(seat), lambda v: switch(int(v))),
        purse_fields(model, seat, typed),
    ]
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
    if editing.selected is not None:
        controls.append(selection_bar(model, seat, editing))
    controls.append(mainland_editor(model, seat, lambda viking: set_dialog(("count", viking))))
    controls += live_view(model, seat)
    following = seat + 1
    if following < len(state.players):
        controls.append(
            text_button(
                text("ui.next_player", {"name": state.players[following].name}),
                lambda _: switch(following),
                ft.Icons.ARROW_FORWARD,
            )
        )
    if quick:

        def score(_: object) -> None:
            for key, value in list(typed.items()):
                what, seat_typed = key.split("-")
                count_purse(model, int(seat_typed), **{what: value})
            typed.clear()
            if model.act(Scored(round=6)):
                app.go(f"/game/{model.id}/final")

        controls.append(text_button(text("ui.score_game"), score, ft.Icons.CALCULATE, filled=True))
        problems = state.problems()
        controls += [ft.Text(problem_text(problem), color=ft.Colors.ERROR, size=13) for problem in problems[:5]]

    close = lambda: set_dialog(None)  # noqa: E731
    shown = None
    if dialog is not None and dialog[0] == "ship":
        shown = ship_dialog(model, seat, dialog[1], None, close)
    elif dialog is not None and dialog[0] == "count":
        shown = count_dialog(model, seat, dialog[1], close)
    ft.use_dialog(shown)
    heading_ = title(
        player.name, text("ui.quick_score") if quick else text("ui.homeland_round", {"round": state.round})
    )
    back = "/" if quick else f"/game/{model.id}"
    return screen(app, heading_, controls, back=back, actions=undo_actions(model), ref=top)


def selection_bar(model: GameModel, seat: int, editing: Editing) -> ft.Control:
    """What a selected tile can become: another piece that fits, with or without its viking, or no tile."""
    assert editing.selected is not None
    row, column = editing.selected
    player = model.state.players[seat]
    tile = next(t for t in player.tiles if (t.row, t.column) == (row, column))
    buttons: list[ft.Control] = []
    for piece in fitting_pieces(player, row, column):
        chosen = piece is tile.piece
        buttons.append(
            tap(
                text("ui.piece_choice", {"piece": piece.value}) + (text("grid.selected") if chosen else ""),
                ft.Text(text(f"piece.{piece.value}"), weight=ft.FontWeight.BOLD if chosen else None),
                (lambda _, p=piece: model.act(PieceChanged(player=seat, row=row, column=column, piece=p)))
                if not chosen
                else None,
                width=None,
                height=40,
                padding=10,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if chosen else None,
                border=ft.BorderSide(1, ft.Colors.OUTLINE),
                radius=20,
            )
        )
    viking_label = text("ui.viking_off" if tile.viking else "ui.viking_on", {"row": row.value})
    buttons.append(
        text_button(
            viking_label, lambda _: model.act(VikingToggled(player=seat, row=row, column=column)), ft.Icons.PERSON
        )
    )

    def remove(_: object) -> None:
        if model.act(TileRemoved(player=seat, row=row, column=column)):
            editing.selected = None
            editing.redraw()

    buttons.append(text_button(text("ui.remove_tile"), remove, ft.Icons.DELETE_OUTLINE))
    where = text("ui.selected_tile", {"row": row.value, "column": column})
    return ft.Column([ft.Text(where, size=13), ft.Row(buttons, wrap=True, spacing=6)], spacing=4)


def mainland_summary(player: Player) -> ft.Control:
    """The vikings on a player's mainland, each kind with its number (read only)."""
    items: list[ft.Control] = []
    for viking in Viking:
        count = player.mainland.count(viking)
        if count:
            items.append(ft.Row([badge(viking, size=24), ft.Text(str(count), size=15)], spacing=4, tight=True))
    label = text("ui.mainland_of", {"name": player.name, "vikings": _counts_words(player)})
    return ft.Semantics(
        content=ft.Row(
            [ft.Text(text("ui.mainland"), size=14, weight=ft.FontWeight.W_600), *items], spacing=10, wrap=True
        ),
        label=label,
        container=True,
    )


def _counts_words(player: Player) -> str:
    counts = [ntext("ui.viking_count", player.mainland.count(v), {"who": v.value, "viking": v.value}) for v in Viking]
    return ", ".join(c for c, v in zip(counts, Viking, strict=True) if player.mainland.count(v)) or text("ui.nobody")


SHOWN_COUNTS = 9
"""Numbers offered on a mainland row; more opens the full choice (the game has 13 vikings of a colour)."""


def mainland_editor(model: GameModel, seat: int, more: Callable[[Viking], None]) -> ft.Control:
    """Each kind of viking on the mainland as a row of numbers: one tap sets how many stand there."""
    player = model.state.players[seat]
    rows: list[ft.Control] = [heading(text("ui.mainland_of_short", {"name": player.name}), size=14)]
    for viking in Viking:
        count = player.mainland.count(viking)

        def choose(number: int, viking: Viking = viking) -> None:
            if number != model.state.players[seat].mainland.count(viking):
                model.act(MainlandSet(player=seat, viking=viking, count=number))

        chips: list[ft.Control] = [badge(viking, size=26)]
        for number in range(SHOWN_COUNTS):
            chosen = number == count
            chips.append(
                tap(
                    ntext("ui.viking_count", number, {"who": viking.value, "viking": viking.value})
                    + (text("grid.selected") if chosen else ""),
                    ft.Text(str(number), size=14, weight=ft.FontWeight.BOLD if chosen else None),
                    lambda _, n=number, choose=choose: choose(n),
                    width=30,
                    height=36,
                    bgcolor=ft.Colors.PRIMARY_CONTAINER if chosen else None,
                    radius=15,
                )
            )
        beyond = count >= SHOWN_COUNTS
        chips.append(
            tap(
                text("ui.more_vikings", {"viking": viking.value}) + (text("grid.selected") if beyond else ""),
                ft.Text(str(count) if beyond else "+", size=14, weight=ft.FontWeight.BOLD),
                lambda _, v=viking: more(v),
                width=30,
                height=36,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if beyond else None,
                radius=15,
            )
        )
        rows.append(ft.Row(chips, spacing=0))
    return ft.Column(rows, spacing=0)


def purse_fields(model: GameModel, seat: int, typed: dict[str, int]) -> ft.Control:
    """The player's points and gold, typed as numbers: a quick score's final purse, or a correction. With the
    coins on the table the app keeps no gold until it is counted before the final scoring."""
    state = model.state
    player = state.players[seat]
    shown = ("points", "gold") if state.setup.money == "purse" or state.setup.quick else ("points",)

    fields = [
        number_field(
            text(f"ui.{what}_of", {"name": player.name}),
            getattr(player, what),
            partial(set_purse, model, seat, what),
            typed=typed,
            key=f"{what}-{seat}",
        )
        for what in shown
    ]
    return ft.Row(fields, spacing=8, wrap=True)


def set_purse(model: GameModel, seat: int, what: str, value: int) -> None:
    count_purse(model, seat, **{what: value})


def live_view(model: GameModel, seat: int) -> list[ft.Control]:
    """What the next scoring would give this player, line by line, and the fishermen's supply."""
    state = model.state
    player = state.players[seat]
    preview = state.preview()
    lines: list[ft.Control] = [heading(text("ui.live"), size=14)]
    if preview is None:
        lines.append(ft.Text(text("ui.board_not_legal"), color=ft.Colors.ERROR))
        return lines
    scored = preview.players[seat]
    lines.append(
        ft.Text(
            text("ui.if_now", {"amount": amount_text(scored.points - player.points, scored.gold - player.gold)}),
            weight=ft.FontWeight.BOLD,
        )
    )
    lines.append(ft.Text(supply_text(preview.players[seat].breakdown, Homeland.of(player)), size=13))
    details: list[ft.Control] = [
        ft.Text(
            f"{award_text(award)}"
            + ("" if award.scoring.value == "transport" else f": {amount_text(award.points, award.gold)}"),
            size=13,
        )
        for award in scored.breakdown
    ]
    if details:
        lines.append(ft.ExpansionTile(title=text("ui.lines", {"count": len(details)}), controls=details, dense=True))
    return lines


def supply_text(breakdown: object, homeland: Homeland) -> str:
    """The supply as the final scoring counts it: from its own line once the final scoring is in the preview
    (after the round-6 transports), else from the homeland as it stands."""
    for award in breakdown:  # type: ignore[attr-defined]
        if award.rule == "supply":
            detail = award.detail
            return ntext("ui.supply", int(detail["fishermen"]), {"fed": detail["fed"], "vikings": detail["vikings"]})
    fishermen, vikings = supply(homeland)
    return ntext("ui.supply", fishermen, {"fed": FED_PER_FISHERMAN * fishermen, "vikings": vikings})
