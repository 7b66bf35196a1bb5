"""Accessibility through the real app: a game played with the keyboard alone, and the roles, states and names
a screen reader gets from the semantics tree."""

from __future__ import annotations

import json
import re
from contextlib import suppress

from playwright.sync_api import Browser, TimeoutError

from companion.ui.theme import LAND, OPEN_CELL, WATER

from .driver import Player, Server

ACTIVE = """() => {
    const element = document.activeElement;
    return element ? element.getAttribute('aria-label') || element.textContent || '' : '';
}"""

# Flutter speaks an announcement by putting it in an aria-live element for a moment: keep each one said.
RECORD_ANNOUNCEMENTS = """
window.announced = [];
new MutationObserver(() => {
    for (const live of document.querySelectorAll('flt-announcement-polite, flt-announcement-assertive')) {
        const said = live.textContent;
        if (said && window.announced[window.announced.length - 1] !== said) window.announced.push(said);
    }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


def focus(player: Player, name: str | re.Pattern[str], key: str = "Tab", presses: int = 250) -> None:
    """Press `key` until the control named `name` has the keyboard focus."""
    pattern = re.compile(f"^{re.escape(name)}$") if isinstance(name, str) else name
    for _ in range(presses):
        left = player.page.evaluate_handle("() => document.activeElement")
        player.page.keyboard.press(key)
        with suppress(TimeoutError):  # the key taken: the focus is elsewhere (or, with nothing else, where it was)
            player.page.wait_for_function("left => document.activeElement !== left", arg=left, timeout=2_000)
        if pattern.search(player.page.evaluate(ACTIVE)):
            return
    raise AssertionError(f"the keyboard never reached {name!r}")


HELD_OR_LEFT = """label => {
    const input = document.activeElement;
    const there = input && input.getAttribute('aria-label') === label;
    return there ? input.getAttribute('autocorrect') === 'on' : 'left';
}"""


def type_here(player: Player, label: str, value: str, key: str | None = None) -> None:
    """Type into the field `label` that the keyboard reached, once Flutter has taken its input over (keys typed
    before that never reach the app: `Player.focused`); Tab then leaves it, which commits a number.

    `key` is the key that brought the keyboard here (None: the app moved it). Under load the keyboard was once
    seen to reach the field by a key and then leave it for Flutter's view, as if a focus change of an earlier key
    came late: as a player would, the test then takes it back with the same key."""
    for _ in range(3 if key else 0):
        if player.page.wait_for_function(HELD_OR_LEFT, arg=label, timeout=20_000).json_value() is True:
            break
        focus(player, label, key)
    player.focused(label)
    player.page.keyboard.type(value)
    player.page.wait_for_function("value => document.activeElement.value === value", arg=value)


def heading(player: Player, level: int, name: str) -> None:
    player.page.locator(f"flt-semantics-host h{level}", has_text=name).first.wait_for(timeout=20_000)


def test_a_quick_game_plays_to_its_results_with_the_keyboard_alone(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    ada.page.add_init_script(RECORD_ANNOUNCEMENTS)
    ada.open()  # the one click: it switches the semantics tree on
    focus(ada, "Quick score")
    ada.page.keyboard.press("Enter")
    focus(ada, "Name of player 1")
    type_here(ada, "Name of player 1", "Ada", key="Tab")
    focus(ada, "Name of player 2")
    type_here(ada, "Name of player 2", "Bo", key="Tab")
    # Past the start player's options and back with Shift+Tab; Space picks an option.
    focus(ada, "Player 3 starts")
    focus(ada, "Player 2 starts", key="Shift+Tab")
    ada.page.keyboard.press("Space")
    ada.button("Player 2 starts, selected").wait_for()
    focus(ada, "Enter the final boards")
    ada.page.keyboard.press("Enter")
    # A tile laid on Ada's homeland from the keyboard, then her points and gold typed: Enter goes on to the gold.
    focus(ada, re.compile(r"^Ada, noble row, column 1: lay"))
    ada.page.keyboard.press("Enter")
    ada.button(re.compile(r"^Ada, noble row, column 1: start piece")).first.wait_for()
    focus(ada, "Ada's points", key="Shift+Tab")  # the fields stand above the grid
    type_here(ada, "Ada's points", "30", key="Shift+Tab")
    ada.page.keyboard.press("Enter")
    type_here(ada, "Ada's gold", "5")
    focus(ada, "Next: Bo")
    ada.page.keyboard.press("Enter")
    # Bo's screen opens with the keyboard in his points.
    type_here(ada, "Bo's points", "20")
    ada.page.keyboard.press("Enter")
    type_here(ada, "Bo's gold", "0")
    focus(ada, re.compile(r"^Bo, noble row, column 1: lay"))
    ada.page.keyboard.press("Enter")
    ada.button(re.compile(r"^Bo, noble row, column 1: start piece")).first.wait_for()
    focus(ada, "Score the game")
    ada.page.keyboard.press("Space")
    heading(ada, 2, "Winner: Ada")
    # The result is spoken as it appears: the standings in one sentence.
    ada.page.wait_for_function("() => window.announced.some(said => said.includes('1. Ada'))", timeout=20_000)
    said = ada.page.evaluate("() => window.announced.join(' | ')")
    assert re.search(r"Final scoring\. 1\. Ada — \d+ points, \d+ gold; 2\. Bo", said), said


def test_roles_states_and_names_reach_the_semantics_tree(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    ada.open()
    heading(ada, 1, "Vikings companion")
    heading(ada, 2, "Unfinished games")
    ada.tap("New game")
    heading(ada, 1, "New game")
    heading(ada, 2, "Players, in seat order")
    # One option of a choice is selected as a state, and says so in words too.
    assert ada.button("Player 1 starts, selected").get_attribute("aria-current") == "true"
    assert ada.button("Player 2 starts").get_attribute("aria-current") == "false"
    ada.type_into("Name of player 1", "Ada")
    ada.type_into("Name of player 2", "Bo")
    ada.tap("Start the game")
    ada.wait_text("Round 1 of 6", timeout=40_000)
    # What cannot be done now is a disabled button, read as such.
    assert ada.button("Redo").get_attribute("aria-disabled") == "true"
    ada.tap(re.compile(r"^Ada: 10 points"))
    # Row heads are read as words, not as the letters drawn.
    for row in ("Ship row", "warrior row", "noble row", "scout row", "goldsmith row", "fisherman row"):
        ada.wait_text(row)


def _heights(player: Player, names: list[str | re.Pattern[str]]) -> list[float]:
    boxes = [player.button(name).first.bounding_box() for name in names]
    return [box["height"] for box in boxes if box is not None]


def test_text_at_200_percent_gets_the_room_it_needs(browser: Browser, server: Server) -> None:
    """With the browser's text at 200 % the players' rows and the options grow with their text instead of cutting
    it, and nothing scrolls sideways on a phone."""
    controls: list[str | re.Pattern[str]] = [re.compile(r"^Ada: 10 points"), re.compile(r"^Bo: 10 points")]
    heights = {}
    for scale in (1, 2):
        player = Player(browser, server.url, text_scale=scale)
        player.open()
        if scale == 1:
            player.tap("New game")
            options = [re.compile(r"^Player 1 starts"), "The app keeps the gold"]
            usual = _heights(player, options)
            player.type_into("Name of player 1", "Ada")
            player.type_into("Name of player 2", "Bo")
            player.tap("Start the game")
        else:
            player.tap("New game")
            player.button(re.compile(r"^Player 1 starts")).first.wait_for()
            grown = _heights(player, options)
            # An option's line of text is about 20 px high at 100 %: at 200 % its button is that much taller.
            assert all(large >= small + 16 for large, small in zip(grown, usual, strict=True)), (grown, usual)
            player.tap("Back")
            player.tap(re.compile(r"^Resume Ada, Bo"))
        player.wait_text("Ada: tap where the start tile goes", timeout=40_000)
        heights[scale] = _heights(player, controls)
        assert player.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        player.page.close()
    # Each player's row takes a second line for its figures: the name and figures are never cut.
    assert all(large >= 1.8 * small for large, small in zip(heights[2], heights[1], strict=True)), heights


def _nearest(colour: tuple[int, int, int], named: dict[str, str]) -> str:
    """The name of the colour in `named` (`#RRGGBB`) closest to `colour`."""

    def distance(hex_colour: str) -> int:
        other = (int(hex_colour[index : index + 2], 16) for index in (1, 3, 5))
        return sum((one - two) ** 2 for one, two in zip(colour, other, strict=True))

    return min(named, key=lambda name: distance(named[name]))


def test_a_wide_homeland_is_drawn_whole_and_each_cell_is_read_where_it_is_drawn(
    browser: Browser, server: Server
) -> None:
    """A homeland of eleven columns once scrolled sideways, and the screen reader's box for each cell then
    lay as far below the cell as the grid had scrolled; now its cells shrink to fit the phone."""
    ada = Player(browser, server.url)
    ada.open()
    ada.tap("Quick score")
    ada.type_into("Name of player 1", "Ada")
    ada.type_into("Name of player 2", "Bo")
    ada.tap("Enter the final boards")
    ada.choose("Tile only")
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay"))
    for column in range(2, 11):  # an island of ten tiles: wider than the phone
        ada.tap(re.compile(rf"^Ada, noble row, column {column}: lay"))
        ada.tap("middle piece")
        ada.button(re.compile(rf"^Ada, noble row, column {column}: middle piece")).first.wait_for()
    drawn = {"land": LAND, "open": OPEN_CELL, "water": WATER}
    for name, expected in [
        (r"^Ada, noble row, column 11: lay", "open"),
        (r"^Ada, noble row, column 9: middle piece", "land"),
        (r"^Ada, fisherman row, column 10: no tile", "water"),
    ]:
        target = ada.button(re.compile(name)).first
        ada.reveal(target)
        box = target.bounding_box()
        assert box is not None
        # Near the cell's left edge, beside the "+" drawn in its middle.
        seen = ada.colour(box["x"] + 4, box["y"] + box["height"] / 2)
        assert _nearest(seen, drawn) == expected, (name, seen)


TOP_OF = """label => {
    const found = [...document.querySelectorAll('flt-semantics')]
        .find(node => (node.getAttribute('aria-label') || node.textContent || '').startsWith(label));
    return found ? found.getBoundingClientRect().top : null;
}"""


def test_the_keyboard_scrolls_a_homeland_from_a_button_in_any_of_its_parts(browser: Browser, server: Server) -> None:
    """Each part of a homeland is painted apart (`regions.apart`). Drawn once in a scroll view that never
    scrolled, a part took PageDown from the page while one of its buttons had the focus: the page stayed put."""
    ada = Player(browser, server.url, viewport={"width": 360, "height": 480})  # shorter than the homeland
    ada.open()
    ada.tap("Quick score")
    ada.type_into("Name of player 1", "Ada")
    ada.type_into("Name of player 2", "Bo")
    ada.tap("Enter the final boards")
    focus(ada, "Tile only")
    cell = "Ada, fisherman row, column 1: "
    before = ada.page.evaluate(TOP_OF, cell)
    ada.page.keyboard.press("PageDown")
    ada.page.wait_for_function(f"top => ({TOP_OF})({json.dumps(cell)}) < top", arg=before, timeout=20_000)
