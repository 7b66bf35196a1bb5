"""What every game but Vikings gives the shell (its id, format, name, players' range, sheet model, `validate`,
`score` and English), checked the same way for each."""

from __future__ import annotations

import re
import string
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from companion.games import africa, pirates, powers
from companion.games.common import Problem

GAMES = [africa, powers, pirates]

CARD = {"points": 1, "city": "owidz", "category": "art"}
SHIP = {"name": "Sloop", "kind": "ship", "points": 1}

BAD_SHEETS: dict[str, list[dict[str, Any]]] = {
    # Between them, every problem an Africa sheet can have.
    "africa": [
        {
            "players": [
                {"name": "Anne", "track": 0, "eleventh_monument": True, "items": {"drum": 1, "DRUM": 2}},
                {"name": "anne", "track": 0, "eleventh_monument": True},
                *({"name": f"P{seat}", "track": 0} for seat in range(4)),
            ]
        },
        {"players": [{"name": "Anne", "track": 0}]},
    ],
    # Between them, every problem a Game of Powers sheet can have.
    "powers": [
        {
            "players": [
                {
                    "name": "Maja",
                    "unused": 21,
                    "cards": [*[CARD] * 26, {**CARD, "points": 21}],
                    "missions": [
                        {"mission": "four_cities", "points": 3},
                        {"mission": "four_cities", "points": 5},
                        {"mission": "five_one_city", "points": 4},
                    ],
                },
                {"name": "maja", "cards": [CARD] * 26, "missions": [{"mission": "four_cities", "points": 3}]},
                *({"name": f"P{seat}"} for seat in range(4)),
            ]
        },
        {"missions": False, "players": [{"name": "Maja", "missions": [{"mission": "two_of_each", "points": 6}]}]},
    ],
    # Between them, every problem a Pirates CSG sheet can have.
    "pirates": [
        {
            "budget": 10,
            "players": [
                {"name": "Anne", "gold_home": 0, "fleet": [{**SHIP, "kind": "crew", "points": 11, "limit": True}]},
                {"name": "anne", "gold_home": 0, "fleet": [{**SHIP, "limit": True}, {**SHIP, "limit": True}]},
                *({"name": f"P{seat}", "gold_home": 0, "fleet": [SHIP]} for seat in range(7)),
            ],
        },
        {"players": [{"name": "Anne", "gold_home": 0, "fleet": [SHIP]}]},
    ],
}


def problems_of(game: ModuleType, data: dict[str, Any]) -> list[Problem]:
    sheet = game.Sheet.model_validate({"format": game.FORMAT, **data})
    found: list[Problem] = game.validate(sheet)
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.ID)
def test_the_identity_of_a_game(game: ModuleType) -> None:
    assert game.FORMAT == f"{game.ID}-sheet/1" == game.Sheet.model_fields["format"].default
    assert f"game.{game.ID}" == game.NAME and game.NAME in game.messages.EN
    assert isinstance(game.PLAYERS, range) and game.PLAYERS.start == 2 and game.PLAYERS.step == 1
    assert game.BGG_ID is None or isinstance(game.BGG_ID, int)
    assert game.Sheet.model_json_schema()["properties"]["format"]["const"] == game.FORMAT


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.ID)
def test_every_message_is_the_games_own(game: ModuleType) -> None:
    assert [code for code in game.messages.EN if code != game.NAME and not code.startswith(f"{game.ID}.")] == []


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.ID)
def test_every_line_has_a_name(game: ModuleType) -> None:
    assert [source for source in game.LINES if f"{game.ID}.line.{source}" not in game.messages.EN] == []


def sources(game: ModuleType) -> list[str]:
    """The modules whose problems a game's `validate` reports: its own, and the shared players' checks."""
    package = Path(game.__file__).parent
    return [*map(str, sorted(package.glob("*.py"))), str(package.parent / "sheets.py")]


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.ID)
def test_every_problem_has_a_sentence_that_takes_its_parameters(game: ModuleType) -> None:
    problems = [problem for data in BAD_SHEETS[game.ID] for problem in problems_of(game, data)]
    spoken = {
        f"{game.ID}.problem.{code}"
        for code in re.findall(
            r'Problem\(\s*"(\w+)"', "".join(Path(path).read_text(encoding="utf-8") for path in sources(game))
        )
    }
    assert {f"{game.ID}.problem.{problem.code}" for problem in problems} == spoken, "a problem the sheet missed"
    for problem in problems:
        english = game.messages.EN[f"{game.ID}.problem.{problem.code}"]
        assert isinstance(english, str)
        wanted = {field for _, field, _, _ in string.Formatter().parse(english) if field}
        assert wanted == set(problem.params), problem.code
        english.format(**problem.params)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.ID)
def test_a_result_names_its_game_and_keeps_the_sheets_order(game: ModuleType) -> None:
    data = {
        "africa": {"players": [{"name": "B", "track": 1}, {"name": "A", "track": 2}]},
        "powers": {"players": [{"name": "B"}, {"name": "A", "unused": 1}]},
        "pirates": {"players": [{"name": n, "fleet": [], "gold_home": g} for n, g in (("B", 1), ("A", 2))]},
    }[game.ID]
    result = game.score(game.Sheet.model_validate(data))
    assert result.game == game.ID
    assert [(standing.name, standing.rank) for standing in result.players] == [("B", 2), ("A", 1)]
