"""A quick-score game built from a board file, so that a scored board can be kept in history like any game.

The log places each homeland's tiles outward from the homeland (so that every step is legal), stands the
vikings, lines up the ships from the first slot of their run, fills the mainland, gives each player the special
tiles the board shows (progress rules) and corrects points and gold to the board's, then applies the round-6
scoring. The board's start player starts the game's one round.
"""

from __future__ import annotations

from collections import deque

from companion.games.vikings import ISLAND_ROWS, Board, Player, Viking
from companion.games.vikings.engine import FINAL_ROUND

from .events import (
    COLOURS,
    Action,
    Corrected,
    MainlandChanged,
    Scored,
    Seat,
    Setup,
    ShipPlaced,
    SpecialTilesSet,
    TilePlaced,
    VikingToggled,
)
from .game import Game


def _tile_order(player: Player) -> list[tuple[int, int]]:
    """Tiles as (row index, column), each touching the homeland or a tile listed before it."""
    cells = {(ISLAND_ROWS.index(tile.row), tile.column) for tile in player.tiles}
    queue = deque(sorted(cell for cell in cells if cell[1] == 1))
    order, seen = [], set(queue)
    while queue:
        row, column = queue.popleft()
        order.append((row, column))
        for cell in ((row, column - 1), (row, column + 1), (row - 1, column), (row + 1, column)):
            if cell in cells and cell not in seen:
                seen.add(cell)
                queue.append(cell)
    return order


def _actions(index: int, player: Player, start_points: int, start_gold: int) -> list[Action]:
    tiles = {(tile.row, tile.column): tile for tile in player.tiles}
    actions: list[Action] = []
    for row_index, column in _tile_order(player):
        tile = tiles[ISLAND_ROWS[row_index], column]
        actions.append(TilePlaced(player=index, row=tile.row, column=column, piece=tile.piece))
        if tile.viking:
            actions.append(VikingToggled(player=index, row=tile.row, column=column))
    ships = sorted(player.ships, key=lambda ship: ship.slot)
    first_slots = [ship for ship in ships if ship.slot <= 3]
    for ship in [*reversed(first_slots), *[s for s in ships if s.slot > 3]]:
        actions.append(
            ShipPlaced(player=index, slot=ship.slot, sail=ship.sail, reward=ship.reward, reward_kind=ship.reward_kind)
        )
    for viking in Viking:
        if count := player.mainland.count(viking):
            actions.append(MainlandChanged(player=index, viking=viking, change=count))
    if player.special_tiles:
        actions.append(SpecialTilesSet(player=index, tiles=player.special_tiles))
    points, gold = player.points - start_points, player.gold - start_gold
    if points or gold:  # a correction by nothing changes nothing, and the log refuses what changes nothing
        actions.append(Corrected(player=index, points=points, gold=gold))
    return actions


def game_of_board(board: Board, *, scored: bool = True, quick: bool = True) -> Game:
    """A finished quick-score game whose final boards are `board`'s (a legal round-6 board); with `scored`
    False, the same game just before its final scoring; with `quick` False, a game at the table whose first
    five rounds were scored on empty homelands and whose homelands are then `board`'s (a full board at the
    table, where the app says what the round would give)."""
    seats = tuple(Seat(name=p.name, colour=colour) for p, colour in zip(board.players, COLOURS, strict=False))
    game = Game.new(Setup(seats=seats, start_player=board.start_player, rules=board.rules, quick=quick))
    for round_ in range(game.state.round, FINAL_ROUND):
        game.act(Scored(round=round_))
    for index, player in enumerate(board.players):
        start = game.state.players[index]
        for action in _actions(index, player, start.points, start.gold):
            game.act(action)
    if scored:
        game.act(Scored(round=FINAL_ROUND))
    return game
