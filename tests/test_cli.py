"""The command line, run as a player would run it: a separate process, real files."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent / "data"


def run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "companion", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=None if env is None else {**os.environ, **env},
    )


def said(*args: str | Path, env: dict[str, str] | None = None) -> str:
    """What a command that ends well prints; a command that fails fails the test with what it said instead."""
    done = run(*args, env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_score_prints_ranking_and_breakdown() -> None:
    printed = said("score", DATA / "ungeheuer_final.json")
    assert "1. Ungeheuer — 64 points, 3 gold (winner)" in printed
    assert "Most boatsmen (4): +10 points" in printed
    assert "Supply: 4 fishermen feed 20, 23 vikings to feed: -3 points" in printed


@pytest.mark.parametrize(
    ("name", "player", "points", "gold"),
    [
        ("finnish_great", "Astrid", 18, 14),
        ("finnish_small", "Astrid", 10, 11),
        ("nessi_great", "Nessi", 53, 0),
        ("ungeheuer_final", "Ungeheuer", 64, 3),
        ("ungeheuer_final", "Tester", 63, 4),
    ],
)
def test_score_json(name: str, player: str, points: int, gold: int) -> None:
    printed = said("score", DATA / f"{name}.json", "--json")
    result = json.loads(printed)
    assert set(result) == {"round", "scorings", "players"}
    scored = next(p for p in result["players"] if p["name"] == player)
    assert (scored["points"], scored["gold"]) == (points, gold)
    assert {"name", "points", "gold", "rank", "winner", "breakdown"} <= set(scored)
    assert all(line["text"] for line in scored["breakdown"])


def test_schema_describes_the_board_file() -> None:
    done = run("schema")
    schema = json.loads(done.stdout)
    assert schema["title"] == "Board"
    assert {"format", "rules", "round", "players"} <= set(schema["properties"])


def test_advise_lists_transports_for_a_great_scoring(tmp_path: Path) -> None:
    board = json.loads((DATA / "finnish_great.json").read_text())
    board["players"][0]["mainland"] = {"warrior": 1, "boatsman": 2}
    board["players"][0]["tiles"].append({"row": "warrior", "column": 3, "piece": "start"})
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board))
    printed = said("advise", path)
    # The warrior goes under the green ship: it repels it (5 gold) and saves the noble (2 points) and the
    # scout, who scores with the goldsmith and the fisherman below (3 points).
    assert "Astrid, with 1 boatsman: +5 points, +5 gold" in printed
    assert "warrior to column 3" in printed
    assert "Rival: no transport possible." in printed


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "board.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        # Not JSON at all.
        ("{players: ", "is not valid JSON"),
        # Not text.
        (b"\xff\xfe\x00garbage", "cannot read"),
        # A wrong type.
        ('{"round": "six", "players": []}', "round"),
        # A sail that does not exist.
        (
            json.dumps(
                {
                    "round": 2,
                    "players": [
                        {"name": "A", "points": 0, "gold": 0, "ships": [{"slot": 1, "sail": "pink"}]},
                        {"name": "B", "points": 0, "gold": 0},
                    ],
                }
            ),
            "players.0.ships.0.sail",
        ),
        # Negative gold.
        (
            json.dumps(
                {
                    "round": 2,
                    "players": [
                        {"name": "A", "points": 0, "gold": -1},
                        {"name": "B", "points": 0, "gold": 0},
                    ],
                }
            ),
            "players.0.gold",
        ),
        # An illegal board.
        (
            json.dumps(
                {
                    "round": 2,
                    "players": [
                        {
                            "name": "A",
                            "points": 0,
                            "gold": 0,
                            "tiles": [{"row": "noble", "column": 1, "piece": "end"}],
                        },
                        {"name": "B", "points": 0, "gold": 0},
                    ],
                }
            ),
            "A: noble row, column 1 — only a start piece can touch the homeland",
        ),
        # A file from another format.
        (json.dumps({"format": "vikings-board/2", "round": 2, "players": []}), "format"),
    ],
)
def test_bad_input_exits_2_without_traceback_or_score(tmp_path: Path, content: str | bytes, message: str) -> None:
    for command in ("score", "advise"):
        done = run(command, write(tmp_path, content))
        assert done.returncode == 2
        assert message in done.stderr
        assert "Traceback" not in done.stderr
        assert done.stdout == ""


def test_missing_file_exits_2(tmp_path: Path) -> None:
    done = run("score", tmp_path / "nowhere.json")
    assert done.returncode == 2
    assert "cannot read" in done.stderr and "Traceback" not in done.stderr


def test_score_a_progress_board() -> None:
    printed = said("score", DATA / "progress_final.json")
    assert "1. Sigrid — 73 points, 1 gold (winner)" in printed
    assert "Nobles tile: 1 point for each unthreatened noble (3): +3 points" in printed
    assert "Treasury tile: 1 point for every 3 gold: +9 points, -27 gold" in printed
    assert "Most boatsmen (1, boatsman tiles included): +10 points" in printed
    assert (
        "Special island in the scout row, column 2: 1 point for each viking on and around it (7): +7 points"
    ) in printed
    assert "Special island waiting beside the homeland: scores nothing" in printed
    sigrid = json.loads(said("score", DATA / "progress_final.json", "--json"))["players"][0]
    assert (sigrid["points"], sigrid["gold"], sigrid["boat_tiles"]) == (73, 1, 0)
    assert sigrid["transport"] == [[{"row": "warrior", "column": 2}]]


def progress_board(tmp_path: Path, round: int, mainland: dict[str, int]) -> Path:
    """Two nobles to move onto two empty noble tiles, with a boat tile."""
    board = {
        "rules": "progress",
        "round": round,
        "start_player": 1,
        "players": [
            {
                "name": "Ada",
                "points": 10,
                "gold": 0,
                "tiles": [
                    {"row": "noble", "column": 1, "piece": "start"},
                    {"row": "noble", "column": 2, "piece": "end"},
                ],
                "mainland": mainland,
                "special_tiles": [{"tile": "boat"}],
            },
            {"name": "Bo", "points": 10, "gold": 0},
        ],
    }
    return write(tmp_path, json.dumps(board))


def test_advise_offers_the_boat_tile(tmp_path: Path) -> None:
    printed = said("advise", progress_board(tmp_path, 4, {"noble": 2, "boatsman": 1}))
    lines = printed.splitlines()
    # Alone, the boatsman carries one noble to either tile.
    assert lines[1].startswith("  boatsman 1: noble to column ")
    assert lines[:1] + lines[2:] == [
        "Ada, with 1 boatsman: +2 points",
        "Ada, with 1 boatsman and the boat tile: +4 points",
        "  boatsman 1, with the boat tile: noble to column 1, noble to column 2",
        "Bo: no transport possible.",
    ]


def test_round_six_uses_the_boat_tile_on_the_command_line(tmp_path: Path) -> None:
    path = progress_board(tmp_path, 6, {"noble": 2, "boatsman": 1})
    done = run("advise", path)
    assert done.stdout.splitlines()[:2] == [
        "Ada: in round 6 the boatsmen must move:",
        "  boatsman 1, with the boat tile: noble to column 1, noble to column 2",
    ]
    scored = json.loads(run("score", path, "--json").stdout)["players"][0]
    assert scored["boat_tiles"] == 1
    assert "Boatsman 1, with the boat tile, carries a noble to column 2" in run("score", path).stdout


@pytest.mark.parametrize(
    ("change", "message"),
    [
        # Special tiles belong to the progress rules.
        ({"rules": "base"}, "Ada: special tiles belong to the progress rules, not the base game"),
        # Seats count from 0.
        ({"start_player": 2}, "start player: seat 2, but this board's seats go from 0 to 1"),
        # The gold tile never lies on a board.
        (
            {
                "players": [
                    {"name": "Ada", "points": 0, "gold": 0, "special_tiles": [{"tile": "gold"}]},
                    {"name": "Bo", "points": 0, "gold": 0},
                ]
            },
            "players.0.special_tiles.0.tile",
        ),
    ],
)
def test_bad_progress_boards_exit_2(tmp_path: Path, change: dict[str, object], message: str) -> None:
    board = json.loads(progress_board(tmp_path, 4, {}).read_text()) | change
    done = run("score", write(tmp_path, json.dumps(board)))
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


def test_schema_describes_special_tiles_and_the_start_player() -> None:
    schema = json.loads(run("schema").stdout)
    assert "start_player" in schema["properties"]
    assert schema["$defs"]["Player"]["properties"]["special_tiles"]["items"] == {"$ref": "#/$defs/SpecialTile"}
    assert "special_island" in schema["$defs"]["Special"]["enum"]
    assert "gold" not in schema["$defs"]["Special"]["enum"]


def test_a_progress_board_is_kept_in_history_as_scored(tmp_path: Path) -> None:
    db = tmp_path / "games.json"
    scored = json.loads(run("score", DATA / "progress_final.json", "--json").stdout)
    said("score", DATA / "progress_final.json", "--save", "--db", db)
    kept = json.loads(run("history", "list", "--json", "--db", db).stdout)
    assert len(kept) == 1 and kept[0]["rules"] == "progress"
    points = {player["name"]: (player["points"], player["gold"], player["rank"]) for player in kept[0]["players"]}
    assert points == {
        player["name"]: (player["points"], player["gold"], player["rank"]) for player in scored["players"]
    }


def _history_with_games(tmp_path: Path, count: int) -> Path:
    """A games file whose history holds `count` finished games."""
    from companion.history import GameStore

    from .history.test_archive import record

    store = GameStore(tmp_path / "games.json")
    template = record("template")
    store.archive.add_all(
        [
            template.model_copy(update={"summary": template.summary.model_copy(update={"id": f"g{n}"})})
            for n in range(count)
        ]
    )
    return store.path


def test_db_may_follow_the_history_action(tmp_path: Path) -> None:
    db = _history_with_games(tmp_path, 2)
    for arguments in (("history", "--db", db, "list"), ("history", "list", "--db", db)):
        printed = said(*arguments)
        assert printed.count("Ungeheuer 64") == 2


def test_output_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    db = _history_with_games(tmp_path, 2000)  # far more than a pipe holds
    errors = tmp_path / "errors.txt"
    command = f"{sys.executable} -m companion history list --db {db} 2>{errors} | head -1"
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=60, check=False)
    assert done.stdout.count("\n") == 1
    assert errors.read_text() == ""


def test_names_stored_with_control_characters_reach_the_terminal_escaped(tmp_path: Path) -> None:
    """A history written before names were checked: what it holds only shows, never steers the terminal."""
    db = _history_with_games(tmp_path, 1)
    shard = tmp_path / "games-history" / "summaries" / "2026-11.json"
    shard.write_text(shard.read_text().replace('"Tester"', '"Tester\\u001b[2J\\u0007"'))
    done = run("history", "list", "--db", db)
    assert done.returncode == 0
    assert "Tester\\x1b[2J\\x07 63" in done.stdout
    assert "\x1b" not in done.stdout


def test_the_app_prints_a_url_a_browser_can_open_for_an_ipv6_host(tmp_path: Path) -> None:
    import socket

    from .ui.driver import free_port

    try:
        socket.create_server(("::1", 0), family=socket.AF_INET6).close()
    except OSError:
        pytest.skip("no IPv6 loopback on this machine")
    port = free_port()
    command = [sys.executable, "-m", "companion", "app", "--host", "::1", "--port", str(port), "--no-browser"]
    app = subprocess.Popen([*command, "--db", str(tmp_path / "games.json")], stdout=subprocess.PIPE, text=True)
    try:
        assert app.stdout is not None
        assert app.stdout.readline().strip().endswith(f"on http://[::1]:{port}")
    finally:
        app.kill()
        app.wait()


def test_the_command_line_speaks_finnish_when_asked() -> None:
    printed = said("score", DATA / "ungeheuer_final.json", "--language", "fi")
    assert "1. Ungeheuer — 64 pistettä, 3 kultaa (voittaja)" in printed
    assert "Eniten merimiehiä (4): +10 pistettä" in printed
    assert "Torjumaton punapurjeinen laiva sarakkeessa 1 maksaa 3 kultaa: -3 kultaa" in printed
    assert "Tarjonta: 4 kalastajaa ruokkii 20, 23 ruokittavaa viikinkiä: -3 pistettä" in printed


def test_the_command_line_speaks_the_language_of_the_locale() -> None:
    printed = said("score", DATA / "ungeheuer_final.json", env={"LANG": "de_DE.UTF-8"})
    assert "1. Ungeheuer — 64 Punkte, 3 Gold (Sieger)" in printed
    assert "Nicht abgewehrtes rotes Schiff in Spalte 1 kostet 3 Gold: -3 Gold" in printed
    # --language goes before the locale, wherever it is given.
    done = run("--language", "en", "score", DATA / "ungeheuer_final.json", env={"LANG": "de_DE.UTF-8"})
    assert "1. Ungeheuer — 64 points, 3 gold (winner)" in done.stdout


def test_errors_and_help_come_in_the_language_too(tmp_path: Path) -> None:
    board = json.loads((DATA / "ungeheuer_final.json").read_text())
    board["players"][0]["tiles"] = [{"row": "noble", "column": 1, "piece": "end", "viking": False}]
    done = run("score", write(tmp_path, json.dumps(board)), env={"LANG": "de_DE.UTF-8"})
    assert done.returncode == 2
    assert "Fehler: Ungeheuer: Adligenreihe, Spalte 1 — nur ein Anfangsstück darf an die Heimat grenzen" in done.stderr
    done = run("--help", "--language", "fi")
    assert "tulosta lautatiedoston parhaat merimiessiirrot" in done.stdout  # what advise does
    done = run("advise", "--help", "--language", "fi")
    assert "--language {en,fi,de}" in done.stdout
    assert "kieli: en, fi, de (oletus: ympäristön kieli, muuten englanti)" in " ".join(done.stdout.split())
    done = run("--language", "sv", "schema")
    assert done.returncode == 2
    assert "invalid choice: 'sv'" in done.stderr


def test_the_history_in_finnish_after_its_action(tmp_path: Path) -> None:
    db = _history_with_games(tmp_path, 2)
    printed = said("history", "list", "--db", db, "--language", "fi")
    assert "voittaja: Ungeheuer" in printed
    assert re.search(r"^\d{1,2}\.\d{1,2}\.\d{4}  ", printed, re.MULTILINE)  # a local date, as Finns write it
    done = run("history", "--language", "fi", "stats", "--db", db)
    assert "Ungeheuer: 2 peliä, 2 voittoa (100 %), keskiarvo 64,0, paras 64" in done.stdout
    done = run("history", "show", "g0", "--db", db, "--language", "de")
    assert "Bootsmänner 10" in done.stdout


def test_the_app_runs_with_no_language_of_its_own(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The app speaks each session's language; the command that starts it must not set one for them all."""
    from companion import cli, languages
    from companion.ui import app

    from .ui.driver import free_port

    seen = []
    monkeypatch.setattr(app, "run", lambda *args, **kwargs: seen.append(languages._current.get()))
    port = str(free_port())
    assert cli.main(["app", "--language", "fi", "--port", port, "--no-browser", "--db", str(tmp_path / "g.json")]) == 0
    assert seen == [None]


