"""What the score sheets of Africa, Game of Powers and Pirates CSG share: bounded numbers, player names, and
the checks of a sheet's players (how many, and no name twice). A game imports these; they know no game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, Strict, StringConstraints
from pydantic_core import PydanticCustomError

from companion.names import name_key, normal_name, visible

from .common import CONTROL_CHARACTERS, Problem

FROZEN = ConfigDict(frozen=True, extra="forbid")
"""Every sheet model: immutable, and a field the format does not know is refused."""

MAX_COUNT = 9_999
"""Points, gold, gems and cards stay below this: far beyond any game, and short to print."""
MAX_NAME = 40
"""The longest name of a player, an item or a ship, as for Vikings."""
MAX_ROSTER = 20
"""The most players a sheet file may list at all; each game's own range is checked by `roster_problems`."""

Count = Annotated[int, Strict(), Field(ge=0, le=MAX_COUNT)]
"""A whole number from 0 to `MAX_COUNT`; strict, so that neither `"3"`, `3.0` nor `true` passes for 3."""
Flag = Annotated[bool, Strict()]
"""A JSON `true` or `false`, never a number or a string."""


def no_control_characters(name: str) -> str:
    """`name`, refused when it holds a character of `CONTROL_CHARACTERS`."""
    if CONTROL_CHARACTERS.search(name):
        raise PydanticCustomError("control_character", "a name cannot hold control characters")
    return name


def _normal(name: object) -> object:
    """A name composed (NFC) and trimmed of what shows nothing at its ends (`companion.names`), after a check
    that it holds no control character (before trimming, which would drop a direction override at an end)."""
    if not isinstance(name, str):
        return name
    return normal_name(no_control_characters(name.strip()))


def _visible(name: str) -> str:
    if not visible(name):
        raise PydanticCustomError("invisible_name", "a name must show at least one letter, digit or sign")
    return name


Name = Annotated[
    str,
    Strict(),
    BeforeValidator(_normal),
    StringConstraints(min_length=1, max_length=MAX_NAME),
    AfterValidator(_visible),
]
"""A player's, an item's or a ship's name as Vikings takes a player's: composed and trimmed, 1 to `MAX_NAME`
characters that show at least one, none of them a control."""


def roster_problems(names: Sequence[str], players: range) -> list[Problem]:
    """The problems of a sheet's players as a whole: fewer or more of them than the game allows, and a name
    given twice (ignoring case, as two players called "Ada" and "ada" cannot be told apart in a table)."""
    problems: list[Problem] = []
    if len(names) < players.start:
        problems.append(Problem("too_few_players", {"count": len(names), "limit": players.start}))
    if len(names) > players.stop - 1:
        problems.append(Problem("too_many_players", {"count": len(names), "limit": players.stop - 1}))
    seen: set[str] = set()
    for name in names:
        if name_key(name) in seen:
            problems.append(Problem("duplicate_player", {"player": name}))
        seen.add(name_key(name))
    return problems
