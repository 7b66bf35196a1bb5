"""The progress rules at the table ("Progress rules"): the start-player auction, the special tile taken with
the wheel's most expensive tile, the special island laid on the homeland, and the boat tile.

Each function takes the game state before the action and returns the player after it, or raises
`ActionRefused` with a code the message catalogue explains.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.games.vikings import Player, Row, Special, SpecialTile
from companion.games.vikings.validation import SPECIAL_TILES_IN_BOX, SPECIAL_TILES_PER_ROUND, TILES_PER_ROUND

from .events import GOLD_TILE, AuctionWon, Taken, TurnTaken
from .refused import ActionRefused
from .state import GameState

GOLD_TILE_GOLD = 5
"""What the gold tile gives at once."""

PROGRESS = "progress"


def progress_only(state: GameState) -> None:
    if state.setup.rules != PROGRESS:
        raise ActionRefused("progress_rules_only")


def wheel(turns: Iterable[TurnTaken]) -> list[int] | None:
    """The prices still on the wheel after the round's `turns`, as the prices paid give them; None when they
    do not (a price no tile had, or the coins on the table).

    The wheel starts with one tile at each price from 0 to 11; taking the tile at 0 turns the wheel until the
    cheapest tile left stands at 0 ("Pyörän liikuttaminen")."""
    prices = list(range(TILES_PER_ROUND))
    for turn in turns:
        if turn.start_tile:
            continue
        if turn.price is None or turn.price not in prices:
            return None
        prices.remove(turn.price)
        if turn.price == 0 and prices:
            cheapest = min(prices)
            prices = [price - cheapest for price in prices]
    return prices


def taken_this_round(state: GameState) -> int:
    return sum(turn.special is not None for turn in state.turns)


def out_of_box(state: GameState, kind: Taken) -> int:
    """How many tiles of a kind have left the face-down stacks: held on the boards, or used up (the gold
    tile, a boat tile that carried)."""
    held = sum(tile.tile == kind for player in state.players for tile in player.special_tiles)
    return held + state.gone.count(kind)


def check_special(state: GameState, turn: TurnTaken) -> None:
    """Refuse a special tile the turn may not bring: only under the progress rules, to the buyer of the wheel's
    most expensive tile (never the tile at 0), at most 4 a round, and only while a tile of its kind is left.

    Ruling: with the coins on the table the app knows no prices, and takes the table's word for which tile was
    the most expensive; a price that no tile on the wheel could have had leaves only the 0 check."""
    if turn.special is None and not turn.island_here:
        return
    progress_only(state)
    if turn.special is None:
        return
    if turn.start_tile:
        raise ActionRefused("special_start_tile")
    if turn.price == 0:
        raise ActionRefused("special_zero_price")
    prices = wheel(state.turns) if turn.price is not None else None
    if prices and turn.price != max(prices):
        raise ActionRefused("special_not_most_expensive", {"price": max(prices)})
    if taken_this_round(state) >= SPECIAL_TILES_PER_ROUND:
        raise ActionRefused("special_round_limit", {"limit": SPECIAL_TILES_PER_ROUND})
    limit = SPECIAL_TILES_IN_BOX[turn.special]
    if out_of_box(state, turn.special) >= limit:
        raise ActionRefused("special_tile_gone", {"special": str(turn.special), "count": limit})


def take_special(state: GameState, player: Player, turn: TurnTaken) -> Player:
    """The player with the turn's special tile: the gold tile pays 5 gold into the app's purse at once (with the
    coins on the table the player takes them), any other lies beside the homeland; then, with `island_here`,
    the waiting special island replaces the tile laid in this turn."""
    if turn.special == GOLD_TILE:
        if state.setup.money == "purse":
            player = player.model_copy(update={"gold": player.gold + GOLD_TILE_GOLD})
    elif turn.special is not None:
        held = (*player.special_tiles, SpecialTile(tile=Special(turn.special)))
        player = player.model_copy(update={"special_tiles": held})
    if turn.island_here:
        if turn.tile is None:
            raise ActionRefused("island_needs_tile")
        player = lay_island(player, turn.tile.row, turn.tile.column)
    return player


def lay_island(player: Player, row: Row, column: int) -> Player:
    """A waiting special island replaces the island tile at (`row`, `column`), one that carries none yet."""
    if not any(tile.row is row and tile.column == column for tile in player.tiles):
        raise ActionRefused("no_tile", {"row": row.value, "column": column})
    if any(held.row is row and held.column == column for held in player.special_tiles):
        raise ActionRefused("island_there", {"row": row.value, "column": column})
    waiting = SpecialTile(tile=Special.special_island)
    if waiting not in player.special_tiles:
        raise ActionRefused("no_waiting_island")
    held = list(player.special_tiles)
    held[held.index(waiting)] = SpecialTile(tile=Special.special_island, row=row, column=column)
    return player.model_copy(update={"special_tiles": tuple(held)})


def check_auction(state: GameState, auction: AuctionWon) -> None:
    """The auction is held at the start of a round, before its first tile is bought, once; with the coins on
    the table the app takes no payment. Ruling: entering it is optional; a round played without it is one
    nobody bid in, and the marker's holder starts it for free."""
    progress_only(state)
    if state.setup.quick:
        raise ActionRefused("no_turns_in_quick_score")
    if state.auction is not None:
        raise ActionRefused("auction_held", {"name": state.players[state.auction.player].name})
    if any(not turn.start_tile for turn in state.turns):
        raise ActionRefused("auction_after_first_tile")
    if state.setup.money == "coins" and auction.price is not None:
        raise ActionRefused("coins_on_the_table")
    if state.setup.money == "purse" and auction.price is None:
        raise ActionRefused("price_missing")


