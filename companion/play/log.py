"""A game at the table as an append-only log of frozen events: the state is what replaying them gives.

Every game played at the table keeps one (Vikings, and the games played with a running score). A game's
package brings its events (frozen pydantic models told apart by `kind`, the first its `Started`) and one pure
function, `apply(state, action) -> state`, which refuses what the rules do not allow with `Refused`. The log
keeps one immutable snapshot of the state per action in effect, so undo is a pop and redo applies the action
again; undo and redo are events too, so nothing a player did is ever lost.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Generic, Literal, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

if TYPE_CHECKING:  # only named: importing the games' package imports every game, and each imports this log
    from companion.games.common import Problem

FROZEN = ConfigDict(frozen=True, extra="forbid")

S = TypeVar("S")
T = TypeVar("T")


class Refused(Exception):
    """An action the rules do not allow now: `code` names the reason (a message `<game>.refused.<code>`);
    `problems` are the problems of the board behind it, where its game found any (Vikings' scoring)."""

    def __init__(self, code: str, params: Mapping[str, object] | None = None, problems: Sequence[Problem] = ()) -> None:
        super().__init__(code)
        self.code = code
        self.params = dict(params or {})
        self.problems = list(problems)


class Entry(BaseModel):
    """One event of a log: frozen, and told apart from the game's others by its `kind`."""

    model_config = FROZEN


class Undone(Entry):
    """The last action in effect was taken back."""

    kind: Literal["undone"] = "undone"


class Redone(Entry):
    """The action last undone was taken again."""

    kind: Literal["redone"] = "redone"


class Finished(Entry):
    """The game is over and counted: its sheet is scored and it goes to history. Every game played with a
    running score ends with it."""

    kind: Literal["finished"] = "finished"


@dataclass(frozen=True)
class Rules(Generic[S]):
    """What a game gives the log: its first state from its `Started` event, and the state after an action."""

    start: Callable[[Any], S]
    apply: Callable[[S, Any], S]


def events(started: Any, actions: Any) -> TypeAdapter[Any]:
    """A game's events as its log reads them, told apart by their `kind`: its `started`, its `actions`, and
    undo and redo."""
    return TypeAdapter(Annotated[started | actions | Undone | Redone, Field(discriminator="kind")])


def check_open(phase: str, players: int, action: Any, seats: tuple[str, ...] = ("player",)) -> None:
    """Refuses any action once the game is over (`game_over`), and one naming a seat (by the fields `seats`)
    beyond its `players`."""
    if phase == "final":
        raise Refused("game_over")
    if any(getattr(action, name, None) is not None and getattr(action, name) >= players for name in seats):
        raise Refused("no_such_player")


def at_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """A state's figures in seat order, the one of `seat` replaced by `value`."""
    return (*values[:seat], value, *values[seat + 1 :])


@dataclass
class Log(Generic[S]):
    """A game's events and the snapshots they give, one for its start and one for each action in effect;
    `act`, `undo` and `redo` append to the events."""

    rules: Rules[S]
    events: list[Any]
    snapshots: list[S] = field(default_factory=list)
    actions: list[Any] = field(default_factory=list)
    undone: list[Any] = field(default_factory=list)

    @classmethod
    def replay(cls, rules: Rules[S], events: Sequence[Any]) -> Self:
        """The game the `events` tell, the first of them its start; `Refused` when they do not tell one."""
        if not events or getattr(events[0], "kind", None) != "started":
            raise Refused("log_without_start")
        log = cls(rules, [events[0]], [rules.start(events[0])])
        for event in events[1:]:
            log._record(event)
        return log

    @property
    def state(self) -> S:
        return self.snapshots[-1]

    def copy(self) -> Self:
        """The log as it is now, apart from this one, which play goes on changing: what a save running beside
        the table writes. The events and snapshots are frozen, so the lists holding them are all it copies."""
        return type(self)(self.rules, list(self.events), list(self.snapshots), list(self.actions), list(self.undone))

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def act(self, action: Any) -> None:
        self._record(action)

    def undo(self) -> Any:
        """Take back the last action in effect; returns it, so the table can be told what was undone."""
        return self._step(self.actions, Undone(), Refused("nothing_to_undo"))

    def redo(self) -> Any:
        """Take the action last undone again; returns it, so the table can be told what was redone."""
        return self._step(self.undone, Redone(), Refused("nothing_to_redo"))

    def _step(self, actions: list[Any], event: Undone | Redone, refusal: Refused) -> Any:
        """The last of `actions` (those in effect, or those undone), once `event` has moved it to the others;
        `refusal` when there is none."""
        if not actions:
            raise refusal
        action = actions[-1]
        self._record(event)
        return action

    def _record(self, event: Any) -> None:
        if isinstance(event, Undone):
            if self.actions:
                self.undone.append(self.actions.pop())
                self.snapshots.pop()
        elif isinstance(event, Redone):
            if self.undone:
                action = self.undone.pop()
                self.snapshots.append(self.rules.apply(self.state, action))
                self.actions.append(action)
        elif getattr(event, "kind", None) == "started":
            raise Refused("started_twice")
        else:
            self.snapshots.append(self.rules.apply(self.state, event))
            self.actions.append(event)
            self.undone.clear()
        self.events.append(event)
