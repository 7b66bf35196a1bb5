"""kill -9 at random moments of saves, imports, deletes and renames: every listed game still opens and exports,
no game reported saved is lost, and the next start leaves no temporary file behind."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
from contextlib import suppress
from multiprocessing.connection import Connection
from pathlib import Path

from companion.history.archive import EXPORT_FORMAT, Archive
from companion.history.records import GameRecord

from .test_archive import record
from .whole import assert_whole, temporary_files

KILLS = 30
TEMPLATE = record("template", "2026-10-05T20:00:00+00:00")


def _game(game_id: str, month: int) -> GameRecord:
    summary = TEMPLATE.summary.model_copy(update={"id": game_id, "date": f"2026-{month:02d}-05T20:00:00+00:00"})
    return TEMPLATE.model_copy(update={"summary": summary})


def _write_forever(folder: str, round_: int, stored: Connection) -> None:
    """Save, import, delete and rename without end; send the ids of games surely stored, as they are."""
    archive = Archive(Path(folder))
    for number in range(10**6):
        game_id = f"r{round_}-{number}"
        step = number % 4
        if step == 0:
            archive.save(_game(game_id, number % 3 + 1))
            stored.send({game_id})
        elif step == 1:
            batch = [_game(f"{game_id}-{part}", part + 1).model_dump(mode="json") for part in range(3)]
            archive.import_({"format": EXPORT_FORMAT, "games": batch})
            stored.send({game["summary"]["id"] for game in batch})
        elif step == 2:
            archive.save(_game("scratch", 2))
            archive.delete("scratch")
        else:
            names = ("Tester", "Tess") if number % 8 == 3 else ("Tess", "Tester")
            archive.rename(*names, merge=True)


def _received(receiving: Connection) -> set[str]:
    ids: set[str] = set()
    with suppress(EOFError):  # the writer's end closed when it was killed
        while receiving.poll():
            ids |= receiving.recv()
    return ids


def test_kill_9_at_random_moments_loses_no_stored_game(tmp_path: Path) -> None:
    folder = tmp_path / "history"
    fork = multiprocessing.get_context("fork")
    chance = random.Random(9)
    stored: set[str] = set()
    for round_ in range(KILLS):
        receiving, sending = fork.Pipe(duplex=False)
        writer = fork.Process(target=_write_forever, args=(str(folder), round_, sending))
        writer.start()
        sending.close()
        # Once the first game of the round is stored, the kill falls anywhere in the writes that follow.
        assert receiving.poll(60), "the writer stored nothing"
        stored |= receiving.recv()
        time.sleep(chance.uniform(0.0, 0.08))
        os.kill(writer.pid or 0, signal.SIGKILL)
        writer.join()
        stored |= _received(receiving)
        archive = Archive(folder)  # the next start
        archive.recover()
        listed = assert_whole(archive)
        assert stored <= listed
        assert archive.problems == []
        assert temporary_files(folder) == []
    assert len(stored) >= KILLS
