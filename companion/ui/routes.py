"""The app's screens by address: the browser's and the phone's Back button go back one screen, and an
address typed or bookmarked opens the same screen."""

from __future__ import annotations

import flet as ft

from companion.messages import text

from .model import GameModel
from .screens.common import screen, use_app
from .screens.editor import HomelandEditor
from .screens.history import GameInHistory, History, PlayersStats
from .screens.home import Home
from .screens.scoring import FinalResults, RoundScored
from .screens.setup import NewGame, QuickSetup
from .screens.table import GameTable


def _model_or_missing() -> GameModel | ft.View:
    """The game named in the address, or a screen saying there is none."""
    app = use_app()
    game_id = ft.use_route_params().get("game", "")
    model = app.game(game_id)
    if model is None:
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.no_such_game_hint"))], back="/")
    return model


@ft.component
def GameRoute() -> ft.View:
    model = _model_or_missing()
    if isinstance(model, ft.View):
        return model
    if model.state.setup.quick:
        return HomelandEditor(model, 0)
    return GameTable(model)


@ft.component
def HomelandRoute() -> ft.View:
    model = _model_or_missing()
    if isinstance(model, ft.View):
        return model
    seat = ft.use_route_params().get("seat", "0")
    return HomelandEditor(model, int(seat) if seat.isdigit() else 0)


@ft.component
def ScoringRoute() -> ft.View:
    model = _model_or_missing()
    if isinstance(model, ft.View):
        return model
    round_ = ft.use_route_params().get("round", "1")
    return RoundScored(model, int(round_) if round_.isdigit() else 1)


@ft.component
def FinalRoute() -> ft.View:
    model = _model_or_missing()
    if isinstance(model, ft.View):
        return model
    return FinalResults(model)


@ft.component
def NotFound() -> ft.Control:
    return ft.Text(text("ui.not_found"))


ROUTES = [
    ft.Route(
        path="/",
        component=Home,
        children=[
            ft.Route(path="new", component=NewGame),
            ft.Route(path="quick", component=QuickSetup),
            ft.Route(
                path="game/:game",
                component=GameRoute,
                children=[
                    ft.Route(path="homeland/:seat", component=HomelandRoute),
                    ft.Route(path="scoring/:round", component=ScoringRoute),
                    ft.Route(path="final", component=FinalRoute),
                ],
            ),
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
