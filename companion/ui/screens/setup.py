"""New game: 2 to 4 players, their names and colours, the start player and the rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.messages import text
from companion.play.events import COLOURS, Seat, Setup

from ..theme import CELL, SEAT_COLOURS
from ..widgets import action_button, choices, section, tap_target
from .common import app_bar, body

if TYPE_CHECKING:
    from ..app import App


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    draft = app.draft

    def set_count(count: int) -> None:
        draft.count = count
        draft.start_player = min(draft.start_player, count - 1)
        app.render()

    def set_name(seat: int, value: str) -> None:
        draft.names[seat] = value

    def use_name(name: str) -> None:
        empty = next((i for i in range(draft.count) if not draft.names[i].strip()), None)
        if empty is not None and name not in draft.names[: draft.count]:
            draft.names[empty] = name
            app.render()

    def next_colour(seat: int) -> None:
        taken = set(draft.colours[: draft.count])
        index = COLOURS.index(draft.colours[seat])
        for step in range(1, len(COLOURS) + 1):
            candidate = COLOURS[(index + step) % len(COLOURS)]
            if candidate not in taken or candidate == draft.colours[seat]:
                draft.colours[seat] = candidate
                break
        app.render()

    def start(_: object) -> None:
        names = [draft.names[i].strip() for i in range(draft.count)]
        if not all(names) or len({n.casefold() for n in names}) < len(names):
            app.notify(text("ui.setup_problem_names"))
            return
        seats = tuple(Seat(name=n, colour=draft.colours[i]) for i, n in enumerate(names))  # type: ignore[arg-type]
        app.start_game(Setup(seats=seats, start_player=draft.start_player, rules=draft.rules, quick=draft.quick))  # type: ignore[arg-type]

    count = choices(
        [(str(n), text("ui.player_count", {"count": n})) for n in (2, 3, 4)],
        str(draft.count),
        lambda v: set_count(int(v)),
    )
    seats: list[ft.Control] = []
    for seat in range(draft.count):
        colour = draft.colours[seat]
        colour_name = text(f"seat.{colour}")
        swatch = tap_target(
            text("ui.colour", {"seat": seat + 1, "colour": colour_name}),
            ft.Container(
                width=28, height=28, bgcolor=SEAT_COLOURS[colour], border_radius=14, border=ft.Border.all(1, "#616161")
            ),
            lambda _, s=seat: next_colour(s),
        )
        field = ft.TextField(
            value=draft.names[seat],
            label=text("ui.player_name", {"seat": seat + 1}),
            on_change=lambda e, s=seat: set_name(s, e.control.value),
            max_length=40,
            expand=True,
            height=CELL + 20,
        )
        starts = ft.Radio(value=str(seat), label=text("ui.start_marker"))
        seats.append(ft.Row([swatch, field, starts], vertical_alignment=ft.CrossAxisAlignment.START))
    start_group = ft.RadioGroup(
        content=ft.Column(seats),
        value=str(draft.start_player),
        on_change=lambda e: setattr(draft, "start_player", int(e.control.value)),
    )
    recent: list[ft.Control] = [
        ft.Chip(label=name, on_click=lambda _, n=name: use_name(n)) for name in app.store.recent_names()
    ]

    def set_rules(rules: str) -> None:
        draft.rules = rules
        app.render()

    rules = choices([("base", text("ui.rules_base")), ("progress", text("ui.rules_progress"))], draft.rules, set_rules)
    controls: list[ft.Control] = [
        section(text("ui.players")),
        count,
        start_group,
    ]
    if recent:
        controls += [ft.Text(text("ui.recent_names"), size=12), ft.Row(recent, wrap=True)]
    controls += [
        section(text("ui.rules")),
        rules,
        action_button(text("ui.start"), start, ft.Icons.PLAY_ARROW, filled=True),
    ]
    title = text("ui.quick_score" if draft.quick else "ui.new_game")
    return app_bar(app, title, back="home"), body(controls)
