"""Everything a group does during a game, as events: the game state is what replaying them gives.

Events are frozen pydantic models told apart by `kind`; the log that holds them is the one every game
keeps (`companion.play.log`), append-only, and its undo and redo are events too, so nothing a player did is
ever lost.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter, ValidationInfo, model_validator
from pydantic_core import PydanticCustomError

from companion.games.vikings.models import (
    MAX_COUNT,
    Column,
    Count,
    Piece,
    PlayerName,
    RewardKind,
    Row,
    Sail,
    Special,
    SpecialTile,
    Viking,
)
from companion.play.log import FROZEN, Entry, Redone, Undone

COLOURS = ("white", "orange", "tan", "brown")
"""The four player colours of the game box."""

PlayerIndex = Annotated[int, Field(ge=0, le=3)]


class Seat(BaseModel):
    model_config = FROZEN

    name: PlayerName
    colour: Literal["white", "orange", "tan", "brown"]


Money = Literal["coins", "purse"]
"""Where the gold is kept: as coins on the table (the app asks for each player's gold at the end), or in the
app's purse (every tile is paid through the app)."""


class Setup(BaseModel):
    """Who plays, in seat order, who starts, with which rules; `quick` games are scored once, at the end.

    `money` defaults to the purse, the only way of games kept before coins on the table could be chosen.
    """

    model_config = FROZEN

    seats: Annotated[tuple[Seat, ...], Field(min_length=2, max_length=4)]
    start_player: PlayerIndex = 0
    rules: Literal["base", "progress"] = "base"
    quick: bool = False
    money: Money = "purse"

    @model_validator(mode="after")
    def _one_name_a_seat(self, info: ValidationInfo) -> Setup:
        colours: dict[str, str] = {}
        for seat in self.seats:
            other = colours.setdefault(seat.colour, seat.name)
            # A game kept before colours were checked still opens (`KEPT`).
            if other != seat.name and not (info.context or {}).get("kept"):
                raise PydanticCustomError(
                    "same_colour",
                    "{first} and {second} have the same colour",
                    {"first": other, "second": seat.name, "colour": seat.colour},
                )
        seen: set[str] = set()
        for seat in self.seats:  # names enter composed (`PlayerName`): ignoring case, one name is one player
            if seat.name.casefold() in seen:
                raise PydanticCustomError("duplicate_name", "two players have the name {name}", {"name": seat.name})
            seen.add(seat.name.casefold())
        if self.start_player >= len(self.seats):
            raise PydanticCustomError(
                "no_such_player", "there is no player {player}", {"player": self.start_player + 1}
            )
        return self


class _PlayerAction(Entry):
    player: PlayerIndex


class _CellAction(_PlayerAction):
    """An action on one island cell of a player's homeland."""

    row: Row
    column: Column


class Started(Entry):
    kind: Literal["started"] = "started"
    setup: Setup


class TilePlaced(_CellAction):
    """A tile laid on the homeland; with `viking`, the row's viking stands on it at once."""

    kind: Literal["tile_placed"] = "tile_placed"
    piece: Piece
    viking: bool = False


class PieceChanged(_CellAction):
    kind: Literal["piece_changed"] = "piece_changed"
    piece: Piece


class TileRemoved(_CellAction):
    kind: Literal["tile_removed"] = "tile_removed"


class VikingToggled(_CellAction):
    kind: Literal["viking_toggled"] = "viking_toggled"


class ShipPlaced(_PlayerAction):
    """A ship laid in the ship row (or, on a slot that holds one, its sail changed); the reward defaults to
    the one its sail usually shows."""

    kind: Literal["ship_placed"] = "ship_placed"
    slot: Column
    sail: Sail
    reward: Count | None = None
    reward_kind: RewardKind | None = None


class ShipChanged(_PlayerAction):
    """A ship already in the ship row gets another sail or reward (the printed reward varies)."""

    kind: Literal["ship_changed"] = "ship_changed"
    slot: Column
    sail: Sail
    reward: Count
    reward_kind: RewardKind


class ShipRemoved(_PlayerAction):
    kind: Literal["ship_removed"] = "ship_removed"
    slot: Column


class MainlandChanged(_PlayerAction):
    kind: Literal["mainland_changed"] = "mainland_changed"
    viking: Viking
    change: Annotated[int, Field(ge=-13, le=13)]


class MainlandSet(_PlayerAction):
    """The number of one kind of viking on a player's mainland, as counted on the table."""

    kind: Literal["mainland_set"] = "mainland_set"
    viking: Viking
    count: Annotated[int, Field(ge=0, le=13)]


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


class PurseSet(_PlayerAction):
    """A player's points and gold set to what the table says (None keeps the value): a correction, a quick
    score's final purse, or the coins counted before the final scoring."""

    kind: Literal["purse_set"] = "purse_set"
    points: Count | None = None
    gold: Count | None = None


class LaidTile(BaseModel):
    model_config = FROZEN

    row: Row
    column: Column
    piece: Piece


class LaidShip(BaseModel):
    """A ship as laid; the reward defaults to the one its sail usually shows."""

    model_config = FROZEN

    slot: Column
    sail: Sail
    reward: Count | None = None
    reward_kind: RewardKind | None = None


GOLD_TILE = "gold"
"""The special tile that gives 5 gold at once and is used up: it never lies on a board."""

Taken = Special | Literal["gold"]
"""A special tile as taken from the four face up: any kind a board holds, or the gold tile."""


class TurnTaken(_PlayerAction):
    """One turn at the table: a tile bought from the wheel with the viking beside it.

    The island tile or ship is laid (neither: it could not be laid and left the game); the viking stands on the
    laid tile (`on_tile`, only in its own row) or goes to the mainland. A start tile (round 1) comes with no
    viking and no price. `price` is paid from the app's purse, after turning `convert` points into gold; with
    the coins on the table there is no price.

    Under the progress rules the buyer of the wheel's most expensive tile may take a `special` tile with it;
    with `island_here` the player's waiting special island replaces the island tile laid in this turn.
    """

    kind: Literal["turn"] = "turn"
    viking: Viking | None
    tile: LaidTile | None = None
    ship: LaidShip | None = None
    on_tile: bool = False
    price: Annotated[int, Field(ge=0, le=11)] | None = None
    convert: Count = 0
    special: Taken | None = None
    island_here: bool = False

    @property
    def start_tile(self) -> bool:
        return self.viking is None


class AuctionWon(_PlayerAction):
    """The start-player auction of the progress rules: `player` won it and starts the round, paying `price`
    from the app's purse (gold first, then points 1:1 when the gold runs out). With the coins on the table the
    app takes no payment, and there is no price."""

    kind: Literal["auction_won"] = "auction_won"
    price: Count | None = None


class SpecialIslandLaid(_CellAction):
    """A waiting special island replaces the island tile at (`row`, `column`) ("Progress rules")."""

    kind: Literal["special_island_laid"] = "special_island_laid"


class SpecialTilesSet(_PlayerAction):
    """The special tiles a player holds, set as they lie on the table: a quick score's final holdings, or a
    correction."""

    kind: Literal["special_tiles_set"] = "special_tiles_set"
    tiles: Annotated[tuple[SpecialTile, ...], Field(max_length=25)]


class Transported(_PlayerAction):
    """Boatsmen carried mainland vikings onto the given tiles (a great scoring's first step)."""

    kind: Literal["transported"] = "transported"
    placements: tuple[tuple[Row, Column], ...]
    boatsmen: Count
    boat_tiles: Count = 0
    """How many of the boatsmen carried by the base rule with a boat tile (progress rules); the tiles are gone."""


class Scored(Entry):
    """The scoring that ends `round` was applied to every player."""

    kind: Literal["scored"] = "scored"
    round: Annotated[int, Field(ge=1, le=6)]


Action = (
    TurnTaken
    | AuctionWon
    | SpecialIslandLaid
    | SpecialTilesSet
    | TilePlaced
    | PieceChanged
    | TileRemoved
    | VikingToggled
    | ShipPlaced
    | ShipChanged
    | ShipRemoved
    | MainlandChanged
    | MainlandSet
    | TilePaid
    | PointsTurnedToGold
    | Corrected
    | PurseSet
    | Transported
    | Scored
)
Event = Annotated[Started | Action | Undone | Redone, Field(discriminator="kind")]
EVENT = TypeAdapter(Event)
EVENTS = TypeAdapter(list[Event])
