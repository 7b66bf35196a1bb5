"""Reading a board file: every way it can be wrong becomes a `BoardFileError` with readable messages."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from .games.vikings import Board, validate_board
from .messages import problem_text, text

MAX_BOARD_BYTES = 1_000_000


class BoardFileError(Exception):
    """A board file that cannot be scored; `lines` say why, one problem a line."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def _where(location: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in location) or "board"


def parse_board(raw: str, source: str = "board") -> Board:
    """A board from JSON text, or a `BoardFileError` naming every problem found."""
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as error:
        raise BoardFileError([text("cli.not_json", {"path": source, "reason": error.msg})]) from None
    try:
        board = Board.model_validate(data)
    except ValidationError as error:
        raise BoardFileError(
            [
                text("cli.invalid_field", {"path": source, "where": _where(item["loc"]), "reason": item["msg"]})
                for item in error.errors()
            ]
        ) from None
    problems = validate_board(board)
    if problems:
        raise BoardFileError([text("cli.illegal_board", {"path": source})] + [problem_text(p) for p in problems])
    return board


def load_board(path: Path) -> Board:
    try:
        if path.stat().st_size > MAX_BOARD_BYTES:
            raise BoardFileError([text("cli.unreadable", {"path": path, "reason": "file too large"})])
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise BoardFileError([text("cli.unreadable", {"path": path, "reason": reason})]) from None
    return parse_board(raw, str(path))