def test_a_rename_onto_a_player_of_the_same_games_is_refused_and_a_merge_must_be_asked_for(tmp_path: Path) -> None:
    db = tmp_path / "games.json"
    board = json.loads((DATA / "ungeheuer_final.json").read_text())

    def history(*args: str) -> subprocess.CompletedProcess[str]:
        return run("history", "--db", str(db), *args)

    for number, names in enumerate([("Ada", "Bo")] * 3 + [("Cy", "Di"), ("\u0410da", "Di")]):
        board["players"][0]["name"], board["players"][1]["name"] = names
        (tmp_path / f"{number}.json").write_text(json.dumps(board))
        assert run("score", str(tmp_path / f"{number}.json"), "--save", "--db", str(db)).returncode == 0
    together = history("rename", "Bo", "ADA")
    assert together.returncode == 2 and "Bo and ADA played together in 3 games" in together.stderr
    elsewhere = history("rename", "Cy", "ada")
    assert elsewhere.returncode == 2 and "merge" in elsewhere.stderr
    assert "Renamed in 1 game." in history("rename", "Cy", "ada", "--merge").stdout
    stats = history("stats").stdout
    assert "Ada: 4 games" in stats or "ada: 4 games" in stats
    assert "Possibly one player: " in stats and "\u0410da" in stats
    exported = tmp_path / "export.json"
    assert history("export", str(exported)).returncode == 0
    assert "5 games added" in run("history", "--db", str(tmp_path / "b.json"), "import", str(exported)).stdout


