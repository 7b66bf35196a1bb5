"""The app's figures, measured in headless Chromium like the browser tests: start, first frame, and the time
from a tap to the new score on screen, on a small board, on a full 4-player board, and for Flet itself."""

from __future__ import annotations

import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from companion.games.vikings import Board
from companion.history import GameStore
from companion.play.from_board import game_of_board
from tests.ui.driver import Player, Server, chromium, free_port

SCENARIO = Path(__file__).parents[2] / "shared" / "scenarios" / "table-4p.json"

_WATCH = """needle => {
    window.__latency = null;
    let tapped = null;
    const shown = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.data.trim() === needle) return true;
        }
        return [...document.querySelectorAll('[aria-label]')].some(e => e.getAttribute('aria-label') === needle);
    };
    document.addEventListener('click', () => { tapped = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (tapped !== null && shown()) {
            window.__latency = performance.now() - tapped;
            observer.disconnect();
        }
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
}"""


def _latency(player: Player, target: object, needle: str) -> float:
    """Milliseconds from a tap on `target` until a text reading exactly `needle` is on screen."""
    player.page.evaluate(_WATCH, needle)
    target.click()  # type: ignore[attr-defined]
    player.page.wait_for_function("window.__latency !== null", timeout=30_000)
    return float(player.page.evaluate("window.__latency"))


def app_figures(starts: int = 5, taps: int = 15) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder, chromium() as browser:
        server = Server(Path(folder) / "games.json")
        start_times, first_frames = [], []
        for _ in range(starts):
            start_times.append(server.start())
            first_frames.append(Player(browser, server.url).open())
            server.stop()
        full_game = _full_game(server.db)
        server.start()
        try:
            small = _toggle_latencies(Player(browser, server.url), _small_game, taps)
            full = _toggle_latencies(Player(browser, f"{server.url}game/{full_game}"), _full_homeland, taps)
        finally:
            server.stop()
        floor = _floor_latencies(browser, taps)
    return {
        "app_tap_to_score_ms": statistics.median(small),
        "app_tap_to_score_full_ms": statistics.median(full),
        "flet_floor_tap_ms": statistics.median(floor),
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
    """A 4-player game whose homelands are the round-6 boards of table-4p.json, stored before the app starts."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    game = game_of_board(board, scored=False)
    return GameStore(db).create(game)


def _full_homeland(player: Player) -> str:
    """Astrid's homeland on the full board, with her unthreatened goldsmith in column 3 selected."""
    player.tap(re.compile(r"^Astrid, goldsmith row, column 3: \w+ piece"))
    return "goldsmith"


def _toggle_latencies(player: Player, arrange: object, taps: int) -> list[float]:
    """Stand a viking on its tile and take it off again, timing each tap until the live view's new score."""
    player.open()
    viking = arrange(player)  # type: ignore[operator]
    toggle = player.button(re.compile(rf"^(Take the {viking} off|Stand a {viking} on it)$")).first
    score = player.page.get_by_text(re.compile(r"^If the round ended now: ")).first
    # One tap unmeasured, to learn the two scores the toggle alternates between, once the screen has settled.
    toggle.wait_for(timeout=30_000)
    first = ""
    while first != score.inner_text():
        first = score.inner_text()
        player.page.wait_for_timeout(500)
    toggle.click()
    player.page.wait_for_function(
        "first => document.body.innerText.includes('If the round ended now') && "
        "!document.body.innerText.includes(first)",
        arg=first,
        timeout=30_000,
    )
    scores = [first, score.inner_text()]
    latencies = []
    for tap in range(taps):
        toggle.wait_for(timeout=30_000)
        latencies.append(_latency(player, toggle, scores[tap % 2]))
    player.page.close()
    return latencies


def _floor_latencies(browser: object, taps: int) -> list[float]:
    port = free_port()
    floor = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.floor", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        player = Player(browser, f"http://127.0.0.1:{port}/")  # type: ignore[arg-type]
        player.open()
        button = player.button("Increment").first
        return [_latency(player, button, f"Count {tap}") for tap in range(1, taps + 1)]
    finally:
        floor.kill()
        floor.wait(timeout=10)
