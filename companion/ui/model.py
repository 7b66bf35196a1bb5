"""What the screens read and what a tap changes: the app's controller and one observable model per game.

A tap becomes an action on a `GameModel`; the model applies it through its table session (which checks
and saves it), then publishes the new game state. Components that took the model as an argument re-render;
memoised parts whose inputs did not change are skipped. What only a game knows (its state, its refusals, the
words for an action) is its own model's, found through the registry (`AT_TABLE`); how its saves stand is the
app's, kept in one count (`Saves`) for every game of the device, whichever way it is played.

The stored games open after the app's first screen in a browser (`App.open`): this module, which Home reads,
imports the store's modules (and pydantic's models with them) only where a game or a save first needs them.
"""

from __future__ import annotations

import asyncio
import errno
from abc import abstractmethod
from collections.abc import Callable
from concurrent.futures import Executor
from contextlib import suppress
from dataclasses import InitVar, asdict, dataclass, field
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Literal
from weakref import WeakValueDictionary

import flet as ft

from companion.data_folder import NotKept
from companion.games import DEFAULT, GAMES
from companion.languages import SOURCE_LANGUAGE
from companion.messages import os_error_text, text

from .icons import Icons
from .preferences import save

if TYPE_CHECKING:
    from companion.history import GameStore

    from .session import TableSession

Notify = Callable[..., None]
SAVE_DELAY_S = 0.25
"""How long after a tap its save starts: long enough for the screen to show the tap first. In a browser the new
screen is drawn 70-90 ms after the tap on a desktop (more on a phone), and a save begun within that time (the
game's log written, then copied to the browser's storage) takes the processor from the drawing: a save after
50 ms made a full homeland's tap about 10 ms slower than one after 250 ms (`benchmarks.web_tap`). The app going
to the background writes a save that is due at once (`GameModel.flush`)."""
AWAY = frozenset(
    {ft.AppLifecycleState.HIDE, ft.AppLifecycleState.INACTIVE, ft.AppLifecycleState.PAUSE, ft.AppLifecycleState.DETACH}
)
"""The app going to the background, hidden or closing: a phone may end it at any moment after."""
SaveState = Literal["saved", "saving", "not_saved"]
AT_TABLE = "at_table"
"""The module of a game that keeps its own log (`<game>/at_table.py`) naming, as `MODEL`, its `GameModel`."""
SCREENS = "screens"
"""The module of a game's package that holds its screens; a game played with a running score names its
`TableGame` (`tables.py`) there as `TABLE`."""


@dataclass
class Saves:
    """How this device's changes stand against the file, as the screen shows it: "saving" from a change until
    the file holds it or its save fails, "saved" once the file holds every change, "not saved" while a game's
    last save failed and no other is under way. The screen never says "saved" ahead of the file, nor "not
    saved" ahead of a save's end; tests read the file once it says so.

    The one count of the device's saves, by game, whichever way a game is played (`GameModel`,
    `tables.TableModel`): the app bar's indicator, the banner of the games not saved, and a game's own
    `pending` and `unsaved` all read it. Not an observable: it changes from a save's callback, outside any
    screen; what acts on a change (the banner of the games not saved) watches it (`watch`)."""

    under_way: dict[str, int] = field(default_factory=dict)
    """The saves of each game the file does not hold yet (due, running, or waiting for the storage), by game."""
    failed: dict[str, str] = field(default_factory=dict)
    """Why each game whose last save failed is not saved, by game, the latest to fail last."""
    watchers: list[Callable[[], None]] = field(default_factory=list, repr=False)

    @property
    def state(self) -> SaveState:
        return "saving" if self.under_way else "not_saved" if self.failed else "saved"

    def pending(self, game_id: str) -> bool:
        """Whether the file lacks a change of the game: a save of it is under way."""
        return game_id in self.under_way

    def unsaved(self, game_id: str) -> str:
        """Why the game's latest changes are not saved; empty while its last save succeeded."""
        return self.failed.get(game_id, "")

    def begin(self, game_id: str) -> None:
        """Count a save of the game as under way."""
        self._change(lambda: self.under_way.update({game_id: self.under_way.get(game_id, 0) + 1}))

    def end(self, game_id: str) -> None:
        """Count a save of the game, begun before, as done (said failed or not already)."""

        def done() -> None:
            self.under_way[game_id] -= 1
            if not self.under_way[game_id]:
                del self.under_way[game_id]

        self._change(done)

    def fail(self, game_id: str, reason: str) -> bool:
        """Keep why the game is not saved; False when it was known already (said once for each reason)."""
        if self.failed.get(game_id) == reason:
            return False
        self._change(lambda: self.failed.update({game_id: reason}))
        return True

    def succeed(self, game_id: str) -> bool:
        """A save of the game succeeded: True when the one before had failed (it is saved again)."""
        if game_id not in self.failed:
            return False
        self._change(lambda: self.failed.pop(game_id))
        return True

    def forget(self) -> None:
        """Forget why games were not saved: what this device held of them is read afresh from the file."""
        self._change(self.failed.clear)

    def watch(self, watcher: Callable[[], None]) -> Callable[[], None]:
        """Tell `watcher` of each change of what the saves say (`state`, or why a game is not saved) until the
        function returned is called."""
        self.watchers.append(watcher)
        return lambda: self.watchers.remove(watcher)

    def _change(self, change: Callable[[], object]) -> None:
        before = self.state, list(self.failed.items())
        change()
        if (self.state, list(self.failed.items())) != before:
            for watcher in list(self.watchers):
                watcher()


