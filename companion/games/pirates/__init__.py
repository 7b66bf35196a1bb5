"""Pirates CSG (Pirates of the Spanish Main, WizKids 2004): the score sheet, the fleet check and the gold of
play. Pure Python; no UI, no storage. The rules: `../shared/seeds/004_*` (Finnish), restated in
`../shared/rules/other-games.md`.

The names below are what the registry reads to offer the game, at no cost; every other name of the package
(its models, rules and scoring, `rules.py`) is imported the first time one of them is asked for."""

from typing import TYPE_CHECKING

from ..common import rules_on_first_use

# `treasure` names both a module of the rules and its function: the package binds the function itself, so that the
# name is the function's whichever is imported first (the module imports nothing of the game's).
from .treasure import treasure as treasure

ID = "pirates"
NAME = "game.pirates"
FORMAT = "pirates-sheet/1"
"""The `format` of its sheet files, as its `Sheet` has it."""
PLAYERS = range(2, 9)
"""How many play, as its `validation` has it (and says why)."""
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""

if TYPE_CHECKING:
    from .rules import *  # noqa: F403
else:
    __getattr__ = rules_on_first_use(__name__)
