"""Africa sheets that cannot come from a finished game: every problem, each by its code."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import africa

from ..sheets import problem_codes


def sheet(*players: dict[str, Any]) -> dict[str, Any]:
    return {"format": "africa-sheet/1", "players": list(players)}


ANNE = {"name": "Anne", "track": 12}
TEEMU = {"name": "Teemu", "track": 30, "items": {"drum": 2}, "gold": 4, "gems": 1}


@pytest.mark.parametrize(
    ("data", "codes"),
    [
        (sheet(ANNE, TEEMU), []),  # a legal sheet
        (sheet(ANNE), ["too_few_players"]),  # one explorer is no game
        (sheet(*({"name": f"P{seat}", "track": 0} for seat in range(6))), ["too_many_players"]),  # five colours
        (sheet(ANNE, {**TEEMU, "name": "anne"}), ["duplicate_player"]),  # names differ only by case
        (sheet(ANNE, {**TEEMU, "items": {"drum": 2, "Drum ": 1}}), ["duplicate_item"]),  # one kind twice
        (
            sheet({**ANNE, "eleventh_monument": True}, {**TEEMU, "eleventh_monument": True}),
            ["eleventh_monument_twice"],
        ),  # the game ends at the first reveal of the eleventh monument
        (
            sheet({**ANNE, "eleventh_monument": True}, {**ANNE, "eleventh_monument": True}),
            ["duplicate_player", "eleventh_monument_twice"],
        ),  # every problem at once
    ],
)
def test_problems(data: dict[str, Any], codes: list[str]) -> None:
    assert problem_codes(africa, data) == codes


def test_a_problem_names_its_player() -> None:
    found = africa.validate(africa.Sheet.model_validate(sheet(ANNE, {**TEEMU, "items": {"drum": 1, "DRUM": 1}})))
    assert [(problem.code, dict(problem.params)) for problem in found] == [
        ("duplicate_item", {"player": "Teemu", "item": "DRUM"})
    ]
