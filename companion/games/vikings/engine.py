"""Scoring a whole board: the scoring that ends the board's round, for every player, then the ranking.

`score_board` scores what it is given; call `validate_board` first (the CLI and the app always do).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .awards import Award, Purse, Scoring, total
from .boatsmen import mandatory_transport
from .homeland import KEPT, Homeland, Same
from .models import Board, Viking
from .scoring import Standing, final_scoring, homeland_scoring
from .transport import Rules, Transport

FINAL_ROUND = 6
_NO_TRANSPORT = Transport()


def scorings_after(round_: int) -> tuple[Scoring, ...]:
    """Small after rounds 1, 3, 5; great after 2, 4, 6; the final scoring after the great one of round 6."""
    if round_ == FINAL_ROUND:
        return Scoring.great, Scoring.final
    return (Scoring.great,) if round_ % 2 == 0 else (Scoring.small,)


class PlayerResult(NamedTuple):
    name: str
    points: int
    gold: int
    rank: int
    winner: bool
    breakdown: tuple[Award, ...]
    homeland: Homeland
    transport: Transport


class BoardResult(NamedTuple):
    round: int
    scorings: tuple[Scoring, ...]
    players: tuple[PlayerResult, ...]


def ranks(purses: list[Purse]) -> list[int]:
    """Most points first; a tie goes to the most gold; still tied, the players share the rank."""
    keys = [(purse.points, purse.gold) for purse in purses]
    return [1 + sum(other > key for other in keys) for key in keys]


def _transport_lines(transport: Transport) -> list[Award]:
    """One line per viking carried; the first `boat_moves` boatsmen each used a boat tile."""
    return [
        Award(
            Scoring.transport,
            "transport",
            row=row,
            column=column,
            detail={"boatsman": number, "boat": 1} if number <= transport.boat_moves else {"boatsman": number},
        )
        for number, move in enumerate(transport.moves, start=1)
        for row, column in move
    ]


def clockwise(board: Board) -> list[int]:
    """The players' indexes in scoring order: clockwise (the order of `players`) from the round's start player
    ("Great scoring": each player in turn, starting with the start player)."""
    count = len(board.players)
    return [(board.start_player + step) % count for step in range(count)]


def _rivals(standings: list[Standing], index: int) -> Standing:
    return Standing.best([standing for i, standing in enumerate(standings) if i != index])


@lru_cache(maxsize=KEPT)
def _transported(homeland: Same[Homeland], purse: Purse, rivals: Standing, rules: Rules) -> tuple[Transport, Homeland]:
    """The round-6 transport of a homeland and the homeland after it, worked out once for each homeland and
    what it is weighed against: a tap changes one player, and the others' transports are as they were."""
    transport = mandatory_transport(homeland.value, purse, rivals, rules)
    return transport, transport.apply(homeland.value) if transport.moves else homeland.value


def score_board(board: Board) -> BoardResult:
    homelands = [Homeland.of(player) for player in board.players]
    purses = [Purse(player.points, player.gold) for player in board.players]
    breakdowns: list[list[Award]] = [[] for _ in board.players]
    transports = [_NO_TRANSPORT] * len(board.players)
    scorings = scorings_after(board.round)
    standings = [Standing.of(homeland) for homeland in homelands] if Scoring.final in scorings else []
    if board.round == FINAL_ROUND:
        for index in clockwise(board):
            homeland = homelands[index]
            if not homeland.mainland[Viking.boatsman]:
                continue
            transports[index], homelands[index] = _transported(
                Same(homeland), purses[index], _rivals(standings, index), board.rules
            )
            if transports[index].moves:
                standings[index] = Standing.of(homelands[index])
                breakdowns[index].extend(_transport_lines(transports[index]))
    for scoring in scorings:
        if scoring is Scoring.final:
            # A count reaches the best of the others exactly when it reaches the best of all players.
            best = Standing.best(standings)
            for index, homeland in enumerate(homelands):
                purses[index], awards = final_scoring(purses[index], homeland, standings[index], best)
                breakdowns[index].extend(awards)
            continue
        for index, homeland in enumerate(homelands):
            awards = homeland_scoring(scoring, homeland)
            purses[index] = purses[index].gain(*total(awards))
            breakdowns[index].extend(awards)
    ranking = ranks(purses)
    return BoardResult(
        round=board.round,
        scorings=scorings,
        players=tuple(
            PlayerResult(
                name=player.name,
                points=purse.points,
                gold=purse.gold,
                rank=rank,
                winner=board.round == FINAL_ROUND and rank == 1,
                breakdown=tuple(breakdown),
                homeland=homeland,
                transport=transport,
            )
            for player, purse, rank, breakdown, homeland, transport in zip(
                board.players, purses, ranking, breakdowns, homelands, transports, strict=True
            )
        ),
    )
