"""Reading a file the companion did not write: a regular file only, never more than a bound, and as JSON
without a key given twice in one object (`unique_keys`).

A path may name a FIFO (opening it would wait for a writer forever), a device such as `/dev/zero` (endless)
or a folder; each is refused before a byte is read. The file is opened without blocking, checked through
its open descriptor (so a swap after the check changes nothing), and read to at most `limit` bytes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotAFile(OSError):
    """The path names a folder, a device, a FIFO or a socket, not a regular file."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"not a regular file: {path}")
        self.path = path


class TooLarge(OSError):
    """The file holds more than the reader accepts."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(f"larger than {limit} bytes: {path}")
        self.path = path
        self.limit = limit


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at `path`; `TooLarge` past `limit` bytes, `NotAFile` for anything else."""
    # O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer.
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:
        raise NotAFile(path) from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise NotAFile(path)
    with os.fdopen(descriptor, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(path, limit)
    return data


class DuplicateKey(ValueError):
    """A JSON object that gives one key twice: which value was meant cannot be told, so neither is taken."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """`json.loads`'s `object_pairs_hook` that refuses a key given twice in one object (`DuplicateKey`), where
    Python and pydantic would silently keep the last."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return found
