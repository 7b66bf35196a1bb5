"""Hostile inputs in one table: what a hostile tester feeds the companion, and how each must end.

Each case prepares its files in a fresh folder and runs the real command line in a child process. It ends
cleanly when the command exits with the expected status and says the expected thing, with no traceback,
no control character reaching the terminal, at most `MEMORY_MB` of memory, and whatever `after` checks of
the files holding. `test_hostile.py` runs every case; `make bench` runs them again and prints how many there
are (`hostile_cases`) and how many ended cleanly within `SECONDS` each (`hostile_clean`).
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from companion.games.vikings.boardfile import load_board
from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.play.game import Game
from companion.history import GameStore
from companion.history.records import record_of
from companion.play.store import TableStore
from tests.history.sheets import SHEETS, sheet_record
from tests.names import INVISIBLE
from tests.special_files import not_a_file

DATA = Path(__file__).parents[1] / "data"
ROOT = Path(__file__).parents[2]
MEMORY_MB = 200
SECONDS = 2.0
HANG_GUARD = 60
"""A case still running after this long is killed: it has hung (a test failure, not a timing)."""
BOARD = json.loads((DATA / "ungeheuer_final.json").read_text())
CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e]")
"""What must never reach the terminal: every control character but the line feed between lines."""

Prepare = Callable[[Path, ExitStack], list[str]]


@dataclass(frozen=True)
class Case:
    name: str
    prepare: Prepare
    """Lays out the case's files in a folder and returns the command's arguments."""
    says: str
    """What the command must print (standard error, or standard output when it succeeds)."""
    status: int = 2
    read_only: bool = False
    """Run with the folder `data` read-only to the command."""
    after: Callable[[Path], bool] | None = None
    module: str = "companion"
    """What runs: the command line, `tests.hostile.app` (the app's controller with no browser),
    `tests.hostile.full` (the command line on a full disk) or `tests.hostile.server` (the app's web server)."""
    env: dict[str, str] | None = None
    """Variables of the command's environment, beside the test's own (`PYTHONIOENCODING`)."""
    seconds: float = 0.0
    """How long it may take to end cleanly; `SECONDS` unless given (a case that starts the server needs more)."""

    @property
    def allowed_s(self) -> float:
        return self.seconds or SECONDS


@dataclass(frozen=True)
class Outcome:
    status: int
    stdout: str
    stderr: str
    seconds: float
    megabytes: float


def run(case: Case, folder: Path) -> Outcome:
    """Run one case in `folder`, its command in a child process; measures its time and peak memory."""
    folder = folder.resolve()
    with ExitStack() as stack:
        arguments = case.prepare(folder, stack)
        peak = folder / "peak.txt"
        command = [*_LIMITS, sys.executable, "-m", "tests.hostile.peak", *arguments]
        if case.read_only:
            command = _read_only(folder / "data", stack) + command
        out, err = (stack.enter_context(tempfile.TemporaryFile()) for _ in range(2))
        started = time.perf_counter()
        environment = {**_ENV, **(case.env or {}), "PEAK_FILE": str(peak), "PEAK_MODULE": case.module}
        child = subprocess.Popen(command, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=folder, env=environment)
        guard = threading.Timer(HANG_GUARD, child.kill)
        guard.start()
        try:
            child.wait()
        finally:
            guard.cancel()
        seconds = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        # A process that did not end by itself wrote no peak: it is counted as unbounded.
        megabytes = int(peak.read_text()) / 1024 if peak.exists() else float("inf")
        return Outcome(
            child.returncode,
            out.read().decode("utf-8", "replace"),
            err.read().decode("utf-8", "replace"),
            seconds,
            megabytes,
        )


def problems(case: Case, outcome: Outcome, folder: Path) -> list[str]:
    """What is wrong with how a case ended; empty when it ended cleanly (time aside)."""
    found = []
    if outcome.status != case.status:
        found.append(f"exit status {outcome.status}, not {case.status}")
    if case.says not in (outcome.stderr if case.status else outcome.stdout + outcome.stderr):
        found.append(f"does not say {case.says!r}")
    if "Traceback" in outcome.stderr:
        found.append("a traceback")
    if CONTROL.search(outcome.stdout + outcome.stderr):
        found.append("a control character reached the terminal")
    if outcome.megabytes > MEMORY_MB:
        found.append(f"{outcome.megabytes:.0f} MB of memory")
    if case.after is not None and not case.after(folder):
        found.append("the files are not as they must be")
    return found


def clean(case: Case) -> tuple[bool, Outcome]:
    """Run a case in a folder of its own: whether it ended cleanly within its time (`SECONDS`, unless it says),
    and how it ended."""
    with tempfile.TemporaryDirectory() as folder:
        outcome = run(case, Path(folder))
        return not problems(case, outcome, Path(folder)) and outcome.seconds <= case.allowed_s, outcome


_ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


_LIMITS = ["prlimit", "--as=2000000000", "--"] if shutil.which("prlimit") else []
"""A safety net for a broken build: a case that runs away stops at 2 GB, long before it hurts the machine."""


def _read_only(data: Path, stack: ExitStack) -> list[str]:
    """Make `data` read-only to the command; as root, the command also loses root's licence to ignore it."""
    modes = {path: path.stat().st_mode for path in [data, *data.rglob("*")]}
    for path, mode in modes.items():
        path.chmod(stat.S_IMODE(mode) & ~0o222)
    stack.callback(lambda: [path.chmod(stat.S_IMODE(mode)) for path, mode in modes.items()])
    return ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] if os.geteuid() == 0 else []


# Board files


def _file(folder: Path, content: str | bytes, name: str = "board.json") -> Path:
    path = folder / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def _board_text(content: str | bytes, command: str = "score") -> Prepare:
    return lambda folder, _: [command, str(_file(folder, content))]


def _board(change: Callable[[dict[str, Any]], object], command: str = "score") -> Prepare:
    def prepare(folder: Path, _: ExitStack) -> list[str]:
        board = json.loads(json.dumps(BOARD))
        change(board)
        return [command, str(_file(folder, json.dumps(board)))]

    return prepare


def _set(where: str, value: object) -> Callable[[dict[str, Any]], object]:
    """Set a field of the board by its dotted path (`players.0.name`)."""

    def change(board: dict[str, Any]) -> None:
        *parents, last = where.split(".")
        target: Any = board
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value

    return change


def _special(kind: str) -> Prepare:
    def prepare(folder: Path, _: ExitStack) -> list[str]:
        path = folder / "board.json"
        not_a_file(path, kind)
        return ["score", str(path)]

    return prepare


def _flood(board: dict[str, Any]) -> None:
    board["players"][0]["tiles"] = [{"row": "noble", "column": 1, "piece": "end"}] * 15_000


BOARD_CASES = [
    Case("board: JSON nested 100,000 deep", _board_text("[" * 100_000 + "]" * 100_000), "is not valid JSON"),
    Case("board: objects nested 100,000 deep", _board_text('{"a":' * 100_000 + "1" + "}" * 100_000), "not valid JSON"),
    Case("board: a 5,000-digit number", _board_text('{"round": ' + "9" * 5000 + "}"), "is not valid JSON"),
    Case(
        "board: a 5,000-digit number of points",
        _board_text(json.dumps(BOARD).replace('"points": 40', '"points": ' + "9" * 5000, 1)),
        "is not valid JSON",
    ),
    Case("board: 10^30 points", _board(_set("players.0.points", 10**30)), "points — must be at most 9,999"),
    Case("board: ships at slots 1 and 10^9", _board(_set("players.0.ships.1.slot", 10**9)), "ships.1.slot"),
    Case("board: ships at slots 1 and 10^18", _board(_set("players.0.ships.1.slot", 10**18)), "ships.1.slot"),
    Case("board: a tile in column 10^18", _board(_set("players.1.tiles.0.column", 10**18)), "tiles.0.column"),
    Case("board: a symlink to /dev/zero", _special("/dev/zero"), "not a regular file"),
    Case("board: a symlink to /dev/urandom", _special("/dev/urandom"), "not a regular file"),
    Case("board: a FIFO no one writes to", _special("fifo"), "not a regular file"),
    Case("board: a folder", _special("folder"), "not a regular file"),
    Case("board: 2 MB", _board_text(" " * 2_000_000 + "{}"), "larger than 1,000,000 bytes"),
    Case("board: binary bytes", _board_text(bytes(range(256))), "cannot read"),
    Case("board: round true", _board(_set("round", True)), "round — must be a whole number"),
    Case('board: round "5"', _board(_set("round", "5")), "round — must be a whole number"),
    Case("board: round 5.0", _board_text(json.dumps(BOARD).replace('"round": 6', '"round": 5.0')), "whole number"),
    Case("board: round 1e2", _board_text(json.dumps(BOARD).replace('"round": 6', '"round": 1e2')), "whole number"),
    Case('board: viking "yes"', _board(_set("players.0.tiles.0.viking", "yes")), "must be true or false"),
    Case("board: viking 1", _board(_set("players.0.tiles.0.viking", 1)), "must be true or false"),
    Case(
        "board: a key given twice",
        _board_text(json.dumps(BOARD).replace('"round": 6', '"round": 6, "round": 2')),
        'the key "round" appears twice',
    ),
    Case("sheet: a format no game reads", _board(_set("format", "chess-board/1")), "not a format this companion reads"),
    Case("sheet: a format of 500,000 characters", _board(_set("format", "x" * 500_000)), "xxxxxxxx… is not a format"),
    Case("board: a name that clears the screen", _board(_set("players.0.name", "Ada\x1b[2J")), "control characters"),
    Case("board: a name that sets the title", _board(_set("players.0.name", "\x1b]0;owned\x07")), "control characters"),
    Case("board: a name with NUL", _board(_set("players.0.name", "Ada\x00")), "control characters"),
    Case("board: a name with a C1 control", _board(_set("players.0.name", "Ada\x9b2J")), "control characters"),
    Case("board: a name with CR", _board(_set("players.0.name", "Ada\rMallory")), "control characters"),
    Case(
        "board: a name that forges a result line",
        _board(_set("players.0.name", "Ada\n2. Mallory — 999 points (winner)")),
        "control characters",
    ),
    Case("board: a name with backspaces", _board(_set("players.0.name", "Ada\b\b\bEve")), "control characters"),
    Case("board: a name with DEL", _board(_set("players.0.name", "Ada\x7f")), "control characters"),
    Case(
        "board: a name reversed by a bidi override", _board(_set("players.0.name", "\u202eadA")), "control characters"
    ),
    *(
        Case(f"board: a name of {what} alone", _board(_set("players.0.name", name)), "must show at least one")
        for what, name in INVISIBLE.items()
    ),
    Case(
        "board: José composed and decomposed",
        _board(
            lambda board: [board["players"][0].update(name="Jos\u00e9"), board["players"][1].update(name="Jose\u0301")]
        ),
        "two players have this name",
    ),
    Case("board: an unknown key that is an escape", _board(_set("\x1b[2J", 1)), "is not a field of this file"),
    Case("board: 15,000 problems", _board(_flood), "… and 14,99"),
    Case("board: one player", _board(lambda board: board["players"].pop()), "a game has 2 to 4 players"),
    Case("board: five players", _board(lambda board: board["players"].extend(board["players"] * 2)), "2 to 4 players"),
    Case("advise: JSON nested 100,000 deep", _board_text("[" * 100_000, "advise"), "is not valid JSON"),
]


# Import files


@cache
def _example() -> Game:
    """The example game, finished: a round-6 board scored as a quick-score game."""
    return game_of_board(load_board(DATA / "ungeheuer_final.json"))


def _export_game(change: Callable[[dict[str, Any], list[dict[str, Any]]], object] | None = None) -> dict[str, Any]:
    """The exported record of the example game, its summary and its events changed by `change`."""
    record = record_of("imported", _example(), "2026-11-20T18:00:00+00:00", "2026-11-20T20:00:00+00:00")
    exported = record.model_dump(mode="json")
    if change is not None:
        events = json.loads(zlib.decompress(base64.b64decode(exported["log"])))
        change(exported["summary"], events)
        exported["log"] = _packed(events)
    return exported


def _packed(events: object) -> str:
    return base64.b64encode(zlib.compress(json.dumps(events).encode("utf-8"), 9)).decode("ascii")


def _import(content: Callable[[], object] | bytes, prepare_path: Callable[[Path], Path] | None = None) -> Prepare:
    def prepare(folder: Path, _: ExitStack) -> list[str]:
        if prepare_path is not None:
            path = prepare_path(folder)
        else:
            data = content if isinstance(content, bytes) else json.dumps(content()).encode("utf-8")
            path = _file(folder, data, "export.json")
        return ["history", "import", str(path), "--db", str(folder / "data" / "games.json")]

    return prepare


def _games(*games: dict[str, Any]) -> dict[str, Any]:
    return {"format": "vikings-history/1", "games": list(games)}


def _forged(summary: dict[str, Any], _: list[dict[str, Any]]) -> None:
    summary["players"][1].update(points=9999, winner=True, rank=1)


def _stored_points(folder: Path) -> set[int]:
    archive = GameStore(folder / "data" / "games.json").archive
    return {player.points for summary in archive.summaries() for player in summary.players}


def _nothing_outside(folder: Path) -> bool:
    return not any(path.name == "c.json" for path in folder.rglob("*")) and not (folder.parent / "c.json").exists()


def _bomb() -> dict[str, Any]:
    """300 games of 95,000 events each: about 6 MB to read, hours of replay."""
    events = [
        {"kind": "started", "setup": {"seats": [{"name": "A", "colour": "white"}, {"name": "B", "colour": "tan"}]}}
    ]
    events += [{"kind": "tile_paid", "player": 0, "price": 0}] * 95_000
    game = _export_game()
    game["log"] = _packed(events)
    return _games(*[game] * 300)


def _zip_bomb() -> dict[str, Any]:
    game = _export_game()
    game["log"] = base64.b64encode(zlib.compress(b"[" + b" " * 50_000_000 + b"]", 9)).decode("ascii")
    return _games(game)


def _summarised(**fields: str) -> Callable[[], object]:
    """An export of one game whose summary gives `fields` as they are."""

    def build() -> object:
        game = _export_game()
        game["summary"].update(fields)
        return _games(game)

    return build


def _same_name(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
    events[0]["setup"]["seats"][1]["name"] = events[0]["setup"]["seats"][0]["name"]


def _same_colour(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
    seats = events[0]["setup"]["seats"]
    seats[1]["colour"] = seats[0]["colour"]


def _named(*names: str) -> Callable[[dict[str, Any], list[dict[str, Any]]], None]:
    def change(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
        for seat, name in zip(events[0]["setup"]["seats"], names, strict=False):
            seat["name"] = name

    return change


def _stored_dates(folder: Path) -> list[str]:
    return [summary.date for summary in GameStore(folder / "data" / "games.json").archive.summaries()]


def _third_player(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
    events.insert(-1, {"kind": "tile_paid", "player": 2, "price": 0})


def _unfinished(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
    events.pop()  # the final scoring


def _emptied(_: dict[str, Any], events: list[dict[str, Any]]) -> None:
    events.clear()


def _not_base64() -> object:
    game = _export_game()
    game["log"] = "not a log at all!"
    return _games(game)


def _fifo(folder: Path) -> Path:
    os.mkfifo(folder / "export.json")
    return folder / "export.json"


IMPORT_CASES = [
    Case(
        "import: a summary saying 9999 points and a win",
        _import(lambda: _games(_export_game(_forged))),
        "1 game added",
        status=0,
        after=lambda folder: _stored_points(folder) == {64, 63},
    ),
    Case(
        "import: an unfinished log filed as finished",
        _import(lambda: _games(_export_game(_unfinished))),
        "not a finished",
    ),
    Case(
        "import: the date 'not a date at all'",
        _import(_summarised(date="not a date at all")),
        "must be an ISO 8601 date",
    ),
    Case("import: month 13", _import(_summarised(date="2026-13-05T20:00:00+00:00")), "must be an ISO 8601 date"),
    Case(
        "import: day 31 of November", _import(_summarised(date="2026-11-31T20:00:00+00:00")), "must be an ISO 8601 date"
    ),
    Case("import: a date without offset", _import(_summarised(date="2026-11-05T20:00:00")), "must be an ISO 8601 date"),
    Case(
        "import: a date that is a path",
        _import(_summarised(date="../../c")),
        "must be an ISO 8601 date",
        after=_nothing_outside,
    ),
    Case("import: an id that is a path", _import(_summarised(id="../../c")), "summary.id"),
    *(
        Case(f"import: {what}", _import(_summarised(date=date)), "in extended form")
        for what, date in {
            "a week date": "2026-W47-5T20:00:00+00:00",
            "an ordinal date": "2026-324T20:00:00+00:00",
            "a compact date": "20261120T200000Z",
            "a compact time": "2026-11-20T200000+00:00",
            "a compact offset": "2026-11-20T20:00:00+0000",
            "a space for the T": "2026-11-20 20:00:00+00:00",
            "hours alone": "2026-11-20T20+00:00",
        }.items()
    ),
    *(
        Case(
            f"import: the date {date}",
            _import(_summarised(date=date)),
            "1 game added",
            status=0,
            after=lambda folder, stored=stored: _stored_dates(folder) == [stored],
        )
        for date, stored in {
            "2026-11-20T20:00:00+23:59": "2026-11-19T20:01:00+00:00",
            "2026-11-20T23:30-05:00": "2026-11-21T04:30:00+00:00",
            "1970-01-01T00:00+14:00": "1969-12-31T10:00:00+00:00",
            "2026-11-20T20:00Z": "2026-11-20T20:00:00+00:00",
        }.items()
    ),
    Case(
        "import: the date 1969-12-31T09:59Z", _import(_summarised(date="1969-12-31T09:59Z")), "must be an ISO 8601 date"
    ),
    Case(
        "import: one id for games 1 and 3",
        _import(lambda: _games(_export_game(), _summarised(id="other")()["games"][0], _export_game())),
        "games 1 and 3 have the same id, imported",
        after=lambda folder: _stored_dates(folder) == [],
    ),
    Case(
        "import: two seats of one colour",
        _import(lambda: _games(_export_game(_same_colour))),
        "Ungeheuer and Tester have the same colour",
    ),
    *(
        Case(f"import: a name of {what} alone", _import(lambda name=name: _games(_export_game(_named(name)))), "show")
        for what, name in INVISIBLE.items()
    ),
    Case(
        "import: one name composed and decomposed",
        _import(lambda: _games(_export_game(_named("Jos\u00e9", "Jose\u0301")))),
        "two players have the name",
    ),
    Case("import: one name twice in a game", _import(lambda: _games(_export_game(_same_name))), "two players have"),
    Case("import: player 3 in a 2-player game", _import(lambda: _games(_export_game(_third_player))), "no player 3"),
    Case("import: an empty log", _import(lambda: _games(_export_game(_emptied))), "its log is empty"),
    Case(
        "import: a game no one knows",
        _import(lambda: _games(_export_game(lambda summary, _: summary.update(game="chess")))),
        "summary.game — is a game this companion does not know: chess",
    ),
    Case("import: 300 games of 95,000 events", _import(_bomb), "unpacks to more than"),
    Case("import: a log that unpacks to 50 MB", _import(_zip_bomb), "unpacks to more than"),
    Case("import: a log that is not base64", _import(_not_base64), "cannot be unpacked"),
    Case("import: not JSON", _import(b"{games: "), "is not a JSON file"),
    Case("import: JSON nested 100,000 deep", _import(b"[" * 100_000 + b"]" * 100_000), "is not a JSON file"),
    Case("import: binary bytes", _import(bytes(range(256))), "is not a JSON file"),
    Case("import: games that are not a list", _import(lambda: {"format": "vikings-history/1", "games": 5}), "not a"),
    Case("import: a FIFO", _import(b"", _fifo), "is not a regular file"),
    Case("import: a symlink to /dev/zero", _import(b"", lambda f: _link(f, "/dev/zero")), "not a regular file"),
]


def _link(folder: Path, target: str) -> Path:
    (folder / "export.json").symlink_to(target)
    return folder / "export.json"


# The data folder: damaged files, read-only


def _history(folder: Path) -> Path:
    """A data folder with one game in progress and two finished games in two months; returns the games file."""
    store = GameStore(folder / "data" / "games.json")
    store.migrate()
    store.create(Game.new(Setup(seats=(Seat(name="Cy", colour="white"), Seat(name="Di", colour="tan")))))
    for month in (10, 11):
        started, finished = f"2026-{month}-05T18:00:00+00:00", f"2026-{month}-05T20:00:00+00:00"
        store.archive.save(record_of(f"g{month}", _example(), started, finished))
    store.create(Game.new(Setup(seats=(Seat(name="Ed", colour="white"), Seat(name="Fa", colour="tan")))))
    return store.path


DAMAGE = {"garbage": b"garbage{{", "an empty list": b"[]", "binary bytes": bytes(range(256)), "a folder": b""}


def _damaged(which: str, damage: str, *command: str) -> Prepare:
    def prepare(folder: Path, _: ExitStack) -> list[str]:
        games = _history(folder)
        path = games if which == "games" else games.with_name("games-history") / which / "2026-11.json"
        path.unlink()
        if damage == "a folder":
            path.mkdir()
        else:
            path.write_bytes(DAMAGE[damage])
        return [*command, "--db", str(games)]

    return prepare


def _kept(damage: str) -> Callable[[Path], bool]:
    """The damaged bytes are still somewhere in the data folder."""

    def check(folder: Path) -> bool:
        aside = [path for path in (folder / "data").rglob("*unreadable*")]
        return bool(aside) and (damage == "a folder" or any(path.read_bytes() == DAMAGE[damage] for path in aside))

    return check


def _in_data(*command: str) -> Prepare:
    """A command on a data folder with games; `{out}` is a file beside it, `{export}` an export of a new game."""

    def prepare(folder: Path, _: ExitStack) -> list[str]:
        games = _history(folder)
        export = _file(folder, json.dumps(_games(_export_game())), "export.json")
        places = {"{out}": str(folder / "out.json"), "{export}": str(export)}
        return [places.get(part, part) for part in command] + ["--db", str(games)]

    return prepare


DATA_CASES = [
    *(
        Case(
            f"history: {what} that is {damage}",
            _damaged(kind, damage, "history", "list"),
            "a damaged history file was found",
            status=0,
            after=_kept(damage),
        )
        for kind, what in (("games", "a games file"), ("summaries", "a month of summaries"))
        for damage in DAMAGE
    ),
    Case("history: a month of logs that is garbage", _damaged("logs", "garbage", "history", "show", "g10"), "g10", 0),
    Case(
        "history: a rename onto a player of the same games, in another case",
        _in_data("history", "rename", "Tester", "UNGEHEUER"),
        "played together in 2 games",
    ),
    *(
        Case(f"history: a rename to {what} alone", _in_data("history", "rename", "Tester", name), "must show")
        for what, name in INVISIBLE.items()
    ),
    Case("read-only: history list", _in_data("history", "list"), "Ungeheuer 64", status=0, read_only=True),
    Case("read-only: history show", _in_data("history", "show", "g11"), "Ungeheuer: 64 points", 0, True),
    Case("read-only: history stats", _in_data("history", "stats"), "Ungeheuer: 2 games", status=0, read_only=True),
    Case(
        "read-only: history export",
        _in_data("history", "export", "{out}"),
        "",
        status=0,
        read_only=True,
        after=lambda folder: len(json.loads((folder / "out.json").read_text())["games"]) == 2,
    ),
    Case("read-only: history rename", _in_data("history", "rename", "Tester", "Tess"), "cannot be written to", 2, True),
    Case("read-only: history import", _in_data("history", "import", "{export}"), "cannot be written to", 2, True),
    Case(
        "read-only: score --save",
        lambda folder, stack: ["score", str(DATA / "ungeheuer_final.json"), "--save", "--db", str(_history(folder))],
        "cannot be written to",
        read_only=True,
    ),
    Case(
        "read-only: a damaged games file",
        _damaged("games", "garbage", "history", "list"),
        "a damaged history file was found",
        status=0,
        read_only=True,
    ),
]


# The app on its data folder: damaged files at start, a folder that refuses saves, a game log that is damaged


def _app(action: str, damage: str | None = None, log: object = None) -> Prepare:
    """The app's controller on a data folder with games (`_history`), its games file given `damage` or its
    newest unfinished game's stored log replaced by `log`."""

    def prepare(folder: Path, stack: ExitStack) -> list[str]:
        games = _damaged("games", damage)(folder, stack)[-1] if damage else str(_history(folder))
        if log is not None:
            store = GameStore(Path(games))
            newest = store.unfinished()[0].id
            store._games().update({"events": log}, lambda document: document["id"] == newest)
        return [action, "--db", games]

    return prepare


UNSAVED = "Can't save: the data folder is read-only — this game is kept only until you close the app."
APP_DATA_CASES = [
    *(
        Case(
            f"app: starts on a games file that is {damage}",
            _app("start", damage),
            "A damaged data file was found and set aside",
            status=0,
            after=_kept(damage),
            module="tests.hostile.app",
        )
        for damage in DAMAGE
    ),
    Case(
        "app: starts on a read-only data folder with a damaged games file",
        _app("start", "garbage"),
        "the folder is read-only, so it is left as it is and its last good backup is read instead",
        status=0,
        read_only=True,
        module="tests.hostile.app",
    ),
    Case(
        "app: starts on a read-only data folder",
        _app("start"),
        "The data folder cannot be written to",
        status=0,
        read_only=True,
        module="tests.hostile.app",
    ),
    Case(
        "app: a save in a read-only data folder",
        _app("play"),
        UNSAVED,
        status=0,
        read_only=True,
        module="tests.hostile.app",
    ),
    Case(
        "app: a new game in a read-only data folder",
        _app("new"),
        "Can't start a game: the data folder is read-only.",
        status=0,
        read_only=True,
        module="tests.hostile.app",
    ),
    Case(
        "app: a stored log without its start",
        _app("start", log=[{"kind": "tile_paid", "player": 0, "price": 5}]),
        ": This game cannot be opened: its record is damaged.",
        status=0,
        module="tests.hostile.app",
    ),
    Case(
        "app: a stored log of unknown events",
        _app("start", log=[{"kind": "\x1b[2J"}] * 10_000),
        ": opens",
        status=0,
        module="tests.hostile.app",
    ),
]


# The app's command line


def _port_in_use(folder: Path, stack: ExitStack) -> list[str]:
    taken = stack.enter_context(socket.socket())
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    return ["app", "--no-browser", "--port", str(taken.getsockname()[1]), "--db", str(folder / "games.json")]


APP_CASES = [
    Case("app: --port 70000", lambda folder, _: ["app", "--port", "70000"], "a port is a number from 1 to 65535"),
    Case("app: --port -1", lambda folder, _: ["app", "--port=-1"], "a port is a number from 1 to 65535"),
    Case("app: --port http", lambda folder, _: ["app", "--port", "http"], "a port is a number from 1 to 65535"),
    Case("app: a port in use", _port_in_use, "Address already in use"),
    Case("app: --host not of this machine", lambda folder, _: ["app", "--host", "192.0.2.1"], "cannot listen on"),
]


def _sheet_log_game(game: str, change: Callable[[dict[str, Any], dict[str, Any]], object]) -> Callable[[], object]:
    """An export of one finished game of `game` scored from its sheet, its summary and kept log changed."""

    def build() -> object:
        exported = sheet_record(game, "imported").model_dump(mode="json", exclude_none=True)
        kept = json.loads(zlib.decompress(base64.b64decode(exported["log"])))
        change(exported["summary"], kept)
        exported["log"] = _packed(kept)
        return _games(exported)

    return build


def _sheet_game(game: str, change: Callable[[dict[str, Any], dict[str, Any]], object]) -> Callable[[], object]:
    """An export of one finished game of `game` scored from its sheet, its summary and kept sheet changed."""
    return _sheet_log_game(game, lambda summary, kept: change(summary, kept["sheet"]))


def _lying_total(summary: dict[str, Any], _: dict[str, Any]) -> None:
    summary["players"][1].update(points=9999, winner=True, rank=1)


def _unknown_game(summary: dict[str, Any], _: dict[str, Any]) -> None:
    summary["game"] = "chess"


def _one_player(_: dict[str, Any], sheet: dict[str, Any]) -> None:
    del sheet["players"][1:]


def _no_sheet(_: dict[str, Any], sheet: dict[str, Any]) -> None:
    sheet["players"] = "nobody"


def _nothing_stored(folder: Path) -> bool:
    return not list(GameStore(folder / "data" / "games.json").archive.summaries())


SHEET_IMPORT_CASES = [
    Case(f"import: a {game} {what}", _import(_sheet_game(game, change)), says, after=_nothing_stored)
    for game in SHEETS
    for what, change, says in (
        ("game whose summary lies about a total", _lying_total, "is not what its sheet scores"),
        ("game of an unknown game", _unknown_game, "does not know: chess"),
        ("sheet of one player", _one_player, "cannot be scored as"),
        ("sheet that is not one", _no_sheet, "its sheet, players"),
    )
]


# What the terminal cannot show: every command writes what its encoding can, and replaces the rest


EMOJI = "Ada 🎲"
"""A name no ASCII terminal shows, nor a Windows one writing cp1252 (a redirected output)."""


def _emoji_history(folder: Path) -> Path:
    """A data folder whose history has one finished game of `EMOJI` and Tester; returns the games file."""
    board = json.loads(json.dumps(BOARD))
    board["players"][0]["name"] = EMOJI
    store = GameStore(folder / "data" / "games.json")
    store.migrate()
    game = game_of_board(load_board(_file(folder, json.dumps(board))))
    store.archive.save(record_of("g1", game, "2026-11-05T18:00:00+00:00", "2026-11-05T20:00:00+00:00"))
    return store.path


def _emoji(*command: str) -> Prepare:
    """A command on a board of `EMOJI` (`{board}`), or on a history of `EMOJI` (`--db`, `{out}`, `{export}`)."""

    def prepare(folder: Path, _: ExitStack) -> list[str]:
        games = _emoji_history(folder)
        export = _file(folder, json.dumps(_games(_export_game())), "export.json")
        places = {"{board}": str(folder / "board.json"), "{out}": str(folder / "out.json"), "{export}": str(export)}
        arguments = [places.get(part, part) for part in command]
        return arguments + (["--db", str(games)] if command[0] == "history" else [])

    return prepare


ENCODING_COMMANDS: list[tuple[str, tuple[str, ...], str, int]] = [
    ("score", ("score", "{board}"), "2. Tester", 0),
    ("score in Finnish", ("score", "{board}", "--language", "fi"), "pistett", 0),
    ("score --json", ("score", "{board}", "--json"), '"name": "Ada', 0),
    ("advise", ("advise", "{board}"), "Ada ?", 0),
    ("schema", ("schema",), "vikings-board/1", 0),
    ("--help in German", ("--help", "--language", "de"), "--language", 0),
    ("history list", ("history", "list"), "Ada ?", 0),
    ("history show", ("history", "show", "g1"), "Ada ?", 0),
    ("history stats", ("history", "stats"), "Ada ?", 0),
    ("history export", ("history", "export", "{out}"), "", 0),
    ("history import", ("history", "import", "{export}"), "1 game added", 0),
    ("history rename", ("history", "rename", "Tester", "Tess 🎲"), "Renamed in 1 game", 0),
    ("a refusal in German", ("history", "rename", EMOJI, "", "--language", "de"), "Name", 2),
    ("an unknown game", ("history", "show", "nothing"), "nothing", 2),
]
"""Every command, with what it must still say."""

ENCODING_CASES = [
    Case(
        f"terminal in {encoding}: {what}",
        _emoji(*command),
        says,
        status=status,
        env={"PYTHONIOENCODING": encoding},
    )
    for encoding in ("ascii", "cp1252")
    for what, command, says, status in ENCODING_COMMANDS
]


# Imports: each game's log read with its own events, no key twice, numbers that are numbers, names in their
# normal form


def _africa_log(*events: dict[str, Any]) -> Callable[[dict[str, Any], dict[str, Any]], None]:
    """An Africa game whose kept log is its start, then `events`."""

    def change(_: dict[str, Any], kept: dict[str, Any]) -> None:
        kept["events"] = [{"kind": "started", "names": ["Aino", "Bernd"]}, *events]

    return change


def _named_in_sheet(name: str) -> Callable[[dict[str, Any], dict[str, Any]], None]:
    """The first player's name given as `name` in the summary and in the sheet, as a file may give it."""

    def change(summary: dict[str, Any], sheet: dict[str, Any]) -> None:
        summary["players"][0]["name"] = name
        sheet["players"][0]["name"] = name

    return change


def _stored_names(*names: str) -> Callable[[Path], bool]:
    def check(folder: Path) -> bool:
        archive = GameStore(folder / "data" / "games.json").archive
        stored = [[player.name for player in summary.players] for summary in archive.summaries()]
        return any(set(names) <= set(players) for players in stored)

    return check


def _text_duration() -> object:
    game = _export_game()
    game["summary"]["duration_min"] = "120"
    return _games(game)


def _twice_in_file() -> bytes:
    text = json.dumps(_games(_export_game()))
    return text.replace('"format": "vikings-history/1"', '"format": "vikings-history/1", "format": "x"', 1).encode()


def _twice_in_log() -> object:
    game = _export_game()
    events = zlib.decompress(base64.b64decode(game["log"])).decode()
    twice = events.replace('"kind": "started"', '"kind": "started", "kind": "started"', 1)
    twice = twice.replace('"kind":"started"', '"kind":"started","kind":"started"', 1)
    game["log"] = base64.b64encode(zlib.compress(twice.encode(), 9)).decode("ascii")
    return _games(game)


AFRICA_POINTS = {"kind": "tracked", "player": 0, "scoring": "points", "count": 3}
IMPORT_CHECK_CASES = [
    *(
        Case(f"import: {what}", _import(_sheet_log_game(game, _africa_log(event))), says, after=_nothing_stored)
        for what, game, event, says in (
            (
                "an Africa log with an event no game of Africa has",
                "africa",
                {"kind": "points", "player": 99, "count": 3},
                "its log, event 1 — is not a kind this game knows: points",
            ),
            (
                "an Africa log with points for player 99",
                "africa",
                {**AFRICA_POINTS, "player": 99},
                "its log, event 1.player — must be less than 5",
            ),
            (
                "an Africa log that does not replay",
                "africa",
                {"kind": "items", "player": 0, "item": "statue", "count": 2},
                "its log does not replay as a game",
            ),
            (
                "a Game of Powers log with the events of Africa",
                "powers",
                AFRICA_POINTS,
                "its log, event 1 — is not a kind this game knows: tracked",
            ),
        )
    ),
    Case("import: a key given twice in the file", _import(_twice_in_file()), 'the key "format" appears twice'),
    Case("import: a key given twice in a log", _import(_twice_in_log), 'its log gives the key "kind" twice'),
    Case(
        "import: a duration given as text",
        _import(_text_duration),
        "summary.duration_min — must be a whole number",
        after=lambda folder: not _stored_dates(folder),
    ),
    *(
        Case(
            f"import: a {game} game whose name is {what}",
            _import(_sheet_game(game, _named_in_sheet(name))),
            "1 game added",
            status=0,
            after=_stored_names(stored),
        )
        for game in SHEETS
        for what, name, stored in (
            ("decomposed", "Ai\u0308no", "A\u00efno"),
            ("between spaces", "  Aino  ", "Aino"),
        )
    ),
    Case(
        "import: a Vikings game whose names are decomposed and between spaces",
        _import(lambda: _games(_export_game(_named("Ai\u0308no", "  Bo  ")))),
        "1 game added",
        status=0,
        after=_stored_names("A\u00efno", "Bo"),
    ),
]


# Refusals in the player's words


def _bom_board(folder: Path, _: ExitStack) -> list[str]:
    return ["score", str(_file(folder, b"\xef\xbb\xbf" + json.dumps(BOARD).encode()))]


def _bom_sheet(folder: Path, _: ExitStack) -> list[str]:
    return ["score", str(_file(folder, b"\xef\xbb\xbf" + json.dumps(SHEETS["africa"]).encode()))]


FULL = "the disk is full: make room on it, then try again"
WORDS_CASES = [
    Case("history: a rename to nothing", _in_data("history", "rename", "Tester", ""), "a name must show at least one"),
    Case(
        "history: a rename to 50 characters, in Finnish",
        _in_data("history", "rename", "Tester", "x" * 50, "--language", "fi"),
        "virhe: nimessä on enintään 40 merkkiä",
    ),
    Case(
        "history: a rename to 50 characters",
        _in_data("history", "rename", "Tester", "x" * 50),
        "a name has at most 40 characters",
    ),
    Case(
        "history: a rename of a player no game has",
        _in_data("history", "rename", "Nobody", "X"),
        "No game in history has a player Nobody: `history stats` lists every player's name.",
    ),
    Case("board: a UTF-8 byte-order mark first", _bom_board, "1. Ungeheuer — 64 points", status=0),
    Case("sheet: a UTF-8 byte-order mark first", _bom_sheet, "Africa", status=0),
    Case("board: not UTF-8", _board_text(b'{"round": "\xff"}'), "it is not UTF-8 text (byte 11 is not)"),
    Case(
        "full disk: history import",
        _in_data("history", "import", "{export}"),
        FULL,
        module="tests.hostile.full",
        after=lambda folder: len(_stored_dates(folder)) == 2,
    ),
    Case(
        "full disk: history rename",
        _in_data("history", "rename", "Tester", "Tess"),
        FULL,
        module="tests.hostile.full",
        after=lambda folder: _stored_names("Tester")(folder),
    ),
    Case(
        "full disk: score --save",
        lambda folder, stack: ["score", str(DATA / "ungeheuer_final.json"), "--save", "--db", str(_history(folder))],
        FULL,
        module="tests.hostile.full",
    ),
    Case("full disk: history export", _in_data("history", "export", "{out}"), FULL, module="tests.hostile.full"),
    Case("full disk: history export to /dev/full", _in_data("history", "export", "/dev/full"), FULL),
    Case(
        "full disk: history import, in German",
        _in_data("history", "import", "{export}", "--language", "de"),
        "der Datenträger ist voll",
        module="tests.hostile.full",
    ),
]


# Stored records that do not read: set aside, and said; every other game still listed, Home and History open


def _newest(folder: Path, table: str) -> tuple[Path, dict[str, Any], dict[str, Any]]:
    """The games file of a data folder with games (`_history`, and a game of Africa in progress), its tables,
    and the newest game of `table` in it (a Vikings game in progress, or the game of Africa)."""
    games = _history(folder)
    TableStore(games, []).create("africa", ("Aino", "Bernd"), [{"kind": "started", "names": ["Aino", "Bernd"]}])
    tables = json.loads(games.read_text())
    newest = next(doc for doc in tables[table].values() if doc["names"][0] in ("Ed", "Aino"))
    return games, tables, newest


def _damaged_record(table: str, damage: Callable[[dict[str, Any]], object], action: str = "start") -> Prepare:
    """The app (`tests.hostile.app ACTION`) or a command (`history list`) on a data folder whose newest game of
    `table` was damaged by `damage`."""

    def prepare(folder: Path, _: ExitStack) -> list[str]:
        games, tables, newest = _newest(folder, table)
        damage(newest)
        games.write_text(json.dumps(tables))
        command = ["history", "list"] if action == "list" else [action]
        return [*command, "--db", str(games)]

    return prepare


def _set_aside(folder: Path) -> bool:
    """The games file keeps the record that did not read, in its table of records set aside."""
    tables = json.loads((folder / "data" / "games.json").read_text())
    return len(tables.get("unreadable", {})) == 1


def _first_seat(document: dict[str, Any]) -> dict[str, Any]:
    seats: dict[str, Any] = document["events"][0]["setup"]["seats"][0]
    return seats


VIKINGS_DAMAGE: dict[str, tuple[Callable[[dict[str, Any]], object], str]] = {
    "its date of play is not a date": (lambda doc: doc.update(updated="not a date"), "updated is not a date"),
    "its date of play is null": (lambda doc: doc.update(updated=None), "updated must be text"),
    "a field missing": (lambda doc: doc.pop("round"), "round is missing"),
    "events that are not a list": (lambda doc: doc.update(events="not a list"), "events must be a list"),
    "an event of player 9": (
        lambda doc: doc["events"].append({"kind": "tile_paid", "player": 9, "price": 0}),
        "player must be at most 3",
    ),
    "an unknown game": (lambda doc: doc.update(game="chess"), "game is a game this companion does not know: chess"),
    "one name in two seats": (
        lambda doc: doc["events"][0]["setup"]["seats"][1].update(name="ED"),
        "two players have the name ED",
    ),
}
AFRICA_DAMAGE: dict[str, tuple[Callable[[dict[str, Any]], object], str]] = {
    "its date of play is null": (lambda doc: doc.update(updated=None), "updated must be text"),
    "its date of play is not a date": (lambda doc: doc.update(updated="not a date"), "updated is not a date"),
    "a field missing": (lambda doc: doc.pop("created"), "created is missing"),
    "events that are not a list": (lambda doc: doc.update(events="not a list"), "events must be a list"),
    "an event of player 9": (
        lambda doc: doc["events"].append({"kind": "tracked", "player": 9, "scoring": "points", "count": 2}),
        "player must be less than 5",
    ),
    "an unknown game": (lambda doc: doc.update(game="chess"), "game is a game this companion does not know: chess"),
    "one name in two seats": (
        lambda doc: doc["events"][0].update(names=["Aino", "AINO"]),
        "two players have the name AINO",
    ),
    "an invisible name": (
        lambda doc: doc["events"][0].update(names=["\u200b", "Bernd"]),
        "a name must show at least one letter",
    ),
}
SET_ASIDE = "could not be read and was set aside"

STORED_CASES = [
    *(
        Case(
            f"app: a Vikings game in progress with {what}",
            _damaged_record("games", damage),
            f"{SET_ASIDE}: Ed, Fa — ",
            status=0,
            after=_set_aside,
            module="tests.hostile.app",
        )
        for what, (damage, _) in VIKINGS_DAMAGE.items()
    ),
    *(
        Case(
            f"app: a Vikings game in progress with {what}, said why",
            _damaged_record("games", damage),
            said,
            status=0,
            module="tests.hostile.app",
        )
        for what, (damage, said) in VIKINGS_DAMAGE.items()
    ),
    Case(
        "app: a Vikings game in progress kept with a name that shows nothing still opens",
        _damaged_record(
            "games", lambda doc: [_first_seat(doc).update(name="\u200b"), doc.update(names=["\u200b", "Fa"])]
        ),
        "\u200b, Fa: opens",
        status=0,
        module="tests.hostile.app",
    ),
    *(
        Case(
            f"app: a game of Africa in progress with {what}",
            _damaged_record("tables", damage),
            said,
            status=0,
            after=_set_aside,
            module="tests.hostile.app",
        )
        for what, (damage, said) in AFRICA_DAMAGE.items()
    ),
    Case(
        "history list: a game in progress whose date of play is not a date",
        _damaged_record("games", lambda doc: doc.update(updated="not a date"), "list"),
        f"warning: A game in progress {SET_ASIDE}: Ed, Fa — updated is not a date",
        status=0,
        after=_set_aside,
    ),
    Case(
        "app: a game in progress that does not read, in a read-only folder",
        _damaged_record("tables", lambda doc: doc.update(updated=None)),
        "could not be read and is left out: Aino, Bernd — updated must be text. The folder cannot be written to",
        status=0,
        read_only=True,
        module="tests.hostile.app",
    ),
]


def _summary_damaged(damage: Callable[[dict[str, Any]], object], *command: str) -> Prepare:
    """A command on a data folder with games (`_history`) whose game of November in history was damaged."""

    def prepare(folder: Path, _: ExitStack) -> list[str]:
        games = _history(folder)
        shard = games.with_name("games-history") / "summaries" / "2026-11.json"
        tables = json.loads(shard.read_text())
        damage(next(iter(tables["games"].values())))
        shard.write_text(json.dumps(tables))
        return [*command, "--db", str(games)]

    return prepare


def _history_set_aside(folder: Path) -> bool:
    shard = folder / "data" / "games-history" / "summaries" / "2026-11.json"
    return len(json.loads(shard.read_text()).get("unreadable", {})) == 1


NOT_A_DATE = lambda summary: summary.update(date="not a date")  # noqa: E731
HISTORY_STORED_CASES = [
    Case(
        "history list: a game in history whose date is not a date",
        _summary_damaged(NOT_A_DATE, "history", "list"),
        "A game in history could not be read and was set aside: Ungeheuer, Tester — date must be an ISO 8601 date",
        status=0,
        after=_history_set_aside,
    ),
    Case(
        "history list: the other games of a month with a game that does not read",
        _summary_damaged(NOT_A_DATE, "history", "list"),
        "Ungeheuer 64, Tester 63",
        status=0,
    ),
    Case(
        "history stats: a game in history whose date is not a date",
        _summary_damaged(NOT_A_DATE, "history", "stats"),
        "Ungeheuer: 1 game",
        status=0,
    ),
    Case(
        "history export: a game in history ranked tenth",
        _summary_damaged(lambda summary: summary["players"][0].update(rank=10), "history", "export", "/dev/null"),
        "players.0.rank must be at most 8",
        status=0,
    ),
    Case(
        "app: History opens with a game in history whose date is not a date",
        _summary_damaged(NOT_A_DATE, "history"),
        "history: 1 games",
        status=0,
        module="tests.hostile.app",
    ),
    Case(
        "app: Home opens with a game in history whose date is not a date",
        _summary_damaged(lambda summary: summary.update(date=None), "start"),
        "Cy, Di: opens",
        status=0,
        module="tests.hostile.app",
    ),
]


# The app's web server: no frame of another site, the port answering once said, malformed messages in one line,
# a flood of half-open connections shed


def _server(action: str) -> Prepare:
    return lambda folder, _: [action, "--db", str(folder / "games.json")]


SERVER_CASES = [
    Case(
        "server: no other site may frame the app's pages",
        _server("frames"),
        "/ 200: framed by its own pages only\n/game/x/homeland/1 200: framed by its own pages only\n"
        "/flutter_bootstrap.js 200: framed by its own pages only\n/docs 404: framed by its own pages only",
        status=0,
        module="tests.hostile.server",
        seconds=60,
    ),
    Case(
        "server: 'Serving' is said once the port answers",
        _server("serving"),
        "the port answered at once",
        status=0,
        module="tests.hostile.server",
        seconds=60,
    ),
    Case(
        "server: malformed WebSocket messages are logged in one line each",
        _server("messages"),
        # A line for each message but the data-channel frame Flet drops unsaid (`tests.hostile.server.UNSAID`).
        "12 malformed messages sent, 11 lines logged\n"
        'the log begins "Serving the Vikings score companion on"\n'
        "each in one line under 400 characters\n"
        "the unknown action named: Receive loop error: 99 is not a valid MessageAction\n"
        "no traceback\nstill serving",
        status=0,
        module="tests.hostile.server",
        seconds=60,
    ),
    Case(
        "server: 1,100 half-open connections under ulimit -n 1024",
        _server("slow"),
        "the flood's address held at most 32 connections\nnever too many open files\nserved 1.00 of",
        status=0,
        module="tests.hostile.server",
        seconds=60,
    ),
]


CASES = (
    BOARD_CASES
    + IMPORT_CASES
    + SHEET_IMPORT_CASES
    + DATA_CASES
    + APP_DATA_CASES
    + APP_CASES
    + ENCODING_CASES
    + IMPORT_CHECK_CASES
    + WORDS_CASES
    + STORED_CASES
    + HISTORY_STORED_CASES
    + SERVER_CASES
)
