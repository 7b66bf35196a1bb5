"""A game played with a running score as the app keeps it: every change saved, resumed as it was left, and a
game moved on by another device reloaded rather than overwritten."""

from __future__ import annotations

import asyncio
from pathlib import Path

import flet as ft
import pytest

from companion.games.africa.play import Ended, Finished, Started, Tracked
from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import TilePaid
from companion.history import GameStore
from companion.history.records import scored_sheet
from companion.history.storage import ReadOnly
from companion.messages import text
from companion.play.log import Log
from companion.play.store import TableStore
from companion.ui import model as models
from companion.ui import tables
from companion.ui.model import App, Saves
from companion.ui.screens.common import filed_line
from companion.ui.screens.home import game_choices
from companion.ui.screens.tables import results_table
from companion.ui.tables import TableModel, load_log, open_table, table_games, table_store
from tests.history.sheets import SHEETS
from tests.hostile.app import Page

from .keeping import REFUSED, keeping
from .loops import on_a_loop
from .test_model import READ_ONLY, failing

AFRICA = table_games()["africa"]


def started(store: TableStore, said: list[str], saves: Saves | None = None) -> TableModel:
    first = Started(names=("Ada", "Ben"))
    game_id = store.create("africa", first.names, [AFRICA.events.dump_python(first, mode="json")])
    return TableModel(
        AFRICA,
        game_id,
        Log.replay(AFRICA.rules, [first]),
        store,
        lambda text, **_: said.append(text),
        seen=1,
        saves=saves or Saves(),
    )


def test_every_change_is_saved_and_a_restart_resumes_it(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "games.json", [])
    said: list[str] = []
    model = started(store, said)
    assert model.act(Tracked(player=0, scoring="animal", count=2))
    assert not model.act(Tracked(player=0, scoring="animal", count=9))  # refused, and said why
    assert said == ["No square of the board has that many neighbours."]
    model.undo()
    model.redo()
    resumed = load_log(AFRICA, store, model.game_id)
    assert resumed.state == model.state
    assert resumed.state.track == (3, 0)
    assert not store.load(model.game_id).finished


@pytest.mark.parametrize(
    ("stored", "view"),
    [
        ({"seat": 1, "before": 2}, {"seat": 1, "before": 2}),  # as the screen left it
        ({"seat": "1", "before": True, "x": 2}, {"x": 2}),  # only whole numbers are taken
        ([1, 2], {}),  # not a view at all
    ],
)
def test_where_a_game_was_on_screen_is_kept_beside_its_log(
    tmp_path: Path, stored: object, view: dict[str, int]
) -> None:
    store = TableStore(tmp_path / "games.json", [])
    model = started(store, [])
    model.show(seat=1)
    assert (store.load(model.game_id).view, model.chosen()) == ({"seat": 1}, 1)
    model.show(seat=-3)  # a stored seat no game has: the nearest player
    assert model.chosen() == 0
    store.keep_view(model.game_id, stored)  # type: ignore[arg-type]
    assert store.load(model.game_id).view == view
    assert model.act(Tracked(player=0, scoring="points", count=1))  # a save keeps the view where it is
    assert store.load(model.game_id).view == view


def test_a_finished_game_keeps_its_sheet_and_result(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "games.json", [])
    model = started(store, [])
    model.act(Tracked(player=1, scoring="points", count=4))
    model.act(Ended())
    model.act(Finished())
    kept = store.load(model.game_id)
    assert kept.finished
    assert model.result is not None
    assert kept.result == model.result.model_dump(mode="json")
    assert kept.sheet == model.state.sheet.model_dump(mode="json")


def test_a_finished_game_shares_the_result_history_keeps(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "games.json", [])
    archive = GameStore(tmp_path / "games.json").archive
    first = Started(names=("Ada", "Ben"))
    game_id = store.create("africa", first.names, [AFRICA.events.dump_python(first, mode="json")])
    model = TableModel(
        AFRICA, game_id, Log.replay(AFRICA.rules, [first]), store, lambda *_, **__: None, seen=1, history=archive
    )
    model.act(Tracked(player=1, scoring="points", count=4))
    assert model.summary() is None  # nothing to share while the game goes on
    model.act(Ended())
    model.act(Finished())
    shared = model.summary()
    assert shared is not None
    filed = archive.get(game_id).summary
    assert shared.model_dump(exclude={"date", "duration_min"}) == filed.model_dump(exclude={"date", "duration_min"})
    assert [(player.name, player.points, player.winner) for player in shared.players] == [
        ("Ada", 0, False),
        ("Ben", 4, True),
    ]
    assert shared.date == store.load(game_id).updated


def test_a_game_moved_on_elsewhere_is_reloaded_not_overwritten(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "games.json", [])
    said: list[str] = []
    here = started(store, said)
    there = TableModel(
        AFRICA, here.game_id, load_log(AFRICA, store, here.game_id), store, lambda *_, **__: None, seen=1
    )
    there.act(Tracked(player=1, scoring="points", count=5))
    here.act(Tracked(player=0, scoring="points", count=1))
    assert here.state.track == (0, 5)
    assert said == ["This game was changed on another device; it has been reloaded. Check your last action."]


