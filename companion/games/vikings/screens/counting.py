"""Numbers typed at the table, as players expect of number fields: what was typed stays in its field, Enter
goes on to the next field, and an empty field is never taken for 0 unless the player says so.

The coins counted before the final scoring are typed in a dialog of their own: the screen under it does not
move while the players count, and the scoring takes every field as it stands, the last one included.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.messages import ntext, text
from companion.ui.fields import Typed, number_field
from companion.ui.hooks import stateful
from companion.ui.icons import Icons
from companion.ui.screens.common import LARGE_TEXT, use_window
from companion.ui.widgets import text_button

NOBODY: tuple[str, ...] = ()


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
        if typed.refused:
            return  # a purse out of bounds is never taken for an empty one: its field says why
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
        number_field(
            text("ui.gold_of", {"name": name}),
            f"gold-{seat}",
            typed=typed,
            last=finish,
            autofocus=seat == 0,
            width=width,
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
    return text_button(label, lambda _: set_open(True), Icons.CALCULATE, filled=True)


CoinCount = ft.memo(_CoinCount)
