"""The README's screenshots: table-4p.json played through the app on a 360x740 phone, in light and in dark.

python -m tools.screenshots [FOLDER]      (default docs/screenshots; `make screenshots`)
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from pathlib import Path

from benchmarks.table import SCENARIOS, Table, play_full
from tests.ui.driver import Player, Server, chromium

SCENARIO = SCENARIOS / "table-4p.json"


def shoot(folder: Path, dark: bool) -> None:
    """One whole game in one theme; each screen saved as NAME.png (NAME-dark.png in dark)."""
    suffix = "-dark" if dark else ""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    names = scenario["players"]
    with tempfile.TemporaryDirectory() as scratch, chromium() as browser:
        server = Server(Path(scratch) / "games.json")
        server.start()
        try:
            table = Table(Player(browser, server.url, dark=dark))
            player = table.player

            def save(name: str) -> None:
                player.page.wait_for_timeout(600)  # animations settle
                player.screenshot(folder / f"{name}{suffix}.png")

            player.open()
            save("home")
            table.tap("New game")
            for seat, name in enumerate(names, start=1):
                table.type(f"Name of player {seat}" if seat <= 2 else f"Player {seat} (optional)", name)
            table.tap(f"Player {scenario['start_player'] + 1} starts")
            save("new-game")
            table.tap("Start the game")

            def moment(where: str) -> None:
                if where == "round 4 tile 5":
                    save("table")
                elif where == "round 5 tile 1":
                    table.tap(re.compile(rf"^{re.escape(names[0])}: \d+ points"))
                    player.button(re.compile(r"^Tile with its viking")).first.wait_for()
                    save("homeland")
                    table.tap("Back")
                elif where == "round 4 scoring":
                    save("scoring")
                elif where == "final":
                    save("final")

            play_full(table, scenario, purse=False, moment=moment)
            table.tap("Home")
            table.tap("History")
            table.tap(re.compile(r"; winner "))
            player.wait_text(re.compile(r"^Played "))
            save("history-game")
            table.tap("Back")
            table.tap("Players")
            player.wait_text(re.compile(r"\d+ games?, \d+ wins?"))
            save("history-players")
        finally:
            server.stop()


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for dark in (False, True):
        shoot(folder, dark)


if __name__ == "__main__":
    main()
