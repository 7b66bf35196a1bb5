"""Game of Powers (ArchaeoBalt): the end-of-game score sheet and the missions a player's cards meet. Pure
Python; no UI, no storage. The rules: `../shared/seeds/003_*` (Danish), restated in
`../shared/rules/other-games.md`."""

from ..base import Problem, SheetResult
from . import messages
from .missions import Goal, goals_met, meets, offers, token_left
from .models import FORMAT, TOKEN_POINTS, Card, Category, City, Mission, Player, Sheet, Token
from .scoring import LINES, bonus_points, score
from .validation import MAX_UNUSED, PLAYERS, validate

ID = "powers"
NAME = "game.powers"
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""

__all__ = [
    "BGG_ID",
    "FORMAT",
    "ID",
    "LINES",
    "MAX_UNUSED",
    "NAME",
    "PLAYERS",
    "TOKEN_POINTS",
    "Card",
    "Category",
    "City",
    "Goal",
    "Mission",
    "Player",
    "Problem",
    "Sheet",
    "SheetResult",
    "Token",
    "bonus_points",
    "goals_met",
    "meets",
    "messages",
    "offers",
    "score",
    "token_left",
    "validate",
]
