"""The app's screens by address: the browser's and the phone's Back button go back one screen, and an
address typed or bookmarked opens the same screen.

The list is built when the app first draws its screens rather than when it is imported: each game's routes are
its own (`Game.routes`), and the app's start (in a browser, where every module imported costs) loads of each game
only its names and English.
"""

from __future__ import annotations

from functools import cache

import flet as ft

from companion.games import GAMES
from companion.messages import text

from .screens.common import form
from .screens.history import GameInHistory, History, PlayersStats
from .screens.home import Home
from .screens.tables import TableNewGame, TablePlay


@ft.component
def NotFound() -> ft.Control:
    return ft.Text(text("ui.not_found"))


@cache
def routes() -> list[ft.Route]:
    """Every screen by address, Home's first and every game's under it; built once, at the first draw."""
    return [
        ft.Route(
            path="/",
            component=Home,
            children=[
                *(route for game in GAMES.values() for route in game.routes()),
                ft.Route(path="table/:game/new", component=form(TableNewGame)),
                ft.Route(path="table/:game/:table", component=TablePlay),
                ft.Route(
                    path="history",
                    component=History,
                    children=[
                        ft.Route(path="players", component=PlayersStats),
                        ft.Route(path=":game", component=GameInHistory),
                    ],
                ),
            ],
        )
    ]
