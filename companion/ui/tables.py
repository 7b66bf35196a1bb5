"""The games played with a running score (Africa, Game of Powers, Pirates CSG) as the app serves them.

Each such game's package gives the app one `TableGame` (its `screens` module's `TABLE`): its events, the rules
of its log, its new-game and play screens, and the sheet its final state makes. The app opens a game by its
stored id, keeps one observable `TableModel` per game open, and saves every change; a finished game keeps its
sheet and its result. A change is saved once the storage that keeps the files holds it too (the browser's,
`storage.kept`), and said so only then.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import flet as ft
from pydantic import BaseModel, TypeAdapter, ValidationError

from companion.games import GAMES
from companion.games.base import SheetResult
from companion.history import Conflict
from companion.history.archive import Archive as HistoryArchive
from companion.history.records import GameSummary, table_record, table_summary
from companion.history.storage import ReadOnly, kept
from companion.messages import refused_text as refusal_words
from companion.messages import text
from companion.play.log import Log, Refused, Rules
from companion.play.store import TableStore

from .model import SCREENS, App, Saves, Saving, event_loop, failure_text


@dataclass(frozen=True)
class TableGame:
    """What the app knows of a game played with a running score."""

    id: str
    name: str
    """The message code of the game's name."""
    players: range
    events: TypeAdapter[Any]
    rules: Rules[Any]
    new_game: Callable[[], ft.View]
    """The new-game screen: the players and the game's options; it calls `start_table`."""
    play: Callable[..., ft.View]
    """The screen of a game in progress and at its end, given the game's `TableModel`."""
    sheet: Callable[[Any], BaseModel | None]
    """The sheet of a finished state; None while the game goes on."""
    score: Callable[[Any], SheetResult]
    describe: Callable[[Any, Any], str]
    """An action in a few words, for "Undone: …", given the state (for the players' names)."""


def table_game(
    game: str,
    events: TypeAdapter[Any],
    rules: Rules[Any],
    *,
    new_game: Callable[[], ft.View],
    play: Callable[..., ft.View],
    describe: Callable[[Any, Any], str],
) -> TableGame:
    """The `TableGame` of `game`, its name, players and `score` as the registry has them: its state's `sheet`
    once the game reaches its `final` phase."""
    registered = GAMES[game]
    return TableGame(
        id=game,
        name=registered.name,
        players=registered.players,
        events=events,
        rules=rules,
        new_game=new_game,
        play=play,
        sheet=lambda state: state.sheet if state.phase == "final" else None,
        score=registered.score,
        describe=describe,
    )


@cache
def table_games() -> dict[str, TableGame]:
    """Every game of the registry played with a running score, by id, in the registry's order; a game whose
    screens are not written yet is not offered."""
    found: dict[str, TableGame] = {}
    for game in GAMES.values():
        if importlib.util.find_spec(f"{game.package}.{SCREENS}") is None:
            continue
        table = getattr(importlib.import_module(f"{game.package}.{SCREENS}"), "TABLE", None)
        if isinstance(table, TableGame):
            found[game.id] = table
    return found


def refused_text(game: str, refused: Refused) -> str:
    return refusal_words(game, refused.code, refused.params)


