"""Browser tests: the real app served on a free port, driven in headless Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from .driver import Server

ARTIFACTS = Path(__file__).parents[1] / "artifacts"


@pytest.fixture
def browser(_chromium: Browser) -> Iterator[Browser]:
    """One Chromium for the whole run; the pages a test opened are closed after it, so that the apps they
    hold do not keep running (and loading the machine) through the tests that follow."""
    yield _chromium
    for context in _chromium.contexts:
        context.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "games.json")
    running.start()
    yield running
    running.stop()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
