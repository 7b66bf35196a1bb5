"""Games in progress and finished, kept in one TinyDB file; every action is saved as it happens.

A stored game is its event log. Saving appends the new events only if the stored log is still the one
this session last saw: two sessions on the same game never silently overwrite each other (`Conflict`).
A damaged games file is set aside and its newest good backup put back (`storage.py`); `problems` says
where the damaged bytes are kept, for the games file and the history alike.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from tinydb import Query, TinyDB
from tinydb.table import Document

from companion.games import DEFAULT
from companion.games.vikings.play.events import EVENTS, Event
from companion.games.vikings.play.game import ActionRefused, Game

from .archive import Archive
from .records import record_of
from .storage import AtomicJSONStorage, ReadOnly, discard, exclusive, stage, sweep

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


class Conflict(Exception):
    """The stored game moved on since this session last read it."""


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


class GameStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []
        """Where the bytes of damaged files are kept, the games file's and the history's."""
        self.read_only = False
        """Whether the data folder refused to be written to when the store started (`recover`)."""
        self.archive = Archive(path.with_name(f"{path.stem}-history"), self.problems)
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

    def migrate(self) -> int:
        """At start: recover from any crash, then bring an older games file up to this schema; returns how many
        games moved.

        Schema 1 kept finished games only in the games file; schema 2 keeps them in the history archive.
        Finished games missing from the archive are filed there (the games file keeps them too, untouched).
        A read-only folder is read as it is.
        """
        self.recover()
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
                            game = Game.replay(EVENTS.validate_python(document["events"]))
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
        document = self._games().get(Query().id == game_id)
        if document is None:
            raise KeyError(game_id)
        return self._stored(document)

    def all_games(self) -> list[StoredGame]:
        return [self._stored(document) for document in self._games().all()]

    def unfinished(self) -> list[StoredGame]:
        """Games not finished yet that read and can be opened, most recently played first."""
        games = list(self._readable(self._games().search(Query().finished == False)))  # noqa: E712
        return sorted(games, key=lambda game: game.updated, reverse=True)

    def recent_names(self, limit: int = 12) -> list[str]:
        """Player names of the latest games, most recent first, each once."""
        names: list[str] = []
        for game in sorted(self._readable(self._games().all()), key=lambda game: game.updated, reverse=True):
            for name in game.names:
                if name not in names:
                    names.append(name)
        return names[:limit]

    def _readable(self, documents: list[Document]) -> Iterator[StoredGame]:
        """The documents that read as games; one that does not (a field missing, a log that is not events)
        is left out of lists, so that every game listed opens."""
        for document in documents:
            with suppress(KeyError, TypeError, ValueError):
                yield self._stored(document)

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
        return StoredGame(
            id=document["id"],
            created=document["created"],
            updated=document["updated"],
            finished=document["finished"],
            names=tuple(document["names"]),
            round=document["round"],
            events=EVENTS.validate_python(document["events"]),
            game=document.get("game", DEFAULT),
        )
