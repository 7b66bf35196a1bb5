"""Whether a Pirates CSG sheet could come from a game; `validate` reports every problem at once."""

from __future__ import annotations

from ..common import Problem
from ..sheets import roster_problems
from .fleet import fleet_problems
from .models import Sheet

PLAYERS = range(2, 9)
"""Two players or more ("Monen pelaajan säännöt"). Ruling: eight at most; the source sets no limit, and eight
fleets already crowd any table."""


def validate(sheet: Sheet) -> list[Problem]:
    """The players as a whole, then each fleet against the budget; empty when the sheet can be scored."""
    problems = roster_problems([player.name for player in sheet.players], PLAYERS)
    for player in sheet.players:
        problems += fleet_problems(player.name, player.fleet, sheet.budget)
    return problems
