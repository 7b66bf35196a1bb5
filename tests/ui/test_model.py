"""The app's controller without a browser: a save that fails keeps the game in play and says so, the next
save that succeeds keeps every change, and a game whose stored log is damaged is a message, not a crash."""

from __future__ import annotations

import asyncio
import errno
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import flet as ft
import pytest

from companion.games.vikings.at_table import VikingsModel
from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import Action, PointsTurnedToGold, Scored, TilePaid
from companion.games.vikings.play.game import ActionRefused
from companion.history import GameStore
from companion.history.archive import Archive
from companion.history.storage import ReadOnly
from companion.messages import text
from companion.ui import model as models
from companion.ui.model import SAVE_DELAY_S, App, GameModel, Saves
from companion.ui.screens.common import filed_line
from companion.ui.session import TableSession
from tests.hostile.app import Page

from .keeping import REFUSED, keeping
from .loops import on_a_loop

T = TypeVar("T")
SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange")))
READ_ONLY = "Can't save: the data folder is read-only — this game is kept only until you close the app."
DISK_FULL = "Can't save: the disk is full — this game is kept only until you close the app."


class Told:
    """What a game model said: its messages, and why each game is not saved (`Saves.failed`) as it changed."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.saves = Saves()
        self.unsaved: list[dict[str, str]] = [{}]
        self.saves.watch(self._watched)

    def notify(self, message: str, action: object = None) -> None:
        self.messages.append(message)

    def _watched(self) -> None:
        if self.unsaved[-1] != self.saves.failed:
            self.unsaved.append(dict(self.saves.failed))

    def model(self, session: TableSession) -> VikingsModel:
        """A game's model telling this of what it says and of how its saves stand."""
        return VikingsModel(session, self.notify, saves=self.saves)


def failing(error: Exception) -> Callable[..., None]:
    def fail(*_: Any, **__: Any) -> None:
        raise error

    return fail


async def settled(model: GameModel) -> None:
    """Wait until the model says the file holds every change (or that the save failed)."""
    while model.pending:
        await asyncio.sleep(SAVE_DELAY_S / 10)


def started(app: App) -> VikingsModel:
    """A game started from the app as a tap starts it: on the event loop its saves come back to."""
    game_id = app.start(SETUP)
    assert game_id is not None
    model = app.game(game_id)
    assert isinstance(model, VikingsModel)
    return model


def play(model: GameModel, *steps: Action | Callable[[], object]) -> None:
    """Run the steps (actions, or calls such as a retry) on an event loop, the saves running beside them."""

    async def run() -> None:
        for step in steps:
            step() if callable(step) else model.act(step)
            await settled(model)

    on_a_loop(run())


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    return GameStore(tmp_path / "games.json")


@pytest.mark.parametrize(
    ("error", "said"),
    [
        # A data folder that became read-only under the game.
        (ReadOnly(Path("/data")), READ_ONLY),
        # A full disk.
        (OSError(errno.ENOSPC, "No space left on device"), DISK_FULL),
        # Anything else the system says, in the player's words where the companion words it.
        (
            OSError(errno.EIO, "Input/output error"),
            "Can't save: the disk could not be read or written (an input/output error) — this game is kept only",
        ),
    ],
)
def test_a_failed_save_keeps_the_game_in_play_and_the_next_save_keeps_every_change(
    store: GameStore, monkeypatch: pytest.MonkeyPatch, error: Exception, said: str
) -> None:
    told = Told()
    model = told.model(TableSession.start(store, SETUP))
    with monkeypatch.context() as broken:
        broken.setattr(store, "save", failing(error))
        play(model, TilePaid(player=0, price=5), TilePaid(player=1, price=7))
        assert [player.gold for player in model.state.players] == [25, 23]  # play went on
        assert model.unsaved.startswith(said)
        assert told.unsaved == [{}, {model.id: model.unsaved}]  # said once, not at every tap
        assert len(store.load(model.id).events) == 1
    play(model, TilePaid(player=0, price=1))
    assert told.unsaved[-1] == {} and not model.unsaved
    assert told.messages == [text("ui.saved_again")]
    assert TableSession.resume(store, model.id).game.state == model.state


