"""Prints every benchmark figure as `name value`; each value is a median over repeated timed runs."""

from __future__ import annotations

import json

from companion.games.vikings import score_board, validate_board

from .app import app_figures
from .boards import end_game_board, worst_progress_transport_board, worst_transport_board
from .games import games_figures
from .history import history_figures
from .hostile import hostile_figures
from .numbers import number_field_figures
from .sessions import session_figures
from .slow_clients import slow_client_figures
from .table import SCENARIOS, measure
from .taps import game_taps
from .timing import median_seconds, printed
from .web import web_figures


def scenario_figures() -> dict[str, float]:
    """Every scenario played in full and through Quick score, each figure by scenario (`table_taps.table-4p`),
    and under its plain name the worst over the scenarios, the one the targets hold for (the least of a share,
    the most of a count)."""
    figures: dict[str, float] = {}
    for path in sorted(SCENARIOS.glob("*.json")):
        scenario = json.loads(path.read_text(encoding="utf-8"))
        for quick in (False, True):
            for name, value in measure(scenario, quick).items():
                figures[f"{name}.{path.stem}"] = value
                worst = min if name.endswith("_share") else max
                figures[name] = worst(figures.get(name, value), value)
    return figures


def main() -> None:
    end_game = end_game_board()
    worst = worst_transport_board()
    worst_progress = worst_progress_transport_board()
    figures = {
        # Not a target: how fast this machine runs Python right now, to read the other figures against.
        "machine_sum_1000_us": median_seconds(lambda: sum(range(1000)), calls=1000, runs=21) * 1e6,
        "engine_final_4p_us": median_seconds(lambda: score_board(end_game), calls=100, runs=21) * 1e6,
        "engine_validate_4p_us": median_seconds(lambda: validate_board(end_game), calls=100, runs=21) * 1e6,
        "engine_transport_worst_ms": median_seconds(lambda: score_board(worst), calls=1, runs=21) * 1e3,
        "engine_transport_progress_worst_ms": median_seconds(lambda: score_board(worst_progress), calls=1, runs=21)
        * 1e3,
    }
    figures.update(games_figures())
    figures.update(history_figures())
    figures.update(hostile_figures())
    figures.update(number_field_figures())
    figures.update(app_figures())
    figures.update(session_figures())
    figures.update(slow_client_figures())
    figures.update(web_figures())
    figures.update(scenario_figures())
    figures.update(game_taps())
    printed(figures)


if __name__ == "__main__":
    main()
