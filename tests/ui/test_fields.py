"""What the one number field reads from what is typed: a number within its bound, a refusal's code, or
nothing; whatever the text, at once and without an error. And when it hands a number over: once for each text,
whatever order the browser's reports of the field come in."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.messages import EN
from companion.ui.fields import Entry, number_field, read_number
from companion.ui.hooks import redraw

from .loops import on_a_loop
from .sessions import Browserless


@pytest.mark.parametrize(
    ("entered", "least", "most", "read"),
    [
        ("", 0, 9_999, None),  # nothing typed yet
        ("  ", 0, 9_999, None),  # spaces alone are nothing too
        ("0", 0, 9_999, 0),
        (" 42 ", 0, 9_999, 42),  # spaces around a number are no part of it
        ("0007", 0, 9_999, 7),  # leading zeros count for nothing
        ("9999", 0, 9_999, 9_999),  # the bound itself is allowed
        ("10000", 0, 9_999, "ui.number.at_most"),  # the quick score: one past the bound
        ("1" * 5_000, 0, 9_999, "ui.number.at_most"),  # pasted digits, past Python's own limit for int()
        ("00000000000000000012", 0, 20, 12),  # many zeros, a small number
        ("21", 0, 20, "ui.number.at_most"),  # a card of Game of Powers holds at most 20 points
        ("0", 1, 60, "ui.number.at_least"),  # a budget of no points
        ("-3", 0, 9_999, "ui.number.digits_only"),  # a sign: the number pad has none
        ("3.5", 0, 9_999, "ui.number.digits_only"),
        ("\uff11\uff12", 0, 9_999, "ui.number.digits_only"),  # full-width digits: Unicode's, not the number pad's
        ("²", 0, 9_999, "ui.number.digits_only"),  # a digit that int() refuses
    ],
)
def test_a_typed_number_is_read_within_its_bound(entered: str, least: int, most: int, read: int | str | None) -> None:
    assert read_number(entered, least, most) == read


@given(st.text(), st.integers(0, 100), st.integers(100, 10**6))
def test_whatever_is_typed_is_a_number_within_the_bound_a_refusal_in_words_or_nothing(
    entered: str, least: int, most: int
) -> None:
    read = read_number(entered, least, most)
    assert read is None or read in EN or least <= read <= most  # type: ignore[operator]


def handed(reports: list[tuple[str, str]]) -> list[str]:
    """The texts a field hands over for the browser's `reports` ("change", "blur" or "submit", with the text)."""
    entry, given = Entry(None), []
    for report, entered in reports:
        if report == "change":
            entry.edited(entered)
        elif entry.due(entered):
            given.append(entered)
    return given


@pytest.mark.parametrize(
    ("reports", "given"),
    [
        ([("change", "2"), ("submit", "2"), ("blur", "2")], ["2"]),  # Enter, then the blur that follows it
        ([("change", "2"), ("blur", "2"), ("blur", "2")], ["2"]),  # Tab, then a tap elsewhere
        # Under load: a blur (the app moving the keyboard to the field) reports the text before its change
        # does; the late change is no edit, and Enter after it hands nothing over again.
        ([("blur", "2"), ("change", "2"), ("submit", "2"), ("blur", "2")], ["2"]),
        ([("change", "5"), ("blur", "5"), ("change", "56"), ("blur", "56")], ["5", "56"]),  # edited: due again
        # Undone, then typed anew as it was: the field emptied and typed again hands it over again.
        ([("change", "5"), ("blur", "5"), ("change", ""), ("change", "5"), ("blur", "5")], ["5", "5"]),
    ],
)
def test_a_number_is_handed_over_once_for_each_text(reports: list[tuple[str, str]], given: list[str]) -> None:
    assert handed(reports) == given


def test_a_number_typed_while_the_screen_is_drawn_again_stays_and_is_taken() -> None:
    """Ann's points taken (Enter, or her field left) draw the screen again; Ben's "1", typed at that moment,
    reaches his field before his report of it does. The screen drawn in between keeps his "1": it sends his
    field no text of before, and his report then hands his 1 over."""
    taken: list[int] = []
    drawn: list[int] = []

    async def played() -> list[Any]:
        @ft.component
        def Cards() -> ft.Control:
            again = redraw()
            drawn.append(len(drawn))

            def laid(points: int) -> None:
                taken.append(points)
                again()

            return ft.Column([number_field("Ann", "ann", commit=laid), number_field("Ben", "ben", commit=laid)])

        table = Browserless(Cards)
        table.typed("Ann", "7")
        await table.reported("Ann", "change")
        await table.reported("Ann", "blur")
        table.typed("Ben", "1")
        await table.drawn(lambda: len(drawn) == 2)
        sent = table.texts_sent()
        await table.reported("Ben", "change")
        await table.reported("Ben", "blur")
        return sent

    assert on_a_loop(played()) == []
    assert taken == [7, 1]
