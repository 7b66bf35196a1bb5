"""The board file (`vikings-board/1`): frozen pydantic models shared by the engine, the CLI and the app.

Field names follow the game: a player's homeland holds `ships` (row 1), island `tiles` (rows 2-6) and
the vikings parked on the `mainland`. See `../shared/rules/vikings.md`, "The homeland".
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    model_validator,
)

from ..base import KEPT as KEPT  # the context its logs are read in, where the table reads them
from ..base import PlayerName as PlayerName  # the seats of its events are named so too

BOARD_FORMAT: Literal["vikings-board/1"] = "vikings-board/1"


class Row(StrEnum):
    """The five island rows, top to bottom; each is the home of one viking colour."""

    warrior = "warrior"
    noble = "noble"
    scout = "scout"
    goldsmith = "goldsmith"
    fisherman = "fisherman"


ISLAND_ROWS: tuple[Row, ...] = tuple(Row)


class Viking(StrEnum):
    """Every kind of viking, by the name of what it does; boatsmen live only on the mainland."""

    warrior = "warrior"
    noble = "noble"
    scout = "scout"
    goldsmith = "goldsmith"
    fisherman = "fisherman"
    boatsman = "boatsman"


class Sail(StrEnum):
    red = "red"
    green = "green"
    yellow = "yellow"
    blue = "blue"


SAIL_REACH: dict[Sail, Row] = {
    Sail.red: Row.noble,
    Sail.green: Row.scout,
    Sail.yellow: Row.goldsmith,
    Sail.blue: Row.fisherman,
}
"""The lowest row a ship threatens, by sail colour ("Threats and warriors")."""


class RewardKind(StrEnum):
    gold = "gold"
    points = "points"


DEFAULT_REWARD: dict[Sail, tuple[int, RewardKind]] = {
    Sail.red: (3, RewardKind.gold),
    Sail.green: (5, RewardKind.gold),
    Sail.yellow: (2, RewardKind.points),
    Sail.blue: (3, RewardKind.points),
}
"""The rewards printed on the ships of the worked examples; any ship may override them."""


class Piece(StrEnum):
    """An island piece: start (water left, land right), middle (land both), end (land left, water right)."""

    start = "start"
    middle = "middle"
    end = "end"

    @property
    def land_left(self) -> bool:
        return self is not Piece.start

    @property
    def land_right(self) -> bool:
        return self is not Piece.end


_FROZEN = ConfigDict(frozen=True, extra="forbid")

MAX_COUNT = 9_999
"""Points, gold, rewards and vikings stay below this: far beyond any game, and short to print."""
MAX_COLUMN = 100
"""The widest homeland or ship row a board may describe; a real one has a few dozen tiles in all."""

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Column = Annotated[int, Field(ge=1, le=MAX_COLUMN)]


class Ship(BaseModel):
    """A ship tile in the ship row; `reward` and `reward_kind` default to the sail's printed reward."""

    model_config = _FROZEN

    slot: Column
    sail: Sail
    reward: Count
    reward_kind: RewardKind

    @model_validator(mode="before")
    @classmethod
    def _default_reward(cls, data: object) -> object:
        if isinstance(data, dict) and data.get("sail") in DEFAULT_REWARD:
            amount, kind = DEFAULT_REWARD[Sail(data["sail"])]
            data = {"reward": amount, "reward_kind": kind, **data}
        return data


class Tile(BaseModel):
    """An island tile; `viking` says whether the row's viking stands on it."""

    model_config = _FROZEN

    row: Row
    column: Column
    piece: Piece
    viking: bool = False


class Mainland(BaseModel):
    """The vikings parked beside the boatsman picture, by colour."""

    model_config = _FROZEN

    warrior: Count = 0
    noble: Count = 0
    scout: Count = 0
    goldsmith: Count = 0
    fisherman: Count = 0
    boatsman: Count = 0

    def count(self, viking: Viking | Row) -> int:
        # A viking or a row is the string of its field's name (a string enum): no `.value`, which costs more.
        return int(getattr(self, viking))

    @property
    def total(self) -> int:
        return sum(self.count(viking) for viking in Viking)


class Special(StrEnum):
    """The special tiles a player can hold under the progress rules ("Progress rules"), by what they do.

    The gold tile is used up when taken, so it never lies on a board; a used boat tile is gone too.
    """

    goldsmiths_1 = "goldsmiths_1"
    goldsmiths_2 = "goldsmiths_2"
    nobles = "nobles"
    scouts = "scouts"
    fishermen = "fishermen"
    boatsman = "boatsman"
    supply = "supply"
    treasury = "treasury"
    boat = "boat"
    special_island = "special_island"


class SpecialTile(BaseModel):
    """A special tile a player holds. A special island lies on the island tile at (`row`, `column`), or waits
    beside the homeland with neither; no other special tile has a place on the homeland."""

    model_config = _FROZEN

    tile: Special
    row: Row | None = None
    column: Column | None = None

    @model_validator(mode="after")
    def _only_an_island_is_laid(self) -> SpecialTile:
        if (self.row is None) != (self.column is None):
            raise ValueError("a special island needs both row and column, or neither while it waits")
        if self.row is not None and self.tile is not Special.special_island:
            raise ValueError("only a special island has a row and a column")
        return self


class Player(BaseModel):
    model_config = _FROZEN

    name: PlayerName
    points: Count
    gold: Count
    ships: tuple[Ship, ...] = ()
    tiles: tuple[Tile, ...] = ()
    mainland: Mainland = Mainland()
    special_tiles: tuple[SpecialTile, ...] = Field(
        default=(),
        description="The special tiles the player holds (progress rules only); a special island may name the "
        "island tile it lies on.",
    )


class Board(BaseModel):
    """Every player's homeland, coins and points at the end of `round`, before that round's scoring."""

    model_config = _FROZEN

    format: Literal["vikings-board/1"] = BOARD_FORMAT
    rules: Literal["base", "progress"] = "base"
    round: Annotated[int, Field(ge=1, le=6)]
    start_player: Annotated[
        int,
        Field(
            ge=0,
            le=3,
            description="The seat, an index into `players`, that starts the round; players are listed clockwise.",
        ),
    ] = 0
    players: Annotated[tuple[Player, ...], Field(min_length=2, max_length=4)]
