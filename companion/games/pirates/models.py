"""The sheet file (`pirates-sheet/1`): the agreed point budget, each player's fleet and the gold they unloaded
on their home island.

Names follow the game (`../shared/seeds/004_*`, Finnish, with the cards' English keywords): a `fleet` of
ships, crew, sea monsters and events, each with the points printed on its card.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field, Strict

from ..sheets import FROZEN, MAX_ROSTER, Count, Flag, Name

FORMAT: Literal["pirates-sheet/1"] = "pirates-sheet/1"

MAX_FLEET = 100
"""The most pieces one fleet may list: a 40-point fleet has a handful."""
BUDGETS = range(1, 1_000)
"""The fleets' point budget. Ruling: any budget the players agree, equal for all (the source recommends a
40-point game, then builds an example fleet of 30); at most 999 points, far beyond any fleet at a table."""
RECOMMENDED_BUDGET = 40
"""The budget the source recommends ("40-pisteistä peliä")."""
Budget = Annotated[int, Strict(), Field(ge=BUDGETS.start, le=BUDGETS.stop - 1)]


class Kind(StrEnum):
    """What a card of the fleet is ("Laivaston luominen")."""

    ship = "ship"
    crew = "crew"
    monster = "monster"
    event = "event"


class Piece(BaseModel):
    """One card of a fleet: its `points` (an event's coin value), and whether it is a ship with the "Limit"
    keyword."""

    model_config = FROZEN

    name: Name
    kind: Kind
    points: Count
    limit: Flag = False


class Player(BaseModel):
    """One player at the end: the fleet built before the game and the gold unloaded at home."""

    model_config = FROZEN

    name: Name
    fleet: Annotated[tuple[Piece, ...], Field(max_length=MAX_FLEET)]
    gold_home: Count


class Sheet(BaseModel):
    """A score sheet of Pirates CSG: the fleets' point `budget` (40 recommended) and every player."""

    model_config = FROZEN

    format: Literal["pirates-sheet/1"] = FORMAT
    budget: Budget = RECOMMENDED_BUDGET
    players: Annotated[tuple[Player, ...], Field(max_length=MAX_ROSTER)]
