"""The taps of a game played through the app, as data: the browser tests play them and `make bench` counts
them (`benchmarks/taps.py`). A step is a tap on a button, a tap on an option (which then reads as selected)
a number or name typed into a field (one tap to focus it, then the keyboard), or a game resumed from Home
(one tap on it)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .driver import Player


@dataclass(frozen=True)
class Tap:
    button: str


@dataclass(frozen=True)
class Choose:
    option: str


@dataclass(frozen=True)
class Type:
    field: str
    value: str


@dataclass(frozen=True)
class Resume:
    """Open the app again (after a restart, say) and tap the game among Home's unfinished games."""

    game: str


@dataclass(frozen=True)
class See:
    """Not a tap: wait until the screen shows this text (a state reached)."""

    text: str


Step = Tap | Choose | Type | Resume | See


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
            player.type_into(step.field, step.value)
        elif isinstance(step, Resume):
            player.open()
            player.tap(re.compile(rf"^Resume {re.escape(step.game)}: "))
        else:
            player.wait_text(step.text)
