"""A finished game as history keeps it: a small summary for lists and statistics, and the game's event log.

The summary carries what the history screens and statistics read (players, scores, winner, where the points
came from); everything else - each breakdown line, each homeland as played - is rebuilt from the event log,
which is kept compressed. That keeps a game to about a kilobyte or two on disk.
"""

from __future__ import annotations

import base64
import re
import zlib
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta, timezone
from typing import Annotated, Any, Literal, NotRequired

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict, StringConstraints, ValidationInfo
from pydantic_core import PydanticCustomError
from typing_extensions import TypedDict

from companion.games import DEFAULT, GAMES
from companion.games.base import SheetResult
from companion.games.common import History, Problem

SOURCES = GAMES[DEFAULT].sources
"""Where the points of a game kept before there was more than one come from (Vikings': `source.<source>`)."""

MAX_LOG_BYTES = 1_000_000
"""A game's log unpacked: about 10,000 events, many times what a real game holds."""


_FROZEN = ConfigDict(frozen=True, extra="forbid", defer_build=True)
"""The records' models, and the stored documents' checks below, are built when first used (`defer_build`): in a
browser, building them all at the app's start cost some 40 ms before Home shows, which reads none of them."""
EXAMPLE_DATE = "2026-11-20T20:00:00+00:00"


EXTENDED_DATE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})")
"""ISO 8601's extended form of a date and time with its offset: `2026-11-20T20:00:00+00:00`, `...T20:00Z`."""


def _zoned_date(value: str, info: ValidationInfo) -> str:
    """A date and time in ISO 8601's extended form with its offset, a real month and day, kept as its instant in
    UTC (as `record_of` writes it). A date kept by an earlier version, which took other forms too, stays as it
    was (`KEPT`): every history it wrote still opens."""
    return _dated(value, kept=bool((info.context or {}).get("kept")))


def _kept_date(value: str) -> str:
    """A date as history keeps it (`_zoned_date` with `KEPT`), for what reads stored summaries only."""
    return _dated(value, kept=True)


def _dated(value: str, kept: bool) -> str:
    try:
        moment = datetime.fromisoformat(value) if kept or EXTENDED_DATE.fullmatch(value) else None
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None or not EARLIEST <= moment < LATEST:
        raise PydanticCustomError(
            "zoned_date",
            "an ISO 8601 date and time in extended form with its offset, such as {example}",
            {"example": EXAMPLE_DATE},
        )
    return value if kept else utc_date(value)


EARLIEST = datetime(1970, 1, 1, tzinfo=timezone(timedelta(hours=14)))
"""The first moment of 1970 anywhere on Earth."""
LATEST = datetime(9999, 1, 1, tzinfo=timezone(timedelta(hours=-14)))


def utc_date(date: str) -> str:
    """A stored date as its instant in UTC, in the extended form an import takes."""
    return instant(date).astimezone(UTC).isoformat()


def instant(date: str) -> datetime:
    """The moment of a stored date, to compare dates by."""
    return datetime.fromisoformat(date)


GameId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")]
Whole = Annotated[int, Strict()]
"""A whole number as stored and exported: a JSON number, never a text, a fraction or `true` that could be read as
one."""
Flag = Annotated[bool, Strict()]
Duration = Annotated[Whole, Field(ge=0, le=1_000_000_000)]
"""How many whole minutes a game lasted."""
ZonedDate = Annotated[str, StringConstraints(max_length=40), AfterValidator(_zoned_date)]


def _stored_date(value: str) -> str:
    """A moment the companion wrote itself (`datetime.isoformat`, with its offset), as Python reads it back."""
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None or not EARLIEST <= moment < LATEST:
        raise PydanticCustomError(
            "stored_date", "a date and time with its offset, such as {example}", {"example": EXAMPLE_DATE}
        )
    return value


RecordId = Annotated[str, Strict(), StringConstraints(min_length=1, max_length=64)]
"""The id of a game in progress: the store's own uuid."""

