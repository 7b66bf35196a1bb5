"""The app's screens by address: the browser's and the phone's Back button go back one screen, and an
address typed or bookmarked opens the same screen.

The list is built when the app first draws its screens rather than when it is imported: each game's routes are
its own (`Game.routes`), and the app's start (in a browser, where every module imported costs) loads of each game
only its names and English. Likewise the shell's screens other than Home (history, the games played with a running
score) are named here by module and name, and their module is imported when one of them is first shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache

import flet as ft

from companion.games import GAMES
from companion.messages import text

from .screens.common import form, when_open
from .screens.home import Home
from .widgets import shown_at


@ft.component
def NotFound() -> ft.Control:
    return ft.Text(text("ui.not_found"))


def _screen(module: str, name: str) -> Callable[[], ft.View]:
    """The screen `name` of `screens/<module>.py`, that module imported when the screen is first drawn."""
    return shown_at(f"{__package__}.screens.{module}", name)


def _after_opening(route: ft.Route) -> ft.Route:
    """The route, and those under it, drawn once the stored games are open (`when_open`)."""
    shown = None if route.component is None else when_open(route.component)
    return replace(route, component=shown, children=[_after_opening(child) for child in route.children or []] or None)


@cache
def routes() -> list[ft.Route]:
    """Every screen by address, Home's first and every game's under it, which wait for the stored games to be
    open; built once, at the first draw."""
    return [
        ft.Route(
            path="/",
            component=Home,
            children=[_after_opening(route) for route in _under_home()],
        )
    ]


def _under_home() -> list[ft.Route]:
    """Every screen but Home, each game's first."""
    return [
        *(route for game in GAMES.values() for route in game.routes()),
        ft.Route(path="table/:game/new", component=form(_screen("tables", "TableNewGame"))),
        ft.Route(path="table/:game/:table", component=_screen("tables", "TablePlay")),
        ft.Route(
            path="history",
            component=_screen("history", "History"),
            children=[
                ft.Route(path="players", component=_screen("history", "PlayersStats")),
                ft.Route(path=":game", component=_screen("history", "GameInHistory")),
            ],
        ),
    ]
