"""The static site of `make build-web`, built once for the whole run and served by a plain static server."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tools import build_web


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Python's static file server, as any static host serves a folder, without a line per request."""

    def log_message(self, format: str, *args: object) -> None:
        pass


class StaticHost:
    """A folder served on 127.0.0.1 by Python's `http.server`, nothing else: no headers of the app's own."""

    def __init__(self, folder: Path) -> None:
        handler = functools.partial(Quiet, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}/"

    def __enter__(self) -> StaticHost:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once for the whole run (the wheels it fetches are kept in build/wheels between runs)."""
    return build_web.build(tmp_path_factory.mktemp("site") / "web")


@pytest.fixture
def host(site: Path) -> Iterator[StaticHost]:
    with StaticHost(site) as serving:
        yield serving


@pytest.fixture(scope="session")
def web_browser(_chromium: Browser) -> Browser:
    """The run's one Chromium (tests/conftest.py)."""
    return _chromium
