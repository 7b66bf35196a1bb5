"""Games in progress, each kept in a file of its own, so that a save at the table writes its game's file and no
other: neither the games file nor another game's.

Beside the games file (`games.json`), the folder `games-in-progress/<table>/` holds one file a game of the
games file's table `<table>` (`games`: Vikings', `tables`: the other games'): a games file of that game alone,
its table holding the game's document (`{"games": {"1": {...}}}`), read and written as the games file is. Each
is written as every file of the companion is (`storage`: whole, in one step, with its backups; a damaged one is
set aside, said, and its newest good backup put back), under the games file's lock, which so guards every
game's file as well as the games file. A game that does not read is kept in the games file's `unreadable`
table, as one found in the games file itself is.

The games file keeps the rest: its schema, the games set aside, and each game as it starts, as it has kept
every game until now. A game kept there still reads; its first save moves it into a file of its own: that
file is written first, then the games file without it. A crash between the two leaves it in both, where its
own file is the one read, and the next start finishes the move (`settle`).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB
from tinydb.table import Document, Table

from .storage import (
    BACKUPS,
    AtomicJSONStorage,
    Conflict,
    ReadOnly,
    Tables,
    backups,
    encode,
    exclusive,
    keep_aside,
    load_tables,
    make_folder,
    remove,
    replace_file,
    set_aside,
    sweep,
)

FOLDER = "in-progress"
"""The folder of the games in progress is named after the games file: `games-in-progress` beside `games.json`."""
PLAIN_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
"""An id that names its game's file as it is (the ids the companion gives are such): no folder, no dot, one
case, on every file system."""


@dataclass(frozen=True)
class Entry:
    """A stored game's document, and where it is kept: its own file, or the games file (the document's id there)."""

    document: dict[str, Any]
    where: Path | int


def folder_of(path: Path) -> Path:
    """The folder of the games in progress beside the games file at `path`."""
    return path.with_name(f"{path.stem}-{FOLDER}")


class InProgress:
    """The games in progress of the table `table` of the games file at `path`, each in its own file once saved;
    damaged files are reported into `problems`."""

    def __init__(self, path: Path, table: str, problems: list[str]) -> None:
        self.path = path
        self.table = table
        self.folder = folder_of(path) / table
        self.problems = problems

    def _table(self) -> Table:
        return TinyDB(self.path, storage=AtomicJSONStorage, problems=self.problems).table(self.table)

    def file(self, game_id: str) -> Path:
        """The file of the game `game_id`: named by its id, or by its id's digest for an id no file may be named
        (`PLAIN_NAME`)."""
        name = game_id if PLAIN_NAME.fullmatch(game_id) else f"_{hashlib.sha256(game_id.encode()).hexdigest()}"
        return self.folder / f"{name}.json"

    def _read(self, file: Path) -> dict[str, Any] | None:
        """The document of a game's file; None where there is none. A damaged file is set aside and its newest
        good backup read."""
        tables: Tables = load_tables(file, BACKUPS, self.problems, self.path)
        return next(iter(tables.get(self.table, {}).values()), None)

    def entries(self) -> list[Entry]:
        """Every stored game: those in files of their own, then those the games file keeps that have none."""
        own = [Entry(document, file) for file in sorted(self.folder.glob("*.json")) if (document := self._read(file))]
        moved = {entry.where for entry in own}
        return own + [
            Entry(document, document.doc_id)
            for document in self._table().all()
            if not (isinstance(document.get("id"), str) and self.file(document["id"]) in moved)
        ]

    def entry(self, game_id: str) -> Entry | None:
        """The game `game_id` as stored; None when there is none."""
        file = self.file(game_id)
        own = self._read(file)
        if own is not None:
            return Entry(own, file)
        kept = self._table().get(Query().id == game_id)
        return None if not isinstance(kept, Document) else Entry(kept, kept.doc_id)

    def write(self, game_id: str, change: Callable[[dict[str, Any]], dict[str, Any]], seen: int | None = None) -> None:
        """Write the game `game_id` in its own file as `change` makes it of its stored document, moving it out of
        the games file where it is still there; nothing when there is no such game.

        With `seen`, `Conflict` unless the stored log has `seen` events, the log this session last saw, or when
        there is no such game."""
        with exclusive(self.path):
            stored = self.entry(game_id)
            if seen is not None and (stored is None or len(stored.document["events"]) != seen):
                raise Conflict(game_id)
            if stored is None:
                return
            file = self.file(game_id)
            make_folder(self.folder)
            replace_file(file, encode({self.table: {"1": change(dict(stored.document))}}))
            if isinstance(stored.where, int):
                self._table().remove(doc_ids=[stored.where])

    def set_aside(self, unread: list[tuple[Entry, dict[str, Any]]]) -> list[bool]:
        """Move games that do not read into the games file's `unreadable` table, each still as it was read, with
        this table's name and the reason; whether each moved. A game's file goes once the games file keeps it:
        a crash between keeps it twice, never not at all. Where the files cannot be written, they stay."""
        moved: list[bool] = [False] * len(unread)
        with suppress(ReadOnly, OSError), exclusive(self.path):
            storage = AtomicJSONStorage(self.path, problems=self.problems)
            tables = storage.read() or {}
            marks = [self._aside(tables, entry, error) for entry, error in unread]
            if any(marks):
                storage.write(tables)
            moved = marks
            for (entry, _), mark in zip(unread, marks, strict=True):
                if mark and isinstance(entry.where, Path):
                    for file in [entry.where, *backups(entry.where)]:
                        if file.exists():
                            remove(file)
        return moved

    def _aside(self, tables: Any, entry: Entry, error: dict[str, Any]) -> bool:
        if isinstance(entry.where, int):
            return set_aside(tables, self.table, str(entry.where), entry.document, error)
        if self._read(entry.where) != entry.document:
            return False
        keep_aside(tables, self.table, entry.where.name, entry.document, error)
        return True

    def settle(self) -> None:
        """Finish the moves a crash interrupted: take out of the games file each game that has a file of its own."""
        table = self._table()
        moved = [
            document.doc_id
            for document in table.all()
            if isinstance(document.get("id"), str) and self.file(document["id"]).is_file()
        ]
        if moved:
            table.remove(doc_ids=moved)


def recover(path: Path, problems: list[str]) -> None:
    """At start, under the games file's lock: remove the temporary files a crash left among the games in progress,
    and finish the moves it interrupted, for every table that has games in files of their own."""
    folder = folder_of(path)
    if not folder.is_dir():
        return
    for tables in sorted(folder.iterdir()):
        if tables.is_dir():
            sweep(tables)
            InProgress(path, tables.name, problems).settle()
