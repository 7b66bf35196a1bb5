"""The end-of-game scoring of Game of Powers ("Slutning af spillet", `../shared/rules/other-games.md`): the
points of the played cards, the mission tokens, and the bonus for the most unused cards and tokens."""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Line, SheetResult, standings
from .models import Mission, Sheet

BONUS = 4
"""The most unused cards in hand and influence tokens together score 4; two tied score 2 each."""

LINES = ("cards", *(f"mission.{mission}" for mission in Mission), "bonus")
"""Every line a player's total can hold, in the order of the table; a mission's line only for a token held."""


def bonus_points(unused: Sequence[int]) -> list[int]:
    """Each player's bonus, in the order of `unused` ("BONUS"): the most scores 4, two tied 2 each, three or
    more tied nothing. Ruling: nobody scores it without any unused card or token."""
    most = max(unused, default=0)
    tied = list(unused).count(most)
    if most == 0 or tied > 2:
        return [0] * len(unused)
    return [BONUS // tied if count == most else 0 for count in unused]


def score(sheet: Sheet) -> SheetResult:
    """Every player's total: the cards' points, one line for each mission token held, and the bonus. In the
    simplified game (`missions` false) no token is counted."""
    bonus = bonus_points([player.unused for player in sheet.players])
    lines = [
        (
            Line(source="cards", points=sum(card.points for card in player.cards)),
            *(
                Line(source=f"mission.{token.mission}", points=token.points)
                for token in (player.missions if sheet.missions else ())
            ),
            Line(source="bonus", points=bonus[seat]),
        )
        for seat, player in enumerate(sheet.players)
    ]
    return standings("powers", [player.name for player in sheet.players], lines)
