"""The history of finished games: TinyDB shards by month, summaries apart from the compressed logs.

Why this layout, measured at 10,000 games: every write rewrites a whole TinyDB file, so one file for all
games would make each save rewrite megabytes. A month holds a few hundred games at most, so saving a game
rewrites two small files; the first page of the list reads only the newest months; the statistics read
the summaries alone (about 400 bytes a game), never the logs. A shard that cannot be read is moved aside,
never overwritten, and reported.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from tinydb import Query, TinyDB

from companion.play.events import Started
from companion.play.game import ActionRefused

from .records import GameRecord, GameSummary, record_of_events
from .storage import AtomicJSONStorage, backups, exclusive

EXPORT_FORMAT = "vikings-history/1"
SHARD_BACKUPS = 1
"""Each month keeps its previous version: enough to come back from a damaged file, and the history stays
within 3 kB a game on disk, backups included."""


class Archive:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.problems: list[str] = []
        """Shards found unreadable and moved aside since this archive was opened."""

    def _shard(self, kind: str, month: str) -> Path:
        return self.folder / kind / f"{month}.json"

    def _table(self, path: Path) -> Any:
        return TinyDB(path, storage=AtomicJSONStorage, backups=SHARD_BACKUPS).table("games")

    def _read(self, path: Path) -> list[dict[str, Any]]:
        """A shard's documents; an unreadable shard is moved aside and reported, and reads as empty."""
        try:
            return list(self._table(path).all())
        except (ValueError, KeyError, TypeError, AttributeError):
            aside = path.with_name(f"{path.name}.unreadable-{int(time.time())}")
            path.rename(aside)
            self.problems.append(str(aside))
            return self._restore(path)

    def _restore(self, path: Path) -> list[dict[str, Any]]:
        """Put back the newest backup of a shard that can be read, if any."""
        for backup in backups(path, SHARD_BACKUPS):
            try:
                table = TinyDB(backup, storage=AtomicJSONStorage, backups=0).table("games")
                documents = [dict(document) for document in table.all()]
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
            if backup.exists():
                shutil.copy2(backup, path)
                return documents
        return []

    def _months(self, kind: str = "summaries") -> list[str]:
        """Months with a shard, newest first."""
        return sorted((path.stem for path in (self.folder / kind).glob("*.json")), reverse=True)

    def save(self, record: GameRecord) -> None:
        """Store a finished game; a game already stored under the same id is replaced."""
        month = record.summary.date[:7]
        with exclusive(self.folder / "archive"):
            for kind, document in (
                ("summaries", record.summary.model_dump(mode="json")),
                ("logs", {"id": record.summary.id, "log": record.log}),
            ):
                table = self._writable(self._shard(kind, month))
                same = Query().id == record.summary.id
                # A new game is one insert (one write); upsert would write twice.
                if table.contains(same):
                    table.update(document, same)
                else:
                    table.insert(document)

    def _writable(self, path: Path) -> Any:
        """The shard's table, after moving it aside if it cannot be read: a bad file is never overwritten."""
        try:
            table = self._table(path)
            len(table)
        except (ValueError, KeyError, TypeError, AttributeError):
            self._read(path)
            table = self._table(path)
        return table

    def add_all(self, records: list[GameRecord]) -> None:
        """Store games not stored yet, one write per month touched (an import, a restore)."""
        by_month: dict[str, list[GameRecord]] = {}
        for record in records:
            by_month.setdefault(record.summary.date[:7], []).append(record)
        with exclusive(self.folder / "archive"):
            for month, batch in by_month.items():
                self._table(self._shard("summaries", month)).insert_multiple(
                    [record.summary.model_dump(mode="json") for record in batch]
                )
                self._table(self._shard("logs", month)).insert_multiple(
                    [{"id": record.summary.id, "log": record.log} for record in batch]
                )

    def documents(self) -> Iterator[dict[str, Any]]:
        """Every stored game's summary as stored (checked when it was saved), month by month, newest first."""
        for month in self._months():
            yield from self._read(self._shard("summaries", month))

    def summaries(self) -> Iterator[GameSummary]:
        """Every stored game, newest first."""
        for month in self._months():
            documents = self._read(self._shard("summaries", month))
            summaries = (GameSummary.model_validate(document) for document in documents)
            yield from sorted(summaries, key=lambda summary: summary.date, reverse=True)

    def page(self, offset: int = 0, limit: int = 20, player: str | None = None) -> list[GameSummary]:
        found: list[GameSummary] = []
        for summary in self.summaries():
            if player is None or any(p.name.casefold() == player.casefold() for p in summary.players):
                found.append(summary)
                if len(found) >= offset + limit:
                    break
        return found[offset:]

    def get(self, game_id: str) -> GameRecord:
        for month in self._months():
            for document in self._read(self._shard("summaries", month)):
                if document["id"] == game_id:
                    logs = self._read(self._shard("logs", month))
                    log = next(d["log"] for d in logs if d["id"] == game_id)
                    return GameRecord(summary=GameSummary.model_validate(document), log=log)
        raise KeyError(game_id)

    def delete(self, game_id: str) -> GameRecord:
        """Remove a game and return it, so that it can be saved back (undo)."""
        record = self.get(game_id)
        month = record.summary.date[:7]
        with exclusive(self.folder / "archive"):
            for kind in ("summaries", "logs"):
                self._table(self._shard(kind, month)).remove(Query().id == game_id)
        return record

    def rename(self, old: str, new: str) -> int:
        """Give player `old` the name `new` in every game (merging two names into one); returns the games changed.

        Refused when a game has both names: two seats cannot become one player.
        """
        new = new.strip()
        if not new or new == old:
            raise RenameRefused("the new name must differ")
        touched = [s for s in self.summaries() if any(p.name == old for p in s.players)]
        both = [s.id for s in touched if any(p.name == new for p in s.players)]
        if both:
            raise RenameRefused(f"{old} and {new} played together in {len(both)} games")
        for summary in touched:
            record = self.get(summary.id)
            players = tuple(p.model_copy(update={"name": new}) if p.name == old else p for p in summary.players)
            events = record.events()
            started = events[0]
            assert isinstance(started, Started)
            seats = tuple(s.model_copy(update={"name": new}) if s.name == old else s for s in started.setup.seats)
            events[0] = started.model_copy(update={"setup": started.setup.model_copy(update={"seats": seats})})
            self.save(record_of_events(summary.model_copy(update={"players": players}), events))
        return len(touched)

    def export(self) -> dict[str, Any]:
        return {"format": EXPORT_FORMAT, "games": [self.get(s.id).model_dump(mode="json") for s in self.summaries()]}

    def import_(self, data: object) -> int:
        """Merge an export: new games are added, games already here (same id) are left as they are.

        Everything is checked before anything is written: a file with one bad game changes nothing.
        """
        if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not isinstance(data.get("games"), list):
            raise ImportRefused(f"not a {EXPORT_FORMAT} file")
        try:
            records = [GameRecord.model_validate(game) for game in data["games"]]
            for record in records:
                record.replay()
        except (ValidationError, ValueError, ActionRefused) as error:
            raise ImportRefused(_first_error(error)) from None
        known = {summary.id for summary in self.summaries()}
        added = list({record.summary.id: record for record in records if record.summary.id not in known}.values())
        self.add_all(added)
        return len(added)


class RenameRefused(Exception):
    """A rename that would merge two seats of one game."""


class ImportRefused(Exception):
    """An import file that cannot be merged; nothing was written."""


def _first_error(error: Exception) -> str:
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        return f"{'.'.join(str(part) for part in first['loc'])}: {first['msg']}"
    return str(error) or type(error).__name__


def load_export(path: Path, limit: int = 50_000_000) -> object:
    """Read an export file, refusing what is too large or not JSON before anything else."""
    if path.stat().st_size > limit:
        raise ImportRefused(f"{path} is larger than {limit // 1_000_000} MB")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ImportRefused(f"{path} is not a JSON file: {error}") from None
