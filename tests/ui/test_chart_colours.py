"""A chart's lines and bars stand out at 3:1 from the ground they are drawn on (WCAG 1.4.11), light and dark."""

from __future__ import annotations

import pytest

from companion.ui.theme import SEAT_COLOURS, contrast, seat_lines

MARK = 3.0

# Material 3's colours from the app's seeds (theme.app_theme) as Flutter draws them, read off the screenshots:
# the page under the history's line charts, the card under a player's bars, and the bars' primary colour.
SURFACE = "#F9F9FF"
SURFACE_DARK = "#101417"
CARD = "#F3F3FA"
CARD_DARK = "#181C20"
PRIMARY = "#405F90"
PRIMARY_DARK = "#97CCF8"


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("seat", list(SEAT_COLOURS))
def test_a_players_line_stands_out_from_the_page_and_the_card(seat: str, dark: bool) -> None:
    for ground in (SURFACE_DARK, CARD_DARK) if dark else (SURFACE, CARD):
        assert contrast(seat_lines(dark)[seat], ground) >= MARK


@pytest.mark.parametrize(
    ("bar", "card"),
    [
        (PRIMARY, CARD),  # a player's bars on the card, light
        (PRIMARY_DARK, CARD_DARK),  # the same, dark
    ],
)
def test_a_players_bars_stand_out_from_the_card(bar: str, card: str) -> None:
    assert contrast(bar, card) >= MARK
