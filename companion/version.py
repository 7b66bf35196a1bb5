"""Which version of the companion runs, as the app shows it: the project's version (`pyproject.toml`), and in
the web app the build of its site.

The web app reads both from its build's file; only elsewhere is the installed package's metadata read, and
`importlib.metadata` imported (it brings `email`, `zipfile`, `csv` and more, which a browser would load before
Home for nothing)."""

from __future__ import annotations

from functools import cache

from companion.browser import this_build
from companion.messages import text

DISTRIBUTION = "vikings-companion"


@cache
def running() -> tuple[str, str] | None:
    """The version and the build (empty where the app is not a built site); None where neither is known."""
    built = this_build()
    if "version" in built:
        return built["version"], built.get("build", "")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION), ""
    except PackageNotFoundError:
        return None


def version_text() -> str:
    """The version that runs, in words ("Version 0.1.0, build 3f2a…"); empty where it is not known."""
    known = running()
    if known is None:
        return ""
    number, build = known
    if build:
        return text("ui.version_build", {"version": number, "build": build})
    return text("ui.version", {"version": number})
