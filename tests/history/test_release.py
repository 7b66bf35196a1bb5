"""A history written before there was more than one game still opens, replays and exports as it did.

`tests/data/history-release/` is such a history, kept as that release wrote it (`<db>-history/`): three progress
games played at the table (coins and purse, two to four players) and five quick scores, over two months; and
`history-release-export.json` is what that release exported of it. Its summaries name no game: each is Vikings.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from companion.games import DEFAULT, GAMES, Game
from companion.history import GameStore
from companion.history.archive import Archive
from companion.history.records import GameSummary, game_of, summary_of
from companion.history.stats import statistics

from ..test_cli import run

DATA = Path(__file__).parents[1] / "data"
EXPORTED = json.loads((DATA / "history-release-export.json").read_text(encoding="utf-8"))


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A games file whose history is the release's, copied as it is."""
    shutil.copytree(DATA / "history-release", tmp_path / "games-history")
    return tmp_path / "games.json"


def test_the_releases_history_names_no_game(db: Path) -> None:
    shards = (db.parent / "games-history" / "summaries").glob("*.json")
    assert all("game" not in summary for shard in shards for summary in json.loads(shard.read_text())["games"].values())


def test_every_game_opens_as_vikings_and_replays_to_its_stored_summary(db: Path) -> None:
    archive = GameStore(db).archive
    listed = [summary.id for summary in archive.summaries()]
    assert sorted(listed) == sorted(game["summary"]["id"] for game in EXPORTED["games"])
    assert len(listed) == 8
    for game_id in listed:
        record = archive.get(game_id)
        assert record.summary.game == DEFAULT == "vikings"
        game = record.replay()
        assert game.state.finished
        started = datetime.fromisoformat(record.summary.date) - timedelta(minutes=record.summary.duration_min)
        assert summary_of(game_id, game, started.isoformat(), record.summary.date) == record.summary


def test_the_history_exports_what_the_release_exported(db: Path) -> None:
    assert GameStore(db).archive.export() == EXPORTED


def test_an_import_of_the_releases_export_names_each_games_game_and_carries_it_on(tmp_path: Path) -> None:
    first, second = Archive(tmp_path / "first"), Archive(tmp_path / "second")
    assert first.import_(EXPORTED) == 8
    exported = first.export()
    assert [game["summary"]["game"] for game in exported["games"]] == ["vikings"] * 8
    # What is exported again is the release's export with each game's id, nothing else changed.
    for again, before in zip(exported["games"], EXPORTED["games"], strict=True):
        assert again["log"] == before["log"]
        assert {key: value for key, value in again["summary"].items() if key != "game"} == before["summary"]
    assert second.import_(exported) == 8
    assert second.export() == exported


def test_the_list_and_the_statistics_of_one_game_and_of_every_game(db: Path) -> None:
    archive = GameStore(db).archive
    assert [s.id for s in archive.page(limit=100, game="vikings")] == [s.id for s in archive.page(limit=100)]
    assert statistics(archive.documents(), "vikings") == statistics(archive.documents())
    players, _ = statistics(archive.documents(), "vikings")
    seated = [player for game in EXPORTED["games"] for player in game["summary"]["players"]]
    assert {name: stats.games for name, stats in players.items()} == {
        name: sum(player["name"] == name for player in seated) for name in {player["name"] for player in seated}
    }
    assert sum(player.wins for player in players.values()) == sum(player["winner"] for player in seated)


def test_the_command_line_lists_each_games_name_and_winner_and_filters_by_game(db: Path) -> None:
    GameStore(db).migrate()
    listed = run("history", "list", "--db", db)
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    assert len(lines) == 8 and all("  Vikings  " in line and "— winner: " in line for line in lines)
    assert run("history", "list", "--game", "vikings", "--db", db).stdout == listed.stdout
    assert "  Wikinger  " in run("history", "list", "--db", db, "--language", "de").stdout
    across = run("history", "stats", "--json", "--db", db)
    assert run("history", "stats", "--json", "--game", "vikings", "--db", db).stdout == across.stdout
    refused = run("history", "list", "--game", "chess", "--db", db)
    assert refused.returncode == 2 and "invalid choice: 'chess'" in refused.stderr


@pytest.fixture
def two_games(monkeypatch: pytest.MonkeyPatch) -> Game:
    """A second game in the registry: Vikings' record under another id, with no BoardGameGeek id."""
    other = dataclasses.replace(GAMES["vikings"], id="other", format="other-sheet/1", bgg_id=None)
    monkeypatch.setitem(GAMES, "other", other)
    return other


def test_statistics_per_game_and_across_games(db: Path, two_games: Game) -> None:
    archive = GameStore(db).archive
    documents = list(archive.documents())
    moved = [
        dict(document, game="other") if document["id"].startswith("release-quick") else document
        for document in documents
    ]
    vikings, _ = statistics(moved, "vikings")
    other, _ = statistics(moved, "other")
    every, _ = statistics(moved)
    assert {game_of(document) for document in moved} == {"vikings", "other"}
    for name, player in every.items():
        split = [stats[name] for stats in (vikings, other) if name in stats]
        assert player.games == sum(s.games for s in split)
        assert player.wins == sum(s.wins for s in split)
        assert player.best == max(s.best for s in split)
        assert player.total == sum(s.total for s in split)
        for rival, times in player.beat.items():
            assert times == sum(s.beat.get(rival, 0) for s in split)


def test_bg_stats_is_offered_only_for_a_game_whose_bgg_id_is_checked(db: Path, two_games: Game) -> None:
    from companion.history.bgstats import create_play_link

    summary = next(GameStore(db).archive.summaries())
    assert create_play_link(summary) is not None
    assert create_play_link(summary.model_copy(update={"game": "other"})) is None


def test_an_import_refuses_a_game_its_log_is_not_a_play_of(tmp_path: Path, two_games: Game) -> None:
    """Each game's log is replayed by its game: a Vikings log cannot come in as another game's play."""
    from companion.history.exchange import ImportRefused

    games = [dict(game, summary=dict(game["summary"], game="other")) for game in EXPORTED["games"][:1]]
    with pytest.raises(ImportRefused) as refused:
        Archive(tmp_path / "history").import_({"format": EXPORTED["format"], "games": games})
    assert refused.value.code == "wrong_game"
    assert str(refused.value) == "game 1: its log is not a play of Vikings"


def test_a_summary_of_a_game_the_registry_does_not_know_is_refused() -> None:
    document = EXPORTED["games"][0]["summary"]
    with pytest.raises(ValueError, match="unknown_game"):
        GameSummary.model_validate(dict(document, game="chess"))
