"""The missions a player's played cards meet, and the token the table offers them ("Missioner")."""

from __future__ import annotations

import pytest

from companion.games.powers import Card, Category, City, Goal, Mission, Token, goals_met, offers, token_left

C = Category
T = City


def cards(*pairs: tuple[City, Category]) -> list[Card]:
    return [Card(points=1, city=city, category=category) for city, category in pairs]


def token(mission: str, points: int, city: str | None = None) -> Token:
    return Token.model_validate({"mission": mission, "points": points, "city": city})


EVERY_CATEGORY = [(T.owidz, category) for category in Category]


@pytest.mark.parametrize(
    ("played", "met"),
    [
        ([], []),  # nothing played, nothing met
        (
            cards((T.uppakra, C.coins), (T.sorte_muld, C.coins), (T.wisloujscie, C.art), (T.owidz, C.art)),
            [Goal(Mission.four_cities)],
        ),  # 4 cards from 4 different cities
        (cards(*[(T.owidz, C.coins)] * 3, *[(T.owidz, C.art)] * 2), [Goal(Mission.five_one_city, T.owidz)]),
        (cards(*[(T.owidz, C.coins)] * 4), [Goal(Mission.four_one_category)]),  # 4 of one category, one city
        (cards(*EVERY_CATEGORY), [Goal(Mission.five_one_city, T.owidz), Goal(Mission.six_categories)]),
        (
            cards(*EVERY_CATEGORY, *[(T.uppakra, category) for category in Category]),
            [
                Goal(Mission.five_one_city, T.uppakra),
                Goal(Mission.five_one_city, T.owidz),
                Goal(Mission.six_categories),
                Goal(Mission.two_of_each),
            ],
        ),  # 2 of each category, 6 in each of two cities
        (cards(*[(T.owidz, C.coins)] * 3, (T.uppakra, C.art)), []),  # 3 of a category, 2 cities: nothing yet
    ],
)
def test_goals_met(played: list[Card], met: list[Goal]) -> None:
    assert goals_met(played) == met


@pytest.mark.parametrize(
    ("taken", "goal", "left"),
    [
        ([], Goal(Mission.four_cities), token("four_cities", 6)),  # the first to meet it takes the higher token
        ([token("four_cities", 6)], Goal(Mission.four_cities), token("four_cities", 3)),  # the next the lower
        ([token("four_cities", 6), token("four_cities", 3)], Goal(Mission.four_cities), None),  # both gone
        ([token("six_categories", 12)], Goal(Mission.four_cities), token("four_cities", 6)),  # another mission's
        (
            [token("five_one_city", 4, "owidz")],
            Goal(Mission.five_one_city, T.uppakra),
            token("five_one_city", 4, "uppakra"),
        ),  # ruling: one token per city
        ([token("five_one_city", 4, "owidz")], Goal(Mission.five_one_city, T.owidz), None),
    ],
)
def test_the_token_left(taken: list[Token], goal: Goal, left: Token | None) -> None:
    assert token_left(taken, goal) == left


def test_the_table_offers_the_token_left_of_each_condition_not_yet_held() -> None:
    played = cards(*EVERY_CATEGORY)
    held = [token("five_one_city", 4, "owidz")]
    offered = offers(played, held, [*held, token("six_categories", 12)])
    assert offered == [token("six_categories", 6)]
    assert not offered[0].first
    assert token("six_categories", 12).first
