"""The web app's figures: the static site of `make build-web` served by a plain static server on this machine,
each beside the same for the floor app (`floor.py`, the smallest Flet app) published the same way, measured in
the same run, the two in turn.

Its size as served; the first visit to a usable home screen (nothing cached: Pyodide, Flutter's renderer, the app's
packages all fetched), and its steps; the same offline, from the service worker's cache; the time from a tap
to the new score on a full 4-player board; and the bytes an open site fetches to update itself to a build in
which only the app's Python changed.

The openings and the taps are measured again with the CPU throttled `THROTTLE` times, as on a mid-range phone
(`…_throttled`). The whole browser is held to a quarter of one CPU by the kernel (`cpu_share`: its processes in
a control group of their own, the page's Python worker included), and `web_throttle_whole_browser` says 1.
Where the kernel's CPU controller cannot be written to, Chromium's own throttle is the fallback
(`web_throttle_whole_browser` 0): the browser is started with a DevTools port, and a connection of its own
(`Throttle`) asks Chromium to attach to every target as it starts and to hold it there (`Target.setAutoAttach`
with `flatten` and `waitForDebuggerOnStart`, at the browser's level and again in each attached target); each
target gets `Emulation.setCPUThrottlingRate` and is then let run (`Runtime.runIfWaitingForDebugger`). Chromium
refuses that throttle on a dedicated worker ("only supported for pages"), where the app's Python runs, so the
fallback slows Flutter's drawing and not the Python: `web_throttle_refused_targets` counts the targets that
refused it.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import shutil
import socket
import statistics
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, ConsoleMessage, Page, Playwright, sync_playwright
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from companion.browser import SHOWN_SAID
from tests.ui.driver import CHROMIUM, CHROMIUM_ARGS, Player
from tests.web.conftest import StaticHost, app_changed, publish, update
from tools.build_web import build, site_bytes

from .app import Toggle, _Counter, _full_homeland, at_rest, watched
from .cpu_share import held
from .table import SCENARIOS
from .timing import printed

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
    "archive": "Unpacked the app's packages",
    "connect": "Python worker initialized",
    "render": SHOWN_SAID,
}
"""What Flet's client and its Python worker say at each step of the start: the client loaded and asking for its
Python; the Pyodide runtime loaded in the worker; the app's archive and its packages' fetched and unpacked
(the site's start module, `tools.build_web.START`); Flet connected to the page's client (its own imports and
`flet.run`); the app's first screen rendered in Python and sent (`companion.browser.shown`: the app's modules,
the device's answers, the render). The last step, `draw`, is the client's, to the home screen shown; `app` is the
three after the archive together."""
APP = ("connect", "render", "draw")
"""The steps of the start that are the app's, not the site's: from the archive unpacked to the home screen."""


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
        """Seconds of each step (`START`, then `draw`), and of the app's together (`app`)."""
        moments = [started, *(self.at[step] for step in START), shown]
        steps = [*START, "draw"]
        parts = {step: after - before for step, (before, after) in zip(steps, pairwise(moments), strict=True)}
        return parts | {"app": sum(parts[step] for step in APP)}


THROTTLE = 4
"""How many times slower the CPU runs in the throttled figures: Chrome's own setting for a mid-range phone."""


AUTO_ATTACH = {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True}
"""DevTools attaching to each target a target starts, as one session of its own, and holding it until let run."""


class Throttle(threading.Thread):
    """A DevTools connection to a browser that throttles the CPU of every target as it starts, each page's
    workers included, and counts the targets that refuse it."""

    def __init__(self, port: int, rate: float) -> None:
        super().__init__(daemon=True)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version") as answer:
            self.address = json.load(answer)["webSocketDebuggerUrl"]
        self.rate = rate
        self.ids = itertools.count(1)
        self.throttles: set[int] = set()
        self.refused = 0
        self.attaching = threading.Event()

    def start(self) -> None:
        """Connect, and return once the browser attaches to every target that starts from now on."""
        super().start()
        if not self.attaching.wait(timeout=30):
            raise RuntimeError("the browser did not attach to its targets for the throttle")

    def send(self, connection: ClientConnection, method: str, params: dict[str, Any], session: str = "") -> int:
        number = next(self.ids)
        message: dict[str, Any] = {"id": number, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        connection.send(json.dumps(message))
        return number

    def run(self) -> None:
        with connect(self.address, max_size=None) as connection, contextlib.suppress(ConnectionClosed):
            attach = self.send(connection, "Target.setAutoAttach", AUTO_ATTACH)
            for raw in connection:
                message = json.loads(raw)
                if message.get("id") == attach:
                    self.attaching.set()
                elif message.get("method") == "Target.attachedToTarget":
                    session = message["params"]["sessionId"]
                    throttle = self.send(connection, "Emulation.setCPUThrottlingRate", {"rate": self.rate}, session)
                    self.throttles.add(throttle)
                    self.send(connection, "Target.setAutoAttach", AUTO_ATTACH, session)
                    self.send(connection, "Runtime.runIfWaitingForDebugger", {}, session)
                elif message.get("id") in self.throttles and "error" in message:
                    self.refused += 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def chromiums(playwright: Playwright, count: int, rate: float) -> Iterator[tuple[list[Browser], list[Throttle], bool]]:
    """`count` browsers, their CPU throttled `rate` times when it is more than 1: the whole browser held to a share
    of one CPU where the kernel allows (`cpu_share`), else Chromium's own throttle of its pages (with the
    `Throttle`s, to read what they counted); and whether the whole browser is held."""
    ports = [free_port() for _ in range(count)]
    browsers = [
        playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, f"--remote-debugging-port={port}"])
        for port in ports
    ]
    markers = [f"--remote-debugging-port={port}" for port in ports]
    with held(markers, rate) if rate > 1 else contextlib.nullcontext() as group:
        # Chromium's own throttle only where the kernel cannot hold the whole browser, workers included.
        throttles = [Throttle(port, rate) for port in ports] if rate > 1 and group is None else []
        for throttle in throttles:
            throttle.start()
        try:
            yield browsers, throttles, group is not None
        finally:
            for browser in browsers:
                browser.close()


