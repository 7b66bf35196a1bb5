"""The special tiles a player holds (progress rules), counted once by what they do.

Ruling ("Progress rules"): two tiles of one kind both count, except that a second supply or treasury tile
changes nothing more.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .models import Row, Special, SpecialTile

GOLDSMITHS_TILE_GOLD = {Special.goldsmiths_1: 1, Special.goldsmiths_2: 2}
"""Extra gold per unthreatened island goldsmith, by goldsmiths tile."""


class Holdings(NamedTuple):
    """What a player's special tiles do: the extra gold of each goldsmiths tile held, how many nobles, scouts,
    fishermen, boatsman and boat tiles are held (each counts), whether a supply or a treasury tile is, where
    each laid special island lies, and how many wait beside the homeland."""

    goldsmiths: tuple[int, ...] = ()
    nobles: int = 0
    scouts: int = 0
    fishermen: int = 0
    boatsman: int = 0
    boat: int = 0
    supply: bool = False
    treasury: bool = False
    islands: tuple[tuple[Row, int], ...] = ()
    waiting: int = 0

    @classmethod
    def of(cls, tiles: Iterable[SpecialTile]) -> Holdings:
        counts = dict.fromkeys(Special, 0)
        goldsmiths: list[int] = []
        islands: list[tuple[Row, int]] = []
        for held in tiles:
            counts[held.tile] += 1
            if held.tile in GOLDSMITHS_TILE_GOLD:
                goldsmiths.append(GOLDSMITHS_TILE_GOLD[held.tile])
            elif held.row is not None and held.column is not None:
                islands.append((held.row, held.column))
        return cls(
            goldsmiths=tuple(goldsmiths),
            nobles=counts[Special.nobles],
            scouts=counts[Special.scouts],
            fishermen=counts[Special.fishermen],
            boatsman=counts[Special.boatsman],
            boat=counts[Special.boat],
            supply=counts[Special.supply] > 0,
            treasury=counts[Special.treasury] > 0,
            islands=tuple(islands),
            waiting=counts[Special.special_island] - len(islands),
        )

    @property
    def great_bonus(self) -> bool:
        """Whether a tile adds to the great scoring (goldsmiths, nobles, scouts or fishermen)."""
        return bool(self.goldsmiths or self.nobles or self.scouts or self.fishermen)


NO_HOLDINGS = Holdings()
