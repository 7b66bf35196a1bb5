"""The history of finished games: saved, listed, exported, imported; never lost, never corrupted."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games.vikings.boardfile import load_board
from companion.games.vikings.play.from_board import game_of_board
from companion.history import GameStore
from companion.history.archive import EXPORT_FORMAT, Archive, ImportRefused
from companion.history.records import GameRecord, record_of
from companion.history.stats import statistics

DATA = Path(__file__).parents[1] / "data"


def record(game_id: str, date: str = "2026-11-20T20:00:00+00:00", board: str = "ungeheuer_final") -> GameRecord:
    game = game_of_board(load_board(DATA / f"{board}.json"))
    return record_of(game_id, game, started="2026-11-20T18:00:00+00:00", finished=date)


def test_a_saved_game_is_listed_newest_first_and_replays(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("old", "2026-10-02T20:00:00+00:00"))
    archive.save(record("new", "2026-11-20T20:00:00+00:00"))
    assert [s.id for s in archive.page()] == ["new", "old"]
    assert [s.id for s in archive.page(offset=1)] == ["old"]
    assert archive.page(player="nobody") == []
    stored = archive.get("new")
    assert stored.summary.duration_min == 120
    ungeheuer = next(p for p in stored.summary.players if p.name == "Ungeheuer")
    assert (ungeheuer.points, ungeheuer.rank, ungeheuer.winner, ungeheuer.sources["boatsmen"]) == (64, 1, True, 10)
    assert stored.replay().state.result is not None


def test_delete_and_undo(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    removed = archive.delete("a")
    assert archive.page() == []
    archive.save(removed)
    assert [s.id for s in archive.page()] == ["a"]


def test_export_then_import_into_an_empty_history_gives_the_same_history(tmp_path: Path) -> None:
    source = Archive(tmp_path / "one")
    for number in range(3):
        source.save(record(f"g{number}", f"2026-0{number + 1}-05T20:00:00+00:00"))
    exported = json.loads(json.dumps(source.export()))
    target = Archive(tmp_path / "two")
    assert target.import_(exported) == 3
    assert target.import_(exported) == 0  # no duplicates
    assert list(target.summaries()) == list(source.summaries())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    garbage=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=20),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
        max_leaves=20,
    )
)
def test_a_malformed_import_changes_nothing(tmp_path: Path, garbage: object) -> None:
    archive = Archive(tmp_path / "hostile")
    if not archive.page():
        archive.save(record("kept"))
    before = [s.id for s in archive.page()]
    good = record("extra").model_dump(mode="json")
    for data in (garbage, {"format": EXPORT_FORMAT, "games": [good, garbage]}):
        with pytest.raises(ImportRefused):
            archive.import_(data)
        assert [s.id for s in archive.page()] == before


def test_a_forged_log_is_refused(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    forged = record("forged").model_dump(mode="json") | {"log": "bm90IGEgbG9n"}
    with pytest.raises(ImportRefused):
        archive.import_({"format": EXPORT_FORMAT, "games": [forged]})
    assert archive.page() == []


def test_an_unreadable_file_is_moved_aside_reported_and_its_backup_restored(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    archive.save(record("b", "2026-11-21T20:00:00+00:00"))
    shard = tmp_path / "history" / "summaries" / "2026-11.json"
    shard.write_text(shard.read_text()[:40])
    # The last good version (before "b" was saved) comes back; the broken file is kept aside.
    assert [s.id for s in archive.page()] == ["a"]
    assert len(archive.problems) == 1 and "unreadable" in archive.problems[0]
    assert Path(archive.problems[0]).exists()


def test_a_file_with_no_good_backup_reads_as_empty(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    shard = tmp_path / "history" / "summaries" / "2026-11.json"
    shard.write_text("garbage")
    assert archive.page() == []
    assert len(archive.problems) == 1 and Path(archive.problems[0]).read_text() == "garbage"
    archive.save(record("b"))
    assert [s.id for s in archive.page()] == ["b"]


def test_threads_saving_at_once_lose_nothing(tmp_path: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    archive = Archive(tmp_path / "history")
    records = [record(f"t{number}") for number in range(12)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(archive.save, records))
    assert {s.id for s in archive.summaries()} == {f"t{number}" for number in range(12)}


def test_statistics(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    archive.save(record("b", "2026-11-21T20:00:00+00:00"))
    players, records = statistics(archive.documents())
    ungeheuer = players["Ungeheuer"]
    assert (ungeheuer.games, ungeheuer.wins, ungeheuer.best, ungeheuer.win_rate) == (2, 2, 64, 1.0)
    assert ungeheuer.beat == {"Tester": 2}
    assert records.highest_score[:2] == (64, "Ungeheuer")
    assert records.biggest_supply[:2] == (4, "Tester")


def test_history_commands(tmp_path: Path) -> None:
    db = tmp_path / "games.json"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "companion", *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    assert run("score", str(DATA / "ungeheuer_final.json"), "--save", "--db", str(db)).returncode == 0
    assert run("score", str(DATA / "nessi_great.json"), "--save", "--db", str(db)).returncode == 0
    listed = json.loads(run("history", "--db", str(db), "list", "--json").stdout)
    assert {p["name"] for game in listed for p in game["players"]} == {"Ungeheuer", "Tester", "Nessi", "Rival"}
    assert "Ungeheuer: 1 game, 1 win (100%)" in run("history", "--db", str(db), "stats").stdout
    exported = tmp_path / "export.json"
    assert run("history", "--db", str(db), "export", str(exported)).returncode == 0
    assert "2 games added" in run("history", "--db", str(tmp_path / "other.json"), "import", str(exported)).stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    refused = run("history", "--db", str(db), "import", str(bad))
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert run("history", "--db", str(db), "show", "missing").returncode == 2
    too_early = run("score", str(DATA / "finnish_great.json"), "--save", "--db", str(db))
    assert too_early.returncode == 2 and "round-6" in too_early.stderr
    assert len(GameStore(db).archive.page()) == 2


def test_bg_stats_link_carries_the_play() -> None:
    from urllib.parse import unquote

    from companion.history.bgstats import CREATE_PLAY, create_play_link

    summary = record("abc").summary
    link = create_play_link(summary)
    assert link.startswith(CREATE_PLAY)
    data = json.loads(unquote(link.removeprefix(CREATE_PLAY)))
    assert data["game"] == {"name": "Vikings", "bggId": 27173, "highestWins": True, "sourceGameId": "vikings"}
    assert (data["sourcePlayId"], data["playDate"], data["durationMin"]) == ("abc", "2026-11-20 20:00:00", 120)
    winner = next(p for p in data["players"] if p["winner"])
    assert (winner["name"], winner["score"], winner["rank"]) == ("Ungeheuer", 64, 1)
    assert {"name", "score", "winner", "rank", "startPlayer", "sourcePlayerId"} == set(winner)


def test_migration_files_the_finished_games_of_an_older_games_file(tmp_path: Path) -> None:
    import shutil

    db = tmp_path / "games.json"
    shutil.copy(DATA / "games-schema1.json", db)
    store = GameStore(db)
    assert store.archive.page() == []
    assert store.migrate() == 1
    (summary,) = store.archive.page()
    assert ([p.name for p in summary.players], summary.duration_min) == (["Ada", "Bo"], 90)
    assert next(p for p in summary.players if p.name == "Ada").winner
    assert [game.names for game in store.unfinished()] == [("Cy", "Di")]
    assert store.migrate() == 0


def test_renaming_a_player_across_all_games(tmp_path: Path) -> None:
    from companion.history.archive import RenameRefused

    archive = Archive(tmp_path / "history")
    archive.save(record("a"))
    archive.save(record("b", "2026-10-21T20:00:00+00:00"))
    assert archive.rename("Tester", "Tess") == 2
    assert {p.name for s in archive.summaries() for p in s.players} == {"Ungeheuer", "Tess"}
    assert [p.name for p in archive.get("a").replay().state.players] == ["Ungeheuer", "Tess"]
    with pytest.raises(RenameRefused):
        archive.rename("Tess", "Ungeheuer")
    players, _ = statistics(archive.documents())
    assert players["Tess"].games == 2


def _file_games(folder: str, prefix: str) -> None:
    archive = Archive(Path(folder))
    for number in range(5):
        archive.save(record(f"{prefix}{number}", f"2026-{number + 1:02d}-05T20:00:00+00:00"))


def test_processes_filing_games_at_once_lose_nothing(tmp_path: Path) -> None:
    import multiprocessing

    folder = tmp_path / "history"
    workers = [multiprocessing.Process(target=_file_games, args=(str(folder), prefix)) for prefix in "abc"]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert all(worker.exitcode == 0 for worker in workers)
    assert {s.id for s in Archive(folder).summaries()} == {f"{p}{n}" for p in "abc" for n in range(5)}


def _exported(*records: GameRecord) -> dict[str, object]:
    return {"format": EXPORT_FORMAT, "games": [r.model_dump(mode="json") for r in records]}


def _changed_log(change: object) -> dict[str, object]:
    """The example game's export with its event log changed by `change(events)`."""
    from companion.games.vikings.play.events import EVENTS
    from companion.history.records import packed

    game = record("changed")
    events = game.events()
    change(events)  # type: ignore[operator]
    return _exported(game.model_copy(update={"log": packed(EVENTS.dump_json(events))}))


