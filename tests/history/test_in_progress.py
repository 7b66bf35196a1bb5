"""Each game in progress in a file of its own: a save writes that game's file and nothing else, a game the games
file still keeps (as every game was kept before) opens and moves out at its first save, a damaged game's file
is set aside and said, and neither a full disk nor kill -9 in the middle of a save loses its last good state."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import signal
import time
from contextlib import suppress
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import TilePaid
from companion.games.vikings.play.game import Game
from companion.history import Conflict, GameStore
from companion.history.in_progress import folder_of
from companion.history.storage import UNREADABLE
from companion.play.store import TableStore

from .test_crashes import _received
from .test_faults import _copy, disk_full_at
from .whole import temporary_files

SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="tan")))
AFRICA = [{"kind": "started", "names": ["Aino", "Bernd"]}]
TRACKED = {"kind": "tracked", "player": 0, "scoring": "points", "count": 2}
KILLS = 20


def _played(game: Game, taps: int) -> Game:
    for _ in range(taps):
        game.act(TilePaid(player=len(game.events) % 2, price=1))
    return game


def _files(folder: Path) -> dict[Path, tuple[bytes, int]]:
    """Every file of a data folder, with its bytes and the time it was last written; not the lock's file, which
    holds no data (taking the lock may write it)."""
    return {
        path: (path.read_bytes(), path.stat().st_mtime_ns)
        for path in folder.rglob("*")
        if path.is_file() and path.suffix != ".lock"
    }


def _written(before: dict[Path, tuple[bytes, int]], after: dict[Path, tuple[bytes, int]]) -> set[Path]:
    return {path for path in after if after[path] != before.get(path)}


def _with_backups(file: Path) -> set[Path]:
    return {file, *(file.with_name(f"{file.name}.{number}") for number in (1, 2, 3))}


def _own(store: GameStore, game_id: str) -> Path:
    return store.in_progress.file(game_id)


def test_a_save_writes_its_games_file_alone(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    store.migrate()
    games = {store.create(Game.new(SETUP)): Game.new(SETUP) for _ in range(3)}
    tables = TableStore(store.path, store.problems)
    africa = tables.create("africa", ("Aino", "Bernd"), AFRICA)
    for game_id, game in games.items():  # each game's first save moves it into its own file
        store.save(game_id, _played(game, 1), 1)
    tables.save(africa, [*AFRICA, TRACKED], 1, None, None)
    played, game = next(iter(games.items()))
    before = _files(tmp_path)
    time.sleep(0.01)  # a write now is told by its time as well as by its bytes
    store.save(played, _played(game, 1), 2)
    after = _files(tmp_path)
    own = _own(store, played)
    # Its file is written, with its backups; the games file, every other game's file (Vikings' and Africa's) and
    # the history are as they were.
    assert own in _written(before, after) <= _with_backups(own)
    assert len(GameStore(store.path).load(played).events) == 3
    # And so for a game of another game.
    before = _files(tmp_path)
    time.sleep(0.01)
    tables.save(africa, [*AFRICA, TRACKED, TRACKED], 2, None, None)
    tables.keep_view(africa, {"seat": 1})
    assert _written(before, _files(tmp_path)) <= _with_backups(tables.in_progress.file(africa))
    assert (len(tables.load(africa).events), tables.load(africa).view) == (3, {"seat": 1})


def test_a_game_the_games_file_keeps_opens_and_moves_to_its_own_file_at_its_first_save(tmp_path: Path) -> None:
    """A game as an earlier version kept it, and as every game starts: in the games file's table."""
    store = GameStore(tmp_path / "games.json")
    store.migrate()
    game_id = store.create(Game.new(SETUP))
    other = store.create(Game.new(SETUP))
    assert [document["id"] for document in json.loads(store.path.read_text())["games"].values()] == [game_id, other]
    assert not folder_of(store.path).exists()
    assert {game.id for game in store.unfinished()} == {game_id, other}
    store.save(game_id, _played(Game.new(SETUP), 2), 1)
    # Its own file holds it, and the games file no longer does; the other game stays where it was.
    assert [document["id"] for document in json.loads(store.path.read_text())["games"].values()] == [other]
    assert json.loads(_own(store, game_id).read_text())["games"]["1"]["id"] == game_id
    again = GameStore(store.path)
    again.migrate()
    assert len(again.load(game_id).events) == 3
    assert {game.id for game in again.unfinished()} == {game_id, other}
    assert (again.problems, again.unreadable) == ([], [])


