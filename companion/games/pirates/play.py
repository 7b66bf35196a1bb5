"""Pirates CSG at the table: the fleets built to the budget before the game, then the gold each player unloads
at home and the ships sunk, as an event log (`companion.play.log`).

A fleet sails only once `fleet_problems` finds nothing wrong with it; a sinking splits the ship's gold by
`treasure.sinking`, so the gold at home is the one the rules give. Gold only comes from the treasure put out
(`treasure.treasure`) and what the rules add: a Ransom crew captured (a 5-gold treasure aboard) and a Ransom
crew sunk (1 gold to the sinker). The table keeps the treasure still out, on the islands or aboard (`left`):
gold unloaded at home, or aboard a ship sunk, is taken from it, and more than it holds is refused. The end
makes the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field

from companion.play.common import check_now
from companion.play.log import Entry, Finished, Refused, Rules, at_seat, events

from ..sheets import Count, Name
from .fleet import fleet_problems
from .models import MAX_FLEET, RECOMMENDED_BUDGET, Budget, Piece, Player, Sheet
from .treasure import RANSOM_CAPTURED, sinking, treasure
from .validation import PLAYERS

Seat = Annotated[int, Field(ge=0, lt=PLAYERS.stop - 1)]
MOST_RANSOMS = 3
"""The most Ransom crews the sinking helper offers aboard one ship."""


class Started(Entry):
    """A game begins: the players in seat order and the fleets' point budget."""

    kind: Literal["started"] = "started"
    names: Annotated[tuple[Name, ...], Field(min_length=PLAYERS.start, max_length=PLAYERS.stop - 1)]
    budget: Budget = RECOMMENDED_BUDGET


class PieceAdded(Entry):
    """A card joins a player's fleet."""

    kind: Literal["piece"] = "piece"
    player: Seat
    piece: Piece


class PieceRemoved(Entry):
    """A card leaves a player's fleet, by its place in the fleet."""

    kind: Literal["removed"] = "removed"
    player: Seat
    index: Annotated[int, Field(ge=0, lt=MAX_FLEET)]


class Sailed(Entry):
    """Every fleet is ready: the game begins."""

    kind: Literal["sailed"] = "sailed"


class Unloaded(Entry):
    """A player unloads gold on their home island."""

    kind: Literal["unloaded"] = "unloaded"
    player: Seat
    gold: Annotated[Count, Field(ge=1)]


class RansomCaptured(Entry):
    """A Ransom crew is captured by boarding: a 5-gold treasure more aboard the capturing ship."""

    kind: Literal["ransom"] = "ransom"


class Sunk(Entry):
    """A ship carrying `gold` (and Ransom crews) is sunk: its owner and its sinker take their shares home."""

    kind: Literal["sunk"] = "sunk"
    owner: Seat
    sinker: Seat
    gold: Count
    ransoms: Annotated[int, Field(ge=0, le=MOST_RANSOMS)] = 0


Action = PieceAdded | PieceRemoved | Sailed | Unloaded | RansomCaptured | Sunk | Finished
EVENTS = events(Started, Action)

Phase = Literal["fleet", "play", "final"]
TAKEN_IN: dict[Phase, tuple[type[Entry], ...]] = {
    "fleet": (PieceAdded, PieceRemoved, Sailed),
    "play": (Unloaded, RansomCaptured, Sunk, Finished),
}
"""The kinds of action each phase takes: the fleets are built before the game, the gold comes home in it."""


@dataclass(frozen=True)
class Table:
    """The game as it stands: the fleets, the gold at home, the treasure still out, and the phase."""

    names: tuple[str, ...]
    budget: int
    fleets: tuple[tuple[Piece, ...], ...]
    gold: tuple[int, ...]
    left: int
    """The gold still out, on the wild islands or aboard: the treasure put out, and the Ransom crews captured,
    less the gold unloaded at home and the gold aboard the ships sunk."""
    phase: Phase = "fleet"

    @classmethod
    def start(cls, started: Started) -> Table:
        count = len(started.names)
        return cls(started.names, started.budget, ((),) * count, (0,) * count, treasure(started.budget))

    def taking(self, gold: int) -> Table:
        """The table once `gold` of the treasure still out is brought home; `Refused` when less is out."""
        if gold > self.left:
            raise Refused("more_than_left", {"gold": gold, "left": self.left})
        return replace(self, left=self.left - gold)

    @property
    def sheet(self) -> Sheet:
        return Sheet(
            budget=self.budget,
            players=tuple(
                Player(name=name, fleet=self.fleets[seat], gold_home=self.gold[seat])
                for seat, name in enumerate(self.names)
            ),
        )


def apply(table: Table, action: Action) -> Table:
    """The table after `action`; `Refused` when the rules do not allow it now."""
    check_now(table.phase, len(table.names), action, TAKEN_IN, ("player", "owner", "sinker"))
    if isinstance(action, PieceAdded):
        fleet = table.fleets[action.player]
        if len(fleet) >= MAX_FLEET:
            raise Refused("fleet_full")
        return replace(table, fleets=at_seat(table.fleets, action.player, (*fleet, action.piece)))
    if isinstance(action, PieceRemoved):
        fleet = table.fleets[action.player]
        if action.index >= len(fleet):
            raise Refused("no_such_piece")
        left = fleet[: action.index] + fleet[action.index + 1 :]
        return replace(table, fleets=at_seat(table.fleets, action.player, left))
    if isinstance(action, Sailed):
        if any(fleet_problems(name, table.fleets[seat], table.budget) for seat, name in enumerate(table.names)):
            raise Refused("fleets_not_ready")
        return replace(table, phase="play")
    if isinstance(action, Unloaded):
        home = at_seat(table.gold, action.player, table.gold[action.player] + action.gold)
        return replace(table.taking(action.gold), gold=home)
    if isinstance(action, RansomCaptured):
        return replace(table, left=table.left + RANSOM_CAPTURED)
    if isinstance(action, Sunk):
        if action.owner == action.sinker:
            raise Refused("own_ship")
        split = sinking(action.gold, action.ransoms)
        if split.owner + split.sinker == 0:
            raise Refused("nothing_aboard")
        gold = list(table.gold)
        gold[action.owner] += split.owner
        gold[action.sinker] += split.sinker
        return replace(table.taking(action.gold), gold=tuple(gold))
    return replace(table, phase="final")


RULES: Rules[Table] = Rules(start=Table.start, apply=apply)
