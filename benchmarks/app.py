"""The app's figures, measured in headless Chromium like the browser tests: start, first frame, and the time
from a tap to the new score on screen, on a small board, on a full 4-player board, and for Flet itself."""

from __future__ import annotations

import contextlib
import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Browser, Locator, TimeoutError

from companion.games.vikings import Board
from companion.games.vikings.play.from_board import game_of_board
from companion.history import GameStore
from tests.ui.driver import Player, Server, chromiums, free_port

from .table import SCENARIOS

ANNOUNCEMENTS = "flt-announcement-polite, flt-announcement-assertive"
"""Where Flutter puts what a screen reader is to say (the editor says the new gain after each tap)."""
_WATCH = (
    """needle => {
    const ANNOUNCEMENTS = '"""
    + ANNOUNCEMENTS
    + """';
    window.__latency = null;
    let tapped = null;
    // What is drawn, as the semantics tree reads it; not what a screen reader is told to say.
    const said = node => node.parentElement && node.parentElement.closest(ANNOUNCEMENTS);
    const reads = node => node.nodeType === Node.TEXT_NODE ? node.data.trim() === needle && !said(node)
        : node.nodeType === Node.ELEMENT_NODE && node.getAttribute('aria-label') === needle;
    // Only what changed is looked at, so that the watch costs the page little whatever the screen holds.
    const within = node => {
        if (reads(node)) return true;
        if (node.nodeType !== Node.ELEMENT_NODE
            || !node.textContent.includes(needle) && !node.querySelector('[aria-label]'))
            return false;
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let inner = walker.nextNode(); inner; inner = walker.nextNode()) if (reads(inner)) return true;
        return false;
    };
    const shown = records => records.some(record => record.type === 'childList'
        ? [...record.addedNodes].some(within) : reads(record.target));
    document.addEventListener('click', () => { tapped = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver(records => {
        if (tapped !== null && shown(records)) {
            window.__latency = performance.now() - tapped;
            observer.disconnect();
        }
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true,
                                     attributeFilter: ['aria-label']});
}"""
)


REST_MS = 150
"""A tap is timed on apps at rest: none of them has drawn a frame for this long. After a tap Flutter draws the
button's ink ripple for about half a second; on a 2-core machine drawing in software, another app's ripple
would otherwise weigh on the tap timed next, most of all after a screen as full as a 4-player homeland."""
_FRAMES = """(() => {
    window.__framed = performance.now();
    const request = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = draw => request(time => { window.__framed = performance.now(); draw(time); });
})();"""
"""Keeps when the page last drew a frame (Flutter draws each on an animation frame)."""


def watched(player: Player) -> Player:
    """`player`, its page keeping when it last drew a frame (`at_rest`); before it opens."""
    player.page.add_init_script(_FRAMES)
    return player


def at_rest(players: list[Player], timeout_ms: float = 10_000) -> None:
    """Wait until no page has drawn a frame for `REST_MS` (at most `timeout_ms` for each)."""
    for player in players:
        with contextlib.suppress(TimeoutError):
            player.page.wait_for_function(
                "rest => performance.now() - window.__framed > rest", arg=REST_MS, polling=50, timeout=timeout_ms
            )


def _latency(player: Player, target: object, needle: str) -> float:
    """Milliseconds from a tap on `target` until a text reading exactly `needle` is on screen."""
    player.page.evaluate(_WATCH, needle)
    target.click()  # type: ignore[attr-defined]
    player.page.wait_for_function("() => window.__latency !== null", timeout=30_000)  # a function: CSP allows no eval
    return float(player.page.evaluate("window.__latency"))


