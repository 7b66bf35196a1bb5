"""One device's session at the table: the game being played, saved to the store after every action.

Flet-free, so it is tested without a browser. A save that finds the stored log moved on (another phone
played the same game) reloads the game instead of overwriting it, and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass

from companion.history import Conflict, GameStore, StoredGame
from companion.history.records import record_of
from companion.play.events import Action, Setup
from companion.play.game import Game


@dataclass
class TableSession:
    store: GameStore
    game_id: str
    game: Game
    seen: int

    @classmethod
    def start(cls, store: GameStore, setup: Setup) -> TableSession:
        game = Game.new(setup)
        return cls(store, store.create(game), game, len(game.events))

    @classmethod
    def resume(cls, store: GameStore, game_id: str) -> TableSession:
        stored: StoredGame = store.load(game_id)
        game = Game.replay(stored.events)
        return cls(store, game_id, game, len(game.events))

    def act(self, action: Action) -> bool:
        """Apply and save an action; False when the game had moved on elsewhere and was reloaded instead.

        A refused action raises `ActionRefused` and changes nothing.
        """
        return self._commit(lambda: self.game.act(action))

    def undo(self) -> tuple[Action, bool]:
        """Undo the last action in effect; returns it, and whether the undo was saved (see `act`)."""
        return self._step(self.game.undo)

    def redo(self) -> tuple[Action, bool]:
        return self._step(self.game.redo)

    def _step(self, step: Callable[[], Action]) -> tuple[Action, bool]:
        taken: list[Action] = []
        done = self._commit(lambda: taken.append(step()))
        return taken[0], done

    def _commit(self, change: Callable[[], object]) -> bool:
        was_finished = self.game.state.finished
        change()
        try:
            self.store.save(self.game_id, self.game, self.seen)
        except Conflict:
            self.reload()
            return False
        self.seen = len(self.game.events)
        self._file_in_history(was_finished)
        return True

    def _file_in_history(self, was_finished: bool) -> None:
        """A game goes to history when it finishes, and leaves it when its final scoring is undone."""
        archive = self.store.archive
        if self.game.state.finished and not was_finished:
            created = self.store.load(self.game_id).created
            archive.save(record_of(self.game_id, self.game, started=created))
        elif was_finished and not self.game.state.finished:
            with suppress(KeyError):  # deleted from history already
                archive.delete(self.game_id)

    def reload(self) -> None:
        fresh = TableSession.resume(self.store, self.game_id)
        self.game, self.seen = fresh.game, fresh.seen
