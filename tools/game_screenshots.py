"""The README's screenshots of Africa, Game of Powers and Pirates CSG: each game's browser test played through
the app on a 360x740 phone, in light and in dark, a screen saved before the chosen taps and at the end.

python -m tools.game_screenshots [FOLDER]   (default docs/screenshots; `make screenshots`)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.ui import test_africa_screens, test_pirates_screens, test_powers_screens
from tests.ui.driver import Player, Server, chromium
from tests.ui.scripts import Step, Tap, play

SHOTS: dict[str, tuple[list[Step], dict[Step, str]]] = {
    "africa": (
        test_africa_screens.SCRIPT,
        {
            Tap("Start the game"): "new-game",
            Tap("The eleventh monument is revealed: count"): "play",
            Tap("Final results"): "count",
        },
    ),
    "powers": (
        test_powers_screens.SCRIPT,
        {
            Tap("Start the game"): "new-game",
            Tap("Ada takes “4 cards from 4 different cities”, the first token (6)"): "mission",
            Tap("Final results"): "count",
        },
    ),
    "pirates": (
        test_pirates_screens.SCRIPT,
        {
            Tap("Start the game"): "new-game",
            Tap("Every fleet is ready: set sail"): "fleet",
            Tap("Sink it: split the gold"): "at-sea",
        },
    ),
}
"""Each game's script, and the screens to save: before a step, by name; the final table is saved at the end."""


def shoot(folder: Path, game: str, dark: bool) -> None:
    script, shots = SHOTS[game]
    suffix = "-dark" if dark else ""
    with tempfile.TemporaryDirectory() as scratch, chromium() as browser:
        server = Server(Path(scratch) / "games.json")
        server.start()
        try:
            player = Player(browser, server.url, dark=dark)

            def save(name: str) -> None:
                player.page.wait_for_timeout(600)  # animations settle
                player.screenshot(folder / f"{game}-{name}{suffix}.png")

            player.open()
            for step in script:
                if step in shots:
                    save(shots[step])
                play(player, [step])
            save("final")
        finally:
            server.stop()


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    for game in SHOTS:
        for dark in (False, True):
            shoot(folder, game, dark)


if __name__ == "__main__":
    main()
