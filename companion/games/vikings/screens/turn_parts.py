"""Parts of the table screen, each a memoised component of plain values: a player's row, the viking and
price choices of a turn, and the turn just taken. A tap renders again only the parts whose values changed."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import flet as ft

from companion.games.vikings import Piece, Viking
from companion.messages import text
from companion.ui.screens.common import LARGE_TEXT, use_window
from companion.ui.theme import SEAT_COLOURS
from companion.ui.widgets import chip, icon_button, tap

from .colours import VIKING_COLOURS, VIKING_LETTERS

PRICES = range(12)


class RowView(NamedTuple):
    seat: int
    name: str
    colour: str
    points: int
    gold: str
    gain: str
    playing: bool
    starts: bool


@ft.component
def _PlayerRow(view: RowView, open_homeland: Callable[[int], None], convert: Callable[[int], None]) -> ft.Control:
    """One player in one line: colour, name, points, gold (when the app keeps it) and the next scoring's gain;
    a tap opens the homeland, the button beside turns points into gold. With large text, the figures go on a
    second line under the name."""
    scale = use_window().text_scale
    one_line = scale < LARGE_TEXT
    marker = ft.Container(
        width=16, height=16, bgcolor=SEAT_COLOURS[view.colour], border_radius=8, border=ft.Border.all(1, "#616161")
    )
    flag: list[ft.Control] = [ft.Icon(ft.Icons.FLAG, size=14)] if view.starts else []
    name = ft.Text(
        view.name,
        size=15,
        weight=ft.FontWeight.BOLD if view.playing else ft.FontWeight.W_500,
        max_lines=1,
        overflow=ft.TextOverflow.ELLIPSIS,
        expand=True,
    )

    def column(width: float) -> float | None:
        """Figures line up in columns on one line; on two, each takes the room its text needs."""
        return width * scale if one_line else None

    points = text("ui.points_short", {"points": view.points})
    figures: list[ft.Control] = [ft.Text(points, size=15, width=column(52))]
    if view.gold:
        figures.append(ft.Text(view.gold, size=15, width=column(44)))
    figures.append(ft.Text(view.gain, size=13, width=column(76), color=ft.Colors.PRIMARY))
    label = text(
        "ui.player_row", {"name": view.name, "points": view.points, "gold": view.gold or "—", "gain": view.gain}
    )
    if view.playing:
        label += text("ui.player_row_playing")
    if view.starts:
        label += text("ui.player_row_starts")
    row: ft.Control
    if one_line:
        row = ft.Row([marker, *flag, name, *figures], spacing=6)
    else:
        row = ft.Column([ft.Row([marker, *flag, name], spacing=6), ft.Row(figures, spacing=12, wrap=True)], spacing=0)
    fill = ft.Colors.SECONDARY_CONTAINER if view.playing else None
    return ft.Row(
        [
            tap(
                label,
                row,
                lambda _: open_homeland(view.seat),
                width=None,
                height=None,
                bgcolor=fill,
                padding=7,
                radius=10,
            ),
            tap(
                text("ui.convert_for", {"name": view.name}),
                ft.Icon(ft.Icons.CURRENCY_EXCHANGE, size=20),
                lambda _: convert(view.seat),
                width=40,
                height=36,
                radius=18,
            ),
        ],
        spacing=2,
    )


PlayerRow = ft.memo(_PlayerRow)


@ft.component
def _VikingChoice(chosen: Viking | None, choose: Callable[[Viking], None], discard: Callable[[], None]) -> ft.Control:
    """The viking that goes to the mainland instead of standing on its tile, picked before the tile's cell;
    with a viking picked, the tile can also be one that could not be laid."""
    buttons: list[ft.Control] = []
    for viking in Viking:
        fill, ink = VIKING_COLOURS[viking]
        selected = viking is chosen
        buttons.append(
            tap(
                text("ui.viking_goes_to_mainland", {"who": viking.value}),
                ft.Text(VIKING_LETTERS[viking], color=ink, weight=ft.FontWeight.BOLD, size=16),
                lambda _, v=viking: choose(v),
                width=40,
                height=40,
                bgcolor=fill,
                border=ft.BorderSide(4, ft.Colors.PRIMARY) if selected else ft.BorderSide(1, "#FFFFFF"),
                radius=20,
                selected=selected,
            )
        )
    thrown = icon_button(ft.Icons.DELETE_OUTLINE, text("ui.discard"), (lambda _: discard()) if chosen else None)
    return ft.Column(
        [ft.Text(text("ui.viking_row_hint"), size=12), ft.Row([*buttons, thrown], spacing=4, wrap=True)], spacing=2
    )


VikingChoice = ft.memo(_VikingChoice)


@ft.component
def _PriceChoice(price: int, gold: int, points: int, choose: Callable[[int], None]) -> ft.Control:
    """The tile's price on the wheel, one tap; a price beyond the gold is paid with points turned into gold."""
    chips: list[ft.Control] = []
    for each in PRICES:
        short = max(0, each - gold)
        affordable = short <= points
        label = text("ui.price_choice", {"price": each})
        if short and affordable:
            label += text("ui.price_with_points", {"points": short})
        chips.append(
            tap(
                label,
                ft.Text(str(each), size=14, weight=ft.FontWeight.BOLD if each == price else None),
                (lambda _, p=each: choose(p)) if affordable else None,
                width=28,
                height=40,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if each == price else None,
                radius=6,
                selected=each == price,
            )
        )
    return ft.Row(chips, spacing=1, wrap=True)


