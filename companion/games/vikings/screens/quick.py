"""The quick score's own parts: what is still to enter before the final scoring, each player's points and gold,
the mainland in counters a thumb can hit, and the two halves of a player's screen.

A quick score guesses nothing: a player's points and gold count once typed (even when they match the start),
the homeland once something lies on it. Each half of a player's screen fits a phone of 360 by 740 px whole.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import flet as ft

from companion.games.vikings import Player, Viking
from companion.games.vikings.play.game import GameState
from companion.messages import ntext, text
from companion.ui.fields import Typed, number_field
from companion.ui.icons import Icons
from companion.ui.screens.common import LARGE_TEXT, use_window
from companion.ui.widgets import choices, heading, tap

from .colours import badge

HOMELAND, MAINLAND = "homeland", "mainland"
"""The two halves of a player's screen: the purse and the homeland grid; the mainland (and special tiles)."""
TARGET = 48
"""A counter's height, and its width where the row allows (Material's least target)."""
SHOWN_COUNTS = 6
"""Numbers offered on a mainland row (0 to 5, each 48 px wide on a phone, after the kind's badge): the badge
opens the full choice (the game has 13 vikings of a colour)."""


class Missing(NamedTuple):
    """Something a quick score still needs: a player's `points`, `gold` or `homeland`."""

    seat: int
    what: str


def still_to_enter(state: GameState) -> list[Missing]:
    """What the final scoring still waits for, player by player: nothing is taken as it starts."""
    missing = []
    for seat, player in enumerate(state.players):
        if seat not in state.points_counted:
            missing.append(Missing(seat, "points"))
        if seat not in state.counted:
            missing.append(Missing(seat, "gold"))
        if not entered(player):
            missing.append(Missing(seat, HOMELAND))
    return missing


def entered(player: Player) -> bool:
    """Whether anything of the player's homeland was entered: a tile, a ship, a viking or a special tile."""
    return bool(player.tiles or player.ships or player.special_tiles or any(player.mainland.count(v) for v in Viking))


ENTER = {"points": "ui.enter_points", "gold": "ui.enter_gold", HOMELAND: "ui.enter_homeland"}


def missing_text(missing: Missing, names: tuple[str, ...]) -> str:
    return text(ENTER[missing.what], {"name": names[missing.seat]})


def missing_dialog(
    missing: tuple[Missing, ...], names: tuple[str, ...], go: Callable[[Missing], None], close: Callable[[], None]
) -> ft.AlertDialog:
    """Why the quick score did not score: each thing still to enter, one tap from where it is entered."""
    links: list[ft.Control] = [
        ft.TextButton(content=missing_text(each, names), icon=Icons.EDIT, on_click=lambda _, m=each: go(m), height=48)
        for each in missing
    ]
    return ft.AlertDialog(
        title=ft.Text(text("ui.not_scored_yet_quick"), size=16),
        content=ft.Column(links, spacing=0, tight=True, width=300),
        actions=[ft.TextButton(content=text("ui.close"), on_click=lambda _: close())],
        on_dismiss=lambda _: close(),
        inset_padding=ft.Padding.symmetric(horizontal=12, vertical=24),
    )


class PurseEntry(NamedTuple):
    """A player's points and gold as entered so far (None: not yet)."""

    seat: int
    name: str
    points: int | None
    gold: int | None


@ft.component
def _PurseRow(entry: PurseEntry, commit: Callable[[int, str, int], None], typed: Typed) -> ft.Control:
    """The player's final points and gold, side by side; Enter goes from the points to the gold. The first
    field still empty takes the keyboard as the player's screen opens."""
    for what, value in (("points", entry.points), ("gold", entry.gold)):
        if value is not None:
            typed.setdefault(f"{what}-{entry.seat}", value)
    first = "points" if entry.points is None else "gold" if entry.gold is None else None
    window = use_window()
    # With large text a field's name needs the screen's width: the two fields go one under the other.
    width = window.width - 16 if window.text_scale >= LARGE_TEXT else 150
    empty: ft.Ref[ft.TextField] = ft.Ref()
    fields: list[ft.Control] = [
        number_field(
            text(f"ui.{what}_of", {"name": entry.name}),
            f"{what}-{entry.seat}",
            typed=typed,
            commit=partial(commit, entry.seat, what),
            width=width,
            ref=empty if what == first else None,
        )
        for what in ("points", "gold")
    ]

    async def take_keyboard() -> None:
        if empty.current is not None:
            await empty.current.focus()

    ft.use_effect(take_keyboard, [entry.seat])
    return ft.Column([ft.Row(fields, spacing=8, wrap=True, run_spacing=8)], spacing=0)


PurseRow = ft.memo(_PurseRow)


@ft.component
def _MainlandCounts(
    name: str, counts: tuple[int, ...], choose: Callable[[Viking, int], None], more: Callable[[Viking], None]
) -> ft.Control:
    """Each kind of viking on the mainland as a row of numbers, 48 px square on a phone: one tap sets how many.
    The kind's badge opens the full choice, and shows a count beyond the row's."""
    window = use_window()
    size = min(TARGET, (window.width - 16) / (SHOWN_COUNTS + 1))
    rows: list[ft.Control] = [heading(text("ui.mainland_of_short", {"name": name}), size=14)]
    for viking, count in zip(Viking, counts, strict=True):
        beyond = count >= SHOWN_COUNTS
        mark = ft.Text(str(count) if beyond else "+", size=11, weight=ft.FontWeight.BOLD)
        drawn = ft.Stack(
            [
                ft.Container(badge(viking, 28, window.text_scale), alignment=ft.Alignment.CENTER),
                ft.Container(mark, alignment=ft.Alignment.BOTTOM_RIGHT, padding=ft.Padding.only(right=2)),
            ],
            width=size,
            height=TARGET,
        )
        chips: list[ft.Control] = [
            _count(
                text("ui.more_vikings", {"viking": viking.value}), drawn, beyond, partial(_tapped, more, viking), size
            )
        ]
        for number in range(SHOWN_COUNTS):
            label = ntext("ui.viking_count", number, {"viking": viking.value})
            shown = ft.Text(str(number), size=15, weight=ft.FontWeight.BOLD if number == count else None)
            chips.append(_count(label, shown, number == count, partial(_tapped, choose, viking, number), size))
        rows.append(ft.Row(chips, spacing=0))
    return ft.Column(rows, spacing=0)


MainlandCounts = ft.memo(_MainlandCounts)


def _tapped(action: Callable[..., None], *args: object) -> None:
    """A counter's tap: `action` with `args` (the tap's event dropped)."""
    action(*args[:-1])


def _count(label: str, shown: ft.Control, chosen: bool, on_tap: Callable[[object], None], size: float) -> ft.Control:
    return tap(
        label,
        shown,
        on_tap,
        width=size,
        height=TARGET,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if chosen else None,
        radius=TARGET / 2,
        selected=chosen,
    )


def draw_halves(value: tuple[str, Callable[[str], None]]) -> ft.Control:
    """The two halves of a player's screen as a choice: the homeland, or the mainland."""
    half, choose = value
    options = ((HOMELAND, text("ui.half_homeland")), (MAINLAND, text("ui.half_mainland")))
    return choices(options, half, choose)
