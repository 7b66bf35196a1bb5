"""Every code the engine speaks has a sentence in the catalogue."""

from __future__ import annotations

import inspect
import re

from hypothesis import given, settings

from companion.games.vikings import Board, score_board, validation
from companion.games.vikings.validation import Problem
from companion.messages import amount_text, award_text, problem_text

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
