"""Parts of the table screen, each a memoised component of plain values: a player's row, the viking and
price choices of a turn, and the action just taken. A tap renders again only the parts whose values changed."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import flet as ft

from companion.games.vikings import Piece, Viking
from companion.messages import text
from companion.ui.icons import Icons
from companion.ui.screens.common import LARGE_TEXT, use_window
from companion.ui.theme import LAND, SEAT_COLOURS, SELECTED, SELECTED_DARK, WATER, WATER_DARK
from companion.ui.widgets import CHIP, chip, icon_button, tap

from .colours import viking_button
from .homeland_grid import land

PRICES = range(12)
NUMBER_CHIP = (52, 44)
"""A price to tap: never under 44 px, six to a line of a 360 px phone (the 12 prices in two lines)."""


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
    flag: list[ft.Control] = [ft.Icon(Icons.FLAG, size=14)] if view.starts else []
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
        "ui.player_row", {"name": view.name, "count": view.points, "gold": view.gold or "—", "gain": view.gain}
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
    # The row takes all the width the button beside it leaves, so that every row's button stands in one column
    # and none moves when the turn passes (a row as wide as its words was wider for the player to play).
    whole = tap(
        label, row, lambda _: open_homeland(view.seat), width=None, height=None, bgcolor=fill, padding=7, radius=10
    )
    return ft.Row([ft.Container(whole, expand=True), convert_button(view, convert)], spacing=2)


def convert_button(view: RowView, convert: Callable[[int], None]) -> ft.Control:
    """Points into gold for the row's player: a whole target (Material's 48 px) beside the row."""
    return tap(
        text("ui.convert_for", {"name": view.name}),
        ft.Icon(Icons.CURRENCY_EXCHANGE, size=20),
        lambda _: convert(view.seat),
        radius=24,
    )


PlayerRow = ft.memo(_PlayerRow)


VIKING_BUTTON = 44
"""A viking to send to the mainland: never under 44 px (Apple's least target), six of them and the discard
on one line of a 360 px phone."""


@ft.component
def _VikingChoice(chosen: Viking | None, choose: Callable[[Viking], None], discard: Callable[[], None]) -> ft.Control:
    return viking_choice(chosen, choose, discard)


def viking_choice(chosen: Viking | None, choose: Callable[[Viking], None], discard: Callable[[], None]) -> ft.Control:
    """The viking that goes to the mainland instead of standing on its tile, picked before the tile's cell;
    with a viking picked, the tile can also be one that could not be laid."""
    buttons: list[ft.Control] = [
        viking_button(
            viking, text("ui.viking_goes_to_mainland", {"who": viking.value}), viking is chosen, choose, VIKING_BUTTON
        )
        for viking in Viking
    ]
    thrown = icon_button(Icons.DELETE_OUTLINE, text("ui.discard"), (lambda _: discard()) if chosen else None)
    return ft.Column(
        [ft.Text(text("ui.viking_row_hint"), size=12), ft.Row([*buttons, thrown], spacing=2, wrap=True)], spacing=2
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
            label += text("ui.price_with_points", {"count": short})
        chips.append(
            tap(
                label,
                ft.Text(str(each), size=14, weight=ft.FontWeight.BOLD if each == price else None),
                (lambda _, p=each: choose(p)) if affordable else None,
                width=NUMBER_CHIP[0],
                height=NUMBER_CHIP[1],
                bgcolor=ft.Colors.PRIMARY_CONTAINER if each == price else None,
                radius=6,
                selected=each == price,
            )
        )
    return ft.Row(chips, spacing=4, run_spacing=4, wrap=True)


PriceChoice = ft.memo(_PriceChoice)


class LastTurnView(NamedTuple):
    words: str
    pieces: tuple[Piece, ...] = ()
    """Every piece that fits where the turn's tile lies, when more than one does (the one laid among them)."""
    piece: Piece | None = None
    """The piece the turn's tile was laid as."""
    beside: tuple[Piece | None, Piece | None] = (None, None)
    """The pieces on the cells left and right of the turn's tile (None: water), drawn around the choice."""
    specials: tuple[tuple[str, bool], ...] = ()
    """The special tiles the turn may bring (progress rules), each with whether it brought it."""
    island: bool | None = None
    """Whether the waiting special island replaced the turn's tile; None when it cannot."""
    reward: str = ""
    """The reward of the ship the turn laid, short ("3g"), which a tap changes; empty for any other turn."""
    converted: tuple[int, int] | None = None
    """Points just turned into gold: how many, and the most of the amounts offered instead."""
    dark: bool = False


class LastTaps(NamedTuple):
    """What a tap on the last action's chips does: choose the special tile it brings (a sheet of them), lay the
    island there, change the reward of the ship laid, turn another amount of points into gold (or choose among
    them all)."""

    choose: Callable[[], None]
    island: Callable[[], None]
    reward: Callable[[], None]
    convert: Callable[[int], None]
    more: Callable[[], None]


CONVERT_CHOICES = 3
"""The amounts of points into gold offered beside a conversion just made (1 to 3, as many as leave its words
two lines); "…" offers them all."""


LAST_LINE = 48
"""The last turn's line is this high whatever it holds (nothing yet, words, the pieces to choose from), so that
nothing under it moves when it changes."""
PIECE_BUTTON = 44


def _chip_line(scale: float) -> float:
    """How high a line of chips is drawn at the text `scale`, whatever it holds, so that nothing under it moves."""
    return CHIP * max(1.0, scale)


def _chip(label: str, words: str, on_tap: Callable[[], None], chosen: bool) -> ft.Control:
    return chip(
        words,
        ft.Text(label, size=13, weight=ft.FontWeight.BOLD if chosen else None),
        on_tap,
        filled=chosen,
        selected=chosen,
    )


def _special_row(view: LastTurnView | None, taps: LastTaps, height: float) -> ft.Control:
    """Under the progress rules, always one line: the special tile the last turn brings, a chip that opens the
    sheet of those it may bring (with the coins on the table that is every kind left in the box, three lines
    of chips that came and went with each turn and pushed the homeland down), and the waiting island, laid
    in one tap. Without a turn that may bring one, the line stays, empty, so that nothing under it moves."""
    specials = view.specials if view is not None else ()
    chips: list[ft.Control] = []
    if specials:
        chosen = next((kind for kind, taken in specials if taken), None)
        shown = text("ui.choose_special_short") if chosen is None else text(f"special_short.{chosen}")
        words = text("ui.choose_special") if chosen is None else text("ui.special_taken", {"special": chosen})
        chips += [ft.Text(text("ui.special_offer"), size=12), _chip(shown, words, taps.choose, chosen is not None)]
    if view is not None and view.island is not None:
        chips.append(_chip(text("ui.island_here_short"), text("ui.island_here"), taps.island, view.island))
    return ft.Row(chips, spacing=4, height=height, key="specials")


def _piece_button(piece: Piece, laid: bool, dark: bool, make_piece: Callable[[Piece], None]) -> ft.Control:
    """A piece the tile could be, drawn as it would lie on its cell; the one laid is marked."""
    label = text(f"ui.laid_as.{piece.value}" if laid else f"ui.make_piece.{piece.value}")
    return tap(
        label,
        ft.Stack([land(piece)], width=PIECE_BUTTON, height=PIECE_BUTTON),
        None if laid else lambda _: make_piece(piece),
        width=PIECE_BUTTON,
        height=PIECE_BUTTON,
        bgcolor=WATER_DARK if dark else WATER,
        border=ft.BorderSide(3, SELECTED_DARK if dark else SELECTED) if laid else None,
        radius=4,
        selected=laid,
        key=piece.value,
    )


def _amount_chips(amount: int, most: int, taps: LastTaps) -> list[ft.Control]:
    """The points just turned into gold, and the other amounts they could have been, one tap each."""
    chips: list[ft.Control] = [
        tap(
            text("ui.convert_amount", {"count": each}),
            ft.Text(str(each), size=14, weight=ft.FontWeight.BOLD if each == amount else None),
            None if each == amount else partial(lambda e, _: taps.convert(e), each),
            width=PIECE_BUTTON,
            height=PIECE_BUTTON,
            bgcolor=ft.Colors.PRIMARY_CONTAINER if each == amount else None,
            border=ft.BorderSide(1, ft.Colors.OUTLINE),
            radius=PIECE_BUTTON / 2,
            selected=each == amount,
            key=f"amount-{each}",
        )
        for each in range(1, most + 1)
    ]
    more = tap(
        text("ui.convert_other"),
        ft.Text("…", size=14),
        lambda _: taps.more(),
        width=PIECE_BUTTON,
        height=PIECE_BUTTON,
        border=ft.BorderSide(1, ft.Colors.OUTLINE),
        radius=PIECE_BUTTON / 2,
        key="more",
    )
    chips.append(more)
    return chips


NEIGHBOUR = 12
"""How much of each neighbouring cell is drawn beside the pieces to choose from."""


def _neighbour(piece: Piece | None, dark: bool, side: str) -> ft.Control:
    """The edge of the cell beside the turn's tile: land where its piece reaches the tile, else water."""
    reaches = piece is not None and (piece.land_right if side == "left" else piece.land_left)
    return ft.Container(
        bgcolor=LAND if reaches else (WATER_DARK if dark else WATER),
        width=NEIGHBOUR,
        height=PIECE_BUTTON - 8,
        key=f"beside-{side}",
    )


@ft.component
def _LastTurn(
    view: LastTurnView | None, make_piece: Callable[[Piece], None], specials: LastTaps, progress: bool = False
) -> ft.Control:
    """The action just taken, in words, with what can still be changed about it in one tap: the piece a tile
    was laid as (every piece that fits that cell, drawn), the reward of a ship, the points turned into gold,
    and under the `progress` rules the special tile a turn brings. Always as high, so that the turn under it
    never moves."""
    scale = use_window().text_scale
    large = scale >= LARGE_TEXT
    height = LAST_LINE * (2 if large else 1)
    special_line = _chip_line(scale)
    if view is None:
        line: ft.Control = ft.Container(height=height)
        return ft.Column([line, _special_row(None, specials, special_line)], spacing=4) if progress else line
    chips: list[ft.Control] = [
        _piece_button(piece, piece is view.piece, view.dark, make_piece) for piece in view.pieces
    ]
    if chips:  # the choice drawn where it lies: between the ends of its neighbours in the row
        chips = [_neighbour(view.beside[0], view.dark, "left"), *chips, _neighbour(view.beside[1], view.dark, "right")]
    if view.reward:
        icon = ft.Icon(Icons.EDIT, size=16)
        reward = ft.Row([icon, ft.Text(view.reward, size=13)], spacing=2, tight=True)
        chips.append(chip(text("ui.change_reward"), reward, specials.reward, key="reward"))
    if view.converted is not None:
        chips += _amount_chips(*view.converted, specials)
    words = ft.Text(
        text("ui.last_turn", {"what": view.words}),
        size=12,
        italic=True,
        max_lines=2 if not large or not chips else 1,
        overflow=ft.TextOverflow.ELLIPSIS,
        expand=not large,
    )
    if not large:
        line = ft.Row([words, *chips], spacing=4, height=height)
    else:  # beside the buttons, the words would be squeezed into a narrow column
        line = ft.Column([words, ft.Row(chips, spacing=4)], spacing=2, height=height)
    return ft.Column([line, _special_row(view, specials, special_line)], spacing=4) if progress else line


LastTurn = ft.memo(_LastTurn)

BIDS = range(16)
BID_CHIP = (48, 44)
"""A bid to tap on the auction's sheet: six to a line of the 312 px a 360 px phone leaves inside a sheet."""


@ft.component
def _AuctionChoice(
    names: tuple[str, ...], bid: int | None, choose_bid: Callable[[int], None], win: Callable[[int], None]
) -> ft.Control:
    """The start-player auction (progress rules), on its sheet: the winning bid in one tap (with the app's purse;
    `bid` is None with the coins on the table), then its winner in another."""
    controls: list[ft.Control] = [
        ft.Text(text("ui.auction_hint_coins" if bid is None else "ui.auction_hint_purse"), size=13),
    ]
    if bid is not None:
        chips: list[ft.Control] = [
            tap(
                text("ui.bid_choice", {"price": each}) + (text("grid.selected") if each == bid else ""),
                ft.Text(str(each), size=14, weight=ft.FontWeight.BOLD if each == bid else None),
                lambda _, p=each: choose_bid(p),
                width=BID_CHIP[0],
                height=BID_CHIP[1],
                bgcolor=ft.Colors.PRIMARY_CONTAINER if each == bid else None,
                radius=6,
            )
            for each in BIDS
        ]
        controls.append(ft.Row(chips, spacing=4, run_spacing=4, wrap=True))
    winners = [
        _chip(name, text("ui.auction_won_by", {"name": name}), partial(win, seat), False)
        for seat, name in enumerate(names)
    ]
    controls.append(ft.Row(winners, spacing=4, wrap=True))
    return ft.Column(controls, spacing=8, tight=True, width=6 * BID_CHIP[0] + 5 * 4)


AuctionChoice = ft.memo(_AuctionChoice)


@ft.component
def _AuctionLine(words: str, enter: Callable[[], None] | None) -> ft.Control:
    """The round's start-player auction (progress rules) in one line, as high all round so that the turn under
    it never moves: while it can be entered, a chip that opens its sheet (`enter`); then who won it and what they
    paid, or who starts the round without one."""
    said = ft.Text(words, size=12, italic=enter is None, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS, expand=True)
    chips: list[ft.Control] = [said]
    if enter is not None:
        icon = ft.Icon(Icons.GAVEL, size=16)
        who = ft.Row([icon, ft.Text(text("ui.auction_enter_short"), size=13)], spacing=4, tight=True)
        chips.append(chip(text("ui.auction_enter"), who, enter, key="auction"))
    return ft.Row(chips, spacing=4, height=_chip_line(use_window().text_scale), key="auction-line")


AuctionLine = ft.memo(_AuctionLine)


def hold_switch(hold: bool, switch: Callable[[], None]) -> ft.Control:
    """Whether this device keeps the mover's homeland after a turn (`Turns.held`): one chip on the New game
    screen, and at the foot of the table during a game, where nothing above it moves. Drawn as a chosen option
    is (filled) while on."""
    words = text("ui.hold_on")
    drawn = ft.Text(words, size=13, weight=ft.FontWeight.BOLD if hold else None)
    return chip(words, drawn, switch, filled=hold, selected=hold, key="hold")