StoredDate = Annotated[str, Strict(), StringConstraints(max_length=40), AfterValidator(_stored_date)]
"""When a game in progress was started or last played: the date and time the companion wrote, with its offset
(a screen shows it in this device's time, and a game's length is the time between two of them)."""


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


MAX_PLAYERS = max(game.players.stop - 1 for game in GAMES.values())
"""The most players any game seats: each game's own range is checked as its summary is derived."""


class PlayerSummary(BaseModel):
    model_config = _FROZEN

    name: Annotated[str, Field(min_length=1, max_length=40)]
    """Derived from the game's seats, whose names are checked as they are entered."""
    colour: Literal["white", "orange", "tan", "brown"] | None = None
    """Vikings' seat, colour, start player and gold; a game scored from a sheet has none."""
    seat: Annotated[Whole, Field(ge=0, le=3)] | None = None
    start_player: Flag | None = None
    points: Annotated[Whole, Field(ge=0)]
    gold: Annotated[Whole, Field(ge=0)] | None = None
    rank: Annotated[Whole, Field(ge=1, le=MAX_PLAYERS)]
    winner: Flag
    sources: dict[str, Whole]
    supply: Whole = 0
    longest_island: Whole = 0


class GameSummary(BaseModel):
    model_config = _FROZEN

    id: GameId
    date: ZonedDate
    duration_min: Duration
    rules: Literal["base", "progress"] | None = None
    """Vikings' rules; a game scored from a sheet has none."""
    players: Annotated[tuple[PlayerSummary, ...], Field(min_length=2, max_length=MAX_PLAYERS)]
    game: Annotated[str, Field(max_length=64), AfterValidator(_known_game)] = DEFAULT
    """The game's id in the registry; a summary kept before there was more than one game has none: Vikings."""


_FORBID = ConfigDict(extra="forbid", defer_build=True)
_KEEP_ALL = ConfigDict(extra="allow", defer_build=True)


class PlayerDocument(TypedDict):
    """A player of a stored summary as `PlayerSummary` takes it, field for field, checked without a model."""

    __pydantic_config__ = _FORBID  # type: ignore[misc]

    name: Annotated[str, Field(min_length=1, max_length=40)]
    colour: NotRequired[Literal["white", "orange", "tan", "brown"] | None]
    seat: NotRequired[Annotated[Whole, Field(ge=0, le=3)] | None]
    start_player: NotRequired[Flag | None]
    points: Annotated[Whole, Field(ge=0)]
    gold: NotRequired[Annotated[Whole, Field(ge=0)] | None]
    rank: Annotated[Whole, Field(ge=1, le=MAX_PLAYERS)]
    winner: Flag
    sources: dict[str, Whole]
    supply: NotRequired[Whole]  # summaries kept before these were counted lack them
    longest_island: NotRequired[Whole]


class SummaryDocument(TypedDict):
    """A stored summary as `GameSummary` takes it (read with `KEPT`), field for field: what the lists and the
    statistics read, checked as a month is read, without building a model for each game (fast at 10,000)."""

    __pydantic_config__ = _FORBID  # type: ignore[misc]

    id: GameId
    date: Annotated[str, StringConstraints(max_length=40), AfterValidator(_kept_date)]
    duration_min: Duration
    rules: NotRequired[Literal["base", "progress"] | None]
    players: Annotated[list[PlayerDocument], Field(min_length=2, max_length=MAX_PLAYERS)]
    game: NotRequired[Annotated[str, Field(max_length=64), AfterValidator(_known_game)]]  # Vikings where missing


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

    def events(self) -> list[Any]:
        """The game's log; a log that is not one (or unpacks beyond any real game), or a game kept as its sheet,
        raises ValueError."""
        return own_log(self.summary.game).log(unpack(self.log))

    def replay(self) -> Any:
        """The game its log plays (`History.replay`); ValueError as `events`, or `Unplayable`."""
        return own_log(self.summary.game).replay(self.events())

    def sheet(self) -> SheetLog:
        """The sheet and event log of a game scored from a sheet (`table_record`); ValueError when it is not
        one, or unpacks beyond any real game."""
        return SheetLog.model_validate_json(unpack(self.log))

    def dumped(self) -> dict[str, Any]:
        """The summary as stored: a game scored from a sheet keeps none of Vikings' own fields."""
        return self.summary.model_dump(mode="json", exclude_none=True)


