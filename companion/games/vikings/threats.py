"""The threat map: which ship threatens which vikings, and which warrior repels which ship."""

from __future__ import annotations

from dataclasses import dataclass

from .homeland import Homeland
from .models import ISLAND_ROWS, Row, Sail


@dataclass(frozen=True, slots=True)
class ShipThreat:
    """The ship in `slot`: repelled by the warrior below it, or threatening the vikings in `threatened`."""

    slot: int
    sail: Sail
    repelled: bool
    threatened: tuple[Row, ...]


def threat_map(homeland: Homeland) -> list[ShipThreat]:
    """One entry per ship, left to right; `threatened` lists only rows where a viking stands."""
    threats: list[ShipThreat] = []
    for slot in sorted(homeland.ships):
        state = homeland.column(slot)
        rows = tuple(row for row in ISLAND_ROWS if state.viking(row) and state.threatened(row))
        threats.append(ShipThreat(slot, homeland.ships[slot].sail, state.repelled, rows))
    return threats
