"""Random legal progress games, played through the same actions the table takes: auctions, turns with special
tiles and special islands, the boatsmen's advice with the boat tile, every scoring."""

from __future__ import annotations

import random

from companion.games.vikings import Board, Homeland, Piece, Row, Viking, advise, default_piece, open_cells, open_slots
from companion.games.vikings.play import Game, Seat, Setup
from companion.games.vikings.play.actions import vikings_in_game
from companion.games.vikings.play.events import (
    AuctionWon,
    LaidShip,
    LaidTile,
    PurseSet,
    Scored,
    Taken,
    Transported,
    TurnTaken,
)
from companion.games.vikings.play.game import GameState
from companion.games.vikings.play.progress import out_of_box, taken_this_round, wheel
from companion.games.vikings.play.turns import next_turn
from companion.games.vikings.validation import (
    ISLAND_TILES,
    SHIP_TILES,
    SPECIAL_TILES_IN_BOX,
    SPECIAL_TILES_PER_ROUND,
    VIKINGS_PER_COLOUR,
)

NAMES = ("Ada", "Bo", "Cy", "Di")
COLOURS = ("white", "orange", "tan", "brown")


def play_progress_game(rng: random.Random, players: int, money: str) -> tuple[Game, list[Board]]:
    """A whole progress game of random legal choices; returns it and the board before each scoring."""
    seats = tuple(Seat(name=name, colour=colour) for name, colour in zip(NAMES, COLOURS, strict=False))[:players]
    setup = Setup(seats=seats, rules="progress", money=money, start_player=rng.randrange(players))  # type: ignore[arg-type]
    game = Game.new(setup)
    scored: list[Board] = []
    for round_ in range(1, 7):
        if rng.random() < 0.7:
            game.act(_auction(rng, game.state))
        while (turn := next_turn(game.state)) is not None:
            game.act(_turn(rng, game.state, turn.player, turn.start_tile))
        if round_ % 2 == 0 and round_ < 6:
            for seat in range(players):
                options = advise(Homeland.of(game.state.players[seat]), "progress")
                if options and rng.random() < 0.6:
                    option = rng.choice(options)
                    placements = tuple(option.transport.placements)
                    game.act(
                        Transported(
                            player=seat, placements=placements, boatsmen=option.boatsmen, boat_tiles=option.boat_tiles
                        )
                    )
        if money == "coins" and round_ == 6:
            for seat, player in enumerate(game.state.players):
                game.act(PurseSet(player=seat, gold=player.gold))
        scored.append(game.state.board)
        game.act(Scored(round=round_))
    return game, scored


def _auction(rng: random.Random, state: GameState) -> AuctionWon:
    seat = rng.randrange(len(state.players))
    if state.setup.money == "coins":
        return AuctionWon(player=seat)
    player = state.players[seat]
    return AuctionWon(player=seat, price=rng.randint(0, min(6, player.gold + player.points)))


def _turn(rng: random.Random, state: GameState, seat: int, start_tile: bool) -> TurnTaken:
    player = state.players[seat]
    if start_tile:
        row = rng.choice(list(Row))
        return TurnTaken(player=seat, viking=None, tile=LaidTile(row=row, column=1, piece=Piece.start))
    prices = wheel(state.turns) or [0]
    money: dict[str, int] = {}
    price = None
    if state.setup.money == "purse":
        price = rng.choice([each for each in prices if each <= player.gold + player.points])
        money = {"price": price, "convert": max(0, price - player.gold)}
    viking = rng.choice([v for v in Viking if vikings_in_game(state, v) < VIKINGS_PER_COLOUR])
    tile = ship = None
    cells = open_cells(player)
    if cells and rng.random() < 0.7 and sum(len(p.tiles) for p in state.players) < ISLAND_TILES:
        row, column = rng.choice(sorted(cells))
        tile = LaidTile(row=row, column=column, piece=default_piece(player, row, column) or cells[row, column][0])
    elif open_slots(player) and rng.random() < 0.3 and sum(len(p.ships) for p in state.players) < SHIP_TILES:
        ship = LaidShip(slot=rng.choice(open_slots(player)), sail=rng.choice(["red", "green", "yellow", "blue"]))  # type: ignore[arg-type]
    on_tile = tile is not None and tile.row.value == viking.value and rng.random() < 0.8
    special = _special(rng, state, price, prices)
    waiting = special == "special_island" or any(
        held.row is None and held.tile == "special_island" for held in player.special_tiles
    )
    island_here = tile is not None and waiting and rng.random() < 0.7
    return TurnTaken(
        player=seat,
        viking=viking,
        tile=tile,
        ship=ship,
        on_tile=on_tile,
        special=special,
        island_here=island_here,
        **money,  # type: ignore[arg-type]
    )


def _special(rng: random.Random, state: GameState, price: int | None, prices: list[int]) -> Taken | None:
    """A special tile, when this turn may bring one: the wheel's dearest tile (any tile with the coins on the
    table), fewer than 4 taken this round, a kind left in the box."""
    dearest = price is None or (price > 0 and price == max(prices))
    if not dearest or taken_this_round(state) >= SPECIAL_TILES_PER_ROUND or rng.random() < 0.4:
        return None
    kinds = [kind for kind, count in SPECIAL_TILES_IN_BOX.items() if out_of_box(state, kind) < count]  # type: ignore[arg-type]
    return rng.choice(kinds) if kinds else None  # type: ignore[return-value]
