"""The end-of-game scoring of Africa ("Pelin loppu ja pisteytys", `../shared/rules/other-games.md`): items by
count of a kind, the majorities in gold and gems, the eleventh monument's bonus, added to the score track."""

from __future__ import annotations

from collections.abc import Sequence

from ..base import Line, SheetResult, standings
from .models import Sheet

ITEM_POINTS = (0, 1, 3, 5, 8, 12)
"""Points for 0, 1, … 5 items of one kind ("Esineet")."""
MAJORITY_PRIZES = (10, 6)
"""The most gold (or gems) scores 10, the second most 6 ("Kulta ja jalokivet")."""
ELEVENTH_MONUMENT = 3
"""The "+3" marker of the player who reveals the eleventh monument and so ends the game."""

LINES = ("track", "items", "gold", "gems", "eleventh_monument")
"""The lines of every player's total, in the order of the table."""


def item_points(count: int) -> int:
    """The points of `count` items of one kind. Ruling: more than five score as five, 12."""
    return ITEM_POINTS[min(count, len(ITEM_POINTS) - 1)]


def majority_points(amounts: Sequence[int], prizes: Sequence[int] = MAJORITY_PRIZES) -> list[int]:
    """Each player's share of the prizes for the most of something, in the order of `amounts`.

    Tied players add up the prizes of the places they occupy and split them evenly ("Kulta ja jalokivet":
    two tied first share 10 + 6). Rulings: a share that is not whole is rounded down; three tied first share
    10 + 6 + 0, and nobody is second after them; a player without any is never placed."""
    shares: list[int] = []
    for amount in amounts:
        if amount <= 0:
            shares.append(0)
            continue
        ahead = sum(other > amount for other in amounts)
        tied = sum(other == amount for other in amounts)
        shares.append(sum(prizes[ahead : ahead + tied]) // tied)
    return shares


def score(sheet: Sheet) -> SheetResult:
    """Every player's total: the score track, items, gold, gems and the eleventh monument, each a line."""
    gold = majority_points([player.gold for player in sheet.players])
    gems = majority_points([player.gems for player in sheet.players])
    lines = [
        (
            Line(source="track", points=player.track),
            Line(source="items", points=sum(item_points(count) for count in player.items.values())),
            Line(source="gold", points=gold[seat]),
            Line(source="gems", points=gems[seat]),
            Line(source="eleventh_monument", points=ELEVENTH_MONUMENT if player.eleventh_monument else 0),
        )
        for seat, player in enumerate(sheet.players)
    ]
    return standings("africa", [player.name for player in sheet.players], lines)
