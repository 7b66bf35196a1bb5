"""Everything a group does during a game, as events: the game state is what replaying them gives.

Events are frozen pydantic models told apart by `kind`; the log that holds them is append-only, and undo
and redo are events too, so nothing a player did is ever lost.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from companion.games.vikings.models import Column, Count, Piece, PlayerName, Row, Sail, Viking

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


class Started(BaseModel):
    model_config = _FROZEN
    kind: Literal["started"] = "started"
    setup: Setup


class TilePlaced(BaseModel):
    model_config = _FROZEN
    kind: Literal["tile_placed"] = "tile_placed"
    player: PlayerIndex
    row: Row
    column: Column
    piece: Piece


class PieceChanged(BaseModel):
    model_config = _FROZEN
    kind: Literal["piece_changed"] = "piece_changed"
    player: PlayerIndex
    row: Row
    column: Column
    piece: Piece


class TileRemoved(BaseModel):
    model_config = _FROZEN
    kind: Literal["tile_removed"] = "tile_removed"
    player: PlayerIndex
    row: Row
    column: Column


class VikingToggled(BaseModel):
    model_config = _FROZEN
    kind: Literal["viking_toggled"] = "viking_toggled"
    player: PlayerIndex
    row: Row
    column: Column


class ShipPlaced(BaseModel):
    model_config = _FROZEN
    kind: Literal["ship_placed"] = "ship_placed"
    player: PlayerIndex
    slot: Column
    sail: Sail


class ShipRemoved(BaseModel):
    model_config = _FROZEN
    kind: Literal["ship_removed"] = "ship_removed"
    player: PlayerIndex
    slot: Column


class MainlandChanged(BaseModel):
    model_config = _FROZEN
    kind: Literal["mainland_changed"] = "mainland_changed"
    player: PlayerIndex
    viking: Viking
    change: Annotated[int, Field(ge=-13, le=13)]


class TilePaid(BaseModel):
    """A tile bought from the wheel, at a price of 0 to 11 gold."""

    model_config = _FROZEN
    kind: Literal["tile_paid"] = "tile_paid"
    player: PlayerIndex
    price: Annotated[int, Field(ge=0, le=11)]


class PointsTurnedToGold(BaseModel):
    model_config = _FROZEN
    kind: Literal["points_to_gold"] = "points_to_gold"
    player: PlayerIndex
    amount: Annotated[int, Field(ge=1)]


class Corrected(BaseModel):
    """A correction of a player's points and gold by hand."""

    model_config = _FROZEN
    kind: Literal["corrected"] = "corrected"
    player: PlayerIndex
    points: int = 0
    gold: int = 0


class Transported(BaseModel):
    """Boatsmen carried mainland vikings onto the given tiles (a great scoring's first step)."""

    model_config = _FROZEN
    kind: Literal["transported"] = "transported"
    player: PlayerIndex
    placements: tuple[tuple[Row, Column], ...]
    boatsmen: Count


class Scored(BaseModel):
    """The scoring that ends `round` was applied to every player."""

    model_config = _FROZEN
    kind: Literal["scored"] = "scored"
    round: Annotated[int, Field(ge=1, le=6)]


class Undone(BaseModel):
    model_config = _FROZEN
    kind: Literal["undone"] = "undone"


class Redone(BaseModel):
    model_config = _FROZEN
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
