"""A few words for what an action did, so that Undo can say what it undid."""

from __future__ import annotations

from companion.games.vikings.play.events import (
    Action,
    AuctionWon,
    MainlandChanged,
    MainlandSet,
    PieceChanged,
    PointsTurnedToGold,
    PurseSet,
    Scored,
    ShipChanged,
    ShipPlaced,
    ShipRemoved,
    SpecialIslandLaid,
    SpecialTilesSet,
    TilePaid,
    TilePlaced,
    TileRemoved,
    Transported,
    TurnTaken,
    VikingToggled,
)
from companion.games.vikings.play.game import GameState
from companion.messages import text


def describe(action: Action, state: GameState) -> str:
    """What `action` did, in the words of the table ("Astrid's noble tile in column 3")."""
    if isinstance(action, Scored):
        return text("did.scored", {"round": action.round})
    name = state.players[action.player].name
    match action:
        case SpecialIslandLaid(row=row, column=column):
            return text("did.special_island", {"name": name, "row": row.value, "column": column})
        case TurnTaken(tile=tile, ship=ship) if tile is not None:
            code = "did.start_tile" if action.start_tile else "did.tile"
            return text(code, {"name": name, "row": tile.row.value, "column": tile.column})
        case TurnTaken(ship=ship) if ship is not None:
            return text("did.ship", {"name": name, "sail": ship.sail.value, "column": ship.slot})
        case TurnTaken():
            return text("did.discard", {"name": name})
        case (
            TilePlaced(row=row, column=column)
            | TileRemoved(row=row, column=column)
            | PieceChanged(row=row, column=column)
            | VikingToggled(row=row, column=column)
        ):
            return text("did.cell", {"name": name, "row": row.value, "column": column})
        case ShipPlaced(slot=slot) | ShipChanged(slot=slot) | ShipRemoved(slot=slot):
            return text("did.slot", {"name": name, "column": slot})
        case MainlandChanged() | MainlandSet():
            return text("did.mainland", {"name": name})
        case TilePaid(price=price):
            return text("did.paid", {"name": name, "price": price})
        case PointsTurnedToGold(amount=amount):
            return text("did.converted", {"name": name, "count": amount})
        case PurseSet():
            return text("did.purse", {"name": name})
        case Transported():
            return text("did.transport", {"name": name})
        case AuctionWon():
            return text("did.auction", {"name": name})
        case SpecialTilesSet():
            return text("did.special_tiles", {"name": name})
    return text("did.other", {"name": name})
