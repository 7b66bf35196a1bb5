"""New game and quick score: the players' names in seat order (2 to 4), colours, start player, rules, money, and
what the table shows after each turn (a device's preference, `Settings.hold`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import flet as ft
from pydantic import ValidationError

from companion.games.vikings.play.events import COLOURS, Seat, Setup
from companion.messages import field_text, text
from companion.names import name_key, normal_name
from companion.ui.fields import to_next_field
from companion.ui.hooks import kept, redraw
from companion.ui.icons import Icons
from companion.ui.screens.common import screen, use_app
from companion.ui.theme import SEAT_COLOURS
from companion.ui.widgets import choices, heading, recent_names, text_button

from .turn_parts import hold_switch

SEATS = 4


@dataclass
class Form:
    """The new-game form as the players fill it in."""

    names: list[str] = field(default_factory=lambda: [""] * SEATS)
    colours: tuple[str, ...] = tuple(COLOURS)
    start: int = 0
    rules: str = "base"
    money: str = "coins"
    hold: bool = False


def swap_colour(colours: Sequence[str], seat: int, colour: str) -> tuple[str, ...]:
    """`seat` takes `colour`; the seat that had it takes the seat's old colour, so no two seats share one."""
    swapped = list(colours)
    other = swapped.index(colour)
    swapped[other], swapped[seat] = swapped[seat], colour
    return tuple(swapped)


def seats_of(names: Sequence[str], colours: Sequence[str]) -> tuple[tuple[Seat, ...], str]:
    """The seats the filled names make (from the first, with no gap), or the reason they cannot."""
    filled = [name.strip() for name in names]
    count = max((i + 1 for i, name in enumerate(filled) if name), default=0)
    gap = next((i for i in range(count) if not filled[i]), None)
    if gap is not None:
        return (), text("ui.name_missing", {"seat": gap + 1})
    if count < 2:
        return (), text("ui.two_names")
    seen: set[str] = set()
    for name in filled[:count]:
        if name_key(normal_name(name)) in seen:
            return (), text("ui.same_name", {"name": name})
        seen.add(name_key(normal_name(name)))
    try:
        return tuple(Seat(name=filled[i], colour=colours[i]) for i in range(count)), ""  # type: ignore[arg-type]
    except ValidationError as error:
        return (), text("ui.bad_name", {"reason": field_text(error.errors()[0])})


@ft.component
def NewGame(quick: bool = False) -> ft.View:
    app = use_app()
    form = kept(lambda: Form(rules=app.settings.rules, hold=app.settings.hold))
    again = redraw()

    def change(**values: object) -> None:
        """Handlers change the form itself, so a tap right after another reads what that one chose."""
        for name, value in values.items():
            setattr(form, name, value)
        again()

    def set_name(seat: int, value: str) -> None:
        form.names[seat] = value

    def begin(_: object) -> None:
        seats, problem = seats_of(form.names, form.colours)
        if problem:
            app.notify(problem)
            return
        setup = Setup(
            seats=seats,
            start_player=min(form.start, len(seats) - 1),
            rules=form.rules,  # type: ignore[arg-type]
            quick=quick,
            money="purse" if quick else form.money,  # type: ignore[arg-type]
        )
        if form.rules != app.settings.rules:  # the next game starts with the rules of this one
            app.remember(rules=form.rules)
        if form.hold != app.settings.hold:  # what the table shows after a turn, in this game and the next
            app.remember(hold=form.hold)
        game_id = app.start(setup)
        if game_id is not None:
            app.go(f"/game/{game_id}")

    names, colours, start, rules, money = form.names, form.colours, form.start, form.rules, form.money

    rows: list[ft.Control] = []
    for seat in range(SEATS):
        colour = colours[seat]
        swatch = ft.PopupMenuButton(
            content=ft.Container(
                width=28, height=28, bgcolor=SEAT_COLOURS[colour], border_radius=14, border=ft.Border.all(1, "#616161")
            ),
            tooltip=text("ui.colour", {"seat": seat + 1, "colour": text(f"seat.{colour}")}),
            items=[
                ft.PopupMenuItem(
                    content=ft.Row(
                        [
                            ft.Container(
                                width=20,
                                height=20,
                                bgcolor=SEAT_COLOURS[c],
                                border_radius=10,
                                border=ft.Border.all(1, "#616161"),
                            ),
                            ft.Text(text(f"seat.{c}")),
                        ]
                    ),
                    on_click=lambda _, s=seat, c=c: change(colours=swap_colour(form.colours, s, c)),
                )
                for c in COLOURS
            ],
        )
        field = ft.TextField(
            value=names[seat],
            label=text("ui.player_name" if seat < 2 else "ui.player_name_optional", {"seat": seat + 1}),
            on_change=lambda e, s=seat: set_name(s, e.control.value or ""),
            on_submit=to_next_field,
            max_length=40,
            counter="",
            expand=True,
            dense=True,
            key=f"name-{seat}",
        )
        rows.append(ft.Row([swatch, field], spacing=6))
    starts = choices(
        [(str(seat), str(seat + 1)) for seat in range(SEATS)],
        str(start),
        lambda v: change(start=int(v)),
        labels=[text("ui.seat_starts", {"seat": seat + 1}) for seat in range(SEATS)],
    )
    recent = [name for name in app.store.recent_names() if name not in names]
    controls: list[ft.Control] = [
        heading(text("ui.players_hint")),
        ft.Column(rows, spacing=6),
        ft.Row([ft.Text(text("ui.start_player_quick" if quick else "ui.start_player")), starts], spacing=8, wrap=True),
    ]
    if quick:
        # A quick score is the last round's scoring: its start player is that round's, not the game's.
        controls.append(ft.Text(text("ui.start_player_quick_hint"), size=12))
    controls += recent_names(recent, form.names, again)
    controls += [
        heading(text("ui.rules")),
        choices(
            [("base", text("ui.rules_base")), ("progress", text("ui.rules_progress"))],
            rules,
            lambda v: change(rules=v),
        ),
    ]
    if not quick:
        controls += [
            heading(text("ui.money")),
            choices(
                [("coins", text("ui.money_coins")), ("purse", text("ui.money_purse"))],
                money,
                lambda v: change(money=v),
            ),
            ft.Text(text(f"ui.money_{money}_hint"), size=12),
            hold_switch(form.hold, lambda: change(hold=not form.hold)),
        ]
    start_label = text("ui.start_quick" if quick else "ui.start")
    controls.append(text_button(start_label, begin, Icons.PLAY_ARROW, filled=True))
    return screen(app, text("ui.quick_score" if quick else "ui.new_game"), controls, back="/")


@ft.component
def QuickSetup() -> ft.View:
    return NewGame(quick=True)