SHOWS = """name => [...document.querySelectorAll('[role="button"]')].some(
    button => (button.getAttribute('aria-label') ?? button.textContent).trim() === name)"""
"""Whether the page shows a button read as `name` (in Flutter's semantics tree)."""


NAVIGATION_MS = 180_000
"""How long a page may take to load: a first visit with the CPU throttled four times loads the client's scripts for
longer than Playwright's default 30 s now and then."""


def patient(browser: Browser, url: str) -> Player:
    """A player of `url` as the benchmark's pages are: with motion, its page waiting as long as `NAVIGATION_MS`
    for a load, and as long for the app's first buttons (`Player.open`) and the home screen: a throttled first
    visit on a busy machine takes over a minute now and then."""
    player = Player(browser, url, motion=True)
    player.page.set_default_navigation_timeout(NAVIGATION_MS)
    player.patience_ms = NAVIGATION_MS
    return player


def home_shown(page: Page, ready: str) -> None:
    """Return once the page opening shows its home screen (its button `ready`), looked for at every frame.
    Playwright's own wait looks again only every half second once it has waited a while, which would round an
    opening up by as much as that: openings a few hundredths apart would be measured half a second apart.
    Flutter's semantics tree is switched on as soon as Flutter offers it, as `Player.open` does."""
    placeholder = "() => document.querySelector('flt-semantics-placeholder') !== null"
    page.wait_for_function(placeholder, polling="raf", timeout=NAVIGATION_MS)
    page.locator("flt-semantics-placeholder").evaluate("placeholder => placeholder.click()")
    page.wait_for_function(SHOWS, arg=ready, polling="raf", timeout=NAVIGATION_MS)


def first_screen(
    browser: Browser, url: str, offline: bool = False, ready: str = "New game", settled: str | None = None
) -> tuple[float, dict[str, float]]:
    """Seconds from opening the site to its home screen (its button `ready` shown), in a fresh profile, and the
    seconds of each step of the start (`Start.parts`); `offline` once the service worker has kept the site from
    a first visit, and that visit has done what it does after its home screen (the words `settled` shown): a
    phone opens the app again long after, not while the last visit's page still works beside the new one."""
    player = patient(browser, url)
    if offline:
        player.open()
        if settled is not None:
            player.wait_text(settled, timeout=NAVIGATION_MS)
        player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=NAVIGATION_MS)
        player.page.context.set_offline(True)
    start = Start(player.page)
    started = time.perf_counter()
    player.page.bring_to_front()
    player.page.goto(url)
    home_shown(player.page, ready)
    shown = time.perf_counter()
    player.page.context.close()
    return shown - started, start.parts(started, shown)


SETTLED = "No unfinished games."
"""What Home shows once the companion's stored games are open: the last of what its start does (`main.py`)."""


def full_game(browser: Browser, url: str) -> Toggle:
    """The full 4-player game, stored in a first visit, opened on Astrid's homeland."""
    player = watched(patient(browser, url))
    player.open()
    player.wait_text(SETTLED)  # the store open, and its writes kept by the browser from then on
    scenario = json.loads((SCENARIOS / "table-4p.json").read_text(encoding="utf-8"))
    board = json.dumps(scenario["rounds"][-1]["board_before_scoring"])
    (python,) = [worker for worker in player.page.workers if worker.url.endswith("python-worker.js")]
    game = python.evaluate(_CREATE_FULL_GAME, board)
    player.url = f"{url}#/game/{game}/homeland/0"
    player.page.goto("about:blank")  # so that opening the game's address loads the site again, not just its route
    return Toggle(player, _full_homeland)


def floor_counter(browser: Browser, url: str) -> Toggle:
    counter = _Counter(watched(patient(browser, url)))
    counter.player.open()
    counter.target = counter.player.button("Increment").first
    return counter


