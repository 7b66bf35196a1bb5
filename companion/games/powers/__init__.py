"""Game of Powers (ArchaeoBalt): the end-of-game score sheet and the missions a player's cards meet. Pure
Python; no UI, no storage. The rules: `../shared/seeds/003_*` (Danish), restated in
`../shared/rules/other-games.md`.

The names below are what the registry reads to offer the game, at no cost; every other name of the package
(its models, rules and scoring, `rules.py`) is imported the first time one of them is asked for."""

from typing import TYPE_CHECKING

from ..common import rules_on_first_use

ID = "powers"
NAME = "game.powers"
FORMAT = "powers-sheet/1"
"""The `format` of its sheet files, as its `Sheet` has it."""
PLAYERS = range(2, 6)
"""How many play, as its `validation` has it (and says why)."""
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""

if TYPE_CHECKING:
    from .rules import *  # noqa: F403
else:
    __getattr__ = rules_on_first_use(__name__)
