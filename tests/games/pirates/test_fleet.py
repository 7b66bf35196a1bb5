"""The fleet check ("Laivaston luominen"), as the fleet builder runs it, and as a sheet's validation."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import pirates
from companion.games.pirates import Kind, Piece, fleet_points, fleet_problems, points_left
from companion.messages import problem_text

from ..sheets import problem_codes


def piece(name: str, kind: str = "ship", points: int = 5, limit: bool = False) -> Piece:
    return Piece(name=name, kind=Kind(kind), points=points, limit=limit)


@pytest.mark.parametrize(
    ("fleet", "budget", "codes"),
    [
        ([piece("Sloop", points=20), piece("Captain", "crew", 10), piece("Kraken", "monster", 10)], 40, []),
        ([piece("Galleon", points=41)], 40, ["over_budget"]),  # one point over
        ([piece("Galleon", points=40)], 40, []),  # exactly the budget
        ([piece("Storm", "event", 3), piece("Captain", "crew", 2)], 40, ["no_ship"]),  # ships are the one must
        ([], 40, ["no_ship"]),  # an empty fleet
        ([piece("A", limit=True), piece("B", limit=True)], 40, ["limit_ships"]),  # one Limit ship at most
        ([piece("A", limit=True), piece("B")], 40, []),  # one is fine
        ([piece("A"), piece("Kraken", "monster", limit=True)], 40, ["limit_not_a_ship"]),  # Limit is a ship's
        (
            [piece("A", points=30, limit=True), piece("B", points=30, limit=True)],
            40,
            ["over_budget", "limit_ships"],
        ),  # every problem at once
    ],
)
def test_fleet_problems(fleet: list[Piece], budget: int, codes: list[str]) -> None:
    assert [problem.code for problem in fleet_problems("Anne", fleet, budget)] == codes


def test_the_points_left_to_spend() -> None:
    fleet = [piece("Sloop", points=12), piece("Storm", "event", 3)]
    # An event's coin value counts toward the fleet's points.
    assert (fleet_points(fleet), points_left(fleet, 40), points_left(fleet, 10)) == (15, 25, -5)


SHIP = {"name": "Sloop", "kind": "ship", "points": 10}


def sheet(*players: dict[str, Any], budget: int = 40) -> dict[str, Any]:
    return {"format": "pirates-sheet/1", "budget": budget, "players": list(players)}


@pytest.mark.parametrize(
    ("data", "codes"),
    [
        (
            sheet(
                {"name": "Anne", "fleet": [SHIP], "gold_home": 3}, {"name": "Teemu", "fleet": [SHIP], "gold_home": 0}
            ),
            [],
        ),
        (sheet({"name": "Anne", "fleet": [SHIP], "gold_home": 3}), ["too_few_players"]),
        (sheet(*({"name": f"P{seat}", "fleet": [SHIP], "gold_home": 0} for seat in range(9))), ["too_many_players"]),
        (
            sheet({"name": "Anne", "fleet": [SHIP], "gold_home": 3}, {"name": "ANNE", "fleet": [], "gold_home": 0}),
            ["duplicate_player", "no_ship"],
        ),
        (
            sheet(
                {"name": "Anne", "fleet": [SHIP], "gold_home": 3},
                {"name": "Teemu", "fleet": [SHIP], "gold_home": 0},
                budget=9,
            ),
            ["over_budget", "over_budget"],
        ),  # both fleets over a smaller budget
    ],
)
def test_sheet_problems(data: dict[str, Any], codes: list[str]) -> None:
    assert problem_codes(pirates, data) == codes


def test_every_problem_of_a_fleet_reads_as_a_sentence() -> None:
    # A parameter named after a Vikings term (piece, row, kind …) is looked up as that term: a card's name
    # must travel under a name of its own.
    problems = fleet_problems("Ada", [piece("Kraken", "monster", limit=True)], 1)
    assert [problem.code for problem in problems] == ["over_budget", "no_ship", "limit_not_a_ship"]
    assert "“Kraken” is not a ship" in problem_text(problems[-1], game="pirates")
    assert all(problem_text(problem, game="pirates").startswith("Ada: ") for problem in problems)