@ft.observable
@dataclass(eq=False)
class TableModel(Saving):
    """One game as this device sees it: every action, undo and redo is applied, shown and saved at once; a
    save that fails, or that the storage keeping the files refuses, is said as any game's is (the app's
    banner, with "Try again")."""

    game: TableGame = field(repr=False)
    game_id: str
    log: Log[Any] = field(repr=False)
    store: TableStore = field(repr=False)
    notify: Callable[..., None] = field(repr=False)
    seen: int = 0
    history: HistoryArchive | None = field(default=None, repr=False)
    """Where the game is filed once finished (and taken back from, should undo reopen it)."""
    history_changed: Callable[[], None] = field(default=lambda: None, repr=False)
    acted: Callable[[], None] = field(default=lambda: None, repr=False)
    """Called after each action taken: what the last undo said, with its Redo, goes (the app's `hide_undone`)."""
    filed: bool = False
    state: Any = field(init=False)
    result: SheetResult | None = None
    version: int = 0
    can_undo: bool = False
    can_redo: bool = False
    view: dict[str, int] = field(default_factory=dict)
    """Where the table is on screen, kept with the game (`TableStore.keep_view`): the player chosen (`seat`),
    and what a game's screen holds of a move half entered; a game resumes there."""
    saves: Saves = field(default_factory=Saves, repr=False)
    """How the saves of this device stand (the app's, shared by its games)."""

    def __post_init__(self) -> None:
        self._keeping: set[asyncio.Task[None]] = set()
        self._publish()

    @property
    def id(self) -> str:
        return self.game_id

    def _publish(self) -> None:
        self.state = self.log.state
        sheet = self.game.sheet(self.state)
        self.result = None if sheet is None else self.game.score(sheet)
        self.can_undo, self.can_redo = self.log.can_undo, self.log.can_redo
        self.version += 1

    def act(self, action: Any) -> bool:
        """Apply an action; a refusal is explained and changes nothing."""
        try:
            self.log.act(action)
        except Refused as refused:
            self.notify(refused_text(self.game.id, refused))
            return False
        self._changed()
        self.acted()
        return True

    def chosen(self, key: str = "seat") -> int:
        """The seat of the player chosen on screen under `key` in the `view`: the first at first."""
        return min(max(self.view.get(key, 0), 0), len(self.state.names) - 1)

    def show(self, **view: int) -> None:
        """Change where the table is on screen, and keep it with the game (in the browser, its storage holds it
        with the game's next save); a view not kept is shown all the same: it is no part of the game."""
        if all(self.view.get(name) == value for name, value in view.items()):
            return
        self.view = {**self.view, **view}
        with suppress(ReadOnly, OSError):
            self.store.keep_view(self.game_id, self.view)

    def undo(self, _: object = None) -> None:
        self._step(self.log.undo, "ui.undone")

    def redo(self, _: object = None) -> None:
        self._step(self.log.redo, "ui.redone")

    def _step(self, step: Callable[[], Any], said: str) -> None:
        try:
            action = step()
        except Refused as refused:
            self.notify(refused_text(self.game.id, refused))
            return
        self._changed()
        if said == "ui.undone":
            self.notify(
                text(said, {"what": self.game.describe(self.state, action)}), action=(text("ui.redo"), self.redo)
            )
        else:
            self.notify(text(said, {"what": self.game.describe(self.state, action)}))

    def _changed(self) -> None:
        self._publish()
        self.save()

    def save(self) -> None:
        """Write the whole log (and, once finished, the sheet and result); a game moved on elsewhere is
        reloaded instead, and a save that fails leaves the game in play and says why."""
        sheet = self.game.sheet(self.state)
        events = [self.game.events.dump_python(event, mode="json") for event in self.log.events]
        try:
            self.store.save(
                self.game_id,
                events,
                self.seen,
                None if sheet is None else sheet.model_dump(mode="json"),
                None if self.result is None else self.result.model_dump(mode="json"),
            )
        except Conflict:
            self.log = load_log(self.game, self.store, self.game_id)
            self.seen = len(self.log.events)
            self._publish()
            self.notify(text("ui.reloaded"))
            return
        except (ReadOnly, OSError) as error:
            self._not_saved(error)
            return
        self.seen = len(events)
        if self._file_in_history(None if self.result is None else sheet, events):
            self.keep()

    def summary(self) -> GameSummary | None:
        """The finished game as history files it, from its start to its last save: what its result shares;
        None while it goes on."""
        if self.result is None:
            return None
        stored = self.store.load(self.game_id)
        return table_summary(self.game_id, self.game.id, self.result, stored.created, stored.updated)

    def retry(self, _: object = None) -> None:
        """Save again now (the player's "Try again" after a failed save): the whole log, kept again."""
        self.save()

    def keep(self) -> None:
        """Count what was just written as a save under way until the storage that keeps the files holds it (the
        browser's; where no event loop comes back, the file holding it is enough)."""
        loop = event_loop()
        if loop is None:
            self._saved_again()
            return
        self.saves.begin(self.id)
        done = loop.create_task(kept())
        self._keeping.add(done)
        done.add_done_callback(self._after_keep)

    async def flush(self) -> None:
        """Wait until the storage that keeps the files holds every save (the app going to the background)."""
        if self._keeping:
            await asyncio.wait(list(self._keeping))

    def _after_keep(self, done: asyncio.Task[None]) -> None:
        self._keeping.discard(done)
        error = done.exception()
        if error is None:
            self._saved_again()
        else:
            self._not_saved(error)
        self.saves.end(self.id)
        self.version += 1  # the screen says whether the game is saved once the storage answered

    def _file_in_history(self, sheet: BaseModel | None, events: list[Any]) -> bool:
        """A finished game is in history as its sheet scores it; a game undone from its end leaves it. False
        when the history could not be written (said why)."""
        if self.history is None or (sheet is None and not self.filed):
            return True
        try:
            if sheet is not None:
                started = self.store.load(self.game_id).created
                self.history.save(
                    table_record(self.game_id, self.game.id, sheet.model_dump(mode="json"), events, started)
                )
            else:
                with suppress(KeyError):  # deleted from history already
                    self.history.delete(self.game_id)
        except (ReadOnly, OSError) as error:
            self._not_saved(error)
            return False
        self.filed = sheet is not None
        self.history_changed()
        return True