@pytest.mark.parametrize(
    ("change", "said"),
    [
        # A bad field inside a player of a 2-player board: that field alone.
        (lambda board: board["players"][0].update(points="x"), ["players.0.points — must be a whole number"]),
        # A bad special tile: that tile alone.
        (
            lambda board: board.update(rules="progress") or board["players"][1].update(special_tiles=[{"tile": "x"}]),
            ["players.1.special_tiles.0.tile"],
        ),
        # A name of spaces only, nothing once trimmed: said as a name that shows nothing, never left unsaid.
        (
            lambda board: board["players"][0].update(name="   "),
            ["players.0.name — a name must show at least one letter, digit or sign"],
        ),
        # A bad field in the one player of a 1-player board: the field, and the count of players.
        (
            lambda board: board["players"].pop() and board["players"][0].update(points="x"),
            ["players.0.points — must be a whole number", "players — a game has 2 to 4 players"],
        ),
    ],
)
def test_a_bad_field_says_what_is_wrong_and_nothing_else(tmp_path: Path, change: Any, said: list[str]) -> None:
    board = json.loads((DATA / "ungeheuer_final.json").read_text())
    change(board)
    (tmp_path / "board.json").write_text(json.dumps(board))
    done = run("score", tmp_path / "board.json")
    lines = done.stderr.splitlines()
    assert done.returncode == 2 and len(lines) == len(said)
    assert all(wanted in line for wanted, line in zip(said, lines, strict=True))


