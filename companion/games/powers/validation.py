"""Whether a Game of Powers sheet could come from a finished game; `validate` reports every problem at once."""

from __future__ import annotations

from collections import Counter

from ..common import Problem
from ..sheets import roster_problems
from .missions import meets
from .models import CARDS, MOST_POINTS, TOKEN_POINTS, Mission, Player, Sheet, Token

PLAYERS = range(2, 6)
"""Two to five players ("Antal spillere")."""
HAND = 10
"""A player holds at most 10 cards in hand ("TAGE KORT": "maksimalt have 10 kort på hånden")."""
INFLUENCE = 10
"""A player holds at most 10 influence tokens ("TAGE POLETTER": "maksimalt have 10 indflydelse-poletter")."""
MAX_UNUSED = HAND + INFLUENCE
"""The most unused cards and influence tokens a player holds together at the end."""


def validate(sheet: Sheet) -> list[Problem]:
    """The players as a whole, each player's unused cards and mission tokens, then the tokens of the game;
    empty when the sheet can be scored."""
    problems = roster_problems([player.name for player in sheet.players], PLAYERS)
    for player in sheet.players:
        problems += [
            Problem("card_points", {"player": player.name, "points": card.points, "limit": MOST_POINTS})
            for card in player.cards
            if card.points > MOST_POINTS
        ]
        if player.unused > MAX_UNUSED:
            limits = {"hand": HAND, "influence": INFLUENCE}
            problems.append(Problem("too_many_unused", {"player": player.name, "count": player.unused, **limits}))
        if player.missions and not sheet.missions:
            problems.append(Problem("missions_off", {"player": player.name}))
        problems += _tokens(player)
    cards = sum(len(player.cards) for player in sheet.players)
    if cards > CARDS:
        problems.append(Problem("too_many_cards", {"count": cards, "limit": CARDS}))
    problems += _game_tokens([token for player in sheet.players for token in player.missions])
    return problems


def _tokens(player: Player) -> list[Problem]:
    """One player's tokens: each a real token, its condition met by the cards, one token per condition."""
    problems: list[Problem] = []
    for token in player.missions:
        where = {"player": player.name, "mission": token.mission.value}
        if token.points not in TOKEN_POINTS[token.mission]:
            problems.append(Problem("token_points", {**where, "points": token.points}))
        if (token.city is None) != (token.mission is not Mission.five_one_city):
            problems.append(Problem("token_city", where))
        elif not meets(player.cards, token):
            problems.append(Problem("mission_not_met", where))
    held = Counter(token.mission for token in player.missions)
    # "BEMÆRK! Spilleren må ikke have 2 mission-poletter med samme betingelse."
    problems += [
        Problem("mission_twice", {"player": player.name, "mission": mission.value})
        for mission, count in held.items()
        if count > 1
    ]
    return problems


def _game_tokens(tokens: list[Token]) -> list[Problem]:
    """The tokens of the game: none held twice, and a lower token only once the higher one is taken."""
    problems: list[Problem] = []
    held = Counter((token.mission, token.points, token.city) for token in tokens)
    problems += [
        Problem("token_twice", {"mission": mission.value, "points": points})
        for (mission, points, _), count in held.items()
        if count > 1
    ]
    pairs = {(mission, points) for mission, points, _ in held}
    # "Den næste spiller, der opfylder denne betingelse, tager en mission-polet med en værdi på 3 point."
    for mission, (first, *lower) in TOKEN_POINTS.items():
        problems += [
            Problem("lower_token_first", {"mission": mission.value, "points": points})
            for points in lower
            if (mission, points) in pairs and (mission, first) not in pairs
        ]
    return problems
