"""What every game states of itself and the shell reads, with no model behind it: the problems of a sheet, a
game's own commands, how history keeps a game that keeps its own log, and how a game's rules load at their
first use. The registry and the app's start read these alone (no pydantic), so that in a browser Home shows
before any model is imported; a game's results and the names at its table are `base.py`'s."""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol

CONTROL_CHARACTERS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")
"""Characters that steer a terminal or the direction of text rather than show: C0 and C1 controls, DEL, line
and paragraph separators, and bidirectional marks and overrides. No name of a sheet may hold one, and the
shell shows any it finds as an escape."""


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
