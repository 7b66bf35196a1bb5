"""Games in progress and finished, kept in one TinyDB file; every action is saved as it happens.

A stored game is its event log. Saving appends the new events only if the stored log is still the one
this session last saw: two sessions on the same game never silently overwrite each other (`Conflict`).
A damaged games file is set aside and its newest good backup put back (`storage.py`); `problems` says
where the damaged bytes are kept, for the games file and the history alike. Each stored game is checked whole
(`GameDocument`) before anything uses it: one that does not read (a field missing, a date that is not one, a
log that is not its game's events) is set aside in the file's `unreadable` table, and `unreadable` says which
and why, for the games in progress and the history alike.
"""

from __future__ import annotations

import os
import uuid
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, ValidationError
from pydantic_core import PydanticCustomError
from tinydb import Query, TinyDB
from tinydb.table import Document

from companion.games import DEFAULT, GAMES
from companion.games.vikings.models import KEPT
from companion.games.vikings.play.events import EVENTS, Event
from companion.games.vikings.play.game import ActionRefused, Game
from companion.names import name_key

from .archive import Archive
from .records import RecordId, StoredDate, record_of
from .storage import (
    AtomicJSONStorage,
    Conflict,
    ReadOnly,
    SetAside,
    discard,
    exclusive,
    first_error,
    record_names,
    report,
    set_aside,
    stage,
    sweep,
)

APP_FOLDER = "vikings-companion"
DB_NAME = "games.json"
SCHEMA = 2
"""1: finished games kept in the games file only; 2: finished games filed in the history archive."""


def default_db_path() -> Path:
    """The app's data folder: Flet's storage folder when built as an app, else the XDG data folder."""
    flet_storage = os.environ.get("FLET_APP_STORAGE_DATA")
    if flet_storage:
        return Path(flet_storage) / DB_NAME
    data_home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / APP_FOLDER / DB_NAME


