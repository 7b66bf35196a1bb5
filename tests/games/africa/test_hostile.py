"""Hostile Africa files: each ends in problems with codes, never in an exception."""

from __future__ import annotations

import json
from typing import Any

import pytest

from companion.games import africa

from ..sheets import problem_codes

TWO = [{"name": "Anne", "track": 1}, {"name": "Teemu", "track": 2}]


def with_first(**fields: Any) -> dict[str, Any]:
    return {"format": "africa-sheet/1", "players": [{**TWO[0], **fields}, TWO[1]]}


@pytest.mark.parametrize(
    ("data", "code"),
    [
        ("{", "json_invalid"),  # not JSON at all
        ([], "model_type"),  # a list where the sheet belongs
        ({"format": "vikings-board/1", "players": TWO}, "literal_error"),  # another game's format
        ({"format": "africa-sheet/1", "players": TWO, "round": 6}, "extra_forbidden"),  # an unknown field
        (with_first(score=3), "extra_forbidden"),  # an unknown field of a player
        (with_first(track="12"), "int_type"),  # a number written as text
        (with_first(track=12.5), "int_type"),  # not a whole number
        (with_first(track=True), "int_type"),  # a truth value for a number
        (with_first(track=10**30), "less_than_equal"),  # far beyond any game
        (with_first(gold=-1), "greater_than_equal"),  # less than nothing
        (with_first(eleventh_monument=1), "bool_type"),  # a number for a truth value
        (with_first(items={"drum": 0}), "greater_than_equal"),  # a kind nobody holds is not listed
        (with_first(items=["drum"]), "dict_type"),  # items without counts
        (with_first(items={f"kind {n}": 1 for n in range(51)}), "too_long"),  # more kinds than tiles allow
        (with_first(items={"x" * 41: 1}), "string_too_long"),
        (with_first(name="Anne\x1b[2J"), "control_character"),  # an escape sequence in a name
        (with_first(name="   "), "string_too_short"),  # a name of spaces only
        (with_first(name="x" * 41), "string_too_long"),
        ({"format": "africa-sheet/1", "players": TWO * 11}, "too_long"),  # more players than any sheet lists
        ({"format": "africa-sheet/1", "players": TWO * 3}, "too_many_players"),  # more than the game's five
        ({"format": "africa-sheet/1", "players": TWO + TWO[:1]}, "duplicate_player"),
    ],
)
def test_a_hostile_sheet_ends_in_problems(data: Any, code: str) -> None:
    assert code in problem_codes(africa, data)


def test_a_deeply_nested_file_ends_in_problems() -> None:
    assert problem_codes(africa, json.dumps(with_first(items={"drum": [[[[[]]]]]}))) != []
