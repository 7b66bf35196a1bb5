"""Names and dates in history: one player whatever the case or composition, lookalikes flagged, games in the
order of their instants, and imports that say why they refuse a date, a colour or an id."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

import pytest

from companion.games.vikings import Board
from companion.games.vikings.play.from_board import game_of_board
from companion.history.archive import Archive, ImportRefused, RenameRefused
from companion.history.records import GameRecord, record_of
from companion.history.stats import lookalikes, statistics
from tests.names import INVISIBLE

DATA = Path(__file__).parents[1] / "data"
BOARD = json.loads((DATA / "ungeheuer_final.json").read_text())


def game(game_id: str, first: str, second: str, date: str = "2026-11-20T20:00:00+00:00") -> GameRecord:
    """The example game between two players of these names, finished at `date`."""
    board = json.loads(json.dumps(BOARD))
    board["players"][0]["name"], board["players"][1]["name"] = first, second
    played = game_of_board(Board.model_validate(board))
    return record_of(game_id, played, started="2026-01-01T00:00:00+00:00", finished=date)


def names(archive: Archive) -> set[str]:
    return {player.name for summary in archive.summaries() for player in summary.players}


@pytest.fixture
def ada_and_bo(tmp_path: Path) -> Archive:
    """Six games of Ada and Bo, and one of Cy and Di."""
    archive = Archive(tmp_path / "history")
    for number in range(6):
        archive.save(game(f"g{number}", "Ada", "Bo", f"2026-0{number + 1}-05T20:00:00+00:00"))
    archive.save(game("other", "Cy", "Di"))
    return archive


def test_a_rename_onto_a_player_of_the_same_game_is_refused_whatever_the_case(ada_and_bo: Archive) -> None:
    for new in ("ADA", "ada", "Ada"):
        with pytest.raises(RenameRefused, match="played together in 6 games"):
            ada_and_bo.rename("Bo", new)
        with pytest.raises(RenameRefused, match="played together in 6 games"):
            ada_and_bo.rename("Bo", new, merge=True)
    assert names(ada_and_bo) == {"Ada", "Bo", "Cy", "Di"}
    assert all(record.replay().state.result for record in map(ada_and_bo.get, ("g0", "g5", "other")))


def test_a_rename_onto_a_player_of_other_games_merges_only_when_asked(ada_and_bo: Archive) -> None:
    with pytest.raises(RenameRefused, match="merge"):
        ada_and_bo.rename("Cy", "ada")
    assert names(ada_and_bo) == {"Ada", "Bo", "Cy", "Di"}
    assert ada_and_bo.rename("Cy", "ada", merge=True) == 1
    players, _ = statistics(ada_and_bo.documents())
    assert players["ada"].games == 7 or players["Ada"].games == 7


def test_a_rename_may_change_only_the_case_and_finds_the_player_in_any_case(ada_and_bo: Archive) -> None:
    assert ada_and_bo.rename("ada", "ADA") == 6
    assert names(ada_and_bo) == {"ADA", "Bo", "Cy", "Di"}
    assert [p.name for p in ada_and_bo.get("g0").replay().state.players] == ["ADA", "Bo"]
    with pytest.raises(RenameRefused):
        ada_and_bo.rename("ADA", "ADA")


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_a_rename_to_a_name_that_shows_nothing_is_refused(ada_and_bo: Archive, name: str) -> None:
    with pytest.raises(RenameRefused, match="show at least one"):
        ada_and_bo.rename("Bo", name)


def test_names_composed_or_not_are_one_player_and_lookalikes_are_flagged(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(game("a", "Jos\u00e9", "Bo"))
    archive.save(game("b", "Jose\u0301", "Bo", "2026-11-21T20:00:00+00:00"))
    archive.save(game("c", "\u0410da", "Bo", "2026-11-22T20:00:00+00:00"))  # a Cyrillic A
    archive.save(game("d", "Ada", "bo", "2026-11-23T20:00:00+00:00"))
    players, _ = statistics(archive.documents())
    assert sorted(players) == sorted({"Jos\u00e9", "\u0410da", "Ada", "bo"})
    assert players["Jos\u00e9"].games == 2
    assert players["bo"].games == 4  # the newest spelling names the player
    assert lookalikes(players) == [["Ada", "\u0410da"]]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ada", "\u200b"),  # a name that shows nothing
        ("Jos\u00e9", "Jose\u0301"),  # one name composed and decomposed, two seats to an earlier version
    ],
)
def test_a_game_kept_with_names_an_earlier_version_took_still_opens(tmp_path: Path, first: str, second: str) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(game("a", "Ada", "Bo"))
    stored = archive.get("a").model_dump(mode="json")
    events = json.loads(zlib.decompress(base64.b64decode(stored["log"])))
    seats = events[0]["setup"]["seats"]
    seats[0]["name"], seats[1]["name"] = first, second
    shard = tmp_path / "history" / "logs" / "2026-11.json"
    tables = json.loads(shard.read_text())
    (key,) = tables["games"]
    tables["games"][key]["log"] = base64.b64encode(zlib.compress(json.dumps(events).encode())).decode()
    shard.write_text(json.dumps(tables))
    replayed = archive.get("a").replay()
    assert [p.name for p in replayed.state.players] == [first, second]
    assert replayed.state.result is not None


# Dates


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        # Late in the evening far west is the next day in UTC.
        ("2026-11-20T23:30:00-05:00", "2026-11-21T04:30:00+00:00"),
        # Z for UTC, minutes without seconds.
        ("2026-11-20T20:00Z", "2026-11-20T20:00:00+00:00"),
        # The largest offset there is.
        ("2026-11-20T20:00:00+23:59", "2026-11-19T20:01:00+00:00"),
        # The first day of 1970 in Kiribati is the last of 1969 in UTC.
        ("1970-01-01T00:00+14:00", "1969-12-31T10:00:00+00:00"),
        # Fractions of a second are kept.
        ("2026-11-20T20:00:00.250+00:00", "2026-11-20T20:00:00.250000+00:00"),
    ],
)
def test_an_imported_date_is_kept_as_its_instant_in_utc(tmp_path: Path, given: str, stored: str) -> None:
    archive = Archive(tmp_path / "history")
    assert archive.import_(_export(_dated("a", given))) == 1
    (summary,) = archive.summaries()
    assert summary.date == stored


@pytest.mark.parametrize(
    "date",
    [
        "2026-W47-5T20:00:00+00:00",  # a week date
        "2026-324T20:00:00+00:00",  # an ordinal date
        "20261120T200000Z",  # the compact form
        "2026-11-20T200000+00:00",  # a compact time
        "2026-11-20 20:00:00+00:00",  # a space for the T
        "2026-11-20T20:00:00+0000",  # a compact offset
        "2026-11-20T20+00:00",  # hours alone
    ],
)
def test_an_import_refuses_a_date_not_in_the_extended_form_and_says_why(tmp_path: Path, date: str) -> None:
    archive = Archive(tmp_path / "history")
    with pytest.raises(ImportRefused, match="extended form") as refused:
        archive.import_(_export(_dated("a", date)))
    assert "summary.date" in str(refused.value)
    assert list(archive.summaries()) == []


def test_games_are_listed_and_exported_in_the_order_of_their_instants(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    kept = {
        "utc-20": "2026-11-20T20:00:00+00:00",
        "east-21": "2026-11-20T21:00:00+23:59",  # 2026-11-19T21:01Z
        "west-19": "2026-11-20T19:00:00-05:00",  # 2026-11-21T00:00Z
        "kiribati": "1970-01-01T00:00:00+14:00",  # 1969-12-31T10:00Z
        "epoch": "1970-01-01T00:00:00+00:00",
    }
    for game_id, date in kept.items():
        archive.save(game(game_id, "Ada", "Bo", date))
    _store_dates_as_given(archive, tmp_path / "history", kept)
    order = ["west-19", "utc-20", "east-21", "epoch", "kiribati"]
    assert [s.id for s in archive.summaries()] == order
    assert [g["summary"]["id"] for g in archive.export()["games"]] == order


def test_a_history_with_dates_stored_as_earlier_versions_kept_them_still_opens(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    archive.save(game("week", "Ada", "Bo"))
    _store_dates_as_given(archive, tmp_path / "history", {"week": "2026-W47-5T20:00:00+00:00"})
    (summary,) = archive.summaries()
    assert summary.date == "2026-W47-5T20:00:00+00:00"
    assert archive.get("week").replay().state.result is not None
    assert archive.rename("Bo", "Cy") == 1
    assert Archive(tmp_path / "again").import_(archive.export()) == 1


def _store_dates_as_given(archive: Archive, folder: Path, dates: dict[str, str]) -> None:
    """Write dates into the stored summaries as an earlier version kept them: as given, untouched."""
    for shard in (folder / "summaries").glob("*.json"):
        tables = json.loads(shard.read_text())
        for document in tables["games"].values():
            document["date"] = dates.get(document["id"], document["date"])
        shard.write_text(json.dumps(tables))


# Imports


def _export(*games: dict[str, Any]) -> dict[str, Any]:
    return {"format": "vikings-history/1", "games": list(games)}


def _dated(game_id: str, date: str) -> dict[str, Any]:
    exported = game(game_id, "Ada", "Bo").model_dump(mode="json")
    exported["summary"]["date"] = date
    return exported


def _with_seats(game_id: str, change: Any) -> dict[str, Any]:
    exported = game(game_id, "Ada", "Bo").model_dump(mode="json")
    events = json.loads(zlib.decompress(base64.b64decode(exported["log"])))
    change(events[0]["setup"]["seats"])
    exported["log"] = base64.b64encode(zlib.compress(json.dumps(events).encode())).decode()
    return exported


def test_an_import_with_one_id_twice_is_refused_naming_both_games(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")
    data = _export(_dated("x", "2026-11-20T20:00:00+00:00"), _dated("y", "2026-11-21T20:00:00+00:00"))
    data["games"].append(_dated("x", "2026-11-22T20:00:00+00:00"))
    with pytest.raises(ImportRefused) as refused:
        archive.import_(data)
    assert refused.value.code == "duplicate_id"
    assert "games 1 and 3" in str(refused.value) and "x" in str(refused.value)
    assert list(archive.summaries()) == []


def test_an_import_whose_seats_share_a_colour_is_refused_with_the_reason(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "history")

    def same_colour(seats: list[dict[str, str]]) -> None:
        seats[1]["colour"] = seats[0]["colour"]

    with pytest.raises(ImportRefused) as refused:
        archive.import_(_export(_with_seats("a", same_colour)))
    assert refused.value.code == "invalid_log"
    assert "Ada and Bo" in str(refused.value) and "colour" in str(refused.value)


@pytest.mark.parametrize(
    ("first", "second", "reason"),
    [
        ("\u200b", "Bo", "show at least one"),  # a name that shows nothing
        ("Jos\u00e9", "Jose\u0301", "two players have the name"),  # one name, composed and not
        ("Ada", "ADA", "two players have the name"),  # one name, in two cases
    ],
)
def test_an_import_refuses_names_that_are_not_two_players(tmp_path: Path, first: str, second: str, reason: str) -> None:
    def named(seats: list[dict[str, str]]) -> None:
        seats[0]["name"], seats[1]["name"] = first, second

    with pytest.raises(ImportRefused, match=reason):
        Archive(tmp_path / "history").import_(_export(_with_seats("a", named)))


def test_an_imported_name_is_kept_composed(tmp_path: Path) -> None:
    def named(seats: list[dict[str, str]]) -> None:
        seats[0]["name"] = " Jose\u0301 "

    archive = Archive(tmp_path / "history")
    archive.import_(_export(_with_seats("a", named)))
    assert names(archive) == {"Jos\u00e9", "Bo"}


def test_a_rename_of_a_player_no_game_has_any_more_is_refused(ada_and_bo: Archive) -> None:
    assert ada_and_bo.rename("Bo", "Eve") == 6
    with pytest.raises(RenameRefused, match="No game has a player Bo any more"):
        ada_and_bo.rename("Bo", "Bob")
    assert names(ada_and_bo) == {"Ada", "Eve", "Cy", "Di"}


def test_an_import_refused_for_an_illegal_board_names_the_board_problems(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from companion.games.common import Problem
    from companion.games.vikings.play.game import ActionRefused, Game

    def illegal(events: object) -> Game:
        problem = Problem("tile_taken", {"player": "Ada", "row": "noble", "column": 2})
        raise ActionRefused("board_illegal", problems=[problem])

    data = _export(_dated("a", "2026-11-20T20:00:00+00:00"))
    monkeypatch.setattr(Game, "replay", staticmethod(illegal))
    with pytest.raises(ImportRefused) as refused:
        Archive(tmp_path / "history").import_(data)
    said = "The boards are not legal yet: Ada: noble row, column 2 — two tiles in one place"
    assert str(refused.value).endswith(said)


def test_recent_names_offer_one_player_once_whatever_the_case(tmp_path: Path) -> None:
    from companion.games.vikings.play import Seat, Setup
    from companion.games.vikings.play.game import Game
    from companion.history import GameStore

    store = GameStore(tmp_path / "games.json")
    for first, second in (("ada", "Bo"), ("Ada", "Cy")):
        store.create(Game.new(Setup(seats=(Seat(name=first, colour="white"), Seat(name=second, colour="tan")))))
    names = store.recent_names()
    assert len(names) == 3 and {name.casefold() for name in names} == {"ada", "bo", "cy"}


def test_a_player_is_found_by_any_spelling_of_the_name(ada_and_bo: Archive) -> None:
    assert len(ada_and_bo.page(player=" ADA ")) == 6
    assert len(ada_and_bo.page(player="jose\u0301")) == 0
    assert ada_and_bo.rename(" bo ", "Bob") == 6
