"""What the screens read and what a tap changes: the app's controller and one observable model per game.

A tap becomes an action on a `GameModel`; the model applies it through its table session (which checks
and saves it), then publishes the new game state. Components that took the model as an argument re-render;
memoised parts whose inputs did not change are skipped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple

import flet as ft

from companion.games.vikings import BoardResult
from companion.history import GameStore
from companion.languages import SOURCE_LANGUAGE
from companion.messages import problem_text, text
from companion.play.events import Action, Setup, TurnTaken
from companion.play.game import ActionRefused, GameState

from .describe import describe
from .preferences import save
from .session import TableSession

Notify = Callable[..., None]
SAVE_DELAY_S = 0.05
"""How long after a tap its save starts: long enough for the screen to be updated first."""


@ft.observable
@dataclass(eq=False)
class GameModel:
    """One game as this device sees it; `state` changes with every action, undo and redo.

    An action is applied and shown at once; its save runs beside the table, one save after another, so a
    tap never waits for the disk. A save that finds the game moved on elsewhere reloads it and says so.
    """

    session: TableSession = field(repr=False)
    notify: Notify = field(repr=False)
    state: GameState = field(init=False)
    version: int = 0
    """Counts the changes: a screen shown again renders again only if the game changed meanwhile."""
    can_undo: bool = False
    can_redo: bool = False
    saving: ThreadPoolExecutor = field(default_factory=lambda: ThreadPoolExecutor(1), repr=False)

    def __post_init__(self) -> None:
        self._save_due = False
        self._preview: BoardResult | None = None
        self._preview_of: GameState | None = None
        self._publish()

    @property
    def id(self) -> str:
        return self.session.game_id

    @property
    def preview(self) -> BoardResult | None:
        """What the scoring that ends this round would give now (worked out once per state)."""
        if self._preview_of is not self.state:
            self._preview, self._preview_of = self.state.preview(), self.state
        return self._preview

    def _publish(self) -> None:
        game = self.session.game
        self.state = game.state
        self.can_undo, self.can_redo = game.can_undo, game.can_redo
        self.version += 1

    def _save(self) -> None:
        """Save the game beside the table when there is an event loop to come back to.

        The save starts a moment after the tap, once the screen has been told what changed, so that writing
        never competes with showing; taps in that moment are saved together."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._saved(self.session.persist(self.session.game.copy()))
            return
        if not self._save_due:
            self._save_due = True
            loop.call_later(SAVE_DELAY_S, self._start_save, loop)

    def _start_save(self, loop: asyncio.AbstractEventLoop) -> None:
        self._save_due = False
        done = loop.run_in_executor(self.saving, self.session.persist, self.session.game.copy())
        done.add_done_callback(self._after_save)

    def _after_save(self, done: asyncio.Future[bool]) -> None:
        error = done.exception()
        if error is not None:
            self.notify(text("ui.not_saved", {"reason": str(error)}))
            return
        self._saved(done.result())

    def _saved(self, done: bool) -> None:
        if not done:
            self.session.reload()
            self._publish()
            self.notify(text("ui.reloaded"))

    def act(self, action: Action) -> bool:
        """Apply an action; a refusal is explained and changes nothing."""
        try:
            self.session.game.act(action)
        except ActionRefused as refused:
            self.notify(refusal_text(refused))
            return False
        self._publish()
        self._save()
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
        except ActionRefused as refused:
            self.notify(refusal_text(refused))
            return
        self._publish()
        self._save()
        if undo:
            self.notify(text("ui.undone", {"what": describe(action, before)}), action=(text("ui.redo"), self.redo))
        else:
            self.notify(text("ui.redone", {"what": describe(action, self.state)}))

    def amend_last_turn(self, turn: TurnTaken) -> bool:
        """Change the turn just taken (its piece, or where its viking went): the turn is undone and taken again
        as amended, so the log says exactly what happened."""
        game = self.session.game
        if not game.actions or not isinstance(game.actions[-1], TurnTaken):
            return False
        game.undo()
        try:
            game.act(turn)
        except ActionRefused as refused:
            game.redo()
            self.notify(refusal_text(refused))
            return False
        self._publish()
        self._save()
        return True


