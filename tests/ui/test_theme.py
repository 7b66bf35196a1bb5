"""The theme's colours meet WCAG AA: text 4.5:1 on its fill, marks 3:1 against what they touch, light and dark."""

from __future__ import annotations

import flet as ft
import msgpack
import pytest
from flet.controls.base_control import BaseControl
from flet.messaging.protocol import configure_encode_object_for_msgpack

from companion.games.vikings import Sail, Viking
from companion.games.vikings.screens.colours import SAIL_COLOURS, VIKING_COLOURS
from companion.ui import theme
from companion.ui.theme import contrast, luminance

TEXT = 4.5
MARK = 3.0


@pytest.mark.parametrize(
    ("one", "other", "ratio"),
    [
        ("#FFFFFF", "#000000", 21.0),  # the widest there is
        ("#777777", "#777777", 1.0),  # a colour on itself
        ("#767676", "#FFFFFF", 4.54),  # the grey commonly quoted as the lightest that passes on white
    ],
)
def test_contrast_follows_the_wcag_formula(one: str, other: str, ratio: float) -> None:
    assert contrast(one, other) == pytest.approx(ratio, abs=0.01)
    assert contrast(other, one) == contrast(one, other)


def test_luminance_runs_from_black_to_white() -> None:
    assert luminance("#000000") == 0
    assert luminance("#FFFFFF") == pytest.approx(1)


@pytest.mark.parametrize("viking", list(Viking))
def test_a_vikings_letter_reads_on_its_colour(viking: Viking) -> None:
    fill, ink = VIKING_COLOURS[viking]
    assert contrast(fill, ink) >= TEXT


@pytest.mark.parametrize("sail", list(Sail))
def test_a_sails_word_and_reward_read_on_its_colour(sail: Sail) -> None:
    fill, ink = SAIL_COLOURS[sail]
    assert contrast(fill, ink) >= TEXT


@pytest.mark.parametrize(
    ("mark", "ground"),
    [
        (theme.THREAT, theme.LAND),  # the threat's sign on the tile's land, in both modes
        (theme.THREAT, theme.WATER),  # a threatened tile's ring on the water around it, light
        (theme.THREAT_DARK, theme.WATER_DARK),  # the same, dark
        (theme.SELECTED, theme.WATER),  # the selected tile's ring, light
        (theme.SELECTED_DARK, theme.WATER_DARK),  # the same, dark
        (theme.FINISHED, theme.WATER),  # a finished island's line under its tiles, light
        (theme.FINISHED_DARK, theme.WATER_DARK),  # the same, dark
        ("#000000", theme.OPEN_CELL),  # the dark "+" of a cell offered for a tile, light
        ("#FFFFFF", theme.OPEN_CELL_DARK),  # the light "+", dark
    ],
)
def test_a_cells_marks_stand_out_from_what_they_touch(mark: str, ground: str) -> None:
    assert contrast(mark, ground) >= MARK


@pytest.mark.parametrize("dark", [False, True])
def test_the_screen_gets_the_theme_flets_own_would_send(dark: bool) -> None:
    # The app sends its theme without Flet's `Theme` class (`theme.AppTheme`), which costs a browser's start
    # dearly to import; the screen must get the very map Flet's `Theme` of the same fields sends.
    sent = theme.app_theme(dark)
    flets = ft.Theme(
        color_scheme_seed=sent.color_scheme_seed,
        use_material3=sent.use_material3,
        visual_density=sent.visual_density,
        filled_button_theme=ft.FilledButtonTheme(style=sent.filled_button_theme.style),
        outlined_button_theme=ft.OutlinedButtonTheme(style=sent.outlined_button_theme.style),
        text_button_theme=ft.TextButtonTheme(style=sent.text_button_theme.style),
        icon_button_theme=ft.IconButtonTheme(style=sent.icon_button_theme.style),
    )
    encode = configure_encode_object_for_msgpack(BaseControl)

    def wire(value: object) -> object:
        return msgpack.unpackb(msgpack.packb(value, default=encode), strict_map_key=False)

    assert wire(sent) == wire(flets)
    assert sent.color_scheme_seed == ("#90CAF9" if dark else "#1565C0")
