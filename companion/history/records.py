"""A finished game as history keeps it: a small summary for lists and statistics, and the game's event log.

The summary carries what the history screens and statistics read (players, scores, winner, where the points
came from); everything else - each breakdown line, each homeland as played - is rebuilt from the event log,
which is kept compressed. That keeps a game to about a kilobyte or two on disk.
"""

from __future__ import annotations

import base64
import zlib
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, NotRequired

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints
from pydantic_core import PydanticCustomError
from typing_extensions import TypedDict

from companion.games import DEFAULT, GAMES
from companion.games.vikings import BoardResult
from companion.games.vikings.play.events import EVENTS, Event
from companion.games.vikings.play.game import Game
from companion.games.vikings.sources import SOURCES, source_of

MAX_LOG_BYTES = 1_000_000
"""A game's log unpacked: about 10,000 events, many times what a real game holds."""


_FROZEN = ConfigDict(frozen=True, extra="forbid")
EXAMPLE_DATE = "2026-11-20T20:00:00+00:00"


def _zoned_date(value: str) -> str:
    """A date and time in ISO 8601 with its UTC offset, as `record_of` writes it: a real month and day."""
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None or not 1970 <= moment.year < 9999:
        raise PydanticCustomError(
            "zoned_date", "an ISO date and time with its offset, such as {example}", {"example": EXAMPLE_DATE}
        )
    return value


GameId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")]
ZonedDate = Annotated[str, StringConstraints(max_length=40), AfterValidator(_zoned_date)]


def _known_game(game: str) -> str:
    """A game the registry knows."""
    if game not in GAMES:
        raise PydanticCustomError("unknown_game", "a game this companion does not know: {game}", {"game": game})
    return game


def game_of(summary: Mapping[str, Any]) -> str:
    """The game of a stored summary (`SummaryDocument`): the one it names, or Vikings where it names none."""
    return str(summary.get("game", DEFAULT))


def month_of(date: str) -> str:
    """The history month of a valid date, `YYYY-MM`, built from the numbers of the parsed date."""
    moment = datetime.fromisoformat(date)
    return f"{moment.year:04d}-{moment.month:02d}"


class PlayerSummary(BaseModel):
    model_config = _FROZEN

    name: Annotated[str, Field(min_length=1, max_length=40)]
    """Derived from the game's seats, whose names are checked as they are entered."""
    colour: Literal["white", "orange", "tan", "brown"]
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

    id: GameId
    date: ZonedDate
    duration_min: Annotated[int, Field(ge=0, le=1_000_000_000)]
    rules: Literal["base", "progress"]
    players: Annotated[tuple[PlayerSummary, ...], Field(min_length=2, max_length=4)]
    game: Annotated[str, Field(max_length=64), AfterValidator(_known_game)] = DEFAULT
    """The game's id in the registry; a summary kept before there was more than one game has none: Vikings."""


_KEEP_ALL = ConfigDict(extra="allow")


class PlayerDocument(TypedDict):
    __pydantic_config__ = _KEEP_ALL  # type: ignore[misc]

    name: str
    points: int
    rank: int
    winner: bool
    sources: dict[str, int]
    supply: NotRequired[int]  # as in `PlayerSummary`: summaries kept before these were counted lack them
    longest_island: NotRequired[int]


class SummaryDocument(TypedDict):
    """What the lists and statistics read of a stored summary, checked as a shard is read, without models."""

    __pydantic_config__ = _KEEP_ALL  # type: ignore[misc]

    id: str
    date: str
    players: list[PlayerDocument]
    game: NotRequired[str]  # as in `GameSummary`: Vikings where it is missing


class LogDocument(TypedDict):
    __pydantic_config__ = _KEEP_ALL  # type: ignore[misc]

    id: str
    log: str


class GameRecord(BaseModel):
    """A summary with its event log, compressed: the unit of export, import and storage."""

    model_config = _FROZEN

    version: Literal[1] = 1
    summary: GameSummary
    log: Annotated[str, Field(max_length=200_000)]

    def events(self) -> list[Event]:
        """The game's log; a log that is not one (or unpacks beyond any real game) raises ValueError."""
        return EVENTS.validate_json(unpack(self.log))

    def replay(self) -> Game:
        return Game.replay(self.events())


class LogTooLarge(ValueError):
    """A log that unpacks beyond the limit set for it."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"log: larger than {limit} bytes")
        self.limit = limit


def unpack(log: str, limit: int = MAX_LOG_BYTES) -> bytes:
    """A packed log as JSON; `LogTooLarge` past `limit` bytes, ValueError when it is not base64 zlib data."""
    try:
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(base64.b64decode(log, validate=True), max(limit, 1))
    except zlib.error as error:
        raise ValueError(f"log: {error}") from None
    if unpacker.unconsumed_tail or (not unpacker.eof and unpacker.decompress(b"", 1)):
        raise LogTooLarge(limit)
    if not unpacker.eof:
        raise ValueError("log: cut short")
    return raw


def packed(events: list[Event]) -> str:
    return base64.b64encode(zlib.compress(EVENTS.dump_json(events), 9)).decode("ascii")


def record_of_events(summary: GameSummary, events: list[Event]) -> GameRecord:
    return GameRecord(summary=summary, log=packed(events))


def _sources(results: tuple[BoardResult, ...], player: int) -> tuple[dict[str, int], int, int]:
    sources = dict.fromkeys(SOURCES, 0)
    supply = longest = 0
    for result in results:
        for award in result.players[player].breakdown:
            source = source_of(award.rule)
            if source is not None:
                sources[source] += award.points
            if award.rule == "supply":
                supply = award.points
            if award.rule == "longest_island" and isinstance(count := award.detail.get("count"), int):
                longest = count
    return sources, supply, longest


def record_of(game_id: str, game: Game, started: str, finished: str | None = None) -> GameRecord:
    """The record of a finished game."""
    return record_of_events(summary_of(game_id, game, started, finished), game.events)


def summary_of(game_id: str, game: Game, started: str, finished: str | None = None) -> GameSummary:
    """The summary of a finished game, as its replayed log gives it."""
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
    return GameSummary(id=game_id, date=end, duration_min=duration, rules=state.setup.rules, players=tuple(players))
