"""What the command line prints, and how it fails: every command's output goes through `say`, which shows control
characters as escapes, so that no name or file can steer the terminal."""

from __future__ import annotations

import sys
from typing import TextIO

from .messages import printable, text

USAGE_ERROR = 2


def say(message: str, stream: TextIO | None = None) -> None:
    """Print `message`, each line with its control characters escaped, so that it only ever shows."""
    print("\n".join(printable(line) for line in message.split("\n")), file=stream or sys.stdout)


def fail(message: str) -> int:
    say(text("cli.error", {"message": message}), sys.stderr)
    return USAGE_ERROR
