"""`python -m companion history ...` and `score --save`: the history from the shell."""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

from .games.vikings import Board
from .history import GameStore, default_db_path
from .history.archive import ImportRefused, RenameRefused, load_export
from .history.records import GameSummary, record_of
from .history.stats import statistics
from .messages import text
from .play.from_board import game_of_board

USAGE_ERROR = 2


def _store(db: Path | None) -> GameStore:
    store = GameStore(db or default_db_path())
    store.migrate()
    return store


def save_board(board: Board, db: Path | None) -> str:
    game_id = str(uuid.uuid4())
    game = game_of_board(board)
    now = datetime.now(UTC).isoformat(timespec="seconds")
    _store(db).archive.save(record_of(game_id, game, started=now, finished=now))
    return game_id


def _line(summary: GameSummary) -> str:
    players = ", ".join(f"{p.name} {p.points}" for p in sorted(summary.players, key=lambda p: p.rank))
    winners = " & ".join(p.name for p in summary.players if p.winner)
    return text(
        "cli.history_line", {"date": summary.date[:10], "players": players, "winner": winners, "id": summary.id}
    )


def history(args: argparse.Namespace) -> int:
    archive = _store(args.db).archive
    try:
        if args.action == "list":
            games = archive.page(limit=10**9, player=args.player)
            if args.json:
                print(json.dumps([game.model_dump(mode="json") for game in games], indent=2))
            else:
                print("\n".join(_line(game) for game in games) or text("cli.history_empty"))
        elif args.action == "show":
            record = archive.get(args.id)
            print(_line(record.summary))
            for player in sorted(record.summary.players, key=lambda p: p.rank):
                sources = ", ".join(f"{k} {v}" for k, v in player.sources.items() if v)
                print(f"  {player.rank}. {player.name}: {player.points} points, {player.gold} gold ({sources})")
        elif args.action == "export":
            args.file.write_text(json.dumps(archive.export()), encoding="utf-8")
        elif args.action == "import":
            added = archive.import_(load_export(args.file))
            print(text("cli.imported", {"count": added}))
        elif args.action == "rename":
            print(text("cli.renamed", {"count": archive.rename(args.old, args.new)}))
        else:
            players, records = statistics(archive.documents())
            table = {
                name: asdict(stats) | {"win_rate": stats.win_rate, "average": stats.average}
                for name, stats in players.items()
            }
            if args.json:
                print(json.dumps({"players": table, "records": asdict(records)}, indent=2))
            for name, stats in sorted(players.items(), key=lambda item: -item[1].wins):
                if not args.json:
                    print(
                        text(
                            "cli.stats_line",
                            {
                                "name": name,
                                "games": stats.games,
                                "wins": stats.wins,
                                "rate": round(100 * stats.win_rate),
                                "average": round(stats.average, 1),
                                "best": stats.best,
                            },
                        )
                    )
    except KeyError:
        print(f"error: {text('cli.no_such_game', {'id': args.id})}", file=sys.stderr)
        return USAGE_ERROR
    except (ImportRefused, RenameRefused, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return USAGE_ERROR
    for problem in archive.problems:
        print(f"warning: {text('cli.moved_aside', {'path': problem})}", file=sys.stderr)
    return 0
