"""Where a game played with a running score is kept, from its first event to its result: one document per
game, entered in the companion's games file (the table `tables`, beside Vikings' own) as it starts and kept in
a file of its own from its first save (`companion.history.in_progress`), written whole at every change.

A document holds the game's id (`africa` …), the players' names, its event log as JSON and, once finished,
its sheet and its result (`SheetResult`), so that what was shown at the table is what is kept. Saving
checks the stored log is still the one this session last saw (`Conflict`), as for Vikings. Beside the log,
its `view`: where the table was on screen (the player chosen, a move half entered), so that a game resumes
there; it is no part of the game and never conflicts.

Each document is checked whole before anything reads it (`TableDocument`, and every event of its log with its
game's own events): one that does not read is set aside in the file's `unreadable` table and said, never
dropped without a word (`companion.history.storage.SetAside`).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Strict, ValidationError
from pydantic_core import PydanticCustomError
from tinydb import TinyDB

from companion.games import GAMES
from companion.games.sheets import Name
from companion.history.in_progress import Entry, InProgress
from companion.history.records import RecordId, StoredDate
from companion.history.storage import (
    AtomicJSONStorage,
    SetAside,
    Unreadable,
    exclusive,
    first_error,
    record_names,
    report,
)
from companion.names import name_key

TABLE = "tables"


def _played_at_the_table(game: str) -> str:
    if game not in GAMES:
        raise PydanticCustomError("unknown_game", "a game this companion does not know: {game}", {"game": game})
    if GAMES[game].table() is None:
        raise PydanticCustomError("other_game", "a game of {game}, which this table does not hold", {"game": game})
    return game


class TableDocument(BaseModel):
    """A game played with a running score as the games file keeps it, checked whole before anything reads it;
    its events are checked with its game's own (`checked`). Built when a first game is read, not when the app
    starts: Home reads none where none is kept."""

    model_config = ConfigDict(frozen=True, extra="ignore", defer_build=True)

    id: RecordId
    game: Annotated[str, Strict(), AfterValidator(_played_at_the_table)]
    created: StoredDate
    updated: StoredDate
    finished: Annotated[bool, Strict()]
    names: tuple[Name, ...]
    events: list[dict[str, Any]]
    sheet: dict[str, Any] | None = None
    result: dict[str, Any] | None = None


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
    """The games of `TABLE` in the games file at `path`, each in a file of its own once saved
    (`companion.history.in_progress`); damaged files are reported into `problems`, games that do not read (set
    aside) into `unreadable`."""

    def __init__(self, path: Path, problems: list[str], unreadable: list[SetAside] | None = None) -> None:
        self.path = path
        self.problems = problems
        self.unreadable: list[SetAside] = [] if unreadable is None else unreadable
        self.in_progress = InProgress(path, TABLE, problems)

    def _table(self) -> Any:
        """The games the games file keeps: each as it starts, until its first save."""
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
        """Store the game's whole log, which extends the `seen` events this session loaded or saved last, in the
        game's own file; a game with a `result` is finished."""
        changes = {"events": events, "finished": result is not None, "sheet": sheet, "result": result}
        self.in_progress.write(game_id, lambda stored: {**stored, **changes, "updated": _now()}, seen)

    def keep_view(self, game_id: str, view: dict[str, int]) -> None:
        """Store where the game is on screen, for it to resume there."""
        self.in_progress.write(game_id, lambda stored: {**stored, "view": view})

    def load(self, game_id: str) -> Kept:
        """The game `game_id`; KeyError when there is none, ValueError when it does not read (it is set aside)."""
        entry = self.in_progress.entry(game_id)
        if entry is None:
            raise KeyError(game_id)
        try:
            return checked(entry.document)
        except ValueError as error:
            self._set_aside([(entry, first_error(error))])
            raise

    def games(self) -> list[Kept]:
        """Every game that reads, most recently played first; one that does not is set aside, and said."""
        kept: list[Kept] = []
        unread: list[tuple[Entry, dict[str, Any]]] = []
        for entry in self.in_progress.entries():
            try:
                kept.append(checked(entry.document))
            except ValueError as error:
                unread.append((entry, first_error(error)))
        if unread:
            self._set_aside(unread)
        return sorted(kept, key=lambda game: game.updated, reverse=True)

    def _set_aside(self, unread: list[tuple[Entry, dict[str, Any]]]) -> None:
        """Move games that do not read into the games file's `unreadable` table, and say which and why; where the
        files cannot be written they stay where they are, left out."""
        moved = self.in_progress.set_aside(unread)
        for (entry, error), kept in zip(unread, moved, strict=True):
            names = record_names(entry.document)
            report(self.unreadable, SetAside("game", str(entry.document.get("id")), names, error, str(self.path), kept))


def checked(document: dict[str, Any]) -> Kept:
    """The game a document keeps, checked whole: its fields, then each event of its log with its game's own, and
    its players one name a seat. ValueError (pydantic's `ValidationError`, or `Unreadable`) when it does not
    read."""
    kept = TableDocument.model_validate(document)
    table = GAMES[kept.game].table()
    assert table is not None  # `_played_at_the_table`
    for number, event in enumerate(kept.events):
        try:
            read = table.events.validate_python(event)
        except ValidationError as error:
            first = first_error(error)
            raise Unreadable({**first, "loc": ("events", number, *first.get("loc", ()))}) from None
        for name, twice in _twice(getattr(read, "names", ()) if number == 0 else ()):
            raise Unreadable(
                {"type": "duplicate_name", "loc": ("events", 0, "names", twice), "msg": name, "ctx": {"name": name}}
            )
    for name, twice in _twice(kept.names):
        raise Unreadable({"type": "duplicate_name", "loc": ("names", twice), "msg": name, "ctx": {"name": name}})
    return Kept(**dict(kept), view=_view(document.get("view")))


def _view(stored: object) -> dict[str, int]:
    """The stored view, read with suspicion: only whole numbers by name; anything else is no view."""
    if not isinstance(stored, dict):
        return {}
    return {str(name): value for name, value in stored.items() if type(value) is int}


def _twice(names: tuple[str, ...]) -> list[tuple[str, int]]:
    """Each name that a seat before it has already (in any case), with its seat."""
    seen: set[str] = set()
    found = []
    for seat, name in enumerate(names):
        if name_key(name) in seen:
            found.append((name, seat))
        seen.add(name_key(name))
    return found
