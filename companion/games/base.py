"""What every game gives the shell, whatever its rules: each player's total, rank and the lines it is made of,
and the problems of a sheet that cannot be scored. A game's package builds these; the shell (history, statistics,
the command line, the screens) reads only these."""

from __future__ import annotations

import importlib
import re
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Protocol

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, StringConstraints, ValidationInfo
from pydantic_core import PydanticCustomError

from companion.names import normal_name, visible

CONTROL_CHARACTERS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")
"""Characters that steer a terminal or the direction of text rather than show: C0 and C1 controls, DEL, line
and paragraph separators, and bidirectional marks and overrides. No name of a sheet may hold one, and the
shell shows any it finds as an escape."""


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


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a sheet cannot be scored: a stable snake_case code and the parameters its message needs."""

    code: str
    params: Mapping[str, str | int] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True, slots=True)
class Command:
    """A command of a game's own on the command line (`python -m companion advise FILE`): it reads one of the
    game's sheet files and says what it finds, or raises `companion.sheets.SheetFileError` saying why not."""

    name: str
    help: str
    """The message code of its line in `--help`."""
    run: Callable[[Path], str]


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


class Unplayable(ValueError):
    """A log an event of which its game refuses: the reason, in the player's words."""


@dataclass(frozen=True, slots=True)
class Played:
    """A finished game of a game that keeps its own log as history shows it (`Game.in_history`): the screen's
    controls between its date and its share and delete buttons, and the dialog of a player's detail."""

    controls: list[Any]
    detail: Callable[[int, Callable[[], None]], Any]
    """The dialog of the player of a seat, which the given function closes."""


class History(Protocol):
    """What history asks of a game that keeps its games its own way (`<game>/history.py`; Vikings', its event
    log): a game without one is kept as its sheet and its table's events."""

    def log(self, raw: bytes, kept: bool = True) -> list[Any]:
        """The events of a log as JSON, read as this app kept them (`KEPT`) or, not `kept`, as an import takes
        them; pydantic's ValidationError (a ValueError) when it is not one."""

    def log_json(self, events: list[Any]) -> bytes:
        """A log as JSON, as `log` reads it."""

    def new(self, setup: Any) -> Any:
        """A new game at the table, its log started by `setup`."""

    def renamed(self, events: list[Any], old_key: str, new: str) -> list[Any]:
        """A log with the seat whose name has `old_key` (`companion.names.name_key`) named `new`."""

    def replay(self, events: list[Any]) -> Any:
        """The game a log plays; `Unplayable` when its game refuses one of its events."""

    def summary(self, game_id: str, game: Any, started: str, finished: str | None = None) -> Any:
        """The summary (`companion.history.records.GameSummary`) of a finished game `replay` gave."""

    def refusal(self, sheet: Any) -> str | None:
        """Why `score --save` cannot keep this sheet in history, in the player's words; None when it can."""

    def sheet_record(self, sheet: Any, game_id: str, date: str) -> Any:
        """The history record (`companion.history.records.GameRecord`) of a sheet `refusal` keeps, played and
        finished at `date`."""


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


def rules_on_first_use(package: str) -> Callable[[str], object]:
    """A game package's `__getattr__` (PEP 562): a name of its rules, taken from `<package>.rules` when first asked
    for and kept in the package from then on. The package itself names the game at no cost, which is all the
    registry reads to offer it: the app starts without any game's rules, and loads a game's when it is chosen."""

    def rule(name: str) -> object:
        # What tools look for on any module (`__wrapped__` …) is no rule: asking for it loads nothing.
        rules = None if name.startswith("__") else vars(importlib.import_module(f"{package}.rules"))
        if rules is None or name not in rules:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        setattr(sys.modules[package], name, rules[name])
        return rules[name]

    return rule
