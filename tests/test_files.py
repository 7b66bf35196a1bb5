"""Reading a file from outside: a regular file only, never past a bound, never waiting on a FIFO."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.files import NotAFile, TooLarge, read_bounded
from tests.special_files import not_a_file


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(b"{}")
    assert read_bounded(path, 2) == b"{}"
    with pytest.raises(TooLarge):
        read_bounded(path, 1)


@pytest.mark.parametrize(
    "kind",
    [
        # Endless zeros.
        "/dev/zero",
        # Endless noise.
        "/dev/urandom",
        # A FIFO no one writes to: opening it would wait forever.
        "fifo",
        # A folder.
        "folder",
    ],
)
def test_anything_but_a_regular_file_is_refused_before_a_byte_is_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "board.json"
    not_a_file(path, kind)
    with pytest.raises(NotAFile):
        read_bounded(path, 1_000_000)
