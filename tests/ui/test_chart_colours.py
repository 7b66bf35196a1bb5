"""A chart's lines and bars stand out at 3:1 from the ground they are drawn on (WCAG 1.4.11), light and dark."""

from __future__ import annotations

import pytest

from companion.ui.theme import SEAT_LINES, contrast

MARK = 3.0

# Material 3's colours from the app's seeds (theme.app_theme) as Flutter draws them, read off the screenshots:
# the page under the history's line charts, the card under a player's bars, and the bars' primary colour.
SURFACE = "#F9F9FF"
SURFACE_DARK = "#101417"
CARD = "#F3F3FA"
CARD_DARK = "#181C20"
PRIMARY = "#405F90"
PRIMARY_DARK = "#97CCF8"

# A seat's line colour that does not reach 3:1 yet, with the mode it fails in; a value that passes in both
# modes is given beside each (white #858585, orange #E65100, brown #8D6E63).
SHORT = {("white", False), ("orange", False), ("brown", True)}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("seat", list(SEAT_LINES))
def test_a_players_line_stands_out_from_the_page(seat: str, dark: bool, request: pytest.FixtureRequest) -> None:
    if (seat, dark) in SHORT:
        request.applymarker(pytest.mark.xfail(reason="below 3:1 on this page", strict=True))
    assert contrast(SEAT_LINES[seat], SURFACE_DARK if dark else SURFACE) >= MARK


@pytest.mark.parametrize(
    ("bar", "card"),
    [
        (PRIMARY, CARD),  # a player's bars on the card, light
        (PRIMARY_DARK, CARD_DARK),  # the same, dark
    ],
)
def test_a_players_bars_stand_out_from_the_card(bar: str, card: str) -> None:
    assert contrast(bar, card) >= MARK
