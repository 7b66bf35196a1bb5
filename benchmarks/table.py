"""A whole game of Vikings played through the app as a group plays it, counting every tap.

    python -m benchmarks.table SCENARIO.json [--quick] [--purse | --coins] [--hold]

The app runs in headless Chromium on a 360x740 phone screen and is driven only through the controls a
player sees, found by the names a screen reader reads: no board import, no shortcut. A tap is one tap; a
typed text is one tap plus one per character; each scroll needed to reach a control is counted too. After
every scoring the standings are read off the screen and compared with the scenario's; any difference ends
the run with status 1. Items are counted as `shared/scenarios/README.md` says. With `--hold` the device
keeps the mover's homeland after each turn, and the next player's button is tapped whenever the next turn
starts on the homeland.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.ui.driver import Player, Server, chromium

from .phone import Mismatch, Table, _cell, _ship, _standings
from .quick import play_quick

Scenario = dict[str, Any]
START_GOLD = {2: 30, 3: 25, 4: 20}
START_POINTS = 10
CONVERT_CHOICES = 3
"""Points into gold: the amounts the table's last line offers after the first point, one tap each."""


def items_of(scenario: Scenario, quick: bool) -> int:
    """What there is to enter, counted as the scenarios' README says."""
    if quick:
        board = scenario["rounds"][-1]["board_before_scoring"]
        total = 0
        for player in board["players"]:
            tiles = player.get("tiles", [])
            total += len(tiles) + len(player.get("ships", [])) + sum(1 for t in tiles if t.get("viking"))
            total += sum(player.get("mainland", {}).values()) + 2
        return total
    total = 0
    for round_ in scenario["rounds"]:
        total += len(round_.get("start_tiles", []))
        for turn in round_["turns"]:
            total += ("tile" in turn["take"]) + ("ship" in turn["take"]) + 1 + (turn["convert_points"] > 0)
    return total


def _start(table: Table, scenario: Scenario, quick: bool, purse: bool, hold: bool = False) -> None:
    table.tap("Quick score" if quick else "New game")
    for seat, name in enumerate(scenario["players"], start=1):
        table.type(f"Name of player {seat}" if seat <= 2 else f"Player {seat} (optional)", name)
    if scenario.get("rules", "base") == "progress":
        table.tap("Progress rules")
    if not quick:
        if scenario["start_player"]:
            table.tap(f"Player {scenario['start_player'] + 1} starts")
        if purse:
            table.tap("The app keeps the gold")
        if hold:
            table.tap("Keep the homeland until the next turn")
        table.tap("Start the game")
        table.see("Round 1 of 6")
    else:
        table.tap("Enter the final boards")


def _lay(table: Table, name: str, tile: dict[str, Any]) -> bool:
    """Tap the tile's cell; returns whether the piece the app laid must be changed to the scenario's."""
    pattern = _cell(name, tile["row"], tile["column"]) + "lay the"
    label = table.label(pattern)
    table.tap(re.compile(pattern))
    right = f"lay the {tile['piece']} piece" in label
    table.pieces_laid += 1
    table.pieces_right += right
    return not right


def _go_on(table: Table, name: str, held: bool, by_itself: bool = False) -> None:
    """With the mover's homeland kept (`held`), the next player's turn begins with their button when its first
    tap is on their homeland; a tap on the table's other controls (viking, price, points) begins it too
    (`by_itself`). Returns once the turn can be played: its prompt shown, or the held homeland to go on from."""
    if held and by_itself:
        table.find(f"{name}'s turn")
        return
    if held:
        table.tap(f"{name}'s turn")


