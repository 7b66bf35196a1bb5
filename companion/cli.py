"""The command line: a thin shell over the engine. Bad input exits with status 2 and a short message.

Whatever it prints goes through `say`, which shows control characters as escapes: no name or file can steer
the terminal. Output cut short by its reader (`| head -1`) ends quietly.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from .boardfile import BoardFileError, load_board
from .games.vikings import Award, Board, BoardResult, Homeland, Scoring, Transport, advise, score_board
from .messages import amount_text, award_text, printable, text

USAGE_ERROR = 2


def say(message: str, stream: TextIO | None = None) -> None:
    """Print `message`, each line with its control characters escaped, so that it only ever shows."""
    print("\n".join(printable(line) for line in message.split("\n")), file=stream or sys.stdout)


def fail(message: str) -> int:
    say(f"error: {message}", sys.stderr)
    return USAGE_ERROR


def _award_json(award: Award) -> dict[str, object]:
    return {
        "scoring": award.scoring.value,
        "rule": award.rule,
        "row": award.row.value if award.row else None,
        "column": award.column,
        "points": award.points,
        "gold": award.gold,
        "detail": dict(award.detail),
        "text": award_text(award),
    }


def _transport_json(transport: Transport) -> list[list[dict[str, object]]]:
    return [[{"row": row.value, "column": column} for row, column in move] for move in transport.moves]


def result_json(result: BoardResult) -> dict[str, object]:
    return {
        "round": result.round,
        "scorings": [scoring.value for scoring in result.scorings],
        "players": [
            {
                "name": player.name,
                "points": player.points,
                "gold": player.gold,
                "rank": player.rank,
                "winner": player.winner,
                "transport": _transport_json(player.transport),
                "boat_tiles": player.transport.boat_moves,
                "breakdown": [_award_json(award) for award in player.breakdown],
            }
            for player in result.players
        ],
    }


def result_text(result: BoardResult) -> str:
    scorings = ", ".join(text(f"scoring.{scoring.value}") for scoring in result.scorings)
    lines = [text("cli.round", {"round": result.round, "scorings": scorings})]
    for player in sorted(result.players, key=lambda p: p.rank):
        headline = text(
            "cli.player",
            {"rank": player.rank, "name": player.name, "points": player.points, "gold": player.gold},
        )
        lines.append(headline + (text("cli.winner") if player.winner else ""))
        section: Scoring | None = None
        for award in player.breakdown:
            if award.scoring is not section:
                section = award.scoring
                lines.append(f"   {text(f'scoring.{section.value}')}")
            amount = "" if award.scoring is Scoring.transport else f": {amount_text(award.points, award.gold)}"
            lines.append(f"     {award_text(award)}{amount}")
    return "\n".join(lines)


def _moves_text(transport: Transport) -> list[str]:
    """One line per boatsman; the first `boat_moves` carry with a boat tile."""
    return [
        text(
            "cli.move.boat" if number <= transport.boat_moves else "cli.move",
            {
                "boatsman": number,
                "cells": ", ".join(text("cli.cell", {"row": row.value, "column": column}) for row, column in move),
            },
        )
        for number, move in enumerate(transport.moves, start=1)
    ]


def advice_text(board: Board) -> str:
    if board.round % 2:
        return text("cli.no_great_scoring")
    lines: list[str] = []
    if board.round == 6:
        for scored in score_board(board).players:
            if scored.transport.moves:
                lines.append(text("cli.mandatory", {"name": scored.name}))
                lines.extend(_moves_text(scored.transport))
            else:
                lines.append(text("cli.no_transport", {"name": scored.name}))
        return "\n".join(lines)
    for player in board.players:
        options = advise(Homeland.of(player), board.rules)
        if not options:
            lines.append(text("cli.no_transport", {"name": player.name}))
        for option in options:
            gain = amount_text(option.points, option.gold)
            code = "cli.advice.one" if option.boatsmen == 1 else "cli.advice"
            if option.boat_tiles:
                code += ".boat"
            params = {"name": player.name, "boatsmen": option.boatsmen, "boat_tiles": option.boat_tiles, "gain": gain}
            lines.append(text(code, params))
            lines.extend(_moves_text(option.transport))
    return "\n".join(lines)


def _port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(text("cli.port_range"))
    return port


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m companion", description="Vikings score companion.")
    # --db is taken before or after a history action: `history --db X list` and `history list --db X`.
    database = argparse.ArgumentParser(add_help=False)
    database.add_argument(
        "--db", type=Path, default=argparse.SUPPRESS, help="the games database (default: the app's data folder)"
    )
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser("score", help="score a board file with the scoring that ends its round")
    score.add_argument("file", type=Path)
    score.add_argument("--json", action="store_true", help="print the result as JSON")
    score.add_argument("--save", action="store_true", help="keep a scored round-6 board in history as a game")
    score.add_argument("--db", type=Path, default=None, help="the games database (default: the app's data folder)")
    history = commands.add_parser(
        "history", parents=[database], help="finished games: list, show, export, import, statistics"
    )
    actions = history.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", parents=[database], help="finished games, newest first")
    listing.add_argument("--json", action="store_true")
    listing.add_argument("--player", default=None, help="only games with this player")
    actions.add_parser("show", parents=[database], help="one game's final result").add_argument("id")
    actions.add_parser("export", parents=[database], help="write the whole history to one JSON file").add_argument(
        "file", type=Path
    )
    actions.add_parser("import", parents=[database], help="merge an exported history (no duplicates)").add_argument(
        "file", type=Path
    )
    actions.add_parser("stats", parents=[database], help="per-player statistics and records").add_argument(
        "--json", action="store_true"
    )
    rename = actions.add_parser(
        "rename", parents=[database], help="rename a player in every game (merging two names into one)"
    )
    rename.add_argument("old")
    rename.add_argument("new")

    advise_cmd = commands.add_parser("advise", help="print the best boatsmen transports of a board file")
    advise_cmd.add_argument("file", type=Path)
    commands.add_parser("schema", help="print the JSON Schema of the board file (vikings-board/1)")
    app = commands.add_parser("app", help="start the app: a local web app for the phones at the table")
    app.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    app.add_argument("--port", type=_port, default=8550)
    app.add_argument("--db", type=Path, default=None, help="the games database (default: the app's data folder)")
    app.add_argument("--no-browser", action="store_true", help="do not open a browser")
    app.add_argument("--desktop", action="store_true", help="open a native window (needs flet-desktop)")
    return parser


def _serve(args: argparse.Namespace) -> int:
    from .ui.server import LOOPBACK, CannotListen, check_listen, url

    if not args.desktop:
        try:
            check_listen(args.host, args.port)
        except CannotListen as error:
            return fail(text("cli.cannot_listen", {"host": args.host, "port": args.port, "reason": error.reason}))
        if args.host not in LOOPBACK:
            say(text("ui.bound_warning", {"host": args.host}), sys.stderr)
        say(text("ui.serving", {"url": url(args.host, args.port)}))
        sys.stdout.flush()
    from .history import default_db_path
    from .ui.app import run

    try:
        run(args.db or default_db_path(), args.host, args.port, browser=not args.no_browser, desktop=args.desktop)
    except CannotListen as error:
        return fail(text("cli.cannot_listen", {"host": args.host, "port": args.port, "reason": error.reason}))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        status = _main(argv)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`| head -1`): what is left to print goes nowhere, and Python must not complain
        # about it again while it exits.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return status


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "schema":
        say(json.dumps(Board.model_json_schema(), indent=2))
        return 0
    if args.command == "app":
        return _serve(args)
    if args.command == "history":
        from .history_cli import history

        vars(args).setdefault("db", None)  # given neither before nor after the action
        return history(args)
    try:
        board = load_board(args.file)
    except BoardFileError as error:
        for line in error.lines:
            say(f"error: {line}", sys.stderr)
        return USAGE_ERROR
    if args.command == "score":
        if args.save and board.round != 6:
            return fail(text("cli.save_round"))
        result = score_board(board)
        say(json.dumps(result_json(result), indent=2) if args.json else result_text(result))
        if args.save:
            from .history.storage import ReadOnly
            from .history_cli import save_board

            try:
                game_id = save_board(board, args.db)
            except (ReadOnly, OSError) as error:
                return fail(str(error) if isinstance(error, ReadOnly) else text("cli.failed", {"reason": str(error)}))
            say(text("cli.saved", {"id": game_id}))
    else:
        say(advice_text(board))
    return 0