EMOJI = "Ada 🎲"


def _emoji_board(tmp_path: Path) -> Path:
    board = json.loads((DATA / "ungeheuer_final.json").read_text())
    board["players"][0]["name"] = EMOJI
    return write(tmp_path, json.dumps(board))


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
def test_every_command_writes_what_the_terminal_can_show_and_replaces_the_rest(tmp_path: Path, encoding: str) -> None:
    """A terminal (or a redirected output on Windows) that is not UTF-8: what it cannot show becomes `?`,
    never a traceback."""
    board = _emoji_board(tmp_path)
    db = tmp_path / "games.json"
    environment = {"PYTHONIOENCODING": encoding}
    commands: list[tuple[list[str | Path], int, str]] = [
        (["score", board, "--save", "--db", db], 0, "1. Ada ? "),
        (["score", board, "--language", "fi"], 0, "1. Ada ? "),
        (["score", board, "--json"], 0, '"name": "Ada \\ud83c\\udfb2"'),
        (["advise", board], 0, "Ada ?"),
        (["schema"], 0, "vikings-board/1"),
        (["--help", "--language", "de"], 0, "--language"),
        (["history", "list", "--db", db], 0, "Ada ? 64"),
        (["history", "stats", "--db", db, "--language", "de"], 0, "Ada ?: 1 Spiel"),
        (["history", "export", tmp_path / "out.json", "--db", db], 0, ""),
        (["history", "rename", EMOJI, "Bö 🎲", "--db", db], 0, "Renamed in 1 game"),
        (["history", "rename", "Bö 🎲", "", "--db", db, "--language", "fi"], 2, "virhe: nime"),
        (["score", tmp_path / "missing.json", "--language", "de"], 2, "Fehler"),
        (["app", "--port", "70000"], 2, "a port is a number from 1 to 65535"),
    ]
    for command, status, said in commands:
        done = subprocess.run(
            [sys.executable, "-m", "companion", *map(str, command)],
            capture_output=True,
            timeout=60,
            check=False,
            env={**os.environ, **environment},
        )
        out, err = done.stdout.decode(encoding), done.stderr.decode(encoding)  # all of it in the terminal's encoding
        assert (done.returncode, "Traceback" in err) == (status, False), (command, err)
        assert said in (out if status == 0 else err), (command, out, err)


