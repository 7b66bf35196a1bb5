"""Games in progress and finished of the games that keep their own event log (Vikings), each read through the
registry (`History`); every action is saved as it happens.

A stored game is its event log. It is entered in the games file (TinyDB) as it starts, and kept in a file of its
own from its first save (`in_progress.py`), so that a save writes its game alone. Saving appends the new events
only if the stored log is still the one this session last saw: two sessions on the same game never silently
overwrite each other (`Conflict`). A damaged file is set aside and its newest good backup put back
(`storage.py`); `problems` says where the damaged bytes are kept, for the games file, the games' own files and
the history alike. Each stored game is checked whole (`GameDocument`, then its log with its game's events)
before anything uses it: one that does not read (a field missing, a date that is not one, a log that is not its
game's events) is set aside in the games file's `unreadable` table, and `unreadable` says which and why, for
the games in progress and the history alike.
"""

from __future__ import annotations

import json
import os
import uuid
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, ValidationError
from pydantic_core import PydanticCustomError
from tinydb import TinyDB
from tinydb.table import Document

from companion.games import DEFAULT, GAMES
from companion.names import name_key

from . import in_progress
from .archive import Archive
from .in_progress import Entry, InProgress
from .records import RecordId, StoredDate, own_log, record_of
from .storage import (
    AtomicJSONStorage,
    ReadOnly,
    SetAside,
    Unreadable,
    discard,
    exclusive,
    first_error,
    record_names,
    report,
    stage,
    sweep,
)

SCHEMA = 2
"""1: finished games kept in the games file only; 2: finished games filed in the history archive."""


@dataclass(frozen=True)
class StoredGame:
    id: str
    created: str
    updated: str
    finished: bool
    names: tuple[str, ...]
    round: int
    events: list[Any]
    """Its game's events (`History.log`)."""
    game: str = DEFAULT
    """The game's id in the registry (a game saved before there was more than one game names none: Vikings)."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _this_game(game: str, expected: str) -> str:
    if game not in GAMES:
        raise PydanticCustomError("unknown_game", "a game this companion does not know: {game}", {"game": game})
    if game != expected:
        raise PydanticCustomError("other_game", "a game of {game}, which this table does not hold", {"game": game})
    return game


class GameDocument(BaseModel):
    """A game in progress as the games file keeps it, checked whole before anything reads it; its log is read
    with its game's events (`_log`)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: RecordId
    game: Annotated[str, Strict(), AfterValidator(lambda game: _this_game(game, DEFAULT))] = DEFAULT
    created: StoredDate
    updated: StoredDate
    finished: Annotated[bool, Strict()]
    names: tuple[Annotated[str, Strict()], ...]
    round: Annotated[int, Strict(), Field(ge=1, le=6)]
    events: list[Any]


def _log(events: list[Any]) -> list[Any]:
    """A stored log read with its game's events, as this app kept them: `Unreadable` at its first event that is
    not one, located in the document (`events.<number>…`)."""
    try:
        return own_log(DEFAULT).log(json.dumps(events).encode("utf-8"))
    except ValidationError as error:
        first = first_error(error)
        raise Unreadable({**first, "loc": ("events", *first.get("loc", ()))}) from None


