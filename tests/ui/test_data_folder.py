"""The app and its data folder, through the real app in a browser: a damaged games file, a folder that stops
taking saves mid-game, and an import and export of a thousand games that the rest of the app never waits for."""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser

from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import TilePaid
from companion.history import GameStore
from companion.ui.session import TableSession
from tests.hostile.cases import _export_game, _games

from .driver import Player, Server
from .history_files import export_history, import_history
from .test_app import lay_start_tiles, new_game

UNPRIVILEGED = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] if os.geteuid() == 0 else []
"""Root ignores permissions: the server runs without that licence, as a phone's app would."""
READ_ONLY = "Can't save: the data folder is read-only — this game is kept only until you close the app."


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """`folder` and everything in it read-only, as it was again afterwards."""
    modes = {path: stat.S_IMODE(path.stat().st_mode) for path in [folder, *folder.rglob("*")]}
    for path, mode in modes.items():
        path.chmod(mode & ~0o222)
    try:
        yield
    finally:
        for path, mode in modes.items():
            path.chmod(mode)


def _started(store: GameStore, first: str, second: str) -> TableSession:
    """A game of Vikings between `first` and `second` started in `store`."""
    return TableSession.start(store, Setup(seats=(Seat(name=first, colour="white"), Seat(name=second, colour="tan"))))


@contextmanager
def _app_on(browser: Browser, db: Path) -> Iterator[Player]:
    """The app serving the games file `db`, open on a phone; the server stops afterwards."""
    server = Server(db)
    server.start()
    try:
        player = Player(browser, server.url)
        player.open()
        yield player
    finally:
        server.stop()


def test_the_app_starts_on_a_damaged_games_file_and_says_where_its_bytes_are(browser: Browser, tmp_path: Path) -> None:
    db = tmp_path / "games.json"
    store = GameStore(db)
    store.migrate()
    _started(store, "Ada", "Bo").act(TilePaid(player=0, price=5))  # the version before is kept as games.json.1
    db.write_bytes(b"garbage{{")
    with _app_on(browser, db) as ada:
        ada.wait_text(re.compile(r"^A damaged data file was found and set aside .*games\.json\.unreadable-"))
        # The game comes back from the last good backup, and opens.
        ada.tap(re.compile(r"^Resume Ada, Bo: round 1"))
        ada.wait_text("Ada: tap where the start tile goes")
        ada.page.go_back()
        ada.tap("Dismiss")
        ada.page.get_by_text(re.compile("A damaged data file")).first.wait_for(state="detached", timeout=20_000)
        ada.wait_text("New game")
    (aside,) = tmp_path.glob("games.json.unreadable-*")
    assert aside.read_bytes() == b"garbage{{"