class SheetLog(BaseModel):
    """What history keeps of a game scored from a sheet: its sheet as scored, and its event log as played."""

    model_config = _FROZEN

    sheet: dict[str, Any]
    events: list[Any] = Field(default_factory=list)


class SheetRefused(ValueError):
    """A sheet its game cannot score: the problems, each with its code."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(", ".join(problem.code for problem in problems))
        self.problems = problems


def scored_sheet(game: str, sheet: Mapping[str, Any]) -> SheetResult:
    """The result of a stored sheet, scored by its game; ValidationError or `SheetRefused` when it cannot be."""
    rules = GAMES[game]
    model = rules.sheet.model_validate(sheet)
    problems = rules.validate(model)
    if problems:
        raise SheetRefused(problems)
    return rules.score(model)


def sheet_summary(game_id: str, game: str, result: SheetResult, date: str, duration_min: int) -> GameSummary:
    """The summary of a game scored from a sheet: each player's name, total, rank and lines by source."""
    players = []
    for standing in result.players:
        sources: dict[str, int] = {}
        for line in standing.lines:
            sources[line.source] = sources.get(line.source, 0) + line.points
        players.append(
            PlayerSummary(
                name=standing.name,
                points=standing.total,
                rank=standing.rank,
                winner=standing.rank == 1,
                sources=sources,
            )
        )
    return GameSummary(id=game_id, date=date, duration_min=duration_min, players=tuple(players), game=game)


def ended(started: str, finished: str | None = None) -> tuple[str, int]:
    """When a game ended (now, unless `finished` says) and how many whole minutes it lasted."""
    end = finished or datetime.now(UTC).isoformat(timespec="seconds")
    return end, max(0, int((datetime.fromisoformat(end) - datetime.fromisoformat(started)).total_seconds() // 60))


def table_summary(
    game_id: str, game: str, result: SheetResult, started: str, finished: str | None = None
) -> GameSummary:
    """The summary of a finished game played with a running score, as history files it."""
    return sheet_summary(game_id, game, result, *ended(started, finished))


def table_record(
    game_id: str, game: str, sheet: Mapping[str, Any], events: list[Any], started: str, finished: str | None = None
) -> GameRecord:
    """The record of a finished game scored from a sheet, its summary as `score(sheet)` gives it."""
    summary = table_summary(game_id, game, scored_sheet(game, sheet), started, finished)
    return GameRecord(
        summary=summary, log=packed(SheetLog(sheet=dict(sheet), events=events).model_dump_json().encode())
    )


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


def packed(raw: bytes) -> str:
    """A log as JSON, packed as history keeps it (base64 of zlib's data)."""
    return base64.b64encode(zlib.compress(raw, 9)).decode("ascii")


def own_log(game: str) -> History:
    """How a game that keeps its own event log keeps it (`Game.history`); ValueError for a game kept as its sheet."""
    history = GAMES[game].history()
    if history is None:
        raise ValueError(f"log: {game} keeps its sheet, not a log of its own")
    return history


def record_of_events(summary: GameSummary, events: list[Any]) -> GameRecord:
    """The record of a finished game that keeps its own log: its summary, and its log packed."""
    return GameRecord(summary=summary, log=packed(own_log(summary.game).log_json(events)))


def summary_of(game_id: str, game: Any, started: str, finished: str | None = None, of: str = DEFAULT) -> GameSummary:
    """The summary of a finished game of `of` (a game that keeps its own log) as its replayed log gives it."""
    summary: GameSummary = own_log(of).summary(game_id, game, started, finished)
    return summary


def record_of(game_id: str, game: Any, started: str, finished: str | None = None, of: str = DEFAULT) -> GameRecord:
    """The record of a finished game of `of` (a game that keeps its own log)."""
    return record_of_events(summary_of(game_id, game, started, finished, of), game.events)
