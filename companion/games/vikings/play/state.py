"""A game's state at one point of its log: the players' homelands and purses, the round, the scorings so far.

Its own questions (the boards as they stand, what the scoring would give now) are answered here; what an action
does to it is `game.apply`'s, with the rules of `actions`, `progress` and `turns`, which all read this state.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.vikings import Board, BoardResult, Player, Problem, score_board, validate_board
from companion.games.vikings.engine import FINAL_ROUND
from companion.games.vikings.models import KEPT

from .events import AuctionWon, Setup, TurnTaken

START_POINTS = 10
START_GOLD = {2: 30, 3: 25, 4: 20}


@dataclass(frozen=True)
class GameState:
    setup: Setup
    players: tuple[Player, ...]
    round: int
    """The round being played, 1 to 6."""
    results: tuple[BoardResult, ...] = ()
    """The scorings applied so far, oldest first."""
    finished: bool = False
    turns: tuple[TurnTaken, ...] = ()
    """The turns taken in this round, start tiles included, in order."""
    counted: frozenset[int] = frozenset()
    """Players whose gold was set from the table in this round (with the coins on the table, every player's
    gold is counted before the final scoring)."""
    points_counted: frozenset[int] = frozenset()
    """Players whose points were set from the table (a quick score asks for each player's)."""
    marker: int = 0
    """Who holds the start player marker as the round begins: the first round's start player, then the seat to
    the left of the last round's."""
    auction: AuctionWon | None = None
    """The round's start-player auction (progress rules): its winner starts the round."""
    gone: tuple[str, ...] = ()
    """Special tiles used up, in the order they went: gold tiles taken, boat tiles that carried."""

    @classmethod
    def start(cls, setup: Setup) -> GameState:
        gold = START_GOLD[len(setup.seats)]
        # A seat's name was checked as the seat was made, or kept from an earlier version (`KEPT`).
        players = tuple(
            Player.model_validate({"name": seat.name, "points": START_POINTS, "gold": gold}, context=KEPT)
            for seat in setup.seats
        )
        return cls(setup, players, round=FINAL_ROUND if setup.quick else 1, marker=setup.start_player)

    @property
    def board(self) -> Board:
        """The boards as they stand, with the round's start player (who moves first at the round-6 transports).

        A quick score is the final round alone: its start player is the one chosen at set-up."""
        start = self.setup.start_player if self.setup.quick else round_start_player(self)
        return Board(rules=self.setup.rules, round=self.round, players=self.players, start_player=start)

    def problems(self) -> list[Problem]:
        return validate_board(self.board)

    def preview(self) -> BoardResult | None:
        """What the scoring that ends this round would give now, or None while the board is not legal."""
        if self.finished or self.problems():
            return None
        return score_board(self.board)

    @property
    def result(self) -> BoardResult | None:
        return self.results[-1] if self.finished and self.results else None

    @property
    def gold_to_count(self) -> list[int]:
        """Players whose coins must still be counted before this round's scoring (the final one only)."""
        if self.setup.money != "coins" or self.round != FINAL_ROUND:
            return []
        return [seat for seat in range(len(self.players)) if seat not in self.counted]


def round_start_player(state: GameState) -> int:
    """The start player of the round being played: the marker passes to the left after each scoring; under the
    progress rules the winner of the round's start-player auction takes it."""
    return state.auction.player if state.auction is not None else state.marker
