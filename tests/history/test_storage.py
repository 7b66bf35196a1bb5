"""The storage under the games: whole writes only, and one writer at a time across processes."""

from __future__ import annotations

import json
import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.game import Game
from companion.history import GameStore, storage
from companion.history.storage import AtomicJSONStorage

SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange")))


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "db.json")
    storage.write({"games": {"1": {"x": 1}}})
    storage.write({"games": {"1": {"x": 2}}})
    assert storage.read() == {"games": {"1": {"x": 2}}}
    # No temporary file is left; the version before is kept as a backup, beside the lock.
    assert sorted(path.name for path in tmp_path.iterdir()) == ["db.json", "db.json.1", "db.json.lock"]
    assert json.loads((tmp_path / "db.json.1").read_text()) == {"games": {"1": {"x": 1}}}


def test_in_the_browser_a_write_takes_no_file_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Emscripten's flock grants every request, and one copy of the app writes (the browser's lock): the browser's
    # Python neither imports filelock at its start nor leaves a lock file in the browser's storage.
    monkeypatch.setattr(storage, "THREADS", False)
    written = AtomicJSONStorage(tmp_path / "db.json")
    written.write({"games": {"1": {"x": 1}}})
    written.write({"games": {"1": {"x": 2}}})
    assert written.read() == {"games": {"1": {"x": 2}}}
    assert sorted(path.name for path in tmp_path.iterdir()) == ["db.json", "db.json.1"]
    imported = "import sys, main; print('filelock' in sys.modules)"
    root = Path(__file__).parents[2]
    ran = subprocess.run([sys.executable, "-c", imported], capture_output=True, text=True, check=True, cwd=root)
    assert ran.stdout.split() == ["False"]


def test_backups_roll_over_the_last_three_versions(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "db.json")
    for version in range(6):
        storage.write({"v": {"1": {"n": version}}})
    kept = [json.loads((tmp_path / f"db.json.{n}").read_text())["v"]["1"]["n"] for n in (1, 2, 3)]
    assert kept == [4, 3, 2]
    assert not (tmp_path / "db.json.4").exists()


def _create_games(path: str, count: int) -> None:
    store = GameStore(Path(path))
    for _ in range(count):
        store.create(Game.new(SETUP))


