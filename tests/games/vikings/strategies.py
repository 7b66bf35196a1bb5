"""Hypothesis strategies for legal homelands and boards."""

from __future__ import annotations

from hypothesis import strategies as st

from companion.games.vikings import Board, Mainland, Piece, Player, Row, Sail, Ship, Special, SpecialTile, Tile

_NEXT_PIECES = {True: [Piece.middle, Piece.end], False: [Piece.start]}


@st.composite
def island_row(draw: st.DrawFn, row: Row, longest: int) -> list[Tile]:
    """A row of tiles from column 1, each edge matching the one before; some tiles further right."""
    tiles: list[Tile] = []
    land = False  # the homeland is water
    for column in range(1, draw(st.integers(0, longest)) + 1):
        piece = draw(st.sampled_from(_NEXT_PIECES[land]))
        tiles.append(Tile(row=row, column=column, piece=piece, viking=draw(st.booleans())))
        land = piece.land_right
    return tiles


@st.composite
def ships(draw: st.DrawFn, most: int) -> list[Ship]:
    count = draw(st.integers(0, most))
    first = 1 if count > 3 else draw(st.integers(1, max(1, 4 - count)))
    return [
        Ship(
            slot=first + i,
            sail=draw(st.sampled_from(list(Sail))),
            reward=draw(st.integers(0, 6)),
            reward_kind=draw(st.sampled_from(["gold", "points"])),
        )
        for i in range(count)
    ]


_HELD = [kind for kind in Special if kind is not Special.special_island]


@st.composite
def special_tiles(draw: st.DrawFn, tiles: list[Tile], most: int) -> list[SpecialTile]:
    """Up to `most` special tiles, any kind any number of times; special islands on distinct tiles or waiting."""
    held = [SpecialTile(tile=kind) for kind in draw(st.lists(st.sampled_from(_HELD), max_size=most))]
    cells = sorted({(tile.row, tile.column) for tile in tiles})
    laid = draw(st.lists(st.sampled_from(cells), max_size=2, unique=True)) if cells else []
    held += [SpecialTile(tile=Special.special_island, row=row, column=column) for row, column in laid]
    held += [SpecialTile(tile=Special.special_island)] * draw(st.integers(0, 1))
    return draw(st.permutations(held))[:most]


@st.composite
def players(
    draw: st.DrawFn,
    name: str,
    longest: int = 5,
    most_ships: int = 4,
    mainland_each: int = 1,
    boatsmen: int = 6,
    most_special: int = 0,
) -> Player:
    """A legal homeland; with `most_special`, holding up to that many special tiles (progress rules)."""
    tiles = [tile for row in Row for tile in draw(island_row(row, longest))]
    mainland = Mainland(
        **{row.value: draw(st.integers(0, mainland_each)) for row in Row},
        boatsman=draw(st.integers(0, boatsmen)),
    )
    return Player(
        name=name,
        points=draw(st.integers(0, 60)),
        gold=draw(st.integers(0, 40)),
        ships=tuple(draw(ships(most_ships))),
        tiles=tuple(tiles),
        mainland=mainland,
        special_tiles=tuple(draw(special_tiles(tiles, most_special))) if most_special else (),
    )


@st.composite
def boards(draw: st.DrawFn, rounds: list[int] | None = None) -> Board:
    """Legal two-player boards: at most 25 island tiles, 4 ships and 11 mainland vikings each; under the
    progress rules up to 4 special tiles a round so far, and any start player."""
    rules = draw(st.sampled_from(["base", "progress"]))
    round_ = draw(st.sampled_from(rounds or [6]))
    most_special = 2 * round_ if rules == "progress" else 0
    return Board(
        rules=rules,
        round=round_,
        start_player=draw(st.integers(0, 1)),
        players=(draw(players("Ada", most_special=most_special)), draw(players("Bob", most_special=most_special))),
    )