class GameStore:
    """The games of the games file at `path` that keep their own log (its table `games`), and the history beside
    it (`archive`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(os.path.abspath(path))  # a relative `--db` names the same files after any chdir
        path = self.path
        self.problems: list[str] = []
        """Where the bytes of damaged files are kept, the games file's, the games' own and the history's."""
        self.unreadable: list[SetAside] = []
        """The stored games that did not read, set aside: the games in progress' and the history's."""
        self.read_only = False
        """Whether the data folder refused to be written to when the store started (`recover`)."""
        self.archive = Archive(path.with_name(f"{path.stem}-history"), self.problems, self.unreadable)
        """Finished games, kept beside the games in progress."""
        self.in_progress = InProgress(path, "games", self.problems)
        """Each game in a file of its own once saved."""

    def _database(self) -> TinyDB:
        return TinyDB(self.path, storage=AtomicJSONStorage, problems=self.problems)

    def _games(self) -> Any:
        """The games the games file keeps: each as it starts, until its first save."""
        return self._database().table("games")

    def recover(self) -> None:
        """At start: remove the temporary files a crash left, finish the moves of games into their own files and
        the history's transaction it interrupted.

        Does nothing in a folder that cannot be written to, and says so (`read_only`): a file staged there
        and removed again tells, whatever the platform's permissions.
        """
        try:
            with exclusive(self.path):
                sweep(self.path.parent, self.path.name)
                with suppress(OSError):  # a full disk is found by the first save, not here
                    discard(stage(self.path, b"", durable=False))
                in_progress.recover(self.path, self.problems)
        except ReadOnly:
            self.read_only = True
        self.archive.recover()

    def check(self) -> None:
        """Read every game in progress, Vikings' and the other games', so that one that does not read is set
        aside and said at start."""
        from companion.play.store import TableStore  # which reads the history package as it loads

        self.all_games()
        TableStore(self.path, self.problems, self.unreadable).games()

    def migrate(self) -> int:
        """At start: recover from any crash, then bring an older games file up to this schema; returns how many
        games moved.

        Schema 1 kept finished games only in the games file; schema 2 keeps them in the history archive.
        Finished games missing from the archive are filed there (the games file keeps them too, untouched).
        A read-only folder is read as it is.
        """
        self.recover()
        self.check()
        if self._schema() >= SCHEMA:
            return 0
        try:
            with exclusive(self.path):
                database = self._database()
                if self._schema() >= SCHEMA:
                    return 0
                known = {summary.id for summary in self.archive.summaries()}
                records = []
                for entry in self.in_progress.entries():
                    if entry.document.get("finished") is True and entry.document.get("id") not in known:
                        with suppress(ValueError):  # a game that does not read, or that its rules refuse
                            game = self._stored(entry.document)
                            played = own_log(game.game).replay(game.events)
                            records.append(record_of(game.id, played, game.created, game.updated))
                self.archive.add_all(records)
                database.table("meta").upsert(Document({"schema": SCHEMA}, doc_id=1))
        except ReadOnly:
            return 0
        return len(records)

    def _schema(self) -> int:
        stamp = self._database().table("meta").get(doc_id=1)
        return stamp["schema"] if isinstance(stamp, dict) and isinstance(stamp.get("schema"), int) else 1

    def create(self, game: Any) -> str:
        """Store a new game (`History.new`), entered in the games file; its id."""
        game_id = str(uuid.uuid4())
        with exclusive(self.path):
            self._games().insert(self._document(game_id, game, created=_now()))
        return game_id

    def save(self, game_id: str, game: Any, seen: int) -> None:
        """Store the game's log, which extends the `seen` events this session loaded or saved last, in the game's
        own file: no other game's file, nor the games file once the game has left it."""
        self.in_progress.write(game_id, lambda stored: self._document(game_id, game, created=stored["created"]), seen)

    def load(self, game_id: str) -> StoredGame:
        """The game `game_id`; KeyError when there is none, ValueError when it does not read (it is set aside)."""
        entry = self.in_progress.entry(game_id)
        if entry is None:
            raise KeyError(game_id)
        try:
            return self._stored(entry.document)
        except ValueError as error:
            self._set_aside([(entry, first_error(error))])
            raise

    def all_games(self) -> list[StoredGame]:
        """Every game in progress or finished that reads; one that does not is set aside."""
        return self._readable(self.in_progress.entries())

    def unfinished(self) -> list[StoredGame]:
        """Games not finished yet that read, most recently played first; one that does not read is set aside.
        A game stored as finished is not read here (Home asks at every visit; `check` reads them all at start)."""
        entries = [entry for entry in self.in_progress.entries() if entry.document.get("finished") is not True]
        games = [game for game in self._readable(entries) if not game.finished]
        return sorted(games, key=lambda game: game.updated, reverse=True)

    def recent_names(self, limit: int = 12) -> list[str]:
        """Player names of the latest games, most recent first, each once."""
        names: dict[str, str] = {}
        for game in sorted(self.all_games(), key=lambda game: game.updated, reverse=True):
            for name in game.names:
                names.setdefault(name_key(name), name)  # "Ada" and "ada" are one player: the latest spelling
        return list(names.values())[:limit]

    def _readable(self, entries: list[Entry]) -> list[StoredGame]:
        """The stored games that read, each checked whole (`GameDocument`, then its log); one that does not (a
        field missing, a date that is not one, a log that is not events) is set aside, and said, so that every
        game listed opens and none vanishes without a word."""
        games: list[StoredGame] = []
        unread: list[tuple[Entry, dict[str, Any]]] = []
        for entry in entries:
            try:
                games.append(self._stored(entry.document))
            except ValueError as error:
                unread.append((entry, first_error(error)))
        if unread:
            self._set_aside(unread)
        return games

    def _set_aside(self, unread: list[tuple[Entry, dict[str, Any]]]) -> None:
        """Move games that do not read into the games file's `unreadable` table, and say which and why; in a
        folder that cannot be written to they stay where they are, left out."""
        moved = [False] * len(unread) if self.read_only else self.in_progress.set_aside(unread)
        for (entry, error), kept in zip(unread, moved, strict=True):
            game_id = entry.document.get("id")
            names = record_names(entry.document)
            report(self.unreadable, SetAside("game", str(game_id), names, error, str(self.path), kept))

    @staticmethod
    def _document(game_id: str, game: Any, created: str) -> dict[str, Any]:
        state = game.state
        return {
            "id": game_id,
            "game": DEFAULT,
            "created": created,
            "updated": _now(),
            "finished": state.finished,
            "names": [player.name for player in state.players],
            "round": state.round,
            "events": json.loads(own_log(DEFAULT).log_json(game.events)),
        }

    @staticmethod
    def _stored(document: dict[str, Any]) -> StoredGame:
        """The game a document keeps, checked whole; ValueError (pydantic's `ValidationError`, or `Unreadable`)
        when it does not read."""
        checked = GameDocument.model_validate(document)
        return StoredGame(**(dict(checked) | {"events": _log(checked.events)}))
