"""What the games played with a running score declare alike beyond the log: the end of play that Africa and Game
of Powers count after (`Ended`, `Phase`), and the phase each of a game's actions is taken in (`check_now`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar

from .log import Entry, Refused, check_open

P = TypeVar("P", bound=str)

Phase = Literal["play", "end", "final"]
"""The phases of a game counted at its end: play, the count at the end (from `Ended`), and over."""


class Ended(Entry):
    """Play is over: the table counts what is left to count at the end (what each player holds, or the cards and
    tokens they have not used)."""

    kind: Literal["ended"] = "ended"


def check_now(
    phase: P,
    players: int,
    action: Any,
    taken_in: Mapping[P, tuple[type[Entry], ...]],
    seats: tuple[str, ...] = ("player",),
) -> None:
    """Refuses what `check_open` refuses, and (`not_now`) an action of a kind `taken_in` gives to another phase;
    a kind it does not name is taken in any phase until the game is over."""
    check_open(phase, players, action, seats)
    if any(isinstance(action, kinds) for other, kinds in taken_in.items() if other != phase):
        raise Refused("not_now")
