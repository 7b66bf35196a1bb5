"""What the store says at start about its data folder: whether it can be written to."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from companion.history import GameStore, storage


def _refuse(error: OSError) -> object:
    def create(*_: object) -> tuple[int, Path]:
        raise error

    return create


@pytest.mark.parametrize(
    ("error", "read_only"),
    [
        # Permissions that refuse the app's files.
        (PermissionError(errno.EACCES, "Permission denied"), True),
        # A file system mounted read-only.
        (OSError(errno.EROFS, "Read-only file system"), True),
        # A full disk is not a read-only folder: the first save that fails says so.
        (OSError(errno.ENOSPC, "No space left on device"), False),
    ],
)
def test_the_store_finds_at_start_whether_its_folder_can_be_written_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, read_only: bool
) -> None:
    GameStore(tmp_path / "games.json").migrate()
    monkeypatch.setattr(storage, "_create", _refuse(error))
    store = GameStore(tmp_path / "games.json")
    store.migrate()
    assert store.read_only is read_only
    assert list(tmp_path.glob(".*.tmp")) == []


def test_a_folder_that_can_be_written_to_is_not_read_only_and_keeps_no_trace(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    store.migrate()
    assert not store.read_only
    assert list(tmp_path.glob(".*.tmp")) == []
