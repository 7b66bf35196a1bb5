"""Writes to several files that land together or not at all: staged files, and a journal that commits them.

A transaction stages each new version of a file as a temporary file beside it, written whole and flushed.
Then it writes the journal, the list of staged files and their targets, in one atomic replace: that is the
moment it commits. The staged files are renamed over their targets in the order they were staged, and the
journal is removed. A crash before the journal leaves only temporary files, which the next start removes:
nothing changed. A crash after it is finished by `recover`, under the lock, before anything else is read or
written: everything changed. The order of the renames is the caller's, so that a reader who comes between
two of them still finds the history whole (a game's log lands before its summary, and leaves after it).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

from pydantic import Field, TypeAdapter, ValidationError

from companion.files import read_bounded

from .storage import (
    TEMPORARY_SUFFIX,
    Tables,
    discard,
    encode,
    install,
    remove,
    replace_file,
    stage,
    sweep,
    sync_folder,
)

JOURNAL = "journal.json"
_ENTRIES = TypeAdapter(dict[str, list[Annotated[list[str], Field(min_length=2, max_length=2)]]])


class Transaction:
    """New versions of files in one folder tree, kept in memory until `commit` puts them all in place."""

    def __init__(self, folder: Path, backups: int) -> None:
        self.folder = folder
        self.backups = backups
        self._changed: dict[Path, Tables] = {}
        self._staged: list[tuple[Path, Path]] = []

    def read(self, path: Path, load: Callable[[Path], Tables]) -> Tables:
        """The tables of `path` as this transaction leaves them: as changed, else as `load(path)` reads them."""
        changed = self._changed.get(path)
        return changed if changed is not None else load(path)

    def write(self, path: Path, tables: Tables) -> None:
        """Change `path`; files are put in place in the order in which they were first changed."""
        self._changed[path] = tables

    def commit(self) -> None:
        """Stage every changed file, write the journal (the commit), then put the files in place."""
        if not self._changed:
            return
        try:
            for path, tables in self._changed.items():
                path.parent.mkdir(parents=True, exist_ok=True)
                self._staged.append((stage(path, encode(tables)), path))
            entries = [[self._inside(temporary), self._inside(target)] for temporary, target in self._staged]
            replace_file(self.folder / JOURNAL, json.dumps({"files": entries}).encode("utf-8"), count=0)
        except BaseException:
            self.discard()
            raise
        pairs, self._staged, self._changed = self._staged, [], {}
        _finish(self.folder, pairs, self.backups)

    def discard(self) -> None:
        for temporary, _ in self._staged:
            discard(temporary)
        self._staged, self._changed = [], {}

    def _inside(self, path: Path) -> str:
        return path.relative_to(self.folder).as_posix()


def _finish(folder: Path, pairs: list[tuple[Path, Path]], backups: int) -> None:
    for temporary, target in pairs:
        if temporary.exists():  # else put in place before a crash
            install(temporary, target, backups)
    for parent in {target.parent for _, target in pairs}:
        sync_folder(parent)
    remove(folder / JOURNAL)
    sync_folder(folder)


def recover(folder: Path, folders: list[Path], backups: int, problems: list[str]) -> None:
    """At start: finish an interrupted transaction (`finish_pending`), then remove every other one's temporary
    files from `folder` and `folders`, where transactions stage files. Call under the lock of `folder`."""
    finish_pending(folder, backups, problems)
    for each in (folder, *folders):
        if each.is_dir():
            sweep(each)


def finish_pending(folder: Path, backups: int, problems: list[str]) -> None:
    """Finish a transaction a crash interrupted after it committed. Call under the lock of `folder`.

    A journal that cannot be read (nothing this code writes) is moved aside, reported, and its transaction
    dropped.
    """
    journal = folder / JOURNAL
    try:
        raw = read_bounded(journal, 10_000_000)
    except FileNotFoundError:
        return
    except OSError:
        raw = b""
    pairs = _pairs(folder, raw)
    if pairs is None:
        aside = journal.with_name(f"{JOURNAL}.unreadable")
        journal.replace(aside)
        problems.append(str(aside))
    else:
        _finish(folder, pairs, backups)


def _pairs(folder: Path, raw: bytes) -> list[tuple[Path, Path]] | None:
    """The journal's (staged file, target) pairs, each inside `folder`; None when it is not a journal."""
    try:
        entries = _ENTRIES.validate_json(raw)["files"]
    except (ValidationError, KeyError):
        return None
    pairs = []
    root = folder.resolve()
    for temporary, target in entries:
        staged, final = (folder / temporary).resolve(), (folder / target).resolve()
        inside = staged.is_relative_to(root) and final.is_relative_to(root)
        if not inside or staged.parent != final.parent or not staged.name.endswith(TEMPORARY_SUFFIX):
            return None
        pairs.append((folder / temporary, folder / target))
    return pairs
