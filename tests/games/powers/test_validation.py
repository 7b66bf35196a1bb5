"""Game of Powers sheets that cannot come from a finished game: every problem, each by its code."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import powers

from ..sheets import problem_codes

CITIES = ["uppakra", "sorte_muld", "wisloujscie", "owidz"]
FOUR_CITIES = [{"points": 1, "city": city, "category": "coins"} for city in CITIES]
FIVE_IN_OWIDZ = [{"points": 1, "city": "owidz", "category": "art"}] * 5


def sheet(*players: dict[str, Any], missions: bool = True) -> dict[str, Any]:
    return {"format": "powers-sheet/1", "missions": missions, "players": list(players)}


def player(
    name: str, cards: list[dict[str, Any]] | None = None, *tokens: dict[str, Any], unused: int = 0
) -> dict[str, Any]:
    return {"name": name, "cards": cards or [], "missions": list(tokens), "unused": unused}


def token(mission: str, points: int, city: str | None = None) -> dict[str, Any]:
    return {"mission": mission, "points": points, "city": city}


MAJA = player("Maja", FOUR_CITIES, token("four_cities", 6), unused=3)
MIKKEL = player("Mikkel", FOUR_CITIES, token("four_cities", 3), token("four_one_category", 8))


@pytest.mark.parametrize(
    ("data", "codes"),
    [
        (sheet(MAJA, MIKKEL), []),  # a legal sheet
        (sheet(MAJA), ["too_few_players"]),
        (sheet(*(player(f"P{seat}") for seat in range(6))), ["too_many_players"]),  # five ships in the box
        (sheet(MAJA, {**MIKKEL, "name": "MAJA"}), ["duplicate_player"]),
        (sheet(MAJA, player("Mikkel", unused=21)), ["too_many_unused"]),  # 10 cards and 10 tokens at most
        (
            sheet(MAJA, player("Mikkel", [{**FOUR_CITIES[0], "points": 21}])),
            ["card_points"],
        ),  # past MOST_POINTS, the bound of a card typed at the table too
        (sheet(MAJA, player("Mikkel"), missions=False), ["missions_off"]),  # the simplified game has no tokens
        (sheet(MAJA, player("Mikkel", [], token("four_cities", 3))), ["mission_not_met"]),  # no cards for it
        (sheet(MAJA, player("Mikkel", FOUR_CITIES, token("four_cities", 5))), ["token_points"]),  # no such token
        (sheet(MAJA, player("Mikkel", FIVE_IN_OWIDZ, token("five_one_city", 4))), ["token_city"]),  # which city?
        (sheet(MAJA, player("Mikkel", FOUR_CITIES, token("four_cities", 3, "owidz"))), ["token_city"]),
        (
            sheet(MAJA, player("Mikkel", FIVE_IN_OWIDZ, token("five_one_city", 4, "uppakra"))),
            ["mission_not_met"],
        ),  # five cards from Owidz do not meet the Uppåkra token
        (
            sheet(player("Maja", FOUR_CITIES, token("four_cities", 6), token("four_cities", 3)), player("Mikkel")),
            ["mission_twice"],
        ),  # one token per condition
        (
            sheet(
                player("Maja", FIVE_IN_OWIDZ, token("five_one_city", 4, "owidz")),
                player("Mikkel", FIVE_IN_OWIDZ, token("five_one_city", 4, "owidz")),
            ),
            ["token_twice"],
        ),  # each token is held once in the game
        (sheet(MAJA, {**MAJA, "name": "Mikkel"}), ["token_twice"]),  # the 6-point token twice
        (
            sheet(
                player(
                    "Maja",
                    FIVE_IN_OWIDZ + [{**card, "city": "uppakra"} for card in FIVE_IN_OWIDZ],
                    token("five_one_city", 4, "owidz"),
                    token("five_one_city", 4, "uppakra"),
                ),
                player("Mikkel"),
            ),
            ["mission_twice"],
        ),  # ruling: one token per city, but a player holds one of them at most
        (sheet(player("Maja", FOUR_CITIES, token("four_cities", 3)), player("Mikkel")), ["lower_token_first"]),
        (sheet(*(player(f"P{seat}", FOUR_CITIES * 3) for seat in range(5))), ["too_many_cards"]),  # 60 of 52
        (
            sheet(player("Maja", [], token("two_of_each", 3), token("two_of_each", 3)), player("maja"), missions=False),
            [
                "duplicate_player",
                "missions_off",
                "mission_not_met",
                "mission_not_met",
                "mission_twice",
                "token_twice",
                "lower_token_first",
            ],
        ),  # every problem at once
    ],
)
def test_problems(data: dict[str, Any], codes: list[str]) -> None:
    assert problem_codes(powers, data) == codes
