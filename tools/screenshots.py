"""The README's screenshots: table-4p.json played through the app on a 360x740 phone, in light and in dark.

python -m tools.screenshots [FOLDER] [--text-scale 2]   (default docs/screenshots; `make screenshots`)

With `--text-scale 2` the browser's text is set to 200 %, as a reader with large text has it.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

from benchmarks.phone import Table
from benchmarks.quick import _homeland
from benchmarks.table import SCENARIOS, _start, play_full
from tests.ui.driver import Player, Server, chromium

SCENARIO = SCENARIOS / "table-4p.json"


def shoot(folder: Path, dark: bool, text_scale: float = 1) -> None:
    """One whole game in one theme; each screen saved as NAME.png (NAME-dark.png in dark)."""
    suffix = "-dark" if dark else ""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    names = scenario["players"]
    with tempfile.TemporaryDirectory() as scratch, chromium() as browser:
        server = Server(Path(scratch) / "games.json")
        server.start()
        try:
            table = Table(Player(browser, server.url, dark=dark, text_scale=text_scale))
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
                    # The same moment on a device that keeps the mover's homeland (switched at the table's foot).
                    table.tap("Keep the homeland until the next turn")
                    player.wait_text(re.compile(r"'s homeland as laid; "))
                    player.page.mouse.move(180, 400)
                    player.page.mouse.wheel(0, -5000)
                    player.button(re.compile(r"'s turn$")).first.wait_for()
                    save("table-held")
                    table.tap("Keep the homeland until the next turn, selected")
                    player.page.mouse.move(180, 400)
                    player.page.mouse.wheel(0, -5000)
                    player.wait_text(re.compile(r": tap where the tile goes$"))
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
            # The quick score of the same final boards: the first player's homeland half, entered.
            player.open()
            _start(table, scenario, True, False)
            first = scenario["rounds"][-1]["board_before_scoring"]["players"][0]
            table.type(f"{names[0]}'s points", str(first["points"]))
            table.type(f"{names[0]}'s gold", str(first["gold"]))
            _homeland(table, names[0], first)
            table.tap("Homeland")
            player.button("Homeland, selected").wait_for()
            save("quick")
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots")
    parser.add_argument("folder", nargs="?", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--text-scale", type=float, default=1.0, help="the browser's text size (2 for 200 %%)")
    arguments = parser.parse_args()
    for dark in (False, True):
        shoot(arguments.folder, dark, arguments.text_scale)


if __name__ == "__main__":
    main()
