"""Everything a group does during a game, as events: the game state is what replaying them gives.

Events are frozen pydantic models told apart by `kind`; the log that holds them is append-only, and undo
and redo are events too, so nothing a player did is ever lost.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator
from pydantic_core import PydanticCustomError

from companion.games.vikings.models import MAX_COUNT, Column, Count, Piece, PlayerName, Row, Sail, Viking

_FROZEN = ConfigDict(frozen=True, extra="forbid")

COLOURS = ("white", "orange", "tan", "brown")
"""The four player colours of the game box."""

PlayerIndex = Annotated[int, Field(ge=0, le=3)]


class Seat(BaseModel):
    model_config = _FROZEN

    name: PlayerName
    colour: Literal["white", "orange", "tan", "brown"]


class Setup(BaseModel):
    """Who plays, in seat order, who starts, with which rules; `quick` games are scored once, at the end."""

    model_config = _FROZEN

    seats: Annotated[tuple[Seat, ...], Field(min_length=2, max_length=4)]
    start_player: PlayerIndex = 0
    rules: Literal["base", "progress"] = "base"
    quick: bool = False

    @model_validator(mode="after")
    def _one_name_a_seat(self) -> Setup:
        seen: set[str] = set()
        for seat in self.seats:
            if seat.name.casefold() in seen:
                raise PydanticCustomError("duplicate_name", "two players have the name {name}", {"name": seat.name})
            seen.add(seat.name.casefold())
        if self.start_player >= len(self.seats):
            raise PydanticCustomError(
                "no_such_player", "there is no player {player}", {"player": self.start_player + 1}
            )
        return self


class _Event(BaseModel):
    model_config = _FROZEN


class _PlayerAction(_Event):
    player: PlayerIndex


class _CellAction(_PlayerAction):
    """An action on one island cell of a player's homeland."""

    row: Row
    column: Column


class Started(_Event):
    kind: Literal["started"] = "started"
    setup: Setup


class TilePlaced(_CellAction):
    kind: Literal["tile_placed"] = "tile_placed"
    piece: Piece


class PieceChanged(_CellAction):
    kind: Literal["piece_changed"] = "piece_changed"
    piece: Piece


class TileRemoved(_CellAction):
    kind: Literal["tile_removed"] = "tile_removed"


class VikingToggled(_CellAction):
    kind: Literal["viking_toggled"] = "viking_toggled"


class ShipPlaced(_PlayerAction):
    kind: Literal["ship_placed"] = "ship_placed"
    slot: Column
    sail: Sail


class ShipRemoved(_PlayerAction):
    kind: Literal["ship_removed"] = "ship_removed"
    slot: Column


class MainlandChanged(_PlayerAction):
    kind: Literal["mainland_changed"] = "mainland_changed"
    viking: Viking
    change: Annotated[int, Field(ge=-13, le=13)]


class TilePaid(_PlayerAction):
    """A tile bought from the wheel, at a price of 0 to 11 gold."""

    kind: Literal["tile_paid"] = "tile_paid"
    price: Annotated[int, Field(ge=0, le=11)]


class PointsTurnedToGold(_PlayerAction):
    kind: Literal["points_to_gold"] = "points_to_gold"
    amount: Annotated[int, Field(ge=1)]


class Corrected(_PlayerAction):
    """A correction of a player's points and gold by hand."""

    kind: Literal["corrected"] = "corrected"
    points: Annotated[int, Field(ge=-MAX_COUNT, le=MAX_COUNT)] = 0
    gold: Annotated[int, Field(ge=-MAX_COUNT, le=MAX_COUNT)] = 0


class Transported(_PlayerAction):
    """Boatsmen carried mainland vikings onto the given tiles (a great scoring's first step)."""

    kind: Literal["transported"] = "transported"
    placements: tuple[tuple[Row, Column], ...]
    boatsmen: Count


class Scored(_Event):
    """The scoring that ends `round` was applied to every player."""

    kind: Literal["scored"] = "scored"
    round: Annotated[int, Field(ge=1, le=6)]


class Undone(_Event):
    kind: Literal["undone"] = "undone"


class Redone(_Event):
    kind: Literal["redone"] = "redone"


Action = (
    TilePlaced
    | PieceChanged
    | TileRemoved
    | VikingToggled
    | ShipPlaced
    | ShipRemoved
    | MainlandChanged
    | TilePaid
    | PointsTurnedToGold
    | Corrected
    | Transported
    | Scored
)
Event = Annotated[Started | Action | Undone | Redone, Field(discriminator="kind")]
EVENT = TypeAdapter(Event)
EVENTS = TypeAdapter(list[Event])
