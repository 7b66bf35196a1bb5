"""A full disk at every point of a write: the history stays whole, and a restart finds it as before or as after.

Every change the storage makes to the file system goes through five functions of `storage.py`; here each
call in turn fails with ENOSPC, one run per call, for each kind of write.
"""

from __future__ import annotations

import errno
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest

from companion.history import GameStore, storage
from companion.history.archive import Archive

from .test_archive import record
from .whole import assert_whole, temporary_files

POINTS = ("_create", "_write_all", "_fsync", "_replace", "_unlink")
"""The storage's calls that change the file system."""


class DiskFull:
    """Counts the storage's calls to the file system, and fails the one numbered `fail_at` (0: none)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, fail_at: int = 0) -> None:
        self.calls = 0
        self.failed = False
        for name in POINTS:
            monkeypatch.setattr(storage, name, self._counted(getattr(storage, name)))
        self.fail_at = fail_at

    def _counted(self, call: Callable[..., Any]) -> Callable[..., Any]:
        def counted(*args: Any) -> Any:
            self.calls += 1
            if self.calls == self.fail_at:
                self.failed = True
                raise OSError(errno.ENOSPC, "No space left on device")
            return call(*args)

        return counted


@contextmanager
def disk_full_at(fail_at: int) -> Iterator[DiskFull]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        yield DiskFull(monkeypatch, fail_at)


GAMES = [record(f"g{number}", f"2026-{number % 3 + 9:02d}-05T20:00:00+00:00") for number in range(4)]
NEW = [record(f"new{number}", f"2026-{number % 2 + 10:02d}-07T20:00:00+00:00") for number in range(3)]
EXPORT = {"format": "vikings-history/1", "games": [game.model_dump(mode="json") for game in NEW + GAMES[:1]]}


def _save(archive: Archive) -> None:
    archive.save(NEW[0])


def _replace(archive: Archive) -> None:
    archive.save(GAMES[1])


def _import(archive: Archive) -> None:
    archive.import_(EXPORT)


def _delete(archive: Archive) -> None:
    archive.delete("g2")


def _rename(archive: Archive) -> None:
    archive.rename("Tester", "Tess")


@pytest.mark.parametrize(
    ("write", "after"),
    [
        # A new game: summary and log in one month.
        (_save, {game.summary.id for game in GAMES} | {"new0"}),
        # A game saved again under its id.
        (_replace, {game.summary.id for game in GAMES}),
        # Three new games over two months, one game already there.
        (_import, {game.summary.id for game in GAMES + NEW}),
        # A game taken out.
        (_delete, {game.summary.id for game in GAMES} - {"g2"}),
        # A player renamed in every game, three months.
        (_rename, {game.summary.id for game in GAMES}),
    ],
)
def test_a_full_disk_at_any_point_of_a_write_loses_nothing(
    tmp_path: Path, write: Callable[[Archive], None], after: set[str]
) -> None:
    template = tmp_path / "template"
    Archive(template).add_all(GAMES)
    before = {game.summary.id for game in GAMES}
    with disk_full_at(0) as counting:
        write(Archive(_copy(template, tmp_path / "counted")))
    assert counting.calls > 5
    for fail_at in range(1, counting.calls + 1):
        folder = _copy(template, tmp_path / f"run{fail_at}")
        with disk_full_at(fail_at) as disk:
            try:
                write(Archive(folder))
            except OSError as error:
                assert error.errno == errno.ENOSPC
        assert disk.failed
        # A reader that may not finish the interrupted write still finds every listed game whole.
        with pytest.MonkeyPatch.context() as monkeypatch:
            monkeypatch.setattr(Archive, "recover", lambda self: None)
            assert_whole(Archive(folder))
        # The next start finds the history exactly as before the write, or exactly as after it.
        restarted = Archive(folder)
        restarted.recover()
        assert assert_whole(restarted) in (before, after), f"the disk was full at call {fail_at}"
        assert temporary_files(folder) == []


def test_a_full_disk_while_saving_a_game_in_progress_keeps_the_last_save(tmp_path: Path) -> None:
    from companion.games.vikings.play import Seat, Setup
    from companion.games.vikings.play.events import TilePaid
    from companion.games.vikings.play.game import Game

    store = GameStore(tmp_path / "games.json")
    game = Game.new(Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))))
    game_id = store.create(game)
    seen = len(game.events)
    game.act(TilePaid(player=0, price=2))
    with disk_full_at(0) as counting:
        GameStore(_copy_file(store.path, tmp_path / "counted" / "games.json")).save(game_id, game, seen)
    for fail_at in range(1, counting.calls + 1):
        path = _copy_file(store.path, tmp_path / f"run{fail_at}" / "games.json")
        with disk_full_at(fail_at), suppress(OSError):
            GameStore(path).save(game_id, game, seen)
        restarted = GameStore(path)
        restarted.migrate()
        assert len(restarted.load(game_id).events) in (seen, seen + 1)
        assert restarted.problems == []
        assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def _copy(folder: Path, target: Path) -> Path:
    shutil.copytree(folder, target)
    return target


def _copy_file(path: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True)
    shutil.copy(path, target)
    return target