def test_try_again_saves_what_a_failed_save_left(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    model = Told().model(TableSession.start(store, SETUP))
    with monkeypatch.context() as broken:
        broken.setattr(store, "save", failing(ReadOnly(Path("/data"))))
        play(model, TilePaid(player=0, price=5), model.retry)
        assert model.unsaved == READ_ONLY
    play(model, model.retry)
    assert not model.unsaved
    assert TableSession.resume(store, model.id).game.state == model.state


def test_a_finished_game_the_history_refused_is_filed_on_trying_again(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = Told().model(TableSession.start(store, Setup(seats=SETUP.seats, quick=True)))
    with monkeypatch.context() as broken:
        broken.setattr(Archive, "add_all", failing(ReadOnly(Path("/data"))))
        play(model, Scored(round=6))
        assert model.unsaved == READ_ONLY and store.archive.page() == []
    play(model, model.retry)
    assert [summary.id for summary in store.archive.page()] == [model.id]


def test_a_failed_save_without_an_event_loop_is_said_too(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    model = Told().model(TableSession.start(store, SETUP))
    monkeypatch.setattr(store, "save", failing(OSError(errno.ENOSPC, "No space left on device")))
    with ThreadPoolExecutor(1) as thread:  # a thread with no event loop, whatever runs in the main one
        assert thread.submit(model.act, TilePaid(player=0, price=5)).result()
    assert model.unsaved == DISK_FULL and model.state.players[0].gold == 25


def test_taps_in_the_moment_before_their_save_are_written_in_one_save(store: GameStore) -> None:
    app = App(Page(), store)  # type: ignore[arg-type]

    async def played() -> list[int]:
        model = started(app)
        await app.flush()  # the start kept
        written: list[int] = []
        persist = model.session.persist

        def counted(game: Any) -> bool:
            written.append(len(game.events))
            return persist(game)

        model.session.persist = counted  # type: ignore[method-assign]
        model.act(TilePaid(player=0, price=5))
        model.act(TilePaid(player=1, price=7))
        assert written == []  # nothing written while the screen is still being told what changed
        await settled(model)
        return written

    assert on_a_loop(played()) == [3]  # the set-up and both taps, in one write


def test_the_app_says_saved_only_once_the_file_holds_every_change(store: GameStore) -> None:
    app = App(Page(), store)  # type: ignore[arg-type]

    async def played() -> tuple[list[str], int]:
        model = started(app)
        model.act(TilePaid(player=0, price=5))
        model.act(TilePaid(player=1, price=7))
        said = [app.saves.state]
        while app.saves.state == "saving":
            await asyncio.sleep(SAVE_DELAY_S / 10)
        said.append(app.saves.state)
        return said, len(store.load(model.id).events)  # the set-up and both taps

    assert on_a_loop(played()) == (["saving", "saved"], 3)


def test_a_failed_save_is_said_not_saved(store: GameStore, monkeypatch: pytest.MonkeyPatch) -> None:
    told = Told()
    saves, model = told.saves, told.model(TableSession.start(store, SETUP))
    with monkeypatch.context() as broken:
        broken.setattr(store, "save", failing(ReadOnly(Path("/data"))))
        play(model, TilePaid(player=0, price=5))
        assert saves.state == "not_saved"
        # Another change: "saving" until its save fails too, then "not saved" again.
        said = []
        saves.watch(lambda: said.append(saves.state))
        play(model, TilePaid(player=1, price=7))
        assert said == ["saving", "not_saved"]
    play(model, model.retry)
    assert saves.state == "saved"


@pytest.mark.parametrize(
    ("state", "written"),
    [
        # Hidden (another tab, the phone's home screen), paused, about to be closed: written at once.
        (ft.AppLifecycleState.HIDE, True),
        (ft.AppLifecycleState.INACTIVE, True),
        (ft.AppLifecycleState.PAUSE, True),
        (ft.AppLifecycleState.DETACH, True),
        # Shown again: the save keeps its moment.
        (ft.AppLifecycleState.SHOW, False),
    ],
)
def test_what_a_tap_changed_is_written_at_once_when_the_app_goes_away(
    store: GameStore, monkeypatch: pytest.MonkeyPatch, state: ft.AppLifecycleState, written: bool
) -> None:
    monkeypatch.setattr(models, "SAVE_DELAY_S", 3600)  # no save comes of itself within the test
    page = Page()
    app = App(page, store)  # type: ignore[arg-type]

    async def gone_away() -> tuple[str, int]:
        model = started(app)
        await app.flush()  # the start kept
        model.act(TilePaid(player=0, price=5))
        await app.lifecycle(ft.AppLifecycleStateChangeEvent("app_lifecycle_state_change", page, state=state))  # type: ignore[arg-type]
        return app.saves.state, len(store.load(model.id).events)

    assert on_a_loop(gone_away()) == (("saved", 2) if written else ("saving", 1))


def test_what_a_tap_changed_is_written_at_once_when_the_browser_goes(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(models, "SAVE_DELAY_S", 3600)
    app = App(Page(), store)  # type: ignore[arg-type]

    async def disconnected() -> int:
        model = started(app)
        model.act(TilePaid(player=0, price=5))
        await app.flush()  # the page's on_disconnect and on_close
        return len(store.load(model.id).events)

    assert on_a_loop(disconnected()) == 2


def test_the_app_shows_one_banner_while_a_game_is_not_saved(store: GameStore) -> None:
    page = Page()
    app = App(page, store)  # type: ignore[arg-type]
    game_id = app.start(SETUP)
    assert game_id is not None
    app.saves.fail(game_id, READ_ONLY)
    (banner,) = page.shown
    assert isinstance(banner, ft.Banner) and page.texts() == [READ_ONLY]
    banner.update = lambda: None  # type: ignore[method-assign]
    app.saves.succeed(game_id)
    assert not banner.open and app.banner is None


def test_a_save_that_ends_after_the_games_are_read_afresh_leaves_the_count_as_the_file_stands(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App(Page(), store)  # type: ignore[arg-type]

    async def read_afresh_meanwhile() -> str:
        model = started(app)
        with monkeypatch.context() as broken:
            broken.setattr(store, "save", failing(ReadOnly(Path("/data"))))
            play_on = model.act(TilePaid(player=0, price=5))
            await settled(model)
        assert play_on and app.saves.state == "not_saved" and app.banner is not None
        app.banner.update = lambda: None  # type: ignore[method-assign]
        model.act(TilePaid(player=1, price=7))  # its save due, the folder writable again
        app.read_afresh()  # another copy of the app wrote the games: why they were not saved is forgotten
        await settled(model)  # the save of the game as it was before ends, and succeeds
        return app.saves.state

    assert on_a_loop(read_afresh_meanwhile()) == "saved"


def test_a_game_cannot_start_in_a_read_only_folder_and_the_app_says_why(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = Page()
    app = App(page, store)  # type: ignore[arg-type]
    monkeypatch.setattr(store, "create", failing(ReadOnly(Path("/data"))))
    assert app.start(SETUP) is None
    assert page.texts() == ["Can't start a game: the data folder is read-only."]


@pytest.mark.parametrize(
    ("damage", "listed"),
    [
        # An event the companion does not know: the game does not read, and is not listed.
        ({"events": [{"kind": "no such event"}]}, False),
        # A log that is not a list.
        ({"events": 5}, False),
        # Names that are not a list of names.
        ({"names": 5}, False),
        # A log that reads but does not replay (no start): listed, and opening it says why it cannot open.
        ({"events": [{"kind": "tile_paid", "player": 0, "price": 5}]}, True),
    ],
)
def test_a_game_whose_stored_log_is_damaged_is_a_message_not_a_crash(
    store: GameStore, damage: dict[str, object], listed: bool
) -> None:
    app = App(Page(), store)  # type: ignore[arg-type]
    damaged, sound = TableSession.start(store, SETUP).game_id, TableSession.start(store, SETUP).game_id
    store._games().update(damage, lambda document: document["id"] == damaged)
    assert app.game(damaged) == text("ui.game_unreadable")
    assert app.game("no-such-game") == text("ui.no_such_game_hint")
    assert isinstance(app.game(sound), VikingsModel)
    assert {game.id for game in store.unfinished()} == ({sound, damaged} if listed else {sound})
    assert store.recent_names() == ["Ada", "Bo"]


def test_a_new_game_is_saved_once_the_browser_keeps_it_and_its_refusal_is_said(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = keeping(monkeypatch)
    app = App(Page(), store)  # type: ignore[arg-type]

    async def kept_or_refused() -> list[object]:
        model = started(app)
        assert app.saves.state == "saving"  # in the file, not yet in the browser
        await browser.answer(REFUSED)
        await settled(model)
        said: list[object] = [app.saves.state, list(app.saves.failed.values())]
        assert app.banner is not None
        app.banner.update = lambda: None  # type: ignore[method-assign]
        model.retry()  # "Try again": the game written again, saved once the browser keeps it
        await browser.answer()
        await settled(model)
        return [*said, app.saves.state, list(app.saves.failed.values()), len(store.load(model.id).events)]

    refused = text("ui.cannot_save", {"reason": text("storage.not_kept")})
    assert on_a_loop(kept_or_refused()) == ["not_saved", [refused], "saved", [], 1]


def test_a_finished_game_says_saved_to_history_only_once_the_browser_keeps_it(
    store: GameStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    browser = keeping(monkeypatch)
    model = Told().model(TableSession.start(store, Setup(seats=SETUP.seats, quick=True)))

    def line() -> str:
        shown = filed_line(model)
        assert isinstance(shown, ft.Text)
        return str(shown.value)

    async def finished() -> list[str]:
        model.act(Scored(round=6))
        said = [line()]  # scored, not yet in the browser
        await browser.answer()
        await settled(model)
        return [*said, line()]

    assert on_a_loop(finished()) == [text("ui.save_state.saving"), text("ui.saved")]


def test_an_amended_action_replaces_the_last_and_a_refused_one_puts_it_back(store: GameStore) -> None:
    told = Told()
    model = told.model(TableSession.start(store, SETUP))
    play(model, TilePaid(player=0, price=5))
    assert model.amend_last(TilePaid(player=0, price=7))
    assert model.session.game.actions == [TilePaid(player=0, price=7)]
    assert [player.gold for player in model.state.players] == [23, 30]

    assert not model.amend_last(TilePaid(player=3, price=2))  # no such seat: refused, the last put back
    assert model.session.game.actions == [TilePaid(player=0, price=7)]
    assert [player.gold for player in model.state.players] == [23, 30]
    assert told.messages[-1] == model.refusal(ActionRefused("no_such_player", {"player": 4}))
    assert not model.amend_last(PointsTurnedToGold(player=0, amount=1))  # not the kind of the last action
