"""Pirates CSG (Pirates of the Spanish Main, WizKids 2004): the score sheet, the fleet check and the gold of
play. Pure Python; no UI, no storage. The rules: `../shared/seeds/004_*` (Finnish), restated in
`../shared/rules/other-games.md`."""

from ..base import Problem, SheetResult
from . import messages
from .fleet import fleet_points, fleet_problems, points_left
from .models import FORMAT, Kind, Piece, Player, Sheet
from .scoring import LINES, score
from .treasure import RANSOM_CAPTURED, RANSOM_SUNK, Split, sinking, treasure
from .validation import PLAYERS, validate

ID = "pirates"
NAME = "game.pirates"
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""

__all__ = [
    "BGG_ID",
    "FORMAT",
    "ID",
    "LINES",
    "NAME",
    "PLAYERS",
    "RANSOM_CAPTURED",
    "RANSOM_SUNK",
    "Kind",
    "Piece",
    "Player",
    "Problem",
    "Sheet",
    "SheetResult",
    "Split",
    "fleet_points",
    "fleet_problems",
    "messages",
    "points_left",
    "score",
    "sinking",
    "treasure",
    "validate",
]
