"""What Vikings shows at each of its addresses (`companion.games.vikings.routes`): a game at the table, its
homelands, scorings and final results, and the forms that start a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.messages import text
from companion.ui.hooks import kept
from companion.ui.screens.common import form, screen, use_app

from ..at_table import Handle, VikingsModel
from ..models import Row
from .editor import HomelandEditor
from .scoring import FinalResults, RoundScored
from .setup import NewGame, QuickSetup
from .table import GameTable


def _model_or_missing() -> VikingsModel | ft.View:
    """The game named in the address, or a screen saying there is none (nor a Vikings game of that id)."""
    app = use_app()
    game_id = ft.use_route_params().get("game", "")
    model = app.game(game_id)
    if isinstance(model, VikingsModel):
        return model
    why = model if isinstance(model, str) else text("ui.no_such_game_hint")
    return screen(app, text("ui.no_such_game"), [ft.Text(why)], back="/")


def cell_of(part: str) -> tuple[Row, int] | None:
    """A cell named in an address, as `noble-2`."""
    row, _, column = part.partition("-")
    if row in Row.__members__ and column.isdigit():
        return Row(row), int(column)
    return None


Screen = Callable[..., ft.View]


@ft.component
def _Gate(game: VikingsModel | Handle, shown: Screen, top: bool, args: tuple[Any, ...]) -> ft.View:
    """Hand the game to a screen (a memoised component) so that a tap never rebuilds it whole: the screen gets
    the game's version as it was when it was last shown, and renders again after a change only while no other
    screen covers it. The gate itself follows the game (is handed the model) only while its screen is on top;
    covered, it is handed a `Handle` and is not rendered again at each change."""
    model = game.model if isinstance(game, Handle) else game
    seen = kept(lambda: [model.version])
    if top:
        seen[0] = model.version
    return shown(Handle(model), seen[0], *args)


def _gate(shown: Screen, *args: Any, top: Callable[[str, str], bool] | None = None, regions: bool = False) -> ft.View:
    model = _model_or_missing()
    if isinstance(model, ft.View):
        return model
    here = ft.use_route_location().rstrip("/")
    on_top = top(here, f"/game/{model.id}") if top is not None else True
    if regions:
        # A screen made of regions (`companion.ui.regions`) follows the game itself: it needs no gate, which would
        # render again at every change of the game for nothing; it gets whether it is the one shown.
        return shown(Handle(model), on_top, *args, key=model.id)
    return _Gate(model if on_top else Handle(model), shown, on_top, args, key=model.id)  # type: ignore[call-arg]


@ft.component
def GameRoute() -> ft.View:
    app = use_app()
    game = app.game(ft.use_route_params().get("game", ""))
    # The screen stays on from a game's table to its final results, which all lie over this route.
    ft.use_effect(app.keep_awake, [], cleanup=app.let_sleep)
    on_top = lambda here, home: here == home  # noqa: E731
    if isinstance(game, VikingsModel) and game.state.setup.quick:
        return _gate(HomelandEditor, 0, None, top=on_top, regions=True)
    return _gate(GameTable, top=on_top)


@ft.component
def HomelandRoute() -> ft.View:
    params = ft.use_route_params()
    seat = params.get("seat", "0")
    where = cell_of(params.get("cell") or "")
    homeland = lambda here, home: here.startswith(f"{home}/homeland/")  # noqa: E731
    return _gate(HomelandEditor, int(seat) if seat.isdigit() else 0, where, top=homeland, regions=True)


@ft.component
def ScoringRoute() -> ft.View:
    round_ = ft.use_route_params().get("round", "1")
    return _gate(RoundScored, int(round_) if round_.isdigit() else 1)


@ft.component
def FinalRoute() -> ft.View:
    return _gate(FinalResults)


NewGameForm = form(NewGame)
"""The form of a new game, at `/new`."""

QuickForm = form(QuickSetup)
"""The form of a quick score, at `/quick`."""
