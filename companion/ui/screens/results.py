"""A scoring's result at a glance: a compact table, players in order of rank, points by source; each
player's line-by-line detail one tap away. Shared by the round's scoring, the final results and history."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from companion.games.vikings import BoardResult, PlayerResult, Scoring
from companion.history.records import SOURCES, source_of
from companion.messages import amount_text, award_text, number_text, text

from ..theme import SEAT_COLOURS
from ..widgets import heading, tap

LABEL_WIDTH = 92
ROW_HEIGHT = 26


def sources_of(results: Sequence[BoardResult], seat: int) -> dict[str, tuple[int, int]]:
    """Points and gold each source gave one player over `results`."""
    sums = {source: (0, 0) for source in SOURCES}
    for result in results:
        for award in result.players[seat].breakdown:
            source = source_of(award.rule)
            if source is not None:
                points, gold = sums[source]
                sums[source] = (points + award.points, gold + award.gold)
    return sums


def _amount(points: int, gold: int) -> str:
    parts = [
        number_text(points, signed=True) if points else "",
        text("ui.gold_short", {"gold": number_text(gold, signed=True)}) if gold else "",
    ]
    return " ".join(part for part in parts if part) or number_text(0)


def result_table(
    result: BoardResult,
    counted: Sequence[BoardResult],
    colours: Sequence[str],
    open_detail: Callable[[int], None],
    *,
    show_gold: bool = True,
    announce: bool = False,
) -> ft.Control:
    """Players as columns in order of rank; rows: points, gold, what each source gave over `counted`. The table
    is read as the standings in one sentence, and with `announce` that sentence is spoken as it appears (a
    scoring just applied), politely, after whatever the screen reader is saying."""
    order = sorted(range(len(result.players)), key=lambda seat: (result.players[seat].rank, seat))
    sources = {seat: sources_of(counted, seat) for seat in order}
    shown = [source for source in SOURCES if any(sources[seat][source] != (0, 0) for seat in order)]
    width = 64

    def cell(value: str, *, bold: bool = False) -> ft.Control:
        return ft.Container(
            ft.Text(value, size=14, weight=ft.FontWeight.BOLD if bold else None, text_align=ft.TextAlign.CENTER),
            width=width,
            height=ROW_HEIGHT,
            alignment=ft.Alignment.CENTER,
        )

    def label(value: str) -> ft.Control:
        return ft.Container(
            ft.Text(value, size=13), width=LABEL_WIDTH, height=ROW_HEIGHT, alignment=ft.Alignment.CENTER_LEFT
        )

    heads: list[ft.Control] = [ft.Container(width=LABEL_WIDTH)]
    for seat in order:
        player = result.players[seat]
        marker = ft.Container(
            width=12,
            height=12,
            bgcolor=SEAT_COLOURS[colours[seat]],
            border_radius=6,
            border=ft.Border.all(1, "#616161"),
        )
        content = ft.Column(
            [
                ft.Row(
                    [marker, ft.Text(f"{player.rank}.", size=13, weight=ft.FontWeight.BOLD)],
                    spacing=3,
                    tight=True,
                    alignment=ft.MainAxisAlignment.CENTER,
                ),
                ft.Text(
                    player.name, size=13, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, text_align=ft.TextAlign.CENTER
                ),
            ],
            spacing=0,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tight=True,
        )
        heads.append(
            tap(
                text(
                    "ui.detail_of",
                    {"rank": player.rank, "name": player.name, "points": player.points, "gold": player.gold},
                ),
                content,
                lambda _, s=seat: open_detail(s),
                width=width,
                height=48,
                radius=8,
            )
        )
    lines: list[ft.Control] = [ft.Row(heads, spacing=0)]
    lines.append(
        ft.Row(
            [label(text("ui.table_points")), *[cell(str(result.players[s].points), bold=True) for s in order]],
            spacing=0,
        )
    )
    if show_gold:
        lines.append(
            ft.Row([label(text("ui.table_gold")), *[cell(str(result.players[s].gold)) for s in order]], spacing=0)
        )
    for source in shown:
        values = [cell(_amount(*sources[seat][source])) for seat in order]
        lines.append(ft.Row([label(text(f"source.{source}")), *values], spacing=0))
    transports = [result.players[seat].transport for seat in order]
    if any(transport.moves for transport in transports):
        moved = [cell(_moved(transport)) for transport in transports]
        lines.append(ft.Row([label(text("ui.table_transport")), *moved], spacing=0))
    scorings = text("ui.result_table", {"scorings": ", ".join(text(f"scoring.{s.value}") for s in result.scorings)})
    standings = "; ".join(rank_line(result.players[seat], show_gold) for seat in order)
    return ft.Semantics(
        content=ft.Column(lines, spacing=0),
        label=text("ui.result_standings", {"scorings": scorings, "standings": standings}),
        live_region=announce or None,
        container=True,
    )


def _moved(transport: object) -> str:
    placements = transport.placements  # type: ignore[attr-defined]
    return text("ui.moved", {"count": len(placements)}) if placements else "—"


def rank_line(player: PlayerResult, show_gold: bool = True) -> str:
    """A player's rank, name, points and (with `show_gold`) gold, in one line."""
    values = {"rank": player.rank, "name": player.name, "points": player.points, "gold": player.gold}
    return text("ui.rank_line" if show_gold else "ui.rank_line_points", values)


def detail_dialog(player: PlayerResult, close: Callable[[], None], *, show_gold: bool = True) -> ft.AlertDialog:
    """One player's lines, each with what it gave: the 'why' of every point."""
    lines: list[ft.Control] = []
    section: Scoring | None = None
    for award in player.breakdown:
        if award.scoring is not section:
            section = award.scoring
            lines.append(heading(text(f"scoring.{section.value}"), size=14, level=3))
        amount = "" if award.scoring is Scoring.transport else f": {amount_text(award.points, award.gold)}"
        lines.append(ft.Text(f"{award_text(award)}{amount}", size=13))
    headline = rank_line(player, show_gold)
    return ft.AlertDialog(
        title=heading(headline, size=16),
        content=ft.Column(lines, spacing=2, scroll=ft.ScrollMode.AUTO, tight=True, width=320),
        actions=[ft.TextButton(content=text("ui.close"), on_click=lambda _: close())],
        on_dismiss=lambda _: close(),
        inset_padding=ft.Padding.symmetric(horizontal=12, vertical=24),
    )
