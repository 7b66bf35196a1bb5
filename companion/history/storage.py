"""Files that are never half-written, backups kept by copying, damaged files set aside, one writer at a time.

Every write goes to a temporary file beside its target, written whole and flushed to disk, then renamed over
the target in one step (`os.replace`): a reader sees the old version or the new one, never a mix, and a crash
leaves at most a temporary file, which the next start removes (`sweep`). The version replaced is kept as a
backup by copying it (`name.json.1`, the last, to `name.json.3`): Android refuses hard links to apps.

A file that cannot be read as tables of documents (garbage, binary bytes, `[]`, a folder in its place) is
never overwritten: it is moved aside with its bytes, its newest good backup is put back, and where the bytes
are kept is reported (`load_tables`). In a folder the companion may not write to, nothing is moved: the
newest good backup is read instead, and every write is refused with `ReadOnly`.

A file that reads, but holds a record that does not (a game whose date is not a date, whose log is not its
game's events), keeps its other records: the reader checks each record as a whole before anything uses it,
moves one that fails into the file's `unreadable` table with the table it came from (`set_aside`), and reports
which record, what in it and why (`SetAside`). In a folder that cannot be written to, the record stays where
it is and is left out of what the reader returns.

The lock is the `filelock` library's `FileLock`, the operating system's lock: `flock` on Linux, macOS and
Android, `LockFileEx` on Windows. It is small, widely used (virtualenv and tox are built on it) and kept up to
date for every platform Python runs on, so the same storage runs in every build of the app, with no `fcntl`
of its own. In the browser (Pyodide) there is no file lock, since Emscripten's `flock` grants every request
(and the browser's start imports no filelock, some 50 ms of it): there the one writer is the page's one Python
worker, its saves run one after another on its event loop (no threads: `writer`), and of two copies of the app
open in one browser only the one that holds the browser's lock writes (`Durability.may_write`,
`companion.browser`).

Where the files live in memory and are kept elsewhere (the browser's IndexedDB, `companion.browser`), a
durability hook is told after every committed write (`keep_with`), and a write counts as done only once the
hook says the copy holds it (`writer`); a copy that refuses raises `NotKept`, and the copy keeps the version
before.
"""

from __future__ import annotations

import asyncio
import errno
import glob
import itertools
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter, ValidationError
from tinydb.storages import Storage

from companion.data_folder import Durability
from companion.files import NotAFile, TooLarge, read_bounded
from companion.messages import field_text, printable, text

if TYPE_CHECKING:
    from filelock import FileLock

Tables = dict[str, dict[str, dict[str, Any]]]
"""A TinyDB file: tables by name, each holding documents by id."""

TABLES: TypeAdapter[Tables] = TypeAdapter(Tables)
BACKUPS = 3
"""Earlier versions kept beside a file by default: `name.json.1` (the last) to `name.json.3`."""
MAX_FILE_BYTES = 500_000_000
TEMPORARY_SUFFIX = ".tmp"


UNREADABLE = "unreadable"
"""The table of a file that keeps the records set aside, each with the table it came from and why."""


@dataclass(frozen=True)
class SetAside:
    """A record that did not read as what its table holds: which, what in it is wrong and why, and where it is
    kept. The reason is pydantic's error (its type, location and context), worded in the reader's language when
    it is said (`companion.messages.field_text`)."""

    kind: str
    """What the record was: "game" (a game in progress) or "history" (a finished game in history)."""
    id: str
    names: tuple[str, ...]
    """The players' names where the record gives them, to say which game it was."""
    error: Mapping[str, Any]
    path: str
    """The file that keeps the record."""
    moved: bool
    """Whether it was moved into the file's `UNREADABLE` table; False where the file could not be written (a
    read-only folder, a full disk): it stays in place, left out of every list."""

    @property
    def where(self) -> str:
        return ".".join(str(part) for part in self.error.get("loc", ())) or "record"

    def text(self, language: str | None = None) -> str:
        """Which game did not read, what in it and why, and where it is kept, in the reader's language."""
        code = f"storage.{'set_aside' if self.moved else 'left_out'}.{self.kind}"
        game = ", ".join(_short(name) for name in self.names) or _short(self.id)
        values = {"game": game, "where": _short(self.where, 80), "reason": field_text(self.error, language)}
        return text(code, {**values, "path": self.path}, language)


def _short(value: str, most: int = 40) -> str:
    """A stored text as a message repeats it: escaped, and cut short (a damaged record may hold any length)."""
    return printable(value if len(value) <= most else f"{value[:most]}…")


