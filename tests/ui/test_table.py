"""The full game's table on a phone: what a turn costs in taps, and a screen that holds still."""

from __future__ import annotations

import re

from playwright.sync_api import Browser

from .driver import Player, Server
from .test_app import lay_start_tiles, start_game


def test_a_ship_is_two_taps_and_its_reward_comes_before_or_after_its_sail(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    ada.open()
    start_game(ada, "Ada", "Bo")
    lay_start_tiles(ada, "Ada", "Bo")
    # The slot, then the sail: the ship came with a boatsman, as ships most often do.
    ada.wait_text("Ada: tap where the tile goes")
    ada.tap(re.compile(r"^Ada, ship row, column 1: lay a ship"))
    ada.button("A boatsman came with it, selected").first.wait_for()
    ada.tap("red sail")
    ada.wait_text("Bo: tap where the tile goes")
    ada.wait_text(re.compile(r"^Last: Ada's red ship in column 1, boatsman to the mainland"))
    # Another viking and a reward other than the sail's usual one, the reward after the sail.
    ada.tap(re.compile(r"^Bo, ship row, column 2: lay a ship"))
    ada.tap("A warrior came with it")
    ada.button("A warrior came with it, selected").first.wait_for()
    ada.tap("green sail")
    ada.wait_text("Ada: tap where the tile goes")
    ada.tap("Change the ship's reward")
    ada.tap("4 points")
    ada.tap(re.compile(r"^Bo: 10 points"))
    ada.button(re.compile(r"^Bo, ship row, column 2: green ship, 4 points")).first.wait_for()
