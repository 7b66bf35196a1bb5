"""Reading a board file: every way it can be wrong becomes a `BoardFileError` with readable messages.

A board file comes from anywhere, so it is read at the boundary with care: a regular file only, at most
1 MB (`companion.files`); parsed and checked in pydantic's strict mode, whose parser bounds nesting and
numbers, and where `true`, `"5"`, `5.0` and `1e2` are not whole numbers and `"yes"` and `1` not booleans;
a key given twice in one object is refused rather than silently resolved; and a flood of problems is cut to
the first few, with a count of the rest. Inside the engine the models stay lax and fast.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError

from companion.files import NotAFile, TooLarge, read_bounded
from companion.messages import field_errors, field_text, problem_text, text

from . import Board, validate_board

MAX_BOARD_BYTES = 1_000_000
MAX_LINES = 10
"""Problems listed one a line; any more are counted on one last line."""


class BoardFileError(Exception):
    """A board file that cannot be scored; `lines` say why, one problem a line."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _where(location: Sequence[int | str]) -> str:
    return ".".join(str(part) for part in location) or "board"


def _capped(lines: list[str]) -> list[str]:
    if len(lines) <= MAX_LINES:
        return lines
    return [*lines[:MAX_LINES], text("cli.more_problems", {"count": len(lines) - MAX_LINES})]


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    found: dict[str, object] = {}
    for key, value in pairs:
        if key in found:
            raise _DuplicateKey(key)
        found[key] = value
    return found


def parse_board(raw: str, source: str = "board") -> Board:
    """A board from JSON text, or a `BoardFileError` naming every problem found."""
    try:
        board = Board.model_validate_json(raw, strict=True)
    except ValidationError as error:
        lines = []
        for item in field_errors(error.errors()):
            if item["type"] == "json_invalid":
                reason = str((item.get("ctx") or {}).get("error", item["msg"]))
                lines.append(text("cli.not_json", {"path": source, "reason": reason}))
            else:
                lines.append(
                    text(
                        "cli.invalid_field", {"path": source, "where": _where(item["loc"]), "reason": field_text(item)}
                    )
                )
        raise BoardFileError(_capped(lines)) from None
    try:
        # Only a board pydantic accepted gets here: its nesting and its numbers are small.
        json.loads(raw, object_pairs_hook=_no_duplicates)
    except _DuplicateKey as duplicate:
        raise BoardFileError([text("cli.duplicate_key", {"path": source, "key": duplicate.key})]) from None
    problems = validate_board(board)
    if problems:
        raise BoardFileError(
            [text("cli.illegal_board", {"path": source}), *_capped([problem_text(p) for p in problems])]
        )
    return board


def load_board(path: Path) -> Board:
    try:
        raw = read_bounded(path, MAX_BOARD_BYTES).decode("utf-8")
    except TooLarge:
        raise BoardFileError([text("cli.too_large", {"path": str(path), "limit": MAX_BOARD_BYTES})]) from None
    except NotAFile:
        raise BoardFileError([text("cli.not_a_file", {"path": str(path)})]) from None
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise BoardFileError([text("cli.unreadable", {"path": str(path), "reason": reason})]) from None
    return parse_board(raw, str(path))