class Saving:
    """What every game open on the device shares of its saves, whichever way it is played: whether one is under
    way and why it failed, read from the app's one count (`Saves`); the failure said once for each reason, and
    the first save after it said to have kept every change. Its model names the game (`id`) and counts its
    changes (`version`)."""

    saves: Saves
    notify: Notify
    version: int

    @property
    @abstractmethod
    def id(self) -> str: ...

    @property
    def pending(self) -> bool:
        """Whether the file lacks a change of this game: a save of it is under way."""
        return self.saves.pending(self.id)

    @property
    def unsaved(self) -> str:
        """Why the latest changes are not saved; empty while every change is saved."""
        return self.saves.unsaved(self.id)

    def _not_saved(self, error: BaseException) -> None:
        """Say why the game is not saved (the app's banner, with "Try again"); it stays until a save succeeds."""
        if self.saves.fail(self.id, text("ui.cannot_save", {"reason": failure_text(error)})):
            self.version += 1

    def _saved_again(self) -> None:
        """A save succeeded: said so where the one before had failed (the file holds every change again)."""
        if self.saves.succeed(self.id):
            self.version += 1
            self.notify(text("ui.saved_again"))


@ft.observable
@dataclass(eq=False)
class GameModel(Saving):
    """One game that keeps its own log as this device sees it; `state` changes with every action, undo and redo.

    An action is applied and shown at once; its save runs beside the table, one save after another, so a
    tap never waits for the disk. A save that finds the game moved on elsewhere reloads it and says so. A save
    that fails (a read-only data folder, a full disk) leaves the game in play, in memory, and says so until a
    save succeeds: each save writes the whole log, so the next one that succeeds keeps every change.

    The game's own model (`AT_TABLE`) is this with what only it knows: its state, what its rules refuse
    (`refused`, said by `refusal`) and an action in words (`describe`).
    """

    session: TableSession = field(repr=False)
    notify: Notify = field(repr=False)
    acted: Callable[[], None] = field(default=lambda: None, repr=False)
    """Told of each action taken: what an undo said (and its Redo) no longer holds once the game moved on."""
    state: Any = field(init=False)
    version: int = 0
    """Counts the changes: a screen shown again renders again only if the game changed meanwhile."""
    can_undo: bool = False
    can_redo: bool = False
    saving: Executor = field(default_factory=lambda: _storage().writer(), repr=False)
    saves: Saves = field(default_factory=Saves, repr=False)
    """How the saves of this device stand (the app's, shared by its games)."""

    refused: ClassVar[type[Exception]]
    """What the game's rules raise for an action they do not allow now."""

    @abstractmethod
    def refusal(self, refused: Any) -> str:
        """Why the rules refused an action, in the player's words."""

    @abstractmethod
    def describe(self, action: Any, state: Any) -> str:
        """What `action` did, in a few words, for "Undone: …" (`state`, the game with it in effect, names the
        players)."""

    def __post_init__(self) -> None:
        self._due: asyncio.TimerHandle | None = None
        self._running: set[asyncio.Future[bool]] = set()
        self._publish()

    @property
    def id(self) -> str:
        return self.session.game_id

    def _publish(self) -> None:
        game = self.session.game
        self.state = game.state
        self.can_undo, self.can_redo = game.can_undo, game.can_redo
        self.version += 1

    def _save(self) -> None:
        """Save the game beside the table when there is an event loop to come back to.

        The save starts a moment after the tap, once the screen has been told what changed, so that writing
        never competes with showing; taps in that moment are saved together."""
        loop = event_loop()
        if loop is None:
            try:
                saved = self.session.persist(self.session.game.copy())
            except Exception as error:  # whatever stops a save, the game plays on
                self._not_saved(error)
                return
            self._saved(saved)
            return
        if self._due is None:
            self._due = loop.call_later(SAVE_DELAY_S, self._start_save, loop)
            self.saves.begin(self.id)  # the save due, then running, is under way until it ends

    def retry(self, _: object = None) -> None:
        """Save again now (the player's "Try again" after a failed save)."""
        self._save()

    async def flush(self) -> None:
        """Write at once the save that is due, and wait until the file holds every change (the app going to
        the background, where a phone may end it)."""
        if self._due is not None:
            self._due.cancel()
            self._start_save(asyncio.get_running_loop())
        if self._running:
            await asyncio.wait(list(self._running))

    def _start_save(self, loop: asyncio.AbstractEventLoop) -> None:
        self._due = None
        # The executor's own future, not `run_in_executor`: Pyodide's loop runs that at once, whatever the executor.
        done = asyncio.wrap_future(self.saving.submit(self.session.persist, self.session.game.copy()), loop=loop)
        self._running.add(done)
        done.add_done_callback(self._after_save)

    def keep_start(self) -> None:
        """Count the game's start, in the file already, as a save under way until the storage that keeps the
        files holds it too (the browser's): a new game is said saved only then, and a refusal is said as a
        failed save is, its "Try again" writing the game again."""
        loop = event_loop()
        if loop is None:
            return  # no event loop to come back to: no storage answers later, the file holds the start
        self.saves.begin(self.id)
        done = loop.create_task(_held())
        self._running.add(done)
        done.add_done_callback(self._after_save)

    def _after_save(self, done: asyncio.Future[bool]) -> None:
        self._running.discard(done)
        try:
            error = done.exception()
            if error is not None:
                self._not_saved(error)
            else:
                self._saved(done.result())
        finally:
            self.saves.end(self.id)
            if not self.pending:
                self.version += 1  # the screen says how the saves stand once the file holds every change

    def _saved(self, done: bool) -> None:
        self._saved_again()
        if not done:
            try:
                self.session.reload()
            except (KeyError, TypeError, ValueError):
                self.notify(text("ui.game_unreadable"))
                return
            self._publish()
            self.notify(text("ui.reloaded"))

    def act(self, action: Any) -> bool:
        """Apply an action; a refusal is explained and changes nothing."""
        return self._take(action)

    def _take(self, action: Any, refused_then: Callable[[], object] | None = None) -> bool:
        """Take an action, shown and saved; a refusal is explained, after `refused_then` puts back what the
        action was to replace."""
        try:
            self.session.game.act(action)
        except self.refused as refused:
            if refused_then is not None:
                refused_then()
            self.notify(self.refusal(refused))
            return False
        self._publish()
        self._save()
        self.acted()
        return True

    def undo(self, _: object = None) -> None:
        self._step(undo=True)

    def redo(self, _: object = None) -> None:
        self._step(undo=False)

    def _step(self, undo: bool) -> None:
        before = self.state
        game = self.session.game
        try:
            action = game.undo() if undo else game.redo()
        except self.refused as refused:
            self.notify(self.refusal(refused))
            return
        self._publish()
        self._save()
        if undo:
            self.notify(text("ui.undone", {"what": self.describe(action, before)}), action=(text("ui.redo"), self.redo))
        else:
            self.notify(text("ui.redone", {"what": self.describe(action, self.state)}))

    def amend_last(self, action: Any) -> bool:
        """Change the action just taken (a turn's piece or where its viking went, the points turned into gold):
        it is undone and taken again as amended, so the log says exactly what happened."""
        game = self.session.game
        if not game.actions or type(game.actions[-1]) is not type(action):
            return False
        game.undo()
        return self._take(action, refused_then=game.redo)


