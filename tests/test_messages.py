"""Every code the engine speaks has a sentence in every language; plural forms, numbers and dates as each
language writes them."""

from __future__ import annotations

import inspect
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from pydantic import ValidationError

from companion.games import powers
from companion.games.common import Problem
from companion.games.vikings import Board, score_board, validation
from companion.games.vikings.words import award_text
from companion.languages import LANGUAGES, using_language
from companion.messages import (
    amount_text,
    field_text,
    local_date,
    local_time,
    ntext,
    number_text,
    printable,
    problem_text,
    text,
)

from .games.vikings.strategies import boards


@settings(max_examples=80, deadline=None)
@given(board=boards(rounds=[1, 2, 6]))
def test_every_award_explains_itself(board: Board) -> None:
    for player in score_board(board).players:
        for award in player.breakdown:
            for language in LANGUAGES:
                sentence = award_text(award, language)
                assert sentence and "{" not in sentence


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_problem_code_has_a_sentence(language: str) -> None:
    source = inspect.getsource(validation)
    codes = set(re.findall(r'Problem\(\s*"(\w+)"', source))
    assert len(codes) >= 12
    params = {
        "player": "Ada",
        "row": "noble",
        "column": 2,
        "left_column": 1,
        "piece": "end",
        "viking": "scout",
        "count": 14,
        "limit": 13,
        "round": 3,
    }
    for code in codes:
        sentence = problem_text(Problem(code, params), language)
        assert sentence and "{" not in sentence


def test_amounts() -> None:
    assert amount_text(2, 0) == "+2 points"
    assert amount_text(-1, 0) == "-1 point"
    assert amount_text(0, 3) == "+3 gold"
    assert amount_text(-3, -2) == "-3 points, -2 gold"
    assert amount_text(0, 0) == "nothing"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        # An escape sequence that would clear the screen.
        ("Ada\x1b[2J", "Ada\\x1b[2J"),
        # A line feed that would forge a line of its own.
        ("Ada\n2. Mallory", "Ada\\x0a2. Mallory"),
        # NUL, a C1 control and DEL.
        ("A\x00B\x9bC\x7f", "A\\x00B\\x9bC\\x7f"),
        # A bidirectional override.
        ("\u202eadA", "\\u202eadA"),
        # Letters of any script stay as they are.
        ("Åsa 李雷 🎲", "Åsa 李雷 🎲"),
    ],
)
def test_text_shows_control_characters_in_its_parameters_as_escapes(raw: str, shown: str) -> None:
    assert printable(raw) == shown
    assert text("cli.player", {"rank": 1, "name": raw, "points": 2, "gold": 3}) == f"1. {shown} — 2 points, 3 gold"


def test_a_field_refused_by_pydantic_is_explained_from_the_catalogue() -> None:
    from pydantic import ValidationError

    from companion.games.vikings import Board

    with pytest.raises(ValidationError) as refused:
        Board.model_validate_json('{"round": true, "players": [], "extra": 1}', strict=True)
    reasons = {".".join(map(str, error["loc"])): field_text(error) for error in refused.value.errors()}
    assert reasons == {
        "round": "must be a whole number",
        "players": "a game has 2 to 4 players",
        "extra": "is not a field of this file",
    }


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 game, 1 win", "2 games, 2 wins"),
        ("fi", "1 peli, 1 voitto", "2 peliä, 2 voittoa"),
        ("de", "1 Spiel, 1 Sieg", "2 Spiele, 2 Siege"),
    ],
)
def test_a_plural_wording_follows_the_number_in_each_language(language: str, one: str, two: str) -> None:
    with using_language(language):
        assert f"{ntext('ui.games', 1)}, {ntext('ui.wins', 1)}" == one
        assert f"{ntext('ui.games', 2)}, {ntext('ui.wins', 2)}" == two


@pytest.mark.parametrize(
    ("language", "words"),
    [
        # A viking counted: one in the singular, the others in each language's form for a number.
        ("en", ["0 nobles", "1 noble", "2 nobles"]),
        ("fi", ["0 ruhtinasta", "1 ruhtinas", "2 ruhtinasta"]),
        ("de", ["0 Adlige", "1 Adliger", "2 Adlige"]),
    ],
)
def test_a_viking_counted_takes_the_form_of_its_number(language: str, words: list[str]) -> None:
    said = [text("ui.mainland_choice", {"count": count, "viking": "noble"}, language) for count in range(3)]
    assert said == words


@pytest.mark.parametrize(
    ("language", "amounts", "many", "average", "decimal"),
    [
        ("en", "+1 point, -2 gold", "… and 14,990 more", "average 64.0,", "1,250.5"),
        ("fi", "+1 piste, -2 kultaa", "… ja 14\xa0990 muuta", "keskiarvo 64,0,", "1\xa0250,5"),
        ("de", "+1 Punkt, -2 Gold", "… und 14.990 weitere", "Schnitt 64,0,", "1.250,5"),
    ],
)
def test_numbers_are_written_as_the_language_writes_them(
    language: str, amounts: str, many: str, average: str, decimal: str
) -> None:
    with using_language(language):
        assert amount_text(1, -2) == amounts
        assert text("cli.more_problems", {"count": 14990}) == many
        line = text("ui.stats_line", {"games": "", "wins": "", "rate": 50, "average": 64.0, "best": 70})
        assert average in line
        assert number_text(1250.5) == decimal
        assert (number_text(3, signed=True), number_text(-2, signed=True)) == ("+3", "-2")


