"""Games in progress and finished, kept in one TinyDB file; every action is saved as it happens.

A stored game is its event log. Saving appends the new events only if the stored log is still the one
this session last saw: two sessions on the same game never silently overwrite each other (`Conflict`).
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB
from tinydb.table import Document

from companion.play.events import EVENTS, Event
from companion.play.game import Game

from .archive import Archive
from .records import record_of
from .storage import AtomicJSONStorage, exclusive

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


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class GameStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.archive = Archive(path.with_name(f"{path.stem}-history"))
        """Finished games, kept beside the games in progress."""

    def _games(self) -> Any:
        return TinyDB(self.path, storage=AtomicJSONStorage).table("games")

    def migrate(self) -> int:
        """Bring an older games file up to this schema; returns how many games moved.

        Schema 1 kept finished games only in the games file; schema 2 keeps them in the history archive.
        Finished games missing from the archive are filed there (the games file keeps them too, untouched).
        """
        with exclusive(self.path):
            database = TinyDB(self.path, storage=AtomicJSONStorage)
            meta = database.table("meta")
            stamp = meta.get(doc_id=1)
            version = stamp["schema"] if isinstance(stamp, dict) else 1

            if version >= SCHEMA:
                return 0
            known = {summary.id for summary in self.archive.summaries()}
            moved = 0
            for document in database.table("games").search(Query().finished == True):  # noqa: E712
                if document["id"] not in known:
                    game = Game.replay(EVENTS.validate_python(document["events"]))
                    self.archive.save(record_of(document["id"], game, document["created"], document["updated"]))
                    moved += 1
            meta.upsert(Document({"schema": SCHEMA}, doc_id=1))
        return moved

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
        """Games not finished yet, most recently played first."""
        games = [self._stored(doc) for doc in self._games().search(Query().finished == False)]  # noqa: E712
        return sorted(games, key=lambda game: game.updated, reverse=True)

    def recent_names(self, limit: int = 12) -> list[str]:
        """Player names of the latest games, most recent first, each once."""
        names: list[str] = []
        for document in sorted(self._games().all(), key=lambda doc: doc["updated"], reverse=True):
            for name in document["names"]:
                if name not in names:
                    names.append(name)
        return names[:limit]

    @staticmethod
    def _document(game_id: str, game: Game, created: str) -> dict[str, Any]:
        state = game.state
        return {
            "id": game_id,
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
        )
