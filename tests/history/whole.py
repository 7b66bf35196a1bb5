"""What "nothing lost, nothing broken" means for a history, checked the same way by every crash test."""

from __future__ import annotations

from pathlib import Path

from companion.history.archive import Archive
from companion.history.storage import TEMPORARY_SUFFIX


def assert_whole(archive: Archive) -> set[str]:
    """Every listed game opens, and the export holds them all; returns the listed ids."""
    listed = {summary.id for summary in archive.summaries()}
    for game_id in listed:
        assert archive.get(game_id).summary.id == game_id
    exported = archive.export()
    assert {game["summary"]["id"] for game in exported["games"]} == listed
    return listed


def temporary_files(folder: Path) -> list[Path]:
    return [path for path in folder.rglob(f".*{TEMPORARY_SUFFIX}")]
