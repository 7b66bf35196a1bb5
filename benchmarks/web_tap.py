"""Where a tap's time goes in the web app: the full 4-player homeland's tap (`web.full_game`) beside the floor
app's, each site's Python timed from inside its worker, tap by tap, the sites tapped in turn.

`python -m benchmarks.web_tap` builds the companion's site and the floor's; `python -m benchmarks.web_tap SITE
SITE …` taps sites built already (e.g. two builds to compare), the floor's too when its folder's name says
`floor`. Each site's Python is timed by wrapping, in its worker, Flet's dispatch of the tap's event, each patch
of a screen it sends, the game's save and the copy of the data folder to IndexedDB; the page keeps the moment
of the tap in the same clock (`performance.timeOrigin`), so each tap splits into:

- `to_python`: from the tap to its event reaching the worker's Python;
- `handler`: the event's handler (the action taken, the screen's regions worked out again);
- `python_to_last_send`: from the event to the last message of the new screen sent to the page;
- `last_send_to_screen`: from then to the new score drawn (Flutter's frame, outside Python);
- `save_start`, `save_end`: the save, from the event, and its copy to IndexedDB.

With `--profile`, cProfile then runs in each worker over as many taps again, and its tables are printed. With
`--throttle RATE`, the browser is throttled as for the throttled figures of `benchmarks.web` (`chromiums`: held
to `1 / RATE` of one CPU where the kernel allows, else Chromium's own throttle of its pages).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from playwright.sync_api import Worker, sync_playwright

from tests.web.conftest import StaticHost
from tools.build_web import build

from .app import Toggle, at_rest
from .web import chromiums, floor_counter, full_game, stage_floor

TIMED = r"""
import asyncio, builtins, js
import flet.messaging.pyodide_connection as connection
import flet.messaging.session as session
import companion.browser as browser
from companion.ui.session import TableSession

times = builtins.__dict__.setdefault("tap_times", [])

def now():
    return js.performance.timeOrigin + js.performance.now()

def timed(owner, name, label):
    done = getattr(owner, name)
    if asyncio.iscoroutinefunction(done):
        async def wrapper(*args, **kwargs):
            times.append((label + ">", now()))
            try:
                return await done(*args, **kwargs)
            finally:
                times.append((label + "<", now()))
    else:
        def wrapper(*args, **kwargs):
            times.append((label + ">", now()))
            try:
                return done(*args, **kwargs)
            finally:
                times.append((label + "<", now()))
    setattr(owner, name, wrapper)

timed(session.Session, "dispatch_event", "event")
timed(connection.PyodideConnection, "send_message", "send")
timed(TableSession, "persist", "persist")
timed(browser, "_syncfs", "syncfs")
"""
"""Run once in a site's worker: keeps when each timed part of the app's Python starts (`>`) and ends (`<`)."""

TAKEN = "import builtins, json; taken = json.dumps(builtins.tap_times); builtins.tap_times.clear(); taken"

PROFILE = "import builtins, cProfile; builtins.tap_profile = cProfile.Profile(); builtins.tap_profile.enable()"

PROFILED = """
import builtins, io, pstats
builtins.tap_profile.disable()
out = io.StringIO()
stats = pstats.Stats(builtins.tap_profile, stream=out)
stats.sort_stats("cumulative").print_stats(50)
stats.sort_stats("tottime").print_stats(30)
out.getvalue()
"""

CLICK = """() => document.addEventListener('click', () => {
    window.__tapped = performance.timeOrigin + performance.now();
}, {capture: true, once: true})"""
"""Keeps the moment of the next tap in the clock the worker's times are in."""


def python(worker: Worker, code: str) -> Any:
    """Run `code` in the site's Python worker; the value of its last expression."""
    return worker.evaluate("code => self.pyodide.runPython(code)", code)


