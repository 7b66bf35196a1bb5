"""The quick score through the real app: nothing scores until every player's points, gold and homeland are in,
what is missing is one tap from where it is entered, and each half of a player's screen fits a phone whole."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Locator

from companion.history import GameStore

from .driver import PHONE, Player, Server

APP_BAR = 56


def start(player: Player) -> None:
    player.open()
    player.tap("Quick score")
    # The start player asked for is the last round's, and the screen says so.
    player.wait_text("Start player of round 6:")
    player.wait_text(re.compile(r"^The player who started the last round, not the game"))
    player.type_into("Name of player 1", "Ada")
    player.type_into("Name of player 2", "Bo")
    player.tap("Enter the final boards")
    player.button("Ada, selected").wait_for(timeout=40_000)


def on_screen(control: Locator) -> bool:
    """Whether the control is whole between the app bar and the bottom of the phone's screen, unscrolled."""
    control.wait_for()
    box = control.bounding_box()
    assert box is not None
    return box["y"] >= APP_BAR and box["y"] + box["height"] <= PHONE["height"]


def test_nothing_scores_until_every_board_is_in(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    start(ada)
    # The preview of a half-entered quick score would not be the result: it is not shown.
    assert "If the round ended now" not in ada.words()
    ada.tap("Score the game")
    ada.wait_text("Not scored yet. Still to enter:")
    for name in ("Ada", "Bo"):
        for what in ("points", "gold", "homeland"):
            ada.button(f"Enter {name}'s {what}").wait_for()
    assert GameStore(server.db).archive.page() == []
    # One tap goes to Bo's screen, his gold field on it.
    ada.tap("Enter Bo's gold")
    ada.button("Bo, selected").wait_for()
    assert on_screen(ada.page.get_by_role("textbox", name="Bo's gold"))
    # Points typed as they started (10) count as entered: Ada's are no longer asked for.
    ada.tap("Ada")
    ada.type_into("Ada's points", "10")
    ada.tap("Score the game")
    ada.button("Enter Ada's gold").wait_for()
    assert ada.button("Enter Ada's points").count() == 0


def test_each_half_of_a_players_screen_fits_a_phone(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    start(ada)
    # A tile laid and selected: its bar takes the hint's place, under the tallest grid (48 px cells).
    ada.tap(re.compile(r"^Ada, fisherman row, column 1: lay"))
    ada.button(re.compile(r"^Ada, fisherman row, column 1: start piece with a fisherman, selected")).wait_for()
    homeland: list[Locator] = [
        ada.page.get_by_role("textbox", name="Ada's points"),
        ada.page.get_by_role("textbox", name="Ada's gold"),
        ada.button("Tile only"),
        ada.button(re.compile(r"^Ada, ship row, column 1: lay a ship")),
        ada.button(re.compile(r"^Ada, fisherman row, column 2: lay")),
        ada.button("Remove the tile"),
        ada.button("Next: Bo"),
        ada.button("Score the game"),
    ]
    assert all(on_screen(control) for control in homeland)
    ada.tap("Mainland")
    ada.button("Mainland, selected").wait_for()
    counters = [ada.button("0 warriors, selected"), ada.button("4 boatsmen"), ada.button("More boatsmen…")]
    assert all(on_screen(control) for control in [*counters, ada.button("Next: Bo"), ada.button("Score the game")])
    # Each counter is a whole 48 by 48 target.
    for counter in counters:
        box = counter.bounding_box()
        assert box is not None and box["width"] >= 48 and box["height"] >= 48, box
    # One tap sets a count; the next player's screen opens on the homeland, at the top.
    ada.tap("3 boatsmen")
    ada.button("3 boatsmen, selected").wait_for()
    ada.tap("Next: Bo")
    ada.button("Homeland, selected").wait_for()
    assert on_screen(ada.page.get_by_role("textbox", name="Bo's points"))


def test_with_large_text_the_purse_fields_go_one_under_the_other(browser: Browser, server: Server) -> None:
    """At 200 % text a field's name needs the screen's width: side by side, it was cut and ran over the field."""
    ada = Player(browser, server.url, text_scale=2)
    start(ada)
    points = ada.page.get_by_role("textbox", name="Ada's points").bounding_box()
    gold = ada.page.get_by_role("textbox", name="Ada's gold").bounding_box()
    assert points is not None and gold is not None
    assert gold["y"] >= points["y"] + points["height"] and points["width"] >= PHONE["width"] - 32
