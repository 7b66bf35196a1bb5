"""The static site of `make build-web`, built once for the whole run (shared by its workers) and served by a plain
static server."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from filelock import FileLock
from playwright.sync_api import Browser, Page

from tools import build_web

from ..ui.driver import eventually


class Served(http.server.ThreadingHTTPServer):
    served: list[tuple[str, int]]
    """Each file sent, by its path, with its size in bytes."""


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Python's static file server, as any static host serves a folder, without a line per request; it counts
    what it sends."""

    server: Served

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        file = Path(self.translate_path(self.path))
        self.server.served.append((urlsplit(self.path).path, file.stat().st_size if file.is_file() else 0))
        super().do_GET()


class StaticHost:
    """A folder served on 127.0.0.1 by Python's `http.server`, nothing else: no headers of the app's own."""

    def __init__(self, folder: Path) -> None:
        handler = functools.partial(Quiet, directory=str(folder))
        self.server = Served(("127.0.0.1", 0), handler)
        self.server.served = []
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}/"

    @property
    def served(self) -> list[tuple[str, int]]:
        return self.server.served

    def __enter__(self) -> StaticHost:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the whole run shares: the one above each worker's own (pytest-xdist), or this process's."""
    own = tmp_path_factory.getbasetemp()
    return own.parent if os.environ.get("PYTEST_XDIST_WORKER") else own


@pytest.fixture(scope="session", autouse=True)
def _fetching_alone(run_folder: Path) -> Iterator[None]:
    """The run's builds share build/wheels, and one at a time fetches into it: pip writes a wheel there in
    pieces, and a build on the other worker that read one half written would fail."""
    fetch = build_web.wheels

    def alone(pyodide: build_web.Pyodide, into: Path) -> list[Path]:
        with FileLock(run_folder / "wheels.lock"):
            return fetch(pyodide, into)

    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(build_web, "wheels", alone)
        yield


@pytest.fixture(scope="session")
def site(run_folder: Path) -> Path:
    """The site, built once for the whole run by the first worker to need it, which the others wait for (the
    wheels it fetches are kept in build/wheels between runs)."""
    site, built = run_folder / "site" / "web", run_folder / "site.built"
    with FileLock(run_folder / "site.lock"):
        if not built.exists():
            build_web.build(site)
            built.touch()
    return site


@pytest.fixture
def host(site: Path) -> Iterator[StaticHost]:
    with StaticHost(site) as serving:
        yield serving


@pytest.fixture(scope="session")
def web_browser(_chromium: Browser) -> Browser:
    """The run's one Chromium (tests/conftest.py)."""
    return _chromium


def app_changed(folder: Path) -> None:
    """The companion's Python as the site packs it, with one line of it changed: an update of the app alone."""
    build_web.stage(build_web.flet_settings(), folder)
    with (folder / "main.py").open("a", encoding="utf-8") as main:
        main.write("# changed\n")


def publish(site: Path, app_source: Callable[[Path], None]) -> None:
    """A new build of the site in place of the one served, as a host publishes one: whole, at once."""
    built = build_web.build(site.with_name(f"{site.name}.next"), app_source)
    site.rename(site.with_name(f"{site.name}.old"))
    built.rename(site)
    shutil.rmtree(site.with_name(f"{site.name}.old"))


UPDATED = """async (archive) => {
    // Whether the site's service worker keeps the app's archive of this content, and only of this one: a new
    // build fetched and in charge.
    const cache = await caches.open("vikings-companion-files");
    const kept = (await cache.keys()).map((request) => request.url).filter((url) => url.includes("app.tar.gz"));
    const registration = await navigator.serviceWorker.getRegistration();
    return kept.length === 1 && kept[0].endsWith(archive) && registration.installing === null
        && registration.waiting === null;
}"""


def update(page: Page, site: Path) -> None:
    """Have the page's service worker look for a new build of the site, and wait until it has taken over."""
    archive = f"app.tar.gz?sha256={build_web.content_digest((site / build_web.APP_ARCHIVE).read_bytes())}"
    page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
    # Polled from here: `wait_for_function` takes the promise an async function returns for a true answer.
    assert eventually(lambda: page.evaluate(UPDATED, archive), timeout=120), "the new build did not take over"
