"""One device's session at the table: the game being played, saved to the store after every action.

Flet-free, so it is tested without a browser. A save that finds the stored log moved on (another phone
played the same game) reloads the game instead of overwriting it, and says so.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from companion.games import DEFAULT
from companion.history import Conflict, GameStore, StoredGame
from companion.history.records import GameSummary, own_log, record_of_events, summary_of

Game = Any
"""A game at the table that keeps its own log (`History.new`, `History.replay`): its `events` and `state`, and
`act`, `undo`, `redo` and `copy`."""
Action = Any
"""One of its actions."""


@dataclass
class TableSession:
    store: GameStore
    game_id: str
    game: Game
    seen: int
    """How many events of the stored log this session last loaded or saved."""
    filed: bool = False
    """Whether the game, finished when last saved, is in history."""
    game_of: str = DEFAULT
    """Which game it is (its id in the registry)."""

    @classmethod
    def start(cls, store: GameStore, setup: Any, game_of: str = DEFAULT) -> TableSession:
        """A new game of `game_of` (a game that keeps its own log), set up as `setup` says, and stored."""
        game = own_log(game_of).new(setup)
        return cls(store, store.create(game), game, len(game.events), game_of=game_of)

    @classmethod
    def resume(cls, store: GameStore, game_id: str) -> TableSession:
        """A stored game in progress, as its log plays it; ValueError (`Unplayable`) when it does not."""
        stored: StoredGame = store.load(game_id)
        game = own_log(stored.game).replay(stored.events)
        return cls(store, game_id, game, len(game.events), filed=game.state.finished, game_of=stored.game)

    def act(self, action: Action) -> bool:
        """Apply and save an action; False when the game had moved on elsewhere and was reloaded instead.

        A refused action raises `ActionRefused` and changes nothing.
        """
        self.game.act(action)
        return self.save()

    def undo(self) -> tuple[Action, bool]:
        """Undo the last action in effect; returns it, and whether the undo was saved (see `act`)."""
        action = self.game.undo()
        return action, self.save()

    def redo(self) -> tuple[Action, bool]:
        action = self.game.redo()
        return action, self.save()

    def save(self) -> bool:
        """Save the game now; when another device moved it on, reload it instead and say so (False)."""
        if self.persist(self.game.copy()):
            return True
        self.reload()
        return False

    def persist(self, game: Game) -> bool:
        """Save `game` (this session's game as it was at some moment) unless the stored log moved on since this
        session last saved: then False, and nothing is written. A game that finished goes to history; one
        whose final scoring was undone leaves it.

        Saves of one session run one after another (the app runs them beside the table, in order)."""
        try:
            self.store.save(self.game_id, game, self.seen)
        except Conflict:
            return False
        self.seen = len(game.events)
        self._file_in_history(game)
        return True

    def summary(self, game: Game | None = None) -> GameSummary:
        """The finished game (this session's, or a copy of it) as history files it."""
        return summary_of(
            self.game_id, game or self.game, started=self.store.load(self.game_id).created, of=self.game_of
        )

    def _file_in_history(self, game: Game) -> None:
        archive = self.store.archive
        finished = game.state.finished
        if finished and not self.filed:
            archive.save(record_of_events(self.summary(game), game.events))
        elif self.filed and not finished:
            with suppress(KeyError):  # deleted from history already
                archive.delete(self.game_id)
        self.filed = finished

    def reload(self) -> None:
        fresh = TableSession.resume(self.store, self.game_id)
        self.game, self.seen, self.filed = fresh.game, fresh.seen, fresh.filed