def pay_bid(player: Player, price: int) -> Player:
    """The winning bid paid: gold first, then points turned into gold 1:1 for what the gold lacks."""
    if price > player.gold + player.points:
        raise ActionRefused("bid_too_high", {"gold": player.gold, "count": player.points, "price": price})
    from_gold = min(price, player.gold)
    return player.model_copy(update={"gold": player.gold - from_gold, "points": player.points - (price - from_gold)})


def use_boat_tiles(state: GameState, player: Player, boat_tiles: int) -> Player:
    """The player without the boat tiles a transport used ("Progress rules": tile and boatsman are gone)."""
    if not boat_tiles:
        return player
    progress_only(state)
    boat = SpecialTile(tile=Special.boat)
    if player.special_tiles.count(boat) < boat_tiles:
        raise ActionRefused("no_boat_tile")
    held = list(player.special_tiles)
    for _ in range(boat_tiles):
        held.remove(boat)
    return player.model_copy(update={"special_tiles": tuple(held)})


def set_special_tiles(state: GameState, seat: int, tiles: tuple[SpecialTile, ...]) -> Player:
    """The player holding `tiles`, as the table shows them: each laid special island on one of the player's
    island tiles, two never on one. The board's own checks keep the game's 25 in all."""
    progress_only(state)
    player = state.players[seat]
    cells = {(tile.row, tile.column) for tile in player.tiles}
    laid = [(tile.row, tile.column) for tile in tiles if tile.row is not None and tile.column is not None]
    for row, column in laid:
        if (row, column) not in cells:
            raise ActionRefused("no_tile", {"row": row.value, "column": column})
        if laid.count((row, column)) > 1:
            raise ActionRefused("island_there", {"row": row.value, "column": column})
    return player.model_copy(update={"special_tiles": tiles})


def auction_open(state: GameState) -> bool:
    """Whether the round's start-player auction can still be entered: progress rules, before the round's first
    bought tile, not entered yet."""
    if state.setup.rules != PROGRESS or state.setup.quick or state.finished or state.auction is not None:
        return False
    return all(turn.start_tile for turn in state.turns)


def specials_offered(before: GameState, turn: TurnTaken) -> tuple[Taken, ...]:
    """The special tiles `turn` could have brought, taken in the state `before` it: what the table offers
    once the turn is taken."""
    offered: list[Taken] = []
    for kind in SPECIAL_TILES_IN_BOX:
        try:
            check_special(before, turn.model_copy(update={"special": kind, "island_here": False}))
        except ActionRefused:
            continue
        offered.append(kind)  # type: ignore[arg-type]
    return tuple(offered)


def waiting_islands(player: Player) -> int:
    return sum(held.tile is Special.special_island and held.row is None for held in player.special_tiles)