def test_a_rename_is_refused_in_the_players_words(tmp_path: Path) -> None:
    db = _history_with_games(tmp_path, 1)
    done = run("history", "rename", "Tester", "", "--db", db)
    assert (done.returncode, done.stderr) == (2, "error: a name must show at least one letter, digit or sign\n")
    done = run("history", "rename", "Tester", "x" * 50, "--db", db, "--language", "fi")
    assert (done.returncode, done.stderr) == (2, "virhe: nimessä on enintään 40 merkkiä\n")
    done = run("history", "rename", "Tester", "x" * 50, "--db", db, "--language", "de")
    assert done.stderr == "Fehler: ein Name hat höchstens 40 Zeichen\n"
    done = run("history", "rename", "Nobody", "X", "--db", db)
    said = "error: No game in history has a player Nobody: `history stats` lists every player's name.\n"
    assert (done.returncode, done.stderr) == (2, said)


def test_a_board_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_bytes(b"\xef\xbb\xbf" + (DATA / "ungeheuer_final.json").read_bytes())
    printed = said("score", path)
    assert "1. Ungeheuer — 64 points" in printed
    path.write_bytes(b'{"round": "\xff"}')
    done = run("score", path, "--language", "fi")
    assert done.stderr == f"virhe: tiedostoa {path} ei voi lukea: se ei ole UTF-8-tekstiä (tavu 11 ei ole)\n"


