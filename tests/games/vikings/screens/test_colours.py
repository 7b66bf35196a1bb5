"""A viking's badge: what it draws for a device's text size."""

from __future__ import annotations

import flet as ft
import pytest

from companion.games.vikings import Viking
from companion.games.vikings.screens.colours import badge


@pytest.mark.parametrize(
    ("text_scale", "drawn"),
    [
        (1.0, 15.0),  # the usual text size: the letter half as high as its circle of 30
        (2.0, 15.0),  # text at 200 %: still 15 drawn, so it stays inside the circle
        (0.8, 12.0),  # smaller text: drawn smaller, like every other text
    ],
)
def test_a_badges_letter_stays_inside_its_circle_whatever_the_text_size(text_scale: float, drawn: float) -> None:
    letter = badge(Viking.noble, 30, text_scale).content
    assert isinstance(letter, ft.Text) and letter.size is not None
    # The device draws every text `text_scale` times as large as asked.
    assert letter.size * text_scale == pytest.approx(drawn)