def test_a_game_of_either_kind_not_saved_is_in_the_one_count_every_screen_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Saved where no event loop comes back (a thread of its own): the file holding a change is enough. Said
    # outright, as the browser tests' Playwright leaves its own loop marked running in the worker's thread.
    monkeypatch.setattr(models, "event_loop", lambda: None)
    monkeypatch.setattr(tables, "event_loop", lambda: None)
    page = Page()
    app = App(page, GameStore(tmp_path / "games.json"))  # type: ignore[arg-type]
    vikings = app.game(app.start(Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="tan")))) or "")
    first = Started(names=("Ada", "Ben"))
    africa = open_table(app, table_store(app).create("africa", first.names, [AFRICA.events.dump_python(first)]))
    assert not isinstance(vikings, str) and isinstance(africa, TableModel)
    with monkeypatch.context() as broken:
        broken.setattr(TableStore, "save", failing(ReadOnly(Path("/data"))))
        africa.act(Tracked(player=0, scoring="points", count=1))
    vikings.act(TilePaid(player=0, price=5))  # saved: another game still is not
    assert (app.saves.state, africa.unsaved, vikings.unsaved) == ("not_saved", READ_ONLY, "")
    # The banner every screen shows, as for a Vikings game, with the Africa game's "Try again".
    (banner,) = [shown for shown in page.shown if isinstance(shown, ft.Banner)]
    assert isinstance(banner.content, ft.Text) and banner.content.value == READ_ONLY
    banner.update = lambda: None  # type: ignore[method-assign]
    try_again = banner.actions[0]
    assert isinstance(try_again, ft.TextButton) and try_again.on_click is not None
    try_again.on_click(None)  # type: ignore[arg-type]
    assert (app.saves.state, africa.unsaved, banner.open) == ("saved", "", False)
    assert load_log(AFRICA, table_store(app), africa.game_id).state == africa.state


def test_home_offers_every_game_the_one_started_last_first() -> None:
    assert [game for game, _ in game_choices("vikings")] == ["vikings", "africa", "powers", "pirates"]
    assert [game for game, _ in game_choices("pirates")] == ["pirates", "vikings", "africa", "powers"]
    # A game this device remembers but the app no longer offers changes nothing.
    assert [game for game, _ in game_choices("chess")] == ["vikings", "africa", "powers", "pirates"]


def words(row: ft.Control) -> list[str]:
    """What a row of the results table shows, cell by cell."""
    assert isinstance(row, ft.Semantics) and isinstance(row.content, ft.Row)
    return [str(cell.value) for cell in row.content.controls if isinstance(cell, ft.Text)]


@pytest.mark.parametrize(
    ("game", "head", "first"),
    [
        # A column a line, then the total.
        (
            "africa",
            ["#", "Player", "Track", "Items", "Gold", "Gems", "+3", "Total"],
            ["1", "Aino", "30", "11", "10", "10", "0", "61"],
        ),
        # The one line is the total, headed by its word: no column repeats it, the names get its room.
        ("pirates", ["#", "Player", "Gold"], ["1", "Aino", "9"]),
    ],
)
def test_the_results_table_shows_each_line_once(game: str, head: list[str], first: list[str]) -> None:
    table = results_table(scored_sheet(game, SHEETS[game]), game)
    assert isinstance(table, ft.Column)
    assert [words(row) for row in table.controls[:2]] == [head, first]


def test_a_finished_game_is_said_saved_once_the_browser_keeps_it_and_its_refusal_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = keeping(monkeypatch)
    store = TableStore(tmp_path / "games.json", [])
    said: list[str] = []
    saves = Saves()

    def shown(model: TableModel) -> tuple[str, str]:
        line = filed_line(model)
        assert isinstance(line, ft.Text)
        return saves.state, str(line.value)

    async def finished() -> list[tuple[str, str]]:
        model = started(store, said, saves)
        model.act(Tracked(player=1, scoring="points", count=4))
        model.act(Ended())
        model.act(Finished())
        seen = [shown(model)]  # in the file, not yet in the browser
        await browser.answer(REFUSED)
        while model.pending:
            await asyncio.sleep(0)
        seen.append(shown(model))
        model.retry()  # "Try again": the game written again, saved once the browser keeps it
        await browser.answer()
        while model.pending:
            await asyncio.sleep(0)
        return [*seen, shown(model)]

    refused = text("ui.cannot_save", {"reason": text("storage.not_kept")})
    assert on_a_loop(finished()) == [
        ("saving", "Saving"),
        ("not_saved", refused),
        ("saved", "Saved to history."),
    ]
    assert said == [text("ui.saved_again")]  # the refusal is the app's to show, as any game's (`Saves.failed`)
    assert store.load(store.games()[0].id).finished


def test_the_app_going_away_waits_until_the_browser_keeps_a_change_of_such_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = keeping(monkeypatch)
    app = App(Page(), GameStore(tmp_path / "games.json"))  # type: ignore[arg-type]
    first = Started(names=("Ada", "Ben"))
    model = open_table(app, table_store(app).create("africa", first.names, [AFRICA.events.dump_python(first)]))
    assert isinstance(model, TableModel)

    async def gone_away() -> list[object]:
        model.act(Tracked(player=0, scoring="points", count=1))  # in the file, not yet in the browser
        flushed = asyncio.ensure_future(app.flush())  # the page's on_disconnect and on_close
        await browser.answer()
        await flushed
        return [app.saves.state, model.pending]

    assert on_a_loop(gone_away()) == ["saved", False]
