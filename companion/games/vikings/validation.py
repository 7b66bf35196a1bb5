"""Whether a board could stand on the table: every rule of "Placement", the game-wide counts and, under the
progress rules, the special tiles.

`validate_board` reports all problems at once, each with a stable code and the parameters its message
needs (player, row, column ...); the text comes from the message catalogue.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import pairwise
from types import MappingProxyType
from typing import NamedTuple

from ..common import Problem
from .homeland import ROW_INDEX
from .models import ISLAND_ROWS, Board, Piece, Player, Row, Viking

VIKINGS_PER_COLOUR = 13
SHIP_TILES = 14
ISLAND_TILES = 62
TILES_PER_ROUND = 12
FIRST_SHIP_SLOTS = 3
SPECIAL_TILES = 25
SPECIAL_TILES_PER_ROUND = 4
SPECIAL_TILES_IN_BOX: Mapping[str, int] = MappingProxyType(
    {
        "gold": 3,
        "goldsmiths_1": 2,
        "goldsmiths_2": 2,
        "boat": 3,
        "nobles": 2,
        "scouts": 2,
        "fishermen": 2,
        "boatsman": 2,
        "supply": 2,
        "treasury": 2,
        "special_island": 3,
    }
)
"""How many tiles of each kind the game's 25 special tiles hold, the gold tile included. Ruling: the rulebook's
table of counts is not in our sources; these numbers add up to its 25, and only the taking of a tile at the
table checks them."""
_VIKINGS = tuple(Viking)


def validate_board(board: Board) -> list[Problem]:
    """Every problem of the board, in player order, then the game-wide counts; empty when legal."""
    problems: list[Problem] = []
    seen: set[str] = set()
    vikings = [0] * len(_VIKINGS)
    for player in board.players:  # names enter composed (`PlayerName`): ignoring case, one name is one player
        if player.name.casefold() in seen:
            problems.append(Problem("duplicate_player", {"player": player.name}))
        seen.add(player.name.casefold())
        reading = _Reading.of(player)
        problems += _ships(player)
        problems += _tiles(player.name, reading)
        if player.special_tiles:
            problems += _special_tiles(player, reading, board.rules)
        problems += _round_counts(player, sum(reading.vikings), board.round, len(board.players))
        vikings = [total + count for total, count in zip(vikings, reading.vikings, strict=True)]
    problems += _game_counts(board, vikings)
    if board.start_player >= len(board.players):
        problems.append(Problem("start_player_unknown", {"count": board.start_player, "limit": len(board.players) - 1}))
    return problems


def player_problems(player: Player) -> list[Problem]:
    """The placement problems of one homeland on its own: ships, island tiles and laid special islands."""
    reading = _Reading.of(player)
    return [*_ships(player), *_tiles(player.name, reading), *_special_islands(player, reading)]


def _ships(player: Player) -> Iterator[Problem]:
    """Ruling: on a finished board the ships form one run, and slots above 3 need slots 1-3 all filled."""
    slots = sorted([ship.slot for ship in player.ships])
    if slots == [*range(1, len(slots) + 1)]:
        return  # no ship, or one run from slot 1: nothing to report
    for slot in sorted({slot for slot, following in pairwise(slots) if slot == following}):
        yield Problem("ship_slot_taken", {"player": player.name, "column": slot})
    # The first empty slot after a ship, found between neighbours: never a walk over the gap itself.
    gap = next((slot + 1 for slot, following in pairwise(slots) if following > slot + 1), None)
    if gap is not None:
        yield Problem("ships_apart", {"player": player.name, "column": gap})
    filled = set(slots)
    missing = [slot for slot in range(1, FIRST_SHIP_SLOTS + 1) if slot not in filled]
    if slots[-1] > FIRST_SHIP_SLOTS and missing:
        yield Problem("ships_beyond_three", {"player": player.name, "column": missing[0]})


_LAND_LEFT = {piece: piece.land_left for piece in Piece}
_LAND_RIGHT = {piece: piece.land_right for piece in Piece}
_ROW_STRIDE = 8
"""A cell is the int `column * 8 + row index`: a step right adds 8, a step down adds 1, and no step from one
row index (0-4) lands on another in a neighbouring column."""
_COLUMN_2 = 2 * _ROW_STRIDE
"""The first cell of column 2: the cells below it lie in column 1, beside the homeland."""


class _Reading(NamedTuple):
    """A player's homeland, read once: the piece in each cell, the tiles laid on a taken cell, and the
    vikings the player owns by colour (`_VIKINGS` order), on island tiles and on the mainland."""

    pieces: dict[int, Piece]
    doubled: list[tuple[Row, int]]
    vikings: list[int]

    @classmethod
    def of(cls, player: Player) -> _Reading:
        pieces: dict[int, Piece] = {}
        doubled: list[tuple[Row, int]] = []
        mainland = player.mainland
        vikings = [getattr(mainland, viking) for viking in _VIKINGS]
        for tile in player.tiles:
            column, row = tile.column, tile.row
            index = ROW_INDEX[row]
            if tile.viking:
                vikings[index] += 1  # each island row sits at its own viking's place in `_VIKINGS`
            cell = column * _ROW_STRIDE + index
            if cell in pieces:
                doubled.append((row, column))
            else:
                pieces[cell] = tile.piece
        return cls(pieces, doubled, vikings)


def _tiles(name: str, reading: _Reading) -> Iterator[Problem]:
    for row, column in reading.doubled:
        yield Problem("tile_taken", {"player": name, "row": str(row), "column": column})
    pieces = reading.pieces
    for cell, piece in pieces.items():
        if cell < _COLUMN_2:
            # The homeland counts as water: only a start piece may touch it.
            if _LAND_LEFT[piece]:
                where = str(ISLAND_ROWS[cell - _ROW_STRIDE])
                yield Problem("homeland_edge", {"player": name, "row": where, "column": 1, "piece": str(piece)})
            continue
        left = pieces.get(cell - _ROW_STRIDE)
        if left is not None and _LAND_RIGHT[left] != _LAND_LEFT[piece]:
            column, index = divmod(cell, _ROW_STRIDE)
            where = str(ISLAND_ROWS[index])
            yield Problem("edge_mismatch", {"player": name, "row": where, "column": column, "left_column": column - 1})
    for cell in sorted(_unconnected(set(pieces))):
        column, index = divmod(cell, _ROW_STRIDE)
        yield Problem("tile_unconnected", {"player": name, "row": str(ISLAND_ROWS[index]), "column": column})


def _unconnected(cells: set[int]) -> set[int]:
    """Ruling: every island tile reaches the homeland through edge-adjacent island tiles."""
    frontier = [cell for cell in cells if cell < _COLUMN_2]
    unreached = cells.difference(frontier)
    while frontier and unreached:
        cell = frontier.pop()
        for neighbour in (cell - _ROW_STRIDE, cell + _ROW_STRIDE, cell - 1, cell + 1):
            if neighbour in unreached:
                unreached.discard(neighbour)
                frontier.append(neighbour)
    return unreached


def _special_tiles(player: Player, reading: _Reading, rules: str) -> Iterator[Problem]:
    """Special tiles belong to the progress rules ("Progress rules")."""
    if rules != "progress":
        yield Problem("special_tiles_under_base_rules", {"player": player.name})
    yield from _special_islands(player, reading)


def _special_islands(player: Player, reading: _Reading) -> Iterator[Problem]:
    """A laid special island replaces an island tile of its shape: it lies on an island tile, at most one a tile."""
    laid: set[int] = set()
    for special in player.special_tiles:
        if special.row is None or special.column is None:
            continue
        where: dict[str, str | int] = {"player": player.name, "row": str(special.row), "column": special.column}
        cell = special.column * _ROW_STRIDE + ROW_INDEX[special.row]
        if cell not in reading.pieces:
            yield Problem("special_island_without_tile", where)
        elif cell in laid:
            yield Problem("special_island_taken", where)
        laid.add(cell)


def _round_counts(player: Player, vikings: int, round_: int, players: int) -> Iterator[Problem]:
    """Each player takes 12 / players tiles a round, each with one viking, plus the start tile in round 1."""
    taken = TILES_PER_ROUND // players * round_
    if vikings > taken:
        yield Problem(
            "too_many_vikings_for_round",
            {"player": player.name, "count": vikings, "limit": taken, "round": round_},
        )
    tiles = len(player.tiles) + len(player.ships)
    if tiles > taken + 1:
        yield Problem(
            "too_many_tiles_for_round",
            {"player": player.name, "count": tiles, "limit": taken + 1, "round": round_},
        )


def _game_counts(board: Board, vikings: list[int]) -> Iterator[Problem]:
    """Ruling: a game holds at most 13 vikings of a colour, 14 ships and 62 island tiles; and 25 special tiles."""
    for viking, count in zip(_VIKINGS, vikings, strict=True):
        if count > VIKINGS_PER_COLOUR:
            yield Problem("too_many_vikings", {"viking": str(viking), "count": count, "limit": VIKINGS_PER_COLOUR})
    ships = sum([len(player.ships) for player in board.players])
    if ships > SHIP_TILES:
        yield Problem("too_many_ships", {"count": ships, "limit": SHIP_TILES})
    tiles = sum([len(player.tiles) for player in board.players])
    if tiles > ISLAND_TILES:
        yield Problem("too_many_tiles", {"count": tiles, "limit": ISLAND_TILES})
    special = sum([len(player.special_tiles) for player in board.players])
    if special > SPECIAL_TILES:
        yield Problem("too_many_special_tiles", {"count": special, "limit": SPECIAL_TILES})
    # "Progress rules": at most 4 special tiles are taken a round; the gold tile and a used boat tile are gone,
    # so a board never shows more than were taken.
    taken = SPECIAL_TILES_PER_ROUND * board.round
    if special > taken:
        yield Problem("too_many_special_tiles_for_round", {"count": special, "limit": taken, "round": board.round})
