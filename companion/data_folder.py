"""The app's data folder: where it is, and what keeps it beyond this process's files (the browser's storage) and
how that refuses a write.

Nothing here imports more than the standard library, so that a browser can start loading the folder from its
storage before the app's own modules are imported (`main.py`).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

APP_FOLDER = "vikings-companion"
DB_NAME = "games.json"


def default_db_path() -> Path:
    """The app's games file: in Flet's storage folder when built as an app, else in the XDG data folder."""
    flet_storage = os.environ.get("FLET_APP_STORAGE_DATA")
    if flet_storage:
        return Path(flet_storage) / DB_NAME
    data_home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / APP_FOLDER / DB_NAME


class NotKept(OSError):
    """A write the storage that keeps the files refused (the browser's: full, or private browsing); the
    version it kept before is still there."""

    def __init__(self, reason: str, said: str = "storage.not_kept") -> None:
        from companion.messages import text  # the words, once a write was refused: not at the start

        super().__init__(errno.EIO, text(said))
        self.reason = reason
        """The keeping storage's own words, for a log."""


class KeptElsewhere(NotKept):
    """A write refused because another copy of the app (a tab, a window, the installed app) keeps the data folder
    now: nothing was changed."""

    def __init__(self) -> None:
        super().__init__("another copy holds the lock", said="storage.kept_elsewhere")


class Durability:
    """Where the data folder is kept beyond this process's files (the browser's storage): told of every
    committed write, and asked whether all of them are kept (`companion.history.storage.keep_with`)."""

    def may_write(self) -> None:
        """Raise `KeptElsewhere` when another copy of the app keeps the data folder now."""

    def changed(self, path: Path) -> None:
        """A write to `path` was committed here; keep it."""

    async def kept(self) -> None:
        """Return once every committed write is kept; `NotKept` when the keeping storage refused."""