def event_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop a save comes back to; None where there is none (a thread of its own: save at once)."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        # Pyodide's loop runs the browser's callbacks without being "running" in between.
        return None if _storage().THREADS else asyncio.get_event_loop()


def _storage() -> ModuleType:
    """The storage's module (`history.storage`), imported at its first use: after Home shows, in a browser."""
    from companion.history import storage

    return storage


async def _held() -> bool:
    """Wait until the storage that keeps the files holds every committed write: True (a save that was done)."""
    await _storage().kept()
    return True


def failure_text(error: BaseException) -> str:
    """Why a write failed, in a few words: a read-only data folder, a full disk, or the system's own words."""
    if isinstance(error, _storage().ReadOnly):
        return text("ui.why_read_only")
    if isinstance(error, OSError) and error.errno in FULL:
        return text("ui.why_disk_full")
    if isinstance(error, NotKept):
        return text("storage.not_kept")  # the browser's storage refused it, whatever its error says
    if isinstance(error, OSError):
        return os_error_text(error)
    return str(error) or type(error).__name__


FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
"""The errors of a disk (or a quota) with no room left."""


@ft.observable
@dataclass
class Window:
    """The size of this device's screen, kept up to date as it turns or resizes."""

    width: float = 360
    height: float = 740
    text_scale: float = 1.0
    """How large the device draws text, 1 at its usual size (a reader's text setting, the browser's text
    size): measured on screen (`common.TextScale`), so that what has a fixed size can grow with the text."""