def _dated(date: str) -> dict[str, object]:
    exported = record("dated").model_dump(mode="json")
    exported["summary"]["date"] = date
    return {"format": EXPORT_FORMAT, "games": [exported]}


def _same_name(events: list) -> None:  # type: ignore[type-arg]
    setup = events[0].setup
    seats = (setup.seats[0], setup.seats[1].model_copy(update={"name": setup.seats[0].name}))
    events[0] = events[0].model_copy(update={"setup": setup.model_copy(update={"seats": seats})})


def _third_player(events: list) -> None:  # type: ignore[type-arg]
    from companion.games.vikings.play.events import TilePaid

    events.insert(-1, TilePaid(player=2, price=0))


@pytest.mark.parametrize(
    ("data", "code"),
    [
        # Not an export at all.
        ({"format": "vikings-history/2", "games": []}, "not_export"),
        # A log that stops before the final scoring, filed as a finished game.
        (_changed_log(lambda events: events.pop()), "unfinished"),
        # A date that is no date, a month 13, a date without its offset, a path.
        (_dated("not a date at all"), "invalid_game"),
        (_dated("2026-13-05T20:00:00+00:00"), "invalid_game"),
        (_dated("2026-11-05T20:00:00"), "invalid_game"),
        (_dated("../../c"), "invalid_game"),
        # One name for both seats.
        (_changed_log(_same_name), "invalid_log"),
        # An action of player 3 in a 2-player game.
        (_changed_log(_third_player), "illegal_log"),
        # No events at all.
        (_changed_log(lambda events: events.clear()), "empty_log"),
    ],
)
def test_an_import_is_refused_with_its_reason_and_changes_nothing(
    tmp_path: Path, data: dict[str, object], code: str
) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(record("kept"))
    with pytest.raises(ImportRefused) as refused:
        archive.import_(data)
    assert refused.value.code == code
    assert str(refused.value)
    assert [s.id for s in archive.page()] == ["kept"]
    assert sorted(path.name for path in (tmp_path / "history" / "summaries").iterdir()) == ["2026-11.json"]
    assert not (tmp_path / "c.json").exists()


