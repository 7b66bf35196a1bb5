"""The app as `flet build` packages it: its `[tool.flet.app]` module run as the program, in the app's data folder.

A built app runs that module as `__main__`, with the app's folder on the path, its data folder as the working
folder and in `FLET_APP_STORAGE_DATA`. Here Flet's own environment variables serve it to the browser instead
of the phone's screen; nothing of `python -m companion app` is involved.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest
from playwright.sync_api import Browser

from companion.history import GameStore

from .driver import Server
from .test_app import lay_start_tiles, new_game

ROOT = Path(__file__).parents[2]


class BuiltApp(Server):
    """The entry module of `[tool.flet.app]`, started as the built app starts it."""

    def __init__(self, data: Path, elsewhere: Path) -> None:
        super().__init__(data / "games.json")
        self.data = data
        self.elsewhere = elsewhere

    def launch(self, log: IO[bytes]) -> subprocess.Popen[bytes]:
        with (ROOT / "pyproject.toml").open("rb") as file:
            app = tomllib.load(file)["tool"]["flet"]["app"]
        environment = {
            **os.environ,
            "PYTHONPATH": str((ROOT / app["path"]).resolve()),
            "FLET_APP_STORAGE_DATA": str(self.data),
            "XDG_DATA_HOME": str(self.elsewhere),  # where the games would go if the app's data folder were ignored
            "FLET_FORCE_WEB_SERVER": "true",
            "FLET_SERVER_IP": "127.0.0.1",
            "FLET_SERVER_PORT": str(self.port),
            "FLET_WEB_NO_CDN": "true",  # the browser here reaches nothing but this machine
            "PYTHONUNBUFFERED": "1",
        }
        return subprocess.Popen(
            [sys.executable, "-m", app["module"]], cwd=self.data, stdout=log, stderr=log, env=environment
        )


@pytest.fixture
def built_app(tmp_path: Path) -> Iterator[BuiltApp]:
    data, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    data.mkdir()
    elsewhere.mkdir()
    running = BuiltApp(data, elsewhere)
    running.start()
    yield running
    running.stop()


def test_the_built_app_plays_a_game_and_keeps_it_in_its_data_folder(browser: Browser, built_app: BuiltApp) -> None:
    ada = new_game(browser, built_app.url, "Ada", "Bo")
    lay_start_tiles(ada, "Ada", "Bo")
    ada.wait_text("Ada: tap where the tile goes")
    ada.saved()

    (game,) = GameStore(built_app.data / "games.json").all_games()
    assert game.names == ("Ada", "Bo")
    assert [event.kind for event in game.events] == ["started", "turn", "turn"]  # the set-up, both start tiles
    assert list(built_app.elsewhere.iterdir()) == []
