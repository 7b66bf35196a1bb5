"""The table's turns without a browser: on a device that keeps the mover's homeland after a turn, which turn is
held, what keeps it held (amending it) and what ends it (the next turn beginning, another action, an undo)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from companion.games.vikings import Piece, Row, Sail, Viking
from companion.games.vikings.at_table import VikingsModel
from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import LaidShip, TurnTaken
from companion.games.vikings.screens.table import Turns, _auction_words
from companion.history import GameStore
from companion.ui.session import TableSession

SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange")), money="purse")


@pytest.fixture
def turns(tmp_path: Path) -> Turns:
    """A two-player game whose start tiles are laid (Ada's turn next), on a table that was open all along."""
    model = VikingsModel(TableSession.start(GameStore(tmp_path / "games.json"), SETUP), lambda *_, **__: None)
    turns = Turns(model)
    turns.lay_tile(Row.noble, 1)
    turns.lay_tile(Row.noble, 1)
    return turns


def held_by(turns: Turns) -> str | None:
    """Whose homeland the table keeps on a device that keeps it."""
    held = turns.held(True)
    return None if held is None else turns.model.state.players[held.player].name


def test_the_turn_just_taken_is_held_until_the_next_player_goes_on(turns: Turns) -> None:
    assert held_by(turns) == "Bo"  # a start tile is held as any turn
    assert turns.held(False) is None  # the default: the next player's homeland at once
    turns.go_on()
    assert held_by(turns) is None
    turns.lay_tile(Row.noble, 2)
    assert held_by(turns) == "Ada"
    turns.go_on()
    assert held_by(turns) is None


def test_a_ship_is_held_as_a_tile_is(turns: Turns) -> None:
    turns.go_on()
    turns.lay_ship(1, LaidShip(slot=1, sail=Sail.red), Viking.boatsman)
    held = turns.held(True)
    assert held is not None and held.ship is not None and held_by(turns) == "Ada"


def test_amending_the_turn_keeps_it_held_and_holds_the_amended_turn(turns: Turns) -> None:
    turns.go_on()
    turns.lay_tile(Row.noble, 2)
    laid = turns.held(True)
    assert laid is not None and laid.tile is not None
    other = Piece.middle if laid.tile.piece is Piece.end else Piece.end
    turns.make_piece(other)
    amended = turns.held(True)
    assert amended is not None and amended.tile is not None and amended.tile.piece is other


@pytest.mark.parametrize(
    "begin",
    [
        lambda turns: turns.choose_viking(Viking.noble),  # the next player picks the viking for the mainland
        lambda turns: turns.choose_price(3),  # the next player's price
        lambda turns: turns.choose_bid(2),  # the start player auction's bid (progress rules)
        lambda turns: turns.convert(0),  # points into gold, whoever's
        lambda turns: turns.convert(1),
    ],
)
def test_a_tap_of_the_next_turn_away_from_the_homeland_ends_the_hold(
    turns: Turns, begin: Callable[[Turns], object]
) -> None:
    assert held_by(turns) == "Bo"
    begin(turns)
    assert held_by(turns) is None


def test_undoing_the_points_turned_into_gold_does_not_hold_again(turns: Turns) -> None:
    turns.convert(0)
    assert held_by(turns) is None
    turns.model.undo()
    assert held_by(turns) is None


def test_an_undo_shows_the_turn_to_take_again_and_a_redo_holds_the_turn_it_brings_back(turns: Turns) -> None:
    turns.go_on()
    turns.lay_tile(Row.noble, 2)  # Ada's turn, held
    turns.model.undo()
    assert held_by(turns) is None  # Ada's turn to take again, on her homeland
    turns.model.redo()
    assert held_by(turns) == "Ada"
    turns.go_on()
    turns.lay_tile(Row.noble, 2)  # Bo's turn, held; he goes on to Ada's
    turns.go_on()
    turns.model.undo()
    assert held_by(turns) is None  # Bo's turn to take again, not Ada's held


def test_a_table_opened_after_a_turn_shows_the_next_players_homeland(turns: Turns) -> None:
    assert held_by(Turns(turns.model)) is None


def test_the_last_turn_of_a_round_is_not_held_the_rounds_scoring_comes(turns: Turns) -> None:
    while turns.turn is not None:
        turns.go_on()
        turns.choose_viking(Viking.warrior)
        turns.discard()
    assert isinstance(turns.model.session.game.actions[-1], TurnTaken)  # the round's last tile, just taken
    assert held_by(turns) is None


@pytest.fixture
def sheets() -> list[tuple[object, ...] | None]:
    """Every sheet the table opened (None: closed), in order."""
    return []


@pytest.fixture
def auction(tmp_path: Path, sheets: list[tuple[object, ...] | None]) -> Turns:
    """A two-player progress game, round 1, before its start tiles, on a table whose sheets go to `sheets`."""
    setup = SETUP.model_copy(update={"rules": "progress"})
    model = VikingsModel(TableSession.start(GameStore(tmp_path / "games.json"), setup), lambda *_, **__: None)
    turns = Turns(model)
    turns.set_sheet = sheets.append
    return turns


def test_the_auction_line_says_what_it_offers_won_or_went_without(
    auction: Turns, sheets: list[tuple[object, ...] | None]
) -> None:
    assert _auction_words(auction.model.state) == "Start-player auction"
    auction.enter_auction()
    auction.choose_bid(2)
    auction.win_auction(1)
    assert sheets == [("auction",), None]  # the winner closes the sheet
    assert _auction_words(auction.model.state) == "Bo won the auction for 2 and starts the round"
    auction.model.undo()
    assert _auction_words(auction.model.state) == "Start-player auction"
    # Nobody won it: the round's first bought tile closes it, and the marker's holder starts.
    auction.lay_tile(Row.noble, 1)
    auction.lay_tile(Row.noble, 1)
    assert _auction_words(auction.model.state) == "Start-player auction"  # start tiles are bought by nobody
    auction.lay_tile(Row.noble, 2)
    assert _auction_words(auction.model.state) == "Ada starts the round: no auction entered"


def test_a_bid_chosen_for_an_auction_nobody_won_is_not_kept_for_the_next(auction: Turns) -> None:
    auction.choose_bid(3)
    auction.lay_tile(Row.noble, 1)  # a start tile: the auction can still be entered, with its bid
    assert auction.bid == 3
    auction.lay_tile(Row.noble, 1)
    auction.lay_tile(Row.noble, 2)  # the round's first bought tile: the auction is over, unwon
    assert auction.bid == 0