@pytest.mark.parametrize("first_save", [True, False])
def test_a_save_that_does_not_extend_the_log_this_session_saw_is_refused(tmp_path: Path, first_save: bool) -> None:
    store = GameStore(tmp_path / "games.json")
    game_id = store.create(Game.new(SETUP))
    seen = 1
    if not first_save:  # the game is in its own file already
        store.save(game_id, _played(Game.new(SETUP), 1), 1)
        seen = 2
    elsewhere = GameStore(store.path)
    elsewhere.save(game_id, _played(Game.new(SETUP), seen), seen)
    with pytest.raises(Conflict):
        store.save(game_id, _played(Game.new(SETUP), seen + 2), seen)
    with pytest.raises(Conflict):
        store.save("no such game", Game.new(SETUP), 1)
    assert len(store.load(game_id).events) == seen + 1


@pytest.mark.parametrize("damage", [b"garbage{{", b"[]", b'{"games": []}', bytes(range(256))])
def test_a_damaged_games_file_of_its_own_is_set_aside_and_its_newest_good_backup_put_back(
    tmp_path: Path, damage: bytes
) -> None:
    store = GameStore(tmp_path / "games.json")
    game_id = store.create(Game.new(SETUP))
    game = _played(Game.new(SETUP), 1)
    store.save(game_id, game, 1)
    store.save(game_id, _played(game, 1), 2)  # the version before is kept as its file's backup
    own = _own(store, game_id)
    own.write_bytes(damage)
    again = GameStore(store.path)
    again.migrate()
    assert [len(game.events) for game in again.unfinished()] == [2]
    (aside,) = again.problems
    assert Path(aside).name.startswith(f"{own.name}.unreadable-")
    assert Path(aside).read_bytes() == damage
    # The game goes on from there.
    again.save(game_id, _played(Game.new(SETUP), 2), 2)
    assert len(GameStore(store.path).load(game_id).events) == 3