PriceChoice = ft.memo(_PriceChoice)


class LastTurnView(NamedTuple):
    words: str
    pieces: tuple[Piece, ...]
    """The other pieces that would fit where the turn's tile lies."""
    specials: tuple[tuple[str, bool], ...] = ()
    """The special tiles the turn may bring (progress rules), each with whether it brought it."""
    island: bool | None = None
    """Whether the waiting special island replaced the turn's tile; None when it cannot."""


class SpecialTaps(NamedTuple):
    """What a tap on the last turn's special chips does: take (or put back) a tile, lay the island there."""

    take: Callable[[str], None]
    island: Callable[[], None]


def _chip(label: str, words: str, on_tap: Callable[[], None], chosen: bool) -> ft.Control:
    return chip(
        words,
        ft.Text(label, size=13, weight=ft.FontWeight.BOLD if chosen else None),
        on_tap,
        filled=chosen,
        selected=chosen,
    )


def _special_row(view: LastTurnView, taps: SpecialTaps) -> ft.Control:
    """One tap takes a special tile with the turn (again: puts it back); one more lays the waiting island."""
    chips: list[ft.Control] = [ft.Text(text("ui.special_offer"), size=12)]
    for kind, chosen in view.specials:
        words = text("ui.give_back_special" if chosen else "ui.take_special", {"special": kind})
        chips.append(_chip(text(f"special_short.{kind}"), words, partial(taps.take, kind), chosen))
    if view.island is not None:
        chips.append(_chip(text("ui.island_here_short"), text("ui.island_here"), taps.island, view.island))
    return ft.Row(chips, spacing=4, run_spacing=4, wrap=True)


@ft.component
def _LastTurn(view: LastTurnView, make_piece: Callable[[Piece], None], specials: SpecialTaps) -> ft.Control:
    """The turn just taken, with what can still be changed about it in one tap: its piece, and under the
    progress rules the special tile it brings."""
    chips: list[ft.Control] = [
        chip(
            text("ui.make_piece", {"piece": piece.value}),
            ft.Row(
                [ft.Icon(ft.Icons.SWAP_HORIZ, size=16), ft.Text(text(f"piece.{piece.value}"), size=13)],
                spacing=2,
                tight=True,
            ),
            partial(make_piece, piece),
        )
        for piece in view.pieces
    ]
    words = text("ui.last_turn", {"what": view.words})
    line: ft.Control
    if use_window().text_scale < LARGE_TEXT:
        line = ft.Row([ft.Text(words, size=12, italic=True, expand=True), *chips], spacing=4)
    else:  # beside the buttons, the words would be squeezed into a narrow column
        line = ft.Column([ft.Text(words, size=12, italic=True), ft.Row(chips, spacing=4, run_spacing=4, wrap=True)])
    if not view.specials and view.island is None:
        return line
    return ft.Column([line, _special_row(view, specials)], spacing=4)


LastTurn = ft.memo(_LastTurn)

BIDS = range(16)


@ft.component
def _AuctionChoice(
    names: tuple[str, ...], bid: int | None, choose_bid: Callable[[int], None], win: Callable[[int], None]
) -> ft.Control:
    """The start-player auction (progress rules): the winning bid in one tap (with the app's purse; `bid` is
    None with the coins on the table), then its winner in another."""
    controls: list[ft.Control] = [
        ft.Text(text("ui.auction"), size=14, weight=ft.FontWeight.W_600),
        ft.Text(text("ui.auction_hint_coins" if bid is None else "ui.auction_hint_purse"), size=12),
    ]
    if bid is not None:
        chips: list[ft.Control] = [
            tap(
                text("ui.bid_choice", {"price": each}) + (text("grid.selected") if each == bid else ""),
                ft.Text(str(each), size=14, weight=ft.FontWeight.BOLD if each == bid else None),
                lambda _, p=each: choose_bid(p),
                width=28,
                height=36,
                bgcolor=ft.Colors.PRIMARY_CONTAINER if each == bid else None,
                radius=6,
            )
            for each in BIDS
        ]
        controls.append(ft.Row(chips, spacing=1, wrap=True))
    winners = [
        _chip(name, text("ui.auction_won_by", {"name": name}), partial(win, seat), False)
        for seat, name in enumerate(names)
    ]
    controls.append(ft.Row(winners, spacing=4, wrap=True))
    return ft.Column(controls, spacing=4)


AuctionChoice = ft.memo(_AuctionChoice)
