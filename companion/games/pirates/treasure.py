"""Gold at the table: the treasure to spread on the wild islands, a sinking's split, and the Ransom keyword
("Aarre", "Aarretta kantavan laivan upottaminen", "Ransom" in `../shared/seeds/004_*`)."""

from __future__ import annotations

from typing import NamedTuple

TREASURE_PER_BUDGET = (15, 40)
"""A 40-point game spreads 15 gold of ordinary treasure on the wild islands."""
RANSOM_CAPTURED = 5
"""A Ransom crew captured by boarding becomes a 5-gold treasure on the capturing ship."""
RANSOM_SUNK = 1
"""A Ransom crew on a ship that sinks becomes 1 gold for the sinker, taken home at once."""


def treasure(budget: int) -> int:
    """The ordinary treasure of a game of `budget` points. Ruling: 15 gold per 40 points, scaled and rounded
    to whole gold, a half up (30 points: 11.25 → 11; 20 points: 7.5 → 8). Unique treasures are extra."""
    gold, points = TREASURE_PER_BUDGET
    return (2 * gold * budget + points) // (2 * points)


class Split(NamedTuple):
    """The gold of a sunk ship: what its owner and its sinker each take home at once."""

    owner: int
    sinker: int


def sinking(gold: int, ransoms: int = 0) -> Split:
    """A ship carrying `gold` sinks: the gold is split evenly between owner and sinker, an odd gold to the
    sinker; each Ransom crew aboard becomes `RANSOM_SUNK` gold for the sinker. Unique treasures are lost."""
    if gold < 0 or ransoms < 0:
        raise ValueError(f"a ship carries no negative gold ({gold}) or crew ({ransoms})")
    return Split(owner=gold // 2, sinker=gold - gold // 2 + RANSOM_SUNK * ransoms)
