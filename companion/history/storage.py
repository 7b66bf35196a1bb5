"""A TinyDB storage that never leaves a half-written file, and a lock that serialises writers.

TinyDB's own JSON storage writes in place and is not safe across processes. Here every write goes to a
temporary file in the same folder, is flushed to disk, then renamed over the database in one step; and
every read-modify-write holds an exclusive lock (a thread lock, and `flock` on a lock file beside the
database for other processes).
"""

from __future__ import annotations

import fcntl
import json
import os
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

_THREAD_LOCKS: dict[Path, threading.RLock] = {}
_REGISTRY_LOCK = threading.Lock()


BACKUPS = 3
"""Earlier versions kept beside a file by default: `name.json.1` (the last) to `name.json.3`."""


def backups(path: Path, count: int = BACKUPS) -> list[Path]:
    return [path.with_name(f"{path.name}.{number}") for number in range(1, count + 1)]


class AtomicJSONStorage(Storage):
    def __init__(self, path: str | Path, backups: int = BACKUPS) -> None:
        self.path = Path(path)
        self.backups = backups
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def read(self) -> dict[str, dict[str, Any]] | None:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        return json.loads(raw) if raw.strip() else None

    def _keep_backup(self) -> None:
        """Roll the backups, then keep the current version under a second name (a link: nothing is copied)."""
        if not self.path.exists() or not self.backups:
            return
        kept = backups(self.path, self.backups)
        for older, newer in zip(reversed(kept[1:]), reversed(kept[:-1]), strict=True):  # oldest first
            if newer.exists():
                os.replace(newer, older)
        kept[0].unlink(missing_ok=True)
        os.link(self.path, kept[0])

    def write(self, data: dict[str, dict[str, Any]]) -> None:

        handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                # json.dumps runs in C; json.dump streams through Python, several times slower.
                file.write(json.dumps(data, separators=(",", ":")))

                file.flush()
                os.fsync(file.fileno())
            self._keep_backup()
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        directory = os.open(self.path.parent, os.O_RDONLY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold the database's lock: one writer at a time, across threads and processes."""
    with _REGISTRY_LOCK:
        thread_lock = _THREAD_LOCKS.setdefault(path.resolve(), threading.RLock())
    with thread_lock:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path.with_name(path.name + ".lock"), "a") as lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock_file, fcntl.LOCK_UN)
