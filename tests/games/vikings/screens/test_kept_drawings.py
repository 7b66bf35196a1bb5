"""A tap on a full homeland hands Flet again, as the very objects it drew before, the parts of the screen it
redraws that look as they did: Flet skips such a part without comparing it field by field, which was a large
part of a tap's Python in a browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import flet as ft

from companion.ui.widgets import button_style, tap
from tests.ui.loops import on_a_loop
from tests.ui.sessions import Browserless

from .test_layers import editor_drawn


def found(table: Browserless, kind: type, value: str | None) -> list[Any]:
    """The controls of `kind` the session holds whose text is `value` (any text: None)."""
    held = [each for each in list(table.session.index.values()) if isinstance(each, kind)]
    return [each for each in held if value is None or each.value == value]


def buttons(table: Browserless, label: str) -> list[ft.TextButton]:
    """The buttons read as `label`, which `widgets.tap` draws."""
    return [
        each
        for each in list(table.session.index.values())
        if isinstance(each, ft.TextButton) and isinstance(each.content, ft.Semantics) and each.content.label == label
    ]


def headlines(table: Browserless) -> list[str]:
    """What the live view says the next scoring would give, as the session holds it."""
    return [
        text.value for text in found(table, ft.Text, None) if str(text.value).startswith("If the round ended now: ")
    ]


def test_a_tap_on_the_viking_redraws_what_changed_and_keeps_what_did_not(tmp_path: Path) -> None:
    async def played() -> dict[str, Any]:
        table = await editor_drawn(tmp_path)
        (heading,) = found(table, ft.Text, "Next scoring")
        (switch,) = buttons(table, "Take the goldsmith off")
        (lines,) = [
            each
            for each in list(table.session.index.values())
            if isinstance(each, ft.Icon) and each.icon == ft.Icons.LIST
        ]
        badge = switch.content.content.controls[0]
        headline = headlines(table)
        table.connection.sent.clear()
        await table.tapped("Take the goldsmith off")
        await table.drawn(lambda: not table.waiting() and bool(buttons(table, "Stand a goldsmith on it")))
        (stood,) = buttons(table, "Stand a goldsmith on it")
        return {
            "heading kept": [id(each) for each in found(table, ft.Text, "Next scoring")] == [id(heading)],
            "badge kept": stood.content.content.controls[0] is badge,
            "icon kept": [each for each in table.session.index.values() if each is lines] == [lines],
            "style kept": stood.style is switch.style,
            "headline before": headline,
            "headline after": headlines(table),
            "sent": repr([message.body for message in table.connection.sent]),
        }

    seen = on_a_loop(played())
    assert seen["heading kept"] and seen["badge kept"] and seen["icon kept"] and seen["style kept"], seen
    assert len(seen["headline before"]) == len(seen["headline after"]) == 1
    assert seen["headline after"] != seen["headline before"]
    assert seen["headline after"][0] in seen["sent"]
    assert "Next scoring" not in seen["sent"]


def test_buttons_that_look_alike_share_one_style_and_keep_their_look() -> None:
    outlined = ft.BorderSide(1, ft.Colors.OUTLINE)
    first = tap("Ada", ft.Text("A"), lambda _: None, bgcolor="#FFFFFF", border=outlined, radius=6)
    second = tap("Bo", ft.Text("B"), None, bgcolor="#FFFFFF", border=ft.BorderSide(1, ft.Colors.OUTLINE), radius=6)
    other = tap("Cy", ft.Text("C"), lambda _: None, bgcolor="#000000", border=outlined, radius=6)
    styles = [button.content.style for button in (first, second, other)]
    assert styles[0] is styles[1] and styles[2] is not styles[0]
    style = styles[0]
    assert style.bgcolor == {ft.ControlState.DEFAULT: "#FFFFFF", ft.ControlState.DISABLED: "#FFFFFF"}
    assert style.side[ft.ControlState.DEFAULT] == outlined and ft.ControlState.FOCUSED in style.side
    assert isinstance(style.shape, ft.RoundedRectangleBorder) and style.shape.radius == 6
    assert button_style(6, 0, "#FFFFFF", None, None).side.keys() == {ft.ControlState.FOCUSED}