@ft.observable
@dataclass
class Archive:
    """Bumped whenever this device changes the history, so the screens that list it read it again."""

    version: int = 0

    def changed(self) -> None:
        self.version += 1


@ft.observable
@dataclass
class Stored:
    """Bumped when this device reads the stored games afresh (another copy of the app wrote them): every screen
    is drawn anew."""

    version: int = 0


@ft.observable
@dataclass
class Opening:
    """The stored games once open (`App.open`), None until then: in a browser Home shows first, and its games to
    resume and what the store found wrong join it once they are."""

    store: GameStore | None = field(default=None, repr=False)

    @property
    def open(self) -> bool:
        return self.store is not None


@ft.observable
@dataclass
class Transfer:
    """An export or import under way on this device: what it is ("" when none), and how many games of how
    many it has been through. Kept by the app, so that it shows again on coming back to the history."""

    what: str = ""
    done: int = 0
    total: int = 0


@ft.observable
@dataclass
class Settings:
    """What this device remembers across restarts (`preferences`): the theme, the language it speaks, the
    rules a new game starts with (those of the last game started) and what the table shows after a turn."""

    dark: bool = False
    language: str = SOURCE_LANGUAGE
    rules: str = GAMES[DEFAULT].rule_sets[0]
    hold: bool = False
    """After a turn the table keeps the mover's homeland until the next player's turn begins (one tap more a
    turn), rather than moving on to the next player's at once."""
    game: str = DEFAULT
    """The game last started on this device, which Home offers first."""


@ft.observable
@dataclass
class Notices:
    """What the store found wrong with the data folder as this device has been told: how many of the store's
    problems (damaged files set aside) it has dismissed, and whether it dismissed the read-only notice."""

    dismissed: int = 0
    unreadable_dismissed: int = 0
    """How many of the games set aside (`GameStore.unreadable`) it has dismissed."""
    read_only_dismissed: bool = False


_APPS: WeakValueDictionary[int, App] = WeakValueDictionary()
"""The app of each session being served, by the identity of its page (a page compares equal field by field,
which made every lookup walk the whole page: the language is looked up for every word drawn). Held weakly: a
session let go takes its app and its page with it. An app holds its page, so no other page has that identity
while the app is listed."""


def session_app() -> App | None:
    """The app of the session whose work is being done (none outside a session's work): Flet binds the page of
    the session being handled or drawn to the context (`ft.context.page`), its scheduled renders included."""
    try:
        page = ft.context.page
    except RuntimeError:
        return None
    return _APPS.get(id(page))