@pytest.mark.parametrize(
    ("limit", "value", "code"),
    [
        # More events in one game than any game holds.
        ("MAX_EVENTS", 10, "too_many_events"),
        # More events in all than an import takes.
        ("MAX_TOTAL_EVENTS", 60, "too_many_events_in_all"),
        # More games than an import takes.
        ("MAX_GAMES", 1, "too_many_games"),
        # Logs that unpack to more than an import takes.
        ("MAX_TOTAL_LOG_BYTES", 3000, "too_much"),
    ],
)
def test_the_work_of_an_import_is_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limit: str, value: int, code: str
) -> None:
    from companion.history import exchange

    monkeypatch.setattr(exchange, limit, value)
    with pytest.raises(ImportRefused) as refused:
        Archive(tmp_path / "history").import_(_exported(record("a"), record("b")))
    assert refused.value.code == code


def test_a_log_that_unpacks_beyond_any_game_is_refused(tmp_path: Path) -> None:
    import base64
    import zlib

    bomb = base64.b64encode(zlib.compress(b"[" + b" " * 5_000_000 + b"]", 9)).decode("ascii")
    with pytest.raises(ImportRefused) as refused:
        Archive(tmp_path / "history").import_(_exported(record("a").model_copy(update={"log": bomb})))
    assert refused.value.code == "log_too_large"


def test_an_imported_summary_is_derived_from_its_log(tmp_path: Path) -> None:
    forged = record("forged").model_dump(mode="json")
    tester = forged["summary"]["players"][1]
    tester.update(points=9999, gold=9999, winner=True, rank=1, sources={"ships": 9999})
    archive = Archive(tmp_path / "history")
    assert archive.import_({"format": EXPORT_FORMAT, "games": [forged]}) == 1
    assert archive.get("forged").summary == record("forged").summary


