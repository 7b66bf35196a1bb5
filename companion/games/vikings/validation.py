"""Whether a board could stand on the table: every rule of "Placement" and the game-wide counts.

`validate_board` reports all problems at once, each with a stable code and the parameters its message
needs (player, row, column ...); the text comes from the message catalogue.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .homeland import ROW_INDEX
from .models import ISLAND_ROWS, Board, Piece, Player, Viking

VIKINGS_PER_COLOUR = 13
SHIP_TILES = 14
ISLAND_TILES = 62
TILES_PER_ROUND = 12
FIRST_SHIP_SLOTS = 3
_VIKINGS = tuple(Viking)
_VIKING_OF_ROW = {row: Viking(row.value) for row in ISLAND_ROWS}


@dataclass(frozen=True, slots=True)
class Problem:
    code: str
    params: Mapping[str, str | int] = field(default_factory=lambda: MappingProxyType({}))


def validate_board(board: Board) -> list[Problem]:
    """Every problem of the board, in player order, then the game-wide counts; empty when legal."""
    problems: list[Problem] = []
    seen: set[str] = set()
    for player in board.players:
        if player.name.casefold() in seen:
            problems.append(Problem("duplicate_player", {"player": player.name}))
        seen.add(player.name.casefold())
        problems.extend(player_problems(player))
        problems.extend(_round_counts(player, board.round, len(board.players)))
    problems.extend(_game_counts(board))
    return problems


def player_problems(player: Player) -> list[Problem]:
    """The placement problems of one homeland on its own: ships and island tiles."""
    return [*_ships(player), *_tiles(player)]


def _ships(player: Player) -> Iterator[Problem]:
    """Ruling: on a finished board the ships form one run, and slots above 3 need slots 1-3 all filled."""
    slots = Counter(ship.slot for ship in player.ships)
    for slot, count in sorted(slots.items()):
        if count > 1:
            yield Problem("ship_slot_taken", {"player": player.name, "column": slot})
    if not slots:
        return
    ordered = sorted(slots)
    gaps = [slot for slot in range(ordered[0], ordered[-1]) if slot not in slots]
    if gaps:
        yield Problem("ships_apart", {"player": player.name, "column": gaps[0]})
    missing = [slot for slot in range(1, FIRST_SHIP_SLOTS + 1) if slot not in slots]
    if ordered[-1] > FIRST_SHIP_SLOTS and missing:
        yield Problem("ships_beyond_three", {"player": player.name, "column": missing[0]})


_LAND_LEFT = {piece: piece.land_left for piece in Piece}
_LAND_RIGHT = {piece: piece.land_right for piece in Piece}


_LAND_LEFT = {piece: piece.land_left for piece in Piece}
_LAND_RIGHT = {piece: piece.land_right for piece in Piece}
_ROW_STRIDE = 8
"""A cell is the int `column * 8 + row index`: a step right adds 8, a step down adds 1, and no step from one
row index (0-4) lands on another in a neighbouring column."""


def _tiles(player: Player) -> Iterator[Problem]:
    name = player.name
    pieces: dict[int, Piece] = {}
    for tile in player.tiles:
        cell = tile.column * _ROW_STRIDE + ROW_INDEX[tile.row]
        if cell in pieces:
            yield Problem("tile_taken", {"player": name, "row": str(tile.row), "column": tile.column})
            continue
        pieces[cell] = tile.piece
        # The homeland counts as water: only a start piece may touch it.
        if tile.column == 1 and _LAND_LEFT[tile.piece]:
            yield Problem(
                "homeland_edge", {"player": name, "row": str(tile.row), "column": 1, "piece": str(tile.piece)}
            )
    for cell, piece in pieces.items():
        left = pieces.get(cell - _ROW_STRIDE)
        if left is not None and _LAND_RIGHT[left] != _LAND_LEFT[piece]:
            column, row = divmod(cell, _ROW_STRIDE)
            yield Problem(
                "edge_mismatch",
                {"player": name, "row": str(ISLAND_ROWS[row]), "column": column, "left_column": column - 1},
            )
    for cell in sorted(_unconnected(set(pieces))):
        column, row = divmod(cell, _ROW_STRIDE)
        yield Problem("tile_unconnected", {"player": name, "row": str(ISLAND_ROWS[row]), "column": column})


def _unconnected(cells: set[int]) -> set[int]:
    """Ruling: every island tile reaches the homeland through edge-adjacent island tiles."""
    frontier = [cell for cell in cells if cell < 2 * _ROW_STRIDE]
    unreached = cells.difference(frontier)
    while frontier and unreached:
        cell = frontier.pop()
        for neighbour in (cell - _ROW_STRIDE, cell + _ROW_STRIDE, cell - 1, cell + 1):
            if neighbour in unreached:
                unreached.discard(neighbour)
                frontier.append(neighbour)
    return unreached


def _round_counts(player: Player, round_: int, players: int) -> Iterator[Problem]:
    """Each player takes 12 / players tiles a round, each with one viking, plus the start tile in round 1."""
    taken = TILES_PER_ROUND // players * round_
    vikings = sum(tile.viking for tile in player.tiles) + sum(getattr(player.mainland, v) for v in _VIKINGS)
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


def _game_counts(board: Board) -> Iterator[Problem]:
    """Ruling: a game holds at most 13 vikings of a colour, 14 ships and 62 island tiles."""
    vikings = dict.fromkeys(_VIKINGS, 0)
    for player in board.players:
        for tile in player.tiles:
            if tile.viking:
                vikings[_VIKING_OF_ROW[tile.row]] += 1
        for viking in _VIKINGS:
            vikings[viking] += getattr(player.mainland, viking)
    for viking, count in vikings.items():
        if count > VIKINGS_PER_COLOUR:
            yield Problem("too_many_vikings", {"viking": str(viking), "count": count, "limit": VIKINGS_PER_COLOUR})
    ships = sum(len(player.ships) for player in board.players)
    if ships > SHIP_TILES:
        yield Problem("too_many_ships", {"count": ships, "limit": SHIP_TILES})
    tiles = sum(len(player.tiles) for player in board.players)
    if tiles > ISLAND_TILES:
        yield Problem("too_many_tiles", {"count": tiles, "limit": ISLAND_TILES})