@dataclass
class App:
    """The controller of one device's session: the store, the games it has open, navigation and messages."""

    page: ft.Page = field(repr=False)
    opened: InitVar[GameStore | None]
    """The stored games if they are open at the start; else they open later (`open`), kept by `opening`."""
    settings: Settings = field(default_factory=Settings)
    window: Window = field(default_factory=Window)
    archive: Archive = field(default_factory=Archive)
    stored: Stored = field(default_factory=Stored)
    transfer: Transfer = field(default_factory=Transfer)
    games: dict[str, GameModel] = field(default_factory=dict)
    tables: dict[str, Any] = field(default_factory=dict)
    """The open games played with a running score (`tables.TableModel`), by id."""
    preferences: ft.SharedPreferences = field(default_factory=ft.SharedPreferences, repr=False)
    """The platform's store of what the device remembers (`preferences`)."""
    notices: Notices = field(default_factory=Notices)
    saves: Saves = field(default_factory=Saves)
    banner: ft.Banner | None = field(default=None, repr=False)
    """The banner of the games not saved, while one is shown."""
    warned: tuple[str, str] | None = None
    """The game not saved the banner was last shown for, and why: shown again only for another."""
    done_form: str | None = None
    """The address of the form that started the last game: it is done, and Back to it goes Home."""
    undone_bar: ft.SnackBar | None = field(default=None, repr=False)
    opening: Opening = field(default_factory=Opening)
    waiting: str | None = None
    """The address the player went to before the stored games were open: gone to once they are."""

    def __post_init__(self, opened: GameStore | None) -> None:
        self.saves.watch(self.warn)
        _APPS[id(self.page)] = self
        self.opening.store = opened

    @property
    def store(self) -> GameStore:
        """The stored games: open before any screen but Home is drawn (`go` waits for them)."""
        store = self.opening.store
        assert store is not None, "only Home is drawn before the stored games are open"
        return store

    def open(self, store: GameStore) -> None:
        """The stored games are open: Home shows its games to resume, and a screen gone to meanwhile opens."""
        self.opening.store = store
        if self.waiting is not None:
            route, self.waiting = self.waiting, None
            self.go(route)

    @cached_property
    def wakelock(self) -> ft.Wakelock:
        """Keeps the screen on while a game is open (`keep_awake`). Like the other services below, made, and so
        joined to the session's page, when first used: each service joined is a message to the screen, which
        Home's start need not wait for."""
        return ft.Wakelock()

    @cached_property
    def speech(self) -> ft.SemanticsService:
        """The screen reader's voice, for a change that happens away from where the reader is (`announce`)."""
        return ft.SemanticsService()

    @cached_property
    def picker(self) -> ft.FilePicker:
        """The platform's file chooser, for exporting and importing the history: made, and so joined to the
        session's page, when first used (a tap on Export or Import), so that the app's start imports none of it."""
        return ft.FilePicker()

    def game(self, game_id: str) -> GameModel | str:
        """The open game `game_id`, loaded from the store on first use; else why it cannot be opened: there is
        no such game, or its stored log does not read or replay."""
        model = self.games.get(game_id)
        if model is None:
            from .session import TableSession

            try:
                session = TableSession.resume(self.store, game_id)
            except KeyError:
                return text("ui.no_such_game_hint")
            except (TypeError, ValueError):
                return text("ui.game_unreadable")
            model = self.games[game_id] = self._model(session)
        return model

    def _model(self, session: TableSession) -> GameModel:
        """The game's own model of a game at the table (`AT_TABLE`), sharing the app's messages and saves."""
        at_table = GAMES[session.game_of].part(AT_TABLE)
        assert at_table is not None, f"{session.game_of} keeps its own log: its {AT_TABLE} names its model"
        model: GameModel = at_table.MODEL(session, self.notify, self.hide_undone, saves=self.saves)
        return model

    def start(self, setup: Any, game: str = DEFAULT) -> str | None:
        """Start a game of `game` (one that keeps its own log) set up as `setup` says, and return its id, saved
        once the storage that keeps the files holds it (`keep_start`); None, and why, when it cannot be stored
        (a read-only data folder)."""
        from .session import TableSession

        try:
            session = TableSession.start(self.store, setup, game)
        except (_storage().ReadOnly, OSError) as error:
            self.notify(text("ui.cannot_start", {"reason": failure_text(error)}))
            return None
        model = self.games[session.game_id] = self._model(session)
        model.keep_start()
        self.done_form = self.page.route
        return session.game_id

    async def flush(self, _: object = None) -> None:
        """Write at once every change not in the file yet, and wait until it is (the app going to the
        background, hidden or closed)."""
        await asyncio.gather(*(game.flush() for game in [*self.games.values(), *self.tables.values()]))

    async def lifecycle(self, event: ft.AppLifecycleStateChangeEvent) -> None:
        if event.state in AWAY:
            await self.flush()

    def read_afresh(self) -> None:
        """Read the stored games again, every screen drawn anew: another copy of the app wrote them meanwhile,
        and what this device holds in memory, saved or not, is theirs to replace."""
        self.store.migrate()
        self.games.clear()
        self.tables.clear()
        self.saves.forget()
        self.archive.changed()
        self.stored.version += 1

    def store_notices(self) -> list[str]:
        """What the store found wrong with the data folder that this device has not dismissed yet: damaged
        files set aside (their last good backups put back), games that did not read set aside (which, and why),
        a folder that cannot be written to; nothing until the store is open."""
        if not self.opening.open:
            return []
        problems = self.store.problems[self.notices.dismissed :]
        # A file set aside is renamed `name.unreadable-TIME` (`storage.py`); in a read-only folder it stays.
        lines = [
            text("ui.moved_aside" if ".unreadable-" in Path(path).name else "ui.damaged_in_place", {"path": path})
            for path in problems
        ]
        lines += [record.text() for record in self.store.unreadable[self.notices.unreadable_dismissed :]]
        if self.store.read_only and not self.notices.read_only_dismissed:
            lines.append(text("ui.read_only_folder"))
        return lines

    def dismiss_notices(self, _: object = None) -> None:
        self.notices.dismissed, self.notices.read_only_dismissed = len(self.store.problems), True
        self.notices.unreadable_dismissed = len(self.store.unreadable)

    def go(self, route: str) -> None:
        if not self.opening.open:  # a tap on Home before its games were read: its screen opens once they are
            self.waiting = route
            return
        if route == self.done_form:  # the app's own way to a form (New game): a new game, not Back from the last
            self.done_form = None
        self.page.navigate(route)

    def notify(self, message: str, action: tuple[str, Callable[..., Any]] | None = None) -> None:
        bar = ft.SnackBar(ft.Text(message), duration=5000, show_close_icon=True)
        if action is not None:
            bar.action = action[0]
            bar.on_action = action[1]
            self.undone_bar = bar
        self.page.show_dialog(bar)

    def hide_undone(self) -> None:
        """Take away what the last undo said, with its Redo: the next action has made it stale (a bar with a
        button stays up until dismissed where a screen reader is on)."""
        bar, self.undone_bar = self.undone_bar, None
        if bar is not None and bar.open:
            bar.open = False
            with suppress(RuntimeError):  # already dismissed and gone from the page
                bar.update()

    async def keep_awake(self, awake: bool = True) -> None:
        """Keep the screen on during a game and let it sleep again after; a platform that cannot (a browser
        without the Wake Lock API, a tab in the background) just lets the screen sleep as it would."""
        try:
            await (self.wakelock.enable() if awake else self.wakelock.disable())
        except (RuntimeError, TimeoutError):
            return

    async def let_sleep(self) -> None:
        await self.keep_awake(False)

    def announce(self, message: str) -> None:
        """Have a screen reader say `message` now (nothing happens without one)."""

        speech = self.speech

        async def say() -> None:
            try:
                await speech.announce_message(message)
            except (RuntimeError, TimeoutError):
                return

        self.page.run_task(say)

    def remember(self, **changes: Any) -> None:
        """Change the settings (the screens that read them render again) and keep them for the next start."""
        for name, value in changes.items():
            setattr(self.settings, name, value)
        self.page.run_task(save, self.preferences, asdict(self.settings))

    def warn(self) -> None:
        """Keep a banner on every screen while a game is not saved: why the latest to fail is not, with "Try
        again"; taken away once every game is saved (a watcher of `saves`)."""
        latest = next(reversed(self.saves.failed.items()), None)
        if latest == self.warned:
            return
        self.warned = latest
        self._close_banner()
        if latest is None:
            return
        game_id, reason = latest
        model = self.games.get(game_id) or self.tables.get(game_id)
        self.banner = ft.Banner(
            content=ft.Text(reason),
            leading=ft.Icon(Icons.SAVE_AS, color=ft.Colors.ERROR),
            actions=[
                ft.TextButton(content=text("ui.try_again"), on_click=model.retry if model else None),
                ft.TextButton(content=text("ui.dismiss"), on_click=lambda _: self._close_banner()),
            ],
        )
        self.page.show_dialog(self.banner)

    def _close_banner(self) -> None:
        if self.banner is not None and self.banner.open:
            self.banner.open = False
            self.banner.update()
        self.banner = None

    def toggle_theme(self, _: object = None) -> None:
        self.remember(dark=not self.settings.dark)

    def choose_language(self, language: str) -> None:
        if language != self.settings.language:
            self.remember(language=language)
