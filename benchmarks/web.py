"""The web app's figures: the static site of `make build-web` served by a plain static server on this machine.

Its size as served; the first visit to a usable home screen (nothing cached: Pyodide, CanvasKit, the app's
packages all fetched); the same offline, from the service worker's cache; the time from a tap to the new
score on a full 4-player board, beside the same for the floor app (`floor.py`) published the same way, in the
same run, tap by tap in turn; and the bytes an open site fetches to update itself to a build in which only the
app's Python changed.
"""

from __future__ import annotations

import json
import shutil
import statistics
import tempfile
import time
from itertools import pairwise
from pathlib import Path

from playwright.sync_api import Browser, ConsoleMessage, Page

from tests.ui.driver import Player, chromiums
from tests.web.conftest import StaticHost, app_changed, publish, update
from tools.build_web import build, site_bytes

from .app import Toggle, _Counter, _full_homeland, at_rest, watched
from .table import SCENARIOS

FLOOR = Path(__file__).with_name("floor.py")

_CREATE_FULL_GAME = """board => self.pyodide.runPythonAsync(`
from companion.games.vikings import Board
from companion.history import GameStore, default_db_path
from companion.history.storage import kept
from companion.games.vikings.play.from_board import game_of_board
game = GameStore(default_db_path()).create(game_of_board(Board.model_validate_json(board), scored=False, quick=False))
await kept()
game
`, {globals: self.pyodide.toPy({board})})"""
"""Run in the app's Python worker: the 4-player game of `benchmarks.app._full_game`, stored as the app stores
it, once the browser's storage holds it (that storage cannot be filled before the app starts)."""


FLOOR_ENTRY = """import flet as ft

from companion.browser import shown
from floor import main


def drawn(page: ft.Page) -> None:
    main(page)
    shown()


ft.run(drawn)
"""
"""The floor app in the browser, taking the site's loading screen away once drawn, as the companion does."""


def stage_floor(folder: Path) -> None:
    """The floor app as the site's Python: its module, and an entry that runs it in the browser."""
    shutil.copy2(FLOOR, folder / "floor.py")
    shutil.copytree(Path(__file__).parents[1] / "companion", folder / "companion")
    (folder / "main.py").write_text(FLOOR_ENTRY, encoding="utf-8")


START = {
    "client": "Starting up Python worker",
    "pyodide": "python_module_name:",
    "archive": "Adding __pypackages__ to sys.path",
}
"""What Flet's client and its Python worker say at each step of the start: the client loaded and asking for its
Python; the Pyodide runtime loaded in the worker; the app's archive fetched and unpacked. The rest, to the
home screen, is the app's: its imports, its start, its first frame."""


class Start:
    """The moments a page says each step of its start is done (`START`), in this process's clock."""

    def __init__(self, page: Page) -> None:
        self.at: dict[str, float] = {}
        page.on("console", self._said)
        page.on("worker", lambda worker: worker.on("console", self._said))

    def _said(self, message: ConsoleMessage) -> None:
        for step, words in START.items():
            if message.text.startswith(words):
                self.at.setdefault(step, time.perf_counter())

    def parts(self, started: float, shown: float) -> dict[str, float]:
        """Seconds of each step: the client, Pyodide, the archive, and the app to its home screen."""
        moments = [started, *(self.at[step] for step in START), shown]
        return {step: after - before for step, (before, after) in zip([*START, "app"], pairwise(moments), strict=True)}


def first_screen(browser: Browser, url: str, offline: bool = False) -> tuple[float, dict[str, float]]:
    """Seconds from opening the site to its home screen, in a fresh profile, and the seconds of each step of the
    start (`Start.parts`); `offline` once the service worker has kept the site from a first visit."""
    player = Player(browser, url)
    if offline:
        player.open()
        player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        player.page.context.set_offline(True)
    start = Start(player.page)
    started = time.perf_counter()
    player.open()
    player.button("New game").wait_for(timeout=60_000)
    shown = time.perf_counter()
    player.page.context.close()
    return shown - started, start.parts(started, shown)


def full_game(browser: Browser, url: str) -> Toggle:
    """The full 4-player game, stored in a first visit, opened on Astrid's homeland."""
    player = watched(Player(browser, url))
    player.open()
    scenario = json.loads((SCENARIOS / "table-4p.json").read_text(encoding="utf-8"))
    board = json.dumps(scenario["rounds"][-1]["board_before_scoring"])
    (python,) = [worker for worker in player.page.workers if worker.url.endswith("python-worker.js")]
    game = python.evaluate(_CREATE_FULL_GAME, board)
    player.url = f"{url}#/game/{game}/homeland/0"
    player.page.goto("about:blank")  # so that opening the game's address loads the site again, not just its route
    return Toggle(player, _full_homeland)


def floor_counter(browser: Browser, url: str) -> Toggle:
    counter = _Counter(watched(Player(browser, url)))
    counter.player.open()
    counter.target = counter.player.button("Increment").first
    return counter


def update_bytes(browser: Browser, site: Path) -> int:
    """Bytes the site's service worker fetches to take a new build in which only the app's Python changed."""
    build(site)
    with StaticHost(site) as host:
        player = Player(browser, host.url)
        player.page.goto(host.url)
        player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        host.served.clear()
        publish(site, app_changed)
        update(player.page, site)
        player.page.context.close()
        return sum(size for _, size in host.served)


def start_parts(name: str, runs: tuple[dict[str, float], ...]) -> dict[str, float]:
    """The median seconds of each step of the start over the runs, as `name_client_s` and so on."""
    return {f"{name}_{step}_s": statistics.median(run[step] for run in runs) for step in [*START, "app"]}


def web_figures(starts: int = 3, taps: int = 21) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder, chromiums(2) as (browser, second):
        site = build(Path(folder) / "web")
        floor = build(Path(folder) / "floor", stage_floor)
        with StaticHost(site) as host, StaticHost(floor) as floor_host:
            first, first_parts = zip(*(first_screen(browser, host.url) for _ in range(starts)), strict=True)
            cached, cached_parts = zip(
                *(first_screen(browser, host.url, offline=True) for _ in range(starts)), strict=True
            )
            toggles = [full_game(browser, host.url), floor_counter(second, floor_host.url)]
            players = [toggle.player for toggle in toggles]
            latencies: list[list[float]] = [[], []]
            for _ in range(taps):
                for toggle, measured in zip(toggles, latencies, strict=True):
                    at_rest(players)
                    measured.append(toggle.tap())
        size = site_bytes(site)
        fetched = update_bytes(browser, Path(folder) / "update")
    full, floor_taps = latencies
    return {
        "web_site_mb": size / 1e6,
        "web_first_screen_s": statistics.median(first),
        **start_parts("web_first_screen", first_parts),
        "web_cached_first_screen_s": statistics.median(cached),
        **start_parts("web_cached_first_screen", cached_parts),
        "web_tap_to_score_full_ms": statistics.median(full),
        "web_floor_tap_ms": statistics.median(floor_taps),
        # The target: the companion's tap within twice what Flet itself costs in the browser (at most 2).
        "web_tap_full_per_floor": statistics.median(full) / statistics.median(floor_taps),
        # The target: an update of the app alone costs at most 5 MB, not the whole site again.
        "web_update_bytes": fetched,
    }
