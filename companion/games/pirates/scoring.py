"""Who wins a game of Pirates CSG (`../shared/rules/other-games.md`). The source's section on winning is
empty; ruling: the most gold unloaded on one's home island wins, and a tie is shared."""

from __future__ import annotations

from ..base import Line, SheetResult, standings
from .models import Sheet

LINES = ("gold_home",)
"""The one line of a player's total."""


def score(sheet: Sheet) -> SheetResult:
    """Every player's gold at home, ranked."""
    lines = [(Line(source="gold_home", points=player.gold_home),) for player in sheet.players]
    return standings("pirates", [player.name for player in sheet.players], lines)
