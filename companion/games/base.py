"""What every game gives the shell, whatever its rules: each player's total, rank and the lines it is made of, and
the names at its table. A game's package builds these; the shell (history, statistics, the command line, the
screens) reads only these, and what every game states of itself (`common.py`)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Annotated

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, StringConstraints, ValidationInfo
from pydantic_core import PydanticCustomError

from companion.names import normal_name, visible

from .common import CONTROL_CHARACTERS


class Line(BaseModel):
    """Points from one source (`items`, `gold`, `cards`, `mission.four_cities` …), the code a message names.

    These models are built when a result is first made or read (`defer_build`), not at the app's start."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    source: str
    points: int


class Standing(BaseModel):
    """One player's place at the end: the total is the sum of the lines; rank 1 is best, ties share a rank."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    name: str
    total: int
    rank: int
    lines: tuple[Line, ...]


class SheetResult(BaseModel):
    """A scored sheet: the game's id and the players in the sheet's order."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    game: str
    players: tuple[Standing, ...]


KEPT = {"kept": True}
"""The validation context of what this app stored itself: a name kept before names had to show a character
still reads, so that every history and game saved by an earlier version opens."""


def _normal(name: object, info: ValidationInfo) -> object:
    """Composed and trimmed; a name of nothing visible is kept whole, to be refused as such. A kept name is read
    as it was kept: two seats an earlier version told apart ("José" composed and decomposed) stay apart."""
    if not isinstance(name, str) or (info.context or {}).get("kept"):
        return name
    if CONTROL_CHARACTERS.search(name.strip()):  # before trimming, which would drop a bidi override at an end
        raise PydanticCustomError("control_character", "a name cannot hold control characters")
    return normal_name(name) or unicodedata.normalize("NFC", name.strip())


def _checked_name(name: str, info: ValidationInfo) -> str:
    if not visible(name) and not (info.context or {}).get("kept"):
        raise PydanticCustomError("invisible_name", "a name must show at least one letter, digit or sign")
    return name


PlayerName = Annotated[
    str,
    BeforeValidator(_normal),
    StringConstraints(min_length=1, max_length=40),
    AfterValidator(_checked_name),
]
"""A player's name at the table and in history: composed (NFC) and trimmed (`companion.names`); two names
equal ignoring case are one player."""


def shared_ranks(keys: Sequence[object]) -> list[int]:
    """Competition ranks, highest key first: equal keys share a rank and the next rank skips (1, 1, 3).

    Keys are compared with `>`: a total, or a tuple of a total and its tie-breakers."""
    return [1 + sum(other > key for other in keys) for key in keys]  # type: ignore[operator]


def standings(game: str, names: Sequence[str], lines: Sequence[Sequence[Line]]) -> SheetResult:
    """The result of a game won by the highest total, a tie shared: each player's lines summed and ranked."""
    totals = [sum(line.points for line in player) for player in lines]
    ranks = shared_ranks(totals)
    return SheetResult(
        game=game,
        players=tuple(
            Standing(name=name, total=total, rank=rank, lines=tuple(player))
            for name, total, rank, player in zip(names, totals, ranks, lines, strict=True)
        ),
    )
