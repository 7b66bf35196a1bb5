"""The taps of a game played through the app, as data: the browser tests play them and `make bench` counts
them (`benchmarks/taps.py`). A step is a tap on a button, a tap on an option (which then reads as selected)
a number or name typed into a field (one tap to focus it, then the keyboard), or a game resumed from Home
(one tap on it)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .driver import Ending, Player


@dataclass(frozen=True)
class Tap:
    button: str


@dataclass(frozen=True)
class Choose:
    option: str


@dataclass(frozen=True)
class Type:
    """A number or name typed into a field, which is then left by Tab, Enter (a phone's Done key) or a tap
    elsewhere (`end`)."""

    field: str
    value: str
    end: Ending = "tab"


@dataclass(frozen=True)
class Resume:
    """Open the app again (after a restart, say) and tap the game among Home's unfinished games."""

    game: str


@dataclass(frozen=True)
class See:
    """Not a tap: wait until the screen shows this text (a state reached)."""

    text: str


Step = Tap | Choose | Type | Resume | See


def ended_by(script: Sequence[Step], end: Ending) -> list[Step]:
    """The same script with every field left by `end`."""
    return [replace(step, end=end) if isinstance(step, Type) else step for step in script]


def taps(script: Sequence[Step]) -> int:
    """The taps a script takes: every button and option, and one for each field typed into."""
    return sum(not isinstance(step, See) for step in script)


def play(player: Player, script: Sequence[Step]) -> None:
    for step in script:
        if isinstance(step, Tap):
            player.tap(step.button)
        elif isinstance(step, Choose):
            player.choose(step.option)
        elif isinstance(step, Type):
            player.type_into(step.field, step.value, step.end)
        elif isinstance(step, Resume):
            player.open()
            player.tap(re.compile(rf"^Resume {re.escape(step.game)}: "))
        else:
            player.wait_text(step.text)
