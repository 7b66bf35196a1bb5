"""Every code the engine speaks has a sentence in the catalogue."""

from __future__ import annotations

import inspect
import re

import pytest
from hypothesis import given, settings

from companion.games.vikings import Board, score_board, validation
from companion.games.vikings.validation import Problem
from companion.messages import amount_text, award_text, field_text, printable, problem_text, text

from .games.vikings.strategies import boards


@settings(max_examples=80, deadline=None)
@given(board=boards(rounds=[1, 2, 6]))
def test_every_award_explains_itself(board: Board) -> None:
    for player in score_board(board).players:
        for award in player.breakdown:
            sentence = award_text(award)
            assert sentence and "{" not in sentence


def test_every_problem_code_has_a_sentence() -> None:
    source = inspect.getsource(validation)
    codes = set(re.findall(r'Problem\(\s*"(\w+)"', source))
    assert len(codes) >= 12
    params = {
        "player": "Ada",
        "row": "noble",
        "column": 2,
        "left_column": 1,
        "piece": "end",
        "viking": "scout",
        "count": 14,
        "limit": 13,
        "round": 3,
    }
    for code in codes:
        sentence = problem_text(Problem(code, params))
        assert sentence and "{" not in sentence


def test_amounts() -> None:
    assert amount_text(2, 0) == "+2 points"
    assert amount_text(-1, 0) == "-1 point"
    assert amount_text(0, 3) == "+3 gold"
    assert amount_text(-3, -2) == "-3 points, -2 gold"
    assert amount_text(0, 0) == "nothing"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        # An escape sequence that would clear the screen.
        ("Ada\x1b[2J", "Ada\\x1b[2J"),
        # A line feed that would forge a line of its own.
        ("Ada\n2. Mallory", "Ada\\x0a2. Mallory"),
        # NUL, a C1 control and DEL.
        ("A\x00B\x9bC\x7f", "A\\x00B\\x9bC\\x7f"),
        # A bidirectional override.
        ("\u202eadA", "\\u202eadA"),
        # Letters of any script stay as they are.
        ("Åsa 李雷 🎲", "Åsa 李雷 🎲"),
    ],
)
def test_text_shows_control_characters_in_its_parameters_as_escapes(raw: str, shown: str) -> None:
    assert printable(raw) == shown
    assert text("cli.player", {"rank": 1, "name": raw, "points": 2, "gold": 3}) == f"1. {shown} — 2 points, 3 gold"


def test_a_field_refused_by_pydantic_is_explained_from_the_catalogue() -> None:
    from pydantic import ValidationError

    from companion.games.vikings import Board

    with pytest.raises(ValidationError) as refused:
        Board.model_validate_json('{"round": true, "players": [], "extra": 1}', strict=True)
    reasons = {".".join(map(str, error["loc"])): field_text(error) for error in refused.value.errors()}
    assert reasons == {
        "round": "must be a whole number",
        "players": "a game has 2 to 4 players",
        "extra": "is not a field of this file",
    }
