"""Small building blocks shared by the screens: labelled buttons, viking badges, headings.

Every control a player taps is a real button: it takes the keyboard focus, Enter and Space press it, and a
screen reader reads it as one button with one name and its state. Drawn content (a tile, a badge) is
described by the button's label instead of being read piece by piece.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import astuple
from functools import lru_cache, partial
from typing import Any

import flet as ft

from companion.messages import text

from .theme import CELL, focus_ring

Handler = Callable[..., Any]


def tap(
    label: str,
    content: ft.Control,
    on_tap: Handler | None,
    *,
    width: float | None = CELL,
    height: float | None = CELL,
    bgcolor: str | None = None,
    color: str | None = None,
    border: ft.BorderSide | None = None,
    radius: float = 8,
    padding: float = 0,
    selected: bool | None = None,
    key: str | None = None,
) -> ft.Control:
    """A button drawn as `content` and read as `label`; inert (and read as unavailable) without a handler.

    `selected` (true or false) makes it one option of a choice: the chosen one carries the selected state, and
    its label says so in words too."""
    if selected:
        label += text("grid.selected")
    return ft.MergeSemantics(
        key=key,
        content=ft.TextButton(
            content=ft.Semantics(content=content, label=label, selected=selected, exclude_semantics=True),
            on_click=on_tap,
            disabled=on_tap is None,
            width=width,
            height=height,
            style=button_style(radius, padding, bgcolor, color, None if border is None else astuple(border)),
        ),
    )


@lru_cache(maxsize=256)
def button_style(
    radius: float, padding: float, bgcolor: str | None, color: str | None, border: tuple[Any, ...] | None
) -> ft.ButtonStyle:
    """The style of a `tap` button with the outline `border` (a `BorderSide`'s fields), one object for every
    button that looks alike. A screen drawn again then hands Flet the very style it drew before, which Flet
    skips without comparing it field by field: on a full homeland that comparison was a large part of a
    tap's Python in a browser. Flet never changes a style it is handed, and neither does the app."""
    return ft.ButtonStyle(
        shape=ft.RoundedRectangleBorder(radius=radius),
        padding=padding,
        # A drawn control keeps its look when it cannot be tapped (a tile, water, a badge).
        bgcolor=None if bgcolor is None else {ft.ControlState.DEFAULT: bgcolor, ft.ControlState.DISABLED: bgcolor},
        color={
            ft.ControlState.DEFAULT: color or ft.Colors.ON_SURFACE,
            ft.ControlState.DISABLED: color or ft.Colors.ON_SURFACE,
        },
        side=focus_ring(None if border is None else ft.BorderSide(*border)),
        elevation=0,
        alignment=ft.Alignment.CENTER,
    )


CHIP = 44
"""A chip's height: never under 44 px (Apple's least target), however short its words."""


def chip(
    label: str,
    content: ft.Control,
    on_tap: Callable[[], None] | None,
    *,
    filled: bool = False,
    selected: bool | None = None,
    key: str | None = None,
) -> ft.Control:
    """A small rounded button read as `label` (an option, a piece, a special tile, a recent name), `filled` when
    it is held or chosen; `selected` makes it one option of a choice (`tap`); inert without `on_tap`. It is
    `CHIP` high with text of the usual size, and grows with larger text."""
    return tap(
        label,
        content,
        None if on_tap is None else lambda _: on_tap(),
        width=None,
        height=None,
        padding=CHIP / 2 - 10,
        bgcolor=ft.Colors.SECONDARY_CONTAINER if filled else None,
        border=ft.BorderSide(1, ft.Colors.OUTLINE),
        radius=CHIP / 2,
        selected=selected,
        key=key,
    )


def recent_names(recent: Sequence[str], names: list[str], changed: Callable[[], None]) -> list[ft.Control]:
    """The names played with lately, a chip each (none: nothing): a tap puts the name in the first empty seat of
    `names`, unless a seat holds it already, then says the form `changed`."""

    def use(name: str) -> None:
        empty = next((seat for seat, held in enumerate(names) if not held.strip()), None)
        if empty is not None and name not in names:
            names[empty] = name
            changed()

    if not recent:
        return []
    return [
        ft.Text(text("ui.recent_names"), size=12),
        ft.Row(
            [chip(text("ui.use_name", {"name": n}), ft.Text(n), partial(use, n)) for n in recent], wrap=True, spacing=6
        ),
    ]


def pill(label: str, drawing: ft.Control, words: str, on_tap: Handler, *, padding: float = 8) -> ft.Control:
    """A rounded, outlined button: a small drawing and its words, read as `label`."""
    return tap(
        label,
        ft.Row([drawing, ft.Text(words, size=14)], spacing=4, tight=True),
        on_tap,
        width=None,
        height=None,
        padding=padding,
        border=ft.BorderSide(1, ft.Colors.OUTLINE),
        radius=20,
    )


def text_button(
    label: str,
    on_click: Handler | None,
    icon: ft.IconData | None = None,
    *,
    filled: bool = False,
    expand: bool | int | None = None,
    key: str | None = None,
) -> ft.Control:
    kind = ft.FilledButton if filled else ft.OutlinedButton
    return kind(
        content=label, icon=icon, on_click=on_click, disabled=on_click is None, height=CELL, expand=expand, key=key
    )


DIMMED = ft.Colors.with_opacity(0.38, ft.Colors.ON_SURFACE)
"""What an icon button looks like when there is nothing for it to do (Material's disabled content)."""


def icon_button(icon: ft.IconData, label: str, on_click: Handler | None, *, key: str | None = None) -> ft.Control:
    """An icon button read as `label`, dimmed when it has nothing to do (`on_click` None)."""
    drawn = ft.Icon(icon, size=24, color=DIMMED if on_click is None else None)
    return tap(label, drawn, on_click, radius=CELL / 2, key=key)


def heading(title: str, size: float = 16, level: int = 2, *, live: bool = False) -> ft.Control:
    """A section title, read as a heading; `live`, it is read out each time it changes (whose turn it is)."""
    return ft.Semantics(
        content=ft.Text(title, size=size, weight=ft.FontWeight.W_600),
        header=True,
        heading_level=level,
        live_region=live or None,
        container=live,
        label=title if live else None,
        exclude_semantics=live,
    )


def labelled(
    label: str, value: str, *, size: float = 16, weight: ft.FontWeight | None = ft.FontWeight.BOLD
) -> ft.Control:
    """A value shown short, read out with its label."""
    return ft.Semantics(
        content=ft.Text(value, size=size, weight=weight), label=label, exclude_semantics=True, container=True
    )


def body(controls: list[ft.Control], *, padding: float = 12, spacing: float = 10) -> ft.Control:
    """A screen's content: scrolls vertically when it must, padded."""
    return ft.Column(
        [ft.Container(ft.Column(controls, spacing=spacing), padding=padding)],
        scroll=ft.ScrollMode.AUTO,
        expand=True,
    )


@ft.component
def _Choices(
    options: tuple[tuple[str, str], ...],
    selected: str,
    choose: Callable[[str], None],
    labels: tuple[str, ...] = (),
) -> ft.Control:
    """A row of options, one selected; each is read as its label (or the longer one in `labels`) and whether
    it is the one selected."""
    buttons: list[ft.Control] = []
    for index, (value, label) in enumerate(options):
        chosen = value == selected
        spoken = labels[index] if labels else label
        content = ft.Text(label, weight=ft.FontWeight.BOLD if chosen else None)
        buttons.append(chip(spoken, content, partial(choose, value), filled=chosen, selected=chosen))
    return ft.Row(buttons, spacing=6, wrap=True)


_choices = ft.memo(_Choices)


def choices(
    options: Sequence[tuple[str, str]], selected: str, choose: Callable[[str], None], labels: Sequence[str] = ()
) -> ft.Control:
    """`_Choices`, memoised: it renders again only when its options or the choice change."""
    return _choices(tuple(options), selected, choose, tuple(labels))  # type: ignore[no-any-return]


def shown_at(module: str, name: str) -> Callable[[], ft.View]:
    """A route's component: the screen `name` of `module`, that module imported when the screen is first drawn
    (the app's start, in a browser where every module imported costs, loads no screen but Home's)."""

    def show() -> ft.View:
        component: Callable[[], ft.View] = getattr(importlib.import_module(module), name)
        return component()

    return show
