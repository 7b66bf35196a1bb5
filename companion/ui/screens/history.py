"""History: finished games newest first, one game in detail, and the players' statistics."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import cast

import flet as ft
from pydantic import ValidationError

from companion.games import DEFAULT, GAMES
from companion.history.archive import ImportRefused, RenameRefused
from companion.history.records import SOURCES, GameRecord, GameSummary, scored_sheet
from companion.history.stats import lookalikes, statistics
from companion.history.storage import ReadOnly
from companion.messages import local_time, ntext, number_text, text
from companion.names import name_key, normal_name

from ..hooks import held, stateful
from ..icons import Icons
from ..model import App, Transfer, failure_text
from ..sharing import share_buttons
from ..transfer import exported, imported, in_background
from ..widgets import choices, heading, tap, text_button
from .common import StoreNotices, screen, use_app, use_window
from .tables import results_table, winners_line

PAGE = 20
EXPORT_FILE = "vikings-history.json"
PERIODS = {"all": None, "year": 365, "month": 31}


def _played(summary: GameSummary) -> datetime:
    return datetime.fromisoformat(summary.date)


def _shown(summary: GameSummary, wanted: dict[str, str]) -> bool:
    if wanted["game"] not in ("all", summary.game):
        return False
    if wanted["count"] != "all" and len(summary.players) != int(wanted["count"]):
        return False
    days = PERIODS[wanted["period"]]
    if days is not None and _played(summary) < datetime.now(UTC) - timedelta(days=days):
        return False
    name = name_key(normal_name(wanted["player"]))
    return not name or any(name in name_key(player.name) for player in summary.players)


@ft.component
def History() -> ft.View:
    app = use_app()
    archive = app.store.archive
    ft.use_state(app.archive)  # read the list again whenever this device changes the history
    filters = held({"player": "", "game": "all", "count": "all", "period": "all"})
    limit = held(PAGE)
    wanted = filters.value
    transfer, _ = ft.use_state(app.transfer)
    busy = bool(transfer.what)

    def refilter(key: str, value: str) -> None:
        filters.set(filters.value | {key: value})

    shown: list[GameSummary] = []
    for summary in archive.summaries():
        if _shown(summary, wanted):
            shown.append(summary)
            if len(shown) > limit.value:
                break
    rows: list[ft.Control] = [game_row(app, summary) for summary in shown[: limit.value]]
    if not rows:
        rows.append(ft.Text(text("ui.history_empty")))
    if len(shown) > limit.value:
        rows.append(text_button(text("ui.more_games"), lambda _: limit.set(limit.value + PAGE), Icons.EXPAND_MORE))

    async def export(_: object) -> None:
        try:
            data, count = await in_background(partial(exported, archive), app.transfer, text("ui.exporting"))
        except OSError as error:
            app.notify(text("ui.cannot_change", {"reason": failure_text(error)}))
            return
        await app.picker.save_file(dialog_title=text("ui.export"), file_name=EXPORT_FILE, src_bytes=data)
        app.notify(ntext("ui.exported", count))

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
        work = partial(imported, archive, chosen.name, chosen.size, chosen.bytes, chosen.path)
        try:
            added = await in_background(work, app.transfer, text("ui.importing"))
        except ImportRefused as refusal:
            app.notify(text("ui.import_refused", {"reason": str(refusal)}))
            return
        except (ReadOnly, OSError) as error:
            app.notify(text("ui.import_refused", {"reason": failure_text(error)}))
            return
        app.notify(ntext("cli.imported", added))
        app.archive.changed()

    search = ft.TextField(
        value=wanted["player"],
        label=text("ui.history_search"),
        on_submit=lambda e: refilter("player", e.control.value or ""),
        on_blur=lambda e: refilter("player", e.control.value or ""),
        dense=True,
    )
    counts = choices(
        [("all", text("ui.all_counts"))] + [(str(n), ntext("ui.player_count", n)) for n in (2, 3, 4)],
        wanted["count"],
        lambda v: refilter("count", v),
    )
    periods = choices(
        [(key, text(f"ui.period_{key}")) for key in PERIODS], wanted["period"], lambda v: refilter("period", v)
    )
    controls: list[ft.Control] = [
        StoreNotices(),
        text_button(text("ui.players_stats"), lambda _: app.go("/history/players"), Icons.LEADERBOARD),
        ft.Row(
            [
                text_button(text("ui.export"), export if not busy else None, Icons.UPLOAD),
                text_button(text("ui.import"), import_ if not busy else None, Icons.DOWNLOAD),
            ],
            wrap=True,
        ),
    ]
    if busy:
        controls += transfer_progress(transfer)
    controls += [search, *game_choice(wanted["game"], lambda v: refilter("game", v)), counts, periods, *rows]
    return screen(app, text("ui.history"), controls, back="/")


def game_choice(chosen: str, choose: Callable[[str], None]) -> list[ft.Control]:
    """Every game or one of them, once there is more than one game to choose from."""
    if len(GAMES) < 2:
        return []
    games = [("all", text("ui.all_games"))] + [(game.id, text(game.name)) for game in GAMES.values()]
    return [choices(games, chosen, choose)]


def transfer_progress(transfer: Transfer) -> list[ft.Control]:
    """What an export or import is doing, and a bar with how far it is ("312 of 1,000 games")."""
    counted = {"done": transfer.done, "total": transfer.total}
    lines: list[ft.Control] = [ft.Text(transfer.what)]
    if transfer.total:
        lines.append(ft.Text(text("ui.transfer_progress", counted)))
    lines.append(ft.ProgressBar(value=transfer.done / transfer.total if transfer.total else None))
    return lines


def game_row(app: object, summary: GameSummary) -> ft.Control:
    players = ", ".join(f"{p.name} {p.points}" for p in sorted(summary.players, key=lambda p: p.rank))
    winners = " & ".join(p.name for p in summary.players if p.winner)
    when = local_time(_played(summary))
    game = text(GAMES[summary.game].name)
    label = text("ui.history_row", {"game": game, "date": when, "players": players, "winner": winners})
    content = ft.Column(
        [
            ft.Text(
                text("ui.history_row_head", {"game": game, "date": when, "winner": winners}),
                weight=ft.FontWeight.BOLD,
            ),
            ft.Text(players, size=13),
        ],
        spacing=2,
        tight=True,
    )
    return tap(
        label,
        ft.Container(content, padding=ft.Padding.symmetric(horizontal=8), alignment=ft.Alignment.CENTER_LEFT),
        lambda _: app.go(f"/history/{summary.id}"),  # type: ignore[attr-defined]
        width=None,
        height=None,
        padding=8,
        border=ft.BorderSide(1, ft.Colors.OUTLINE_VARIANT),
        radius=12,
    )


def _deleter(app: App, game_id: str) -> Callable[[object], None]:
    """*Delete the game*: it leaves history, with *Undo* to put it back."""
    archive = app.store.archive

    def delete(_: object) -> None:
        try:
            removed = archive.delete(game_id)
        except KeyError:  # deleted on another device since this screen was drawn
            app.notify(text("ui.game_gone"))
            app.archive.changed()
            app.go("/history")
            return
        except (ReadOnly, OSError) as error:
            app.notify(text("ui.cannot_change", {"reason": failure_text(error)}))
            return
        app.archive.changed()

        def undo(_: object) -> None:
            try:
                if not archive.add_all([removed]):  # put back on another device meanwhile: that one is kept
                    app.notify(text("ui.game_back_already"))
            except (ReadOnly, OSError) as error:
                app.notify(text("ui.cannot_change", {"reason": failure_text(error)}))
            app.archive.changed()

        app.notify(text("ui.deleted"), action=(text("ui.undo"), undo))
        app.go("/history")

    return delete


def SheetGameInHistory(app: App, record: GameRecord) -> ft.View:
    """A game scored from a sheet as history keeps it: its result table, every line, re-scored from its sheet."""
    game = record.summary.game
    try:
        result = scored_sheet(game, record.sheet().sheet)
    except (ValidationError, ValueError):
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.game_unreadable"))], back="/history")
    when = local_time(_played(record.summary))
    controls: list[ft.Control] = [
        ft.Text(text(GAMES[game].name), weight=ft.FontWeight.BOLD),
        ft.Text(ntext("ui.game_date", record.summary.duration_min, {"date": when})),
        winners_line(result),
        results_table(result, game),
        *share_buttons(app.page, record.summary, lambda: app.notify(text("ui.result_copied"))),
        text_button(text("ui.delete_game"), _deleter(app, record.summary.id), Icons.DELETE),
    ]
    return screen(app, text("ui.game"), controls, back="/history")


@ft.component
def GameInHistory() -> ft.View:
    app = use_app()
    window = use_window()
    archive = app.store.archive
    game_id = ft.use_route_params().get("game", "")
    detail, set_detail = stateful(cast("int | None", None))
    try:
        record = archive.get(game_id)
        shown = GAMES[record.summary.game].in_history()
        replayed = None if shown is None else record.replay()
    except KeyError:
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.history_game_missing"))], back="/history")
    except (TypeError, ValueError):
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.game_unreadable"))], back="/history")
    if shown is None:
        return SheetGameInHistory(app, record)
    played = shown(replayed, app.settings.dark, window, set_detail)
    if played is None:
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.game_unreadable"))], back="/history")
    when = local_time(_played(record.summary))
    controls: list[ft.Control] = [
        ft.Text(ntext("ui.game_date", record.summary.duration_min, {"date": when})),
        *played.controls,
        *share_buttons(app.page, record.summary, lambda: app.notify(text("ui.result_copied"))),
        text_button(text("ui.delete_game"), _deleter(app, record.summary.id), Icons.DELETE),
    ]
    ft.use_dialog(played.detail(detail, lambda: set_detail(None)) if detail is not None else None)
    return screen(app, text("ui.game"), controls, back="/history")


@ft.component
def PlayersStats() -> ft.View:
    """Who wins, and how: games, wins, averages, head to head, where the points come from, records."""
    app = use_app()
    ft.use_state(app.archive)
    renaming, set_renaming = stateful(cast("str | None", None))
    game, set_game = stateful("all")
    stats, records = statistics(app.store.archive.documents(), None if game == "all" else game)
    alike = {name: group for group in lookalikes(stats) for name in group}
    controls: list[ft.Control] = [*game_choice(game, set_game)]
    for name, player in sorted(stats.items(), key=lambda item: (-item[1].wins, item[0])):
        lines: list[ft.Control] = [
            heading(name, size=18),
            ft.Text(
                text(
                    "ui.stats_line",
                    {
                        "games": ntext("ui.games", player.games),
                        "wins": ntext("ui.wins", player.wins),
                        "rate": round(100 * player.win_rate),
                        "average": round(player.average, 1),
                        "best": player.best,
                    },
                )
            ),
        ]
        if player.beat:
            lines.append(
                ft.Text(
                    text("ui.head_to_head", {"list": ", ".join(f"{o} {n}" for o, n in sorted(player.beat.items()))}),
                    size=13,
                )
            )
        if name in alike:
            others = ", ".join(other for other in alike[name] if other != name)
            lines.append(ft.Text(text("ui.lookalikes", {"names": others}), size=13, italic=True))
        lines.append(_source_bars(player.sources, player.games, game))
        lines.append(text_button(text("ui.rename", {"name": name}), lambda _, n=name: set_renaming(n), Icons.EDIT))
        controls.append(ft.Card(content=ft.Container(ft.Column(lines, spacing=4), padding=12)))
    if not stats:
        controls.append(ft.Text(text("ui.history_empty")))
    record_lines = [
        ft.Text(text(f"ui.record_{key}", {"value": value, "name": who}))
        for key, (value, who, _) in (
            ("score", records.highest_score),
            ("supply", records.biggest_supply),
            ("island", records.longest_island),
        )
        if who
    ]
    if record_lines:
        controls += [heading(text("ui.records")), *record_lines]
    ft.use_dialog(rename_dialog(app, renaming, lambda: set_renaming(None), app.archive.changed) if renaming else None)
    return screen(app, text("ui.players_stats"), controls, back="/history")


def _source_bars(sources: dict[str, int], games: int, game: str = DEFAULT) -> ft.Control:
    """Average points a game from each source that gave any: one line each, the source's name and number
    (text that wraps, whatever its size) beside its bar, drawn from a zero line shared by every bar; each line
    is read on its own too. Vikings' sources across games; a game scored from a sheet's lines where it alone
    is chosen (`statistics` keeps them by their message code)."""
    if game in GAMES and game != DEFAULT:
        codes = {code: code for code in sources if code.startswith(f"{game}.line.")}
    else:
        codes = {source: f"source.{source}" for source in SOURCES}
    shown = [(codes[source], sources.get(source, 0) / max(games, 1)) for source in codes if sources.get(source, 0)]
    if not shown:
        return ft.Container()
    low, high = min(0, *(v for _, v in shown)), max(0, *(v for _, v in shown))
    lines: list[ft.Control] = [ft.Text(text("ui.axis_per_game"), size=12)]
    words: list[str] = []
    for source, value in shown:
        name, number = text(source), number_text(round(value, 1))
        words.append(f"{name} {number}")
        line = ft.Row([ft.Text(words[-1], size=13, expand=1), _bar(value, low, high)], spacing=8)
        said = text("ui.bar_tooltip", {"source": name, "value": number})
        lines.append(ft.Semantics(content=line, label=said, container=True, exclude_semantics=True))
    return ft.Semantics(
        content=ft.Column(lines, spacing=4),
        label=text("ui.sources_label", {"list": " · ".join(words)}),
        container=True,
    )


def _bar(value: float, low: float, high: float) -> ft.Control:
    """A bar from zero to `value` on a scale from `low` (zero or below) to `high` (zero or above)."""
    span = high - low

    def part(size: float, colour: str | None = None) -> list[ft.Control]:
        share = round(1000 * size / span)
        return [ft.Container(height=14, bgcolor=colour, expand=share)] if share else []

    bar = part(abs(value), ft.Colors.PRIMARY)
    zero: list[ft.Control] = [ft.Container(width=2, height=22, bgcolor=ft.Colors.ON_SURFACE_VARIANT)]
    middle = bar + zero if value < 0 else zero + bar
    return ft.Row(
        [*part(min(value, 0) - low), *middle, *part(high - max(value, 0))],
        spacing=0,
        expand=1,
    )


def rename_dialog(app: object, name: str, close: object, changed: object) -> ft.AlertDialog:
    """Rename a player in every game; a name another player has merges the two when asked to (never two
    players of one game)."""
    field = ft.TextField(value=name, label=text("ui.rename_to", {"name": name}), autofocus=True)
    merge = ft.Checkbox(label=text("ui.rename_merge"), value=False)

    def confirm(_: object) -> None:
        close()  # type: ignore[operator]
        try:
            count = app.store.archive.rename(name, field.value or "", merge=bool(merge.value))  # type: ignore[attr-defined]
            app.notify(ntext("cli.renamed", count))  # type: ignore[attr-defined]
        except RenameRefused as refused:  # the reason; the players are drawn again as they now are
            app.notify(str(refused))  # type: ignore[attr-defined]
        except (ReadOnly, OSError) as error:
            app.notify(text("ui.cannot_change", {"reason": failure_text(error)}))  # type: ignore[attr-defined]
        changed()  # type: ignore[operator]

    return ft.AlertDialog(
        title=ft.Text(text("ui.rename", {"name": name})),
        content=ft.Column([field, merge], tight=True),
        actions=[
            ft.TextButton(content=text("ui.cancel"), on_click=lambda _: close()),  # type: ignore[operator]
            ft.FilledButton(content=text("ui.confirm"), on_click=confirm),
        ],
    )
