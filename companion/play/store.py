"""Where a game played with a running score is kept, from its first event to its result: one document per
game in the companion's games file (the table `tables`, beside Vikings' own), written whole at every change.

A document holds the game's id (`africa` …), the players' names, its event log as JSON and, once finished,
its sheet and its result (`SheetResult`), so that what was shown at the table is what is kept. Saving
checks the stored log is still the one this session last saw (`Conflict`), as for Vikings. Beside the log,
its `view`: where the table was on screen (the player chosen, a move half entered), so that a game resumes
there; it is no part of the game and never conflicts.
"""

from __future__ import annotations

import uuid
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB

from companion.history import Conflict
from companion.history.storage import AtomicJSONStorage, exclusive

TABLE = "tables"


@dataclass(frozen=True)
class Kept:
    """A game as stored: its log still as JSON, read with its game's events."""

    id: str
    game: str
    created: str
    updated: str
    finished: bool
    names: tuple[str, ...]
    events: list[Any]
    sheet: dict[str, Any] | None
    result: dict[str, Any] | None
    view: dict[str, int]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class TableStore:
    """The games of `TABLE` in the games file at `path`; damaged files are reported into `problems`."""

    def __init__(self, path: Path, problems: list[str]) -> None:
        self.path = path
        self.problems = problems

    def _table(self) -> Any:
        return TinyDB(self.path, storage=AtomicJSONStorage, problems=self.problems).table(TABLE)

    def create(self, game: str, names: tuple[str, ...], events: list[Any]) -> str:
        game_id = str(uuid.uuid4())
        now = _now()
        document = {"id": game_id, "game": game, "created": now, "updated": now, "finished": False}
        with exclusive(self.path):
            self._table().insert({**document, "names": list(names), "events": events, "sheet": None, "result": None})
        return game_id

    def save(
        self, game_id: str, events: list[Any], seen: int, sheet: dict[str, Any] | None, result: dict[str, Any] | None
    ) -> None:
        """Store the game's whole log, which extends the `seen` events this session loaded or saved last; a
        game with a `result` is finished."""
        with exclusive(self.path):
            table = self._table()
            stored = table.get(Query().id == game_id)
            if stored is None or len(stored["events"]) != seen:
                raise Conflict(game_id)
            changes = {"events": events, "updated": _now(), "finished": result is not None}
            table.update({**changes, "sheet": sheet, "result": result}, Query().id == game_id)

    def keep_view(self, game_id: str, view: dict[str, int]) -> None:
        """Store where the game is on screen, for it to resume there."""
        with exclusive(self.path):
            self._table().update({"view": view}, Query().id == game_id)

    def load(self, game_id: str) -> Kept:
        document = self._table().get(Query().id == game_id)
        if document is None:
            raise KeyError(game_id)
        return _kept(document)

    def games(self) -> list[Kept]:
        """Every game that reads, most recently played first."""
        kept: list[Kept] = []
        for document in self._table().all():
            with suppress(KeyError, TypeError, ValueError):
                kept.append(_kept(document))
        return sorted(kept, key=lambda game: game.updated, reverse=True)


def _kept(document: dict[str, Any]) -> Kept:
    return Kept(
        id=str(document["id"]),
        game=str(document["game"]),
        created=str(document["created"]),
        updated=str(document["updated"]),
        finished=bool(document["finished"]),
        names=tuple(str(name) for name in document["names"]),
        events=list(document["events"]),
        sheet=document.get("sheet"),
        result=document.get("result"),
        view=_view(document.get("view")),
    )


def _view(stored: object) -> dict[str, int]:
    """The stored view, read with suspicion: only whole numbers by name; anything else is no view."""
    if not isinstance(stored, dict):
        return {}
    return {str(name): value for name, value in stored.items() if type(value) is int}
