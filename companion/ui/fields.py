"""The one number field of the whole app, and Enter's move to the next field of a group.

Every number typed at the table (a card's points, a player's gold, a count at the end) goes through
`number_field`, so that how it takes Enter (a phone's Done or Go key), Tab and a tap elsewhere, and what it
refuses, is decided once:

- a number is taken exactly once, however the field is left: Enter and the loss of focus that follows it, or
  Enter and then a tap elsewhere, hand it over once; a field focused again and left unchanged hands over nothing;
- digits only, from `least` to `most` (each field's bound comes from its game's rules); anything else is
  refused in words under the field as it is typed, and never reaches a game's model;
- nothing typed can end the session: a pasted number of thousands of digits is refused by its length, before
  any conversion.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.games.sheets import MAX_COUNT
from companion.messages import text
from companion.ui.hooks import kept, redraw


class Typed(dict[str, int]):
    """What the fields of a screen hold, by field name ("gold-2"): kept by the screen, so that a tap reads the
    latest keystroke even before the field reports that it was left. A field holding a number out of its
    bounds holds none here, and is named in `refused`: a tap must not take it for an empty field."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.refused: set[str] = set()

    def clear(self) -> None:
        super().clear()
        self.refused.clear()


def read_number(entered: str, least: int = 0, most: int = MAX_COUNT) -> int | str | None:
    """The whole number `entered` says, a refusal's message code when it says none within the bound, or None
    for an empty field. Its length is checked before its value, so no text is ever too long to read."""
    digits = entered.strip()
    if not digits:
        return None
    if not (digits.isascii() and digits.isdecimal()):
        return "ui.number.digits_only"
    if len(digits.lstrip("0")) > len(str(most)) or int(digits) > most:
        return "ui.number.at_most"
    if int(digits) < least:
        return "ui.number.at_least"
    return int(digits)


class Entry:
    """What a field showed first, the field last drawn (a refused number stays in it for the player to mend, its
    refusal under it), and the text it last handed over, until it is edited: Enter and the blur after it are
    one. Kept, not state, so that a handler of any render reads the latest.

    The browser's reports of one field can come in any order under load: a blur (the app's own move of the
    keyboard to the field) before the change that typed its text, or that change again after the text went.
    So a report of the very text handed over is no edit, and only a different text makes the field's number
    due again (a number typed anew after an undo, say).

    The browser's text reaches the drawn field as soon as it arrives, its report of the change only later: a
    screen drawn again in between (the number of the field before it taken) must draw the text the field
    holds by then, or it would send the field back its text of before and wipe what was just typed."""

    def __init__(self, shown: int | None) -> None:
        self.first = "" if shown is None else str(shown)
        self.taken: str | None = None
        self.refusal = ""
        self.drawn: ft.TextField | None = None

    def shown(self) -> str:
        """The text to draw the field with: what the field holds now, the browser's latest text included."""
        return self.first if self.drawn is None else self.drawn.value or ""

    def edited(self, text: str) -> None:
        if text.strip() != self.taken:
            self.taken = None

    def due(self, text: str) -> bool:
        """Whether the number the field holds as `text` is to be handed over now: once for each text."""
        entered = text.strip()
        if entered == self.taken:
            return False
        self.taken = entered
        return True


@ft.component
def _NumberField(
    label: str,
    name: str,
    value: int | None,
    commit: Callable[[int], object] | None,
    typed: Typed | None,
    least: int,
    most: int,
    last: Callable[[], object] | None,
    autofocus: bool,
    width: float,
    ref: ft.Ref[ft.TextField] | None,
) -> ft.Control:
    entry = kept(lambda: Entry(None if typed is None else typed.get(name)))
    again = redraw()

    def read(event: ft.Event[ft.TextField]) -> int | str | None:
        """What the field says now (`read_number`), kept in `typed`; a refusal is shown under the field."""
        number = read_number(event.control.value or "", least, most)
        said = number if isinstance(number, str) else ""
        if said != entry.refusal:
            entry.refusal = said
            again()
        if typed is not None:
            typed.pop(name, None)
            typed.refused.discard(name)
            if isinstance(number, int):
                typed[name] = number
            elif number is not None:
                typed.refused.add(name)
        return number

    def take(event: ft.Event[ft.TextField]) -> int | str | None:
        """The field left: its number handed to `commit`, unless this very text was handed over already."""
        number = read(event)
        if isinstance(number, int) and entry.due(event.control.value or "") and commit is not None:
            commit(number)
        return number

    def changed(event: ft.Event[ft.TextField]) -> None:
        entry.edited(event.control.value or "")
        read(event)

    async def submit(event: ft.Event[ft.TextField]) -> None:
        if isinstance(take(event), str):
            return  # refused: Enter goes on nowhere, the refusal stays under the field
        following = next_field(event.control)
        if following is not None:
            await following.focus()
        elif last is not None:
            last()

    words = {"least": least, "most": most}
    entry.drawn = ft.TextField(
        label=label,
        value=entry.shown(),
        helper=None if value is None else text("ui.now", {"value": value}),
        error=text(entry.refusal, words) if entry.refusal else None,
        keyboard_type=ft.KeyboardType.NUMBER,
        input_filter=ft.NumbersOnlyInputFilter(),
        on_change=changed,
        on_blur=take,
        on_submit=submit,
        autofocus=autofocus,
        width=width,
        dense=True,
        key=name,
        ref=ref,
    )
    return entry.drawn


def number_field(
    label: str,
    name: str,
    *,
    value: int | None = None,
    commit: Callable[[int], object] | None = None,
    typed: Typed | None = None,
    least: int = 0,
    most: int = MAX_COUNT,
    last: Callable[[], object] | None = None,
    autofocus: bool = False,
    width: float = 150,
    ref: ft.Ref[ft.TextField] | None = None,
) -> ft.Control:
    """A whole number from `least` to `most`, typed on the phone's number pad, its field named `name`.

    `value`, the number the game holds now, is shown under the field ("now 12"); the field itself starts with
    what `typed` holds under `name` (empty without `typed`), so that typing never has to clear anything, and
    then shows what was typed. A field that must start afresh (the next card's points) takes a new `name`. The number
    goes to `commit` once the field is left, by Enter, Tab or a tap elsewhere; Enter then goes on to the next
    field of the same group, or calls `last` in the last one."""
    return _NumberField(  # type: ignore[call-arg]
        label, name, value, commit, typed, least, most, last, autofocus, width, ref, key=name
    )


async def to_next_field(event: ft.Event[ft.TextField]) -> None:
    """Enter in a field of a group goes on to the next one (the names of a new game, say)."""
    following = next_field(event.control)
    if following is not None:
        await following.focus()


def next_field(field: Any) -> ft.TextField | None:
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
    """The text fields inside `group`, in order: in its controls, a component's body or a container's content."""
    found: list[Any] = []
    inside = (
        group._b
        if isinstance(group, ft.Component)
        else getattr(group, "controls", None) or getattr(group, "content", None)
    )
    for each in inside if isinstance(inside, list) else [inside] if inside is not None else []:
        found += [each] if isinstance(each, ft.TextField) else _fields(each)
    return found