def test_a_sentence_asked_again_is_worded_for_its_own_parameters_and_language() -> None:
    """Sentences are kept once worded (a screen asks for the same labels on every tap); a number equal to one
    asked before but of another type, or the same sentence in another language, is still worded afresh."""
    line = {"games": "", "wins": "", "rate": 50, "best": 70}
    assert "average 64," in text("ui.stats_line", {**line, "average": 64}, "en")
    assert "average 64.0," in text("ui.stats_line", {**line, "average": 64.0}, "en")
    assert "keskiarvo 64,0," in text("ui.stats_line", {**line, "average": 64.0}, "fi")
    assert text("ui.stats_line", {**line, "average": 64.0}, "en") == text("ui.stats_line", {**line, "average": 64.0})
    unhashable = {"name": ["a list"], "row": "noble", "column": 3}
    assert "['a list']" in text("grid.empty", unhashable, "en")


def test_a_game_term_shared_by_two_families_is_translated_in_each() -> None:
    """The English "nobles" counts vikings in one place and names where points come from in another: Finnish
    says each its own way, through the message context of the term's family."""
    assert text("source.nobles", language="fi") == "ruhtinaat"
    assert text("refused.no_vikings_left", {"limit": 13, "viking": "noble"}, "fi") == "Pelissä on vain 13 ruhtinasta."


@pytest.mark.parametrize(
    ("language", "problem"),
    [
        ("en", "Ada: noble row, column 1 — only a start piece can touch the homeland"),
        ("fi", "Ada: ruhtinasrivi, sarake 1 — vain aloituspala voi koskettaa kotimaata"),
        ("de", "Ada: Adligenreihe, Spalte 1 — nur ein Anfangsstück darf an die Heimat grenzen"),
    ],
)
def test_a_problem_names_its_row_in_the_language_of_the_game(language: str, problem: str) -> None:
    sentence = problem_text(Problem("homeland_edge", {"player": "Ada", "row": "noble"}), language)
    assert sentence == problem


@pytest.fixture
def helsinki_time() -> Iterator[None]:
    """The device's clock two hours ahead of UTC, as in Finland in winter."""
    before = time.tzname
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TZ", "EET-2")
        time.tzset()
        yield
    time.tzset()
    assert time.tzname == before


@pytest.mark.parametrize(
    ("language", "moment", "day"),
    [
        ("en", "Sun 22 Nov, 11:34", "22 Nov 2026"),
        ("fi", "su 22.11. 11.34", "22.11.2026"),
        ("de", "So., 22. Nov., 11:34", "22.11.2026"),
    ],
)
def test_dates_are_local_and_written_as_the_language_writes_them(
    helsinki_time: None, language: str, moment: str, day: str
) -> None:
    played = datetime(2026, 11, 22, 9, 34, tzinfo=UTC)
    with using_language(language):
        assert local_time(played) == moment
        assert local_date(played) == day


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("en", "1 fisherman feeds 5, 1 viking to feed", "2 fishermen feed 10, 12 vikings to feed"),
        ("fi", "1 kalastaja ruokkii 5, 1 ruokittava viikinki", "2 kalastajaa ruokkii 10, 12 ruokittavaa viikinkiä"),
        ("de", "1 Fischer, genug für 5; 1 Wikinger zu versorgen", "2 Fischer, genug für 10; 12 Wikinger zu versorgen"),
    ],
)
def test_the_supply_says_each_count_in_its_own_number(language: str, one: str, many: str) -> None:
    from companion.games.vikings.awards import Award, Scoring

    def said(fishermen: int, vikings: int) -> str:
        detail = {"fishermen": fishermen, "vikings": vikings, "fed": 5 * fishermen}
        return award_text(Award(Scoring.final, "supply", 0, 0, None, None, detail), language)

    assert one in said(1, 1)
    assert many in said(2, 12)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_whole_number_in_a_sentence_is_grouped_as_the_average_is(language: str) -> None:
    grouped = number_text(59874028, language)
    stats = {"games": "1", "wins": "1", "rate": 100, "average": 59874028.0, "best": 59874028}
    for code in ("cli.stats_line", "ui.stats_line"):
        sentence = text(code, {"name": "Ada", **stats}, language)
        assert sentence.count(grouped) == 2, sentence
    assert grouped in ntext("ui.games", 59874028, language=language)
    assert grouped in text("cli.player", {"rank": 1, "name": "Ada", "points": 59874028, "gold": 1}, language)


def test_a_sheet_problem_names_a_mission_as_the_players_do() -> None:
    problem = Problem("mission_not_met", {"player": "Ada", "mission": "four_cities"})
    assert problem_text(problem, "fi", game="powers") == (
        "Ada: pelaajalla on tehtävän ”4 korttia 4 eri kaupungista” merkki, mutta pelatut kortit eivät täytä tehtävää"
    )


def test_an_unknown_city_is_refused_in_the_users_language() -> None:
    card = {"points": 1, "city": "oslo", "category": "coins"}
    with pytest.raises(ValidationError) as refused:
        powers.Sheet.model_validate({"players": [{"name": "Ada", "cards": [card]}]})
    said = field_text(refused.value.errors()[0], "fi")
    assert said == "pitää olla jokin näistä: uppakra, sorte_muld, wisloujscie, owidz"