def update_bytes(browser: Browser, site: Path) -> int:
    """Bytes the site's service worker fetches to take a new build in which only the app's Python changed."""
    build(site)
    with StaticHost(site) as host:
        player = Player(browser, host.url, motion=True)
        player.page.goto(host.url)
        player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        host.served.clear()
        publish(site, app_changed)
        update(player.page, site)
        player.page.context.close()
        return sum(size for _, size in host.served)


def start_parts(name: str, runs: tuple[dict[str, float], ...]) -> dict[str, float]:
    """The median seconds of each step of the start over the runs, as `name_client_s` and so on."""
    return {f"{name}_{step}_s": statistics.median(run[step] for run in runs) for step in runs[0]}


def openings(
    browser: Browser, hosts: list[StaticHost], starts: int, offline: bool
) -> tuple[list[float], list[tuple[dict[str, float], ...]]]:
    """The median seconds to the home screen of the companion's site and of the floor's (`first_screen`), opened
    in turn `starts` times each, and the steps of each start (`Start.parts`), the companion's then the floor's.

    Each round opens the two in the other order than the round before, so that neither is always the first
    after the other's page closed. Before a cached open, the companion's first visit opens its stored games
    (`SETTLED`); the floor's has nothing more to do once shown."""
    runs: list[list[tuple[float, dict[str, float]]]] = [[], []]
    turns = list(zip(hosts, ("New game", "Increment"), (SETTLED, None), runs, strict=True))
    for start in range(starts):
        for host, ready, settled, measured in turns if start % 2 == 0 else turns[::-1]:
            measured.append(first_screen(browser, host.url, offline, ready, settled))
    return [statistics.median(seconds for seconds, _ in measured) for measured in runs], [
        tuple(parts for _, parts in measured) for measured in runs
    ]


def tap_latencies(browser: Browser, second: Browser, hosts: list[StaticHost], taps: int) -> list[float]:
    """The median milliseconds from a tap to its new text, on the companion's full homeland and on the floor's
    button, tapped in turn."""
    site, floor = hosts
    toggles = [full_game(browser, site.url), floor_counter(second, floor.url)]
    players = [toggle.player for toggle in toggles]
    latencies: list[list[float]] = [[], []]
    for _ in range(taps):
        for toggle, measured in zip(toggles, latencies, strict=True):
            at_rest(players)
            measured.append(toggle.tap())
    for player in players:
        player.page.context.close()
    return [statistics.median(measured) for measured in latencies]


def beside_floor(
    playwright: Playwright, hosts: list[StaticHost], rate: float, starts: int, taps: int
) -> dict[str, float]:
    """The openings and the taps of the companion, each beside the floor's and divided by it, the CPU throttled
    `rate` times (the figures' names end in `_throttled` when it is throttled)."""
    figures: dict[str, float] = {}
    with chromiums(playwright, 2, rate) as ((browser, second), throttles, whole):
        for offline, name in ((False, "web_first_screen"), (True, "web_cached_first_screen")):
            (seconds, floor_seconds), (parts, floor_parts) = openings(browser, hosts, starts, offline)
            figures |= {f"{name}_s": seconds, **start_parts(name, parts), f"{name}_floor_s": floor_seconds}
            figures |= start_parts(f"{name}_floor", floor_parts)
            figures[f"{name}_per_floor"] = seconds / floor_seconds
        full, floor = tap_latencies(browser, second, hosts, taps)
        figures |= {"web_tap_to_score_full_ms": full, "web_floor_tap_ms": floor, "web_tap_full_per_floor": full / floor}
        if rate > 1:
            figures["web_throttle_whole_browser"] = int(whole)
        if throttles:
            figures["web_throttle_refused_targets"] = sum(throttle.refused for throttle in throttles)
    suffix = "_throttled" if rate > 1 else ""
    return {f"{name}{suffix}": value for name, value in figures.items()}


def web_figures(starts: int = 7, throttled_starts: int = 3, taps: int = 21) -> dict[str, float]:
    """The web figures, plain and throttled: the targets are each figure divided by the floor's, the cached
    opening at most 1.1, the first at most 1.15, the tap at most 1.5; an update of the app alone at most 5 MB.
    The openings that the targets read are medians of `starts` each; the throttled ones, four times as long,
    of `throttled_starts`."""
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        site = build(Path(folder) / "web")
        floor = build(Path(folder) / "floor", stage_floor)
        figures: dict[str, float] = {"web_site_mb": site_bytes(site) / 1e6}
        with StaticHost(site) as host, StaticHost(floor) as floor_host:
            for rate, opened in ((1, starts), (THROTTLE, throttled_starts)):
                figures |= beside_floor(playwright, [host, floor_host], rate, opened, taps)
        with chromiums(playwright, 1, 1) as ((browser,), _, _):
            figures["web_update_bytes"] = update_bytes(browser, Path(folder) / "update")
    return figures


if __name__ == "__main__":
    printed(web_figures())
