"""The chart of a finished game in history: one line a player, its points at each scoring, read out in words.
Flet's charts are loaded only when a chart is drawn, not before Home shows."""

from __future__ import annotations

import subprocess
import sys

import flet as ft

from companion.ui.charts import round_chart


def test_a_chart_draws_one_line_a_player_and_reads_out_every_count() -> None:
    series = [("Ada", "orange", [0, 12, 30]), ("Bo", "brown", [5, 9, 41])]
    chart = round_chart(series, "Points, scoring by scoring", "points", ["1", "2", "3"], dark=False)
    assert isinstance(chart, ft.Semantics)
    assert chart.label == "Points, scoring by scoring: Ada 0, 12, 30; Bo 5, 9, 41"
    column = chart.content
    assert isinstance(column, ft.Column)
    drawn = column.controls[1].content
    assert [[point.y for point in line.points] for line in drawn.data_series] == [[0, 12, 30], [5, 9, 41]]
    assert drawn.max_y == 50  # a round top above the highest count, by tens up to 50: 41 → 50


def test_the_app_starts_without_loading_flets_charts() -> None:
    loaded = subprocess.run(
        [sys.executable, "-c", "import sys, main; print('flet_charts' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip() == "False"
