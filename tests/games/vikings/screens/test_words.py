"""The table's words in all three languages: counted with the catalogue's plurals, and saying only what the
app knows."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import flet as ft
import pytest

from companion.games.vikings import Board, Scoring
from companion.games.vikings.awards import Award
from companion.games.vikings.play import ActionRefused, Game, Seat, Setup
from companion.games.vikings.play.events import PointsTurnedToGold
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.screens.results import result_table, ties_on_points
from companion.games.vikings.words import award_text, refusal_text
from companion.messages import text

SCENARIO = Path(__file__).parents[3] / "data" / "scenarios" / "table-4p.json"


@pytest.mark.parametrize(
    ("code", "params", "language", "expected"),
    [
        ("ui.make_piece.end", {}, "en", "Make it an end piece"),  # once "Make it a end piece"
        ("ui.make_piece.middle", {}, "en", "Make it a middle piece"),
        ("ui.make_piece.end", {}, "de", "Zum Endstück machen"),
        ("ui.make_piece.end", {}, "fi", "Vaihda lopetuspalaksi"),
        ("reward.points", {"count": 1}, "en", "1 point"),  # a ship's reward, once read "1 points"
        ("reward.points", {"count": 4}, "en", "4 points"),
        ("reward.points", {"count": 1}, "de", "1 Punkt"),
        ("reward.points", {"count": 1}, "fi", "1 piste"),
        ("reward.points", {"count": 4}, "fi", "4 pistettä"),
        ("ui.convert_amount", {"count": 1}, "en", "Turn 1 point into gold"),
        ("ui.convert_amount", {"count": 3}, "de", "3 Punkte in Gold tauschen"),
        ("did.converted", {"name": "Ada", "count": 1}, "en", "Ada's 1 point turned into gold"),
        ("did.converted", {"name": "Ada", "count": 2}, "fi", "Pelaajan Ada 2 pistettä vaihdettu kullaksi"),
        ("ui.rank_line_points", {"rank": 1, "name": "Ada", "count": 1}, "en", "1. Ada — 1 point"),
        ("ui.rank_line_points", {"rank": 2, "name": "Bo", "count": 1}, "de", "2. Bo — 1 Punkt"),
        # Refusals and an unpaid line, once "1 boatsmen", "1 points"
        ("refused.transport_groups", {"count": 1}, "en", "1 boatsman cannot carry these vikings."),
        ("refused.transport_groups", {"count": 1}, "de", "1 Bootsmann kann diese Wikinger nicht verschiffen."),
        ("refused.transport_groups", {"count": 2}, "fi", "2 merimiestä ei voi kuljettaa näitä viikinkejä."),
        ("refused.not_enough_points", {"count": 1, "amount": 2}, "en", "Only 1 point to turn into gold."),
        ("refused.not_enough_points", {"count": 1, "amount": 2}, "fi", "Vain 1 piste vaihdettavaksi kullaksi."),
        (
            "refused.bid_too_high",
            {"gold": 3, "count": 1, "price": 9},
            "de",
            "3 Gold und 1 Punkt reichen nicht für ein Gebot von 9.",
        ),
        ("award.unpaid", {"text": "Supply", "count": 1}, "en", "Supply (1 point unpaid: points never go below zero)"),
        (
            "award.unpaid",
            {"text": "Supply", "count": 2},
            "fi",
            "Supply (2 pistettä maksamatta: pisteet eivät laske alle nollan)",
        ),
    ],
)
def test_counted_words_agree_with_their_number(code: str, params: dict[str, Any], language: str, expected: str) -> None:
    assert text(code, params, language) == expected


def labels(control: Any) -> Iterator[str]:
    """Every label a screen reader is given in a tree of controls."""
    if isinstance(control, ft.Semantics) and control.label:
        yield str(control.label)
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for each in child if isinstance(child, list) else [child]:
            if isinstance(each, ft.Control):
                yield from labels(each)


def round_result() -> Any:
    board = Board.model_validate(json.loads(SCENARIO.read_text(encoding="utf-8"))["rounds"][-1]["board_before_scoring"])
    result = game_of_board(board, scored=False).state.preview()
    assert result is not None
    return result


def test_with_the_coins_on_the_table_the_scoring_reads_no_gold_the_app_cannot_know() -> None:
    result = round_result()
    colours = ["white", "orange", "tan", "brown"]
    coins = [label for label in labels(result_table(result, [result], colours, print, show_gold=False))]
    purse = [label for label in labels(result_table(result, [result], colours, print, show_gold=True))]
    assert not any("gold" in label for label in coins if "show every line" in label)
    assert any(" gold; show every line" in label for label in purse)


def test_players_level_on_points_are_told_that_gold_decides_and_the_app_does_not_know_it() -> None:
    result = round_result()
    first, second, *others = result.players
    level = result._replace(players=(first, second._replace(points=first.points), *others))
    (tie,) = ties_on_points(level)
    assert tie.startswith(f"{first.name}, {second.name}: as many points") and "gold" in tie
    assert len({player.points for player in result.players}) < len(result.players) or not ties_on_points(result)


def test_an_award_with_one_point_unpaid_says_point() -> None:
    unpaid = Award(Scoring.final, "supply", -3, 0, detail={"fishermen": 0, "fed": 0, "vikings": 4, "unpaid": 1})
    assert award_text(unpaid, "en").endswith("(1 point unpaid: points never go below zero)")


def test_a_refused_conversion_counts_its_points() -> None:
    game = Game.new(Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))))
    game.act(PointsTurnedToGold(player=0, amount=9))
    with pytest.raises(ActionRefused) as refused:
        game.act(PointsTurnedToGold(player=0, amount=2))
    assert refusal_text(refused.value, "en") == "Only 1 point to turn into gold."
