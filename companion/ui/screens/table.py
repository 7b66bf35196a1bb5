"""At the table: the round and the scoring that ends it, each player's gold and points, quick actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from companion.games.vikings import BoardResult, scorings_after
from companion.messages import amount_text, text
from companion.play.events import Action, Corrected, PointsTurnedToGold, TilePaid

from ..theme import CELL, SEAT_COLOURS
from ..widgets import action_button, labelled_value, stepper, tap_target
from .common import app_bar, body

if TYPE_CHECKING:
    from ..app import App

PRICES = range(12)


def scorings_text(round_: int) -> str:
    return ", ".join(text(f"scoring.{scoring.value}") for scoring in scorings_after(round_))


def gained(preview: BoardResult | None, index: int, before: tuple[int, int]) -> str:
    if preview is None:
        return text("ui.board_not_legal")
    scored = preview.players[index]
    return text("ui.if_now", {"amount": amount_text(scored.points - before[0], scored.gold - before[1])})


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    state = app.state
    preview = state.preview()
    header = ft.Column(
        [
            ft.Text(text("ui.round", {"round": state.round}), size=22, weight=ft.FontWeight.BOLD),
            ft.Text(text("ui.next_scoring", {"scorings": scorings_text(state.round)}), size=14),
        ],
        spacing=2,
    )
    cards = [player_card(app, index, preview) for index in range(len(state.players))]
    score = action_button(
        text("ui.score_round", {"round": state.round}), lambda _: app.go("scoring"), ft.Icons.CALCULATE, filled=True
    )
    controls = [header, ft.ResponsiveRow(cards, run_spacing=8), score]
    return app_bar(app, text("ui.title"), back="home", history=True), body(controls)


def player_card(app: App, index: int, preview: BoardResult | None) -> ft.Control:
    state = app.state
    player = state.players[index]
    seat = state.setup.seats[index]
    name = player.name

    def open_editor(_: object) -> None:
        app.player = index
        app.go("editor")

    marker = ft.Container(
        width=18, height=18, bgcolor=SEAT_COLOURS[seat.colour], border_radius=9, border=ft.Border.all(1, "#616161")
    )
    title: list[ft.Control] = [marker, ft.Text(name, size=18, weight=ft.FontWeight.BOLD, expand=True)]
    if state.setup.start_player == index:
        title.append(ft.Text(text("ui.start_marker"), size=12, italic=True))
    figures = ft.Row(
        [
            ft.Icon(ft.Icons.EMOJI_EVENTS, size=20),
            labelled_value(
                text("ui.player_points", {"name": name, "points": player.points}),
                text("ui.points", {"points": player.points}),
            ),
            ft.Icon(ft.Icons.PAID, size=20),
            labelled_value(
                text("ui.player_gold", {"name": name, "gold": player.gold}), text("ui.gold", {"gold": player.gold})
            ),
        ],
        wrap=True,
    )
    actions = ft.Row(
        [
            action_button(text("ui.pay_tile"), lambda _: pay_dialog(app, index), ft.Icons.SHOPPING_BAG),
            action_button(text("ui.points_to_gold"), lambda _: points_dialog(app, index), ft.Icons.CURRENCY_EXCHANGE),
            action_button(text("ui.correct"), lambda _: correct_dialog(app, index), ft.Icons.EDIT),
            action_button(text("ui.edit_homeland", {"name": name}), open_editor, ft.Icons.GRID_ON),
        ],
        wrap=True,
    )
    before = (player.points, player.gold)
    content = ft.Column([ft.Row(title), figures, ft.Text(gained(preview, index, before), size=13), actions], spacing=8)
    return ft.Card(content=ft.Container(content, padding=12), col={"xs": 12, "md": 6, "xl": 3})


def pay_dialog(app: App, index: int) -> None:
    player = app.state.players[index]

    def pay(price: int) -> None:
        app.page.pop_dialog()
        app.act(TilePaid(player=index, price=price))

    buttons: list[ft.Control] = [
        tap_target(
            text("ui.price", {"price": price}),
            ft.Text(str(price), size=18, weight=ft.FontWeight.BOLD, opacity=1 if price <= player.gold else 0.35),
            (lambda _, p=price: pay(p)) if price <= player.gold else None,
            width=CELL + 8,
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            radius=CELL / 2,
        )
        for price in PRICES
    ]

    hint = (
        ft.Text(text("refused.not_enough_gold", {"gold": player.gold, "price": 11}), size=12)
        if player.gold < 11
        else ft.Container()
    )
    app.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(text("ui.pay_tile_for", {"name": player.name})),
            content=ft.Column([ft.Row(buttons, wrap=True), hint], tight=True, width=300),
            actions=[ft.TextButton(content=text("ui.cancel"), on_click=lambda _: app.page.pop_dialog())],
        )
    )


def _form_dialog(
    app: App,
    title: str,
    draw: Callable[[Callable[[], None]], ft.Control],
    action: Callable[[], Action],
    enabled: bool = True,
) -> None:
    """A dialog showing `draw(redraw)`, redrawn when its values change; Confirm applies `action()`."""
    holder = ft.Container()

    def redraw() -> None:
        holder.content = draw(redraw)
        holder.update()

    def confirm(_: object) -> None:
        app.page.pop_dialog()
        app.act(action())

    holder.content = draw(redraw)
    app.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(title),
            content=holder,
            actions=[
                ft.TextButton(content=text("ui.cancel"), on_click=lambda _: app.page.pop_dialog()),
                ft.FilledButton(content=text("ui.confirm"), on_click=confirm, disabled=not enabled),
            ],
        )
    )


def points_dialog(app: App, index: int) -> None:
    player = app.state.players[index]
    amount = {"points": 1}

    def draw(redraw: Callable[[], None]) -> ft.Control:
        def change(value: int) -> None:
            amount["points"] = value
            redraw()

        return stepper(text("ui.points_to_gold"), amount["points"], change, low=1, high=max(player.points, 1))

    _form_dialog(
        app,
        text("ui.points_to_gold_for", {"name": player.name}),
        draw,
        lambda: PointsTurnedToGold(player=index, amount=amount["points"]),
        enabled=player.points > 0,
    )


def correct_dialog(app: App, index: int) -> None:
    player = app.state.players[index]
    change = {"points": 0, "gold": 0}

    def draw(redraw: Callable[[], None]) -> ft.Control:
        def setter(what: str) -> Callable[[int], None]:
            def set_(value: int) -> None:
                change[what] = value
                redraw()

            return set_

        steppers = [
            stepper(
                text(f"ui.change_{what}"),
                change[what],
                setter(what),
                low=-getattr(player, what),
                high=200,
            )
            for what in ("points", "gold")
        ]
        return ft.Column(steppers, tight=True)

    _form_dialog(
        app,
        text("ui.correct_for", {"name": player.name}),
        draw,
        lambda: Corrected(player=index, points=change["points"], gold=change["gold"]),
    )
