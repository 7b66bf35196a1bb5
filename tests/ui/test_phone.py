"""What a phone asks of the app, through the browser: the screen kept on during a game, and a result passed on."""

from __future__ import annotations

import re

from playwright.sync_api import Browser

from .driver import Player, Server
from .test_app import new_game, save_finished_game, start_game

# The browser's Wake Lock API, watched: `window.awake` says whether the app holds the screen on.
WATCH_WAKE_LOCK = """
window.awake = false;
Object.defineProperty(navigator, 'wakeLock', {value: {request: async () => {
    window.awake = true;
    return {release: async () => { window.awake = false; }, addEventListener: () => {}};
}}});
"""

# The clipboard, watched: `window.copied` holds what the app last copied.
WATCH_CLIPBOARD = """
window.copied = null;
Object.defineProperty(navigator, 'clipboard', {value: {
    writeText: async text => { window.copied = text; }, readText: async () => window.copied ?? '',
}});
"""

ANDROID = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36"
)


def test_the_screen_stays_on_during_a_game_and_may_sleep_at_home(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.page.add_init_script(WATCH_WAKE_LOCK)
    player.open()
    assert player.page.evaluate("window.awake") is False
    start_game(player, "Ada", "Bo")
    player.page.wait_for_function("() => window.awake === true", timeout=20_000)  # a function: CSP allows no eval
    player.tap("Back")
    player.button("New game").first.wait_for()
    player.page.wait_for_function("() => window.awake === false", timeout=20_000)
    # And on again when the game is picked up: the app's hold on the screen lasts its whole session.
    player.tap(re.compile(r"^Resume Ada, Bo"))
    player.page.wait_for_function("() => window.awake === true", timeout=20_000)


def test_a_result_is_copied_as_text_where_there_is_no_share_sheet(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    player = Player(browser, server.url)
    player.page.add_init_script(WATCH_CLIPBOARD)
    player.open()
    player.tap("History")
    player.tap(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer"))
    player.tap("Copy the result")
    player.wait_text("The result is copied: paste it into a message.")
    copied = player.page.evaluate("window.copied")
    assert copied.splitlines()[1:] == ["1. Ungeheuer: 64 points, winner", "2. Tester: 63 points"]
    assert copied.startswith("Vikings, ")
    # BG Stats is a phone app: on a computer its link would open nothing.
    assert player.button("Send to BG Stats").count() == 0


def test_on_a_phone_the_result_is_shared_and_sent_to_bg_stats(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    player = Player(browser, server.url, user_agent=ANDROID)
    player.open()
    player.tap("History")
    player.tap(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer"))
    player.button("Share the result").first.wait_for()
    player.button("Send to BG Stats").first.wait_for()
    assert player.button("Copy the result").count() == 0


def test_back_from_a_started_game_goes_home_not_to_its_finished_form(browser: Browser, server: Server) -> None:
    player = new_game(browser, server.url, "Ada", "Bo")
    player.page.go_back()  # the phone's or the browser's Back
    player.wait_text("Which game?")
    player.button(re.compile(r"^Resume Ada, Bo")).first.wait_for()
    assert player.button("Start the game").count() == 0
    # From Home, New game is a form again: the next game starts there.
    player.tap("New game")
    player.button("Start the game").wait_for()


def test_a_game_started_with_other_rules_shows_its_table_and_new_game_opens_again_after_a_reload(
    browser: Browser, server: Server
) -> None:
    # The rules chosen are remembered as the game starts: the form renders again meanwhile.
    player = new_game(browser, server.url, "Ada", "Bo", progress=True)
    player.page.reload()
    player.open()
    player.tap("New game")
    player.button("Progress rules, selected").wait_for()


def test_a_game_screen_turned_and_turned_back_still_shows_every_tap(browser: Browser, server: Server) -> None:
    """Turning the phone (or its keyboard taking half the screen) draws again the parts that follow the screen's
    size, each on its own; every tap after it is still drawn."""
    ada = new_game(browser, server.url, "Ada", "Bo")
    ada.tap(re.compile(r"^Ada: 10 points"))
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay the start piece with its noble"))
    ada.button(re.compile(r"^Ada, noble row, column 1: start piece")).first.wait_for()
    upright = ada.page.viewport_size
    assert upright is not None
    ada.page.set_viewport_size({"width": upright["height"], "height": upright["width"]})
    ada.choose("Tile only")
    ada.page.set_viewport_size(upright)
    ada.choose("Tile with its viking")
    ada.tap(re.compile(r"^Ada, noble row, column 2: lay the end piece with its noble"))
    ada.button(re.compile(r"^Ada, noble row, column 2: end piece")).first.wait_for()
