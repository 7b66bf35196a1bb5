"""What each action does to one player's homeland and purse, and what the rules refuse ("Placement").

Each function takes the game state before the action and returns the player after it, or raises
`ActionRefused` with a code the message catalogue explains. Nothing here knows about screens or storage.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.vikings import (
    Mainland,
    Piece,
    Player,
    Row,
    Ship,
    Tile,
    Viking,
    fitting_pieces,
    open_cell,
    open_slots,
    removal_problems,
    ship_removal_problems,
)
from companion.games.vikings.transport import fewest_boatsmen
from companion.games.vikings.validation import SHIP_TILES, VIKINGS_PER_COLOUR

from .events import (
    Action,
    AuctionWon,
    Corrected,
    LaidShip,
    MainlandChanged,
    MainlandSet,
    PieceChanged,
    PointsTurnedToGold,
    PurseSet,
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
from .progress import check_auction, check_special, lay_island, pay_bid, set_special_tiles, take_special, use_boat_tiles
from .refused import ActionRefused
from .state import GameState
from .turns import check_turn


def change(state: GameState, player: Player, action: Action) -> Player:
    """The player after an action; refuses what the rules do not allow."""
    match action:
        case TurnTaken():
            return _turn(state, player, action)
        case TilePlaced(row=row, column=column, piece=piece, viking=viking):
            player = _lay_tile(player, row, column, piece)
            return _stand_viking(state, player, row, column) if viking else player
        case PieceChanged(row=row, column=column, piece=piece):
            tile = _tile(player, row, column)
            if piece not in fitting_pieces(player, row, column):
                raise ActionRefused("piece_does_not_fit", {"row": row.value, "column": column, "piece": piece.value})
            return _replace_tile(player, tile, tile.model_copy(update={"piece": piece}))
        case TileRemoved(row=row, column=column):
            tile = _tile(player, row, column)
            problems = removal_problems(player, row, column)
            if problems:
                raise ActionRefused("removal_breaks_homeland", {"row": row.value, "column": column}, problems)
            return _replace_tile(player, tile, None)
        case VikingToggled(row=row, column=column):
            tile = _tile(player, row, column)
            if tile.viking:
                return _replace_tile(player, tile, tile.model_copy(update={"viking": False}))
            return _stand_viking(state, player, row, column)
        case ShipPlaced(slot=slot):
            laid = LaidShip.model_validate(action.model_dump(include={"slot", "sail", "reward", "reward_kind"}))
            old = next((ship for ship in player.ships if ship.slot == slot), None)
            if old is not None:
                return _change_ship(player, old, Ship.model_validate(laid.model_dump(exclude_none=True)))
            return _lay_ship(state, player, laid)
        case ShipChanged(slot=slot, sail=sail, reward=reward, reward_kind=kind):
            old = next((ship for ship in player.ships if ship.slot == slot), None)
            if old is None:
                raise ActionRefused("no_ship", {"column": slot})
            return _change_ship(player, old, Ship(slot=slot, sail=sail, reward=reward, reward_kind=kind))
        case ShipRemoved(slot=slot):
            if all(ship.slot != slot for ship in player.ships):
                raise ActionRefused("no_ship", {"column": slot})
            if ship_removal_problems(player, slot):
                raise ActionRefused("ship_removal_breaks_row", {"column": slot})
            return player.model_copy(update={"ships": tuple(s for s in player.ships if s.slot != slot)})
        case MainlandChanged(viking=viking, change=change_by):
            return _set_mainland(state, player, viking, player.mainland.count(viking) + change_by)
        case MainlandSet(viking=viking, count=count):
            return _set_mainland(state, player, viking, count)
        case TilePaid(price=price):
            return _pay(player, price)
        case PointsTurnedToGold(amount=amount):
            return _convert(player, amount)
        case Corrected(points=points, gold=gold):
            if player.points + points < 0 or player.gold + gold < 0:
                raise ActionRefused("below_zero", {"points": player.points + points, "gold": player.gold + gold})
            return player.model_copy(update={"points": player.points + points, "gold": player.gold + gold})
        case PurseSet(points=points, gold=gold):
            return player.model_copy(
                update={
                    "points": player.points if points is None else points,
                    "gold": player.gold if gold is None else gold,
                }
            )
        case Transported(placements=placements, boatsmen=boatsmen, boat_tiles=boat_tiles):
            return _transport(state, player, placements, boatsmen, boat_tiles)
        case AuctionWon(price=price):
            check_auction(state, action)
            return player if price is None else pay_bid(player, price)
        case SpecialIslandLaid(row=row, column=column):
            return lay_island(player, row, column)
        case SpecialTilesSet(tiles=tiles):
            return set_special_tiles(state, action.player, tiles)
    raise ActionRefused("unknown_action")


def _turn(state: GameState, player: Player, turn: TurnTaken) -> Player:
    """A turn: pay (from the purse), lay the tile or ship, stand the viking on it or park it on the mainland."""
    check_turn(state, turn)
    check_special(state, turn)
    if turn.price is not None:
        if turn.convert:
            player = _convert(player, turn.convert)
        player = _pay(player, turn.price)
    if turn.tile is not None:
        player = _lay_tile(player, turn.tile.row, turn.tile.column, turn.tile.piece)
    if turn.ship is not None:
        player = _lay_ship(state, player, turn.ship)
    player = take_special(state, player, turn)
    if turn.viking is None:
        return player
    if turn.on_tile:
        if turn.tile is None or turn.tile.row.value != turn.viking.value:
            raise ActionRefused("viking_not_its_row", {"who": turn.viking.value})
        return _stand_viking(state, player, turn.tile.row, turn.tile.column)
    return _set_mainland(state, player, turn.viking, player.mainland.count(turn.viking) + 1)


def _lay_tile(player: Player, row: Row, column: int, piece: Piece) -> Player:
    if any(tile.row == row and tile.column == column for tile in player.tiles):
        raise ActionRefused("cell_taken", {"row": row.value, "column": column})
    fits = open_cell(player, row, column)
    if not fits:
        raise ActionRefused("cell_closed", {"row": row.value, "column": column})
    if piece not in fits:
        raise ActionRefused("piece_does_not_fit", {"row": row.value, "column": column, "piece": piece.value})
    return player.model_copy(update={"tiles": (*player.tiles, Tile(row=row, column=column, piece=piece))})


def _lay_ship(state: GameState, player: Player, laid: LaidShip) -> Player:
    if laid.slot not in open_slots(player):
        raise ActionRefused("slot_closed", {"column": laid.slot})
    if sum(len(p.ships) for p in state.players) >= SHIP_TILES:
        raise ActionRefused("no_ships_left", {"limit": SHIP_TILES})
    ship = Ship.model_validate(laid.model_dump(exclude_none=True))
    return player.model_copy(update={"ships": tuple(sorted((*player.ships, ship), key=lambda s: s.slot))})


def _change_ship(player: Player, old: Ship, new: Ship) -> Player:
    if new == old:
        raise ActionRefused("ship_unchanged", {"column": old.slot})
    return player.model_copy(update={"ships": tuple(new if ship is old else ship for ship in player.ships)})


def _stand_viking(state: GameState, player: Player, row: Row, column: int) -> Player:
    tile = _tile(player, row, column)
    if tile.viking:
        raise ActionRefused("tile_occupied", {"row": row.value, "column": column})
    viking = Viking(row.value)
    if vikings_in_game(state, viking) >= VIKINGS_PER_COLOUR:
        raise ActionRefused("no_vikings_left", {"viking": viking.value, "limit": VIKINGS_PER_COLOUR})
    return _replace_tile(player, tile, tile.model_copy(update={"viking": True}))


def _set_mainland(state: GameState, player: Player, viking: Viking, count: int) -> Player:
    now = player.mainland.count(viking)
    if count < 0:
        raise ActionRefused("mainland_empty", {"viking": viking.value})
    if count > now and vikings_in_game(state, viking) + count - now > VIKINGS_PER_COLOUR:
        raise ActionRefused("no_vikings_left", {"viking": viking.value, "limit": VIKINGS_PER_COLOUR})
    return player.model_copy(update={"mainland": player.mainland.model_copy(update={viking.value: count})})


def _pay(player: Player, price: int) -> Player:
    if price > player.gold:
        raise ActionRefused("not_enough_gold", {"gold": player.gold, "price": price})
    return player.model_copy(update={"gold": player.gold - price})


def _convert(player: Player, amount: int) -> Player:
    """Points turned into gold 1:1 ("Rounds and scorings"): at any time, never below zero."""
    if amount > player.points:
        raise ActionRefused("not_enough_points", {"count": player.points, "amount": amount})
    return player.model_copy(update={"points": player.points - amount, "gold": player.gold + amount})


def vikings_in_game(state: GameState, viking: Viking) -> int:
    """How many vikings of a colour the players hold, on islands and mainlands (the game has 13 of each)."""
    # Rows and vikings are string enums: a row has the value of the viking of the same name.
    on_tiles = sum(
        1 for player in state.players for tile in player.tiles if tile.viking and tile.row.value == viking.value
    )
    return on_tiles + sum(player.mainland.count(viking) for player in state.players)


def _tile(player: Player, row: Row, column: int) -> Tile:
    for tile in player.tiles:
        if tile.row is row and tile.column == column:
            return tile
    raise ActionRefused("no_tile", {"row": row.value, "column": column})


def _replace_tile(player: Player, old: Tile, new: Tile | None) -> Player:
    tiles = tuple(new if tile is old else tile for tile in player.tiles if tile is not old or new is not None)
    return player.model_copy(update={"tiles": tiles})


def _transport(
    state: GameState, player: Player, placements: Sequence[tuple[Row, int]], boatsmen: int, boat_tiles: int
) -> Player:
    """Boatsmen move only at a great scoring, onto empty tiles of each viking's row, in legal groups; under the
    progress rules one viking each, or a group of the base rule with a boat tile, which is then gone."""
    if state.round % 2:
        raise ActionRefused("transport_not_now")
    player = use_boat_tiles(state, player, boat_tiles)
    counts = {row: sum(1 for r, _ in placements if r is row) for row in Row}
    if boatsmen > player.mainland.boatsman or any(count > player.mainland.count(row) for row, count in counts.items()):
        raise ActionRefused("transport_too_many")
    moved = len(placements)
    if boat_tiles > boatsmen:
        raise ActionRefused("transport_groups", {"count": boatsmen})
    if not fewest_boatsmen(list(counts.values()), state.setup.rules, boat_tiles) <= boatsmen <= moved:
        raise ActionRefused("transport_groups", {"count": boatsmen})
    for row, column in placements:
        tile = _tile(player, row, column)
        if tile.viking:
            raise ActionRefused("tile_occupied", {"row": row.value, "column": column})
        player = _replace_tile(player, tile, tile.model_copy(update={"viking": True}))
    mainland = {viking.value: player.mainland.count(viking) for viking in Viking}
    for row, count in counts.items():
        mainland[row.value] -= count
    mainland["boatsman"] -= boatsmen
    return player.model_copy(update={"mainland": Mainland(**mainland)})
