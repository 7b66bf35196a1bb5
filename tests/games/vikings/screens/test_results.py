"""The words of a scoring's result and of the boatsmen's advice: the catalogue's plurals in every language, and
no gold said where the app does not know it."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.vikings import Board, Player, score_board
from companion.games.vikings.screens.results import rank_line, result_table
from companion.messages import text


def said(control: Any) -> list[str]:
    """Every label and text in a control's tree, as a screen reader and the eye get them."""
    found = [value for name in ("label", "value") if isinstance(value := getattr(control, name, None), str)]
    for name in ("content", "controls"):
        child = getattr(control, name, None)
        for each in child if isinstance(child, list) else [child]:
            if each is not None and not isinstance(each, str):
                found += said(each)
    return found


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        # One boatsman is one, in each language's own singular.
        ("en", "Accept: Ada moves with 1 boatsman", "Accept: Ada moves with 2 boatsmen"),
        ("fi", "Hyväksy: Ada siirtää, 1 merimies", "Hyväksy: Ada siirtää, merimiehiä 2"),
        ("de", "Annehmen: Ada verschifft mit 1 Bootsmann", "Annehmen: Ada verschifft mit 2 Bootsmännern"),
    ],
)
def test_the_advice_counts_its_boatsmen_in_the_catalogues_plural(language: str, one: str, two: str) -> None:
    assert text("ui.accept_transport", {"name": "Ada", "count": 1}, language) == one
    assert text("ui.accept_transport", {"name": "Ada", "count": 2}, language) == two


def board(points: tuple[int, int]) -> Board:
    players = tuple(Player(name=name, points=each, gold=30) for name, each in zip(("Ada", "Bo"), points, strict=True))
    return Board(rules="base", round=1, players=players, start_player=0)


def test_a_result_with_one_point_says_point() -> None:
    ada = score_board(board((1, 3))).players[0]
    assert rank_line(ada, show_gold=False) == f"{ada.rank}. Ada — 1 point"


def test_with_the_coins_on_the_table_the_result_says_no_gold_and_that_a_tie_is_the_tables_to_break() -> None:
    result = score_board(board((10, 10)))
    words = said(result_table(result, [result], ("white", "orange"), lambda seat: None, show_gold=False))
    tie = text("ui.tie_on_points", {"names": "Ada, Bo"})
    assert [word for word in words if "gold" in word.casefold()] == [tie]
    # With the app keeping the gold, it is said, and a tie on points is ranked by it.
    kept = said(result_table(result, [result], ("white", "orange"), lambda seat: None))
    assert any("30 gold" in word for word in kept) and tie not in kept


def test_with_the_coins_on_the_table_players_level_on_points_share_their_rank_whatever_the_apps_gold() -> None:
    level = Board(
        rules="base",
        round=1,
        players=(
            Player(name="Ada", points=10, gold=3),
            Player(name="Bo", points=10, gold=47),
            Player(name="Cy", points=4, gold=0),
        ),
        start_player=0,
    )
    result = score_board(level)
    assert {player.rank for player in result.players[:2]} == {1, 2}  # the engine's gold splits them
    words = said(result_table(result, [result], ("white", "orange", "tan"), lambda seat: None, show_gold=False))
    heads = [word for word in words if word.endswith("show every line")]
    assert sorted(heads[:2]) == ["1. Ada: 10 points; show every line", "1. Bo: 10 points; show every line"]
    assert heads[2] == "3. Cy: 4 points; show every line"
    assert text("ui.tie_on_points", {"names": "Ada, Bo"}) in words
