"""Numbers typed at the table, as players expect of number fields: what was typed stays in its field, Enter
goes on to the next field, and an empty field is never taken for 0 unless the player says so.

The coins counted before the final scoring are typed in a dialog of their own: the screen under it does not
move while the players count, and the scoring takes every field as it stands, the last one included.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.messages import ntext, text
from companion.ui.hooks import stateful
from companion.ui.screens.common import LARGE_TEXT, use_window
from companion.ui.widgets import text_button

NOBODY: tuple[str, ...] = ()
Typed = dict[str, int]
"""What the fields hold, by field key ("gold-2"): kept by the screen, so that a tap reads the latest."""


def number_box(
    label: str,
    key: str,
    typed: Typed,
    *,
    commit: Callable[[int], None] | None = None,
    last: Callable[[], None] | None = None,
    autofocus: bool = False,
    width: float = 160,
    ref: ft.Ref[ft.TextField] | None = None,
) -> ft.TextField:
    """A whole number typed on the phone's number pad, kept in `typed` under `key` at each keystroke; the
    field shows what it holds. Enter, or leaving the field, hands the number to `commit`; Enter then goes to
    the next field of the same group (or calls `last` in the last)."""

    def keep(event: ft.Event[ft.TextField]) -> None:
        entered = (event.control.value or "").strip()
        if entered.isdigit():
            typed[key] = int(entered)
        else:
            typed.pop(key, None)

    def done(event: ft.Event[ft.TextField]) -> None:
        keep(event)
        if commit is not None and key in typed:
            commit(typed[key])

    async def submit(event: ft.Event[ft.TextField]) -> None:
        done(event)
        following = _next_field(event.control)
        if following is not None:
            await following.focus()
        elif last is not None:
            last()

    held = typed.get(key)
    return ft.TextField(
        label=label,
        value="" if held is None else str(held),
        keyboard_type=ft.KeyboardType.NUMBER,
        input_filter=ft.NumbersOnlyInputFilter(),
        on_change=keep,
        on_submit=submit,
        on_blur=done if commit is not None else None,
        autofocus=autofocus,
        width=width,
        dense=True,
        key=key,
        ref=ref,
    )


async def to_next_field(event: ft.Event[ft.TextField]) -> None:
    """Enter in a field of a group goes on to the next one (the names of a new game, say)."""
    following = _next_field(event.control)
    if following is not None:
        await following.focus()


def _next_field(field: Any) -> ft.TextField | None:
    """The text field after `field` in the column that holds its group (directly, or in rows of fields)."""
    group = field.parent
    while group is not None and not isinstance(group, ft.Column):
        group = group.parent
    if group is None:
        return None
    fields = _fields(group)
    place = next((index for index, each in enumerate(fields) if each is field), len(fields))
    return fields[place + 1] if place + 1 < len(fields) else None


def _fields(group: Any) -> list[Any]:
    found: list[Any] = []
    for each in getattr(group, "controls", []):
        found += [each] if isinstance(each, ft.TextField) else _fields(each)
    return found


@ft.component
def _CoinCount(
    label: str, names: tuple[str, ...], counted: tuple[int | None, ...], typed: Typed, score: Callable[[], None]
) -> ft.Control:
    """With the coins on the table, the final scoring asks for each player's gold: its button (`label`) opens the count,
    a field a player, and the scoring takes what the fields hold. A field left empty is asked about: an empty
    purse is 0 only once the players say so."""
    open_, set_open = stateful(False)
    empty, set_empty = stateful(NOBODY)
    for seat, gold in enumerate(counted):
        if gold is not None:
            typed.setdefault(f"gold-{seat}", gold)

    def missing() -> tuple[str, ...]:
        return tuple(name for seat, name in enumerate(names) if f"gold-{seat}" not in typed)

    def finish() -> None:
        left = missing()
        if left:
            set_empty(left)
            return
        set_open(False)
        score()

    def as_zero(_: object) -> None:
        for seat in range(len(names)):
            typed.setdefault(f"gold-{seat}", 0)
        set_open(False)
        score()

    def close(_: object = None) -> None:
        set_open(False)
        set_empty(NOBODY)

    # With large text a field's name needs the dialog's width.
    width = 280 if use_window().text_scale >= LARGE_TEXT else 160
    fields: list[ft.Control] = [ft.Text(text("ui.count_gold_hint"), size=13)]
    fields += [
        number_box(
            text("ui.gold_of", {"name": name}), f"gold-{seat}", typed, last=finish, autofocus=seat == 0, width=width
        )
        for seat, name in enumerate(names)
    ]
    if empty:
        words = ntext("ui.gold_empty", len(empty), {"names": ", ".join(empty)})
        fields.append(ft.Text(words, size=13, color=ft.Colors.ERROR))
    actions: list[ft.Control] = [ft.TextButton(content=text("ui.close"), on_click=close)]
    if empty:
        actions.append(ft.FilledButton(content=ntext("ui.score_with_empty", len(empty)), on_click=as_zero))
    else:
        actions.append(ft.FilledButton(content=text("ui.score_game"), on_click=lambda _: finish()))
    ft.use_dialog(
        ft.AlertDialog(
            title=ft.Text(text("ui.count_gold"), size=16),
            content=ft.Column(fields, spacing=10, tight=True, scroll=ft.ScrollMode.AUTO, width=300),
            actions=actions,
            on_dismiss=close,
            inset_padding=ft.Padding.symmetric(horizontal=12, vertical=24),
        )
        if open_
        else None
    )
    return text_button(label, lambda _: set_open(True), ft.Icons.CALCULATE, filled=True)


CoinCount = ft.memo(_CoinCount)
