"""What history keeps of a Vikings game: its event log, a finished board kept as a quick-score game."""

from __future__ import annotations

from typing import Any

from companion.history.records import GameRecord, record_of
from companion.messages import text

from .engine import FINAL_ROUND
from .models import Board
from .play.from_board import game_of_board


def refusal(sheet: Any) -> str | None:
    """Why `score --save` cannot keep a board in history: only a finished one (round 6) is a game."""
    if not isinstance(sheet, Board) or sheet.round != FINAL_ROUND:
        return text("cli.save_round")
    return None


def sheet_record(sheet: Any, game_id: str, date: str) -> GameRecord:
    """A finished board as a quick-score game, played and finished at `date`."""
    assert isinstance(sheet, Board)
    return record_of(game_id, game_of_board(sheet), started=date, finished=date)
