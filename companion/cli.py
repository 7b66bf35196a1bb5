"""The command line: a thin shell over the engine. Bad input exits with status 2 and a short message.

Whatever it prints goes through `say`, which shows control characters as escapes: no name or file can steer
the terminal. Output cut short by its reader (`| head -1`) ends quietly. It speaks the language of the
environment's locale (`LANG`, `LC_ALL`), or the one `--language` names.
"""

from __future__ import annotations

import argparse
import contextvars
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from .games import GAMES
from .games.vikings import Award, Board, BoardResult, Homeland, Scoring, Transport, advise, score_board
from .games.vikings.boardfile import BoardFileError, load_board
from .languages import LANGUAGES, environment_language, using_language
from .messages import amount_text, award_text, printable, text

USAGE_ERROR = 2


def say(message: str, stream: TextIO | None = None) -> None:
    """Print `message`, each line with its control characters escaped, so that it only ever shows."""
    print("\n".join(printable(line) for line in message.split("\n")), file=stream or sys.stdout)


def fail(message: str) -> int:
    say(text("cli.error", {"message": message}), sys.stderr)
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


def _language_option(parser: argparse.ArgumentParser, default: str | None) -> None:
    parser.add_argument(
        "--language",
        choices=list(LANGUAGES),
        default=default,
        help=text("help.language", {"languages": ", ".join(LANGUAGES)}),
    )


def _language(argv: Sequence[str] | None) -> str:
    """The language to speak: `--language`, wherever it is given, or the environment's locale."""
    chosen = argparse.ArgumentParser(add_help=False)
    chosen.add_argument("--language", choices=list(LANGUAGES), default=None)
    known, _ = chosen.parse_known_args(argv)
    return known.language or environment_language()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m companion", description=text("help.description"))
    _language_option(parser, None)
    # --db and --language are taken before or after a command or a history action (`history --db X list` and
    # `history list --db X`); given after, they must not reset what was given before.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", type=Path, default=argparse.SUPPRESS, help=text("help.db"))
    _language_option(common, argparse.SUPPRESS)
    language = argparse.ArgumentParser(add_help=False)
    _language_option(language, argparse.SUPPRESS)
    commands = parser.add_subparsers(dest="command", required=True)
    score = commands.add_parser("score", parents=[language], help=text("help.score"))
    score.add_argument("file", type=Path)
    score.add_argument("--json", action="store_true", help=text("help.json"))
    score.add_argument("--save", action="store_true", help=text("help.save"))
    score.add_argument("--db", type=Path, default=None, help=text("help.db"))
    history = commands.add_parser("history", parents=[common], help=text("help.history"))
    actions = history.add_subparsers(dest="action", required=True)
    listing = actions.add_parser("list", parents=[common], help=text("help.list"))
    listing.add_argument("--json", action="store_true", help=text("help.json"))
    listing.add_argument("--player", default=None, help=text("help.player"))
    listing.add_argument("--game", choices=list(GAMES), default=None, help=text("help.game"))
    actions.add_parser("show", parents=[common], help=text("help.show")).add_argument("id")
    actions.add_parser("export", parents=[common], help=text("help.export")).add_argument("file", type=Path)
    actions.add_parser("import", parents=[common], help=text("help.import")).add_argument("file", type=Path)
    stats = actions.add_parser("stats", parents=[common], help=text("help.stats"))
    stats.add_argument("--json", action="store_true", help=text("help.json"))
    stats.add_argument("--game", choices=list(GAMES), default=None, help=text("help.game"))
    rename = actions.add_parser("rename", parents=[common], help=text("help.rename"))
    rename.add_argument("old")
    rename.add_argument("new")

    advise_cmd = commands.add_parser("advise", parents=[language], help=text("help.advise"))
    advise_cmd.add_argument("file", type=Path)
    commands.add_parser("schema", parents=[language], help=text("help.schema"))
    app = commands.add_parser("app", parents=[language], help=text("help.app"))
    app.add_argument("--host", default="127.0.0.1", help=text("help.host"))
    app.add_argument("--port", type=_port, default=8550)
    app.add_argument("--db", type=Path, default=None, help=text("help.db"))
    app.add_argument("--no-browser", action="store_true", help=text("help.no_browser"))
    app.add_argument("--desktop", action="store_true", help=text("help.desktop"))
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
        # The app speaks the language of each session it serves (a provider of companion.languages), not this
        # command's: it runs in a context where no language is set.
        contextvars.Context().run(
            run, args.db or default_db_path(), args.host, args.port, browser=not args.no_browser, desktop=args.desktop
        )
    except CannotListen as error:
        return fail(text("cli.cannot_listen", {"host": args.host, "port": args.port, "reason": error.reason}))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    try:
        with using_language(_language(argv)):
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
            say(text("cli.error", {"message": line}), sys.stderr)
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
