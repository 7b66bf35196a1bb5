"""Africa (Reiner Knizia, Goldsieber 2001): the end-of-game score sheet and the points of play. Pure Python;
no UI, no storage. The rules: `../shared/seeds/001_*` (Finnish), restated in `../shared/rules/other-games.md`."""

from ..base import Problem, SheetResult
from . import messages
from .models import FORMAT, Player, Sheet
from .scoring import LINES, item_points, majority_points, score
from .track import exploring_camp, moved, revealed_animal, revealed_nomad, revealed_treasure
from .validation import PLAYERS, validate

ID = "africa"
NAME = "game.africa"
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""

__all__ = [
    "BGG_ID",
    "FORMAT",
    "ID",
    "LINES",
    "NAME",
    "PLAYERS",
    "Player",
    "Problem",
    "Sheet",
    "SheetResult",
    "exploring_camp",
    "item_points",
    "majority_points",
    "messages",
    "moved",
    "revealed_animal",
    "revealed_nomad",
    "revealed_treasure",
    "score",
    "validate",
]
