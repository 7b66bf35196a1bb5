"""The state of a game at the table, derived from its event log; each action is checked before it counts.

A `Game` is the log every game keeps (`companion.play.log.Log`) played by Vikings' `RULES`: one immutable
`GameState` snapshot per action still in effect, so undo is a pop and redo re-applies the action undone.
Nothing is ever deleted from the log: undo and redo are events too.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.games.vikings import Mainland, Player, Special, score_board
from companion.games.vikings.engine import FINAL_ROUND
from companion.play.log import Log, Rules

from .actions import change
from .events import (
    GOLD_TILE,
    Action,
    AuctionWon,
    Event,
    PurseSet,
    Scored,
    Setup,
    Started,
    Transported,
    TurnTaken,
)
from .refused import ActionRefused
from .state import GameState, round_start_player

__all__ = ["RULES", "ActionRefused", "Game", "GameState", "apply", "replay"]


def apply(state: GameState, action: Action) -> GameState:
    """The state after `action`; refused (`ActionRefused`) when the rules do not allow it or it changes
    nothing, so that the log never holds an action nobody could see."""
    if state.finished:
        raise ActionRefused("game_over")
    if isinstance(action, Scored):
        return _score(state, action)
    if action.player >= len(state.players):
        raise ActionRefused("no_such_player", {"player": action.player + 1})
    before = state.players[action.player]
    player = change(state, before, action)
    players = (*state.players[: action.player], player, *state.players[action.player + 1 :])
    if isinstance(action, TurnTaken):
        gone = (*state.gone, GOLD_TILE) if action.special == GOLD_TILE else state.gone
        return _but(state, players=players, turns=(*state.turns, action), gone=gone)
    if isinstance(action, AuctionWon):
        return _but(state, players=players, auction=action)
    gone = (*state.gone, *["boat"] * action.boat_tiles) if isinstance(action, Transported) else state.gone
    counted, points_counted = state.counted, state.points_counted
    if isinstance(action, PurseSet):
        # A count that finds the purse as it stood still counts: the table has said what it holds. Points
        # are counted so only in a quick score, which asks for every player's.
        counted = counted | {action.player} if action.gold is not None else counted
        if action.points is not None and state.setup.quick:
            points_counted = points_counted | {action.player}
    if _same(player, before) and counted == state.counted and points_counted == state.points_counted:
        raise ActionRefused("no_change")
    return _but(state, players=players, gone=gone, counted=counted, points_counted=points_counted)


def _but(state: GameState, **changes: object) -> GameState:
    """This state with `changes`, as `dataclasses.replace` gives it but several times faster: a replay makes
    one state an action, an import of thousands of games millions of them. The fields are copied, not
    checked: only `apply` calls it, with the names of fields."""
    after = object.__new__(GameState)
    after.__dict__.update(state.__dict__, **changes)
    return after


def _score(state: GameState, action: Scored) -> GameState:
    if action.round != state.round:
        raise ActionRefused("wrong_round", {"round": state.round})
    problems = state.problems()
    if problems:
        raise ActionRefused("board_illegal", problems=problems)
    if state.gold_to_count:
        names = ", ".join(state.players[seat].name for seat in state.gold_to_count)
        raise ActionRefused("gold_not_counted", {"names": names})
    result = score_board(state.board)
    players = tuple(
        player.model_copy(
            update={
                "points": scored.points,
                "gold": scored.gold,
                "tiles": tuple(scored.homeland.island_tiles),
                "special_tiles": tuple(scored.homeland.special_tiles),
                "mainland": Mainland(**{viking.value: count for viking, count in scored.homeland.mainland.items()}),
            }
        )
        for player, scored in zip(state.players, result.players, strict=True)
    )
    finished = state.round == FINAL_ROUND
    next_round = state.round if finished else state.round + 1
    marker = (round_start_player(state) + 1) % len(players)
    # The round-6 transport may use boat tiles: they are gone.
    boats = sum(_boats(before) - _boats(after) for before, after in zip(state.players, players, strict=True))
    gone = (*state.gone, *["boat"] * boats)
    return GameState(state.setup, players, next_round, (*state.results, result), finished, marker=marker, gone=gone)


def _same(player: Player, before: Player) -> bool:
    """Whether an action left the player as they were, field by field: pydantic's `==` says the same, several
    times slower when the two differ, which they do after nearly every action of a replay."""
    return player.__dict__ == before.__dict__


def _boats(player: Player) -> int:
    return sum(held.tile is Special.boat for held in player.special_tiles)


def start(started: Started) -> GameState:
    """The state as the game starts: the setup's players with their starting points and gold."""
    return GameState.start(started.setup)


RULES: Rules[GameState] = Rules(start=start, apply=apply)


class Game(Log[GameState]):
    """A game's event log, always played by Vikings' `RULES`: so a game is started by its setup alone, and
    replayed by its events alone, as history and the table keep them."""

    @classmethod
    def new(cls, setup: Setup) -> Game:
        return cls.replay([Started(setup=setup)])

    @classmethod
    def replay(cls, events: Sequence[Event]) -> Game:  # type: ignore[override]  # the rules are always Vikings'
        return super().replay(RULES, events)


def replay(events: Sequence[Event]) -> Game:
    return Game.replay(events)