def record_names(document: Mapping[str, Any]) -> tuple[str, ...]:
    """The players' names a stored record gives, where it gives them as a list of texts: a game's names, a
    summary's players, else its log's first event (a game's seats, the names it started with); none where it
    gives none."""
    candidates: list[object] = [document.get("names")]
    if isinstance(document.get("players"), list):
        candidates.append([player.get("name") if isinstance(player, dict) else None for player in document["players"]])
    events = document.get("events")
    first = events[0] if isinstance(events, list) and events and isinstance(events[0], dict) else {}
    candidates.append(first.get("names"))
    seats = first.get("setup", {}).get("seats") if isinstance(first.get("setup"), dict) else None
    if isinstance(seats, list):
        candidates.append([seat.get("name") if isinstance(seat, dict) else None for seat in seats])
    for names in candidates:
        if isinstance(names, list) and names and all(isinstance(name, str) for name in names):
            return tuple(names)
    return ()


class Unreadable(ValueError):
    """A record that does not read, for a reason pydantic's models do not see (one name in two seats): the
    reason as pydantic words one (`type`, `loc`, `msg`, `ctx`)."""

    def __init__(self, error: Mapping[str, Any]) -> None:
        super().__init__(str(error.get("msg", "")))
        self.error = dict(error)


def first_error(error: Exception) -> dict[str, Any]:
    """The first of pydantic's errors in `error` (a `ValidationError`, or `Unreadable`), or one built from another
    exception."""
    if isinstance(error, Unreadable):
        return error.error
    if isinstance(error, ValidationError):
        first = error.errors(include_url=False)[0]
        return {key: first[key] for key in ("type", "loc", "msg", "ctx") if key in first}  # not its input: any size
    return {"type": "value_error", "loc": (), "msg": str(error), "ctx": {"error": str(error)}}


def set_aside(tables: Tables, table: str, doc_id: str, document: Mapping[str, Any], error: Mapping[str, Any]) -> bool:
    """Move a record of `table` into the file's `UNREADABLE` table, with the table it came from, when it is still
    there as it was read; whether it moved."""
    held = tables.get(table, {})
    if held.get(doc_id) != document:
        return False
    del held[doc_id]
    keep_aside(tables, table, doc_id, document, error)
    return True


def keep_aside(tables: Tables, table: str, key: str, document: Mapping[str, Any], error: Mapping[str, Any]) -> None:
    """Keep a record of `table` that did not read in the file's `UNREADABLE` table, with where it was (`key`) and
    why; once, however often it is found."""
    kept = tables.setdefault(UNREADABLE, {})
    if any(entry.get("table") == table and entry.get("record") == document for entry in kept.values()):
        return
    number = max((int(held) for held in kept if held.isdigit()), default=0) + 1
    where = ".".join(str(part) for part in error.get("loc", ()))
    kept[str(number)] = {
        "table": table,
        "key": key,
        "record": dict(document),
        "why": f"{where}: {error.get('msg', '')}",
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
    }


def report(found: list[SetAside], record: SetAside) -> None:
    """Add `record` to what was found, once."""
    if not any(each.path == record.path and each.id == record.id and each.kind == record.kind for each in found):
        found.append(record)


class Damaged(ValueError):
    """A file that is not tables of documents: the companion did not write it as it stands."""

    def __init__(self, path: Path) -> None:
        super().__init__(str(path))
        self.path = path


class Conflict(Exception):
    """The stored game moved on since this session last read it."""


class ReadOnly(Exception):
    """A write refused because the data folder cannot be written to; nothing was changed."""

    def __init__(self, folder: Path) -> None:
        super().__init__(text("storage.read_only", {"path": folder}))
        self.folder = folder


# Every change the storage makes to the file system goes through these five functions, so that a test can
# make any one of them fail (a full disk) and check that nothing is lost.


def _create(folder: Path, name: str) -> tuple[int, Path]:
    descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=TEMPORARY_SUFFIX)
    return descriptor, Path(temporary)


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view) :]


def _fsync(descriptor: int) -> None:
    os.fsync(descriptor)


def _replace(source: Path, target: Path) -> None:
    os.replace(source, target)


def _unlink(path: Path) -> None:
    path.unlink(missing_ok=True)


def remove(path: Path) -> None:
    """Remove a file that must go (a finished journal); an error is the caller's."""
    _unlink(path)
    _committed(path)


_durability = Durability()


