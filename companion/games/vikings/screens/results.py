"""A scoring's result at a glance: a compact table, players in order of rank, points by source; each
player's line-by-line detail one tap away. Shared by the round's scoring, the final results and history."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import flet as ft

from companion.games.vikings import BoardResult, PlayerResult, Scoring
from companion.messages import amount_text, number_text, text
from companion.ui.theme import SEAT_COLOURS
from companion.ui.widgets import heading, tap

from ..sources import SOURCES, source_of
from ..words import award_text

LINE = 20
"""The height of every line of the result table at 100 % text; it grows with the text, the same in every cell,
so that a row lines up across the columns."""
COLUMN_WIDTH = 64
"""A player's column is this wide at least (four fit a phone), wider when its text needs it."""


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


def _line(value: str, size: int, *, bold: bool = False, read: str | None = None) -> ft.Text:
    """One line of the table in `size`, `LINE` tall whatever the size, scaled with the browser's text; `read`
    is what a screen reader says for it instead."""
    weight = ft.FontWeight.BOLD if bold else None
    style = ft.TextStyle(size=size, height=LINE / size, weight=weight)
    return ft.Text(value, max_lines=1, style=style, semantics_label=read)


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
    scoring just applied), politely, after whatever the screen reader is saying.

    Each column sizes to its text, and the players' columns scroll sideways beside the rows' names when they
    are wider than the screen (large text), rather than cutting a value off."""
    result = ranked_as_known(result, gold_known=show_gold)
    order = sorted(range(len(result.players)), key=lambda seat: (result.players[seat].rank, seat))
    sources = {seat: sources_of(counted, seat) for seat in order}
    shown = [source for source in SOURCES if any(sources[seat][source] != (0, 0) for seat in order)]
    rows: list[tuple[str, list[str]]] = [(text("ui.table_points"), [str(result.players[s].points) for s in order])]
    if show_gold:
        rows.append((text("ui.table_gold"), [str(result.players[s].gold) for s in order]))
    rows += [(text(f"source.{source}"), [_amount(*sources[seat][source]) for seat in order]) for source in shown]
    transports = [result.players[seat].transport for seat in order]
    if any(transport.moves for transport in transports):
        rows.append((text("ui.table_transport"), [_moved(transport) for transport in transports]))

    def cell(line: ft.Text) -> ft.Control:
        return ft.Container(line, padding=ft.Padding.symmetric(horizontal=4, vertical=3))

    def head(rank: str, name: str, marker: ft.Control | None = None) -> ft.Control:
        """A column's head: its two lines, as tall as `LINE` makes them (blank over the rows' names)."""
        top = _line(rank, 13, bold=True)
        lines = ft.Column(
            [
                top if marker is None else ft.Row([marker, top], spacing=3, tight=True),
                _line(name, 13),
            ],
            spacing=0,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            tight=True,
        )
        return ft.Container(lines, padding=ft.Padding.symmetric(horizontal=4, vertical=4))

    # The rows' names are read with each value ("Points 64"), player by player, after the player's button.
    names = ft.Semantics(
        content=ft.Column([head("", ""), *[cell(_line(name, 13)) for name, _ in rows]], spacing=0, tight=True),
        exclude_semantics=True,
    )
    columns: list[ft.Control] = []
    for index, seat in enumerate(order):
        player = result.players[seat]
        marker = ft.Container(
            width=12,
            height=12,
            bgcolor=SEAT_COLOURS[colours[seat]],
            border_radius=6,
            border=ft.Border.all(1, "#616161"),
        )
        # With the coins on the table the app's gold leaves the payments out: it is not read out.
        values = {"rank": player.rank, "name": player.name, "count": player.points, "gold": player.gold}
        button = tap(
            text("ui.detail_of" if show_gold else "ui.detail_of_points", values),
            head(f"{player.rank}.", player.name, marker),
            lambda _, s=seat: open_detail(s),
            width=None,
            height=None,
            radius=8,
        )
        cells = [
            cell(_line(row[index], 14, bold=number == 0, read=f"{name} {row[index]}"))
            for number, (name, row) in enumerate(rows)
        ]
        columns.append(
            ft.Column(
                [ft.Container(width=COLUMN_WIDTH), button, *cells],
                spacing=0,
                horizontal_alignment=ft.CrossAxisAlignment.CENTER,
                tight=True,
            )
        )
    players = ft.Row(
        columns, spacing=0, scroll=ft.ScrollMode.AUTO, expand=True, vertical_alignment=ft.CrossAxisAlignment.START
    )
    scorings = text("ui.result_table", {"scorings": ", ".join(text(f"scoring.{s.value}") for s in result.scorings)})
    standings = "; ".join(rank_line(result.players[seat], show_gold) for seat in order)
    table = ft.Semantics(
        content=ft.Row([names, players], spacing=0, vertical_alignment=ft.CrossAxisAlignment.START),
        label=text("ui.result_standings", {"scorings": scorings, "standings": standings}),
        live_region=announce or None,
        container=True,
    )
    ties = [] if show_gold else ties_on_points(result)
    if not ties:
        return table
    return ft.Column([table, *(ft.Text(tie, size=12, italic=True) for tie in ties)], spacing=4)


def ranked_as_known(result: BoardResult, *, gold_known: bool) -> BoardResult:
    """The result ranked as far as the app knows: with the coins on the table its gold leaves the payments out,
    so players level on points share their rank rather than be ranked by that gold ("Final scoring", winner:
    the tie is the table's to break, `ties_on_points`)."""
    if gold_known:
        return result
    points = [player.points for player in result.players]
    players = tuple(
        player._replace(rank=1 + sum(other > player.points for other in points)) for player in result.players
    )
    return result._replace(players=players)


def ties_on_points(result: BoardResult) -> list[str]:
    """With the coins on the table, players level on points: a tie goes to the most gold ("Final scoring",
    winner), which only the table knows, so the screen says so rather than rank them by a gold that leaves the
    payments out."""
    level: dict[int, list[str]] = {}
    for player in result.players:
        level.setdefault(player.points, []).append(player.name)
    return [
        text("ui.tie_on_points", {"names": ", ".join(names)})
        for _, names in sorted(level.items(), reverse=True)
        if len(names) > 1
    ]


def _moved(transport: object) -> str:
    placements = transport.placements  # type: ignore[attr-defined]
    return text("ui.moved", {"count": len(placements)}) if placements else "—"


def rank_line(player: PlayerResult, show_gold: bool = True) -> str:
    """A player's rank, name, points and (with `show_gold`) gold, in one line."""
    values = {"rank": player.rank, "name": player.name, "count": player.points, "gold": player.gold}
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
