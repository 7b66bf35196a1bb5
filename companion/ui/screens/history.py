"""History: finished games newest first, one game in detail, and the players' statistics."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

import flet as ft
import flet_charts as fc

from companion.history.archive import ImportRefused, RenameRefused
from companion.history.bgstats import create_play_link
from companion.history.records import SOURCES, GameSummary
from companion.history.stats import statistics
from companion.messages import text

from ..homeland_grid import HomelandGrid
from ..theme import CELL
from ..widgets import action_button, choices, section, tap_target
from .common import app_bar, body
from .scoring import breakdown

if TYPE_CHECKING:
    from ..app import App

PAGE = 20
EXPORT_FILE = "vikings-history.json"
MAX_IMPORT_BYTES = 50_000_000

SERIES_COLOURS = ("#1565C0", "#C62828", "#2E7D32", "#F9A825")
PERIODS = {"all": None, "year": 365, "month": 31}


def _shown(app: App, summary: GameSummary) -> bool:
    wanted = app.history_filter
    if wanted["count"] != "all" and len(summary.players) != int(wanted["count"]):
        return False
    days = PERIODS[wanted["period"]]
    if days is not None and datetime.fromisoformat(summary.date) < datetime.now(UTC) - timedelta(days=days):
        return False
    name = wanted["player"].strip().casefold()
    return not name or any(name in player.name.casefold() for player in summary.players)


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    """The list: newest first, with search by player and filters by player count and date."""
    archive = app.store.archive
    wanted = app.history_filter

    def refilter(key: str, value: str) -> None:
        wanted[key] = value
        app.render()

    search = ft.TextField(
        value=wanted["player"],
        label=text("ui.history_search"),
        on_submit=lambda e: refilter("player", e.control.value),
        on_blur=lambda e: refilter("player", e.control.value),
        height=CELL + 8,
    )
    counts = choices(
        [("all", text("ui.all_counts"))] + [(str(n), text("ui.player_count", {"count": n})) for n in (2, 3, 4)],
        wanted["count"],
        lambda v: refilter("count", v),
    )
    periods = choices(
        [(key, text(f"ui.period_{key}")) for key in PERIODS], wanted["period"], lambda v: refilter("period", v)
    )
    shown: list[GameSummary] = []
    for summary in archive.summaries():
        if _shown(app, summary):
            shown.append(summary)
            if len(shown) > app.history_limit:
                break
    rows: list[ft.Control] = [game_row(app, summary) for summary in shown[: app.history_limit]]
    if not rows:
        rows.append(ft.Text(text("ui.history_empty")))
    if len(shown) > app.history_limit:
        rows.append(action_button(text("ui.more_games"), lambda _: more(app), ft.Icons.EXPAND_MORE))
    for problem in archive.problems:
        rows.insert(0, ft.Text(text("cli.moved_aside", {"path": problem}), color=ft.Colors.ERROR))

    async def export(_: object) -> None:
        data = json.dumps(archive.export()).encode("utf-8")
        await app.picker.save_file(dialog_title=text("ui.export"), file_name=EXPORT_FILE, src_bytes=data)
        app.notify(text("ui.exported", {"count": sum(1 for _ in archive.summaries())}))

    async def import_(_: object) -> None:
        files = await app.picker.pick_files(
            dialog_title=text("ui.import"),
            file_type=ft.FilePickerFileType.CUSTOM,
            allowed_extensions=["json"],
            with_data=True,
        )
        if not files:
            return
        chosen = files[0]
        try:
            if chosen.size > MAX_IMPORT_BYTES:
                raise ImportRefused(text("ui.import_too_large"))
            raw = chosen.bytes if chosen.bytes is not None else Path(chosen.path or "").read_bytes()
            added = archive.import_(json.loads(raw))
        except (ImportRefused, ValueError, OSError) as refused:
            app.notify(text("ui.import_refused", {"reason": str(refused)}))
            return
        app.notify(text("cli.imported", {"count": added}))
        app.render()

    controls = [
        action_button(text("ui.players_stats"), lambda _: app.go("players"), ft.Icons.LEADERBOARD),
        ft.Row(
            [
                action_button(text("ui.export"), export, ft.Icons.UPLOAD),
                action_button(text("ui.import"), import_, ft.Icons.DOWNLOAD),
            ],
            wrap=True,
        ),
        search,
        counts,
        periods,
        *rows,
    ]
    return app_bar(app, text("ui.history"), back="home"), body(controls)


def more(app: App) -> None:
    app.history_limit += PAGE
    app.render()


def game_row(app: App, summary: GameSummary) -> ft.Control:
    players = ", ".join(f"{p.name} {p.points}" for p in sorted(summary.players, key=lambda p: p.rank))
    winners = " & ".join(p.name for p in summary.players if p.winner)
    label = text("ui.history_row", {"date": summary.date[:10], "players": players, "winner": winners})

    def open_game(_: object) -> None:
        app.history_game = summary.id
        app.go("game")

    content = ft.Column(
        [
            ft.Text(f"{summary.date[:10]} · {text('ui.winner')}: {winners}", weight=ft.FontWeight.BOLD),
            ft.Text(players, size=13),
        ],
        spacing=2,
    )
    return tap_target(
        label,
        ft.Container(content, padding=8),
        open_game,
        width=None,
        height=64,
        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
        radius=12,
    )


def _chart(series: list[tuple[str, list[int]]], title: str) -> ft.Control:
    lines = [
        fc.LineChartData(
            points=[fc.LineChartDataPoint(x, y) for x, y in enumerate(values)],
            color=SERIES_COLOURS[index % len(SERIES_COLOURS)],
            stroke_width=3,
        )
        for index, (_, values) in enumerate(series)
    ]
    legend = ft.Row(
        [
            ft.Row(
                [
                    ft.Container(width=12, height=12, bgcolor=SERIES_COLOURS[i % 4], border_radius=6),
                    ft.Text(name, size=12),
                ],
                spacing=4,
            )
            for i, (name, _) in enumerate(series)
        ],
        wrap=True,
    )
    return ft.Column(
        [ft.Text(title, weight=ft.FontWeight.W_600), fc.LineChart(data_series=lines, height=160, expand=True), legend]
    )


def game(app: App) -> tuple[ft.AppBar, ft.Control]:
    """One game: the final table with every line, a round-by-round chart, and each homeland as played."""
    archive = app.store.archive
    assert app.history_game is not None
    record = archive.get(app.history_game)
    replayed = record.replay()
    state = replayed.state
    result = state.result
    assert result is not None
    before = replayed.snapshots[0].players

    def series(field: str) -> list[tuple[str, list[int]]]:
        """Each player's points (or gold) at the start, then after each scoring."""
        return [
            (player.name, [getattr(before[seat], field)] + [getattr(r.players[seat], field) for r in state.results])
            for seat, player in enumerate(result.players)
        ]

    def delete(_: object) -> None:
        removed = archive.delete(record.summary.id)

        def undo(_: object) -> None:
            archive.save(removed)
            app.render()

        app.page.show_dialog(
            ft.SnackBar(ft.Text(text("ui.deleted")), action=text("ui.undo"), on_action=undo, duration=8000)
        )
        app.go("history")

    homelands: list[ft.Control] = []
    for scored in result.players:
        player = next(p for p in state.players if p.name == scored.name)
        homelands += [
            section(text("ui.homeland_of", {"name": scored.name})),
            HomelandGrid(player, "view", app.sail, lambda *_: None, lambda *_: None, dark=app.dark).build(),
        ]
    controls: list[ft.Control] = [
        ft.Text(
            text(
                "ui.game_date",
                {"date": record.summary.date[:16].replace("T", " "), "minutes": record.summary.duration_min},
            )
        ),
        ft.ResponsiveRow([breakdown(player) for player in sorted(result.players, key=lambda p: p.rank)], run_spacing=8),
        _chart(series("points"), text("ui.points_by_round")),
        _chart(series("gold"), text("ui.gold_by_round")),
        section(text("ui.round_by_round")),
        *[
            ft.ExpansionTile(
                title=text("ui.scoring_title", {"round": scored.round}),
                subtitle=", ".join(text(f"scoring.{s.value}") for s in scored.scorings),
                controls=[ft.ResponsiveRow([breakdown(p) for p in scored.players], run_spacing=8)],
            )
            for scored in state.results
        ],
        *homelands,
        ft.OutlinedButton(
            content=text("ui.bg_stats"), icon=ft.Icons.SEND, url=create_play_link(record.summary), height=CELL
        ),
        action_button(text("ui.delete_game"), delete, ft.Icons.DELETE),
    ]
    return app_bar(app, text("ui.game"), back="history"), body(controls)