def keep_with(durability: Durability) -> None:
    """Keep the data folder with `durability` from now on (once, at start)."""
    global _durability
    _durability = durability


def _committed(path: Path) -> None:
    _durability.changed(path)


class InlineWriter(Executor):
    """Writes where no thread can be started (Pyodide): each runs on the event loop, in the order asked, and is
    done once the durability hook keeps it. (Pyodide's loop runs `run_in_executor` at once, with no executor,
    so a write is submitted here directly.)"""

    def __init__(self) -> None:
        self._last: asyncio.Future[None] | None = None

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        done: Future[Any] = Future()
        before = self._last

        async def write() -> None:
            if before is not None:
                await asyncio.wait({before})
            try:
                result = fn(*args, **kwargs)
                await _durability.kept()
            except Exception as error:
                done.set_exception(error)
            else:
                done.set_result(result)

        self._last = asyncio.ensure_future(write())
        return done


THREADS = sys.platform != "emscripten"
"""Whether this Python can start threads: not in the browser."""


def writer() -> Executor:
    """Where a session's saves run one after another: a thread of their own, else the event loop."""
    return ThreadPoolExecutor(1) if THREADS else InlineWriter()


async def kept() -> None:
    """Return once every committed write is kept; `NotKept` when the keeping storage refused."""
    await _durability.kept()


def _refused(error: OSError) -> bool:
    """Whether an error says the folder may not be written to (permissions, a read-only file system)."""
    return isinstance(error, PermissionError) or error.errno == errno.EROFS


def stage(path: Path, data: bytes, durable: bool = True) -> Path:
    """A temporary file beside `path` holding `data` whole, flushed to disk when `durable`."""
    try:
        descriptor, temporary = _create(path.parent, path.name)
    except OSError as error:
        if _refused(error):
            raise ReadOnly(path.parent) from error
        raise
    try:
        try:
            _write_all(descriptor, data)
            if durable:
                _fsync(descriptor)
        finally:
            os.close(descriptor)
    except BaseException:
        discard(temporary)
        raise
    return temporary


def discard(temporary: Path) -> None:
    """Remove a temporary file; one that cannot be removed now is swept at the next start."""
    with suppress(OSError):
        _unlink(temporary)


def backups(path: Path, count: int = BACKUPS) -> list[Path]:
    return [path.with_name(f"{path.name}.{number}") for number in range(1, count + 1)]


def keep_backups(path: Path, count: int) -> None:
    """Roll the backups and copy the current version to `name.1`. A full disk costs a backup, never a write."""
    if not count:
        return
    try:
        data = read_bounded(path, MAX_FILE_BYTES)
    except OSError:
        return  # nothing there yet, or nothing worth keeping
    kept = backups(path, count)
    with suppress(OSError):
        for older, newer in zip(reversed(kept[1:]), reversed(kept[:-1]), strict=True):  # oldest first
            if newer.exists():
                _replace(newer, older)
        _replace(stage(kept[0], data, durable=False), kept[0])


def install(temporary: Path, path: Path, count: int) -> None:
    """Put a staged file in place of `path`, keeping `count` backups of what it replaces."""
    keep_backups(path, count)
    _replace(temporary, path)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the renames in it) to disk, where the platform can open a folder."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        _fsync(descriptor)
    finally:
        os.close(descriptor)


