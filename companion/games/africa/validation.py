"""Whether an Africa sheet could come from a finished game; `validate` reports every problem at once."""

from __future__ import annotations

from ..common import Problem
from ..sheets import roster_problems
from .models import Sheet

PLAYERS = range(2, 6)
"""Two to five explorers ("Sisältö": five colours)."""


def validate(sheet: Sheet) -> list[Problem]:
    """The players as a whole, each player's item kinds, then the eleventh monument; empty when the sheet
    can be scored."""
    problems = roster_problems([player.name for player in sheet.players], PLAYERS)
    for player in sheet.players:
        seen: set[str] = set()
        for kind in player.items:
            same = kind.strip().casefold()
            if same in seen:
                problems.append(Problem("duplicate_item", {"player": player.name, "item": kind.strip()}))
            seen.add(same)
    revealers = sum(player.eleventh_monument for player in sheet.players)
    if revealers > 1:
        # "Pelin loppu ja pisteytys": one player reveals the eleventh monument, and the game ends at once.
        problems.append(Problem("eleventh_monument_twice", {"count": revealers}))
    return problems
