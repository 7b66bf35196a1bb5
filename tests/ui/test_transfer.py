"""Export and import from the app, without a browser: the work runs off the event loop, which shows its
progress meanwhile; refusals carry their reason and change nothing."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path

import pytest

from companion.history.archive import Archive, ImportRefused
from companion.history.exchange import MAX_IMPORT_BYTES, Progress
from companion.history.storage import ReadOnly
from companion.ui.model import Transfer
from companion.ui.transfer import exported, imported, in_background

from ..history.test_archive import record
from .loops import on_a_loop


def test_the_event_loop_shows_the_progress_while_the_work_runs_beside_it() -> None:
    shown = Transfer()
    seen: list[tuple[str, int, int]] = []
    halfway, finish = threading.Event(), threading.Event()

    def work(progress: Progress) -> str:
        progress(312, 1000)
        halfway.set()
        finish.wait(timeout=10)
        progress(1000, 1000)
        return "done"

    async def run() -> str:
        running = asyncio.ensure_future(in_background(work, shown, "Importing…"))
        while not halfway.is_set() or shown.done != 312:
            await asyncio.sleep(0.01)  # the loop is free: this coroutine runs while the work waits
        seen.append((shown.what, shown.done, shown.total))
        finish.set()
        return await running

    assert on_a_loop(run()) == "done"
    assert seen == [("Importing…", 312, 1000)]
    assert shown.what == ""  # nothing under way any more


def test_a_failing_work_ends_the_progress_and_raises_on_the_event_loop() -> None:
    shown = Transfer()

    def work(_: Progress) -> None:
        raise ImportRefused("not a vikings-history/1 file", "not_export")

    with pytest.raises(ImportRefused, match="not a vikings-history/1 file"):
        on_a_loop(in_background(work, shown, "Importing…"))
    assert shown.what == ""


def test_an_export_imports_whole_into_an_empty_history_with_progress(tmp_path: Path) -> None:
    source = Archive(tmp_path / "source")
    source.add_all([record(f"g{month}", f"2026-{month:02}-05T20:00:00+00:00") for month in range(1, 13)])
    told: list[tuple[int, int]] = []
    data, count = exported(source, lambda done, total: told.append((done, total)))
    assert count == 12 and told[-1] == (12, 12) and len(told) == 12  # once a month
    target = Archive(tmp_path / "target")
    told.clear()
    assert imported(target, "export.json", len(data), data, None, lambda *pair: told.append(pair)) == 12
    assert told[-1] == (12, 12)
    assert [s.id for s in target.summaries()] == [s.id for s in source.summaries()]
    # From a file path, as a phone's file chooser gives it.
    (tmp_path / "export.json").write_bytes(data)
    again = Archive(tmp_path / "again")
    assert imported(again, "export.json", len(data), None, str(tmp_path / "export.json"), lambda *_: None) == 12


@pytest.mark.parametrize(
    ("content", "size", "reason"),
    [
        # Not JSON at all.
        (b"{games: ", 8, "export.json is not a JSON file"),
        # JSON, but not an export.
        (json.dumps({"format": "something else"}).encode(), 30, "not a vikings-history/1 file"),
        # Larger than an import takes: refused before it is read.
        (b"{}", MAX_IMPORT_BYTES + 1, "export.json is larger than 50 MB"),
    ],
)
def test_an_import_refused_says_why_and_changes_nothing(tmp_path: Path, content: bytes, size: int, reason: str) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("kept"))
    with pytest.raises(ImportRefused, match=reason):
        imported(archive, "export.json", size, content, None, lambda *_: None)
    assert [s.id for s in archive.summaries()] == ["kept"]


def test_an_import_into_a_read_only_history_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = Archive(tmp_path / "source")
    source.save(record("new"))
    data, _ = exported(source, lambda *_: None)
    target = Archive(tmp_path / "target")

    def refuse(*_: object, **__: object) -> int:
        raise ReadOnly(target.folder)

    monkeypatch.setattr(Archive, "add_all", refuse)
    with pytest.raises(ReadOnly):
        imported(target, "export.json", len(data), data, None, lambda *_: None)