def make_folder(folder: Path) -> None:
    """Make `folder`, and the folders above it, where missing, each flushed to disk as it is entered in the one
    above; `ReadOnly` when the folder above refuses."""
    if folder.is_dir():
        return
    missing = list(itertools.takewhile(lambda each: not each.is_dir(), (folder, *folder.parents)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        if _refused(error):
            raise ReadOnly(missing[-1].parent) from error
        raise
    for made in reversed(missing):
        sync_folder(made.parent)


def replace_file(path: Path, data: bytes, count: int = BACKUPS) -> None:
    """Replace the file at `path` by `data` in one step, keeping `count` backups."""
    temporary = stage(path, data)
    try:
        install(temporary, path, count)
    except BaseException:
        discard(temporary)
        raise
    sync_folder(path.parent)
    _committed(path)


def encode(data: Mapping[str, Any]) -> bytes:
    """A file's tables, or a document, as the file keeps them."""
    # json.dumps runs in C; json.dump streams through Python, several times slower.
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def read_tables(path: Path, adapter: TypeAdapter[Any] = TABLES) -> Any:
    """The tables of the file at `path` as `adapter` reads them; None when there is no file or it is empty."""
    try:
        raw = read_bounded(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return None
    except (NotAFile, TooLarge, IsADirectoryError) as error:
        raise Damaged(path) from error
    if not raw.strip():
        return None
    try:
        return adapter.validate_json(raw)
    except ValidationError as error:
        raise Damaged(path) from error


def load_tables(path: Path, count: int, problems: list[str], lock: Path, adapter: TypeAdapter[Any] = TABLES) -> Any:
    """The tables of a file; a damaged one is set aside and its newest good backup put back and read.

    Where the damaged bytes are kept is added to `problems`. In a folder that cannot be written to, the
    damaged file stays where it is, is reported, and its newest good backup is read in its place.
    """
    try:
        return read_tables(path, adapter) or {}
    except Damaged:
        pass
    try:
        with exclusive(lock):
            return _repair(path, count, problems, adapter)
    except ReadOnly:
        _report(problems, path)
        return _newest_backup(path, count, adapter)[0]


def _repair(path: Path, count: int, problems: list[str], adapter: TypeAdapter[Any]) -> Any:
    try:
        return read_tables(path, adapter) or {}  # another writer repaired it meanwhile
    except Damaged:
        pass
    aside = path.with_name(f"{path.name}.unreadable-{int(time.time())}")
    serial = 1
    while aside.exists() or aside.is_symlink():
        aside, serial = aside.with_name(f"{path.name}.unreadable-{int(time.time())}-{serial}"), serial + 1
    try:
        _replace(path, aside)  # the bytes are kept; a folder in the file's place moves as it is
    except OSError as error:
        if _refused(error):
            raise ReadOnly(path.parent) from error
        raise
    _report(problems, aside)
    tables, backup = _newest_backup(path, count, adapter)
    if backup is not None:
        replace_file(path, read_bounded(backup, MAX_FILE_BYTES), count=0)
    return tables


def _newest_backup(path: Path, count: int, adapter: TypeAdapter[Any]) -> tuple[Any, Path | None]:
    for backup in backups(path, count):
        try:
            tables = read_tables(backup, adapter)
        except (Damaged, OSError):
            continue
        if tables is not None:
            return tables, backup
    return {}, None


def _report(problems: list[str], path: Path) -> None:
    if str(path) not in problems:
        problems.append(str(path))


def sweep(folder: Path, name: str = "") -> None:
    """Remove the temporary files a crash left in `folder` for files named `name...` (all, by default).

    Call only under the lock of what is written there, so that no writer's temporary file goes.
    """
    for temporary in folder.glob(f".{glob.escape(name)}*{TEMPORARY_SUFFIX}"):
        discard(temporary)


_LOCKS: dict[tuple[int, Path], tuple[threading.RLock, FileLock | None]] = {}
_REGISTRY_LOCK = threading.Lock()


def _file_lock(path: Path) -> FileLock | None:
    """The operating system's lock on the file `path.lock`; none in the browser, where nothing else can write."""
    if not THREADS:
        return None
    from filelock import FileLock

    return FileLock(path.with_name(f"{path.name}.lock"), thread_local=False)


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold the lock of `path` (the file `path.lock`): one writer at a time, across threads and processes.

    Re-entrant within a thread. `ReadOnly` when the lock file cannot be made: the folder is read-only;
    `KeptElsewhere` when another copy of the app keeps the folder (in a browser).
    """
    _durability.may_write()
    key = (os.getpid(), path.resolve())  # a forked child takes locks of its own
    with _REGISTRY_LOCK:
        if key not in _LOCKS:
            _LOCKS[key] = threading.RLock(), _file_lock(path)
        thread_lock, file_lock = _LOCKS[key]
    with thread_lock:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if file_lock is not None:
                file_lock.acquire(poll_interval=0.005)
        except OSError as error:
            if _refused(error):
                raise ReadOnly(path.parent) from error
            raise
        try:
            yield
        finally:
            if file_lock is not None:
                file_lock.release()


class AtomicJSONStorage(Storage):
    """TinyDB's storage for one file: damaged files repaired on reading, every write whole and under the lock."""

    def __init__(self, path: str | Path, backups: int = BACKUPS, problems: list[str] | None = None) -> None:
        self.path = Path(path)
        self.backups = backups
        self.problems = [] if problems is None else problems

    def read(self) -> Tables | None:
        tables: Tables = load_tables(self.path, self.backups, self.problems, self.path)
        return tables or None

    def write(self, data: Tables) -> None:
        with exclusive(self.path):
            replace_file(self.path, encode(data), self.backups)
