"""Two copies of the web app in one browser (two tabs of one profile): one writes the games, the other says so
and takes over when asked, and neither ever drops a game or a finished game the other kept."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser

from ..ui.driver import Player
from ..ui.test_app import lay_start_tiles, start_game
from .conftest import StaticHost
from .test_offline_app import Tab, kept, quick_score, stored

TOLD = "Open in another tab"


def test_two_tabs_never_overwrite_each_others_games(web_browser: Browser, host: StaticHost) -> None:
    tab = Tab(web_browser, host)
    first = Player(tab, host.url)  # type: ignore[arg-type]
    first.open()
    start_game(first, "Cy", "Di")
    lay_start_tiles(first, "Cy", "Di")
    first.wait_text("Cy: tap where the tile goes")
    kept(first, "Cy", "Di", '"turn"')

    # A second tab of the same site: the first keeps the games, and the second says so until it takes over.
    second = Player(tab, host.url)  # type: ignore[arg-type]
    second.open()
    second.wait_text(TOLD, timeout=60_000)
    second.tap("Use it here")
    first.wait_text(TOLD)  # the first is told at once, over the game it shows
    # The second plays on the first's game, and finishes a quick score that goes into History.
    second.tap(re.compile(r"^Resume Cy"))
    second.tap(re.compile(r"^Cy, noble row, column 2: lay"))
    second.wait_text("Di: tap where the tile goes")
    second.tap("Back")
    quick_score(second)
    kept(second, "Ada", "Bo", "finished")

    # The first, still showing the game as it was, has nothing to do but take over: it reads the games afresh,
    # the second's turn and its finished game included, and plays on from there.
    first.page.bring_to_front()  # the player goes back to the first tab: a tab out of sight draws nothing
    first.tap("Use it here")
    second.wait_text(TOLD)
    first.wait_text("Di: tap where the tile goes")
    first.tap(re.compile(r"^Di, noble row, column 2: lay"))
    first.wait_text("Cy: tap where the tile goes")
    first.tap("Back")
    first.tap("History")
    first.wait_text(re.compile(r"Ada"))
    # Every game is kept: the full game with both tabs' turns, the quick score in History.
    kept(first, "Ada", "Bo", "finished")
    kept(first, "Cy", "Di", '"turn"', '"column":2')
    files = [json.loads(text) for text in stored(first) if text.startswith("{")]
    logs = [game.get("events", []) for tables in files for game in tables.get("games", {}).values()]
    turns = [[event.get("kind") for event in log].count("turn") for log in logs]
    assert max(turns) == 4  # the two start tiles, then a turn from each tab, in the games file
    assert tab.elsewhere == []
