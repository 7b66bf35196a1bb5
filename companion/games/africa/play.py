"""Africa at the table: the running score of play and the end-of-game count, as an event log.

A tap is an event; the state is what replaying the events gives (`companion.play.log`). The points of play go
through the scorings of `track.py`, so the score track the app keeps is the one the rules give. The monuments
are counted as they are revealed: the eleventh ends the game, its player takes the +3, and the end's count
is offered (the table may still end the game without them, having not counted them all). The end of the game
makes the sheet (`Sheet`) that `score` turns into the final table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field

from companion.play.common import Ended, Phase, check_now
from companion.play.log import Entry, Finished, Refused, Rules, at_seat, events

from ..sheets import Count, Name
from .models import ItemKind, Player, Sheet
from .track import exploring_camp, moved, revealed_animal, revealed_nomad, revealed_treasure
from .validation import PLAYERS

Seat = Annotated[int, Field(ge=0, lt=PLAYERS.stop - 1)]
Scoring = Literal["points", "animal", "nomad", "moved", "camp", "treasure"]
"""What a tap on the score track counts: points as they are, or one of the scorings of play."""

SCORINGS: dict[str, Callable[[int, int], int]] = {
    "points": lambda count, before: count,
    "animal": lambda count, before: revealed_animal(count),
    "nomad": lambda count, before: revealed_nomad(count),
    "moved": lambda count, before: moved(before, count),
    "camp": lambda count, before: exploring_camp(count),
    "treasure": lambda count, before: revealed_treasure(count),
}
"""Each scoring's points from its count (and, for a move, the count before it)."""
MONUMENTS = 11
"""The monument revealed eleventh ends the game ("11. monumentti"; `../shared/rules/other-games.md`)."""


class Started(Entry):
    """A game begins: the players in seat order."""

    kind: Literal["started"] = "started"
    names: Annotated[tuple[Name, ...], Field(min_length=PLAYERS.start, max_length=PLAYERS.stop - 1)]


class Tracked(Entry):
    """Points on a player's score track: `count` is the points themselves, or what the scoring counts (like
    animals, empty squares, neighbours revealed, nuggets shown); a move also gives the count `before` it."""

    kind: Literal["tracked"] = "tracked"
    player: Seat
    scoring: Scoring
    count: Count
    before: Count = 0


class MonumentFound(Entry):
    """A player reveals a monument: it scores nothing, and the eleventh ends the game."""

    kind: Literal["found"] = "found"
    player: Seat


class ItemsCounted(Entry):
    """How many items of one kind a player holds (0 takes the kind away)."""

    kind: Literal["items"] = "items"
    player: Seat
    item: ItemKind
    count: Count


class TreasureCounted(Entry):
    """A player's gold nuggets or gems at the end."""

    kind: Literal["treasure"] = "treasure"
    player: Seat
    what: Literal["gold", "gems"]
    count: Count


class MonumentRevealed(Entry):
    """Who revealed the eleventh monument (+3); None for nobody."""

    kind: Literal["monument"] = "monument"
    player: Seat | None


Action = Tracked | MonumentFound | Ended | ItemsCounted | TreasureCounted | MonumentRevealed | Finished
EVENTS = events(Started, Action)
TAKEN_IN: dict[Phase, tuple[type[Entry], ...]] = {
    "play": (MonumentFound, Ended),
    "end": (ItemsCounted, TreasureCounted, MonumentRevealed, Finished),
}
"""The kinds of action each phase takes; a tap on the score track is taken in play and at the count alike."""


@dataclass(frozen=True)
class Table:
    """The game as it stands: each player's score track, what they hold at the end, and the phase."""

    names: tuple[str, ...]
    track: tuple[int, ...]
    items: tuple[tuple[tuple[str, int], ...], ...]
    gold: tuple[int, ...]
    gems: tuple[int, ...]
    monument: int | None = None
    monuments: int = 0
    """The monuments revealed so far."""
    phase: Phase = "play"
    last: Tracked | None = None
    """The latest points of play, shown under the scorings."""

    @classmethod
    def start(cls, started: Started) -> Table:
        none = (0,) * len(started.names)
        return cls(started.names, none, ((),) * len(started.names), none, none)

    @property
    def sheet(self) -> Sheet:
        """The sheet of the game as counted so far."""
        return Sheet(
            players=tuple(
                Player(
                    name=name,
                    track=self.track[seat],
                    eleventh_monument=self.monument == seat,
                    items=dict(self.items[seat]),
                    gold=self.gold[seat],
                    gems=self.gems[seat],
                )
                for seat, name in enumerate(self.names)
            )
        )


def points_of(action: Tracked) -> int:
    """The points a tap on the score track gives; `Refused` for a count no board allows."""
    try:
        return SCORINGS[action.scoring](action.count, action.before)
    except ValueError:
        raise Refused("impossible") from None


def apply(table: Table, action: Action) -> Table:
    """The table after `action`; `Refused` when the rules do not allow it now or it changes nothing."""
    check_now(table.phase, len(table.names), action, TAKEN_IN)
    if isinstance(action, Tracked):
        points = points_of(action)
        if points == 0:
            raise Refused("no_points")
        track = at_seat(table.track, action.player, table.track[action.player] + points)
        return replace(table, track=track, last=action)
    if isinstance(action, MonumentFound):
        if table.monuments >= MONUMENTS:
            raise Refused("not_now")
        found = table.monuments + 1
        return replace(table, monuments=found, monument=action.player if found == MONUMENTS else table.monument)
    if isinstance(action, Ended):
        return replace(table, phase="end")
    if isinstance(action, ItemsCounted):
        held = dict(table.items[action.player])
        if held.get(action.item, 0) == action.count:
            raise Refused("no_change")
        held[action.item] = action.count
        kinds = tuple((item, count) for item, count in held.items() if count)
        return replace(table, items=at_seat(table.items, action.player, kinds))
    if isinstance(action, TreasureCounted):
        before = table.gold if action.what == "gold" else table.gems
        if before[action.player] == action.count:
            raise Refused("no_change")
        after = at_seat(before, action.player, action.count)
        return replace(table, gold=after) if action.what == "gold" else replace(table, gems=after)
    if isinstance(action, MonumentRevealed):
        if action.player == table.monument:
            raise Refused("no_change")
        return replace(table, monument=action.player)
    return replace(table, phase="final")


RULES: Rules[Table] = Rules(start=Table.start, apply=apply)
