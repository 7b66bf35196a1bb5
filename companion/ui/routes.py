"""The app's screens by address: the browser's and the phone's Back button go back one screen, and an
address typed or bookmarked opens the same screen.

The list is built when the app first draws its screens rather than when it is imported: each game's routes are
its own (`Game.routes`), and the app's start (in a browser, where every module imported costs) loads of each game
only its names and English. Likewise the shell's screens other than Home (history, the games played with a running
score) are named here by module and name, and their module is imported when one of them is first shown.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

import flet as ft

from companion.games import GAMES
from companion.messages import text

from .screens.common import form
from .screens.home import Home


@ft.component
def NotFound() -> ft.Control:
    return ft.Text(text("ui.not_found"))


def shown_at(module: str, name: str) -> Callable[[], ft.View]:
    """The screen `name` of `screens/<module>.py`, that module imported when the screen is first drawn."""

    def show() -> ft.View:
        component: Callable[[], ft.View] = getattr(importlib.import_module(f"{__package__}.screens.{module}"), name)
        return component()

    return show


@cache
def routes() -> list[ft.Route]:
    """Every screen by address, Home's first and every game's under it; built once, at the first draw."""
    return [
        ft.Route(
            path="/",
            component=Home,
            children=[
                *(route for game in GAMES.values() for route in game.routes()),
                ft.Route(path="table/:game/new", component=form(shown_at("tables", "TableNewGame"))),
                ft.Route(path="table/:game/:table", component=shown_at("tables", "TablePlay")),
                ft.Route(
                    path="history",
                    component=shown_at("history", "History"),
                    children=[
                        ft.Route(path="players", component=shown_at("history", "PlayersStats")),
                        ft.Route(path=":game", component=shown_at("history", "GameInHistory")),
                    ],
                ),
            ],
        )
    ]
