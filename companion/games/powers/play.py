"""Game of Powers at the table: each player's cards as they are played, the mission tokens taken, the unused
cards and tokens at the end, as an event log (`companion.play.log`).

The tokens a player may take are those `missions.offers` gives for their cards; a token taken is the one
left (`token_left`), so the log never holds a token the rules would not give. One token an action ("BEMÆRK!
Inden for 1 handling må spilleren kun tage 1 mission-polet … den næste mission-polet i næste runde"). Ruling:
the app does not see turns, so a player who took a token takes no other until their action is over: another
player's card or token is recorded (their turn came after it), or the table says the round is over
(`RoundOver`, for a round where nobody else played a card). The end of the game: "Spillet slutter efter
runden, hvor … der ikke er nogen kort tilbage i bunken": once the table says the deck has run out
(`DeckOut`), the round over ends the game; the table may also end it at once (`Ended`). The end makes the
sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field

from companion.play.common import Ended, Phase, check_now
from companion.play.log import Entry, Finished, Refused, Rules, at_seat, events

from ..sheets import Name
from .missions import Goal, offers, token_left
from .models import CARDS, MOST_POINTS, Card, Category, City, Mission, Player, Sheet, Token
from .validation import MAX_UNUSED, PLAYERS

Seat = Annotated[int, Field(ge=0, lt=PLAYERS.stop - 1)]


class Started(Entry):
    """A game begins: the players in seat order, and whether it is played with missions."""

    kind: Literal["started"] = "started"
    names: Annotated[tuple[Name, ...], Field(min_length=PLAYERS.start, max_length=PLAYERS.stop - 1)]
    missions: bool = True


class CardPlayed(Entry):
    """A player lays out a card: its city, its category and the points printed on it."""

    kind: Literal["card"] = "card"
    player: Seat
    city: City
    category: Category
    points: Annotated[int, Field(ge=0, le=MOST_POINTS)]


class TokenTaken(Entry):
    """A player takes the token left of a condition their cards meet (its city for five cards of one city)."""

    kind: Literal["token"] = "token"
    player: Seat
    mission: Mission
    city: City | None = None


class RoundOver(Entry):
    """A round is over: every player who took a mission token may take the next one."""

    kind: Literal["round"] = "round"


class DeckOut(Entry):
    """The deck has run out: the game ends with this round."""

    kind: Literal["deck"] = "deck"


class UnusedCounted(Entry):
    """A player's cards in hand and influence tokens, together."""

    kind: Literal["unused"] = "unused"
    player: Seat
    count: Annotated[int, Field(ge=0, le=MAX_UNUSED)]


Action = CardPlayed | TokenTaken | RoundOver | DeckOut | Ended | UnusedCounted | Finished
EVENTS = events(Started, Action)
TAKEN_IN: dict[Phase, tuple[type[Entry], ...]] = {"play": (RoundOver, DeckOut, Ended), "end": (UnusedCounted, Finished)}
"""The kinds of action each phase takes; a card or a token is taken in play and at the count alike."""


@dataclass(frozen=True)
class Table:
    """The game as it stands: each player's cards, tokens and unused cards and tokens, and the phase."""

    names: tuple[str, ...]
    missions: bool
    cards: tuple[tuple[Card, ...], ...]
    tokens: tuple[tuple[Token, ...], ...]
    unused: tuple[int, ...]
    phase: Phase = "play"
    waiting: frozenset[int] = frozenset()
    """The seats that took a mission token in their action now under way: the next one in the next round."""
    last_round: bool = False
    """The deck has run out: the round now played is the last."""

    @classmethod
    def start(cls, started: Started) -> Table:
        none = ((),) * len(started.names)
        return cls(started.names, started.missions, none, none, (0,) * len(started.names))

    @property
    def taken(self) -> list[Token]:
        """Every token held in the game."""
        return [token for held in self.tokens for token in held]

    def offers(self, seat: int) -> list[Token]:
        """The tokens the player's cards earn and the rules leave them; none in the simplified game. They may
        take one now unless they are `waiting`."""
        if not self.missions:
            return []
        return offers(self.cards[seat], self.tokens[seat], self.taken)

    def acting(self, seat: int) -> Table:
        """The table once `seat` acts: the action of every other player who took a token is over."""
        return replace(self, waiting=self.waiting & {seat})

    @property
    def sheet(self) -> Sheet:
        return Sheet(
            missions=self.missions,
            players=tuple(
                Player(name=name, cards=self.cards[seat], missions=self.tokens[seat], unused=self.unused[seat])
                for seat, name in enumerate(self.names)
            ),
        )


def apply(table: Table, action: Action) -> Table:
    """The table after `action`; `Refused` when the rules do not allow it now or it changes nothing."""
    check_now(table.phase, len(table.names), action, TAKEN_IN)
    if isinstance(action, CardPlayed):
        if sum(map(len, table.cards)) >= CARDS:
            raise Refused("no_cards_left")
        card = Card(points=action.points, city=action.city, category=action.category)
        played = at_seat(table.cards, action.player, (*table.cards[action.player], card))
        return replace(table.acting(action.player), cards=played)
    if isinstance(action, TokenTaken):
        token = token_left(table.taken, Goal(action.mission, action.city))
        if token is None or token not in table.offers(action.player):
            raise Refused("no_token")
        if action.player in table.waiting:
            raise Refused("one_token_an_action", {"name": table.names[action.player]})
        held = at_seat(table.tokens, action.player, (*table.tokens[action.player], token))
        return replace(table, tokens=held, waiting=frozenset({action.player}))
    if isinstance(action, RoundOver):
        if not (table.waiting or table.last_round):
            raise Refused("not_now")
        return replace(table, waiting=frozenset(), phase="end" if table.last_round else "play")
    if isinstance(action, DeckOut):
        if table.last_round:
            raise Refused("not_now")
        return replace(table, last_round=True)
    if isinstance(action, Ended):
        return replace(table, phase="end")
    if isinstance(action, UnusedCounted):
        if table.unused[action.player] == action.count:
            raise Refused("no_change")
        return replace(table, unused=at_seat(table.unused, action.player, action.count))
    return replace(table, phase="final")


RULES: Rules[Table] = Rules(start=Table.start, apply=apply)