def test_processes_creating_games_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "games.json"
    workers = [multiprocessing.Process(target=_create_games, args=(str(path), 10)) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert all(worker.exitcode == 0 for worker in workers)
    assert len(GameStore(path).all_games()) == 30
    json.loads(path.read_text())


def _damage(path: Path, damage: str) -> bytes:
    """Put a damaged file at `path` the way a disk, a tool or a person might; returns the bytes to be kept."""
    path.unlink()
    if damage == "folder":
        path.mkdir()
        (path / "inside.txt").write_bytes(b"kept")
        return b""
    content = {
        "garbage": b"garbage{{",
        "list": b"[]",
        "binary": bytes(range(256)) * 4,
        "wrong tables": b'{"games": []}',
        "cut short": b'{"games": {"1": {"id": "x"',
    }[damage]
    path.write_bytes(content)
    return content


DAMAGES = ["garbage", "list", "binary", "folder", "wrong tables", "cut short"]


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_games_file_is_set_aside_and_its_newest_good_backup_put_back(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "games.json"
    store = GameStore(path)
    first = store.create(Game.new(SETUP))  # games.json.2 holds this game alone
    store.create(Game.new(SETUP))  # games.json.1 holds two
    store.create(Game.new(SETUP))
    # The newest backup is damaged too: the one before it comes back.
    kept = _damage(path, damage)
    (tmp_path / "games.json.1").write_text("also garbage")
    again = GameStore(path)
    assert again.migrate() == 0
    assert [game.id for game in again.unfinished()] == [first]
    (aside,) = again.problems
    assert Path(aside).name.startswith("games.json.unreadable-")
    if damage == "folder":
        assert (Path(aside) / "inside.txt").read_bytes() == b"kept"
    else:
        assert Path(aside).read_bytes() == kept
    # The history beside it reads, and the games file takes new games again.
    assert again.archive.page() == []
    again.create(Game.new(SETUP))
    assert len(GameStore(path).all_games()) == 2


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_games_file_with_no_good_backup_reads_as_empty(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "games.json"
    GameStore(path).create(Game.new(SETUP))
    kept = _damage(path, damage)
    store = GameStore(path)
    store.migrate()
    assert store.unfinished() == []
    assert len(store.problems) == 1
    assert damage == "folder" or Path(store.problems[0]).read_bytes() == kept


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_history_month_is_set_aside_and_its_backup_put_back(tmp_path: Path, damage: str) -> None:
    from companion.history.archive import Archive

    from .test_archive import record

    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    archive.save(record("b", "2026-11-21T20:00:00+00:00"))
    for kind in ("summaries", "logs"):
        _damage(tmp_path / "history" / kind / "2026-11.json", damage)
    again = Archive(tmp_path / "history")
    # The last good version (before "b" was saved) comes back, summary and log alike.
    assert [s.id for s in again.page()] == ["a"]
    assert again.get("a").replay().state.finished
    assert len(again.problems) == 2 and all(Path(problem).exists() for problem in again.problems)
    again.save(record("c"))
    assert {s.id for s in Archive(tmp_path / "history").summaries()} == {"a", "c"}


def test_the_next_start_removes_the_temporary_files_a_crash_left_and_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "games.json"
    store = GameStore(path)
    store.create(Game.new(SETUP))
    from .test_archive import record

    store.archive.save(record("a"))
    left = [
        tmp_path / ".games.json.x1y2.tmp",
        tmp_path / ".games.json.1.x1y2.tmp",
        store.archive.folder / "summaries" / ".2026-11.json.abc.tmp",
        store.archive.folder / "logs" / ".2026-11.json.abc.tmp",
        store.archive.folder / ".journal.json.abc.tmp",
    ]
    others = [tmp_path / ".notes.tmp", tmp_path / "games.json.tmp", tmp_path / "photo.json"]
    for leftover in left + others:
        leftover.write_text("half")
    GameStore(path).migrate()
    assert [leftover for leftover in left if leftover.exists()] == []
    assert all(other.exists() for other in others)


HISTORY_MODULES = sorted((Path(__file__).parents[2] / "companion" / "history").glob("*.py"))


@pytest.mark.parametrize("module", HISTORY_MODULES, ids=lambda path: path.name)
def test_the_storage_uses_neither_fcntl_nor_hard_links(module: Path) -> None:
    """fcntl is missing on Windows and in Pyodide; Android refuses hard links to apps."""
    import ast

    tree = ast.parse(module.read_text())
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "fcntl" not in imported
    called = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not called & {"link", "hardlink_to", "link_to"}


WITHOUT_FCNTL_AND_LINKS = """
import multiprocessing
import os
import sys
import warnings
from pathlib import Path

sys.modules["fcntl"] = None  # as on Windows and in Pyodide: `import fcntl` fails
def no_link(*args, **kwargs):
    raise PermissionError(13, "hard links are refused here")  # as on Android
os.link = no_link
Path.hardlink_to = no_link
warnings.simplefilter("ignore")  # filelock says it falls back to its lock file

from companion.history import GameStore
from companion.history.archive import Archive
from tests.history.test_archive import record
from tests.history.test_storage import SETUP, _create_games

def file_games(folder, prefix):
    archive = Archive(Path(folder))
    for number in range(4):
        archive.save(record(f"{prefix}{number}", f"2026-{number + 1:02d}-05T20:00:00+00:00"))

folder = Path(sys.argv[1])
workers = [multiprocessing.Process(target=file_games, args=(str(folder / "history"), p)) for p in "ab"]
workers += [multiprocessing.Process(target=_create_games, args=(str(folder / "games.json"), 5)) for _ in "ab"]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join()
assert all(worker.exitcode == 0 for worker in workers)
assert "fcntl" not in {name for name, module in sys.modules.items() if module is not None}
archive = Archive(folder / "history")
assert {s.id for s in archive.summaries()} == {f"{p}{n}" for p in "ab" for n in range(4)}
target = Archive(folder / "copy")
assert target.import_(archive.export()) == 8
assert archive.rename("Tester", "Tess") == 8
archive.delete("a0")
assert len(GameStore(folder / "games.json").all_games()) == 10
for version in (1, 2, 3):
    assert (folder / f"games.json.{version}").is_file()
print("ok")
"""


def test_the_storage_works_without_fcntl_and_hard_links(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_FCNTL_AND_LINKS, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
