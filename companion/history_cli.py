"""`python -m companion history ...` and `score --save`: the history from the shell.

Reading (list, show, stats, export) works in a read-only data folder; a write there is refused with a
message. Damaged files found on the way are reported as warnings on standard error.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
import uuid
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel

from .console import fail, say
from .games import DEFAULT, GAMES, Game
from .history import GameStore, default_db_path
from .history.archive import Archive, ImportRefused, RenameRefused, load_export
from .history.records import GameSummary
from .history.stats import lookalikes, statistics
from .history.storage import ReadOnly, replace_file
from .messages import local_date, ntext, os_error_text, text


def _store(db: Path | None) -> GameStore:
    store = GameStore(db or default_db_path())
    store.migrate()
    return store


def not_kept(game: Game, sheet: BaseModel) -> str | None:
    """Why `score --save` cannot keep a sheet in history, or None when it can: a game that keeps its games its
    own way (`Game.history`, Vikings' boards kept as quick scores) says which it keeps; no other game's sheet
    is kept from the command line yet."""
    kept = game.history()
    if kept is None:
        return text("cli.save_game", {"game": text(game.name)})
    return kept.refusal(sheet)


def save_sheet(game: Game, sheet: BaseModel, db: Path | None) -> str:
    """Keep a scored sheet in history as its game keeps one (`not_kept` says which); `ReadOnly` in a read-only
    folder."""
    kept = game.history()
    assert kept is not None
    game_id = str(uuid.uuid4())
    now = datetime.now(UTC).isoformat(timespec="seconds")
    _store(db).archive.save(kept.sheet_record(sheet, game_id, now))
    return game_id


def write_file(path: Path, data: bytes) -> None:
    """Write a file the user named: whole or not at all where it is a file (a full disk leaves no half of it, and
    the file before stays), as it comes where it is something else (a terminal, `/dev/stdout`)."""
    if path.exists() and not path.is_file():
        with path.open("wb") as out:
            out.write(data)
        return
    try:
        replace_file(path, data, count=0)
    except ReadOnly:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path.parent)) from None


def _line(summary: GameSummary) -> str:
    players = ", ".join(f"{p.name} {p.points}" for p in sorted(summary.players, key=lambda p: p.rank))
    winners = " & ".join(p.name for p in summary.players if p.winner)
    date = local_date(datetime.fromisoformat(summary.date))
    game = text(GAMES[summary.game].name)
    return text(
        "cli.history_line", {"date": date, "game": game, "players": players, "winner": winners, "id": summary.id}
    )


def _source_code(game: str, source: str) -> str:
    """The message naming a line: Vikings' sources, or the game's own lines."""
    return f"source.{source}" if game == DEFAULT else f"{game}.line.{source}"


def _show(archive: Archive, game_id: str) -> list[str]:
    record = archive.get(game_id)
    lines = [_line(record.summary)]
    game = record.summary.game
    for player in sorted(record.summary.players, key=lambda p: p.rank):
        sources = ", ".join(
            text("cli.source", {"source": text(_source_code(game, source)), "points": points})
            for source, points in player.sources.items()
            if points
        )
        if player.gold is None:  # a game scored from a sheet: no gold beside its points
            values = {"rank": player.rank, "name": player.name, "points": player.points, "sources": sources}
            lines.append(text("cli.show_sheet_player", values))
            continue
        lines.append(
            text(
                "cli.show_player",
                {
                    "rank": player.rank,
                    "name": player.name,
                    "points": player.points,
                    "gold": player.gold,
                    "sources": sources,
                },
            )
        )
    return lines


def _stats(archive: Archive, as_json: bool, game: str | None) -> list[str]:
    players, records = statistics(archive.documents(), game)
    alike = lookalikes(players)
    if as_json:
        table = {
            name: asdict(stats) | {"win_rate": stats.win_rate, "average": stats.average}
            for name, stats in players.items()
        }
        return [json.dumps({"players": table, "records": asdict(records), "lookalikes": alike}, indent=2)]
    return [
        text(
            "cli.stats_line",
            {
                "name": name,
                "games": ntext("ui.games", stats.games),
                "wins": ntext("ui.wins", stats.wins),
                "rate": round(100 * stats.win_rate),
                "average": round(stats.average, 1),
                "best": stats.best,
            },
        )
        for name, stats in sorted(players.items(), key=lambda item: -item[1].wins)
    ] + [text("cli.lookalikes", {"names": ", ".join(group)}) for group in alike]


def _lines(archive: Archive, args: argparse.Namespace) -> list[str]:
    """What a history command prints, one entry a line; JSON is printed as it is (it escapes what it must)."""
    if args.action == "list":
        games = archive.page(limit=10**9, player=args.player, game=args.game)
        if args.json:
            return [json.dumps([game.model_dump(mode="json") for game in games], indent=2)]
        return [_line(game) for game in games] or [text("cli.history_empty")]
    if args.action == "show":
        return _show(archive, args.id)
    if args.action == "export":
        write_file(args.file, json.dumps(archive.export()).encode("utf-8"))
        return []
    if args.action == "import":
        added = archive.import_(load_export(args.file), workers=os.cpu_count() or 1)
        return [text("cli.imported", {"count": added})]
    if args.action == "rename":
        return [text("cli.renamed", {"count": archive.rename(args.old, args.new, merge=args.merge)})]
    return _stats(archive, args.json, args.game)


def history(args: argparse.Namespace) -> int:
    store = GameStore(args.db or default_db_path())
    try:
        store.migrate()
        lines = _lines(store.archive, args)
    except KeyError:
        return fail(text("cli.no_such_game", {"id": args.id}))
    except RenameRefused as error:
        return fail(text("cli.rename_unknown", {"old": args.old}) if error.code == "gone" else str(error))
    except (ImportRefused, ReadOnly) as error:
        return fail(str(error))
    except OSError as error:
        return fail(text("cli.failed", {"reason": os_error_text(error)}))
    finally:
        for problem in store.problems:
            say(text("cli.warning", {"message": text("cli.moved_aside", {"path": problem})}), sys.stderr)
        for record in store.unreadable:
            say(text("cli.warning", {"message": record.text()}), sys.stderr)
    if lines:
        say("\n".join(lines))
    return 0
