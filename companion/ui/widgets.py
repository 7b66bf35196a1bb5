"""Small building blocks shared by the screens: labelled tap targets, viking badges, steppers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from companion.games.vikings import Viking
from companion.messages import text

from .theme import CELL, VIKING_COLOURS, VIKING_LETTERS

Handler = Callable[..., object]


def tap_target(
    label: str,
    content: ft.Control,
    on_tap: Handler | None,
    *,
    width: float | None = CELL,
    height: float = CELL,
    bgcolor: str | None = None,
    border: ft.Border | None = None,
    radius: ft.BorderRadius | float | None = None,
) -> ft.Control:
    """A control of at least 48 px with one stable label for screen readers and tests."""
    box = ft.Container(
        content=content,
        width=width,
        height=height,
        bgcolor=bgcolor,
        border=border,
        border_radius=radius,
        alignment=ft.Alignment.CENTER if width is not None else None,
        on_click=on_tap,
    )
    return ft.Semantics(content=box, label=label, button=on_tap is not None, exclude_semantics=True)


def choices(
    options: Sequence[tuple[str, str]],
    selected: str,
    on_choose: Callable[[str], None],
    icons: Sequence[ft.IconData] = (),
) -> ft.Control:
    """A row of 48 px options, one selected; each is read as its label, the selected one with ", selected"."""
    buttons: list[ft.Control] = []
    for index, (value, label) in enumerate(options):
        chosen = value == selected
        parts: list[ft.Control] = [ft.Icon(icons[index], size=18)] if icons else []
        parts.append(ft.Text(label, weight=ft.FontWeight.BOLD if chosen else None))
        content = ft.Row(parts, spacing=6, alignment=ft.MainAxisAlignment.CENTER, tight=True)
        buttons.append(
            tap_target(
                text("ui.selected", {"label": label}) if chosen else label,
                ft.Container(content, padding=ft.Padding.symmetric(horizontal=12)),
                lambda _, v=value: on_choose(v),
                width=None,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if chosen else None,
                border=ft.Border.all(1, ft.Colors.OUTLINE),
                radius=CELL / 2,
            )
        )
    return ft.Row(buttons, spacing=6, wrap=True)


def icon_action(icon: ft.IconData, label: str, on_click: Handler | None) -> ft.Control:
    """A round icon button named `label` for screen readers and tests; dimmed and inert without a handler."""
    glyph = ft.Icon(icon, size=24, opacity=1 if on_click else 0.35)
    return tap_target(label, glyph, on_click, radius=CELL / 2)


def viking_badge(viking: Viking, size: float = 30) -> ft.Control:
    fill, ink = VIKING_COLOURS[viking]
    return ft.Container(
        content=ft.Text(VIKING_LETTERS[viking], color=ink, weight=ft.FontWeight.BOLD, size=size * 0.5),
        width=size,
        height=size,
        bgcolor=fill,
        border=ft.Border.all(1.5, "#FFFFFF"),
        border_radius=size / 2,
        alignment=ft.Alignment.CENTER,
    )


def labelled_value(
    label: str, value: str, *, size: float = 20, weight: ft.FontWeight = ft.FontWeight.BOLD
) -> ft.Control:
    """A value shown large, read out with its label."""
    return ft.Semantics(
        content=ft.Text(value, size=size, weight=weight), label=label, exclude_semantics=True, container=True
    )


def action_button(
    label: str,
    on_click: Handler | None,
    icon: ft.IconData | None = None,
    *,
    filled: bool = False,
    expand: bool | int | None = None,
) -> ft.Control:
    kind = ft.FilledButton if filled else ft.OutlinedButton
    return kind(content=label, icon=icon, on_click=on_click, disabled=on_click is None, height=CELL, expand=expand)


def stepper(what: str, value: int, on_change: Callable[[int], None], *, low: int, high: int) -> ft.Control:
    """A number with minus and plus buttons, each 48 px."""
    return ft.Row(
        [
            icon_action(
                ft.Icons.REMOVE,
                text("ui.less", {"what": what}),
                (lambda _: on_change(value - 1)) if value > low else None,
            ),
            labelled_value(f"{what}: {value}", str(value), size=22),
            icon_action(
                ft.Icons.ADD,
                text("ui.more", {"what": what}),
                (lambda _: on_change(value + 1)) if value < high else None,
            ),
        ],
        alignment=ft.MainAxisAlignment.CENTER,
    )


def section(title: str) -> ft.Control:
    return ft.Text(title, size=16, weight=ft.FontWeight.W_600)
