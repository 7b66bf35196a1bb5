"""Stored records that do not read: each is checked whole before anything uses it, and one that fails is set
aside (kept in its file's `unreadable` table), said (which game, what in it, why), and every other game stays
listed; Home and History always open."""

from __future__ import annotations

import errno
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from companion.games.base import KEPT
from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.game import Game
from companion.history import GameStore, storage
from companion.history.records import GameSummary, SummaryDocument
from companion.history.stats import statistics
from companion.history.storage import UNREADABLE
from companion.languages import using_language
from companion.play.store import TableStore

from .test_archive import record

AFRICA = [{"kind": "started", "names": ["Aino", "Bernd"]}]
PLAYER_9 = {"kind": "tile_paid", "player": 9, "price": 0}


def _store(folder: Path) -> tuple[GameStore, str, str]:
    """A games file with two Vikings games in progress (Cy and Di's, Ed and Fa's) and one of Africa (Aino and
    Bernd's), and two finished games in history; the ids of Ed and Fa's and of the game of Africa."""
    store = GameStore(folder / "games.json")
    store.migrate()
    store.create(Game.new(Setup(seats=(Seat(name="Cy", colour="white"), Seat(name="Di", colour="tan")))))
    vikings = store.create(Game.new(Setup(seats=(Seat(name="Ed", colour="white"), Seat(name="Fa", colour="tan")))))
    africa = TableStore(store.path, store.problems).create("africa", ("Aino", "Bernd"), AFRICA)
    store.archive.add_all([record("g1", "2026-11-05T20:00:00+00:00"), record("g2", "2026-11-06T20:00:00+00:00")])
    return store, vikings, africa


def _damage(path: Path, table: str, game_id: str, damage: Callable[[dict[str, Any]], object]) -> None:
    tables = json.loads(path.read_text())
    damage(next(document for document in tables[table].values() if document["id"] == game_id))
    path.write_text(json.dumps(tables))


@pytest.mark.parametrize(
    ("damage", "where", "reason"),
    [
        # The issue's own: a date of play that is not a date (Home read it, and went down).
        (lambda doc: doc.update(updated="not a date"), "updated", "is not a date and time with its offset"),
        (lambda doc: doc.update(updated=None), "updated", "must be text"),
        (lambda doc: doc.update(created="2026-11-20T20:00:00"), "created", "is not a date and time with its offset"),
        (lambda doc: doc.pop("names"), "names", "is missing"),
        (lambda doc: doc.update(events="not a list"), "events", "must be a list"),
        (lambda doc: doc["events"].append(PLAYER_9), "player", "must be at most 3"),
        (lambda doc: doc.update(game="chess"), "game", "is a game this companion does not know: chess"),
        (lambda doc: doc.update(game="africa"), "game", "is a game of africa, which this list does not hold"),
        (lambda doc: doc["events"][0]["setup"]["seats"][1].update(name="ED"), "setup", "two players have the name ED"),
    ],
)
def test_a_vikings_game_in_progress_that_does_not_read_is_set_aside_and_said(
    tmp_path: Path, damage: Callable[[dict[str, Any]], object], where: str, reason: str
) -> None:
    store, vikings, _ = _store(tmp_path)
    _damage(store.path, "games", vikings, damage)
    again = GameStore(store.path)
    again.migrate()
    # Every other game is listed and opens; none vanishes without a word.
    assert [game.names for game in again.unfinished()] == [("Cy", "Di")]
    (found,) = again.unreadable
    assert (found.kind, found.id, found.names, found.moved) == ("game", vikings, ("Ed", "Fa"), True)
    assert where in found.where
    said = found.text()
    assert said.startswith(f"A game in progress could not be read and was set aside: Ed, Fa — {found.where} {reason}")
    assert str(store.path) in said
    # The record is kept whole in the file, with the table it came from.
    kept = json.loads(store.path.read_text())[UNREADABLE]
    assert [(entry["table"], entry["record"]["id"]) for entry in kept.values()] == [("games", vikings)]
    # Said again at the next start? No: it was set aside once, and the games file reads whole now.
    third = GameStore(store.path)
    third.migrate()
    assert third.unreadable == []


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda doc: doc.update(updated=None), "updated must be text"),
        (lambda doc: doc.update(updated="not a date"), "updated is not a date and time"),
        (lambda doc: doc.pop("created"), "created is missing"),
        (lambda doc: doc.update(events="not a list"), "events must be a list"),
        (lambda doc: doc.update(events=[*AFRICA, {"kind": "points", "player": 99}]), "is not a kind this game knows"),
        (
            lambda doc: doc.update(events=[*AFRICA, {"kind": "tracked", "player": 9, "scoring": "points", "count": 2}]),
            "events.1.tracked.player must be less than 5",
        ),
        (lambda doc: doc.update(game="chess"), "game is a game this companion does not know: chess"),
        (lambda doc: doc.update(game="vikings"), "game is a game of vikings, which this list does not hold"),
        (lambda doc: doc.update(events=[{"kind": "started", "names": ["Aino", "AINO"]}]), "two players have the name"),
        (lambda doc: doc.update(events=[{"kind": "started", "names": ["\u200b", "B"]}]), "a name must show at least"),
        (lambda doc: doc.update(names=["Aino", "aino"]), "names.1 two players have the name aino"),
    ],
)
def test_a_game_of_another_game_in_progress_that_does_not_read_is_set_aside_and_said(
    tmp_path: Path, damage: Callable[[dict[str, Any]], object], reason: str
) -> None:
    store, _, africa = _store(tmp_path)
    _damage(store.path, "tables", africa, damage)
    tables = TableStore(store.path, store.problems, store.unreadable)
    assert tables.games() == []
    (found,) = store.unreadable
    assert found.id == africa and found.moved
    assert reason in found.text()
    with pytest.raises(KeyError):  # no longer among the games in progress: opening it says there is none
        tables.load(africa)
    assert [entry["table"] for entry in json.loads(store.path.read_text())[UNREADABLE].values()] == ["tables"]