@dataclass(frozen=True)
class StoredGame:
    id: str
    created: str
    updated: str
    finished: bool
    names: tuple[str, ...]
    round: int
    events: list[Event]
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
    """A game in progress as the games file keeps it, checked whole before anything reads it; its log read as
    this version reads what an earlier one kept (`KEPT`)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: RecordId
    game: Annotated[str, Strict(), AfterValidator(lambda game: _this_game(game, DEFAULT))] = DEFAULT
    created: StoredDate
    updated: StoredDate
    finished: Annotated[bool, Strict()]
    names: tuple[Annotated[str, Strict()], ...]
    round: Annotated[int, Strict(), Field(ge=1, le=6)]
    events: Annotated[list[Event], Field(fail_fast=True)]
    """Read up to its first event that is not one: that one says why (a log of 10,000 bad events is one error)."""


class GameStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(os.path.abspath(path))  # a relative `--db` names the same files after any chdir
        path = self.path
        self.problems: list[str] = []
        """Where the bytes of damaged files are kept, the games file's and the history's."""
        self.unreadable: list[SetAside] = []
        """The stored games that did not read, set aside: the games in progress' and the history's."""
        self.read_only = False
        """Whether the data folder refused to be written to when the store started (`recover`)."""
        self.archive = Archive(path.with_name(f"{path.stem}-history"), self.problems, self.unreadable)
        """Finished games, kept beside the games in progress."""

    def _database(self) -> TinyDB:
        return TinyDB(self.path, storage=AtomicJSONStorage, problems=self.problems)

    def _games(self) -> Any:
        return self._database().table("games")

    def recover(self) -> None:
        """At start: remove the temporary files a crash left, and finish the history's interrupted transaction.

        Does nothing in a folder that cannot be written to, and says so (`read_only`): a file staged there
        and removed again tells, whatever the platform's permissions.
        """
        try:
            with exclusive(self.path):
                sweep(self.path.parent, self.path.name)
                with suppress(OSError):  # a full disk is found by the first save, not here
                    discard(stage(self.path, b"", durable=False))
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
                for document in database.table("games").search(Query().finished == True):  # noqa: E712
                    if document["id"] not in known:
                        with suppress(ValidationError, ActionRefused, ValueError, KeyError):
                            game = Game.replay(EVENTS.validate_python(document["events"], context=KEPT))
                            records.append(record_of(document["id"], game, document["created"], document["updated"]))
                self.archive.add_all(records)
                database.table("meta").upsert(Document({"schema": SCHEMA}, doc_id=1))
        except ReadOnly:
            return 0
        return len(records)

    def _schema(self) -> int:
        stamp = self._database().table("meta").get(doc_id=1)
        return stamp["schema"] if isinstance(stamp, dict) and isinstance(stamp.get("schema"), int) else 1

    def create(self, game: Game) -> str:
        game_id = str(uuid.uuid4())
        with exclusive(self.path):
            self._games().insert(self._document(game_id, game, created=_now()))
        return game_id

    def save(self, game_id: str, game: Game, seen: int) -> None:
        """Store the game's log, which extends the `seen` events this session loaded or saved last."""
        with exclusive(self.path):
            games = self._games()
            stored = games.get(Query().id == game_id)
            if stored is None or len(stored["events"]) != seen:
                raise Conflict(game_id)
            games.update(self._document(game_id, game, created=stored["created"]), Query().id == game_id)

    def load(self, game_id: str) -> StoredGame:
        """The game `game_id`; KeyError when there is none, ValueError when it does not read (it is set aside)."""
        document = self._games().get(Query().id == game_id)
        if document is None:
            raise KeyError(game_id)
        try:
            return self._stored(document)
        except ValidationError as error:
            self._set_aside([(document, first_error(error))])
            raise

    def all_games(self) -> list[StoredGame]:
        """Every game in progress or finished that reads; one that does not is set aside."""
        return self._readable(self._games().all())

    def unfinished(self) -> list[StoredGame]:
        """Games not finished yet that read, most recently played first; one that does not read is set aside.
        A game stored as finished is not read here (Home asks at every visit; `check` reads them all at start)."""
        documents = [document for document in self._games().all() if document.get("finished") is not True]
        games = [game for game in self._readable(documents) if not game.finished]
        return sorted(games, key=lambda game: game.updated, reverse=True)

    def recent_names(self, limit: int = 12) -> list[str]:
        """Player names of the latest games, most recent first, each once."""
        names: dict[str, str] = {}
        for game in sorted(self._readable(self._games().all()), key=lambda game: game.updated, reverse=True):
            for name in game.names:
                names.setdefault(name_key(name), name)  # "Ada" and "ada" are one player: the latest spelling
        return list(names.values())[:limit]

    def _readable(self, documents: list[Document]) -> list[StoredGame]:
        """The documents that read as games, each checked whole (`GameDocument`); one that does not (a field
        missing, a date that is not one, a log that is not events) is set aside, and said, so that every game
        listed opens and none vanishes without a word."""
        games: list[StoredGame] = []
        unread: list[tuple[Document, dict[str, Any]]] = []
        for document in documents:
            try:
                games.append(self._stored(document))
            except ValidationError as error:
                unread.append((document, first_error(error)))
        if unread:
            self._set_aside(unread)
        return games

    def _set_aside(self, unread: list[tuple[Document, dict[str, Any]]]) -> None:
        """Move games that do not read into the file's `unreadable` table, and say which and why; in a folder
        that cannot be written to they stay where they are, left out."""
        moved: list[bool] = [False] * len(unread)
        if not self.read_only:
            with suppress(ReadOnly, OSError), exclusive(self.path):
                storage = AtomicJSONStorage(self.path, problems=self.problems)
                tables = storage.read() or {}
                marks = [set_aside(tables, "games", str(doc.doc_id), doc, error) for doc, error in unread]
                if any(marks):
                    storage.write(tables)
                moved = marks
        for (document, error), kept in zip(unread, moved, strict=True):
            game_id = document.get("id")
            names = record_names(document)
            report(self.unreadable, SetAside("game", str(game_id), names, error, str(self.path), kept))

    @staticmethod
    def _document(game_id: str, game: Game, created: str) -> dict[str, Any]:
        state = game.state
        return {
            "id": game_id,
            "game": DEFAULT,
            "created": created,
            "updated": _now(),
            "finished": state.finished,
            "names": [player.name for player in state.players],
            "round": state.round,
            "events": EVENTS.dump_python(game.events, mode="json"),
        }

    @staticmethod
    def _stored(document: dict[str, Any]) -> StoredGame:
        """The game a document keeps, checked whole; ValidationError when it does not read."""
        checked = GameDocument.model_validate(document, context=KEPT)
        return StoredGame(
            id=checked.id,
            created=checked.created,
            updated=checked.updated,
            finished=checked.finished,
            names=checked.names,
            round=checked.round,
            events=checked.events,
            game=checked.game,
        )
