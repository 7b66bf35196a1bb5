"""The quick score of a scenario's round-6 boards, entered as a person would: each player's points and gold,
island tiles (with or without their viking), ships and mainland, then the final scoring.

The order of the tiles is the person's plan: a tile goes down once it touches the homeland, preferably
where the piece the app offers is already the right one, and grouped so that the placement mode (with or
without viking) changes as seldom as possible. The app's offer is read off the cell before each tap.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import TimeoutError

from companion.games.vikings import Piece, Player, Row, Ship, Tile, default_piece, open_cells, open_slots
from companion.games.vikings.screens.quick import SHOWN_COUNTS

from .phone import Mismatch, Table, _cell, _ship, _standings

PLURAL = {
    "warrior": "warriors",
    "noble": "nobles",
    "scout": "scouts",
    "goldsmith": "goldsmiths",
    "fisherman": "fishermen",
    "boatsman": "boatsmen",
}


def _plan(tiles: list[dict[str, Any]], with_viking: bool, width: int = 64) -> list[tuple[dict[str, Any], bool]]:
    """The order to lay `tiles` in, each with whether the app's first offer will be the wrong piece.

    A person looks ahead: of the orders the placement rules allow, the one with the fewest corrections and
    changes of mode (from the mode the screen shows, `with_viking`) is found by a beam search over (tiles
    still to lay, mode).
    """
    by_cell = {(tile["row"], tile["column"]): tile for tile in tiles}
    empty = Player(name="plan", points=0, gold=0)
    beam: list[tuple[int, bool, Player, frozenset[tuple[str, int]], tuple[tuple[dict[str, Any], bool], ...]]]
    beam = [(0, with_viking, empty, frozenset(by_cell), ())]
    while beam[0][3]:
        best: dict[tuple[frozenset[tuple[str, int]], bool], Any] = {}
        for cost, mode, homeland, waiting, order in beam:
            fits = open_cells(homeland)
            for key in waiting:
                tile = by_cell[key]
                row, piece = Row(tile["row"]), Piece(tile["piece"])
                if piece not in fits.get((row, tile["column"]), []):
                    continue
                wrong = default_piece(homeland, row, tile["column"]) != piece
                viking = bool(tile.get("viking"))
                total = cost + wrong + (viking != mode)
                left = waiting - {key}
                if (left, viking) in best and best[left, viking][0] <= total:
                    continue
                laid = homeland.model_copy(
                    update={"tiles": (*homeland.tiles, Tile(row=row, column=tile["column"], piece=piece))}
                )
                best[left, viking] = (total, viking, laid, left, (*order, (tile, wrong)))
        beam = sorted(best.values(), key=lambda state: state[0])[:width]
    return list(beam[0][4])


def _ship_order(ships: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Ships as the placement rules let them go down: from a first slot, each beside one already laid."""
    homeland = Player(name="plan", points=0, gold=0)
    waiting = {ship["slot"]: ship for ship in ships}
    order = []
    while waiting:
        slot = next(slot for slot in open_slots(homeland) if slot in waiting)
        order.append(waiting.pop(slot))
        homeland = homeland.model_copy(
            update={"ships": (*homeland.ships, Ship.model_validate({"slot": slot, "sail": "red"}))}
        )
    return order


def _homeland(table: Table, name: str, player: dict[str, Any]) -> None:
    with_viking = table.player.button("Tile with its viking, selected").count() > 0
    for tile, wrong in _plan(player.get("tiles", []), with_viking):
        wanted = bool(tile.get("viking"))
        if wanted != with_viking:
            table.part = "viking_modes"
            table.tap("Tile with its viking" if wanted else "Tile only")
            table.find(("Tile with its viking" if wanted else "Tile only") + ", selected")
            with_viking = wanted
        pattern = _cell(name, tile["row"], tile["column"]) + "lay the"
        offered = table.label(pattern)
        table.part = "tiles"
        table.tap(re.compile(pattern))
        table.find(re.compile(_cell(name, tile["row"], tile["column"]) + r"\w+ piece.*, selected"))
        if f"lay the {tile['piece']} piece" not in offered:
            table.part = "piece_fixes"
            table.tap(f"{tile['piece']} piece")
            table.find(f"{tile['piece']} piece, selected")
        elif wrong:
            raise Mismatch(f"the app offered {offered!r} where the plan expected another piece")
    table.part = "ships"
    for ship in _ship_order(player.get("ships", [])):
        _ship(table, name, ship)
        table.find(re.compile(rf"^{re.escape(name)}, ship row, column {ship['slot']}: {ship['sail']} ship"))
    table.part = "mainland"
    counts = {viking: count for viking, count in player.get("mainland", {}).items() if count}
    if counts:
        table.tap("Mainland")
        table.find("Mainland, selected")
    for viking, count in counts.items():
        word = viking if count == 1 else PLURAL[viking]
        if count < SHOWN_COUNTS:
            table.tap(f"{count} {word}")
            table.find(f"{count} {word}, selected")
        else:
            table.tap(f"More {PLURAL[viking]}…")
            table.tap(f"{count} {word}")
            table.find(f"More {PLURAL[viking]}…, selected")


def _keys(table: Table, label: str, value: str) -> None:
    """Type into the field that has the keyboard (the screen gives it to the next player's first field, Enter
    to the field after it): one tap a character, and one more each time the field must be tapped first, as
    when the keyboard did not reach it or left it before the text went in (`Player.type_here`)."""
    try:
        table.player.focused(label, timeout=3_000)
    except TimeoutError:
        _tap_field(table, label)
    table._count(table.player.type_here(label, value) + len(value))
    table.log.append(f"{label}={value}")


def _tap_field(table: Table, label: str) -> None:
    """A tap on the field, counted, and the wait until the app reads what is typed there."""
    table.page.get_by_role("textbox", name=label).click()
    table._count(1)
    table.player.focused(label)


def _purse(table: Table, name: str, player: dict[str, Any]) -> None:
    """The points into the field the player's screen opens on, Enter, then the gold (taken as the homeland's
    first tap leaves the field)."""
    _keys(table, f"{name}'s points", str(player["points"]))
    table.page.keyboard.press("Enter")
    table._count(1)
    _keys(table, f"{name}'s gold", str(player["gold"]))


def play_quick(table: Table, scenario: dict[str, Any]) -> None:
    board = scenario["rounds"][-1]["board_before_scoring"]
    names = scenario["players"]
    for seat, player in enumerate(board["players"]):
        name = names[seat]
        table.part = "players"
        if seat:
            table.tap(f"Next: {name}")
        table.find(re.compile(rf"^{re.escape(name)}, selected"))
        table.part = "purse"
        _purse(table, name, player)
        _homeland(table, name, player)
    table.part = "players"
    table.tap("Score the game")
    table.see("Final results")
    _standings(table, scenario["final"], True, "quick score")
