"""Driving the real app in headless Chromium, as a player would: through labels, never coordinates."""

from __future__ import annotations

import asyncio
import json
import os
import re
import resource
import signal
import socket
import struct
import subprocess
import sys
import time
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import IO, Literal, TypeVar

import msgpack
from playwright.sync_api import Browser, FloatRect, Locator, Page, TimeoutError, sync_playwright
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from companion.messages import EN

from .loops import on_a_loop

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
UNOPTIMISED = "--js-flags=--liftoff-only"
"""The suite's browsers run WebAssembly as first compiled, never optimised (V8's Liftoff alone): a test's page
lives seconds, and optimising Flutter's code in the background cost each test about a second of CPU, more than
the faster code saved. The benchmarks measure the browser as a phone runs it, without this."""
T = TypeVar("T")

DRAWN = "() => new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn)))"
"""Resolves once the browser has drawn two frames: whatever the last change asked for is on screen."""
HOLDS = "value => document.activeElement !== null && document.activeElement.value === value"
"""Whether the page's text input, which the field with the keyboard types into, holds `value`."""
PHONE = {"width": 360, "height": 740}
Ending = Literal["enter", "tab", "tap"]
"""The three ways a phone's field is left: its Done key, Tab, and a tap elsewhere."""
ENDINGS: tuple[Ending, ...] = ("enter", "tab", "tap")
MOTION: dict[bool, Literal["no-preference", "reduce"]] = {True: "no-preference", False: "reduce"}
"""What a page tells the app of motion, by whether it plays the app's animations (`Player(motion=...)`). The suite's
pages ask for reduced motion, as a phone's accessibility setting does: Flutter then moves from screen to screen
at once, where a page transition draws some twenty frames, and the suite spends its CPU on what it tests. The
benchmarks' pages, and the tests of the animations themselves, play them as most phones do."""
FOCUS_MS = 5_000
"""How long a tapped field may take to have the keyboard before it is tapped again."""
BLANK = (180, 28)
"""A point of every screen where a tap meets no control: the middle of the title bar."""


def limit_files(count: int) -> None:
    """Allow this process (a child about to start) at most `count` open files, as `ulimit -n` does."""
    resource.setrlimit(resource.RLIMIT_NOFILE, (count, count))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Forked:
    """An app server forked by the `Warm` Python, read as the `Popen` of a server started afresh: its exit is
    reaped by the warm Python, so here its code reads -1 once it has ended."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                self.returncode = -1
        return self.returncode

    def kill(self) -> None:
        with suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)

    def wait(self, timeout: float) -> int:
        eventually(lambda: self.poll() is not None, timeout)
        return -1


class Warm:
    """A Python that has imported the app's server once (`tests/ui/warm.py`), forking each server a `Server` asks
    of it: the same command, started without importing its packages again."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.warm"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )

    def fork(self, arguments: list[str], log: Path) -> Forked:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps({"arguments": arguments, "log": str(log)}).encode() + b"\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            raise RuntimeError(f"the warm Python ended ({self.process.wait()})")
        return Forked(int(answer))

    def stop(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=10)


PORT_TAKEN = str(EN["cli.cannot_listen"]).partition("{")[0].strip()
"""How the app's words begin, as it ends, when its port is taken (`companion.cli`): "cannot listen on"."""


