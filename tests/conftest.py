"""The suite reads English: the locale of the machine it runs on must not change what the command line prints.

`make test` runs the suite on every core and one worker more (pytest-xdist, `-n auto --dist loadgroup`): each
worker has its own Chromium, and the files whose tests are best run together run on one worker, whole
(`GROUPS`)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from playwright.sync_api import Browser

from .ui.driver import UNOPTIMISED, chromium

for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(variable, None)
os.environ["LANG"] = "C.UTF-8"

# The property tests' settings for the suite, on the profile Hypothesis picked (`ci` where the CI variable is set:
# the same examples every run, derandomized; else `default`, whose database in .hypothesis/ replays first every
# example that once failed): a busy machine is slow, not wrong, so no example is judged by its time.
settings.register_profile(
    "suite",
    settings.get_profile(settings.get_current_profile_name()),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("suite")

HERE = Path(__file__).parent
WEB = HERE / "web"
GROUPS = {
    # The web site's tests, minutes each with the site built once a run (tests/web/conftest.py), in two groups of
    # about the same time, so that two workers take one each: the site and its new builds, and its pages played.
    WEB / "test_site.py": "web-builds",
    WEB / "test_update.py": "web-builds",
    WEB / "test_offline_app.py": "web-pages",
    WEB / "test_copies.py": "web-pages",
}


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto` starts a worker a core and one more, unless PYTEST_XDIST_AUTO_NUM_WORKERS says otherwise: a
    browser test's worker leaves its core idle while it waits for its page, its app or a server's timeout, and on
    two cores a third worker keeps both busy (96 % of the run rather than 82 %)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return cores + 1


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist names each test after its group
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of each file or folder in `GROUPS` go to one worker together (the largest groups are handed out
    first); then the browser tests, seconds each, and the quick ones last, so that the workers end together."""
    items.sort(key=lambda item: not item.path.is_relative_to(HERE / "ui"))
    for item in items:
        for folder, group in GROUPS.items():
            if item.path.is_relative_to(folder):
                item.add_marker(pytest.mark.xdist_group(group))


def pytest_collection_finish(session: pytest.Session) -> None:
    """A worker refuses to run tests its groups do not hold together: each would pay for what they share."""
    if session.config.getoption("loadgroup", False):
        loose = [
            item.nodeid for item in session.items if item.get_closest_marker("xdist_group") and "@" not in item.nodeid
        ]
        if loose:
            raise pytest.UsageError(f"pytest-xdist did not group {loose[0]} and {len(loose) - 1} others")


@pytest.fixture(scope="session")
def _chromium() -> Iterator[Browser]:
    """One Chromium for every browser test of a worker, the app's and the web site's: sync Playwright keeps an
    event loop running in the main thread while it is open, and a second one started beside it is refused."""
    with chromium(UNOPTIMISED) as launched:
        yield launched
