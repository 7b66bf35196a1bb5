"""The homeland editor paints each of its parts apart (`regions.apart`): a tap that changes one part, or the
ripple of a button in it, paints again only that part on the phone, never the whole screen around it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from unittest.mock import MagicMock

import flet as ft
import pytest

from companion.games.vikings import Board, Row
from companion.games.vikings.at_table import Handle
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.screens.editor import HomelandEditor
from companion.history import GameStore
from companion.ui.app import start
from companion.ui.preferences import Asked
from tests.ui.loops import on_a_loop
from tests.ui.sessions import Browserless

SCENARIO = Path(__file__).parents[3] / "data" / "scenarios" / "table-4p.json"


async def in_english() -> Asked:
    return Asked(MagicMock(), {}, ["en"])


async def editor_drawn(folder: Path) -> Browserless:
    """Astrid's full round-6 homeland of table-4p.json drawn by the editor, her goldsmith in column 3 selected."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    store = GameStore(folder / "games.json")
    game = store.create(game_of_board(board, scored=False, quick=False))
    table = Browserless(ft.Container)
    app = await start(table.session.page, store, in_english())
    model = app.game(game)

    @ft.component
    def Editor() -> ft.View:
        return HomelandEditor(Handle(model), True, 0, (Row.goldsmith, 3))  # type: ignore[no-any-return]

    table.session.page.render_views(Editor)
    table.session.get_page_patch()
    await table.drawn(lambda: not table.waiting())
    return table


@pytest.fixture(scope="module")
def drawn(tmp_path_factory: pytest.TempPathFactory) -> Browserless:
    return on_a_loop(editor_drawn(tmp_path_factory.mktemp("layers")))


def is_layer(control: Any) -> bool:
    return isinstance(control, ft.Container) and control.animate_opacity is not None


def layers_around(control: Any) -> list[Any]:
    """The layers `control` is painted on, the innermost first."""
    return [each for each in [control, *_ancestors(control)] if is_layer(each)]


def text(drawn: Browserless, starting: str) -> ft.Text:
    (found,) = (
        each
        for each in list(drawn.session.index.values())
        if isinstance(each, ft.Text) and isinstance(each.value, str) and each.value.startswith(starting)
    )
    return found


def test_each_part_a_tap_changes_is_painted_on_a_layer_of_its_own(drawn: Browserless) -> None:
    parts = {
        "players": "Bjorn",
        "modes": "Tile only",
        "selection": "goldsmith row, column 3:",
        "mainland": "Astrid's mainland",
        "live view": "If the round ended now: ",
    }
    layers = {part: layers_around(text(drawn, words)) for part, words in parts.items()}
    assert {part: len(found) for part, found in layers.items()} == dict.fromkeys(parts, 1)
    assert len({id(found[0]) for found in layers.values()}) == len(parts)


def test_the_viking_button_is_painted_with_the_bar_it_is_on(drawn: Browserless) -> None:
    # Its ripple paints the selected tile's bar again: a small part, one layer fewer for a screen reader to pass.
    assert layers_around(text(drawn, "off")) == layers_around(text(drawn, "goldsmith row, column 3:"))


def labelled(drawn: Browserless, starting: str) -> list[ft.Semantics]:
    """The drawings read as a label that starts with `starting` (a cell of the grid, a button)."""
    return [
        each
        for each in list(drawn.session.index.values())
        if isinstance(each, ft.Semantics) and isinstance(each.label, str) and each.label.startswith(starting)
    ]


def test_a_rows_cells_are_painted_with_their_row_each_row_apart(drawn: Browserless) -> None:
    rows = []
    for row in ("warrior", "noble", "scout", "goldsmith", "fisherman"):
        cells = labelled(drawn, f"Astrid, {row} row, column ")
        assert len(cells) == 6
        (layers,) = {id(layers[0]): layers for layers in map(layers_around, cells)}.values()
        assert len(layers) == 1  # the row's alone
        rows.append(layers[0])
    assert len({id(layer) for layer in rows}) == 5


def test_the_app_bar_is_painted_as_it_was(drawn: Browserless) -> None:
    (view,) = [each for each in list(drawn.session.index.values()) if isinstance(each, ft.View)]
    layers = [each for each in list(drawn.session.index.values()) if is_layer(each)]
    assert layers and not [each for each in layers if any(above is view.appbar for above in _ancestors(each))]
    assert layers_around(labelled(drawn, "Undo")[0]) == []


def _ancestors(control: Any) -> list[Any]:
    found = []
    while (control := control.parent) is not None:
        found.append(control)
    return found
