"""The scoring of the other games' sheets: a full table of each format, built in code so its shape is plain
to read, scored as the command line scores a sheet that reads."""

from __future__ import annotations

from collections.abc import Callable

from companion.games import africa, pirates, powers
from companion.games.base import SheetResult

from .timing import median_seconds

KINDS = ("statue", "shirt", "drum", "mask", "spear", "basket")


def africa_sheet() -> africa.Sheet:
    """Five explorers, each with four or five item kinds, gold and gems tied here and there."""
    return africa.Sheet(
        players=tuple(
            africa.Player(
                name=f"Explorer {seat + 1}",
                track=40 + 7 * seat,
                eleventh_monument=seat == 2,
                items={kind: 1 + (seat + index) % 6 for index, kind in enumerate(KINDS[seat % 2 :])},
                gold=(seat * 3) % 7,
                gems=(seat * 5) % 4,
            )
            for seat in range(5)
        )
    )


def powers_sheet() -> powers.Sheet:
    """Five players with eight to ten cards each, and the mission tokens the table offered them in turn."""
    played = [
        [
            powers.Card(points=(seat + index) % 4, city=list(powers.City)[(seat + index) % 4], category=category)
            for index, category in enumerate([*powers.Category, *list(powers.Category)[seat:][:4]])
        ]
        for seat in range(5)
    ]
    held: list[list[powers.Token]] = [[] for _ in range(5)]
    for _ in range(3):
        for seat in range(5):
            offered = powers.offers(played[seat], held[seat], [token for tokens in held for token in tokens])
            held[seat] += offered[:1]
    return powers.Sheet(
        players=tuple(
            powers.Player(name=f"Player {seat + 1}", cards=tuple(played[seat]), missions=tuple(held[seat]), unused=seat)
            for seat in range(5)
        )
    )


def pirates_sheet() -> pirates.Sheet:
    """Eight fleets of 40 points: two ships, a crew, an event."""
    ship, crew, event = pirates.Kind.ship, pirates.Kind.crew, pirates.Kind.event
    fleet = (
        pirates.Piece(name="Deliverance", kind=ship, points=15, limit=True),
        pirates.Piece(name="Sloop", kind=ship, points=12),
        pirates.Piece(name="Captain", kind=crew, points=5),
        pirates.Piece(name="Storm", kind=event, points=3),
    )
    return pirates.Sheet(
        players=tuple(
            pirates.Player(name=f"Captain {seat + 1}", fleet=fleet, gold_home=(seat * 4) % 11) for seat in range(8)
        )
    )


def games_figures() -> dict[str, float]:
    """`other_games_score_us`: the time to validate and score one sheet, the mean of the three formats' full
    tables, as the median over repeated runs."""
    africa_table, powers_table, pirates_table = africa_sheet(), powers_sheet(), pirates_sheet()
    sheets: list[tuple[Callable[[], object], Callable[[], SheetResult]]] = [
        (lambda: africa.validate(africa_table), lambda: africa.score(africa_table)),
        (lambda: powers.validate(powers_table), lambda: powers.score(powers_table)),
        (lambda: pirates.validate(pirates_table), lambda: pirates.score(pirates_table)),
    ]

    def score_each() -> None:
        for validate, score in sheets:
            validate()
            score()

    return {"other_games_score_us": median_seconds(score_each, calls=100, runs=21) * 1e6 / len(sheets)}


if __name__ == "__main__":
    for name, value in games_figures().items():
        print(f"{name} {value:.1f}")
