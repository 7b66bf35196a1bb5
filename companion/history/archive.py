"""The history of finished games: TinyDB shards by month, summaries apart from the compressed logs.

Why this layout, measured at 10,000 games: every write rewrites a whole TinyDB file, so one file for all
games would make each save rewrite megabytes. A month holds a few hundred games at most, so saving a game
rewrites two small files; the first page of the list reads only the newest months; the statistics read
the summaries alone (about 400 bytes a game), never the logs.

Every change is one transaction (`journal.py`): a game's summary and its log land together or not at all,
whatever crash or full disk comes between, and an import lands whole or not at all. Within a transaction a
log lands before its summary and leaves after it, so that even a reader who comes between two renames never
lists a game it cannot open. A shard that cannot be read is moved aside, never overwritten, and reported;
its backup is put back. A shard that reads, but holds a game that does not (a summary whose date is not a
date, a player ranked tenth), keeps its other games: each game is checked whole before it is listed or counted,
and one that fails is set aside in the shard's `unreadable` table and said (`unreadable`). A shard's month is
built from the numbers of the game's parsed date, never taken from stored text, and its path is checked to lie
in the history folder.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, Field, TypeAdapter, ValidationError
from tinydb import Query, TinyDB
from tinydb.storages import Storage
from tinydb.table import Table

from companion.games import DEFAULT, GAMES
from companion.games.base import KEPT, PlayerName
from companion.messages import field_text, text
from companion.names import name_key, normal_name

from .exchange import EXPORT_FORMAT, ImportRefused, Progress, checked_records, load_export
from .journal import JOURNAL, Transaction, finish_pending, recover
from .records import (
    EXTENDED_DATE,
    GameRecord,
    GameSummary,
    LogDocument,
    SheetLog,
    SummaryDocument,
    instant,
    month_of,
    packed,
    unpack,
    utc_date,
)
from .storage import (
    ReadOnly,
    SetAside,
    Tables,
    exclusive,
    first_error,
    load_tables,
    record_names,
    report,
    set_aside,
)

__all__ = ["EXPORT_FORMAT", "SHARD_BACKUPS", "Archive", "ImportRefused", "RenameRefused", "load_export"]

SHARD_BACKUPS = 1
"""Each month keeps its previous version: enough to come back from a damaged file, and the history stays
within 3 kB a game on disk, backups included."""
SUMMARIES, LOGS = "summaries", "logs"
GAMES_TABLE = "games"
"""The table of a shard that holds its games."""


class Unchecked(dict[str, Any]):
    """A stored game that did not read as what its shard holds: checked again alone, to say why."""


_DOCUMENT: dict[str, TypeAdapter[Any]] = {SUMMARIES: TypeAdapter(SummaryDocument), LOGS: TypeAdapter(LogDocument)}
"""One stored game of a shard, checked whole."""
_UNCHECKED = Annotated[dict[str, Any], AfterValidator(Unchecked)]
_LATE = ConfigDict(defer_build=True)
_SHARDS: dict[str, TypeAdapter[Any]] = {
    SUMMARIES: TypeAdapter(
        dict[str, dict[str, Annotated[SummaryDocument | _UNCHECKED, Field(union_mode="left_to_right")]]], config=_LATE
    ),
    LOGS: TypeAdapter(
        dict[str, dict[str, Annotated[LogDocument | _UNCHECKED, Field(union_mode="left_to_right")]]], config=_LATE
    ),
}
"""A shard as it is read: tables of documents (anything else is a damaged file), each game checked whole as the
file is parsed, one pass; a game that does not read comes as `Unchecked`, to be set aside. Like the records'
models (`records`), each is built when first used, not at the app's start, before Home shows."""
_MONTH = re.compile(r"\d{4}-\d{2}")
_NAME = TypeAdapter(PlayerName)


class RenameRefused(Exception):
    """A rename that would merge two seats of one game, or give a name no seat may have. `code` says which kind
    of refusal: "gone" when no game has the player (renamed or deleted on another device, or never a player)."""

    def __init__(self, reason: str, code: str = "refused") -> None:
        super().__init__(reason)
        self.code = code


