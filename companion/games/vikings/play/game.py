"""The state of a game at the table, derived from its event log; each action is checked before it counts.

A `Game` keeps the log and one immutable `GameState` snapshot per action still in effect, so undo is a pop
and redo re-applies the action undone. Nothing is ever deleted from the log: undo and redo are events too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from companion.games.vikings import (
    Board,
    BoardResult,
    Mainland,
    Player,
    Problem,
    Special,
    score_board,
    validate_board,
)
from companion.games.vikings.engine import FINAL_ROUND
from companion.games.vikings.models import KEPT

from .actions import change
from .events import (
    GOLD_TILE,
    Action,
    AuctionWon,
    Event,
    PurseSet,
    Redone,
    Scored,
    Setup,
    Started,
    Transported,
    TurnTaken,
    Undone,
)
from .refused import ActionRefused
from .turns import round_start_player

START_POINTS = 10
START_GOLD = {2: 30, 3: 25, 4: 20}

__all__ = ["ActionRefused", "Game", "GameState", "replay"]


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

    def apply(self, action: Action) -> GameState:
        """The state after `action`; refused (`ActionRefused`) when the rules do not allow it or it changes
        nothing, so that the log never holds an action nobody could see."""
        if self.finished:
            raise ActionRefused("game_over")
        if isinstance(action, Scored):
            return self._score(action)
        if action.player >= len(self.players):
            raise ActionRefused("no_such_player", {"player": action.player + 1})
        before = self.players[action.player]
        player = change(self, before, action)
        players = (*self.players[: action.player], player, *self.players[action.player + 1 :])
        if isinstance(action, TurnTaken):
            gone = (*self.gone, GOLD_TILE) if action.special == GOLD_TILE else self.gone
            return self._but(players=players, turns=(*self.turns, action), gone=gone)
        if isinstance(action, AuctionWon):
            return self._but(players=players, auction=action)
        gone = (*self.gone, *["boat"] * action.boat_tiles) if isinstance(action, Transported) else self.gone
        counted, points_counted = self.counted, self.points_counted
        if isinstance(action, PurseSet):
            # A count that finds the purse as it stood still counts: the table has said what it holds. Points
            # are counted so only in a quick score, which asks for every player's.
            counted = counted | {action.player} if action.gold is not None else counted
            if action.points is not None and self.setup.quick:
                points_counted = points_counted | {action.player}
        if _same(player, before) and counted == self.counted and points_counted == self.points_counted:
            raise ActionRefused("no_change")
        return self._but(players=players, gone=gone, counted=counted, points_counted=points_counted)

    def _but(self, **changes: object) -> GameState:
        """This state with `changes`, as `dataclasses.replace` gives it but several times faster: a replay makes
        one state an action, an import of thousands of games millions of them. The fields are copied, not
        checked: only `apply` calls it, with the names of fields."""
        after = object.__new__(GameState)
        after.__dict__.update(self.__dict__, **changes)
        return after

    def _score(self, action: Scored) -> GameState:
        if action.round != self.round:
            raise ActionRefused("wrong_round", {"round": self.round})
        problems = self.problems()
        if problems:
            raise ActionRefused("board_illegal", problems=problems)
        if self.gold_to_count:
            names = ", ".join(self.players[seat].name for seat in self.gold_to_count)
            raise ActionRefused("gold_not_counted", {"names": names})
        result = score_board(self.board)
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
            for player, scored in zip(self.players, result.players, strict=True)
        )
        finished = self.round == FINAL_ROUND
        next_round = self.round if finished else self.round + 1
        marker = (round_start_player(self) + 1) % len(players)
        # The round-6 transport may use boat tiles: they are gone.
        boats = sum(_boats(before) - _boats(after) for before, after in zip(self.players, players, strict=True))
        gone = (*self.gone, *["boat"] * boats)
        return GameState(self.setup, players, next_round, (*self.results, result), finished, marker=marker, gone=gone)


def _same(player: Player, before: Player) -> bool:
    """Whether an action left the player as they were, field by field: pydantic's `==` says the same, several
    times slower when the two differ, which they do after nearly every action of a replay."""
    return player.__dict__ == before.__dict__


def _boats(player: Player) -> int:
    return sum(held.tile is Special.boat for held in player.special_tiles)


@dataclass
class Game:
    """A game's event log with the snapshots it gives: act, undo and redo append to the log."""

    events: list[Event]
    snapshots: list[GameState] = field(default_factory=list)
    undone: list[Action] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)

    @classmethod
    def new(cls, setup: Setup) -> Game:
        return cls.replay([Started(setup=setup)])

    @classmethod
    def replay(cls, events: Sequence[Event]) -> Game:
        first = events[0] if events else None
        if not isinstance(first, Started):
            raise ActionRefused("log_without_start")
        game = cls(events=[first], snapshots=[GameState.start(first.setup)])
        for event in events[1:]:
            game._record(event)
        return game

    @property
    def state(self) -> GameState:
        return self.snapshots[-1]

    def copy(self) -> Game:
        """The game as it is now, apart from this one: what a save running beside the table writes."""
        return Game(list(self.events), list(self.snapshots), list(self.undone), list(self.actions))

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def act(self, action: Action) -> Event:
        return self._record(action)

    def undo(self) -> Action:
        """Take back the last action in effect; returns it, so that the table can be told what was undone."""
        if not self.can_undo:
            raise ActionRefused("nothing_to_undo")
        action = self.actions[-1]
        self._record(Undone())
        return action

    def redo(self) -> Action:
        if not self.can_redo:
            raise ActionRefused("nothing_to_redo")
        action = self.undone[-1]
        self._record(Redone())
        return action

    def _record(self, event: Event) -> Event:
        if isinstance(event, Undone):
            if self.actions:
                self.undone.append(self.actions.pop())
                self.snapshots.pop()
        elif isinstance(event, Redone):
            if self.undone:
                action = self.undone.pop()
                self.snapshots.append(self.state.apply(action))
                self.actions.append(action)
        elif isinstance(event, Started):
            raise ActionRefused("started_twice")
        else:
            self.snapshots.append(self.state.apply(event))
            self.actions.append(event)
            self.undone.clear()
        self.events.append(event)
        return event


def replay(events: Sequence[Event]) -> Game:
    return Game.replay(events)