def test_a_full_disk_is_said_in_the_players_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from companion import cli
    from companion.history import storage

    db = _history_with_games(tmp_path, 1)
    export = tmp_path / "export.json"
    assert cli.main(["history", "export", str(export), "--db", str(db)]) == 0

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "_write_all", full)
    for command, said in [
        (["score", str(DATA / "ungeheuer_final.json"), "--save", "--db", str(db)], "error: the disk is full"),
        (["history", "rename", "Tester", "Tess", "--db", str(db)], "error: the disk is full: make room on it"),
        (["history", "export", str(tmp_path / "out.json"), "--db", str(db), "--language", "fi"], "levy on täynnä"),
        (["history", "import", str(export), "--db", str(tmp_path / "other.json")], "then try again"),
    ]:
        errors = tmp_path / "errors.txt"
        with errors.open("w") as stream:
            monkeypatch.setattr("sys.stderr", stream)
            assert cli.main(command) == 2
        assert said in errors.read_text(), command
        assert "Errno" not in errors.read_text()
    assert not (tmp_path / "out.json").exists()  # no half of an export is left


def test_serving_is_said_only_once_the_port_answers(tmp_path: Path) -> None:
    import socket

    from .ui.driver import free_port

    port = free_port()
    command = [sys.executable, "-m", "companion", "app", "--port", str(port), "--no-browser"]
    environment = {**os.environ, "PYTHONUNBUFFERED": "1"}
    app = subprocess.Popen([*command, "--db", str(tmp_path / "games.json")], stdout=subprocess.PIPE, env=environment)
    try:
        assert app.stdout is not None
        said = app.stdout.readline().decode().strip()
        assert said == f"Serving the Vikings score companion on http://127.0.0.1:{port}"
        with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
            probe.settimeout(1)
            probe.sendall(b"GET / HTTP/1.0\r\n\r\n")
            assert probe.recv(12) == b"HTTP/1.1 200"
    finally:
        app.kill()
        app.wait()
