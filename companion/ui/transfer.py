"""Exporting and importing the history from the app: the work runs off the event loop, its progress shown.

The history layer does the work (`Archive.export`, `Archive.import_`: each month read once, an import checked
whole before anything is written, all or nothing) and reports `progress(done, total)` from the worker
thread; the event loop reads the latest count a few times a second into the app's `Transfer`, which the
history screen shows. Every other screen goes on answering meanwhile.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from companion.history.archive import Archive
from companion.history.exchange import MAX_IMPORT_BYTES, Progress, load_export, parse_export, refused
from companion.history.storage import THREADS, kept

from .model import Transfer

T = TypeVar("T")
SHOWN_EVERY_S = 0.1
"""How often the event loop shows the latest progress: often enough to move smoothly, seldom enough to cost
nothing."""


async def in_background(work: Callable[[Progress], T], shown: Transfer, what: str) -> T:
    """Run `work` in a thread, told a `Progress` to report to; `shown` follows it until it ends."""
    counted = (0, 0)

    def progress(done: int, total: int) -> None:
        nonlocal counted
        counted = (done, total)  # one assignment: the event loop reads a whole pair

    shown.what, shown.done, shown.total = what, 0, 0
    try:
        if not THREADS:  # the browser: the work runs on the event loop, and is done once its writes are kept
            result = work(progress)
            await kept()
            return result
        task = asyncio.ensure_future(asyncio.to_thread(work, progress))
        while not task.done():
            await asyncio.wait({task}, timeout=SHOWN_EVERY_S)
            if (shown.done, shown.total) != counted:
                shown.done, shown.total = counted
        return task.result()
    finally:
        shown.what = ""


def exported(archive: Archive, progress: Progress) -> tuple[bytes, int]:
    """The history as the bytes of one export file, and how many games it holds."""
    document = archive.export(progress)
    return json.dumps(document).encode("utf-8"), len(document["games"])


def imported(archive: Archive, name: str, size: int, data: bytes | None, path: str | None, progress: Progress) -> int:
    """Merge a chosen export file (its bytes, or where it lies) into the history; returns the games added.

    Refused with the reason (`ImportRefused`) before anything is written; `ReadOnly` in a read-only folder.
    Replaying the logs is shared among processes, one per core, where the platform can start them.
    """
    if size > MAX_IMPORT_BYTES:
        raise refused("too_large", {"path": name, "megabytes": MAX_IMPORT_BYTES // 1_000_000})
    document = parse_export(data, name) if data is not None else load_export(Path(path or ""))
    return archive.import_(document, progress, workers=os.cpu_count() or 1)