class Archive:
    def __init__(
        self, folder: Path, problems: list[str] | None = None, unreadable: list[SetAside] | None = None
    ) -> None:
        self.folder = Path(os.path.abspath(folder))  # a transaction names its files relative to it
        self.problems: list[str] = [] if problems is None else problems
        """Where the bytes of files found damaged are kept (moved aside, or left in a read-only folder)."""
        self.unreadable: list[SetAside] = [] if unreadable is None else unreadable
        """The games that did not read, set aside (or, where they could not be moved, left out)."""
        self._lock = self.folder / "archive"
        self._in_transaction = threading.local()
        """Whether this thread is inside a transaction: a game found unreadable there is left out, and moved by
        the next read outside one."""

    # Files

    def _shard(self, kind: str, month: str) -> Path:
        if kind not in _DOCUMENT or not _MONTH.fullmatch(month):
            raise ValueError(f"not a history shard: {kind}/{month}")
        path = self.folder / kind / f"{month}.json"
        if not Path(os.path.normpath(path)).is_relative_to(os.path.normpath(self.folder)):
            raise ValueError(f"outside the history: {path}")
        return path

    def _loader(self, kind: str) -> Callable[[Path], Tables]:
        def load(path: Path) -> Tables:
            tables: Tables = load_tables(path, SHARD_BACKUPS, self.problems, self._lock, _SHARDS[kind])
            return tables

        return load

    def _documents(self, kind: str, month: str) -> list[dict[str, Any]]:
        """The games of a shard, each checked whole (`SummaryDocument`, `LogDocument`): one that does not read is
        set aside and said, and left out."""
        path = self._shard(kind, month)
        games = self._loader(kind)(path).get(GAMES_TABLE, {})
        if not any(isinstance(document, Unchecked) for document in games.values()):
            return list(games.values())
        good, unread = [], []
        for doc_id, document in games.items():
            if not isinstance(document, Unchecked):
                good.append(document)
                continue
            try:
                _DOCUMENT[kind].validate_python(document, context=KEPT)
            except ValidationError as error:
                unread.append((doc_id, dict(document), first_error(error)))
            else:
                good.append(dict(document))
        self._set_aside(kind, path, unread)
        return good

    def _set_aside(self, kind: str, path: Path, unread: list[tuple[str, dict[str, Any], dict[str, Any]]]) -> None:
        """Move games that do not read into their shard's `unreadable` table (a transaction of its own), and say
        which and why; inside another transaction, or where the folder cannot be written, they are left out."""
        moved = [False] * len(unread)
        if not getattr(self._in_transaction, "active", False):
            try:
                with self._writing() as transaction:
                    tables = transaction.read(path, self._loader(kind))
                    marks = [set_aside(tables, GAMES_TABLE, doc_id, doc, error) for doc_id, doc, error in unread]
                    if any(marks):
                        transaction.write(path, tables)
                moved = marks  # committed
            except (ReadOnly, OSError):
                pass
        for (_, document, error), kept in zip(unread, moved, strict=True):
            names = record_names(document)
            report(self.unreadable, SetAside("history", str(document.get("id")), names, error, str(path), kept))

    def _months(self) -> list[str]:
        """Months with a shard of summaries, newest first."""
        names = (path.stem for path in (self.folder / SUMMARIES).glob("*.json"))
        return sorted((name for name in names if _MONTH.fullmatch(name)), reverse=True)

    def recover(self) -> None:
        """At start: finish a transaction a crash interrupted, and remove the temporary files crashes left.

        Does nothing in a folder that cannot be written to.
        """
        with suppress(ReadOnly), exclusive(self._lock):
            self._recover()

    def _recover(self) -> None:
        recover(self.folder, [self.folder / SUMMARIES, self.folder / LOGS], SHARD_BACKUPS, self.problems)

    def _settle(self) -> None:
        """Before reading: finish a transaction a crash interrupted, so that the history reads whole."""
        if (self.folder / JOURNAL).exists():
            self.recover()

    @contextmanager
    def _writing(self) -> Iterator[Transaction]:
        """One transaction under the history's lock; `ReadOnly` in a folder that cannot be written to."""
        with exclusive(self._lock):
            finish_pending(self.folder, SHARD_BACKUPS, self.problems)
            transaction = Transaction(self.folder, SHARD_BACKUPS)
            outer = getattr(self._in_transaction, "active", False)
            self._in_transaction.active = True
            try:
                try:
                    yield transaction
                except BaseException:
                    transaction.discard()
                    raise
                transaction.commit()
            finally:
                self._in_transaction.active = outer

    def _table(self, transaction: Transaction, kind: str, month: str) -> Table:
        path = self._shard(kind, month)
        return TinyDB(storage=_StagedStorage, transaction=transaction, path=path, load=self._loader(kind)).table(
            GAMES_TABLE
        )

    # Reading

    def documents(self) -> Iterator[dict[str, Any]]:
        """Every stored game's summary as stored (checked when it was saved), month by month, newest first."""
        self._settle()
        for month in self._months():
            yield from self._documents(SUMMARIES, month)

    def summaries(self) -> Iterator[GameSummary]:
        """Every stored game, newest first."""
        self._settle()
        for month in self._months():
            summaries = (
                GameSummary.model_validate(document, context=KEPT) for document in self._documents(SUMMARIES, month)
            )
            yield from sorted(summaries, key=lambda summary: instant(summary.date), reverse=True)

    def page(
        self, offset: int = 0, limit: int = 20, player: str | None = None, game: str | None = None
    ) -> list[GameSummary]:
        """Newest first, only the games `player` played in and of `game`, where given."""
        found: list[GameSummary] = []
        wanted = None if player is None else name_key(normal_name(player))
        for summary in self.summaries():
            if game is not None and summary.game != game:
                continue
            if wanted is None or any(name_key(p.name) == wanted for p in summary.players):
                found.append(summary)
                if len(found) >= offset + limit:
                    break
        return found[offset:]

    def get(self, game_id: str) -> GameRecord:
        return self._locate(game_id)[1]

    def _locate(self, game_id: str) -> tuple[str, GameRecord]:
        """The month a game is stored in, and the game; KeyError when it is not in history."""
        self._settle()
        for month in self._months():
            for document in self._documents(SUMMARIES, month):
                if document["id"] == game_id:
                    logs = self._documents(LOGS, month)
                    log = next((d["log"] for d in logs if d["id"] == game_id), None)
                    if log is None:
                        break  # deleted while this was reading
                    summary = GameSummary.model_validate(document, context=KEPT)
                    return month, GameRecord(summary=summary, log=log)
        raise KeyError(game_id)

    def export(self, progress: Progress | None = None) -> dict[str, Any]:
        """The whole history as one `vikings-history/1` document, newest first: each shard is read once."""
        self._settle()
        shards = [(month, self._documents(SUMMARIES, month)) for month in self._months()]
        total, done = sum(len(summaries) for _, summaries in shards), 0
        games = []
        for month, summaries in shards:
            logs = {document["id"]: document["log"] for document in self._documents(LOGS, month)}
            for summary in sorted(summaries, key=lambda document: instant(document["date"]), reverse=True):
                if summary["id"] in logs:
                    games.append({"version": 1, "summary": exported(summary), "log": logs[summary["id"]]})
            done += len(summaries)
            if progress is not None:
                progress(done, total)
        return {"format": EXPORT_FORMAT, "games": games}

    # Writing

    def save(self, record: GameRecord) -> None:
        """Store a finished game; a game already stored under the same id is replaced."""
        self.add_all([record], replace=True)

    def add_all(self, records: list[GameRecord], replace: bool = False) -> int:
        """Store games in one transaction, one write per shard touched; returns how many were added.

        Games already stored (same id in the same month) are kept as they are, or replaced with `replace`.
        """
        by_month: dict[str, list[GameRecord]] = {}
        for record in records:
            by_month.setdefault(month_of(record.summary.date), []).append(record)
        added: dict[str, list[GameRecord]] = {}
        with self._writing() as transaction:
            for month, batch in sorted(by_month.items()):
                summaries = self._table(transaction, SUMMARIES, month)
                present = {document["id"] for document in summaries.all()}
                fresh = batch if replace else [record for record in batch if record.summary.id not in present]
                if not fresh:
                    continue
                ids = [record.summary.id for record in fresh]
                logs = self._table(transaction, LOGS, month)
                logs.remove(Query().id.one_of(ids))
                logs.insert_multiple({"id": record.summary.id, "log": record.log} for record in fresh)
                added[month] = fresh
            # Every log is staged before any summary: the logs land first.
            for month, fresh in added.items():
                summaries = self._table(transaction, SUMMARIES, month)
                summaries.remove(Query().id.one_of([record.summary.id for record in fresh]))
                summaries.insert_multiple(record.dumped() for record in fresh)
        return sum(len(fresh) for fresh in added.values())

    def delete(self, game_id: str) -> GameRecord:
        """Remove a game and return it, so that it can be saved back (undo)."""
        with self._writing() as transaction:
            month, record = self._locate(game_id)
            for kind in (SUMMARIES, LOGS):  # the summary leaves before its log
                self._table(transaction, kind, month).remove(Query().id == game_id)
        return record

    def rename(self, old: str, new: str, merge: bool = False) -> int:
        """Give player `old` the name `new` in every game; returns the games changed. Names equal ignoring case
        are one player: `old` is found in any case, and `new` may change only its case.

        Refused when a game has both players (two seats cannot become one player), when `new` is the name of a
        player of other games and the two are not to be merged (`merge`), or when the name is not one a seat
        may have. All games change in one transaction.
        """
        try:
            new = _NAME.validate_python(new)
        except ValidationError as error:
            # Worded as a name's errors are ("a name has at most 40 characters"), in the reader's language.
            raise RenameRefused(field_text({**error.errors()[0], "loc": ("name",)})) from None
        if new == normal_name(old):
            raise RenameRefused(text("history.rename_same"))
        old_key, new_key = name_key(normal_name(old)), name_key(new)
        with self._writing() as transaction:
            stored = list(self.summaries())
            touched = [s for s in stored if any(name_key(p.name) == old_key for p in s.players)]
            if not touched:  # renamed or deleted on another device, or never a player here
                raise RenameRefused(text("history.rename_gone", {"old": old}), code="gone")
            # Two seats an earlier version told apart ("José" composed and decomposed) cannot take one name.
            twice = [s for s in touched if sum(name_key(p.name) == old_key for p in s.players) > 1]
            if twice:
                raise RenameRefused(text("history.rename_together", {"old": old, "new": old, "count": len(twice)}))
            if new_key != old_key:
                both = [s for s in touched if any(name_key(p.name) == new_key for p in s.players)]
                if both:
                    raise RenameRefused(text("history.rename_together", {"old": old, "new": new, "count": len(both)}))
                others = [s for s in stored if any(name_key(p.name) == new_key for p in s.players)]
                if others and not merge:
                    raise RenameRefused(text("history.rename_merge", {"old": old, "new": new, "count": len(others)}))
            renamed = {summary.id: _renamed(summary, old_key, new) for summary in touched}
            for month in sorted({month_of(summary.date) for summary in touched}):
                logs = self._table(transaction, LOGS, month)
                logs.update_multiple(
                    [
                        (
                            {"log": _renamed_log(document["log"], old_key, new, renamed[document["id"]].game)},
                            Query().id == document["id"],
                        )
                        for document in logs.search(Query().id.one_of(list(renamed)))
                    ]
                )
            for month in sorted({month_of(summary.date) for summary in touched}):
                summaries = self._table(transaction, SUMMARIES, month)
                summaries.update_multiple(
                    [
                        (
                            renamed[document["id"]].model_dump(mode="json", exclude_none=True),
                            Query().id == document["id"],
                        )
                        for document in summaries.search(Query().id.one_of(list(renamed)))
                    ]
                )
        return len(touched)

    def import_(self, data: object, progress: Progress | None = None, workers: int = 1) -> int:
        """Merge an export: new games are added, games already here (same id) are left as they are.

        Every game is checked, replayed and summarised from its log before anything is written, by `workers`
        processes for a large file; then all are written in one transaction: a file with one bad game, a
        crash or a full disk changes nothing.
        """
        known = {str(document["id"]) for document in self.documents()}
        return self.add_all(checked_records(data, known, progress, workers))


