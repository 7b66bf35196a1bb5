"""Game of Powers' end-of-game scoring: cards, mission tokens and the bonus, each by a table."""

from __future__ import annotations

import pytest

from companion.games import powers
from companion.games.powers import Card, Player, Sheet, Token, bonus_points, score


def card(points: int, city: str = "uppakra", category: str = "coins") -> Card:
    return Card.model_validate({"points": points, "city": city, "category": category})


FOUR_CITIES = (card(1, "uppakra"), card(2, "sorte_muld"), card(0, "wisloujscie"), card(3, "owidz"))


def test_cards_missions_and_bonus_make_the_total() -> None:
    # "Slutning af spillet": the points on the played cards, the mission tokens, the bonus.
    anne = Player(
        name="Anne", cards=FOUR_CITIES, missions=(Token.model_validate({"mission": "four_cities", "points": 6}),)
    )
    mikkel = Player(name="Mikkel", cards=(card(2),), unused=5)
    result = score(Sheet(players=(anne, mikkel)))
    assert [[(line.source, line.points) for line in standing.lines] for standing in result.players] == [
        [("cards", 6), ("mission.four_cities", 6), ("bonus", 0)],
        [("cards", 2), ("bonus", 4)],
    ]
    assert [(standing.total, standing.rank) for standing in result.players] == [(12, 1), (6, 2)]
    assert result.game == "powers"


def test_the_simplified_game_counts_no_token() -> None:
    # "Forenklet version": the cards and the bonus only.
    anne = Player(
        name="Anne", cards=FOUR_CITIES, missions=(Token.model_validate({"mission": "four_cities", "points": 6}),)
    )
    result = score(Sheet(missions=False, players=(anne, Player(name="Mikkel"))))
    assert [line.source for line in result.players[0].lines] == ["cards", "bonus"]


@pytest.mark.parametrize(
    ("unused", "bonus"),
    [
        ([7, 3, 1], [4, 0, 0]),  # the most scores 4
        ([7, 7, 1], [2, 2, 0]),  # two tied score 2 each
        ([7, 7, 7], [0, 0, 0]),  # three tied: nobody
        ([7, 7, 7, 7, 1], [0, 0, 0, 0, 0]),  # four tied: nobody, and nobody below them either
        ([2, 5], [0, 4]),  # the bonus follows the players' order
        ([0, 0], [0, 0]),  # ruling: nobody scores it without any unused card or token
        ([20, 19], [4, 0]),  # the most a player can hold
    ],
)
def test_the_bonus(unused: list[int], bonus: list[int]) -> None:
    assert bonus_points(unused) == bonus


def test_every_line_is_one_the_table_knows() -> None:
    tokens = [
        Token.model_validate({"mission": m, "points": p}) for m, p in [("six_categories", 12), ("two_of_each", 3)]
    ]
    result = score(Sheet(players=(Player(name="Anne", missions=tuple(tokens)), Player(name="Mikkel"))))
    for standing in result.players:
        assert {line.source for line in standing.lines} <= set(powers.LINES)
