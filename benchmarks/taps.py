"""The taps each game's browser test takes from New game to the saved result (`tests/ui/test_<game>_screens.py`),
counted from the scripts the tests play: a tap on a button or an option, and one for each field typed into."""

from __future__ import annotations

from tests.ui import test_africa_screens, test_pirates_screens, test_powers_screens
from tests.ui.scripts import taps


def game_taps() -> dict[str, int]:
    """`taps_africa`, `taps_powers`, `taps_pirates`: each a whole game of that test's table, every tap counted."""
    return {
        "taps_africa": taps(test_africa_screens.SCRIPT),
        "taps_powers": taps(test_powers_screens.SCRIPT),
        "taps_pirates": taps(test_pirates_screens.SCRIPT),
    }
