"""The fleet check before the game ("Laivaston luominen"): its points within the budget, at least one ship,
one "Limit" ship at most. Pure, so the fleet builder can run it on every tap."""

from __future__ import annotations

from collections.abc import Iterable

from ..common import Problem
from .models import Kind, Piece


def fleet_points(fleet: Iterable[Piece]) -> int:
    """The points a fleet costs: ships, crew, sea monsters, and each event's coin value."""
    return sum(piece.points for piece in fleet)


def points_left(fleet: Iterable[Piece], budget: int) -> int:
    """The budget's points still to spend; negative when the fleet is over the budget."""
    return budget - fleet_points(fleet)


def fleet_problems(player: str, fleet: Iterable[Piece], budget: int) -> list[Problem]:
    """Everything wrong with `player`'s fleet for a game of `budget` points; empty when it may sail."""
    fleet = list(fleet)
    problems: list[Problem] = []
    cost = fleet_points(fleet)
    if cost > budget:
        problems.append(Problem("over_budget", {"player": player, "count": cost, "limit": budget}))
    if not any(piece.kind is Kind.ship for piece in fleet):
        # "Laivastossasi on pakko olla vain laivoja, muut ovat vapaehtoisia": ships are the one must.
        problems.append(Problem("no_ship", {"player": player}))
    problems += [
        Problem("limit_not_a_ship", {"player": player, "card": piece.name})
        for piece in fleet
        if piece.limit and piece.kind is not Kind.ship
    ]
    limits = sum(piece.limit and piece.kind is Kind.ship for piece in fleet)
    if limits > 1:
        # "Limit: Sinulla voi olla laivastossasi vain yksi tämänlainen laiva."
        problems.append(Problem("limit_ships", {"player": player, "count": limits}))
    return problems
