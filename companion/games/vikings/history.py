"""What history keeps of a Vikings game: its event log, replayed to show it, its summary derived from it; a
finished board kept as a quick-score game."""

from __future__ import annotations

from typing import Any

from companion.history.records import GameRecord, GameSummary, PlayerSummary, ended, record_of
from companion.messages import text
from companion.names import name_key

from ..base import KEPT
from ..common import Unplayable
from .engine import FINAL_ROUND, BoardResult
from .models import Board
from .play.events import EVENTS, Event, Setup, Started
from .play.from_board import game_of_board
from .play.game import ActionRefused, Game
from .sources import SOURCES, source_of
from .words import refusal_text


def log(raw: bytes, kept: bool = True) -> list[Event]:
    """The events of a log as JSON; a name kept by an earlier version reads as it was kept (`KEPT`)."""
    return EVENTS.validate_json(raw, context=KEPT if kept else None)


def log_json(events: list[Event]) -> bytes:
    return EVENTS.dump_json(events)


def renamed(events: list[Event], old_key: str, new: str) -> list[Event]:
    """The log with the seat whose name has `old_key` named `new`: the seats are named as the game starts."""
    started = events[0]
    assert isinstance(started, Started)
    seats = tuple(s.model_copy(update={"name": new}) if name_key(s.name) == old_key else s for s in started.setup.seats)
    return [started.model_copy(update={"setup": started.setup.model_copy(update={"seats": seats})}), *events[1:]]


def new(setup: Setup) -> Game:
    return Game.new(setup)


def replay(events: list[Event]) -> Game:
    """The game a log plays; `Unplayable` with why an action of it is refused."""
    try:
        return Game.replay(events)
    except ActionRefused as refusal:
        raise Unplayable(refusal_text(refusal)) from refusal


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


def summary(game_id: str, game: Game, started: str, finished: str | None = None) -> GameSummary:
    """The summary of a finished game, as its replayed log gives it."""
    state = game.state
    result = state.result
    if result is None:
        raise ValueError("only a finished game goes to history")
    end, duration = ended(started, finished)
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


def refusal(sheet: Any) -> str | None:
    """Why `score --save` cannot keep a board in history: only a finished one (round 6) is a game."""
    if not isinstance(sheet, Board) or sheet.round != FINAL_ROUND:
        return text("cli.save_round")
    return None


def sheet_record(sheet: Any, game_id: str, date: str) -> GameRecord:
    """A finished board as a quick-score game, played and finished at `date`."""
    assert isinstance(sheet, Board)
    return record_of(game_id, game_of_board(sheet), started=date, finished=date)