class Handle(NamedTuple):
    """A game handed to a screen without subscribing the screen to it: the screen's gate passes a new
    `version` beside it only while the screen is on top, so a screen covered by another does not render
    again at every tap."""

    model: GameModel


def refusal_text(refused: ActionRefused) -> str:
    lines = [text(f"refused.{refused.code}", refused.params)]
    lines += [problem_text(problem) for problem in refused.problems[:3]]
    return " ".join(lines)


@ft.observable
@dataclass
class Window:
    """The size of this device's screen, kept up to date as it turns or resizes."""

    width: float = 360
    height: float = 740


@ft.observable
@dataclass
class Archive:
    """Bumped whenever this device changes the history, so the screens that list it read it again."""

    version: int = 0

    def changed(self) -> None:
        self.version += 1


@ft.observable
@dataclass
class Settings:
    """What this device remembers across restarts (`preferences`): the theme, the language it speaks, and the
    rules a new game starts with (those of the last game started)."""

    dark: bool = False
    language: str = SOURCE_LANGUAGE
    rules: str = Setup.model_fields["rules"].default


@dataclass
class App:
    """The controller of one device's session: the store, the games it has open, navigation and messages."""

    page: ft.Page = field(repr=False)
    store: GameStore = field(repr=False)
    settings: Settings = field(default_factory=Settings)
    window: Window = field(default_factory=Window)
    archive: Archive = field(default_factory=Archive)
    games: dict[str, GameModel] = field(default_factory=dict)
    picker: ft.FilePicker = field(default_factory=ft.FilePicker, repr=False)
    """The platform's file chooser, for exporting and importing the history."""
    wakelock: ft.Wakelock = field(default_factory=ft.Wakelock, repr=False)
    """Keeps the screen on while a game is open (`keep_awake`)."""
    preferences: ft.SharedPreferences = field(default_factory=ft.SharedPreferences, repr=False)
    """The platform's store of what the device remembers (`preferences`)."""

    def game(self, game_id: str) -> GameModel | None:
        """The open game `game_id`, loaded from the store on first use; None when there is no such game."""
        model = self.games.get(game_id)
        if model is None:
            try:
                session = TableSession.resume(self.store, game_id)
            except (KeyError, ValueError, ActionRefused):
                return None
            model = self.games[game_id] = GameModel(session, self.notify)
        return model

    def start(self, setup: Setup) -> str:
        session = TableSession.start(self.store, setup)
        self.games[session.game_id] = GameModel(session, self.notify)
        return session.game_id

    def go(self, route: str) -> None:
        self.page.navigate(route)

    def notify(self, message: str, action: tuple[str, Callable[..., Any]] | None = None) -> None:
        bar = ft.SnackBar(ft.Text(message), duration=5000, show_close_icon=True)
        if action is not None:
            bar.action = action[0]
            bar.on_action = action[1]
        self.page.show_dialog(bar)

    async def keep_awake(self, awake: bool = True) -> None:
        """Keep the screen on during a game and let it sleep again after; a platform that cannot (a browser
        without the Wake Lock API, a tab in the background) just lets the screen sleep as it would."""
        try:
            await (self.wakelock.enable() if awake else self.wakelock.disable())
        except (RuntimeError, TimeoutError):
            return

    async def let_sleep(self) -> None:
        await self.keep_awake(False)

    def remember(self, **changes: Any) -> None:
        """Change the settings (the screens that read them render again) and keep them for the next start."""
        for name, value in changes.items():
            setattr(self.settings, name, value)
        self.page.run_task(save, self.preferences, asdict(self.settings))

    def toggle_theme(self, _: object = None) -> None:
        self.remember(dark=not self.settings.dark)

    def choose_language(self, language: str) -> None:
        if language != self.settings.language:
            self.remember(language=language)