def _renamed(summary: GameSummary, old_key: str, new: str) -> GameSummary:
    players = tuple(p.model_copy(update={"name": new}) if name_key(p.name) == old_key else p for p in summary.players)
    return summary.model_copy(update={"players": players})


def _renamed_log(log: str, old_key: str, new: str, game: str = DEFAULT) -> str:
    own = GAMES[game].history()
    if own is not None:  # a game that keeps its own log: its seats are named in it
        return packed(own.log_json(own.renamed(own.log(unpack(log)), old_key, new)))
    kept = SheetLog.model_validate_json(unpack(log))  # a game scored from a sheet: its players' names are the sheet's
    players = [
        player | {"name": new} if name_key(str(player.get("name", ""))) == old_key else player
        for player in kept.sheet.get("players", [])
    ]
    return packed(kept.model_copy(update={"sheet": kept.sheet | {"players": players}}).model_dump_json().encode())


class _StagedStorage(Storage):
    """TinyDB's storage for a shard within a transaction: reads what the transaction staged, stages writes."""

    def __init__(self, transaction: Transaction, path: Path, load: Callable[[Path], Tables]) -> None:
        self.transaction = transaction
        self.path = path
        self.load = load

    def read(self) -> Tables | None:
        return self.transaction.read(self.path, self.load) or None

    def write(self, data: Tables) -> None:
        self.transaction.write(self.path, data)


def exported(summary: dict[str, Any]) -> dict[str, Any]:
    """A stored summary as an export carries it: as kept, so a history exports as every earlier version exported
    it, but for a date kept by an earlier version in a form an import no longer takes (a week date, a compact
    form), which goes as its instant in UTC."""
    if EXTENDED_DATE.fullmatch(summary["date"]):
        return summary
    return summary | {"date": utc_date(summary["date"])}