def test_the_app_says_which_game_was_set_aside_in_the_language_of_the_device(tmp_path: Path) -> None:
    store, vikings, _ = _store(tmp_path)
    _damage(store.path, "games", vikings, lambda doc: doc.update(updated="not a date"))
    store.unfinished()
    (found,) = store.unreadable
    assert "levy" not in found.text("fi")
    assert found.text("fi").startswith("Kesken olevaa peliä ei voitu lukea, joten se siirrettiin syrjään: Ed, Fa")
    with using_language("de"):
        assert found.text().startswith("Ein laufendes Spiel konnte nicht gelesen werden und wurde beiseitegelegt")


def test_in_a_read_only_folder_a_game_that_does_not_read_is_left_out_and_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, vikings, _ = _store(tmp_path)
    _damage(store.path, "games", vikings, lambda doc: doc.update(updated=None))
    before = store.path.read_bytes()

    def refused(*_: object) -> None:  # as a read-only folder refuses (root would not be refused by its modes)
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage, "_create", refused)
    again = GameStore(store.path)
    again.migrate()
    assert again.read_only
    assert [game.names for game in again.unfinished()] == [("Cy", "Di")]
    (found,) = again.unreadable
    assert not found.moved
    assert "could not be read and is left out: Ed, Fa — updated must be text" in found.text()
    assert store.path.read_bytes() == before


def _damaged_summary(store: GameStore, game_id: str, damage: Callable[[dict[str, Any]], object]) -> Path:
    shard = store.archive.folder / "summaries" / "2026-11.json"
    _damage(shard, "games", game_id, damage)
    return shard


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda summary: summary.update(date="not a date"), "date must be an ISO 8601 date"),
        (lambda summary: summary.update(date=None), "date must be text"),
        (lambda summary: summary["players"][0].update(rank=10), "players.0.rank must be at most 8"),
        (lambda summary: summary.update(duration_min="60"), "duration_min must be a whole number"),
        (lambda summary: summary.update(players=[]), "players"),
        (lambda summary: summary.update(extra=1), "extra is not a field of this file"),
    ],
)
def test_a_game_in_history_that_does_not_read_is_set_aside_and_the_others_are_listed_and_counted(
    tmp_path: Path, damage: Callable[[dict[str, Any]], object], reason: str
) -> None:
    store, _, _ = _store(tmp_path)
    shard = _damaged_summary(store, "g1", damage)
    archive = GameStore(store.path).archive
    # History opens: its list, its statistics and its export read the other game.
    assert [summary.id for summary in archive.summaries()] == ["g2"]
    assert statistics(archive.documents())[0]["Ungeheuer"].games == 1
    assert [game["summary"]["id"] for game in archive.export()["games"]] == ["g2"]
    (found,) = archive.unreadable
    assert (found.kind, found.id) == ("history", "g1")
    assert found.text().startswith("A game in history could not be read and was set aside")
    assert reason in found.text()
    assert next(iter(json.loads(shard.read_text())[UNREADABLE].values()))["record"]["id"] == "g1"


def test_a_game_in_history_that_does_not_read_is_left_out_of_a_rename_and_set_aside_after(tmp_path: Path) -> None:
    store, _, _ = _store(tmp_path)
    _damaged_summary(store, "g1", lambda summary: summary.update(date="not a date"))
    archive = GameStore(store.path).archive
    assert archive.rename("Tester", "Tess") == 1
    assert archive.unreadable[0].moved is False  # found inside the rename's transaction: left out, not moved
    assert [summary.id for summary in archive.summaries()] == ["g2"]
    assert archive.unreadable[0].id == "g1"


DOCUMENT = TypeAdapter(SummaryDocument)


@pytest.mark.parametrize(
    "change",
    [
        {},
        {"date": "not a date"},
        {"date": "2026-11-20T20:00:00"},
        {"date": 5},
        {"duration_min": "60"},
        {"duration_min": 60.0},
        {"duration_min": -1},
        {"rules": "chess"},
        {"game": "chess"},
        {"game": "africa"},
        {"id": "../x"},
        {"extra": 1},
        {"players": []},
        {"players": "x"},
        {"players.0.rank": 9},
        {"players.0.rank": "1"},
        {"players.0.points": True},
        {"players.0.winner": 1},
        {"players.0.name": ""},
        {"players.0.name": "x" * 41},
        {"players.0.colour": "red"},
        {"players.0.seat": 4},
        {"players.0.sources": {"x": "1"}},
        {"players.0.extra": 1},
        {"players.0.supply": 1.5},
    ],
)
def test_a_stored_summary_reads_as_a_document_exactly_when_it_reads_as_a_summary(change: dict[str, Any]) -> None:
    """The lists and statistics check a month's summaries without models (fast at 10,000 games); what they
    pass must be what a summary takes, or a screen would meet a game it cannot read."""
    summary = record("g1").dumped()
    for where, value in change.items():
        target, *path = where.split(".")
        holder: Any = summary
        for part in path[:-1] if path else []:
            holder = holder[target][int(part)] if part.isdigit() else holder[part]
        if path:
            holder = summary[target][int(path[0])]
            holder[path[-1]] = value
        else:
            summary[target] = value
    try:
        GameSummary.model_validate(summary, context=KEPT)
        model = True
    except ValidationError:
        model = False
    try:
        DOCUMENT.validate_python(summary, context=KEPT)
        document = True
    except ValidationError:
        document = False
    assert document is model
