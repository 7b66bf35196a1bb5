"""What an import file may bring: every game checked, its log replayed, its summary derived from the log.

An export is trusted in nothing. Each game's log must replay as a legal, finished game; the summary that
lists it (players, points, winner) is recomputed from that replay, so a summary that disagrees with its log
cannot enter the history. Only the game's id, date and duration are taken as given, each checked. The work is
bounded before it starts: so many games, so many events a game and in all, so many bytes unpacked.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion.files import NotAFile, TooLarge, read_bounded
from companion.messages import field_text, text
from companion.play.events import EVENTS, Event
from companion.play.game import ActionRefused, Game

from .records import MAX_LOG_BYTES, GameRecord, LogTooLarge, summary_of, unpack

EXPORT_FORMAT = "vikings-history/1"
MAX_IMPORT_BYTES = 50_000_000
MAX_GAMES = 50_000
MAX_EVENTS = 5_000
"""Events in one game's log: a full game at four holds a few hundred, undo and redo included."""
MAX_TOTAL_EVENTS = 3_000_000
MAX_TOTAL_LOG_BYTES = 200_000_000

Progress = Callable[[int, int], object]
"""Told `(done, total)` as a long export or import goes on, so that a screen can show how far it is."""


class ImportRefused(Exception):
    """An import file that cannot be merged; nothing was written. `code` names the reason for tests and screens."""

    def __init__(self, reason: str, code: str = "refused") -> None:
        super().__init__(reason)
        self.code = code


def refused(code: str, params: dict[str, object] | None = None) -> ImportRefused:
    return ImportRefused(text(f"import.{code}", params), code)


def load_export(path: Path, limit: int = MAX_IMPORT_BYTES) -> object:
    """Read an export file, refusing what is not a regular file, too large, or not JSON, before anything else."""
    try:
        raw = read_bounded(path, limit)
    except TooLarge:
        raise refused("too_large", {"path": path, "megabytes": limit // 1_000_000}) from None
    except NotAFile:
        raise refused("not_a_file", {"path": path}) from None
    except OSError as error:
        raise refused("unreadable", {"path": path, "reason": error.strerror or error}) from None
    return parse_export(raw, str(path))


def parse_export(raw: bytes | str, source: str) -> object:
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValueError):
        raise refused("not_json", {"path": source}) from None


def checked_records(data: object, known: set[str], progress: Progress | None = None) -> list[GameRecord]:
    """The games of an export not yet in history (`known` ids), each replayed and summarised from its log.

    Raises `ImportRefused` with the first reason found; nothing is returned unless every game passes.
    """
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not isinstance(data.get("games"), list):
        raise refused("not_export", {"format": EXPORT_FORMAT})
    games: list[Any] = data["games"]
    if len(games) > MAX_GAMES:
        raise refused("too_many_games", {"count": len(games), "limit": MAX_GAMES})
    logs = _unpacked_logs(games)
    fresh = {record.summary.id: (number, record, events) for number, (record, events) in enumerate(logs, start=1)}
    chosen = [entry for game_id, entry in fresh.items() if game_id not in known]
    records = []
    for done, (number, record, events) in enumerate(chosen, start=1):
        records.append(_derived(number, record, events))
        if progress is not None:
            progress(done, len(chosen))
    return records


def _unpacked_logs(games: list[Any]) -> list[tuple[GameRecord, list[Event]]]:
    """Every game's record and events, checked for form and size before any is replayed."""
    unpacked: list[tuple[GameRecord, list[Event]]] = []
    total_bytes = total_events = 0
    for number, game in enumerate(games, start=1):
        try:
            record = GameRecord.model_validate(game)
        except ValidationError as error:
            raise _invalid("invalid_game", number, error) from None
        room = MAX_TOTAL_LOG_BYTES - total_bytes
        try:
            raw = unpack(record.log, min(MAX_LOG_BYTES, room))
        except LogTooLarge:
            if room < MAX_LOG_BYTES:
                raise refused("too_much", {"limit": MAX_TOTAL_LOG_BYTES // 1_000_000}) from None
            raise refused("log_too_large", {"number": number, "limit": MAX_LOG_BYTES // 1000}) from None
        except ValueError:
            raise refused("log_unreadable", {"number": number}) from None
        try:
            events = EVENTS.validate_json(raw)
        except ValidationError as error:
            raise _invalid("invalid_log", number, error) from None
        total_bytes += len(raw)
        total_events += len(events)
        if len(events) > MAX_EVENTS:
            raise refused("too_many_events", {"number": number, "limit": MAX_EVENTS})
        if total_events > MAX_TOTAL_EVENTS:
            raise refused("too_many_events_in_all", {"limit": MAX_TOTAL_EVENTS})
        unpacked.append((record, events))
    return unpacked


def _invalid(code: str, number: int, error: ValidationError) -> ImportRefused:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "game"
    return refused(code, {"number": number, "where": where, "reason": field_text(first)})


def _derived(number: int, record: GameRecord, events: list[Event]) -> GameRecord:
    """The record with its summary recomputed from the replayed log; only id, date and duration are kept."""
    if not events:
        raise refused("empty_log", {"number": number})
    try:
        game = Game.replay(events)
    except ActionRefused as refusal:
        reason = text(f"refused.{refusal.code}", refusal.params)
        raise refused("illegal_log", {"number": number, "reason": reason}) from None
    if not game.state.finished:
        raise refused("unfinished", {"number": number})
    given = record.summary
    started = datetime.fromisoformat(given.date) - timedelta(minutes=given.duration_min)
    summary = summary_of(given.id, game, started=started.isoformat(), finished=given.date)
    return GameRecord(summary=summary, log=record.log)