class Server:
    """The app as `python -m companion app` runs it, on a free port with its own database; forked from a `Warm`
    Python where one is given.

    A port found free may be taken before the app listens on it (by any process's next connection, which the
    system gives a port of the same range): the app then says so and ends, and is begun again on another
    port found free, where the port was not given."""

    def __init__(
        self,
        db: Path,
        port: int | None = None,
        prefix: list[str] | None = None,
        files: int | None = None,
        warm: Warm | None = None,
    ) -> None:
        self.db = db
        self.chosen = port is None
        """Whether the port was found free here, and may be found again when taken meanwhile."""
        self.port = port or free_port()
        self.prefix = prefix or []
        """What the command runs under (`setpriv` to run as root without its licence to ignore permissions)."""
        self.files = files
        """The most files the server may hold open (`ulimit -n`), where given."""
        self.warm = warm
        self.process: subprocess.Popen[bytes] | Forked | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def arguments(self) -> list[str]:
        """The command's arguments, after `python -m companion`."""
        return ["app", "--port", str(self.port), "--no-browser", "--db", str(self.db)]

    def launch(self, log: IO[bytes]) -> subprocess.Popen[bytes]:
        """The server's process, writing to `log`."""
        return subprocess.Popen(
            [*self.prefix, sys.executable, "-m", "companion", *self.arguments],
            stdout=log,
            stderr=log,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
            preexec_fn=None if self.files is None else partial(limit_files, self.files),
        )

    def start(self) -> float:
        """Start the server; returns the seconds from process start to the page being served."""
        started = time.perf_counter()
        self.begin()
        self.serving()
        return time.perf_counter() - started

    def begin(self) -> None:
        """Start the server's process, without waiting for it to serve (`serving`)."""
        log = self.db.with_suffix(".log")
        self.said = log.stat().st_size if log.exists() else 0
        """Where this start's words begin in the log (every start of the server appends to it)."""
        if self.warm is not None:
            self.process = self.warm.fork(self.arguments, log)
        else:
            with log.open("ab") as written:
                self.process = self.launch(written)

    def serving(self) -> None:
        """Wait until the server's process, begun, serves the page."""
        assert self.process is not None, "the server was not begun"
        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:
            if self.process.poll() is not None:
                log = self.db.with_suffix(".log").read_bytes()[self.said :].decode("utf-8", errors="replace")
                if self.chosen and PORT_TAKEN in log:
                    self.port = free_port()
                    self.begin()
                    continue
                raise RuntimeError(f"the app ended ({self.process.returncode}) before serving:\n{log[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as connection:
                    connection.sendall(b"GET / HTTP/1.0\r\n\r\n")
                    if connection.recv(12).startswith(b"HTTP/1.1 200"):
                        return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the app did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)
            self.process = None

    def restart(self, *players: Player) -> None:
        """End the app and open its server again, as a phone's app is ended and opened again: the server is
        stopped with the players' pages still on it (nothing said to it as they leave), then each page leaves
        the app before the server starts. A page left open would connect again to the new server by itself,
        at the screen it was on, in a race with its player opening the app again at Home."""
        self.stop()
        for player in players:
            player.page.goto("about:blank")
        self.start()


REGISTER = b"\x00" + msgpack.packb(
    [1, {"session_id": "", "page_name": "", "page": {"route": "/", "width": 360.0, "height": 740.0}}]
)
"""What Flet's web client first sends on its socket: register me, in a new session (`flet.messaging.protocol`)."""


def flood(port: int, count: int, addresses: int = 1, at_once: int = 50, held: bool = False) -> Counter[str]:
    """Open `count` sessions of the app served on this machine at `port`, each dropped as soon as the server
    answered, `at_once` at a time, from `addresses` loopback addresses in turn (127.0.0.1, 127.0.0.2, ...: as
    many machines); how many were "opened" and how many "refused". `held`: each session opened is dropped only
    once the last has been tried, so that what is opened does not depend on how long the flood takes (the
    server lets a dropped session go after a while, and another may open then)."""
    kept: list[ClientConnection] = []

    async def session(number: int) -> str:
        source = f"127.0.0.{1 + number % addresses}"
        try:
            socket_ = await connect(
                f"ws://127.0.0.1:{port}/ws",
                origin=f"http://127.0.0.1:{port}",
                local_addr=(source, 0),
                open_timeout=60,
            )
        except InvalidStatus:
            return "refused"
        try:
            await socket_.send(REGISTER)
            await asyncio.wait_for(socket_.recv(), 60)
        finally:
            if held:
                kept.append(socket_)
            else:
                await socket_.close()
        return "opened"

    async def sessions() -> Counter[str]:
        outcomes: Counter[str] = Counter()
        try:
            for first in range(0, count, at_once):
                outcomes.update(await asyncio.gather(*map(session, range(first, min(first + at_once, count)))))
        finally:
            await asyncio.gather(*(socket_.close() for socket_ in kept))
        return outcomes

    return on_a_loop(sessions())


