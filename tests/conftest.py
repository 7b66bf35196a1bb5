"""The suite reads English: the locale of the machine it runs on must not change what the command line prints."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser

from .ui.driver import chromium

for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(variable, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(scope="session")
def _chromium() -> Iterator[Browser]:
    """One Chromium for every browser test of the run, the app's and the web site's: sync Playwright keeps an
    event loop running in the main thread while it is open, and a second one started beside it is refused."""
    with chromium() as launched:
        yield launched
