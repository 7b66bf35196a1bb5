"""The full game's table on a phone: what a turn costs in taps, and a screen that holds still."""

from __future__ import annotations

import io
import re

from PIL import Image
from playwright.sync_api import Browser

from .driver import PHONE, Player, Server, eventually
from .test_app import fill_in_new_game, lay_start_tiles, new_game


def test_a_ship_is_two_taps_and_its_reward_comes_before_or_after_its_sail(browser: Browser, server: Server) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
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


def darkest(player: Player, name: str) -> int:
    """The darkest grey level (0-255) drawn inside the button read as `name` (in the app bar)."""
    box = player.button(name).first.bounding_box()
    assert box is not None
    shot = Image.open(io.BytesIO(player.page.screenshot(clip=box))).convert("L")
    lowest, _ = shot.getextrema()
    return int(str(lowest))


def test_undo_and_redo_look_disabled_with_nothing_to_do_and_the_undo_bar_goes_at_the_next_action(
    browser: Browser, server: Server
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    ada.wait_text("Ada: tap where the start tile goes")
    assert ada.button("Undo").first.get_attribute("aria-disabled") == "true"
    assert darkest(ada, "Undo") > 120 and darkest(ada, "Redo") > 120  # drawn faint, as disabled controls are
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay"))
    ada.wait_text("Bo: tap where the start tile goes")
    eventually(lambda: darkest(ada, "Undo") < 80)
    assert darkest(ada, "Undo") < 80 and darkest(ada, "Redo") > 120
    ada.tap("Undo")
    undone = ada.wait_text("Undone: Ada's start tile in the noble row")
    eventually(lambda: darkest(ada, "Redo") < 80)
    assert darkest(ada, "Redo") < 80
    # Laying the tile again is the next action: what the undo said, and its Redo, are gone with it.
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay"))
    undone.wait_for(state="hidden")
    ada.wait_text("Bo: tap where the start tile goes")
    eventually(lambda: darkest(ada, "Redo") > 120)
    assert darkest(ada, "Redo") > 120


def top(player: Player, name: str | re.Pattern[str]) -> float:
    """Where the button read as `name` starts down the screen, once it has stopped moving."""
    return corner(player, name)[1]


def corner(player: Player, name: str | re.Pattern[str]) -> tuple[float, float]:
    """Where the button read as `name` starts, across and down the screen, once it has stopped moving."""
    button = player.button(name).first
    button.wait_for()
    box = player._settled_box(button)
    assert box is not None
    return box["x"], box["y"]


def listen_to_announcements(player: Player) -> None:
    """Keep in `window.said` everything the page gives a screen reader to say politely from now on (Flutter
    clears each announcement a moment after it)."""
    player.page.evaluate(
        """() => {
            window.said = [];
            const polite = document.querySelector('flt-announcement-polite');
            new MutationObserver(() => window.said.push(polite.textContent)).observe(
                polite, {childList: true, characterData: true, subtree: true});
        }"""
    )


def test_the_pieces_that_fit_a_tile_show_with_the_turn_and_one_tap_takes_another(
    browser: Browser, server: Server
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    lay_start_tiles(ada, "Ada", "Bo")
    # Beside the start tile both a middle and an end piece fit: the tap lays one, and the turn moves on.
    ada.wait_text("Ada: tap where the tile goes")
    listen_to_announcements(ada)
    ada.tap(re.compile(r"^Ada, noble row, column 2: lay the end piece"))
    ada.wait_text("Bo: tap where the tile goes")
    # Whose turn it is now is read out by a screen reader, without moving to it.
    ada.page.wait_for_function("() => window.said.some(words => words.trim() === 'Bo: tap where the tile goes')")
    ada.button("Laid as an end piece, selected").first.wait_for()
    # One tap makes it the other piece; it is still Bo's turn.
    ada.tap("Make it a middle piece")
    ada.button("Laid as a middle piece, selected").first.wait_for()
    ada.wait_text(re.compile(r"^Last: Ada's noble tile in column 2 \(middle\)"))
    assert ada.button("Make it an end piece").count() == 1
    ada.wait_text("Bo: tap where the tile goes")
    # Where only one piece fits, there is nothing to choose.
    ada.tap(re.compile(r"^Bo, scout row, column 1: lay the start piece"))
    ada.wait_text("Ada: tap where the tile goes")
    assert ada.button(re.compile(r"^Make it an? ")).count() == 0


def test_the_homeland_holds_still_as_the_last_turn_line_appears_grows_and_changes(
    browser: Browser, server: Server
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    # The first tap of the game brings the last turn's line: the next homeland is drawn where the first was.
    ada.wait_text("Ada: tap where the start tile goes")
    first = top(ada, re.compile(r"^Ada, noble row, column 1: lay"))
    # Each player's points into gold stands in one column, whoever's turn it is (the row of the player to
    # play was once wider, and its button further right).
    converts = [corner(ada, f"{name}: points into gold") for name in ("Ada", "Bo")]
    assert converts[0][0] == converts[1][0]
    lay_start_tiles(ada, "Ada")
    ada.wait_text("Bo: tap where the start tile goes")
    assert top(ada, re.compile(r"^Bo, noble row, column 1: lay")) == first
    assert [corner(ada, f"{name}: points into gold") for name in ("Ada", "Bo")] == converts
    lay_start_tiles(ada, "Bo")
    ada.wait_text("Ada: tap where the tile goes")
    before = top(ada, re.compile(r"^Ada, noble row, column 1: start piece"))
    # A long last line (a ship, its viking to the mainland), then a conversion said in words.
    ada.tap(re.compile(r"^Ada, ship row, column 1: lay a ship"))
    ada.tap("green sail")
    ada.wait_text("Bo: tap where the tile goes")
    assert top(ada, re.compile(r"^Bo, noble row, column 1: start piece")) == before
    ada.tap("Bo: points into gold")
    ada.tap("Turn 2 points into gold")
    ada.wait_text(re.compile(r"^Last: Bo's 2 points turned into gold"))
    assert top(ada, re.compile(r"^Bo, noble row, column 1: start piece")) == before


def test_points_into_gold_is_one_tap_and_the_last_line_says_it_and_changes_the_amount(
    browser: Browser, server: Server
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    ada.tap("Ada: points into gold")
    ada.wait_text(re.compile(r"^Last: Ada's 1 point turned into gold"))
    ada.button(re.compile(r"^Ada: 9 points")).first.wait_for()
    ada.button("Turn 1 point into gold, selected").first.wait_for()
    ada.tap("Turn 3 points into gold")
    ada.wait_text(re.compile(r"^Last: Ada's 3 points turned into gold"))
    ada.button(re.compile(r"^Ada: 7 points")).first.wait_for()
    ada.tap("Turn another number of points into gold")
    ada.tap("Turn 6 points into gold")
    ada.button(re.compile(r"^Ada: 4 points")).first.wait_for()
    # Undo takes the conversion back whole: it was one action, amended.
    ada.tap("Undo")
    ada.button(re.compile(r"^Ada: 10 points")).first.wait_for()


def test_the_table_shows_what_was_changed_on_a_homeland_once_back(browser: Browser, server: Server) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    ada.tap(re.compile(r"^Ada: 10 points"))
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay the start piece with its noble"))
    ada.button(re.compile(r"^Ada, noble row, column 1: start piece with a noble, selected")).first.wait_for()
    # The table lay covered while the homeland changed: it renders again with the change as it comes back.
    ada.page.go_back()
    ada.button(re.compile(r"^Ada, noble row, column 1: start piece with a noble(?!, selected)")).first.wait_for()


def test_a_device_that_keeps_the_homeland_shows_each_turn_as_laid_until_the_next_player_goes_on(
    browser: Browser, server: Server
) -> None:
    ada = Player(browser, server.url)
    ada.open()
    fill_in_new_game(ada, "Ada", "Bo")
    ada.button("Keep the homeland until the next turn").first.wait_for()  # off by default
    assert ada.button("Keep the homeland until the next turn, selected").count() == 0
    ada.choose("Keep the homeland until the next turn")
    # Every choice of a new game leaves its start on a phone's screen, a tap away without scrolling.
    start = ada.button("Start the game").first.bounding_box()
    assert start is not None and start["y"] + start["height"] <= PHONE["height"]
    ada.tap("Start the game")
    # A start tile is held as any turn: the mover's homeland, read-only, and the next player's button.
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay"))
    ada.wait_text("Ada's homeland as laid; Bo goes on")
    box = ada.button("Bo's turn").first.bounding_box()
    assert box is not None and box["height"] >= 48  # a whole target
    ada.tap("Bo's turn")
    lay_start_tiles(ada, "Bo")
    ada.tap("Ada's turn")
    ada.wait_text("Ada: tap where the tile goes")
    ada.tap(re.compile(r"^Ada, noble row, column 2: lay the end piece"))
    ada.wait_text("Ada's homeland as laid; Bo goes on")
    ada.button(re.compile(r"^Ada, noble row, column 2: end piece with a noble.*, selected$")).first.wait_for()
    assert ada.button(re.compile(r": lay")).count() == 0
    last = top(ada, "Laid as an end piece, selected")
    # The piece fixed on the last line shows on the homeland still held.
    ada.tap("Make it a middle piece")
    ada.button(re.compile(r"^Ada, noble row, column 2: middle piece with a noble.*, selected$")).first.wait_for()
    ada.wait_text("Ada's homeland as laid; Bo goes on")
    # Bo's turn begins with his button; the last line has not moved.
    ada.tap("Bo's turn")
    ada.wait_text("Bo: tap where the tile goes")
    assert top(ada, "Laid as a middle piece, selected") == last
    ada.tap(re.compile(r"^Bo, scout row, column 1: lay the start piece"))
    ada.wait_text("Bo's homeland as laid; Ada goes on")
    ada.button(re.compile(r"^Bo, scout row, column 1: start piece with a scout.*, selected$")).first.wait_for()
    # Switched at the foot of the table: off, the next player's homeland comes at once; on again, it holds.
    ada.tap("Keep the homeland until the next turn, selected")
    ada.wait_text("Ada: tap where the tile goes")
    ada.tap("Keep the homeland until the next turn")
    ada.wait_text("Bo's homeland as laid; Ada goes on")
    # A ship laid is held as a tile is, and marked on the homeland as the tile was.
    ada.tap("Ada's turn")
    ada.tap(re.compile(r"^Ada, ship row, column 1: lay a ship"))
    ada.tap("red sail")
    ada.wait_text("Ada's homeland as laid; Bo goes on")
    ada.button(re.compile(r"^Ada, ship row, column 1: red ship.*, selected$")).first.wait_for()
    # The device remembers: the app started again offers the homeland kept.
    ada.open()
    ada.tap("New game")
    ada.button("Keep the homeland until the next turn, selected").first.wait_for()