def resident_mb(pid: int) -> float:
    """How much memory the process `pid` holds (its resident set), in MB."""
    status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    (kilobytes,) = re.findall(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
    return int(kilobytes) / 1024


class Player:
    """One browser tab on the app, with helpers that find controls by their labels."""

    def __init__(
        self,
        browser: Browser,
        url: str,
        viewport: dict[str, int] = PHONE,
        dark: bool = False,
        user_agent: str | None = None,
        locale: str | None = None,
        text_scale: float = 1,
        motion: bool = False,
    ) -> None:
        scheme: Literal["dark", "light"] = "dark" if dark else "light"
        self.page: Page = browser.new_page(
            viewport=viewport,  # type: ignore[arg-type]
            color_scheme=scheme,
            user_agent=user_agent,
            locale=locale,
            reduced_motion=MOTION[motion],
        )
        if text_scale != 1:
            # The browser's text size, as its settings set it: Flutter scales every text by the page's root font
            # size over the usual 16 px.
            self.page.add_init_script(
                f"document.addEventListener('DOMContentLoaded', () => "
                f"document.documentElement.style.fontSize = '{16 * text_scale}px')"
            )
        self.url = url
        self.patience_ms = 60_000
        """How long `open` waits for the app to load and draw its first buttons."""

    def open(self) -> float:
        """Load the app and switch Flutter's semantics tree on; returns the seconds to the first interactive frame."""
        started = time.perf_counter()
        self.page.bring_to_front()
        self.page.goto(self.url)
        placeholder = self.page.locator("flt-semantics-placeholder")
        placeholder.wait_for(state="attached", timeout=self.patience_ms)
        box = placeholder.bounding_box()
        if box is not None and box["width"] > 1:
            # A phone's browser covers the screen with it and listens for a real pointer's tap, which it takes
            # only once the app is drawn: tap again until the app's buttons are read.
            deadline = time.monotonic() + self.patience_ms / 1000
            while self.page.get_by_role("button").count() < 2 and time.monotonic() < deadline:
                self.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                with suppress(TimeoutError):
                    self.page.get_by_role("button").nth(1).wait_for(state="attached", timeout=1000)
        else:
            placeholder.evaluate("element => element.click()")
        self.page.get_by_role("button").first.wait_for(timeout=self.patience_ms)
        return time.perf_counter() - started

    def button(self, name: str | re.Pattern[str]) -> Locator:
        """The button read as `name` exactly (or matching the pattern)."""
        return self.page.get_by_role("button", name=name, exact=isinstance(name, str))

    def tap(self, name: str | re.Pattern[str]) -> None:
        """Tap the button read as `name`, scrolled into sight first if it is not on screen. A button in sight is
        tapped once Playwright has seen it hold still for two frames, as it checks before every click."""
        button = self.button(name).first
        button.wait_for(timeout=20_000)
        self.into_sight(button)
        button.click()

    def into_sight(self, target: Locator) -> int:
        """`reveal` for a control about to be tapped: nothing to wait for when it is on screen already (the tap
        waits for it to hold still); returns how many scrolls it took."""
        return 0 if self._sight(target.bounding_box()) == (True, True) else self.reveal(target)

    def _sight(self, box: FloatRect | None) -> tuple[bool, bool]:
        """Whether `box` is on screen across and down (below the title bar); a control not drawn is."""
        if box is None:
            return True, True
        viewport = self.page.viewport_size or PHONE
        across = box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
        down = box["y"] >= 56 and box["y"] + box["height"] <= viewport["height"] - 8
        return across, down

    def reveal(self, target: Locator) -> int:
        """Scroll Flutter's view with the mouse wheel until `target` is on screen (it ignores DOM scrolling);
        returns how many scrolls it took."""
        viewport = self.page.viewport_size or PHONE
        for scrolls in range(20):
            box = self._settled_box(target)
            across, down = self._sight(box)
            if box is None or (across and down):
                return scrolls
            if not down:
                self.page.mouse.move(viewport["width"] / 2, viewport["height"] / 2)
                self.page.mouse.wheel(0, box["y"] - viewport["height"] / 2)
            else:
                # Sideways: the wheel over the target's own row scrolls the grid that holds it.
                self.page.mouse.move(viewport["width"] / 2, box["y"] + box["height"] / 2)
                self.page.mouse.wheel(box["x"] - viewport["width"] / 2, 0)
        return 20

    def _settled_box(self, target: Locator) -> FloatRect | None:
        """The target's box once it stops moving: the same two frames apart, read after the browser has drawn
        what the last scroll asked for (the semantics tree follows a scroll a frame or two late)."""
        self.drawn()
        box = target.bounding_box()
        for _ in range(20):
            self.drawn()
            again = target.bounding_box()
            if again == box:
                break
            box = again
        return box

    def scroll_to(self, target: Locator, steps: int = 12) -> Locator:
        """Scroll down until `target` is drawn (Flutter only builds what is on screen); returns it."""
        for _ in range(steps):
            if target.count():
                return target
            self.page.mouse.move(180, 400)
            self.page.mouse.wheel(0, 400)
            self.drawn()
            self.drawn()
        target.wait_for(timeout=5_000)
        return target

    def choose(self, label: str) -> None:
        """Tap an option of a choice row and wait until it shows as selected."""
        self.tap(label)
        self.button(f"{label}, selected").first.wait_for(timeout=20_000)

    def type_into(self, label: str, value: str, end: Ending = "tab", elsewhere: tuple[int, int] = BLANK) -> None:
        """Type into a field and leave it (`end`), so that the app has the text before the next tap. The text
        goes in once the field has the focus (the page's one text input then carries the field's name)."""
        field = self.page.get_by_role("textbox", name=label)
        field.wait_for(timeout=20_000)
        field.click()
        try:
            self.focused(label, timeout=FOCUS_MS)
        except TimeoutError:
            field.click()  # under load a tap can reach a field drawn anew, which then has no focus to give
        self.type_here(label, value)
        self.leave(label, end, elsewhere)

    def leave(self, label: str, end: Ending = "tab", elsewhere: tuple[int, int] = BLANK) -> None:
        """Leave the field named `label` the way a phone does: its Done key (Enter), Tab, or a tap on a part of
        the screen that is no button (`elsewhere`: the title; in a dialog, the dialog's own). The app has each
        key's change before the tap that follows.
        After Enter the app decides where the keyboard goes (the next field, or nowhere); the others leave."""
        if end == "enter":
            self.page.keyboard.press("Enter")
            return
        if end == "tap":
            self.page.mouse.click(*elsewhere)
        else:
            self.page.keyboard.press("Tab")
        self.page.wait_for_function(
            "label => !document.activeElement || document.activeElement.getAttribute('aria-label') !== label",
            arg=label,
            timeout=20_000,
        )

    def type_here(self, label: str, value: str) -> int:
        """Type into the field named `label` once it has the keyboard (tapped, or focused by the app itself), and
        see the text still there two frames later; returns the taps it took beside the keys: 1 when the field had
        to be tapped and its text typed again.

        Keys that reach the page's input while the keyboard passes from one field to the next are there for a
        moment, then overwritten when Flutter takes the input over, and the app never reads them. A field that
        holds text already has it selected first, as a player clears a number to type another."""
        self.focused(label)
        if self.page.evaluate("() => document.activeElement.value"):
            self.page.keyboard.press("Control+A")  # a field that holds a number: what is typed replaces it
        self.page.keyboard.type(value)
        if self.holds(value):
            return 0
        self.page.get_by_role("textbox", name=label).click()
        self.focused(label)
        self.page.keyboard.press("Control+A")
        self.page.keyboard.type(value)
        self.page.wait_for_function(HOLDS, arg=value, timeout=20_000)
        return 1

    def holds(self, value: str) -> bool:
        """Whether the field with the keyboard holds `value`, and still holds it two frames later."""
        try:
            self.page.wait_for_function(HOLDS, arg=value, timeout=3_000)
        except TimeoutError:
            return False
        self.drawn()
        return bool(self.page.evaluate(f"({HOLDS})", value))

    def drawn(self) -> None:
        """Wait until the browser has drawn two frames: what the last change asked for is on screen."""
        self.page.evaluate(DRAWN)

    def focused(self, label: str, timeout: float = 20_000) -> None:
        """Wait until the text field named `label` has the keyboard, and the app reads what is typed there.

        The browser focuses the page's text input first; Flutter takes it over a moment later (its listeners
        attached, the field's settings applied: `autocorrect` turns "on"). Keys typed in between reach the
        page's input but never the app: under load a name went missing so, and its game did not start."""
        self.page.wait_for_function(
            """label => {
                const input = document.activeElement;
                return input && input.getAttribute('aria-label') === label
                    && input.getAttribute('autocorrect') === 'on';
            }""",
            arg=label,
            timeout=timeout,
        )

    def wait_text(self, value: str | re.Pattern[str], timeout: float = 20_000) -> Locator:
        """Text on screen; inside a group with buttons, Flutter reads it out as the group's label instead."""
        found = self.page.get_by_text(value).or_(self.page.get_by_label(value)).first
        try:
            found.wait_for(timeout=timeout)
        except TimeoutError as error:  # say what the screen shows instead: a failure under load explains itself
            raise AssertionError(f"{value!r} not on screen; it shows:\n{self.words()[:4000]}") from error
        return found

    def wait_label(self, value: str | re.Pattern[str], timeout: float = 20_000) -> Locator:
        found = self.page.get_by_label(value).first
        found.wait_for(timeout=timeout)
        return found

    def saved(self, timeout: float = 20_000) -> None:
        """Wait until the app says the file holds every change: its save state reads "Saved". A test reads the
        file only then, after the screen showed what its last tap changed."""
        self.save_state("Saved", timeout)

    def save_state(self, said: str, timeout: float = 20_000) -> None:
        """Wait until the app's save state reads `said` ("Saved", "Saving", "Not saved")."""
        shown = self.page.get_by_text(said, exact=True).or_(self.page.get_by_label(said, exact=True))
        shown.first.wait_for(timeout=timeout)

    def texts(self) -> str:
        return "\n".join(self.page.locator("flt-semantics").all_inner_texts()[:1])

    def words(self) -> str:
        """Everything the screen says: the semantics tree's text and every label it reads out."""
        labels = self.page.evaluate(
            "() => Array.from(document.querySelectorAll('[aria-label]'), node => node.getAttribute('aria-label'))"
        )
        return "\n".join([self.texts(), *labels])

    def brightness(self, x: int, y: int) -> int:
        """The grey level (0-255) the screen shows at one point."""
        red, green, blue = self.colour(x, y)
        return (red * 299 + green * 587 + blue * 114) // 1000

    def colour(self, x: float, y: float) -> tuple[int, int, int]:
        """The red, green and blue (0-255) the screen shows at one point, read from a one-pixel screenshot."""
        png = self.page.screenshot(clip={"x": x, "y": y, "width": 1, "height": 1})
        chunks, offset = b"", 8
        while offset < len(png):
            (length,), kind = struct.unpack(">I", png[offset : offset + 4]), png[offset + 4 : offset + 8]
            if kind == b"IDAT":
                chunks += png[offset + 8 : offset + 8 + length]
            offset += 12 + length
        # One pixel after its row's filter byte: every PNG filter leaves a lone first pixel as it is.
        red, green, blue = zlib.decompress(chunks)[1:4]
        return red, green, blue

    def wait_brightness(self, x: int, y: int, dark: bool, timeout: float = 15.0) -> int:
        """Waits until the point looks dark (below 80) or light (above 180); returns its last grey level."""
        deadline = time.monotonic() + timeout
        while True:
            level = self.brightness(x, y)
            if (level < 80 if dark else level > 180) or time.monotonic() > deadline:
                return level
            self.drawn()

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.bring_to_front()
        self.drawn()
        self.page.screenshot(path=str(path))


def eventually(check: Callable[[], T], timeout: float = 30) -> T:
    """`check`'s answer once it is truthy (what the app writes a moment after a tap, say); the last answer
    when `timeout` seconds pass first."""
    deadline = time.monotonic() + timeout
    answer = check()
    while not answer and time.monotonic() < deadline:
        time.sleep(0.05)
        answer = check()
    return answer


@contextmanager
def chromium(*flags: str) -> Iterator[Browser]:
    with chromiums(1, *flags) as (browser,):
        yield browser


@contextmanager
def chromiums(count: int, *flags: str) -> Iterator[list[Browser]]:
    """`count` browsers, each showing pages of its own, started with `flags` beside `CHROMIUM_ARGS`."""
    with sync_playwright() as playwright:
        args = [*CHROMIUM_ARGS, *flags]
        browsers = [playwright.chromium.launch(executable_path=CHROMIUM, args=args) for _ in range(count)]
        try:
            yield browsers
        finally:
            for browser in browsers:
                browser.close()
