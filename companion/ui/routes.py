"""The app's screens by address: the browser's and the phone's Back button go back one screen, and an
address typed or bookmarked opens the same screen."""

from __future__ import annotations

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


ROUTES = [
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
