"""What the screens read and what a tap changes: the app's controller and one observable model per game.

A tap becomes an action on a `GameModel`; the model applies it through its table session (which checks
and saves it), then publishes the new game state. Components that took the model as an argument re-render;
memoised parts whose inputs did not change are skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from companion.history import GameStore
from companion.messages import problem_text, text
from companion.play.events import Action, Setup, TurnTaken
from companion.play.game import ActionRefused, GameState

from .describe import describe
from .session import TableSession

Notify = Callable[..., None]


@ft.observable
@dataclass
class GameModel:
    """One game as this device sees it; `state` changes with every action, undo and redo."""

    session: TableSession = field(repr=False)
    notify: Notify = field(repr=False)
    state: GameState = field(init=False)
    can_undo: bool = False
    can_redo: bool = False

    def __post_init__(self) -> None:
        self._publish()

    @property
    def id(self) -> str:
        return self.session.game_id

    def _publish(self) -> None:
        game = self.session.game
        self.state = game.state
        self.can_undo, self.can_redo = game.can_undo, game.can_redo

    def act(self, action: Action) -> bool:
        """Apply an action; a refusal or a conflict with another device is explained, and nothing is lost."""
        try:
            done = self.session.act(action)
        except ActionRefused as refused:
            self.notify(refusal_text(refused))
            return False
        if not done:
            self.notify(text("ui.reloaded"))
        self._publish()
        return done

    def undo(self, _: object = None) -> None:
        self._step(undo=True)

    def redo(self, _: object = None) -> None:
        self._step(undo=False)

    def _step(self, undo: bool) -> None:
        before = self.state
        try:
            action, done = self.session.undo() if undo else self.session.redo()
        except ActionRefused as refused:
            self.notify(refusal_text(refused))
            return
        self._publish()
        if not done:
            self.notify(text("ui.reloaded"))
        elif undo:
            self.notify(text("ui.undone", {"what": describe(action, before)}), action=(text("ui.redo"), self.redo))
        else:
            self.notify(text("ui.redone", {"what": describe(action, self.state)}))

    def amend_last_turn(self, turn: TurnTaken) -> bool:
        """Change the turn just taken (its piece, or where its viking went): the turn is undone and taken again
        as amended, so the log says exactly what happened."""
        actions = self.session.game.actions
        if not actions or not isinstance(actions[-1], TurnTaken):
            return False
        try:
            _, done = self.session.undo()
            if done:
                done = self.session.act(turn)
        except ActionRefused as refused:
            self.session.redo()
            self.notify(refusal_text(refused))
            self._publish()
            return False
        self._publish()
        return done


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
    """What this device remembers between screens: the theme."""

    dark: bool = False


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

    def toggle_theme(self, _: object = None) -> None:
        self.settings.dark = not self.settings.dark