def test_a_save_refused_by_a_read_only_folder_keeps_the_game_in_play_and_the_next_save_catches_up(
    browser: Browser, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    server = Server(data / "games.json", prefix=UNPRIVILEGED)
    server.start()
    try:
        ada = new_game(browser, server.url, "Ada", "Bo")
        lay_start_tiles(ada, "Ada", "Bo")
        ada.wait_text("Ada: tap where the tile goes")
        with read_only(data):
            ada.tap(re.compile(r"^Ada: points into gold"))
            ada.tap("Turn 2 points into gold")
            ada.wait_text(READ_ONLY)
            # Play goes on, in memory.
            ada.button(re.compile(r"^Ada: 8 points")).first.wait_for()
            ada.tap(re.compile(r"^Bo: points into gold"))
            ada.tap("Turn 3 points into gold")
            ada.button(re.compile(r"^Bo: 7 points")).first.wait_for()
            ada.save_state("Not saved")  # that change's save failed too
        ada.tap("Try again")
        ada.wait_text("Saved: every change of this game is kept again.")
    finally:
        server.stop()
    (game,) = GameStore(data / "games.json").unfinished()
    stored = TableSession.resume(GameStore(data / "games.json"), game.id).game.state
    assert [player.points for player in stored.players] == [8, 7]


def _thousand_games(path: Path) -> Path:
    game = _export_game()
    games = []
    for number in range(1000):
        copy = json.loads(json.dumps(game))
        copy["summary"]["id"] = f"game-{number}"
        copy["summary"]["date"] = f"2026-{number % 12 + 1:02}-{number % 28 + 1:02}T20:{number % 60:02}:00+00:00"
        games.append(copy)
    path.write_text(json.dumps(_games(*games)), encoding="utf-8")
    return path


def test_an_import_shows_its_progress_while_the_app_answers_and_a_refusal_says_why(
    browser: Browser, server: Server, tmp_path: Path
) -> None:
    export = _thousand_games(tmp_path / "thousand.json")
    viewer = Player(browser, server.url)
    viewer.open()
    viewer.tap("History")
    viewer.wait_text("No finished games yet.")
    import_history(viewer, export)
    viewer.wait_text(re.compile(r"^\d[\d,]* of 1,000 games$"), timeout=60_000)
    # The rest of the app answers meanwhile; back in the history, the games are there once the import ends.
    viewer.tap("Back")
    viewer.wait_text("No unfinished games.")
    viewer.tap("History")
    viewer.button(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")).first.wait_for(timeout=120_000)
    # The export holds every game.
    exported = export_history(viewer, tmp_path / "exported.json")
    viewer.wait_text("1,000 games exported.")
    assert len(json.loads(exported.read_text(encoding="utf-8"))["games"]) == 1000
    # A file that is not an export is refused with its reason, and nothing changes.
    (tmp_path / "other.json").write_text('{"format": "something else", "games": []}', encoding="utf-8")
    import_history(viewer, tmp_path / "other.json")
    viewer.wait_text("Nothing was imported: not a vikings-history/1 file")
    assert sum(1 for _ in GameStore(server.db).archive.summaries()) == 1000


def test_home_and_history_open_with_stored_games_whose_dates_are_not_dates(browser: Browser, tmp_path: Path) -> None:
    """The issue's own: a game in progress whose `updated` is not a date (Vikings' and another game's) and a
    game in history whose date is not one took Home down ("Error running app") and left History out of reach.
    Now each is set aside with a word, and everything else is there."""
    from companion.play.store import TableStore
    from tests.history.test_archive import record

    db = tmp_path / "games.json"
    store = GameStore(db)
    store.migrate()
    good = _started(store, "Ada", "Bo")
    bad = _started(store, "Cy", "Di")
    TableStore(db, []).create("africa", ("Aino", "Bernd"), [{"kind": "started", "names": ["Aino", "Bernd"]}])
    store.archive.add_all([record("g1", "2026-11-05T20:00:00+00:00"), record("g2", "2026-11-06T20:00:00+00:00")])
    tables = json.loads(db.read_text())
    next(doc for doc in tables["games"].values() if doc["id"] == bad.game_id)["updated"] = "not a date"
    next(iter(tables["tables"].values()))["updated"] = None
    db.write_text(json.dumps(tables))
    shard = tmp_path / "games-history" / "summaries" / "2026-11.json"
    months = json.loads(shard.read_text())
    next(doc for doc in months["games"].values() if doc["id"] == "g1")["date"] = "not a date"
    shard.write_text(json.dumps(months))

    with _app_on(browser, db) as ada:
        ada.wait_text(re.compile(r"^A game in progress could not be read and was set aside: Cy, Di — updated is not"))
        ada.wait_text(re.compile(r"A game in progress could not be read and was set aside: Aino, Bernd — updated must"))
        ada.button(re.compile(r"^Resume Ada, Bo: round 1")).wait_for(timeout=20_000)
        assert good.game_id in {game.id for game in GameStore(db).unfinished()}
        ada.tap("History")
        ada.wait_text(re.compile(r"A game in history could not be read and was set aside: Ungeheuer, Tester — date"))
        ada.button(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")).first.wait_for(timeout=20_000)
        ada.tap("Players")
        ada.wait_text(re.compile(r"Ungeheuer"))
    kept = json.loads(db.read_text())["unreadable"]
    assert sorted(entry["table"] for entry in kept.values()) == ["games", "tables"]