def load_log(game: TableGame, store: TableStore, game_id: str) -> Log[Any]:
    stored = store.load(game_id)
    return Log.replay(game.rules, [game.events.validate_python(event) for event in stored.events])


def _of_app(app: App) -> dict[str, Any]:
    """What a game's model shares with the app: the history it is filed in, what an action hides, and how the
    saves stand."""
    return {
        "history": app.store.archive,
        "history_changed": app.archive.changed,
        "acted": app.hide_undone,
        "saves": app.saves,
    }


def table_store(app: App) -> TableStore:
    return TableStore(app.store.path, app.store.problems, app.store.unreadable)


def open_table(app: App, game_id: str) -> TableModel | str:
    """The open game `game_id`, loaded on first use; else why it cannot be opened."""
    model = app.tables.get(game_id)
    if model is not None:
        return model  # type: ignore[no-any-return]
    store = table_store(app)
    try:
        stored = store.load(game_id)
        game = table_games()[stored.game]
        log = load_log(game, store, game_id)
    except KeyError:
        return text("ui.no_such_game_hint")
    except (TypeError, ValueError, ValidationError, Refused):
        return text("ui.game_unreadable")
    model = TableModel(
        game,
        game_id,
        log,
        store,
        app.notify,
        seen=len(log.events),
        filed=stored.finished,
        view=stored.view,
        **_of_app(app),
    )
    app.tables[game_id] = model
    return model


def start_table(app: App, game: TableGame, started: BaseModel, names: tuple[str, ...]) -> None:
    """Start a game from its `Started` event and open its screen; it is saved once the storage that keeps the
    files holds it."""
    store = table_store(app)
    events = [game.events.dump_python(started, mode="json")]
    try:
        game_id = store.create(game.id, names, events)
    except (ReadOnly, OSError) as error:
        app.notify(text("ui.cannot_start", {"reason": failure_text(error)}))
        return
    log = Log.replay(game.rules, [started])
    model = app.tables[game_id] = TableModel(game, game_id, log, store, app.notify, seen=len(events), **_of_app(app))
    model.keep()
    app.done_form = app.page.route
    app.go(f"/table/{game.id}/{game_id}")
