"""The boards the benchmarks measure, built in code so their shape is plain to read."""

from __future__ import annotations

from companion.games.vikings import Board, Mainland, Piece, Player, Row, Ship, Special, SpecialTile, Tile

SAILS = ("red", "green", "yellow", "blue")


def _island_row(row: Row, first: int, last: int, vikings: set[int]) -> list[Tile]:
    tiles = []
    for column in range(first, last + 1):
        piece = Piece.start if column == first else Piece.end if column == last else Piece.middle
        tiles.append(Tile(row=row, column=column, piece=piece, viking=column in vikings))
    return tiles


def end_game_player(seat: int) -> Player:
    """About 25 tiles and 3 ships, most tiles with their viking, some ships repelled, nothing to transport."""
    tiles: list[Tile] = []
    for index, row in enumerate(Row):
        width = 5
        occupied = {column for column in range(1, width + 1) if (column + index + seat) % 3}
        tiles += _island_row(row, 1, width, occupied)
    ships = [Ship.model_validate({"slot": slot, "sail": SAILS[(slot + seat) % 4]}) for slot in (1, 2, 3)]
    return Player(name=f"Player {seat + 1}", points=30 + seat, gold=12 + seat, ships=tuple(ships), tiles=tuple(tiles))


def end_game_board() -> Board:
    return Board(round=6, players=tuple(end_game_player(seat) for seat in range(4)))


def worst_transport_board() -> Board:
    """6 boatsmen, 12 mainland vikings of every colour and 20 empty tiles under ships of every sail."""
    tiles: list[Tile] = []
    for row in Row:
        tiles += _island_row(row, 1, 4, vikings=set())
    tiles += _island_row(Row.fisherman, 5, 6, vikings={5, 6})
    ships = tuple(Ship.model_validate({"slot": slot, "sail": SAILS[slot % 4]}) for slot in (1, 2, 3, 4))
    mainland = Mainland(warrior=3, noble=3, scout=2, goldsmith=2, fisherman=2, boatsman=6)
    player = Player(name="Boatsmen", points=20, gold=7, ships=ships, tiles=tuple(tiles), mainland=mainland)
    rival = Player(name="Rival", points=20, gold=7, mainland=Mainland(boatsman=3))
    return Board(round=6, players=(player, rival))


def worst_progress_transport_board() -> Board:
    """The same homeland under the progress rules, with a boat tile: each boatsman carries one viking, or one
    of them a whole group with the tile."""
    board = worst_transport_board()
    player, rival = board.players
    boat = player.model_copy(update={"special_tiles": (SpecialTile(tile=Special.boat),)})
    return board.model_copy(update={"rules": "progress", "players": (boat, rival)})
