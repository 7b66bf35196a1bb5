"""`score` and `schema` for any game's sheet, read by its `format` through the registry: here a game of the tests
(`tests/games/fake`), registered for each test as a game package is in `companion/games/__init__.py`."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion import cli
from companion.games import GAMES, Game

from .games import fake

DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def game(monkeypatch: pytest.MonkeyPatch) -> Game:
    return fake.registered(monkeypatch)


def sheet(*players: dict[str, object], format: str = "fake-sheet/1") -> dict[str, object]:
    return {"format": format, "players": list(players)}


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    status = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return status, out, err


def write(folder: Path, content: object) -> Path:
    path = folder / "sheet.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


ADA = {"name": "Ada", "coins": 7, "crowns": 2}  # 17
BO = {"name": "Bo", "coins": 12, "crowns": 1}  # 17: tied with Ada
CY = {"name": "Cy", "coins": 3}  # 3


def test_score_json_gives_each_players_total_rank_and_lines(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "score", write(tmp_path, sheet(ADA, BO, CY)), "--json")
    assert (status, err) == (0, "")
    # Ada and Bo tie on 17 and share rank 1; Cy comes third. Players stay in the sheet's order.
    assert json.loads(out) == {
        "game": "fake",
        "players": [
            {
                "name": "Ada",
                "total": 17,
                "rank": 1,
                "lines": [{"source": "coins", "points": 7}, {"source": "crowns", "points": 10}],
            },
            {
                "name": "Bo",
                "total": 17,
                "rank": 1,
                "lines": [{"source": "coins", "points": 12}, {"source": "crowns", "points": 5}],
            },
            {
                "name": "Cy",
                "total": 3,
                "rank": 3,
                "lines": [{"source": "coins", "points": 3}, {"source": "crowns", "points": 0}],
            },
        ],
    }


def test_score_prints_a_short_table_in_places_with_each_lines_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = run(capsys, "score", write(tmp_path, sheet(CY, BO)))
    assert status == 0
    assert out.splitlines() == [
        "Fake",
        "1. Bo: 17",
        "     Coins: +12",
        "     Crowns: +5",
        "2. Cy: 3",
        "     Coins: +3",
        "     Crowns: +0",
    ]


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        # One player too few, and two problems at once: the count and a name given twice.
        ([ADA], ["the game takes 2 or 3 players, not 1"]),
        (
            [ADA, dict(BO, name="ada"), CY, {"name": "Di", "coins": 0}],
            ["the game takes 2 or 3 players, not 4", "ada: two players have this name"],
        ),
    ],
)
def test_an_illegal_sheet_is_exit_2_with_every_problem(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, players: list[dict[str, object]], expected: list[str]
) -> None:
    path = write(tmp_path, sheet(*players))
    status, out, err = run(capsys, "score", path)
    assert (status, out) == (2, "")
    assert err.splitlines() == [
        f"error: {path} is not a legal sheet of Fake:",
        *(f"error: {line}" for line in expected),
    ]


def test_every_field_problem_is_told_in_the_users_language(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, sheet(dict(ADA, coins=-1), dict(BO, crowns="5")))
    status, _, err = run(capsys, "score", path, "--language", "de")
    assert status == 2
    assert err.splitlines() == [
        f"Fehler: {path}: players.0.coins — muss mindestens 0 sein",
        f"Fehler: {path}: players.1.crowns — muss eine ganze Zahl sein",
    ]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        # Not JSON, and JSON nested far deeper than any sheet: told, never a traceback.
        ('{"format": "fake-sheet/1", "players": [', "is not valid JSON"),
        ('{"format": "fake-sheet/1", "players": ' + "[" * 100_000 + "]" * 100_000 + "}", "is not valid JSON"),
        # A key given twice: the sheet would read differently in other readers.
        ('{"format": "fake-sheet/1", "format": "fake-sheet/1", "players": []}', 'the key "format" appears twice'),
        # A format no game reads: the formats that are read.
        (json.dumps(sheet(ADA, BO, format="fake-sheet/2")), "fake-sheet/2 is not a format this companion reads"),
        # Larger than a sheet may be.
        (" " * 1_000_001 + "{}", "larger than 1,000,000 bytes"),
    ],
)
def test_a_hostile_file_ends_with_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, expected: str
) -> None:
    status, out, err = run(capsys, "score", write(tmp_path, content))
    assert (status, out) == (2, "")
    assert expected in err and "Traceback" not in err


def test_a_fifo_is_refused_without_waiting(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    fifo = tmp_path / "sheet.json"
    os.mkfifo(fifo)
    status, _, err = run(capsys, "score", fifo)
    assert status == 2 and "not a regular file" in err


def test_a_sheet_of_another_game_is_not_saved(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "score", write(tmp_path, sheet(ADA, BO)), "--save", "--db", tmp_path / "g.json")
    assert (status, out) == (2, "")
    assert "not a sheet of Fake" in err
    assert not (tmp_path / "g-history").exists()


def test_schema_prints_the_schema_of_the_format_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "schema", "fake-sheet/1")
    assert status == 0
    assert json.loads(out) == fake.Sheet.model_json_schema()
    status, out, _ = run(capsys, "schema")
    assert status == 0 and json.loads(out)["properties"]["format"]["const"] == "vikings-board/1"
    status, out, err = run(capsys, "schema", "fake-sheet/9")
    assert (status, out) == (2, "")
    formats = ", ".join(game.format for game in GAMES.values())
    assert f"fake-sheet/9 is not a format this companion reads; it reads {formats}" in err
    assert formats.startswith("vikings-board/1, ") and formats.endswith(", fake-sheet/1")


def test_a_vikings_board_is_scored_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    """Read by its format through the registry, a board gives Vikings' own output, every line explained."""
    status, out, _ = run(capsys, "score", DATA / "ungeheuer_final.json", "--json")
    assert status == 0
    assert set(json.loads(out)) == {"round", "scorings", "players"}
