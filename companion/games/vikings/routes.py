"""Vikings' screens by address (`/game/<id>`, its homelands, scorings and final results, and the forms that start
a game), under the app's Home (`companion.ui.routes`).

The app builds its routes as it starts, before Home shows; Vikings' screens, and the rules they draw, load only
when one of its addresses is first shown (`screens/addresses.py`), or when history first shows one of its games.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from companion.ui import widgets

if TYPE_CHECKING:
    from companion.games.common import Played
    from companion.ui.model import Window

    from .play.game import Game


def shown_at(name: str) -> Callable[[], ft.View]:
    """The route's component `name` of `screens/addresses.py`, that module imported when it is first drawn."""
    return widgets.shown_at(f"{__package__}.screens.addresses", name)


_OVER_THE_TABLE = [
    ft.Route(path="homeland/:seat/:cell?", component=shown_at("HomelandRoute")),
    ft.Route(path="scoring/:round", component=shown_at("ScoringRoute")),
    ft.Route(path="final", component=shown_at("FinalRoute")),
]
"""What lies over a game's table: a homeland, a round's scoring, the final results."""

ROUTES = [
    ft.Route(path="new", component=shown_at("NewGameForm")),
    ft.Route(path="quick", component=shown_at("QuickForm")),
    ft.Route(path="game/:game", component=shown_at("GameRoute"), children=_OVER_THE_TABLE),
]
"""Under Home: the forms of a new game and of a quick score, and a game at the table."""


def in_history(replayed: Game, dark: bool, window: Window, set_detail: Callable[[int], None]) -> Played | None:
    """A finished game as history shows it (`screens/in_history.py`), that screen imported when first shown."""
    from .screens.in_history import in_history as shown

    return shown(replayed, dark, window, set_detail)


IN_HISTORY = in_history
"""A finished game at `/history/<id>`, within the frame history gives every game."""