def play_full(
    table: Table,
    scenario: Scenario,
    purse: bool,
    moment: Callable[[str], None] | None = None,
    hold: bool = False,
) -> None:
    """Play the whole scenario; `moment`, when given, is told where the game stands at each turn ("round 3
    tile 7"), each scoring ("round 2 scoring") and at the end ("final"), with that screen shown. With `hold`,
    the device keeps each mover's homeland until the next turn begins."""
    moment = moment or (lambda _: None)
    names = scenario["players"]
    count = len(names)
    gold = [START_GOLD[count]] * count
    points = [START_POINTS] * count
    for round_ in scenario["rounds"]:
        number = round_["round"]
        table.part = "tiles_and_vikings"
        # The start tiles are laid in seat order from the start player, as the app asks for them.
        starts = round_.get("start_tiles", [])
        held = False  # a round starts on the homeland of its first turn
        for start in sorted(starts, key=lambda tile: (tile["player"] - scenario["start_player"]) % count):
            name = names[start["player"]]
            _go_on(table, name, held)
            table.see(f"{name}: tap where the start tile goes")
            _lay(table, name, start)
            held = hold
        for index, turn in enumerate(round_["turns"], start=1):
            seat, name, take = turn["player"], names[turn["player"]], turn["take"]
            table.see(f"Tile {index} of 12")
            moment(f"round {number} tile {index}")
            short = max(0, turn["price"] - gold[seat])
            extra = turn["convert_points"] - short if purse else turn["convert_points"]
            tile = take.get("tile")
            stands = tile is not None and turn["viking_on_tile"] and tile["row"] == turn["viking"]
            to_mainland = not stands and "ship" not in take
            table.part = "tiles_and_vikings"
            by_itself = extra > 0 or bool(purse and turn["price"]) or to_mainland
            _go_on(table, name, held, by_itself)
            if not (held and by_itself):
                table.see(f"{name}: tap where the tile goes")
            held = hold
            table.part = "points_to_gold"
            if extra > 0:
                table.tap(f"{name}: points into gold")  # one point at once; the last line offers 2 and 3, "…" more
                if extra > CONVERT_CHOICES:
                    table.tap("Turn another number of points into gold")
                if extra > 1:
                    table.tap(f"Turn {extra} points into gold")
            table.part = "payments"
            if purse and turn["price"]:
                table.tap(re.compile(rf"^Price {turn['price']}\b"))
            table.part = "tiles_and_vikings"
            if to_mainland:
                table.tap(f"The {turn['viking']} goes to the mainland")
                table.find(f"The {turn['viking']} goes to the mainland, selected")
            if tile is not None:
                wrong = _lay(table, name, tile)
                table.see(re.compile(rf"^Last: {re.escape(name)}'s"))
                if wrong:
                    table.tap(re.compile(rf"^Make it an? {tile['piece']} piece"))
            elif "ship" in take:
                _ship(table, name, take["ship"], turn["viking"])
            else:
                table.tap("Tile not laid: only its viking is kept")
            points[seat] -= turn["convert_points"]
            gold[seat] += turn["convert_points"] - turn["price"]
        table.see(f"Round {number}: all 12 tiles are taken")
        table.part = "scorings"
        table.tap(f"Score round {number}")
        if number == 6 and not purse:
            # The coins are counted in a dialog, a field a player, opened on the first one: Enter goes on to the
            # next, and in the last one it scores.
            for seat, player in enumerate(round_["board_before_scoring"]["players"]):
                table.type(f"{names[seat]}'s gold", str(player["gold"]), ready=True, enter=True)
        if number < 6:
            table.see(f"Round {number} scoring")
            _standings(table, round_["after_scoring"], purse, f"after round {number}")
            moment(f"round {number} scoring")
            table.tap(f"Continue to round {number + 1}")
            table.see(f"Round {number + 1} of 6")
        else:
            table.see("Final results")
            _standings(table, scenario["final"], True, "final results")
            moment("final")
        for entry in round_["after_scoring"]:
            seat = names.index(entry["name"])
            points[seat], gold[seat] = entry["points"], entry["gold"]


SCENARIOS = Path(__file__).parents[1] / "tests" / "data" / "scenarios"
"""The whole games `make bench` plays: copies of the shared scenarios, kept with the tests that play them too."""


def measure(scenario: Scenario, quick: bool = False, purse: bool = False, hold: bool = False) -> dict[str, float]:
    """Plays `scenario` through the app in a fresh browser and history; its figures by name. `Mismatch` when a
    standing on screen differs from the scenario's."""
    prefix = "quick" if quick else "table"
    with tempfile.TemporaryDirectory() as folder, chromium() as browser:
        server = Server(Path(folder) / "games.json")
        server.start()
        try:
            table = Table(Player(browser, server.url, motion=True))
            table.player.open()
            _start(table, scenario, quick, purse, hold)
            if quick:
                play_quick(table, scenario)
            else:
                play_full(table, scenario, purse, hold=hold)
        except Mismatch:
            raise
        except Exception:
            table.page.screenshot(path=str(Path(tempfile.gettempdir()) / "table-failure.png"))
            print("last steps:", table.log[-8:], file=sys.stderr)
            names = table.page.locator("flt-semantics[role=button]").all_inner_texts()
            print("buttons:", [n for n in names if n][:80], file=sys.stderr)
            print(server.db.with_suffix(".log").read_text()[-4000:], file=sys.stderr)
            raise
        finally:
            server.stop()
    items = items_of(scenario, quick)
    return {
        f"{prefix}_taps": table.taps,
        f"{prefix}_items": items,
        f"{prefix}_taps_per_item": table.taps / items,
        f"{prefix}_scrolls": table.scrolls,
        f"{prefix}_scrolls_per_item": table.scrolls / items,
        **{f"{prefix}_taps_{part}": taps for part, taps in table.by_part.items()},
        **({} if quick else {"piece_default_right_share": table.pieces_right / max(table.pieces_laid, 1)}),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.table", description=__doc__.splitlines()[0])
    parser.add_argument("scenario", type=Path)
    parser.add_argument("--quick", action="store_true", help="enter only the round-6 boards through Quick score")
    money = parser.add_mutually_exclusive_group()
    money.add_argument("--purse", action="store_true", help="the app keeps the gold: every tile paid in the app")
    money.add_argument("--coins", action="store_true", help="the coins stay on the table (the default)")
    parser.add_argument("--hold", action="store_true", help="keep each mover's homeland until the next turn")
    args = parser.parse_args(argv)
    scenario = json.loads(args.scenario.read_text(encoding="utf-8"))
    try:
        figures = measure(scenario, args.quick, args.purse, args.hold)
    except Mismatch as mismatch:
        print(f"error: {mismatch}", file=sys.stderr)
        return 1
    for name, value in figures.items():
        print(f"{name} {value:.3f}" if isinstance(value, float) else f"{name} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
