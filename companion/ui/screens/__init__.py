"""One module per screen; each builds (app bar, body) from the app's state."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from . import editor, final, history, home, scoring, setup, table

if TYPE_CHECKING:
    from ..app import App

Screen = Callable[["App"], tuple[ft.AppBar, ft.Control]]

SCREENS: dict[str, Screen] = {
    "home": home.build,
    "setup": setup.build,
    "table": table.build,
    "editor": editor.build,
    "scoring": scoring.build,
    "results": scoring.results,
    "final": final.build,
    "history": history.build,
    "game": history.game,
    "players": history.players,
}
