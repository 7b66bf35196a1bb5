"""What an import file may bring: every game checked, its log replayed, its summary derived from the log.

An export is trusted in nothing. Each game's log must replay as a legal, finished game; the summary that
lists it (players, points, winner) is recomputed from that replay, so a summary that disagrees with its log
cannot enter the history. A game scored from a sheet has its sheet scored again and its log read with its own
game's events and replayed by its rules; its players' names are taken as every game takes them (composed and
trimmed, then checked), and kept so. Only the game's id, date and duration are taken as given, each checked
(a duration is a number, never a text holding one). A key given twice in one object, in the file or in a log,
is refused: which value was meant cannot be told. The work is bounded: so many games in a file, and each
game's log measured before it is replayed (so many bytes unpacked, so many events), the totals as the games
go.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from companion.files import DuplicateKey, NotAFile, TooLarge, read_bounded, unique_keys
from companion.games import GAMES
from companion.games.common import History, Unplayable
from companion.languages import current_language, using_language
from companion.messages import field_errors, field_text, os_error_text, problem_text, refused_text, text
from companion.names import normal_name
from companion.play.log import Log, Refused

from .records import (
    MAX_LOG_BYTES,
    GameRecord,
    GameSummary,
    LogTooLarge,
    SheetLog,
    SheetRefused,
    scored_sheet,
    sheet_summary,
    unpack,
)

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

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

    def __reduce__(self) -> tuple[type[ImportRefused], tuple[str, str]]:
        return ImportRefused, (str(self), self.code)  # whole when it comes back from another process


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
        raise refused("unreadable", {"path": path, "reason": os_error_text(error)}) from None
    return parse_export(raw, str(path))


def parse_export(raw: bytes | str, source: str) -> object:
    """An export's JSON (UTF-8, with or without a byte-order mark); `ImportRefused` for what is not JSON, or
    gives a key twice in one object."""
    try:
        return json.loads(raw, object_pairs_hook=unique_keys)
    except DuplicateKey as duplicate:
        raise refused("duplicate_key", {"path": source, "key": _shown(duplicate.key)}) from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValueError):
        raise refused("not_json", {"path": source}) from None


def _shown(key: str, most: int = 40) -> str:
    """A key as a refusal repeats it: a file may hold one of any length."""
    return key if len(key) <= most else f"{key[:most]}…"


def _duplicate_key(raw: bytes) -> str | None:
    """The first key a log gives twice in one object, if any (a log that is not JSON at all is for its model to
    refuse)."""
    try:
        json.loads(raw, object_pairs_hook=unique_keys)
    except DuplicateKey as duplicate:
        return duplicate.key
    except (ValueError, RecursionError):
        return None
    return None


def checked_records(
    data: object, known: set[str], progress: Progress | None = None, workers: int = 1
) -> list[GameRecord]:
    """The games of an export not yet in history (`known` ids), each replayed and summarised from its log.

    Every game of the file is checked, in order; `ImportRefused` says the first reason found, and nothing is
    returned unless every game passes. With `workers` above 1, a large file is checked by that many processes
    at once (where the platform can start them: not in a phone's app); the outcome is the same.
    """
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT or not isinstance(data.get("games"), list):
        raise refused("not_export", {"format": EXPORT_FORMAT})
    games: list[Any] = data["games"]
    if len(games) > MAX_GAMES:
        raise refused("too_many_games", {"count": len(games), "limit": MAX_GAMES})
    fresh: dict[str, tuple[int, GameRecord]] = {}
    total_bytes = total_events = 0
    for done, checked in enumerate(_checked_all(games, workers), start=1):
        if isinstance(checked, ImportRefused):
            raise checked
        record, unpacked, events = checked
        total_bytes += unpacked
        total_events += events
        if total_bytes > MAX_TOTAL_LOG_BYTES:
            raise refused("too_much", {"limit": MAX_TOTAL_LOG_BYTES // 1_000_000})
        if total_events > MAX_TOTAL_EVENTS:
            raise refused("too_many_events_in_all", {"limit": MAX_TOTAL_EVENTS})
        game_id = record.summary.id
        if game_id in fresh:
            raise refused("duplicate_id", {"first": fresh[game_id][0], "second": done, "id": game_id})
        fresh[game_id] = done, record
        if progress is not None:
            progress(done, len(games))
    return [record for game_id, (_, record) in fresh.items() if game_id not in known]


_Checked = tuple[GameRecord, int, int] | ImportRefused
"""A game checked: its record with the summary derived from its log, its log's size unpacked and its number
of events; or why it is refused."""
PARALLEL_FROM = 1_000
"""Fewer games are checked in this process: starting others would cost more than it saves."""


def _checked_all(games: list[Any], workers: int) -> Iterator[_Checked]:
    """Each game checked, in the file's order."""
    numbered = list(enumerate(games, start=1))
    done = 0
    if workers > 1 and len(games) >= PARALLEL_FROM:
        from concurrent.futures.process import BrokenProcessPool  # multiprocessing: only for a large file

        with suppress(BrokenProcessPool), _processes(workers) as pool:
            size = -(-len(numbered) // (workers * 8))
            chunks = [numbered[start : start + size] for start in range(0, len(numbered), size)]
            # The other processes speak this one's language: a refusal found there reads as if found here.
            for chunk in pool.map(partial(_checked_chunk, language=current_language()), chunks):
                yield from chunk
                done += len(chunk)
                if any(isinstance(checked, ImportRefused) for checked in chunk):
                    pool.shutdown(cancel_futures=True)
                    return
    # In this process: a small file, one worker, or where other processes cannot start or died.
    for number, game in numbered[done:]:
        yield _checked(number, game)


@contextmanager
def _processes(workers: int) -> Iterator[ProcessPoolExecutor]:
    """Processes to check games in, started afresh, never forked from a server's threads: each imports the
    main module again, which must do nothing but define things unless it runs as `__main__`. Where the
    platform cannot start processes (a phone's app, Pyodide), `BrokenProcessPool`: the work stays here."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    try:
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    except (ImportError, NotImplementedError, OSError, ValueError) as error:
        raise BrokenProcessPool(str(error)) from error
    try:
        yield pool
    finally:
        pool.shutdown(cancel_futures=True)  # a refusal or an error: the games not yet begun are dropped


def _checked_chunk(chunk: list[tuple[int, Any]], language: str) -> list[_Checked]:
    with using_language(language):
        return [_checked(number, game) for number, game in chunk]


def _checked(number: int, game: object) -> _Checked:
    """One game checked for form and size, replayed, and given the summary its log gives."""
    try:
        record = GameRecord.model_validate(game)
    except ValidationError as error:
        return _invalid("invalid_game", number, error)
    try:
        raw = unpack(record.log, MAX_LOG_BYTES)
    except LogTooLarge:
        return refused("log_too_large", {"number": number, "limit": MAX_LOG_BYTES // 1000})
    except ValueError:
        return refused("log_unreadable", {"number": number})
    if (key := _duplicate_key(raw)) is not None:
        return refused("log_duplicate_key", {"number": number, "key": _shown(key)})
    own = GAMES[record.summary.game].history()
    if own is None:
        return _checked_sheet(number, record, raw)
    try:
        events = own.log(raw, kept=False)
    except ValidationError as error:
        return _invalid("invalid_log", number, error)
    if len(events) > MAX_EVENTS:
        return refused("too_many_events", {"number": number, "limit": MAX_EVENTS})
    try:
        return _derived(number, record, own, events), len(raw), len(events)
    except ImportRefused as refusal:
        return refusal


def _checked_sheet(number: int, record: GameRecord, raw: bytes) -> _Checked:
    """A game scored from a sheet: its log read with its game's own events and replayed by its rules, its sheet
    scored again by its game, and the summary the file gives refused where it says other than that score (a
    total, a rank, a winner, a line). Names are compared as every game takes them, composed and trimmed: the
    game is kept with its sheet and log in that form."""
    game = record.summary.game
    try:
        kept = SheetLog.model_validate_json(raw)
    except ValidationError:  # another game's log (a Vikings event log), or none
        return refused("wrong_game", {"number": number, "game": text(GAMES[game].name)})
    if len(kept.events) > MAX_EVENTS:
        return refused("too_many_events", {"number": number, "limit": MAX_EVENTS})
    events = _table_events(number, game, kept.events)
    if isinstance(events, ImportRefused):
        return events
    try:
        GAMES[game].sheet.model_validate_json(json.dumps(kept.sheet), strict=True)  # as a sheet file is read
        result = scored_sheet(game, kept.sheet)
    except ValidationError as error:
        return _invalid("invalid_sheet", number, error)
    except SheetRefused as refusal:
        reason = problem_text(refusal.problems[0], game=game)
        return refused("sheet_refused", {"number": number, "game": text(GAMES[game].name), "reason": reason})
    given = record.summary
    summary = sheet_summary(given.id, game, result, given.date, given.duration_min)
    for told, scored in zip(given.players, summary.players, strict=False):
        if told.model_copy(update={"name": normal_name(told.name)}) != scored:
            return refused("wrong_summary", {"number": number, "name": told.name})
    if len(given.players) != len(summary.players):
        return refused("wrong_summary", {"number": number, "name": summary.players[-1].name})
    normal = _in_normal_form(kept.sheet, events)
    if normal == (kept.sheet, kept.events):
        return GameRecord(summary=summary, log=record.log), len(raw), len(kept.events)  # kept as it came
    packed = SheetLog(sheet=normal[0], events=normal[1]).model_dump_json().encode("utf-8")
    log = base64.b64encode(zlib.compress(packed, 9)).decode("ascii")
    return GameRecord(summary=summary, log=log), len(raw), len(kept.events)


def _in_normal_form(sheet: dict[str, Any], events: list[Any]) -> tuple[dict[str, Any], list[Any]]:
    """The sheet with each player's name in its normal form (composed and trimmed: `companion.names`), as its
    game read it, and the log as its game's events write it; the rest as it came."""
    players = sheet.get("players")
    if isinstance(players, list):
        players = [
            player | {"name": normal_name(player["name"])}
            if isinstance(player, dict) and isinstance(player.get("name"), str)
            else player
            for player in players
        ]
        sheet = sheet | {"players": players}
    return sheet, events


def _table_events(number: int, game: str, events: list[Any]) -> list[Any] | ImportRefused:
    """A log of a game played with a running score, each event read with its game's own events and the whole
    replayed by its rules, as JSON again (names in their normal form); the log as it is for a game with no
    such log. `ImportRefused` says which event is not one, or why the log does not replay."""
    table = GAMES[game].table()
    if table is None or not events:
        return events
    read = []
    for place, event in enumerate(events):
        try:  # strictly, as a sheet file is read: a count is a number, never a text that holds one
            read.append(table.events.validate_json(json.dumps(event), strict=True))
        except ValidationError as error:
            first = (field_errors(error.errors()) or error.errors())[0]
            location = first["loc"]
            if location and isinstance(event, dict) and location[0] == event.get("kind"):
                location = location[1:]  # the event's kind, which pydantic names before the field
            where = ".".join(str(part) for part in (place, *location))
            return refused("invalid_log", {"number": number, "where": where, "reason": field_text(first)})
    try:
        Log.replay(table.rules, read)
    except Refused as refusal:
        reason = refused_text(game, refusal.code, refusal.params)
        return refused("illegal_log", {"number": number, "reason": reason})
    written = [table.events.dump_python(event, mode="json") for event in read]
    return events if written == events else written


def _invalid(code: str, number: int, error: ValidationError) -> ImportRefused:
    first = (field_errors(error.errors()) or error.errors())[0]
    where = ".".join(str(part) for part in first["loc"]) or "game"
    return refused(code, {"number": number, "where": where, "reason": field_text(first)})


def _derived(number: int, record: GameRecord, own: History, events: list[Any]) -> GameRecord:
    """The record with its summary recomputed from the log its game (`own`) replays; only id, date and duration
    are kept."""
    if not events:
        raise refused("empty_log", {"number": number})
    try:
        game = own.replay(events)
    except Unplayable as refusal:
        raise refused("illegal_log", {"number": number, "reason": str(refusal)}) from None
    if not game.state.finished:
        raise refused("unfinished", {"number": number})
    given = record.summary
    started = datetime.fromisoformat(given.date) - timedelta(minutes=given.duration_min)
    summary: GameSummary = own.summary(given.id, game, started=started.isoformat(), finished=given.date)
    if summary.game != given.game:
        raise refused("wrong_game", {"number": number, "game": text(GAMES[given.game].name)})
    return GameRecord(summary=summary, log=record.log)
