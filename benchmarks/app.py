"""The app's figures, measured in headless Chromium like the browser tests: start, first frame, tap to score."""

from __future__ import annotations

import re
import statistics
import tempfile
from pathlib import Path

from tests.ui.driver import Player, Server, chromium

_WATCH = """needle => {
    window.__latency = null;
    let tapped = null;
    document.addEventListener('click', () => { tapped = performance.now(); }, {capture: true, once: true});
    const observer = new MutationObserver(() => {
        if (tapped !== null && document.body.innerText.includes(needle)) {
            window.__latency = performance.now() - tapped;
            observer.disconnect();
        }
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


def app_figures(starts: int = 5, taps: int = 15) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder, chromium() as browser:
        server = Server(Path(folder) / "games.json")
        start_times, first_frames = [], []
        for _ in range(starts):
            start_times.append(server.start())
            first_frames.append(Player(browser, server.url).open())
            server.stop()
        server.start()
        try:
            player = Player(browser, server.url)
            player.open()
            latencies = _tap_to_score(player, taps)
        finally:
            server.stop()
    return {
        "app_tap_to_score_ms": statistics.median(latencies),
        "app_server_start_s": statistics.median(start_times),
        "app_first_frame_s": statistics.median(first_frames),
    }


def _tap_to_score(player: Player, taps: int) -> list[float]:
    """Toggle a goldsmith on its tile and time each tap until the live view shows the new scoring."""
    player.tap("New game")
    player.type_into("Name of player 1", "Ada")
    player.type_into("Name of player 2", "Bo")
    player.tap("Start the game")
    player.tap("Edit Ada's homeland")
    player.tap(re.compile(r"^Ada, goldsmith row, column 1: place"))
    player.choose("Vikings")
    cell = player.button(re.compile(r"^Ada, goldsmith row, column 1: start piece")).first
    latencies = []
    for tap in range(taps):
        expected = "If the round ended now: +3 gold" if tap % 2 == 0 else "If the round ended now: nothing"
        player.page.evaluate(_WATCH, expected)
        cell.click()
        player.page.wait_for_function("window.__latency !== null", timeout=30_000)
        latencies.append(float(player.page.evaluate("window.__latency")))
    return latencies
