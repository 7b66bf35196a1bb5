"""A few words for what an action did, so that Undo can say what it undid."""

from __future__ import annotations

from companion.games.vikings.play import events
from companion.games.vikings.play.game import GameState
from companion.messages import text


def describe(action: events.Action, state: GameState) -> str:
    """What `action` did, in the words of the table ("Astrid's noble tile in column 3")."""
    if isinstance(action, events.Scored):
        return text("did.scored", {"round": action.round})
    name = state.players[action.player].name
    match action:
        case events.SpecialIslandLaid(row=row, column=column):
            return text("did.special_island", {"name": name, "row": row.value, "column": column})
        case events.TurnTaken(tile=tile, ship=ship) if tile is not None:
            code = "did.start_tile" if action.start_tile else "did.tile"
            return text(code, {"name": name, "row": tile.row.value, "column": tile.column})
        case events.TurnTaken(ship=ship) if ship is not None:
            return text("did.ship", {"name": name, "sail": ship.sail.value, "column": ship.slot})
        case events.TurnTaken():
            return text("did.discard", {"name": name})
        case (
            events.TilePlaced(row=row, column=column)
            | events.TileRemoved(row=row, column=column)
            | events.PieceChanged(row=row, column=column)
            | events.VikingToggled(row=row, column=column)
        ):
            return text("did.cell", {"name": name, "row": row.value, "column": column})
        case events.ShipPlaced(slot=slot) | events.ShipChanged(slot=slot) | events.ShipRemoved(slot=slot):
            return text("did.slot", {"name": name, "column": slot})
        case events.MainlandChanged() | events.MainlandSet():
            return text("did.mainland", {"name": name})
        case events.TilePaid(price=price):
            return text("did.paid", {"name": name, "price": price})
        case events.PointsTurnedToGold(amount=amount):
            return text("did.converted", {"name": name, "count": amount})
        case events.PurseSet():
            return text("did.purse", {"name": name})
        case events.Transported():
            return text("did.transport", {"name": name})
        case events.AuctionWon():
            return text("did.auction", {"name": name})
        case events.SpecialTilesSet():
            return text("did.special_tiles", {"name": name})
    return text("did.other", {"name": name})
