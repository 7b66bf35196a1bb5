"""Browser tests: the real app served on a free port, driven in headless Chromium."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from .driver import Server, Warm

ARTIFACTS = Path(__file__).parents[1] / "artifacts"


@pytest.fixture
def browser(_chromium: Browser) -> Iterator[Browser]:
    """One Chromium for the whole run; the pages a test opened are closed after it, so that the apps they
    hold do not keep running (and loading the machine) through the tests that follow."""
    yield _chromium
    for context in _chromium.contexts:
        context.close()


class Ahead:
    """Apps started a test ahead: each test takes the app begun while the test before it ran, serving a database
    of its own that nothing has touched, and the next app begins as it does; the seconds an app takes to start
    pass beside a test's, not before it. Each is forked from one warm Python (`Warm`), which imported the app's
    server once for them all."""

    def __init__(self, folders: pytest.TempPathFactory) -> None:
        self.folders = folders
        self.warm = Warm()
        self.next = self._begun()

    def _begun(self) -> Server:
        server = Server(self.folders.mktemp("app") / "games.json", warm=self.warm)
        server.begin()
        return server

    def take(self) -> Server:
        """The app begun a test ahead, serving; the next begins meanwhile (so an app that failed to start fails
        its own test alone)."""
        taken, self.next = self.next, self._begun()
        taken.serving()
        return taken


@pytest.fixture(scope="session")
def _ahead(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ahead]:
    ahead = Ahead(tmp_path_factory)
    yield ahead
    ahead.next.stop()
    ahead.warm.stop()


LOGGED_FROM = pytest.StashKey[int]()
"""Where a test's server's log begins for that test (a server restarted by the test writes on after it)."""


@pytest.fixture
def server(_ahead: Ahead, request: pytest.FixtureRequest) -> Iterator[Server]:
    """The app as `python -m companion app` serves it, with an empty database of its own (`server.db`)."""
    running = _ahead.take()
    request.node.stash[LOGGED_FROM] = running.said
    yield running
    running.stop()


LOG_SHOWN = 4_000
"""How much of the app server's log a failed test shows: its last characters."""


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed test of the served app shows what the app's server said meanwhile (a render that failed, a save
    refused), below its own words."""
    report = yield
    server = getattr(item, "funcargs", {}).get("server")
    if report.when == "call" and report.failed and isinstance(server, Server):
        log = server.db.with_suffix(".log")
        said = (
            log.read_bytes()[item.stash.get(LOGGED_FROM, 0) :].decode("utf-8", errors="replace") if log.exists() else ""
        )
        report.sections.append(("the app server's log", said[-LOG_SHOWN:] or "(nothing)"))
    return report


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
