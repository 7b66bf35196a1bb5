"""Whose turn it is: the round's start player, the start tiles of round 1, then 12 tiles bought in seat order.

"Yleiskuva pelin kulusta": each round the players take the 12 tiles of the wheel in turn, clockwise from
the start player, and the start player marker passes to the left after each scoring. In round 1 each player
also lays a start tile; the companion asks for the start tiles first, in the same order.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.games.vikings.validation import TILES_PER_ROUND

from .events import TurnTaken
from .refused import ActionRefused
from .state import GameState, round_start_player


class NextTurn(NamedTuple):
    """Who plays next: a start tile, or the `number`-th of the round's 12 tiles."""

    player: int
    start_tile: bool
    number: int


def seat_order(state: GameState) -> list[int]:
    """Every seat, clockwise from the round's start player."""
    first, count = round_start_player(state), len(state.players)
    return [(first + step) % count for step in range(count)]


def _start_tiles_laid(state: GameState) -> set[int]:
    return {turn.player for turn in state.turns if turn.start_tile}


def bought(state: GameState) -> list[TurnTaken]:
    """The turns of this round that bought a tile from the wheel."""
    return [turn for turn in state.turns if not turn.start_tile]


def next_turn(state: GameState) -> NextTurn | None:
    """The next turn, or None when the round's tiles are all taken (or the game is scored at the end only)."""
    if state.setup.quick or state.finished:
        return None
    if state.round == 1:
        laid = _start_tiles_laid(state)
        waiting = [seat for seat in seat_order(state) if seat not in laid]
        if waiting:
            return NextTurn(waiting[0], True, 0)
    taken = bought(state)
    if len(taken) >= TILES_PER_ROUND:
        return None
    player = (taken[-1].player + 1) % len(state.players) if taken else round_start_player(state)
    return NextTurn(player, False, len(taken) + 1)


def check_turn(state: GameState, turn: TurnTaken) -> None:
    """Refuse a turn that cannot happen now: the round's tiles are all taken, a second start tile, a payment
    with the coins on the table, or a turn in a game scored at the end only."""
    if state.setup.quick:
        raise ActionRefused("no_turns_in_quick_score")
    if turn.start_tile:
        if state.round != 1 or turn.player in _start_tiles_laid(state):
            raise ActionRefused("start_tile_laid")
        if turn.tile is None or turn.ship is not None or turn.price is not None:
            raise ActionRefused("start_tile_is_a_tile")
        return
    if len(bought(state)) >= TILES_PER_ROUND:
        raise ActionRefused("round_complete", {"round": state.round})
    if turn.tile is not None and turn.ship is not None:
        raise ActionRefused("one_tile_a_turn")
    if state.setup.money == "coins" and (turn.price is not None or turn.convert):
        raise ActionRefused("coins_on_the_table")
    if state.setup.money == "purse" and turn.price is None:
        raise ActionRefused("price_missing")
