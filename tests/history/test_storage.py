"""The storage under the games: whole writes only, and one writer at a time across processes."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

from companion.history import GameStore
from companion.history.storage import AtomicJSONStorage
from companion.play import Seat, Setup
from companion.play.game import Game

SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange")))


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "db.json")
    storage.write({"games": {"1": {"x": 1}}})
    storage.write({"games": {"1": {"x": 2}}})
    assert storage.read() == {"games": {"1": {"x": 2}}}
    # No temporary file is left; the version before is kept as a backup.
    assert sorted(path.name for path in tmp_path.iterdir()) == ["db.json", "db.json.1"]
    assert json.loads((tmp_path / "db.json.1").read_text()) == {"games": {"1": {"x": 1}}}


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
