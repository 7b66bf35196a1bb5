"""The live view's words agree with the scoring they preview."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.games.vikings import Board, Scoring
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.screens.parts import live_lines
from companion.games.vikings.words import award_text
from companion.messages import amount_text

SCENARIO = Path(__file__).parents[3] / "data" / "scenarios" / "table-4p.json"


@pytest.mark.parametrize("seat", range(4))
def test_the_supply_line_counts_what_the_final_scoring_counts(seat: int) -> None:
    """Before round 6's scoring the preview moves the boatsmen first: the supply shown beside it once said
    "feed 20 of 19" while its own line said 17 vikings to feed."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    state = game_of_board(board, scored=False).state
    preview = state.preview()
    assert preview is not None
    (award,) = [award for award in preview.players[seat].breakdown if award.rule == "supply"]
    shown = live_lines(preview, state.players[seat], seat, waiting_for_gold=False).supply
    numbers = [int(n) for n in re.findall(r"\d+", shown)]
    assert numbers == [award.detail["fishermen"], award.detail["fed"], award.detail["vikings"]]


@pytest.mark.parametrize("seat", range(4))
def test_the_lines_are_the_previews_lines_in_words(seat: int) -> None:
    """The lines behind the live view's button: one for each line of the preview, with what it gives (a
    transport's line says where a viking went, and gives nothing itself)."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    state = game_of_board(board, scored=False).state
    preview = state.preview()
    assert preview is not None
    breakdown = preview.players[seat].breakdown
    live = live_lines(preview, state.players[seat], seat, waiting_for_gold=False)
    assert len(live.awards) == len(live.lines) == len(breakdown)
    for award, line in zip(breakdown, live.lines, strict=True):
        gives = "" if award.scoring is Scoring.transport else f": {amount_text(award.points, award.gold)}"
        assert line == award_text(award) + gives
