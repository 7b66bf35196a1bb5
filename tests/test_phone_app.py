"""What the phone's app needs: no web server, no `fcntl`, no hard links, no search for pydantic plugins; portrait
on a phone only."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import flet as ft
import pytest

import companion.ui.app
import main
from companion.history import GameStore

from .ui.loops import on_a_loop

ROOT = Path(__file__).parents[1]
UNAVAILABLE = ("flet_web", "fastapi", "uvicorn", "starlette", "fcntl")
"""The local web server's packages are not installed in a built app; Android's Python may lack `fcntl`."""

# Run in a fresh interpreter: the server's packages and `fcntl` cannot be imported, a hard link is refused
# (as Android refuses them to apps), and `flet.run` only reports what it was given instead of opening a
# window. The entry module then runs as the built app runs it, creating its games file, and every module of
# the app is imported, including those the app imports only when a screen needs them.
AS_ON_A_PHONE = textwrap.dedent(
    """
    import importlib, importlib.abc, os, pkgutil, runpy, sys

    UNAVAILABLE = {unavailable!r}
    for name in list(sys.modules):
        if name.split(".")[0] in UNAVAILABLE:
            del sys.modules[name]

    class NotOnAPhone(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in UNAVAILABLE:
                raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
            return None

    def refused(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted: hard links are refused")

    sys.meta_path.insert(0, NotOnAPhone())
    os.link = refused

    import flet
    flet.run = lambda main, **options: print("started", callable(main))
    runpy.run_module({module!r}, run_name="__main__")
    from pydantic.plugin import _loader
    print("plugins looked up", _loader._plugins is not None)

    import companion
    for found in pkgutil.walk_packages(companion.__path__, "companion."):
        importlib.import_module(found.name)
    """
)


def test_the_app_runs_without_the_web_server_fcntl_or_hard_links(tmp_path: Path) -> None:
    with (ROOT / "pyproject.toml").open("rb") as file:
        app = tomllib.load(file)["tool"]["flet"]["app"]
    script = AS_ON_A_PHONE.format(unavailable=UNAVAILABLE, module=app["module"])
    environment = {
        **os.environ,
        "PYTHONPATH": str((ROOT / app["path"]).resolve()),
        "FLET_APP_STORAGE_DATA": str(tmp_path),
    }
    ran = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0, ran.stderr
    assert "started True" in ran.stdout
    assert "plugins looked up False" in ran.stdout  # none to find: a search would read every package's metadata
    assert (tmp_path / "games.json").is_file()


def page(platform: ft.PagePlatform | None, web: bool, width: float, height: float) -> ft.Page:
    return cast(ft.Page, SimpleNamespace(platform=platform, web=web, width=width, height=height))


@pytest.mark.parametrize(
    ("platform", "web", "width", "height", "portrait"),
    [
        (ft.PagePlatform.ANDROID, False, 392, 850, True),  # an Android phone
        (ft.PagePlatform.ANDROID, False, 850, 392, True),  # the same phone held sideways as the app starts
        (ft.PagePlatform.IOS, False, 390, 844, True),  # an iPhone
        (ft.PagePlatform.ANDROID, False, 800, 1280, False),  # an Android tablet: players side by side
        (ft.PagePlatform.IOS, False, 1024, 1366, False),  # an iPad
        (ft.PagePlatform.ANDROID, True, 392, 850, False),  # a phone's browser on the local web server
        (ft.PagePlatform.LINUX, False, 360, 740, False),  # a small desktop window
        (None, False, 360, 740, False),  # a platform the page does not know
    ],
)
def test_the_app_keeps_to_portrait_on_a_phone_only(
    platform: ft.PagePlatform | None, web: bool, width: float, height: float, portrait: bool
) -> None:
    assert main.portrait_only(page(platform, web, width, height)) is portrait


@pytest.mark.parametrize(
    ("width", "height", "asked"),
    [
        (392, 850, [[ft.DeviceOrientation.PORTRAIT_UP]]),  # a phone: portrait, once its screens are up
        (800, 1280, []),  # a tablet: it turns
    ],
)
def test_the_app_asks_for_portrait_after_its_screens(
    monkeypatch: pytest.MonkeyPatch, width: float, height: float, asked: list[list[ft.DeviceOrientation]]
) -> None:
    calls: list[object] = []

    async def start(page: ft.Page, store: GameStore) -> None:
        calls.append("screens")

    monkeypatch.setattr(companion.ui.app, "start", start)

    async def set_allowed_device_orientations(orientations: list[ft.DeviceOrientation]) -> None:
        calls.append(orientations)

    device = page(ft.PagePlatform.ANDROID, False, width, height)
    device.set_allowed_device_orientations = set_allowed_device_orientations  # type: ignore[method-assign]
    on_a_loop(main.app(cast(GameStore, object()))(device))
    assert calls == ["screens", *asked]
