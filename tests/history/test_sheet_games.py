"""Africa, Game of Powers and Pirates CSG in history: stored as their sheets score them, listed, filtered,
counted in the statistics, exported and imported."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from companion.history import GameStore
from companion.history.archive import Archive, ImportRefused
from companion.history.records import SheetLog, scored_sheet, unpack
from companion.history.stats import statistics

from .sheets import SHEETS, sheet_record
from .test_archive import record

GAMES = list(SHEETS)
ENGLISH = {**os.environ, "LANGUAGE": "en", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_stored_as_its_sheet_scores_it(tmp_path: Path, game: str) -> None:
    archive = Archive(tmp_path)
    archive.save(sheet_record(game))
    result = scored_sheet(game, SHEETS[game])
    (summary,) = archive.summaries()
    assert summary.game == game
    assert [(p.name, p.points, p.rank, p.winner) for p in summary.players] == [
        (s.name, s.total, s.rank, s.rank == 1) for s in result.players
    ]
    for player, standing in zip(summary.players, result.players, strict=True):
        assert sum(player.sources.values()) == standing.total
        assert player.colour is None and player.gold is None
    kept = archive.get(f"{game}-1")
    assert kept.sheet().sheet == SHEETS[game]
    assert scored_sheet(game, kept.sheet().sheet) == result


def test_the_list_filters_by_game_among_vikings_games(tmp_path: Path) -> None:
    archive = Archive(tmp_path)
    archive.add_all([record("v1"), *(sheet_record(game) for game in GAMES)])
    assert {summary.game for summary in archive.page()} == {"vikings", *GAMES}
    for game in ["vikings", *GAMES]:
        assert {summary.game for summary in archive.page(game=game)} == {game}
    assert [s.id for s in archive.page(player="cem")] == ["powers-1"]


def test_statistics_per_game_and_across_games(tmp_path: Path) -> None:
    archive = Archive(tmp_path)
    archive.add_all([sheet_record(game) for game in GAMES] + [sheet_record("pirates", "pirates-2")])
    players, _ = statistics(archive.documents(), "pirates")
    aino = players["Aino"]
    assert (aino.games, aino.wins, aino.average, aino.best) == (2, 2, 9.0, 9)
    assert aino.sources["pirates.line.gold_home"] == 18  # a game's lines by their message code
    across, _ = statistics(archive.documents())
    aino = across["Aino"]
    assert aino.beat.get("Bernd") == 3 and across["Bernd"].beat.get("Aino") == 1
    assert (aino.games, aino.wins, aino.best) == (4, 3, 61)
    assert aino.total == 61 + 5 + 9 + 9


@pytest.mark.parametrize("game", GAMES)
def test_a_rename_reaches_the_stored_sheet(tmp_path: Path, game: str) -> None:
    archive = Archive(tmp_path)
    archive.save(sheet_record(game))
    assert archive.rename("Aino", "Aili") == 1
    kept = archive.get(f"{game}-1")
    assert "Aili" in [p.name for p in kept.summary.players]
    assert "Aili" in [p.name for p in scored_sheet(game, kept.sheet().sheet).players]


def test_export_and_import_carry_every_game(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "a")
    archive.add_all([record("v1"), *(sheet_record(game) for game in GAMES)])
    exported = archive.export()
    other = Archive(tmp_path / "b")
    assert other.import_(exported) == 4
    assert other.export() == exported
    for game in GAMES:
        assert other.get(f"{game}-1") == archive.get(f"{game}-1")


def _export(game: str, change: Any) -> dict[str, Any]:
    document = {"version": 1, "summary": sheet_record(game).dumped(), "log": sheet_record(game).log}
    change(document)
    return {"format": "vikings-history/1", "games": [document]}


def _lying_total(document: dict[str, Any]) -> None:
    document["summary"]["players"][0]["points"] += 10


def _unknown_game(document: dict[str, Any]) -> None:
    document["summary"]["game"] = "chess"


def _bad_sheet(document: dict[str, Any]) -> None:
    kept = SheetLog.model_validate_json(unpack(document["log"]))
    sheet = kept.sheet | {"players": kept.sheet["players"][:1]}
    document["log"] = base64.b64encode(
        zlib.compress(kept.model_copy(update={"sheet": sheet}).model_dump_json().encode())
    ).decode()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("change", "code"),
    [(_lying_total, "wrong_summary"), (_unknown_game, "invalid_game"), (_bad_sheet, "sheet_refused")],
)
def test_a_hostile_entry_is_refused_and_nothing_written(tmp_path: Path, game: str, change: Any, code: str) -> None:
    archive = Archive(tmp_path)
    with pytest.raises(ImportRefused) as refusal:
        archive.import_(_export(game, change))
    assert refusal.value.code == code
    assert "game 1" in str(refusal.value)
    assert list(archive.summaries()) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_vikings_log_filed_as_another_game_is_refused(tmp_path: Path, game: str) -> None:
    document = record("v1").model_dump(mode="json")
    document["summary"]["game"] = game
    with pytest.raises(ImportRefused) as refusal:
        Archive(tmp_path).import_({"format": "vikings-history/1", "games": [document]})
    assert refusal.value.code == "wrong_game"
    assert list(Archive(tmp_path).summaries()) == []


def test_the_command_line_lists_and_shows_a_game_of_each(tmp_path: Path) -> None:
    db = tmp_path / "games.json"
    GameStore(db).archive.add_all([sheet_record(game) for game in GAMES])

    def run(*args: str) -> str:
        command = [sys.executable, "-m", "companion", "history", "--db", str(db), *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False, env=ENGLISH)
        assert done.returncode == 0, done.stderr
        return done.stdout

    listed = run("list", "--game", "africa")
    assert "Africa" in listed and "winner: Aino" in listed and "Pirates" not in listed
    shown = run("show", "africa-1").splitlines()
    assert shown[1:] == [
        "  1. Aino: 61 points (Score track 30, Items 11, Gold 10, Gems 10)",
        "  2. Bernd: 45 points (Score track 35, Items 1, Gold 6, Eleventh monument 3)",
    ]
