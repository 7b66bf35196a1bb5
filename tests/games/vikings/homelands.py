"""A compact way to draw homelands in tests.

Each row is a string, one character per column: `.` for no tile, `s`/`m`/`e` for an empty start, middle or
end piece, and the capital letter when the row's viking stands on it. Ships are a string of sail initials
(`r`, `g`, `y`, `b`; `.` for an empty slot). Special tiles are their names; a laid special island is
`"special_island@noble:2"` (row and column).
"""

from __future__ import annotations

from companion.games.vikings import Board, Homeland, Mainland, Player, Ship, SpecialTile, Tile

_PIECES = {"s": "start", "m": "middle", "e": "end"}
_SAILS = {"r": "red", "g": "green", "y": "yellow", "b": "blue"}


def player(
    name: str = "Ada",
    *,
    ships: str = "",
    points: int = 10,
    gold: int = 0,
    mainland: dict[str, int] | None = None,
    special: list[str] | None = None,
    **rows: str,
) -> Player:
    tiles = [
        Tile.model_validate({"row": row, "column": column, "piece": _PIECES[mark.lower()], "viking": mark.isupper()})
        for row, marks in rows.items()
        for column, mark in enumerate(marks, start=1)
        if mark != "."
    ]
    ship_tiles = [
        Ship.model_validate({"slot": slot, "sail": _SAILS[mark]})
        for slot, mark in enumerate(ships, start=1)
        if mark != "."
    ]
    return Player(
        name=name,
        points=points,
        gold=gold,
        ships=tuple(ship_tiles),
        tiles=tuple(tiles),
        mainland=Mainland(**(mainland or {})),
        special_tiles=tuple(special_tile(name) for name in special or []),
    )


def special_tile(name: str) -> SpecialTile:
    tile, _, where = name.partition("@")
    if not where:
        return SpecialTile.model_validate({"tile": tile})
    row, column = where.split(":")
    return SpecialTile.model_validate({"tile": tile, "row": row, "column": int(column)})


def homeland(**kwargs: object) -> Homeland:
    return Homeland.of(player(**kwargs))  # type: ignore[arg-type]


def board(*players: Player, round: int = 6, rules: str = "base", start_player: int = 0) -> Board:
    if len(players) == 1:
        players = (*players, player("Rival"))
    return Board.model_validate(
        {"round": round, "rules": rules, "start_player": start_player, "players": [p.model_dump() for p in players]}
    )
