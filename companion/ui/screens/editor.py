"""The homeland editor: the grid, the mainland counters and the live view of the next scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.games.vikings import Homeland, Row, Sail, Viking
from companion.games.vikings.scoring import FED_PER_FISHERMAN, final_columns
from companion.messages import amount_text, award_text, text
from companion.play.events import MainlandChanged

from ..homeland_grid import HomelandGrid
from ..theme import SAIL_COLOURS
from ..widgets import choices, icon_action, labelled_value, section, tap_target, viking_badge
from .common import app_bar, body
from .table import gained

if TYPE_CHECKING:
    from ..app import App


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    state = app.state
    index = app.player
    player = state.players[index]

    def set_mode(mode: str) -> None:
        app.mode = mode
        app.render()

    def set_sail(sail: Sail) -> None:
        app.sail = sail
        app.render()

    def switch(other: int) -> None:
        app.player = other
        app.render()

    switcher = choices([(str(i), p.name) for i, p in enumerate(state.players)], str(index), lambda v: switch(int(v)))
    modes = choices(
        [("tiles", text("ui.mode_tiles")), ("vikings", text("ui.mode_vikings")), ("remove", text("ui.mode_remove"))],
        app.mode,
        set_mode,
        icons=[ft.Icons.ADD_BOX, ft.Icons.PERSON, ft.Icons.DELETE],
    )
    controls: list[ft.Control] = [switcher, modes]
    if app.mode == "tiles":
        controls.append(sail_palette(app.sail, set_sail))
    grid = HomelandGrid(player, app.mode, app.sail, app.tap_cell, app.tap_slot, dark=app.dark)
    controls += [grid.build(), mainland(app, index), live_view(app, index)]
    return app_bar(app, text("ui.homeland_of", {"name": player.name}), back="table", history=True), body(controls)


def sail_palette(selected: Sail, choose: object) -> ft.Control:
    chips = []
    for sail in Sail:
        fill, ink = SAIL_COLOURS[sail]
        border = ft.Border.all(4, "#000000") if sail is selected else ft.Border.all(1, "#9E9E9E")
        icon = ft.Icon(ft.Icons.CHECK if sail is selected else ft.Icons.SAILING, color=ink, size=20)
        chips.append(
            tap_target(
                text("ui.sail_choice", {"sail": sail.value}),
                icon,
                lambda _, s=sail: choose(s),  # type: ignore[operator]
                bgcolor=fill,
                border=border,
                radius=8,
            )
        )
    return ft.Row([ft.Text(text("ui.sail"), size=12), *chips], wrap=True)


def mainland(app: App, index: int) -> ft.Control:
    player = app.state.players[index]
    name = player.name
    rows = []
    for viking in Viking:
        count = player.mainland.count(viking)
        add_label = (
            text("ui.mainland_add_boatsman", {"name": name})
            if viking is Viking.boatsman
            else text("ui.mainland_add", {"name": name, "row": Row(viking.value).value})
        )
        remove_label = (
            text("ui.mainland_remove_boatsman", {"name": name})
            if viking is Viking.boatsman
            else text("ui.mainland_remove", {"name": name, "row": Row(viking.value).value})
        )
        rows.append(
            ft.Row(
                [
                    viking_badge(viking),
                    icon_action(
                        ft.Icons.REMOVE,
                        remove_label,
                        (lambda _, v=viking: app.act(MainlandChanged(player=index, viking=v, change=-1)))
                        if count
                        else None,
                    ),
                    labelled_value(
                        text("ui.mainland_count", {"name": name, "count": count, "viking": viking.value}),
                        str(count),
                        size=18,
                    ),
                    icon_action(
                        ft.Icons.ADD,
                        add_label,
                        lambda _, v=viking: app.act(MainlandChanged(player=index, viking=v, change=1)),
                    ),
                ],
                spacing=2,
            )
        )
    return ft.Column(
        [section(text("ui.mainland")), ft.ResponsiveRow([ft.Container(r, col={"xs": 6, "md": 4}) for r in rows])]
    )


def live_view(app: App, index: int) -> ft.Control:
    state = app.state
    player = state.players[index]
    preview = state.preview()
    homeland = Homeland.of(player)
    _, fishermen = final_columns(homeland.columns)
    fed = FED_PER_FISHERMAN * fishermen
    lines: list[ft.Control] = [
        section(text("ui.live")),
        ft.Text(gained(preview, index, (player.points, player.gold)), weight=ft.FontWeight.BOLD),
        ft.Text(text("ui.supply", {"fed": fed, "vikings": homeland.vikings})),
    ]
    if preview is not None:
        for award in preview.players[index].breakdown:
            amount = "" if award.scoring.value == "transport" else f": {amount_text(award.points, award.gold)}"
            lines.append(ft.Text(f"{award_text(award)}{amount}", size=13))
    return ft.Column(lines, spacing=4)
