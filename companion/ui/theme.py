"""The app's colours and marks: the seats', the grid's, the focus ring, the Material theme; each meets WCAG AA."""

from __future__ import annotations

from dataclasses import dataclass, field

import flet as ft

SEAT_COLOURS: dict[str, str] = {"white": "#F5F5F5", "orange": "#FB8C00", "tan": "#D2B48C", "brown": "#6D4C41"}
"""The player colours of the game box, as drawn on markers."""

SEAT_LINES: dict[str, str] = {"white": "#757575", "orange": "#E65100", "tan": "#9C7A44", "brown": "#6D4C41"}
"""The same colours for lines and bars on a chart, each at least 3:1 on the light background (WCAG 1.4.11):
white is drawn grey, orange and tan a shade darker."""
SEAT_LINES_DARK: dict[str, str] = {"white": "#E0E0E0", "orange": "#FB8C00", "tan": "#D2B48C", "brown": "#A1887F"}
"""The same on the dark background, where brown is drawn a shade lighter."""


def seat_lines(dark: bool) -> dict[str, str]:
    return SEAT_LINES_DARK if dark else SEAT_LINES


LAND = "#C8A96A"
WATER = "#9CC7E8"
WATER_DARK = "#24486B"
OPEN_CELL = "#A5D6A7"
OPEN_CELL_DARK = "#2E5E33"
# The marks drawn on a cell stand out at 3:1 at least from what they touch (WCAG 1.4.11): the threat's sign
# on the land, and the rings and the finished island's line on the water, which is lighter or darker by mode.
THREAT = "#9A3300"
THREAT_DARK = "#FFAB40"
FINISHED = "#6D5200"
FINISHED_DARK = "#FFD54F"
SELECTED = "#7B1FA2"
SELECTED_DARK = "#CE93D8"

CELL = 48
"""Every tap target is at least 48 px square where the screen has room; the grid shrinks its cells (down to
24 px, `homeland_grid.SMALLEST_CELL`) to show a wide homeland whole before it scrolls."""


def luminance(colour: str) -> float:
    """The relative luminance of a colour written `#RRGGBB`, as WCAG 2 defines it."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(colour[index : index + 2], 16) for index in (1, 3, 5))
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(one: str, other: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21: text needs 4.5 (3 when large), marks need 3."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


FOCUS_WIDTH = 3
"""The ring around the control that has the keyboard focus."""


def focus_ring(side: ft.BorderSide | None = None) -> dict[ft.ControlState, ft.BorderSide]:
    """A button's outline: `side` as drawn (or none), and a thick ring in the text colour while it has the
    keyboard focus, which stands out on the light and the dark background and on every cell colour."""
    ring = {ft.ControlState.FOCUSED: ft.BorderSide(FOCUS_WIDTH, ft.Colors.ON_SURFACE)}
    return ring if side is None else {**ring, ft.ControlState.DEFAULT: side}


@dataclass
class ButtonTheme:
    """A kind of button's theme (Flet's `FilledButtonTheme`, `OutlinedButtonTheme`, ...): its style."""

    style: ft.ButtonStyle


@dataclass
class PageTransitions:
    """How screens come and go (Flet's `PageTransitionsTheme`): Flutter's own way on every platform."""


@dataclass
class AppTheme:
    """The app's Material theme as Flet sends its `Theme` to the screen, field for field, and no more.

    Flet's `Theme` names every part of Material a theme may change: to build one, a browser imports some forty
    of Flet's modules and a hundred classes, a tenth of a second before Home shows. The app sets only these
    fields, which Flet sends as it sends any class of its own (a map of the fields set); `tests/ui/test_theme.py`
    checks that the screen gets what Flet's `Theme` of the same fields would have sent it."""

    color_scheme_seed: str
    use_material3: bool
    visual_density: ft.VisualDensity
    filled_button_theme: ButtonTheme
    outlined_button_theme: ButtonTheme
    text_button_theme: ButtonTheme
    icon_button_theme: ButtonTheme
    page_transitions: PageTransitions = field(default_factory=PageTransitions)


def app_theme(dark: bool) -> AppTheme:
    """Material 3 from the app's blue; every kind of button shows the focus ring (`focus_ring`)."""
    seed = "#90CAF9" if dark else "#1565C0"
    focused = ButtonTheme(ft.ButtonStyle(side=focus_ring()))
    return AppTheme(
        color_scheme_seed=seed,
        use_material3=True,
        visual_density=ft.VisualDensity.STANDARD,
        filled_button_theme=focused,
        outlined_button_theme=ButtonTheme(ft.ButtonStyle(side=focus_ring(ft.BorderSide(1, ft.Colors.OUTLINE)))),
        text_button_theme=focused,
        icon_button_theme=focused,
    )
