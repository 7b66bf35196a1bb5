"""Vikings' own command on the command line: `advise`, the best transports of the boatsmen of a board file."""

from __future__ import annotations

from pathlib import Path

from ..common import Command
from .boardfile import load_board
from .report import advice_text


def advise(path: Path) -> str:
    """The transports a board file's players may make at a great scoring; `BoardFileError` when it cannot be read."""
    return advice_text(load_board(path))


COMMANDS = (Command("advise", "help.advise", advise),)
