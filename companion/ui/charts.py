"""A chart of each player's count after every scoring, one line a player in the player's colour."""

from __future__ import annotations

import flet as ft

from companion.messages import number_text, text

from .theme import seat_lines
from .widgets import heading


def _scale(highest: float) -> tuple[int, int]:
    """A round top for a chart's axis and the step between its labels: 0-10 by 2, up to 50 by 10, then by 20."""
    step = 2 if highest <= 10 else 10 if highest <= 50 else 20
    return max(step, -(-int(highest) // step) * step), step


AXIS_TEXT = 10
"""The size of a chart's numbers and scorings along its axes; the room kept for them fits them at 200 % text."""


def round_chart(
    series: list[tuple[str, str, list[int]]], heading_text: str, unit: str, scorings: list[str], dark: bool
) -> ft.Control:
    """One line a player, in the player's colour (as it reads on the `dark` or light page); the bottom axis
    names the scorings, tooltips the player. What the axes count is said in text around the chart (the
    heading, a line under it), which wraps with large text where an axis's title would run into its numbers."""
    # Imported here, when History first draws a chart: Flet's charts take a quarter of the app's imports, and
    # the phone would otherwise load them before Home shows.
    import flet_charts as fc

    colours = seat_lines(dark)
    lines = [
        fc.LineChartData(
            points=[
                fc.LineChartDataPoint(x, y, tooltip=text("ui.chart_tooltip", {"name": name, "value": y, "unit": unit}))
                for x, y in enumerate(values)
            ],
            color=colours[colour],
            stroke_width=3,
            point=True,
        )
        for name, colour, values in series
    ]
    top, step = _scale(max((max(values) for _, _, values in series), default=0))
    bottom = fc.ChartAxis(
        labels=[fc.ChartAxisLabel(value=x, label=ft.Text(label, size=AXIS_TEXT)) for x, label in enumerate(scorings)],
        label_size=34,
    )
    left = fc.ChartAxis(
        labels=[
            fc.ChartAxisLabel(value=y, label=ft.Text(number_text(y), size=AXIS_TEXT))
            for y in range(step, top + 1, step)
        ],
        label_size=40,
        label_spacing=step,
    )
    legend = ft.Row(
        [
            ft.Row(
                [ft.Container(width=14, height=4, bgcolor=colours[colour]), ft.Text(name, size=12)],
                spacing=4,
                tight=True,
            )
            for name, colour, _ in series
        ],
        wrap=True,
        run_spacing=2,
    )
    chart = fc.LineChart(
        data_series=lines,
        height=180,
        expand=True,
        left_axis=left,
        bottom_axis=bottom,
        min_y=0,
        max_y=top,
        horizontal_grid_lines=fc.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
    )
    framed = ft.Container(chart, padding=ft.Padding.only(right=16, top=8))
    return ft.Semantics(
        content=ft.Column(
            [heading(heading_text, size=14), framed, ft.Text(text("ui.axis_scorings"), size=12), legend], spacing=4
        ),
        label=heading_text + ": " + "; ".join(f"{name} {', '.join(map(str, values))}" for name, _, values in series),
        container=True,
    )
