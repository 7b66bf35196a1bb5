"""At the table: every player in one compact row, and the turn being played on the current player's homeland.

A turn is one or two taps: the tile's cell (its viking stands on it), or first the viking that goes to the
mainland. The screen then moves on to the next player in seat order. When the round's tiles are all taken,
the round's scoring is one tap away.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple, cast

import flet as ft

from companion.games.vikings import (
    BoardResult,
    Homeland,
    Piece,
    Row,
    Viking,
    advise,
    default_piece,
    fitting_pieces,
    scorings_after,
)
from companion.messages import amount_text, problem_text, text
from companion.play.events import LaidShip, LaidTile, PurseSet, Scored, Transported, TurnTaken
from companion.play.game import GameState
from companion.play.turns import NextTurn, next_turn

from ..homeland_grid import Grid, grid_view
from ..hooks import kept, redraw, stateful
from ..model import App, GameModel
from ..theme import SEAT_COLOURS, VIKING_COLOURS, VIKING_LETTERS
from ..widgets import Handler, heading, icon_button, number_field, tap, text_button
from .common import screen, title, undo_actions, use_app
from .sheets import convert_dialog, ship_dialog, use_window

PRICES = range(12)


def scorings_text(round_: int) -> str:
    return ", ".join(text(f"scoring.{scoring.value}") for scoring in scorings_after(round_))


def gain_text(preview: BoardResult | None, state: GameState, seat: int) -> str:
    """What the scoring that ends the round would give this player now."""
    if preview is None:
        return "—"
    player, scored = state.players[seat], preview.players[seat]
    return amount_text(scored.points - player.points, scored.gold - player.gold, short=True)


class RowView(NamedTuple):
    seat: int
    name: str
    colour: str
    points: int
    gold: str
    gain: str
    playing: bool
    starts: bool


@ft.component
def _PlayerRow(view: RowView, on_open: Handler, on_convert: Handler) -> ft.Control:
    marker = ft.Container(
        width=16, height=16, bgcolor=SEAT_COLOURS[view.colour], border_radius=8, border=ft.Border.all(1, "#616161")
    )
    name = ft.Text(
        view.name,
        size=15,
        weight=ft.FontWeight.BOLD if view.playing else ft.FontWeight.W_500,
        max_lines=1,
        overflow=ft.TextOverflow.ELLIPSIS,
        expand=True,
    )
    figures: list[ft.Control] = [ft.Text(text("ui.points_short", {"points": view.points}), size=15, width=52)]
    if view.gold:
        figures.append(ft.Text(view.gold, size=15, width=44))
    figures.append(ft.Text(view.gain, size=13, width=76, color=ft.Colors.PRIMARY))
    label = text(
        "ui.player_row",
        {"name": view.name, "points": view.points, "gold": view.gold or "—", "gain": view.gain},
    )
    if view.playing:
        label += text("ui.player_row_playing")
    row = ft.Row([marker, name, *figures], spacing=6)
    fill = ft.Colors.SECONDARY_CONTAINER if view.playing else None
    return ft.Row(
        [
            tap(label, row, on_open, width=None, height=36, bgcolor=fill, padding=6, radius=10, key="open"),
            tap(
                text("ui.convert_for", {"name": view.name}),
                ft.Icon(ft.Icons.CURRENCY_EXCHANGE, size=20),
                on_convert,
                width=40,
                height=36,
                radius=18,
                key="convert",
            ),
        ],
        spacing=2,
    )


PlayerRow = ft.memo(_PlayerRow)


class Turns:
    """The handlers of the turn being entered. One object lives as long as the screen, so the grid's
    callbacks keep their identity (memoised cells stay memoised) and always read the game as it is now."""

    def __init__(self, model: GameModel) -> None:
        self.model = model
        self.viking: Viking | None = None
        self.price: int = 0
        self.reset = lambda: None
        self.open_ship: Callable[[int, int], None] = lambda player, slot: None

    @property
    def turn(self) -> NextTurn | None:
        return next_turn(self.model.state)

    def _money(self, player: int) -> dict[str, int]:
        state = self.model.state
        if state.setup.money != "purse":
            return {}
        gold = state.players[player].gold
        return {"price": self.price, "convert": max(0, self.price - gold)}

    def _take(self, turn: TurnTaken) -> None:
        if self.model.act(turn):
            self.viking, self.price = None, 0
            self.reset()

    def lay_tile(self, row: Row, column: int) -> None:
        turn = self.turn
        if turn is None:
            return
        player = self.model.state.players[turn.player]
        piece = default_piece(player, row, column) or Piece.start
        tile = LaidTile(row=row, column=column, piece=piece)
        if turn.start_tile:
            self._take(TurnTaken(player=turn.player, viking=None, tile=tile))
            return
        viking = self.viking or Viking(row.value)
        on_tile = self.viking is None
        self._take(TurnTaken(player=turn.player, viking=viking, tile=tile, on_tile=on_tile, **self._money(turn.player)))

    def tap_slot(self, slot: int) -> None:
        turn = self.turn
        if turn is not None and not turn.start_tile:
            self.open_ship(turn.player, slot)

    def lay_ship(self, slot: int, ship: LaidShip, viking: Viking) -> None:
        turn = self.turn
        if turn is None or turn.start_tile:
            return
        self._take(TurnTaken(player=turn.player, viking=viking, ship=ship, **self._money(turn.player)))

    def discard(self, _: object = None) -> None:
        turn = self.turn
        if turn is None or self.viking is None:
            return
        self._take(TurnTaken(player=turn.player, viking=self.viking, **self._money(turn.player)))


@ft.component
def GameTable(model: GameModel) -> ft.View:
    app = use_app()
    window = use_window()
    state = model.state
    turns = kept(lambda: Turns(model))
    turns.model = model
    turns.reset = redraw()
    turns.open_ship = lambda player, slot: set_sheet(("ship", player, slot))
    sheet, set_sheet = stateful(cast("tuple[Any, ...] | None", None))
    typed = kept(dict[str, int])
    preview = ft.use_memo(state.preview, dependencies=[state])
    turn = next_turn(state)

    rows = [
        PlayerRow(
            RowView(
                seat,
                player.name,
                state.setup.seats[seat].colour,
                player.points,
                text("ui.gold_short", {"gold": player.gold}) if state.setup.money == "purse" else "",
                gain_text(preview, state, seat),
                turn is not None and turn.player == seat,
                seat == (state.setup.start_player + state.round - 1) % len(state.players),
            ),
            lambda _, s=seat: app.go(f"/game/{model.id}/homeland/{s}"),
            lambda _, s=seat: set_sheet(("convert", s)),
            key=f"player-{seat}",
        )
        for seat, player in enumerate(state.players)
    ]
    controls: list[ft.Control] = [ft.Column(rows, spacing=4)]
    controls += last_turn(model)
    if turn is not None:
        controls += turn_panel(model, turns, turn, window.width, app.settings.dark, set_sheet)
    else:
        controls += round_end(app, model, preview, typed)
    problems = state.problems()
    if problems and turn is not None:
        controls += [ft.Text(problem_text(problem), color=ft.Colors.ERROR, size=13) for problem in problems[:5]]

    dialog = None
    if sheet is not None and sheet[0] == "convert":
        dialog = convert_dialog(model, sheet[1], lambda: set_sheet(None))
    elif sheet is not None and sheet[0] == "ship":
        dialog = ship_dialog(model, sheet[1], sheet[2], turns if turn else None, lambda: set_sheet(None))
    ft.use_dialog(dialog)
    round_title = text("ui.round_short", {"round": state.round})
    sub = text("ui.turn_of", {"number": turn.number}) if turn and not turn.start_tile else scorings_text(state.round)
    return screen(app, title(round_title, sub), controls, back="/", actions=undo_actions(model))


def last_turn(model: GameModel) -> list[ft.Control]:
    """The turn just taken, with what can still be changed about it in one tap: its piece."""
    actions = model.session.game.actions
    if not actions or not isinstance(actions[-1], TurnTaken):
        return []
    turn = actions[-1]
    state = model.state
    player = state.players[turn.player]
    chips: list[ft.Control] = []
    if turn.tile is not None:
        tile = turn.tile
        without = player.model_copy(
            update={"tiles": tuple(t for t in player.tiles if (t.row, t.column) != (tile.row, tile.column))}
        )
        for piece in fitting_pieces(without, tile.row, tile.column):
            if piece is tile.piece:
                continue
            amended = turn.model_copy(update={"tile": tile.model_copy(update={"piece": piece})})
            chips.append(
                tap(
                    text("ui.make_piece", {"piece": piece.value}),
                    ft.Row(
                        [ft.Icon(ft.Icons.SWAP_HORIZ, size=16), ft.Text(text(f"piece.{piece.value}"), size=13)],
                        spacing=2,
                        tight=True,
                    ),
                    lambda _, a=amended: model.amend_last_turn(a),
                    width=None,
                    height=36,
                    padding=8,
                    border=ft.BorderSide(1, ft.Colors.OUTLINE),
                    radius=18,
                )
            )
    what = ft.Text(text("ui.last_turn", {"what": _turn_words(turn, state)}), size=12, italic=True, expand=True)
    return [ft.Row([what, *chips], spacing=4)]


def _turn_words(turn: TurnTaken, state: GameState) -> str:
    from ..describe import describe

    words = describe(turn, state)
    if turn.tile is not None:
        words += text("ui.with_piece", {"piece": turn.tile.piece.value})
    if turn.viking is not None and not turn.on_tile:
        words += text("ui.viking_to_mainland", {"who": turn.viking.value})
    return words


def turn_panel(
    model: GameModel, turns: Turns, turn: NextTurn, width: float, dark: bool, set_sheet: object
) -> list[ft.Control]:
    state = model.state
    player = state.players[turn.player]
    if turn.start_tile:
        prompt = text("ui.start_tile_prompt", {"name": player.name})
    else:
        prompt = text("ui.turn_prompt", {"name": player.name})
    controls: list[ft.Control] = [heading(prompt, size=15)]
    if not turn.start_tile:
        controls.append(_viking_row(turns, player.name))
        if state.setup.money == "purse":
            controls.append(_price_row(turns, player.gold, player.points))
    view = grid_view(
        player,
        lay=True,
        edit=False,
        ships=not turn.start_tile,
        with_viking=turns.viking is None and not turn.start_tile,
        width=width,
        dark=dark,
    )
    controls.append(Grid(view, turns.lay_tile, turns.tap_slot, key=f"grid-{turn.player}"))
    controls.append(ft.Text(_mainland_words(player.mainland), size=13))
    return controls


def _viking_row(turns: Turns, name: str) -> ft.Control:
    chosen = turns.viking

    def choose(viking: Viking) -> None:
        turns.viking = None if turns.viking is viking else viking
        turns.reset()

    buttons: list[ft.Control] = []
    for viking in Viking:
        fill, ink = VIKING_COLOURS[viking]
        selected = viking is chosen
        label = text("ui.viking_goes_to_mainland", {"who": viking.value})
        if selected:
            label += text("grid.selected")
        buttons.append(
            tap(
                label,
                ft.Text(VIKING_LETTERS[viking], color=ink, weight=ft.FontWeight.BOLD, size=16),
                lambda _, v=viking: choose(v),
                width=40,
                height=40,
                bgcolor=fill,
                border=ft.BorderSide(4, ft.Colors.PRIMARY) if selected else ft.BorderSide(1, "#FFFFFF"),
                radius=20,
            )
        )
    discard = icon_button(ft.Icons.DELETE_OUTLINE, text("ui.discard"), turns.discard if chosen else None)
    return ft.Column(
        [ft.Text(text("ui.viking_row_hint"), size=12), ft.Row([*buttons, discard], spacing=4, wrap=True)], spacing=2
    )


def _price_row(turns: Turns, gold: int, points: int) -> ft.Control:
    def choose(price: int) -> None:
        turns.price = price
        turns.reset()

    chips: list[ft.Control] = []
    for price in PRICES:
        short = max(0, price - gold)
        affordable = short <= points
        label = text("ui.price_choice", {"price": price})
        if short and affordable:
            label += text("ui.price_with_points", {"points": short})
        if price == turns.price:
            label += text("grid.selected")
        chips.append(
            tap(
                label,
                ft.Text(str(price), size=14, weight=ft.FontWeight.BOLD if price == turns.price else None),
                (lambda _, p=price: choose(p)) if affordable else None,
                width=28,
                height=40,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if price == turns.price else None,
                radius=6,
            )
        )
    return ft.Row(chips, spacing=1, wrap=True)


def _mainland_words(mainland: object) -> str:
    counts = [(viking, mainland.count(viking)) for viking in Viking]  # type: ignore[attr-defined]
    shown = [f"{count} {VIKING_LETTERS[viking]}" for viking, count in counts if count]
    return text("ui.mainland_line", {"vikings": " · ".join(shown) or text("ui.nobody")})


def round_end(app: App, model: GameModel, preview: BoardResult | None, typed: dict[str, int]) -> list[ft.Control]:
    """The round's tiles are all taken: the boatsmen's advice at a great scoring, the coins counted before the
    final scoring, and the scoring itself."""
    state = model.state
    controls: list[ft.Control] = [heading(text("ui.round_complete", {"round": state.round}), size=15)]
    problems = state.problems()
    if problems:
        controls += [ft.Text(problem_text(problem), color=ft.Colors.ERROR) for problem in problems[:6]]
    if state.round % 2 == 0 and state.round < 6:
        controls += advice(model)
    if state.setup.money == "coins" and state.round == 6:
        controls += count_gold(model, typed)

    def score(_: object) -> None:
        round_ = model.state.round
        for key, gold in list(typed.items()):
            count_purse(model, int(key.removeprefix("gold-")), gold=gold)
        typed.clear()
        if model.act(Scored(round=round_)):
            app.go(f"/game/{model.id}/final" if model.state.finished else f"/game/{model.id}/scoring/{round_}")

    # Counting the coins never disables the scoring: the gold typed last arrives as its field is left, before the tap.
    ready = preview is not None
    controls.append(
        text_button(
            text("ui.score_round", {"round": state.round}), score if ready else None, ft.Icons.CALCULATE, filled=True
        )
    )
    return controls


def advice(model: GameModel) -> list[ft.Control]:
    state = model.state
    controls: list[ft.Control] = []
    for seat, player in enumerate(state.players):
        for option in advise(Homeland.of(player), state.setup.rules):
            gain = amount_text(option.points, option.gold)
            cells = ", ".join(
                text("cli.cell", {"row": row.value, "column": column}) for row, column in option.transport.placements
            )
            accept = Transported(player=seat, placements=tuple(option.transport.placements), boatsmen=option.boatsmen)
            controls += [
                ft.Text(
                    text(
                        "ui.advice_line",
                        {"name": player.name, "boatsmen": option.boatsmen, "gain": gain, "cells": cells},
                    ),
                    size=13,
                ),
                text_button(
                    text("ui.accept_transport", {"name": player.name, "boatsmen": option.boatsmen}),
                    lambda _, a=accept: model.act(a),
                    ft.Icons.SAILING,
                ),
            ]
    if controls:
        controls.insert(0, ft.Text(text("ui.advice_hint"), size=13))
    return controls


def count_gold(model: GameModel, typed: dict[str, int]) -> list[ft.Control]:
    """With the coins on the table, each player's gold is counted before the final scoring."""
    state = model.state
    fields: list[ft.Control] = [ft.Text(text("ui.count_gold_hint"), size=13)]
    for seat, player in enumerate(state.players):
        fields.append(
            number_field(
                text("ui.gold_of", {"name": player.name}),
                player.gold if seat in state.counted else None,
                partial(count_gold_of, model, seat),
                typed=typed,
                width=200,
                key=f"gold-{seat}",
            )
        )
    return fields


def count_gold_of(model: GameModel, seat: int, gold: int) -> None:
    count_purse(model, seat, gold=gold)


def count_purse(model: GameModel, seat: int, **purse: int) -> None:
    """Set what a player's purse holds, unless it holds that already (a count of the same gold still counts)."""
    state = model.state
    player = state.players[seat]
    changed = {what: value for what, value in purse.items() if getattr(player, what) != value}
    if changed or ("gold" in purse and seat not in state.counted):
        model.act(PurseSet(player=seat, **(changed or purse)))