def taps_of(times: list[tuple[str, float]]) -> Iterator[list[tuple[str, float]]]:
    """The times kept, one list a tap: each from its event's start."""
    tap: list[tuple[str, float]] = []
    for label, at in times:
        if label == "event>" and tap:
            yield tap
            tap = []
        if label == "event>" or tap:
            tap.append((label, at))
    if tap:
        yield tap


def parts(tap: list[tuple[str, float]], tapped: float, shown: float) -> dict[str, float]:
    """The milliseconds of one tap's parts (see the module's words)."""
    start = tap[0][1]
    first = {label: at - start for label, at in reversed(tap)}
    sent = [at for label, at in tap if label == "send<" and at <= shown]
    split = {"to_python": start - tapped, "handler": first.get("event<", float("nan"))}
    if sent:
        split |= {"python_to_last_send": sent[-1] - start, "last_send_to_screen": shown - sent[-1]}
    if "persist>" in first:
        split["save_start"] = first["persist>"]
    if "syncfs<" in first:
        split["save_end"] = first["syncfs<"]
    return split


def tapped(toggle: Toggle) -> tuple[float, float, float]:
    """One timed tap: its milliseconds to the new text, and its moment and the text's in the worker's clock."""
    page = toggle.player.page
    page.evaluate(CLICK)
    latency = toggle.tap()
    moment = float(page.evaluate("window.__tapped"))
    return latency, moment, moment + latency


def measured(sites: list[Path], taps: int, wait_ms: int, profile: bool, throttle: float = 1) -> None:
    """Tap every site in turn `taps` times, and print each one's medians (and profile), the browser's CPU
    throttled `throttle` times when that is more than 1."""
    with sync_playwright() as playwright, ExitStack() as stack:
        ((browser,), _, _) = stack.enter_context(chromiums(playwright, 1, throttle))
        toggles: list[Toggle] = []
        workers: list[Worker] = []
        for site in sites:
            host = stack.enter_context(StaticHost(site))
            toggle = floor_counter(browser, host.url) if "floor" in site.name else full_game(browser, host.url)
            (worker,) = [worker for worker in toggle.player.page.workers if worker.url.endswith("python-worker.js")]
            python(worker, TIMED + "\n'timed'")
            toggles.append(toggle)
            workers.append(worker)
        players = [toggle.player for toggle in toggles]
        runs: list[list[tuple[float, float, float]]] = [[] for _ in sites]
        for _ in range(taps):
            for toggle, run in zip(toggles, runs, strict=True):
                at_rest(players)
                run.append(tapped(toggle))
                toggle.player.page.wait_for_timeout(wait_ms)  # its save done before the next tap
        for site, worker, run in zip(sites, workers, runs, strict=True):
            times = [(label, at) for label, at in json.loads(python(worker, TAKEN))]
            split: dict[str, list[float]] = {}
            for tap, (_, moment, shown) in zip(taps_of(times), run, strict=False):
                for name, value in parts(tap, moment, shown).items():
                    split.setdefault(name, []).append(value)
            latency = statistics.median(latency for latency, _, _ in run)
            print(f"{site.name}: tap to new text, median {latency:.1f} ms ({len(run)} taps)")
            for name, values in split.items():
                print(f"  {name:22} median {statistics.median(values):7.1f} ms")
        if profile:
            for site, toggle, worker in zip(sites, toggles, workers, strict=True):
                python(worker, PROFILE)
                for _ in range(taps):
                    at_rest(players)
                    toggle.tap()
                    toggle.player.page.wait_for_timeout(wait_ms)
                print(f"{site.name}: profile of {taps} taps in its worker")
                print(python(worker, PROFILED))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="*", type=Path, help="built sites to tap (default: build both)")
    parser.add_argument("--taps", type=int, default=21)
    parser.add_argument("--wait-ms", type=int, default=700, help="after each tap, for its save")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--throttle", type=float, default=1, help="throttle the browser's CPU RATE times")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        sites = args.sites or [build(Path(folder) / "web"), build(Path(folder) / "floor", stage_floor)]
        measured(sites, args.taps, args.wait_ms, args.profile, args.throttle)


if __name__ == "__main__":
    main()
