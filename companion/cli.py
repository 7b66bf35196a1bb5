"""The command line: a thin shell over the engine. Bad input exits with status 2 and a short message.

Whatever it prints goes through `say`, which shows control characters as escapes: no name or file can steer
the terminal. It writes what the terminal's encoding can show and replaces the rest (`?`): a name of emoji on
a Windows console, a dash in ASCII. Output cut short by its reader (`| head -1`) ends quietly. It speaks the
language of the environment's locale (`LANG`, `LC_ALL`), or the one `--language` names.
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from .console import USAGE_ERROR, fail, say
from .games import DEFAULT, GAMES, Game, game_for_format
from .games.base import SheetResult
from .languages import LANGUAGES, environment_language, using_language
from .messages import EN, os_error_text, text
from .sheets import SheetFileError, load_sheet, unknown_format


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
    rename.add_argument("--merge", action="store_true", help=text("help.merge"))

    for game in GAMES.values():
        for command in game.commands():
            own = commands.add_parser(command.name, parents=[language], help=text(command.help))
            own.add_argument("file", type=Path)
            own.set_defaults(run=command.run)
    schema = commands.add_parser("schema", parents=[language], help=text("help.schema"))
    schema.add_argument("format", nargs="?", default=GAMES[DEFAULT].format, help=text("help.format"))
    app = commands.add_parser("app", parents=[language], help=text("help.app"))
    app.add_argument("--host", default="127.0.0.1", help=text("help.host"))
    app.add_argument("--port", type=_port, default=8550)
    app.add_argument("--db", type=Path, default=None, help=text("help.db"))
    app.add_argument("--no-browser", action="store_true", help=text("help.no_browser"))
    app.add_argument("--desktop", action="store_true", help=text("help.desktop"))
    return parser


def _serve(args: argparse.Namespace) -> int:
    """Serve the app. The port is taken at once (a port in use is a message, before anything loads) and kept,
    and "Serving … on http://…" is said only once the server answers on it."""
    from .ui.server import LOOPBACK, CannotListen, listen, url

    listener = None
    serving = text("ui.serving", {"url": url(args.host, args.port)})
    if not args.desktop:
        try:
            listener = listen(args.host, args.port)
        except CannotListen as error:
            return fail(text("cli.cannot_listen", {"host": args.host, "port": str(args.port), "reason": error.reason}))
        if args.host not in LOOPBACK:
            say(text("ui.bound_warning", {"host": args.host}), sys.stderr)

    def answering() -> None:
        say(serving)
        sys.stdout.flush()

    from .history import default_db_path
    from .ui.app import run

    try:
        # The app speaks the language of each session it serves (a provider of companion.languages), not this
        # command's: it runs in a context where no language is set.
        contextvars.Context().run(
            run,
            args.db or default_db_path(),
            args.host,
            args.port,
            browser=not args.no_browser,
            desktop=args.desktop,
            listener=listener,
            serving=answering,
        )
    except CannotListen as error:
        return fail(text("cli.cannot_listen", {"host": args.host, "port": str(args.port), "reason": error.reason}))
    finally:
        if listener is not None:
            listener.close()
    return 0


def _replacing(stream: TextIO | None) -> None:
    """Have `stream` write what its encoding can show and replace the rest, rather than fail: an output that is
    not UTF-8 (`PYTHONIOENCODING=ascii`, a redirected output on Windows) still says everything else."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None and getattr(stream, "errors", "strict") == "strict":
        with contextlib.suppress(AttributeError, ValueError, OSError):
            reconfigure(errors="replace")


def main(argv: Sequence[str] | None = None) -> int:
    _replacing(sys.stdout)
    _replacing(sys.stderr)
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


def sheet_text(game: Game, result: SheetResult) -> str:
    """A scored sheet as a short table: the game, then each player in their place with the lines of the total."""
    lines = [text(game.name)]
    for player in sorted(result.players, key=lambda player: player.rank):
        lines.append(text("cli.sheet_player", {"rank": player.rank, "name": player.name, "total": player.total}))
        for line in player.lines:
            code = f"{game.id}.line.{line.source}"
            source = text(code) if code in EN else line.source
            lines.append(f"     {text('cli.sheet_line', {'source': source, 'points': line.points})}")
    return "\n".join(lines)


def _schema(format: str) -> int:
    game = game_for_format(format)
    if game is None:
        return fail(unknown_format(format))
    say(json.dumps(game.sheet.model_json_schema(), indent=2))
    return 0


def _unreadable(error: SheetFileError) -> int:
    for line in error.lines:
        say(text("cli.error", {"message": line}), sys.stderr)
    return USAGE_ERROR


def _score(args: argparse.Namespace) -> int:
    try:
        game, sheet = load_sheet(args.file)
    except SheetFileError as error:
        return _unreadable(error)
    if args.save:
        from .history_cli import not_kept

        if reason := not_kept(game, sheet):
            return fail(reason)
    explain = game.explain()
    if explain is not None:
        say(explain(sheet, args.json))
    else:
        result = game.score(sheet)
        say(json.dumps(result.model_dump(mode="json"), indent=2) if args.json else sheet_text(game, result))
    if args.save:
        from .history.storage import ReadOnly
        from .history_cli import save_sheet

        try:
            game_id = save_sheet(game, sheet, args.db)
        except (ReadOnly, OSError) as error:
            reason = str(error) if isinstance(error, ReadOnly) else os_error_text(error)
            return fail(text("cli.failed", {"reason": reason}))
        say(text("cli.saved", {"id": game_id}))
    return 0


def _game_command(run: Callable[[Path], str], path: Path) -> int:
    """A game's own command (`Game.commands`) on a file of its game."""
    try:
        said = run(path)
    except SheetFileError as error:
        return _unreadable(error)
    say(said)
    return 0


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "schema":
        return _schema(args.format)
    if args.command == "app":
        return _serve(args)
    if args.command == "history":
        from .history_cli import history

        vars(args).setdefault("db", None)  # given neither before nor after the action
        return history(args)
    if args.command == "score":
        return _score(args)
    return _game_command(args.run, args.file)
