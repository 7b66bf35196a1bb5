"""`python -m tools.scenario --seed N --players K [OUT]`: a whole game of Vikings as a table might play it, in the
`vikings-scenario/1` format of the shared scenarios, for the app to be driven through.

The game is drawn from the seed: the box's 14 ship tiles and its island tiles shuffled into the six rounds'
stacks, 13 vikings of each colour drawn with them, each player laying a tile where its piece fits (in the row of
its viking when it can, so the viking stands on it), paying a price it can afford (turning points into gold when
its gold is short). The standings after each scoring are the engine's own (`score_board` on the round's board),
so a scenario checks that the app's turns, its game log and its screens agree with the engine on the boards
they build. Island pieces are drawn start : middle : end as 5 : 2 : 4, about as often as the shared scenarios
lay them (the rulebook gives no count).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from companion.games.vikings import (
    ISLAND_ROWS,
    Board,
    Mainland,
    Piece,
    Player,
    Ship,
    Tile,
    Viking,
    open_cells,
    open_slots,
    score_board,
    validate_board,
)

START_POINTS = 10
START_GOLD = {2: 30, 3: 25, 4: 20}
SHIP_TILES = 14
ISLAND_TILES = 62
TILES_PER_ROUND = 12
ROUNDS = 6
VIKINGS_PER_COLOUR = 13
PIECE_WEIGHTS = {Piece.start: 5, Piece.middle: 2, Piece.end: 4}
SAILS = ("red", "green", "yellow", "blue")
NAMES = ("Astrid", "Bjorn", "Cnut", "Dagny")
OWN_ROW_SHARE = 0.85
"""How often a player lays the tile in its viking's row when a cell there fits it."""


def _mainland(player: Player, viking: Viking) -> Player:
    counts = player.mainland.model_dump()
    counts[viking.value] += 1
    return player.model_copy(update={"mainland": Mainland(**counts)})


def _lay_island(rng: random.Random, player: Player, piece: Piece, viking: Viking) -> tuple[Player, dict[str, Any]]:
    """Lay `piece` where it fits, in the viking's row when a cell there fits and the player wants it."""
    cells = sorted((row, column) for (row, column), pieces in open_cells(player).items() if piece in pieces)
    own = [cell for cell in cells if cell[0].value == viking.value]
    if own and rng.random() < OWN_ROW_SHARE:
        cells = own
    if not cells:
        return _mainland(player, viking), {"discard": piece.value}
    row, column = rng.choice(cells)
    stands = row.value == viking.value and rng.random() < OWN_ROW_SHARE
    tile = Tile(row=row, column=column, piece=piece, viking=stands)
    if not stands:
        player = _mainland(player, viking)
    laid = player.model_copy(update={"tiles": (*player.tiles, tile)})
    return laid, {"tile": {"row": row.value, "column": column, "piece": piece.value}, "on_tile": stands}


def _lay_ship(rng: random.Random, player: Player, viking: Viking) -> tuple[Player, dict[str, Any]]:
    slot = rng.choice(open_slots(player))
    sail = rng.choice(SAILS)
    ship = Ship.model_validate({"slot": slot, "sail": sail})
    player = _mainland(player, viking).model_copy(update={"ships": (*player.ships, ship)})
    return player, {"ship": {"slot": slot, "sail": sail}, "on_tile": False}


def _stacks(rng: random.Random, players: int) -> list[list[tuple[str, Piece | None, Viking]]]:
    """The six rounds' twelve tiles, each with its viking: (ship or island, its piece, the viking)."""
    pieces = rng.choices(list(PIECE_WEIGHTS), weights=list(PIECE_WEIGHTS.values()), k=ISLAND_TILES - players)
    tiles: list[tuple[str, Piece | None]] = [("ship", None)] * SHIP_TILES + [("island", piece) for piece in pieces]
    vikings = [viking for viking in Viking for _ in range(VIKINGS_PER_COLOUR)]
    rng.shuffle(tiles)
    rng.shuffle(vikings)
    drawn = [(kind, piece, viking) for (kind, piece), viking in zip(tiles, vikings, strict=False)]
    return [drawn[number * TILES_PER_ROUND : (number + 1) * TILES_PER_ROUND] for number in range(ROUNDS)]


def scenario(seed: int, count: int) -> dict[str, Any]:
    """A whole base game for `count` players, drawn from `seed`."""
    rng = random.Random(seed)
    names = list(NAMES[:count])
    start_player = rng.randrange(count)
    players = [Player(name=name, points=START_POINTS, gold=START_GOLD[count]) for name in names]
    rounds: list[dict[str, Any]] = []
    for number, stack in enumerate(_stacks(rng, count), start=1):
        starts = (start_player + number - 1) % count
        entry: dict[str, Any] = {"round": number}
        if number == 1:
            entry["start_tiles"] = []
            for seat in range(count):
                row = rng.choice(ISLAND_ROWS)
                players[seat] = players[seat].model_copy(
                    update={"tiles": (Tile(row=row, column=1, piece=Piece.start),)}
                )
                entry["start_tiles"].append({"player": seat, "row": row.value, "column": 1, "piece": "start"})
        entry["turns"] = []
        for index, (kind, piece, viking) in enumerate(stack):
            seat = (starts + index) % count
            player = players[seat]
            price = rng.randint(0, min(11, player.gold + player.points))
            convert = max(0, price - player.gold)
            paid = {"points": player.points - convert, "gold": player.gold + convert - price}
            player = player.model_copy(update=paid)
            if kind == "ship" and open_slots(player):
                player, take = _lay_ship(rng, player, viking)
            else:
                player, take = _lay_island(rng, player, piece or Piece.start, viking)
            on_tile = take.pop("on_tile", False)
            players[seat] = player
            entry["turns"].append(
                {
                    "player": seat,
                    "price": price,
                    "convert_points": convert,
                    "viking": viking.value,
                    "take": take,
                    "viking_on_tile": on_tile,
                }
            )
        board = Board(round=number, start_player=starts, players=tuple(players))
        problems = validate_board(board)
        if problems:
            raise ValueError(f"seed {seed}: the drawn board of round {number} is not legal: {problems[:3]}")
        result = score_board(board)
        if number in (2, 4):
            entry["transport"] = "declined"
        if number == ROUNDS:
            entry["board_before_scoring"] = board.model_dump(mode="json")
        entry["after_scoring"] = [
            {"name": scored.name, "points": scored.points, "gold": scored.gold, "rank": scored.rank}
            for scored in result.players
        ]
        players = [
            player.model_copy(update={"points": scored.points, "gold": scored.gold})
            for player, scored in zip(players, result.players, strict=True)
        ]
        rounds.append(entry)
    return {
        "format": "vikings-scenario/1",
        "rules": "base",
        "players": names,
        "start_player": start_player,
        "rounds": rounds,
        "final": rounds[-1]["after_scoring"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.scenario", description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--players", type=int, choices=sorted(START_GOLD), required=True)
    parser.add_argument("out", nargs="?", type=Path, help="the file to write (standard output without one)")
    arguments = parser.parse_args(argv)
    written = json.dumps(scenario(arguments.seed, arguments.players), indent=1) + "\n"
    if arguments.out is None:
        sys.stdout.write(written)
    else:
        arguments.out.write_text(written, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
