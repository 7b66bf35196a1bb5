"""Hostile Pirates CSG files: each ends in problems with codes, never in an exception."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import pirates

from ..sheets import problem_codes

SHIP = {"name": "Sloop", "kind": "ship", "points": 10}
TWO = [{"name": "Anne", "fleet": [SHIP], "gold_home": 4}, {"name": "Teemu", "fleet": [SHIP], "gold_home": 2}]


def with_first(**fields: Any) -> dict[str, Any]:
    return {"format": "pirates-sheet/1", "players": [{**TWO[0], **fields}, TWO[1]]}


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ("", "json_invalid"),  # an empty file
        ("null", "model_type"),
        ({"format": "pirates-sheet/1"}, "missing"),  # no players at all
        ({"format": "pirates-sheet/1", "budget": 0, "players": TWO}, "greater_than_equal"),  # nothing to spend
        ({"format": "pirates-sheet/1", "budget": 1000, "players": TWO}, "less_than_equal"),  # past BUDGETS
        ({"format": "pirates-sheet/1", "budget": 1e400, "players": TWO}, "int_type"),  # infinity
        ({"format": "pirates-sheet/1", "budget": "40", "players": TWO}, "int_type"),
        ({"format": "pirates-sheet/1", "players": TWO, "islands": 6}, "extra_forbidden"),
        (with_first(gold_home=10**100), "less_than_equal"),  # gold beyond any game
        (with_first(gold_home=None), "int_type"),
        (with_first(fleet=[{**SHIP, "kind": "fort"}]), "enum"),  # a piece the format does not know
        (with_first(fleet=[{**SHIP, "limit": "yes"}]), "bool_type"),
        (with_first(fleet=[{**SHIP, "masts": 3}]), "extra_forbidden"),
        (with_first(fleet=[SHIP] * 101), "too_long"),  # more pieces than any fleet
        (with_first(fleet=[{**SHIP, "name": "\x00"}]), "control_character"),
        (with_first(fleet=[{**SHIP, "points": 41}]), "over_budget"),
        (with_first(fleet=[{**SHIP, "kind": "crew"}]), "no_ship"),
        (with_first(fleet=[{**SHIP, "limit": True}, {**SHIP, "limit": True}]), "limit_ships"),
        ({"format": "pirates-sheet/1", "players": TWO * 11}, "too_long"),
        ({"format": "pirates-sheet/1", "players": TWO * 5}, "too_many_players"),
        ({"format": "pirates-sheet/1", "players": [TWO[0], TWO[0]]}, "duplicate_player"),
    ],
)
def test_a_hostile_sheet_ends_in_problems(data: Any, code: str) -> None:
    assert code in problem_codes(pirates, data)