def app_figures(starts: int = 5, taps: int = 21) -> dict[str, float]:
    """Start and first-frame times, then the three tap figures measured in turn, tap by tap, so that
    the machine's load at any moment weighs on all three alike; each tap once every app is at rest."""
    with tempfile.TemporaryDirectory() as folder, chromiums(3) as (browser, second, third):
        server = Server(Path(folder) / "games.json")
        start_times, first_frames = [], []
        for _ in range(starts):
            start_times.append(server.start())
            first_frames.append(Player(browser, server.url, motion=True).open())
            server.stop()
        full_game = _full_game(server.db)
        server.start()
        floor_port = free_port()
        floor = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.floor", str(floor_port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            # Each on a browser of its own, so that each page is the one shown in its window.
            toggles = [
                Toggle(watched(Player(browser, server.url, motion=True)), _small_game),
                Toggle(watched(Player(second, f"{server.url}{full_game}", motion=True)), _full_homeland),
                _floor_counter(third, floor_port),
            ]
            players = [toggle.player for toggle in toggles]
            latencies: list[list[float]] = [[], [], []]
            for _ in range(taps):
                for toggle, measured in zip(toggles, latencies, strict=True):
                    at_rest(players)
                    measured.append(toggle.tap())
        finally:
            server.stop()
            floor.kill()
            floor.wait(timeout=10)
    small, full, floor_taps = latencies
    return {
        "app_tap_to_score_ms": statistics.median(small),
        "app_tap_to_score_full_ms": statistics.median(full),
        "flet_floor_tap_ms": statistics.median(floor_taps),
        # The target: the app adds at most half of what Flet itself costs (at most 1.5).
        "app_tap_full_per_floor": statistics.median(full) / statistics.median(floor_taps),
        "app_server_start_s": statistics.median(start_times),
        "app_first_frame_s": statistics.median(first_frames),
    }


def _small_game(player: Player) -> str:
    """A new two-player game; Ada's goldsmith tile laid with its goldsmith. Returns the goldsmith's name."""
    player.tap("New game")
    player.type_into("Name of player 1", "Ada")
    player.type_into("Name of player 2", "Bo")
    player.tap("Start the game")
    player.tap(re.compile(r"^Ada: 10 points"))
    player.button("Tile with its viking, selected").first.wait_for(timeout=30_000)
    player.tap(re.compile(r"^Ada, goldsmith row, column 1: lay"))
    return "goldsmith"


def _full_game(db: Path) -> str:
    """A 4-player game at the table whose homelands are the round-6 boards of table-4p.json, stored before the
    app starts; the address of Astrid's homeland in it, where the live view says what the round would give."""
    scenario = json.loads((SCENARIOS / "table-4p.json").read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    game = game_of_board(board, scored=False, quick=False)
    return f"game/{GameStore(db).create(game)}/homeland/0"


def _full_homeland(player: Player) -> str:
    """Astrid's homeland on the full board, with her unthreatened goldsmith in column 3 selected, scrolled down
    until the live view is on screen below the selected tile's bar (a phone shows both)."""
    player.tap(re.compile(r"^Astrid, goldsmith row, column 3: \w+ piece"))
    for _ in range(20):
        if _live_view(player).count():
            break
        player.page.mouse.move(180, 400)
        player.page.mouse.wheel(0, 60)
        player.page.wait_for_timeout(150)
    return "goldsmith"


def _live_view(player: Player) -> Locator:
    """The live view's headline: what the round would give if it ended now."""
    return player.page.locator("flt-semantics").get_by_text(re.compile(r"^If the round ended now: ")).first


class Toggle:
    """A control that alternates what a text on screen says, tapped and timed one tap at a time."""

    def __init__(self, player: Player, arrange: Callable[[Player], str] | None = None) -> None:
        self.player = player
        self.expected: list[str] = []
        self.taps = 0
        if arrange is None:
            return
        player.open()
        viking = arrange(player)
        self.target = player.button(re.compile(rf"^(Take the {viking} off|Stand a {viking} on it)$")).first
        score = _live_view(player)
        # One tap unmeasured, to learn the two scores the toggle alternates between, once the screen has settled.
        self.target.wait_for(timeout=30_000)
        first = ""
        while first != score.inner_text():
            first = score.inner_text()
            player.page.wait_for_timeout(500)
        self.target.click()
        player.page.wait_for_function(
            "first => document.body.innerText.includes('If the round ended now') && "
            "!document.body.innerText.includes(first)",
            arg=first,
            timeout=30_000,
        )
        self.expected = [first, score.inner_text()]

    def tap(self) -> float:
        self.target.wait_for(timeout=30_000)
        needle = self.expected[self.taps % len(self.expected)]
        self.taps += 1
        return _latency(self.player, self.target, needle)


class _Counter(Toggle):
    """The floor app's button: each tap shows the next count."""

    def tap(self) -> float:
        self.taps += 1
        return _latency(self.player, self.target, f"Count {self.taps}")


def _floor_counter(browser: Browser, port: int) -> Toggle:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.1)
    counter = _Counter(watched(Player(browser, f"http://127.0.0.1:{port}/", motion=True)))
    counter.player.open()
    counter.target = counter.player.button("Increment").first
    return counter
