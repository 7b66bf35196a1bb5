"""Reading a Vikings board file, as the shell reads any game's sheet (`companion.sheets`): a regular file of
at most 1 MB, parsed strictly, a key given twice refused, and every problem of the board made readable."""

from __future__ import annotations

from pathlib import Path

from companion.games import GAMES
from companion.sheets import SheetFileError, checked, parse, read_text

from . import ID, Board

BoardFileError = SheetFileError
"""A board file that cannot be scored; `lines` say why, one problem a line."""


def parse_board(raw: str, source: str = "board") -> Board:
    """A board from JSON text, or a `BoardFileError` naming every problem found."""
    board = parse(raw, source, Board)
    checked(GAMES[ID], board, source)
    return board


def load_board(path: Path) -> Board:
    return parse_board(read_text(path), str(path))
