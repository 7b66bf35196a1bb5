"""Vikings (Wikinger, Michael Kiesling, 2007): the rules engine. Pure Python; no UI, no storage. Its table
(`play/`) and screens (`screens/`) build on it; the shell knows Vikings only through the names below `ID`.

Those names are what the registry reads to offer the game, at no cost; every other name of the package (its
models, rules and scoring, `rules.py`) is imported the first time one of them is asked for."""

from typing import TYPE_CHECKING

from ..common import rules_on_first_use
from .sources import SOURCES as SOURCES

ID = "vikings"
NAME = "game.vikings"
FORMAT = "vikings-board/1"
"""The `format` of its board files, as its `Board` has it (`BOARD_FORMAT`)."""
PLAYERS = range(2, 5)
BGG_ID: int | None = 27173
"""BoardGameGeek's "Vikings" (2007), checked: the id BG Stats links have always carried."""
RULE_SETS: tuple[str, ...] = ("base", "progress")
"""The rules a game may be played by, as its `Board`'s `rules` has them, the base rules first ("Progress
rules")."""

if TYPE_CHECKING:
    from .rules import *  # noqa: F403
else:
    __getattr__ = rules_on_first_use(__name__)