def players(app: App) -> tuple[ft.AppBar, ft.Control]:
    """Who wins, and how: games, wins, averages, head to head, where the points come from, records."""
    stats, records = statistics(app.store.archive.documents())
    controls: list[ft.Control] = []
    for name, player in sorted(stats.items(), key=lambda item: (-item[1].wins, item[0])):
        lines: list[ft.Control] = [
            ft.Text(name, size=18, weight=ft.FontWeight.BOLD),
            ft.Text(
                text(
                    "cli.stats_line",
                    {
                        "name": name,
                        "games": player.games,
                        "wins": player.wins,
                        "rate": round(100 * player.win_rate),
                        "average": round(player.average, 1),
                        "best": player.best,
                    },
                )
            ),
        ]
        lines.append(
            action_button(text("ui.rename", {"name": name}), lambda _, n=name: rename_dialog(app, n), ft.Icons.EDIT)
        )
        if player.beat:
            lines.append(
                ft.Text(
                    text("ui.head_to_head", {"list": ", ".join(f"{o} {n}" for o, n in sorted(player.beat.items()))}),
                    size=13,
                )
            )
        bars = [
            fc.BarChartGroup(
                x=index,
                rods=[
                    fc.BarChartRod(
                        to_y=player.sources.get(source, 0) / max(player.games, 1), width=16, color=SERIES_COLOURS[0]
                    )
                ],
            )
            for index, source in enumerate(SOURCES)
        ]
        lines.append(fc.BarChart(groups=bars, height=140, expand=True))
        lines.append(
            ft.Text(
                " · ".join(
                    f"{text(f'source.{s}')} {player.sources.get(s, 0) / max(player.games, 1):.1f}" for s in SOURCES
                ),
                size=12,
            )
        )
        controls.append(ft.Card(content=ft.Container(ft.Column(lines, spacing=4), padding=12), col={"xs": 12, "md": 6}))
    if not stats:
        controls.append(ft.Text(text("ui.history_empty")))
    record_lines = [
        ft.Text(text(f"ui.record_{key}", {"value": value, "name": name}))
        for key, (value, name, _) in (
            ("score", records.highest_score),
            ("supply", records.biggest_supply),
            ("island", records.longest_island),
        )
        if name
    ]
    return app_bar(app, text("ui.players_stats"), back="history"), body(
        [ft.ResponsiveRow(controls, run_spacing=8), section(text("ui.records")), *record_lines]
    )


def rename_dialog(app: App, name: str) -> None:
    """Rename a player in every game; a name already used merges the two (unless they played together)."""
    field = ft.TextField(value=name, label=text("ui.rename_to", {"name": name}), autofocus=True)

    def confirm(_: object) -> None:
        app.page.pop_dialog()
        try:
            app.notify(text("cli.renamed", {"count": app.store.archive.rename(name, field.value or "")}))
        except RenameRefused as refused:
            app.notify(str(refused))
        app.render()

    app.page.show_dialog(
        ft.AlertDialog(
            title=ft.Text(text("ui.rename", {"name": name})),
            content=field,
            actions=[
                ft.TextButton(content=text("ui.cancel"), on_click=lambda _: app.page.pop_dialog()),
                ft.FilledButton(content=text("ui.confirm"), on_click=confirm),
            ],
        )
    )
