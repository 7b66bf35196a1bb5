"""The mission tokens ("Missioner"): which conditions a player's played cards meet, and which token is left
for a player who meets one. Pure helpers for the table and for `validate`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from .models import TOKEN_POINTS, Card, Category, City, Mission, Token


class Goal(NamedTuple):
    """A condition met: the mission, and the city for five cards from one city (else None)."""

    mission: Mission
    city: City | None = None


def goals_met(cards: Iterable[Card]) -> list[Goal]:
    """Every condition the played `cards` meet, in the order of `Mission` (and of `City`)."""
    cards = list(cards)
    cities = Counter(card.city for card in cards)
    categories = Counter(card.category for card in cards)
    met: list[Goal] = []
    if len(cities) == len(City):
        met.append(Goal(Mission.four_cities))
    met += [Goal(Mission.five_one_city, city) for city in City if cities[city] >= 5]
    if len(categories) == len(Category):
        met.append(Goal(Mission.six_categories))
    if any(count >= 4 for count in categories.values()):
        met.append(Goal(Mission.four_one_category))
    if all(categories[category] >= 2 for category in Category):
        met.append(Goal(Mission.two_of_each))
    return met


def meets(cards: Iterable[Card], token: Token) -> bool:
    """Whether the played `cards` meet the condition of `token`."""
    return Goal(token.mission, token.city) in goals_met(cards)


def token_left(taken: Iterable[Token], goal: Goal) -> Token | None:
    """The token a player meeting `goal` takes now: the first (higher) one while nobody holds it, then the
    lower one ("Missioner": the next player to meet the condition takes the lower token); None when gone."""
    held = {token.points for token in taken if (token.mission, token.city) == goal}
    for points in TOKEN_POINTS[goal.mission]:
        if points not in held:
            return Token(mission=goal.mission, points=points, city=goal.city)
    return None


def offers(cards: Iterable[Card], held: Iterable[Token], taken: Iterable[Token]) -> list[Token]:
    """The tokens a player may take now: for each condition their `cards` meet, the token left, unless they
    already hold a token of that condition ("never two tokens of one condition"). `taken` is every token
    held in the game, theirs included. One token per action: the player chooses one of these."""
    own = {token.mission for token in held}
    taken = list(taken)
    found = (token_left(taken, goal) for goal in goals_met(cards) if goal.mission not in own)
    return [token for token in found if token is not None]
