"""Hostile Game of Powers files: each ends in problems with codes, never in an exception."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import powers

from ..sheets import problem_codes

CARD = {"points": 2, "city": "owidz", "category": "art"}
TWO = [{"name": "Maja", "cards": [CARD]}, {"name": "Mikkel"}]


def with_first(**fields: Any) -> dict[str, Any]:
    return {"format": "powers-sheet/1", "players": [{**TWO[0], **fields}, TWO[1]]}


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ("[1, 2", "json_invalid"),  # a file cut short
        ({"format": "powers-sheet/2", "players": TWO}, "literal_error"),  # a format from the future
        ({"format": "powers-sheet/1", "missions": "yes", "players": TWO}, "bool_type"),
        ({"format": "powers-sheet/1", "players": TWO, "winner": "Maja"}, "extra_forbidden"),
        (with_first(cards=[{**CARD, "city": "haithabu"}]), "enum"),  # a city where no card is played
        (with_first(cards=[{**CARD, "category": "ships"}]), "enum"),  # no such category
        (with_first(cards=[{**CARD, "points": "2"}]), "int_type"),
        (with_first(cards=[{**CARD, "points": 2**64}]), "less_than_equal"),
        (with_first(cards=[{**CARD, "colour": "blue"}]), "extra_forbidden"),
        (with_first(cards=[CARD] * 53), "too_long"),  # more cards than the box holds
        (with_first(missions=[{"mission": "four_cities", "points": 6}] * 13), "too_long"),  # 12 tokens in the box
        (with_first(missions=[{"mission": "sail_away", "points": 6}]), "enum"),  # no such mission
        (with_first(missions=[{"mission": "four_cities", "points": 6}]), "mission_not_met"),  # an impossible mission
        (with_first(missions=[{"mission": "four_cities", "points": 7}]), "token_points"),  # no such token
        (with_first(unused=-3), "greater_than_equal"),
        (with_first(unused=500), "too_many_unused"),
        (with_first(name=""), "string_too_short"),
        (with_first(name="Maja\u202e"), "control_character"),  # a right-to-left override
        ({"format": "powers-sheet/1", "players": TWO * 3}, "too_many_players"),
        ({"format": "powers-sheet/1", "players": [TWO[0], TWO[0]]}, "duplicate_player"),
    ],
)
def test_a_hostile_sheet_ends_in_problems(data: Any, code: str) -> None:
    assert code in problem_codes(powers, data)
