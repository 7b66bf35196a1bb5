"""History figures with 10,000 stored games: save, first page, statistics, start overhead, bytes a game, and
the export and import of the whole history (to and from the JSON text of the file); and a tap's save of a game
in progress beside 200 others."""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from companion.games.vikings.boardfile import load_board
from companion.games.vikings.play.from_board import game_of_board
from companion.history import GameStore
from companion.history.archive import SHARD_BACKUPS, Archive
from companion.history.records import GameRecord, record_of
from companion.history.stats import statistics as player_statistics

GAMES = 10_000
IN_PROGRESS = 200
BOARD = Path(__file__).parents[1] / "tests" / "data" / "ungeheuer_final.json"


def _records(count: int) -> list[GameRecord]:
    """`count` games a few hours apart, going back over the years, from one real game's record."""
    game = game_of_board(load_board(BOARD))
    template = record_of("template", game, started="2026-01-01T00:00:00+00:00", finished="2026-01-01T01:00:00+00:00")
    start = datetime(2026, 11, 1, tzinfo=UTC)
    records = []
    for number in range(count):
        date = (start - timedelta(hours=7 * number)).isoformat(timespec="seconds")
        summary = template.summary.model_copy(update={"id": f"game-{number:05d}", "date": date})
        records.append(template.model_copy(update={"summary": summary}))
    return records


def _median_ms(work: object, runs: int) -> float:
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        work()  # type: ignore[operator]
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


def history_figures() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        empty = GameStore(Path(folder) / "empty.json")
        store = GameStore(Path(folder) / "games.json")
        records = _records(GAMES + 15)
        store.archive.add_all(records[15:])
        extra = iter(records[:15])
        saves = _median_ms(lambda: store.archive.save(next(extra)), runs=15)
        # The history's files, each counted with the backup it keeps once written again (the steady state).
        size = sum(path.stat().st_size for path in store.archive.folder.rglob("*.json")) * (1 + SHARD_BACKUPS)
        home = lambda target: (target.unfinished(), target.recent_names())  # noqa: E731 - what the home screen reads
        figures = {
            "history_save_ms": saves,
            "history_list_ms": _median_ms(lambda: store.archive.page(limit=20), runs=15),
            "history_stats_ms": _median_ms(lambda: player_statistics(store.archive.documents()), runs=5),
            "history_start_overhead_ms": _median_ms(lambda: home(GameStore(store.path)), runs=15)
            - _median_ms(lambda: home(GameStore(empty.path)), runs=15),
            "history_bytes_per_game": size / GAMES,
        }
        figures.update(_exchange_figures(store, Path(folder)))
    figures.update(_in_progress_figures())
    return figures


def _in_progress_figures() -> dict[str, float]:
    """A tap's save at the table (`GameStore.save`) while 200 other games are kept in progress, each a whole
    game's log; the game saved has been saved once before, as a game at the table has."""
    game = game_of_board(load_board(BOARD))
    with tempfile.TemporaryDirectory() as folder:
        store = GameStore(Path(folder) / "games.json")
        store.migrate()
        for _ in range(IN_PROGRESS):
            store.create(game)
        played = store.create(game)
        store.save(played, game, len(game.events))
        return {
            f"save_ms_with_{IN_PROGRESS}_games": _median_ms(lambda: store.save(played, game, len(game.events)), runs=21)
        }


def _exchange_figures(store: GameStore, folder: Path) -> dict[str, float]:
    """The whole history exported to the text of a file, and that text imported into an empty history, as
    `history export` and `history import` do (with every core)."""
    exported = json.dumps(store.archive.export())
    targets = iter(range(3))

    def imported() -> None:
        Archive(folder / f"imported-{next(targets)}").import_(json.loads(exported), workers=os.cpu_count() or 1)

    return {
        "history_export_10k_s": _median_ms(lambda: json.dumps(store.archive.export()), runs=3) / 1000,
        "history_import_10k_s": _median_ms(imported, runs=3) / 1000,
    }
