"""The table's parts a thumb hits: whole targets on a phone."""

from __future__ import annotations

import flet as ft

from companion.games.vikings.screens.turn_parts import (
    RowView,
    _AuctionChoice,
    _PriceChoice,
    convert_button,
    viking_choice,
)

TARGET = 48
"""Material's least target."""


def test_points_into_gold_is_a_whole_target_beside_the_players_row() -> None:
    converted: list[int] = []
    view = RowView(2, "Cnut", "tan", 10, "", "—", False, False)
    drawn = convert_button(view, converted.append)
    button = drawn.content
    assert isinstance(button, ft.TextButton)
    assert button.width is not None and button.height is not None
    assert min(button.width, button.height) >= TARGET  # once 40 by 36
    assert button.on_click is not None
    button.on_click(None)  # type: ignore[arg-type]
    assert converted == [2]


def test_the_vikings_to_send_to_the_mainland_are_whole_targets_on_one_line_of_a_phone() -> None:
    drawn = viking_choice(None, lambda viking: None, lambda: None)
    assert isinstance(drawn, ft.Column)
    line = drawn.controls[1]
    assert isinstance(line, ft.Row)
    buttons = [each.content for each in line.controls]
    assert all(isinstance(button, ft.TextButton) for button in buttons)
    sizes = [(button.width, button.height) for button in buttons]
    assert all(width is not None and height is not None and min(width, height) >= 44 for width, height in sizes)
    # Six vikings and the discard fit the 336 px between a 360 px phone's margins: nothing wraps.
    assert sum(width for width, _ in sizes) + line.spacing * (len(sizes) - 1) <= 360 - 2 * 12


def sizes(row: ft.Row) -> list[tuple[float, float]]:
    buttons = [each.content for each in row.controls]
    assert all(isinstance(button, ft.TextButton) for button in buttons)
    return [(button.width, button.height) for button in buttons]


def test_a_tiles_price_and_an_auctions_bid_are_whole_targets_six_to_a_line() -> None:
    # Once 28 by 40 (a price) and 28 by 36 (a bid), the price 11 alone on a second line.
    prices = _PriceChoice.__wrapped__(0, 5, 3, print)  # type: ignore[attr-defined]
    auction = _AuctionChoice.__wrapped__(("Ada", "Bo"), 0, print, print)  # type: ignore[attr-defined]
    bids = auction.controls[1]
    # The prices lie between a 360 px phone's margins; the bids on a sheet, 12 px in from them and padded 12.
    for row, room in ((prices, 360 - 2 * 12), (bids, 360 - 4 * 12)):
        assert isinstance(row, ft.Row)
        drawn = sizes(row)
        assert all(min(width, height) >= 44 for width, height in drawn)
        width = drawn[0][0]
        assert 6 * width + 5 * row.spacing <= room  # six fit
    assert len(sizes(prices)) == 12  # two lines of six
    assert auction.width <= 360 - 4 * 12