def _counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    from companion.history import storage

    reads: list[Path] = []
    read = storage.read_tables

    def counted(path: Path, *args: object) -> object:
        reads.append(path)
        return read(path, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(storage, "read_tables", counted)
    return reads


def test_export_and_import_read_each_month_a_bounded_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Linear in the games: no shard is read again for each game (as asking for each game would)."""
    games = [record(f"g{number}", f"2026-{number % 4 + 1:02d}-05T20:00:00+00:00") for number in range(40)]
    source = Archive(tmp_path / "one")
    source.add_all(games)
    reads = _counting_reads(monkeypatch)
    exported = source.export()
    assert len(exported["games"]) == 40
    assert len(reads) == len(set(reads)) == 8  # four months, their summaries and their logs, each once
    reads.clear()
    assert Archive(tmp_path / "two").import_(exported) == 40
    assert max(reads.count(path) for path in set(reads)) <= 2


def test_export_and_import_tell_their_progress(tmp_path: Path) -> None:
    games = [record(f"g{number}", f"2026-{number % 3 + 1:02d}-05T20:00:00+00:00") for number in range(6)]
    source = Archive(tmp_path / "one")
    source.add_all(games)
    told: list[tuple[int, int]] = []
    exported = source.export(progress=lambda done, total: told.append((done, total)))
    assert told == [(2, 6), (4, 6), (6, 6)]
    told.clear()
    Archive(tmp_path / "two").import_(exported, progress=lambda done, total: told.append((done, total)))
    assert told == [(done, 6) for done in range(1, 7)]


def test_a_month_comes_from_the_parsed_date_and_a_shard_stays_in_the_history(tmp_path: Path) -> None:
    from companion.history.records import month_of

    assert month_of("2026-03-05T20:00:00+01:00") == "2026-03"
    archive = Archive(tmp_path / "history")
    for month in ("../../c", "2026-1", "2026-01/../x", "..", ""):
        with pytest.raises(ValueError):
            archive._shard("summaries", month)


def test_a_large_import_checked_by_several_processes_ends_as_in_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.history import exchange

    monkeypatch.setattr(exchange, "PARALLEL_FROM", 2)
    games = [record(f"g{number}", f"2026-{number % 3 + 1:02d}-05T20:00:00+00:00") for number in range(6)]
    exported = _exported(*games)
    told: list[tuple[int, int]] = []
    archive = Archive(tmp_path / "history")
    assert archive.import_(exported, progress=lambda *progress: told.append(progress), workers=2) == 6
    assert list(archive.summaries()) == sorted((g.summary for g in games), key=lambda s: s.date, reverse=True)
    assert told[-1] == (6, 6)
    # A refusal found in another process comes back whole, with its reason, and nothing is written.
    exported["games"].append(_dated("2026-13-05T20:00:00+00:00")["games"][0])  # type: ignore[index]
    with pytest.raises(ImportRefused) as refused:
        Archive(tmp_path / "other").import_(exported, workers=2)
    assert (refused.value.code, str(refused.value).split(":")[0]) == ("invalid_game", "game 7")
    assert Archive(tmp_path / "other").page() == []


def test_progress_games_played_at_the_table_export_import_and_count_in_the_statistics(tmp_path: Path) -> None:
    """Whole progress games (auctions, special tiles, the boat tile) keep their rules, their result and where
    their points came from, through history, export and import."""
    import random

    from ..games.vikings.play.progress_games import play_progress_game

    source = Archive(tmp_path / "one")
    for seed in range(3):
        game, _ = play_progress_game(random.Random(seed), 2 + seed, "purse" if seed % 2 else "coins")
        source.save(
            record_of(f"p{seed}", game, started="2026-11-20T18:00:00+00:00", finished=f"2026-11-2{seed}T20:00:00+00:00")
        )
    target = Archive(tmp_path / "two")
    assert target.import_(json.loads(json.dumps(source.export()))) == 3
    assert list(target.summaries()) == list(source.summaries())
    assert {summary.rules for summary in source.summaries()} == {"progress"}
    game = target.get("p2").replay()
    assert game.state.result is not None and game.state.setup.rules == "progress"
    players, _ = statistics(target.documents())
    assert sum(player.games for player in players.values()) == 2 + 3 + 4
    assert any(player.sources.get("special_tiles") for player in players.values())
