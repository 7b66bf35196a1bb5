"""Itemised awards and the purse they change.

Every point and every coin the engine gives or takes is an `Award`: which scoring, which rule, where on the
homeland, how much. A `Purse` holds a player's points and gold; what a scoring takes is capped at what the
purse holds, so neither ever goes below zero ("Rounds and scorings": points can never fall below 0, nor gold).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple

from .models import Row

NO_DETAIL: Mapping[str, int | str] = MappingProxyType({})


class Scoring(StrEnum):
    transport = "transport"
    small = "small"
    great = "great"
    final = "final"


class Award(NamedTuple):
    """One itemised line: `rule` names the rule (a message code), points and gold are what was applied.

    `detail` carries what the line needs to explain itself, such as the ship that threatens a viking or the
    amount a rule asked for before the purse ran dry.
    """

    scoring: Scoring
    rule: str
    points: int = 0
    gold: int = 0
    row: Row | None = None
    column: int | None = None
    detail: Mapping[str, int | str] = NO_DETAIL


@lru_cache(maxsize=4096)
def line(
    scoring: Scoring,
    rule: str,
    points: int,
    gold: int,
    row: Row | None,
    column: int | None,
    detail: tuple[tuple[str, int | str], ...] = (),
) -> Award:
    """An itemised line of a scoring. A line depends only on a few small values, so each distinct line is
    built once and then shared: awards are immutable (`detail` too), and a game only ever has a few hundred."""
    return Award(scoring, rule, points, gold, row, column, MappingProxyType(dict(detail)) if detail else NO_DETAIL)


class Purse(NamedTuple):
    points: int
    gold: int

    def gain(self, points: int = 0, gold: int = 0) -> Purse:
        return Purse(self.points + points, self.gold + gold)


def total(awards: list[Award]) -> tuple[int, int]:
    """The points and gold a list of awards adds up to."""
    points = gold = 0
    for award in awards:
        points += award.points
        gold += award.gold
    return points, gold
