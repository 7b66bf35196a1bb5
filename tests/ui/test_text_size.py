"""Text at 200 % (WCAG 1.4.4): on a 360 px phone the result table and the history's charts keep every word
whole and apart — a row as tall as its text, a column as wide, the rest a sideways scroll away."""

from __future__ import annotations

import re
from functools import partial
from itertools import pairwise

import pytest
from playwright.sync_api import Browser, Locator

from .driver import Player, Server, eventually
from .test_app import save_finished_game

GAME = re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")
WINNER = "1. Ungeheuer: 64 points, 3 gold; show every line"
SECOND = "2. Tester: 63 points, 4 gold; show every line"
GROWN = 1.8
"""At twice the text, a box that follows its text is about twice as big; a squeezed one stays as it was."""

Box = dict[str, float]


def open_game(browser: Browser, server: Server, text_scale: float) -> Player:
    viewer = Player(browser, server.url, text_scale=text_scale)
    viewer.open()
    viewer.tap("History")
    # At 200 % the filters fill the first screen, and the game's row starts below it: at the edge of what Flutter
    # builds ahead of a scroll, so it is scrolled to, as a player scrolls to it.
    viewer.page.get_by_role("textbox", name="Search by player").wait_for(timeout=20_000)
    viewer.scroll_to(viewer.button(GAME).first)
    viewer.tap(GAME)
    viewer.button(WINNER).first.wait_for()
    return viewer


def box_of(target: Locator) -> Box:
    target.wait_for(timeout=20_000)
    box = target.bounding_box()
    assert box is not None
    return box  # type: ignore[return-value]


def text_box(viewer: Player, value: str) -> Box:
    return box_of(viewer.page.get_by_text(value, exact=True).first)


def apart(one: Box, other: Box) -> bool:
    """Whether two boxes do not overlap (touching edges are apart; a part of a pixel is rounding)."""
    return (
        one["x"] + one["width"] <= other["x"] + 0.5
        or other["x"] + other["width"] <= one["x"] + 0.5
        or one["y"] + one["height"] <= other["y"] + 0.5
        or other["y"] + other["height"] <= one["y"] + 0.5
    )


def scroll_sideways(viewer: Player, target: Locator) -> None:
    """Turn the wheel sideways over `target`'s row until it is drawn whole (its box, cut at the screen's
    edge, stops growing). After a turn the box moves once the row has scrolled; at the row's end it stays."""

    def moved_from(before: Box) -> Box | None:
        after = box_of(target)
        return after if after != before else None

    box = box_of(target)
    for _ in range(10):
        viewer.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        viewer.page.mouse.wheel(200, 0)
        moved = eventually(partial(moved_from, box), timeout=5)
        if moved is None or moved["width"] == box["width"]:
            return
        box = moved
    raise AssertionError("the row never stopped scrolling")


def middle(box: Box) -> float:
    return box["y"] + box["height"] / 2


def test_the_result_table_grows_with_the_text_and_scrolls_sideways(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    cells = ("Points 64", "gold +7 -35 g", "Points 63")  # values as read, with their row's name
    normal = open_game(browser, server, text_scale=1)
    before = {value: text_box(normal, value) for value in cells} | {WINNER: box_of(normal.button(WINNER).first)}
    normal.page.close()

    large = open_game(browser, server, text_scale=2)
    after = {value: text_box(large, value) for value in cells[:2]} | {WINNER: box_of(large.button(WINNER).first)}
    # A value and a player's head are as big as their text: neither is cut to its size at 100 %.
    for value, box in after.items():
        assert box["height"] >= GROWN * before[value]["height"], value
        assert box["width"] >= GROWN * before[value]["width"], value
    # The rows stay apart and in line: the points above the gold, each player's points side by side.
    points, gold, second_points = after["Points 64"], text_box(large, "Gold 3"), text_box(large, "Points 63")
    assert apart(points, gold) and points["y"] < gold["y"]
    assert middle(second_points) == pytest.approx(middle(points), abs=1)
    # The second player's column is beyond what is left of the screen (what is read of it is cut at the edge):
    # it scrolls into view, whole, and its head still opens the detail.
    assert second_points["width"] < GROWN * before["Points 63"]["width"]
    second = large.button(SECOND).first
    scroll_sideways(large, second)
    assert text_box(large, "Points 63")["width"] >= GROWN * before["Points 63"]["width"]
    second.click()
    large.wait_text(re.compile(r"^Supply: 5 fishermen feed 25, 23 vikings to feed: \+4 points"))


def test_a_players_points_by_source_wrap_on_screen_and_stay_apart(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    viewer = Player(browser, server.url, text_scale=2)
    viewer.open()
    viewer.tap("History")
    viewer.tap("Players")
    sources = ["ships", "gold", "islands", "longest island", "boatsmen", "supply"]  # Ungeheuer's, shown first
    lines = {source: viewer.page.get_by_text(re.compile(rf"^{source}: \S+ points a game$")).first for source in sources}
    boxes = {}
    # Each two lines in turn, measured on one screen: a scroll between them moves what a box's y counts from.
    for one, other in pairwise(sources):
        viewer.scroll_to(lines[one])
        viewer.reveal(lines[one])
        viewer.scroll_to(lines[other])
        viewer.reveal(lines[other])
        boxes[one], boxes[other] = box_of(lines[one]), box_of(lines[other])
        assert apart(boxes[one], boxes[other]) and boxes[one]["y"] < boxes[other]["y"]
    for box in boxes.values():
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    # A name too long for its half of the line at this size takes a second line rather than running on.
    assert boxes["longest island"]["height"] > 1.5 * boxes["ships"]["height"]
