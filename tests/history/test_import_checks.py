"""An import reads each game's log with that game's own events, refuses a key given twice anywhere and a number
given as text, and takes every game's names as Vikings takes them: in their normal form, then checked."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

import pytest

from companion.games import GAMES
from companion.history.archive import Archive
from companion.history.exchange import ImportRefused, load_export, parse_export
from companion.history.records import SheetLog

from .sheets import SHEETS, sheet_record
from .test_archive import record

STARTED = {"kind": "started", "names": ["Aino", "Bernd"]}


def _exported(game: str, events: list[dict[str, Any]] | None = None, name: str | None = None) -> dict[str, Any]:
    """An export of one finished game of `game`, its kept log's events and its first player's name as given."""
    exported = sheet_record(game, "imported").model_dump(mode="json", exclude_none=True)
    kept = json.loads(zlib.decompress(base64.b64decode(exported["log"])))
    if events is not None:
        kept["events"] = events
    if name is not None:
        kept["sheet"]["players"][0]["name"] = name
        exported["summary"]["players"][0]["name"] = name
    exported["log"] = base64.b64encode(zlib.compress(json.dumps(kept).encode(), 9)).decode()
    return {"format": "vikings-history/1", "games": [exported]}


def _refused(tmp_path: Path, export: object) -> ImportRefused:
    archive = Archive(tmp_path / "history")
    with pytest.raises(ImportRefused) as refused:
        archive.import_(export)
    assert list(archive.summaries()) == []
    return refused.value


@pytest.mark.parametrize(
    ("event", "said"),
    [
        # The issue's own: an event of Africa that names player 99.
        ({"kind": "points", "player": 99, "count": 3}, "game 1: its log, event 1 — is not a kind this game knows"),
        (
            {"kind": "tracked", "player": 99, "scoring": "points", "count": 3},
            "game 1: its log, event 1.player — must be less than 5",
        ),
        (
            {"kind": "tracked", "player": 0, "scoring": "points", "count": "3"},
            "game 1: its log, event 1.count — must be a whole number",
        ),
        ({"kind": "ended", "extra": 1}, "game 1: its log, event 1.extra — is not a field of this file"),
        # Events of Africa's own, but not a game: the count of items before the end.
        (
            {"kind": "items", "player": 0, "item": "statue", "count": 2},
            "game 1: its log does not replay as a game",
        ),
    ],
)
def test_an_africa_log_is_read_with_the_events_of_africa(tmp_path: Path, event: dict[str, Any], said: str) -> None:
    assert str(_refused(tmp_path, _exported("africa", [STARTED, event]))).startswith(said)


def test_a_log_played_at_the_table_imports_and_replays(tmp_path: Path) -> None:
    events = [
        STARTED,
        {"kind": "tracked", "player": 0, "scoring": "points", "count": 3},
        {"kind": "undone"},
        {"kind": "redone"},
        {"kind": "ended"},
        {"kind": "finished"},
    ]
    archive = Archive(tmp_path / "history")
    assert archive.import_(_exported("africa", events)) == 1
    assert [event["kind"] for event in archive.get("imported").sheet().events] == [event["kind"] for event in events]


@pytest.mark.parametrize("game", [game for game in GAMES if GAMES[game].table() is not None])
def test_each_games_log_is_read_with_its_own_events(tmp_path: Path, game: str) -> None:
    other = "powers" if game != "powers" else "africa"
    foreign = {"africa": {"kind": "tracked", "player": 0, "scoring": "points", "count": 3}}.get(
        other, {"kind": "card", "player": 0, "city": "uppakra", "category": "coins", "points": 3}
    )
    names = [player["name"] for player in SHEETS[game]["players"]]
    refused = _refused(tmp_path, _exported(game, [{"kind": "started", "names": names}, foreign]))
    assert str(refused).startswith("game 1: its log, event 1 — is not a kind this game knows")


def test_a_key_given_twice_is_refused_in_the_file(tmp_path: Path) -> None:
    raw = json.dumps(_exported("africa")).replace('"duration_min": 60', '"duration_min": 60, "duration_min": 1')
    with pytest.raises(ImportRefused) as refused:
        parse_export(raw.encode(), "export.json")
    assert str(refused.value) == 'export.json: the key "duration_min" appears twice in one object'


def test_a_key_given_twice_is_refused_in_a_log(tmp_path: Path) -> None:
    export = _exported("africa")
    log = zlib.decompress(base64.b64decode(export["games"][0]["log"])).decode()
    twice = log.replace('"name": "Aino"', '"name": "Aino", "name": "Mallory"', 1)
    assert twice != log
    export["games"][0]["log"] = base64.b64encode(zlib.compress(twice.encode(), 9)).decode()
    assert str(_refused(tmp_path, export)) == 'game 1: its log gives the key "name" twice in one object'


def test_an_export_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "export.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_exported("africa")).encode())
    assert Archive(tmp_path / "history").import_(load_export(path)) == 1


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("60", "game 1: summary.duration_min — must be a whole number"),
        (60.0, "game 1: summary.duration_min — must be a whole number"),
        (True, "game 1: summary.duration_min — must be a whole number"),
    ],
)
def test_a_duration_is_a_number_never_a_text(tmp_path: Path, value: object, said: str) -> None:
    export = _exported("africa")
    export["games"][0]["summary"]["duration_min"] = value
    assert str(_refused(tmp_path, export)) == said
    vikings = {"format": "vikings-history/1", "games": [record("v1").model_dump(mode="json")]}
    vikings["games"][0]["summary"]["duration_min"] = value
    assert str(_refused(tmp_path, vikings)) == said


@pytest.mark.parametrize("game", list(SHEETS))
@pytest.mark.parametrize(("given", "kept"), [("Ai\u0308no", "A\u00efno"), ("  Aino  ", "Aino"), ("Aino\u200b", "Aino")])
def test_every_games_names_are_taken_in_their_normal_form(tmp_path: Path, game: str, given: str, kept: str) -> None:
    archive = Archive(tmp_path / "history")
    assert archive.import_(_exported(game, name=given)) == 1
    (summary,) = archive.summaries()
    assert summary.players[0].name == kept
    stored = archive.get("imported").sheet()
    assert stored.sheet["players"][0]["name"] == kept
    # Found by its name as any other player: a rename reaches the sheet.
    assert archive.rename(kept, "Aila") == 1
    assert SheetLog.model_validate(archive.get("imported").sheet()).sheet["players"][0]["name"] == "Aila"


def test_a_game_already_in_its_normal_form_is_kept_exactly_as_it_came(tmp_path: Path) -> None:
    export = _exported("africa")
    archive = Archive(tmp_path / "history")
    archive.import_(export)
    assert archive.export()["games"][0]["log"] == export["games"][0]["log"]
