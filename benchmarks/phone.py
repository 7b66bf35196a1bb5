"""One phone at the table, driven as a player drives it: its taps, typing and scrolls counted, and what it shows of
the standings read off the screen and compared with a scenario's (`benchmarks.table`, `benchmarks.quick`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Locator, TimeoutError

from tests.ui.driver import Player

DEFAULT_REWARD = {"red": (3, "gold"), "green": (5, "gold"), "yellow": (2, "points"), "blue": (3, "points")}


class Mismatch(Exception):
    """What the screen shows differs from the scenario."""


@dataclass
class Table:
    """One phone at the table: taps, typing and scrolls are counted as a person would spend them."""

    player: Player
    taps: int = 0
    scrolls: int = 0
    log: list[str] = field(default_factory=list)
    part: str = "setup"
    """The part of the game the next taps belong to, for the breakdown (`by_part`)."""
    by_part: dict[str, int] = field(default_factory=dict)
    pieces_laid: int = 0
    """Island tiles laid by a tap on their cell, and of them how many the app laid as the right piece at once."""
    pieces_right: int = 0

    @property
    def page(self) -> Any:
        return self.player.page

    def find(self, name: str | re.Pattern[str]) -> Locator:
        """The button, scrolling to it (up, then down) when it is off screen, as a person would look for it."""
        button = self.player.button(name).first
        try:
            button.wait_for(timeout=3_000)
            return button
        except TimeoutError:
            pass
        for direction in (-1, 1):
            for _ in range(6):
                self.page.mouse.move(180, 400)
                self.page.mouse.wheel(0, direction * 500)
                self.scrolls += 1
                self.page.wait_for_timeout(250)
                if button.count():
                    return button
        button.wait_for(timeout=30_000)
        return button

    def tap(self, name: str | re.Pattern[str]) -> None:
        button = self.find(name)
        self.scrolls += self.player.into_sight(button)
        button.click()
        self._count(1)
        self.log.append(str(name))

    def type(self, label: str, value: str, *, ready: bool = False, enter: bool = False) -> None:
        """Type into a field: a tap on it, unless the app has put the keyboard there itself (`ready`: the screen
        opened on it, or Enter came from the field before), then one tap per character, one more each time the
        field must be tapped again (`Player.type_here`), as `quick` counts it, and one for the keyboard's Enter
        when it goes on (`enter`: to the next field, or the last field's action)."""
        box = self.page.get_by_role("textbox", name=label).first
        box.wait_for(timeout=30_000)
        self.scrolls += self.player.into_sight(box)
        if not ready:
            box.click()
        again = self.player.type_here(label, value)  # the field tapped again when the keys did not reach it
        self._count((0 if ready else 1) + again + len(value))
        if enter:
            self.page.keyboard.press("Enter")
            self._count(1)
        else:
            self.player.leave(label)
        self.log.append(f"{label}={value}")

    def _count(self, taps: int) -> None:
        self.taps += taps
        self.by_part[self.part] = self.by_part.get(self.part, 0) + taps

    def see(self, value: str | re.Pattern[str], timeout: float = 30_000) -> None:
        self.player.wait_text(value, timeout=timeout)

    def label(self, pattern: str) -> str:
        """The full name of the first button whose name matches `pattern`."""
        button = self.find(re.compile(pattern))
        return str(button.get_attribute("aria-label") or button.inner_text())


def _cell(name: str, row: str, column: int) -> str:
    return rf"^{re.escape(name)}, {row} row, column {column}: "


def _ship(table: Table, name: str, ship: dict[str, Any], viking: str = "boatsman") -> None:
    """The slot, then in the ship's dialog its viking in a turn (unless the usual boatsman), its reward (unless
    the one its sail usually shows) and its sail, which lays it."""
    table.tap(re.compile(rf"^{re.escape(name)}, ship row, column {ship['slot']}: lay a ship"))
    if viking != "boatsman":
        table.tap(f"A {viking} came with it")
    reward = (ship.get("reward"), ship.get("reward_kind"))
    if reward[0] is not None and reward != DEFAULT_REWARD[ship["sail"]]:
        amount, kind = reward
        table.tap("1 point" if (amount, kind) == (1, "points") else f"{amount} {kind}")
    table.tap(f"{ship['sail']} sail")


def _standings(table: Table, expected: list[dict[str, Any]], gold: bool, where: str) -> None:
    """Read each player's result off the screen and compare it with the scenario's."""
    for entry in expected:
        name = re.escape(entry["name"])
        found = table.label(rf"^\d+\. {name}: \d+ points?")
        match = re.match(rf"^(\d+)\. {name}: (\d+) points?(?:, (\d+) gold)?", found)
        if match is None:
            raise Mismatch(f"{where}: no result for {entry['name']} ({found!r})")
        points = int(match.group(2))
        if points != entry["points"]:
            raise Mismatch(
                f"{where}: {entry['name']} has {points} points on screen, the scenario says {entry['points']}"
            )
        if gold:
            shown = int(match.group(3) or -1)
            if shown != entry["gold"]:
                raise Mismatch(
                    f"{where}: {entry['name']} has {shown} gold on screen, the scenario says {entry['gold']}"
                )
