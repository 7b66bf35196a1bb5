"""A finished game as history keeps it: a small summary for lists and statistics, and the game's event log.

The summary carries what the history screens and statistics read (players, scores, winner, where the points
came from); everything else - each breakdown line, each homeland as played - is rebuilt from the event log,
which is kept compressed. That keeps a game to about a kilobyte or two on disk.
"""

from __future__ import annotations

import base64
import zlib
from datetime import UTC, datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from companion.games.vikings import BoardResult
from companion.play.events import EVENTS, Event
from companion.play.game import Game

MAX_LOG_BYTES = 5_000_000


SOURCES = ("ships", "nobles", "scouts", "goldsmiths", "gold", "islands", "longest_island", "boatsmen", "supply")
"""Where points come from, for the statistics: award rules grouped as players think of them."""

_SOURCE_OF_RULE = {
    "ship_repelled": "ships",
    "ship_unrepelled": "ships",
    "noble": "nobles",
    "scout": "scouts",
    "goldsmith": "goldsmiths",
    "treasury": "gold",
    "most_islands": "islands",
    "longest_island": "longest_island",
    "boatsmen_majority": "boatsmen",
    "supply": "supply",
}

_FROZEN = ConfigDict(frozen=True, extra="forbid")


def source_of(rule: str) -> str | None:
    """Where a scoring line's points come from, as players think of them (None for a transport)."""
    return _SOURCE_OF_RULE.get(rule)


class PlayerSummary(BaseModel):
    model_config = _FROZEN

    name: Annotated[str, Field(min_length=1, max_length=40)]
    colour: str
    seat: Annotated[int, Field(ge=0, le=3)]
    start_player: bool
    points: Annotated[int, Field(ge=0)]
    gold: Annotated[int, Field(ge=0)]
    rank: Annotated[int, Field(ge=1, le=4)]
    winner: bool
    sources: dict[str, int]
    supply: int = 0
    longest_island: int = 0


class GameSummary(BaseModel):
    model_config = _FROZEN

    id: Annotated[str, Field(min_length=1, max_length=64)]
    date: str
    duration_min: Annotated[int, Field(ge=0)]
    rules: Literal["base", "progress"]
    players: Annotated[tuple[PlayerSummary, ...], Field(min_length=2, max_length=4)]


class GameRecord(BaseModel):
    """A summary with its event log, compressed: the unit of export, import and storage."""

    model_config = _FROZEN

    version: Literal[1] = 1
    summary: GameSummary
    log: Annotated[str, Field(max_length=200_000)]

    def events(self) -> list[Event]:
        """The game's log; a log that is not one (or unpacks beyond any real game) raises ValueError."""
        try:
            unpacker = zlib.decompressobj()
            raw = unpacker.decompress(base64.b64decode(self.log, validate=True), MAX_LOG_BYTES)
        except zlib.error as error:
            raise ValueError(f"log: {error}") from None
        if unpacker.unconsumed_tail:
            raise ValueError("log: larger than any game")
        return EVENTS.validate_json(raw)

    def replay(self) -> Game:
        return Game.replay(self.events())


def _packed(events: list[Event]) -> str:
    return base64.b64encode(zlib.compress(EVENTS.dump_json(events), 9)).decode("ascii")


def record_of_events(summary: GameSummary, events: list[Event]) -> GameRecord:
    return GameRecord(summary=summary, log=_packed(events))


def _sources(results: tuple[BoardResult, ...], player: int) -> tuple[dict[str, int], int, int]:
    sources = dict.fromkeys(SOURCES, 0)
    supply = longest = 0
    for result in results:
        for award in result.players[player].breakdown:
            source = _SOURCE_OF_RULE.get(award.rule)
            if source is not None:
                sources[source] += award.points
            if award.rule == "supply":
                supply = award.points
            if award.rule == "longest_island" and isinstance(count := award.detail.get("count"), int):
                longest = count
    return sources, supply, longest


def record_of(game_id: str, game: Game, started: str, finished: str | None = None) -> GameRecord:
    """The record of a finished game."""
    state = game.state
    result = state.result
    if result is None:
        raise ValueError("only a finished game goes to history")
    end = finished or datetime.now(UTC).isoformat(timespec="seconds")
    duration = max(0, int((datetime.fromisoformat(end) - datetime.fromisoformat(started)).total_seconds() // 60))
    players = []
    for seat, (scored, place) in enumerate(zip(result.players, state.setup.seats, strict=True)):
        sources, supply, longest = _sources(state.results, seat)
        players.append(
            PlayerSummary(
                name=scored.name,
                colour=place.colour,
                seat=seat,
                start_player=state.setup.start_player == seat,
                points=scored.points,
                gold=scored.gold,
                rank=scored.rank,
                winner=scored.winner,
                sources=sources,
                supply=supply,
                longest_island=longest,
            )
        )
    summary = GameSummary(id=game_id, date=end, duration_min=duration, rules=state.setup.rules, players=tuple(players))
    return record_of_events(summary, game.events)
