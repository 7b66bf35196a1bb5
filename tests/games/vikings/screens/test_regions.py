"""The homeland editor redraws only what a tap changed: each part of the screen is a region (`regions`), and a
region whose value stays equal is not drawn again (nor sent to the phone)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from companion.games.vikings import Board, Row
from companion.games.vikings.at_table import VikingsModel
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.screens.editor import Editing
from companion.history import GameStore
from companion.ui.model import App

SCENARIO = Path(__file__).parents[3] / "data" / "scenarios" / "table-4p.json"


class Page:
    """What the editor asks of Flet's page here: to say a new gain (`App.announce`), kept to read."""

    def __init__(self) -> None:
        self.tasks: list[Callable[[], Any]] = []

    def run_task(self, task: Callable[[], Any]) -> None:
        self.tasks.append(task)


@pytest.fixture
def editing(tmp_path: Path) -> Editing:
    """Astrid's full round-6 homeland of table-4p.json in the editor, her goldsmith in column 3 selected."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    board = Board.model_validate(scenario["rounds"][-1]["board_before_scoring"])
    store = GameStore(tmp_path / "games.json")
    game_id = store.create(game_of_board(board, scored=False))
    app = App(Page(), store)  # type: ignore[arg-type]
    model = app.game(game_id)
    assert isinstance(model, VikingsModel)
    editing = Editing(model, app, seat=0, selected=(Row.goldsmith, 3))
    editing.refresh()
    return editing


def changed(editing: Editing, tap: Callable[[], None]) -> set[str]:
    before = editing.shown()
    tap()
    editing.refresh()
    after = editing.shown()
    return {name for name, value in after.items() if before.get(name) != value}


def test_a_tap_on_the_viking_redraws_its_cell_and_its_button(editing: Editing) -> None:
    assert changed(editing, editing.toggle_viking) == {"goldsmith-3", "viking"}
    # A quick score (the fixture's) has no live view: the gain of a half-entered score is not the result.
    assert editing.app.page.tasks == []  # type: ignore[attr-defined]


def test_selecting_another_tile_redraws_the_two_cells_and_the_bar(editing: Editing) -> None:
    assert changed(editing, lambda: editing.tap_cell(Row.fisherman, 2)) == {
        "goldsmith-3",
        "fisherman-2",
        "selection",
        "viking",
    }


def test_a_tile_laid_at_the_edge_adds_a_column_to_every_row(editing: Editing) -> None:
    player = editing.model.state.players[0]
    edge = max(tile.column for tile in player.tiles if tile.row is Row.fisherman) + 1
    redrawn = changed(editing, lambda: editing.tap_cell(Row.fisherman, edge))
    assert {row.value for row in Row} <= redrawn


def test_the_regions_follow_a_change_of_the_game_and_not_a_save_ending(editing: Editing) -> None:
    refreshed: list[int] = []
    refresh = editing.refresh
    editing.refresh = lambda: (refreshed.append(editing.model.version), refresh())  # type: ignore[method-assign]
    editing.watch()
    editing.toggle_viking()
    assert len(refreshed) == 1
    # What a save's end does to the game it saved: the screen says how the saves stand; the game is as it was.
    editing.model.version += 1
    assert len(refreshed) == 1
    editing.toggle_viking()
    assert len(refreshed) == 2
    editing.unwatch()
