"""A finished game passed on as text: the game by name, then a line a player in their places, in the game's words
and in the language spoken."""

from __future__ import annotations

import pytest

from companion.history.records import GameSummary, PlayerSummary
from companion.languages import using_language
from companion.ui.sharing import result_text
from tests.history.sheets import sheet_record

VIKINGS = GameSummary(
    id="vikings-1",
    date="2026-11-21T20:00:00+00:00",
    duration_min=60,
    rules="base",
    players=(
        PlayerSummary(name="Tester", seat=0, points=63, gold=2, rank=2, winner=False, sources={}),
        PlayerSummary(name="Ungeheuer", seat=1, points=64, gold=1, rank=1, winner=True, sources={}),
    ),
)


@pytest.mark.parametrize(
    ("summary", "language", "heading", "lines"),
    [
        # Vikings' words, as they have always been: points, the winner named.
        (VIKINGS, "en", "Vikings, ", ["1. Ungeheuer: 64 points, winner", "2. Tester: 63 points"]),
        (VIKINGS, "fi", "Viikingit, ", ["1. Ungeheuer: 64 pistettä, voittaja", "2. Tester: 63 pistettä"]),
        # Africa: points of the score track and the end together.
        (sheet_record("africa").summary, "en", "Africa, ", ["1. Aino: 61 points, winner", "2. Bernd: 45 points"]),
        (sheet_record("africa").summary, "de", "Africa, ", ["1. Aino: 61 Punkte, Sieger", "2. Bernd: 45 Punkte"]),
        # Game of Powers: two tied first both win; the next is third.
        (
            sheet_record("powers").summary,
            "en",
            "Game of Powers, ",
            ["1. Bernd: 7 points, winner", "1. Cem: 7 points, winner", "3. Aino: 5 points"],
        ),
        (
            sheet_record("powers").summary,
            "fi",
            "Game of Powers, ",
            ["1. Bernd: 7 pistettä, voittaja", "1. Cem: 7 pistettä, voittaja", "3. Aino: 5 pistettä"],
        ),
        # Pirates CSG: the gold unloaded at home, not points.
        (
            sheet_record("pirates").summary,
            "en",
            "Pirates CSG, ",
            ["1. Aino: 9 gold at home, winner", "2. Bernd: 6 gold at home"],
        ),
        (
            sheet_record("pirates").summary,
            "de",
            "Pirates CSG, ",
            ["1. Aino: 9 Gold zu Hause, Sieger", "2. Bernd: 6 Gold zu Hause"],
        ),
        (
            sheet_record("pirates").summary,
            "fi",
            "Pirates CSG, ",
            ["1. Aino: kotona 9 kultaa, voittaja", "2. Bernd: kotona 6 kultaa"],
        ),
    ],
)
def test_a_result_reads_in_its_games_words(summary: GameSummary, language: str, heading: str, lines: list[str]) -> None:
    with using_language(language):
        first, *rest = result_text(summary).splitlines()
    assert first.startswith(heading)
    assert rest == lines
