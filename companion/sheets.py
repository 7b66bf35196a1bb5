"""Reading a game's sheet file: every way it can be wrong becomes a `SheetFileError` with readable messages.

A sheet comes from anywhere, so it is read at the boundary with care: a regular file only, at most 1 MB
(`companion.files`); its game found by its `format` in the registry; parsed and checked in pydantic's strict
mode, whose parser bounds nesting and numbers, and where `true`, `"5"`, `5.0` and `1e2` are not whole numbers
and `"yes"` and `1` not booleans; a key given twice in one object is refused rather than silently resolved;
then every problem of the game's own validation, each by its code. A flood of problems is cut to the first
few, with a count of the rest. Inside a game the models stay lax and fast.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from .files import DuplicateKey, NotAFile, TooLarge, read_bounded, unique_keys
from .games import DEFAULT, GAMES, Game, game_for_format
from .messages import field_errors, field_text, os_error_text, problem_text, text

MAX_SHEET_BYTES = 1_000_000
MAX_LINES = 10
"""Problems listed one a line; any more are counted on one last line."""
Sheet = TypeVar("Sheet", bound=BaseModel)


class SheetFileError(Exception):
    """A sheet file that cannot be scored; `lines` say why, one problem a line."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


class _Format(BaseModel):
    """All a sheet's game is known by: its `format` value."""

    model_config = ConfigDict(extra="ignore")

    format: str


def _where(location: Sequence[int | str]) -> str:
    return ".".join(str(part) for part in location) or "board"


def _capped(lines: list[str]) -> list[str]:
    if len(lines) <= MAX_LINES:
        return lines
    return [*lines[:MAX_LINES], text("cli.more_problems", {"count": len(lines) - MAX_LINES})]


def read_text(path: Path) -> str:
    """The text of a sheet file: a regular file of at most `MAX_SHEET_BYTES`, in UTF-8, with or without the
    byte-order mark some editors write first (as an import takes it)."""
    try:
        return read_bounded(path, MAX_SHEET_BYTES).decode("utf-8-sig")
    except TooLarge:
        raise SheetFileError([text("cli.too_large", {"path": str(path), "limit": MAX_SHEET_BYTES})]) from None
    except NotAFile:
        raise SheetFileError([text("cli.not_a_file", {"path": str(path)})]) from None
    except OSError as error:
        raise SheetFileError([text("cli.unreadable", {"path": str(path), "reason": os_error_text(error)})]) from None
    except UnicodeDecodeError as error:
        raise SheetFileError([text("cli.not_utf8", {"path": str(path), "position": error.start})]) from None


def game_of_text(raw: str, source: str) -> Game:
    """The game whose sheet this is, by its `format`. A text that names no format (or is no JSON object at all)
    is read as a Vikings board, as every sheet was before there were other games: its parsing says what is
    wrong with it."""
    try:
        named = _Format.model_validate_json(raw).format
    except ValidationError:
        return GAMES[DEFAULT]
    game = game_for_format(named)
    if game is None:
        reason = unknown_format(named)
        raise SheetFileError([text("cli.invalid_field", {"path": source, "where": "format", "reason": reason})])
    return game


SHOWN_FORMAT = 40
"""The most of an unknown format a message repeats: a file may hold a format of any length."""


def unknown_format(format: str) -> str:
    """Why no game reads a format, with the formats the games read."""
    shown = format if len(format) <= SHOWN_FORMAT else f"{format[:SHOWN_FORMAT]}…"
    return text("cli.unknown_format", {"format": shown, "formats": ", ".join(g.format for g in GAMES.values())})


def parse(raw: str, source: str, model: type[Sheet]) -> Sheet:
    """A sheet from JSON text, in pydantic's strict mode, or a `SheetFileError` naming every problem found."""
    try:
        sheet = model.model_validate_json(raw, strict=True)
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
        raise SheetFileError(_capped(lines)) from None
    try:
        # Only a sheet pydantic accepted gets here: its nesting and its numbers are small.
        json.loads(raw, object_pairs_hook=unique_keys)
    except DuplicateKey as duplicate:
        raise SheetFileError([text("cli.duplicate_key", {"path": source, "key": duplicate.key})]) from None
    return sheet


def checked(game: Game, sheet: Any, source: str) -> None:
    """Every problem of a sheet the model accepted (`game.validate`), or nothing when it can be scored."""
    problems = game.validate(sheet)
    if problems:
        heading = text("cli.illegal_sheet", {"path": source, "game": text(game.name)})
        raise SheetFileError([heading, *_capped([problem_text(problem, game=game.id) for problem in problems])])


def load_sheet(path: Path) -> tuple[Game, BaseModel]:
    """Any game's sheet file, read through the registry: its game, and the sheet, legal."""
    raw = read_text(path)
    game = game_of_text(raw, str(path))
    sheet = parse(raw, str(path), game.sheet)
    checked(game, sheet, str(path))
    return game, sheet