def test_a_damaged_games_file_of_its_own_with_no_good_backup_is_set_aside_and_said(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    game_id = store.create(Game.new(SETUP))
    kept = store.create(Game.new(SETUP))
    store.save(game_id, _played(Game.new(SETUP), 1), 1)
    own = _own(store, game_id)
    own.write_bytes(b"garbage{{")
    again = GameStore(store.path)
    again.migrate()
    assert [game.id for game in again.unfinished()] == [kept]
    (aside,) = again.problems
    assert Path(aside).read_bytes() == b"garbage{{"
    with pytest.raises(KeyError):
        again.load(game_id)


def test_a_game_of_its_own_file_that_does_not_read_is_set_aside_in_the_games_file_and_said(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    game_id = store.create(Game.new(SETUP))
    kept = store.create(Game.new(SETUP))
    store.save(game_id, _played(Game.new(SETUP), 1), 1)
    store.save(game_id, _played(Game.new(SETUP), 2), 2)
    own = _own(store, game_id)
    document = json.loads(own.read_text())["games"]["1"] | {"updated": "not a date"}
    own.write_text(json.dumps({"games": {"1": document}}))
    again = GameStore(store.path)
    again.migrate()
    assert [game.id for game in again.unfinished()] == [kept]
    (found,) = again.unreadable
    assert (found.kind, found.id, found.names, found.moved) == ("game", game_id, ("Ada", "Bo"), True)
    assert found.text().startswith("A game in progress could not be read and was set aside: Ada, Bo — updated is")
    assert str(store.path) in found.text()
    # The record is kept whole in the games file, with its table; its file and its backups are gone.
    entries = json.loads(store.path.read_text())[UNREADABLE].values()
    assert [(entry["table"], entry["key"], entry["record"]) for entry in entries] == [("games", own.name, document)]
    assert sorted(own.parent.iterdir()) == []
    third = GameStore(store.path)
    third.migrate()
    assert (third.unreadable, [game.id for game in third.unfinished()]) == ([], [kept])


def test_a_full_disk_at_any_point_of_a_save_keeps_the_last_good_state(tmp_path: Path) -> None:
    """Of the first save, which moves the game out of the games file, and of the next, which writes its file."""
    template = tmp_path / "template"
    store = GameStore(template / "games.json")
    game_id = store.create(Game.new(SETUP))
    other = store.create(Game.new(SETUP))
    for seen in (1, 2):
        game = _played(Game.new(SETUP), seen)
        with disk_full_at(0) as counting:
            GameStore(_copy(template, tmp_path / f"counted{seen}") / "games.json").save(game_id, game, seen)
        for fail_at in range(1, counting.calls + 1):
            folder = _copy(template, tmp_path / f"run{seen}-{fail_at}")
            with disk_full_at(fail_at), suppress(OSError):
                GameStore(folder / "games.json").save(game_id, game, seen)
            restarted = GameStore(folder / "games.json")
            restarted.migrate()
            assert len(restarted.load(game_id).events) in (seen, seen + 1), f"the disk was full at call {fail_at}"
            assert sorted(game.id for game in restarted.unfinished()) == sorted([game_id, other])
            assert (restarted.problems, restarted.unreadable) == ([], [])
            assert temporary_files(folder) == []
            # A move the full disk cut short is finished: the game is in one place only.
            kept = [document["id"] for document in json.loads(restarted.path.read_text())["games"].values()]
            assert kept.count(game_id) == (0 if _own(restarted, game_id).exists() else 1)
        store.save(game_id, game, seen)


def _save_forever(path: str, game_id: str, stored: Connection) -> None:
    """Play and save one game without end, as a table does: each save moves it on by one event (its tile paid,
    undone, redone, undone …); send how many events are surely stored, as they are."""
    store = GameStore(Path(path))
    game = Game.replay(store.load(game_id).events)
    while True:
        seen = len(game.events)
        if game.can_redo:
            game.redo()
        elif game.can_undo:
            game.undo()
        else:
            game.act(TilePaid(player=0, price=1))
        store.save(game_id, game, seen)
        stored.send({seen + 1})


def _killed(path: Path, game_id: str, delay: float) -> int:
    """Save the game without end in a process of its own, killed with -9 `delay` seconds after its first save;
    how many events it surely stored."""
    fork = multiprocessing.get_context("fork")
    receiving, sending = fork.Pipe(duplex=False)
    writer = fork.Process(target=_save_forever, args=(str(path), game_id, sending))
    writer.start()
    sending.close()
    assert receiving.poll(60), "the writer saved nothing"
    time.sleep(delay)
    os.kill(writer.pid or 0, signal.SIGKILL)
    writer.join()
    return max(_received(receiving))


def test_kill_9_in_the_middle_of_saves_loses_no_saved_event(tmp_path: Path) -> None:
    path = tmp_path / "games.json"
    store = GameStore(path)
    game_id = store.create(Game.new(SETUP))
    other = store.create(Game.new(SETUP))
    chance = random.Random(7)
    for _ in range(KILLS):
        saved = _killed(path, game_id, chance.uniform(0.0, 0.03))
        restarted = GameStore(path)  # the next start
        restarted.migrate()
        events = restarted.load(game_id).events
        assert len(events) in (saved, saved + 1)
        Game.replay(events)
        assert {game.id for game in restarted.unfinished()} == {game_id, other}
        assert (restarted.problems, restarted.unreadable) == ([], [])
        assert temporary_files(tmp_path) == []
