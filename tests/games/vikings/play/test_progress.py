"""The progress rules at the table: the start-player auction, special tiles taken with a turn, the special
island, the boat tile; and that any legal progress game replays to the engine's own scores."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.vikings import Board, Piece, Row, Special, SpecialTile, Viking, score_board
from companion.games.vikings.play import ActionRefused, Game, Seat, Setup
from companion.games.vikings.play.events import (
    EVENT,
    EVENTS,
    AuctionWon,
    LaidTile,
    Scored,
    SpecialIslandLaid,
    SpecialTilesSet,
    Transported,
    TurnTaken,
)
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.play.progress import wheel
from companion.games.vikings.play.state import round_start_player
from companion.games.vikings.play.turns import next_turn
from companion.games.vikings.validation import SPECIAL_TILES, SPECIAL_TILES_IN_BOX
from tests.games.refusals import refusal

from ..strategies import boards
from .progress_games import play_progress_game

SEATS = (Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))
MIXED = (Viking.warrior, Viking.scout, Viking.goldsmith, Viking.fisherman, Viking.boatsman)
"""Vikings for turns that only fill the round, varied so that no colour runs out."""


def new_game(rules: str = "progress", money: str = "purse", start: int = 0, quick: bool = False) -> Game:
    return Game.new(Setup(seats=SEATS, rules=rules, money=money, start_player=start, quick=quick))  # type: ignore[arg-type]


def start_tiles(game: Game) -> None:
    for player in (round_start_player(game.state), 1 - round_start_player(game.state)):
        game.act(TurnTaken(player=player, viking=None, tile=LaidTile(row=Row.noble, column=1, piece=Piece.start)))


def mainland_turn(player: int, price: int | None = 0, viking: Viking = Viking.boatsman, **more: Any) -> TurnTaken:
    """A turn whose viking goes to the mainland and whose tile could not be laid."""
    return TurnTaken(player=player, viking=viking, price=price, **more)


def tile_turn(player: int, column: int, price: int | None = 0, **more: Any) -> TurnTaken:
    """A noble tile laid next to the last one, its noble standing on it."""
    tile = LaidTile(row=Row.noble, column=column, piece=Piece.middle)
    return TurnTaken(player=player, viking=Viking.noble, tile=tile, on_tile=True, price=price, **more)


# The auction


def test_the_auction_winner_pays_and_starts_the_round_then_the_marker_passes_to_the_left() -> None:
    game = new_game(start=1)
    start_tiles(game)
    game.act(AuctionWon(player=0, price=3))
    assert round_start_player(game.state) == 0
    assert next_turn(game.state) == (0, False, 1)
    assert (game.state.players[0].points, game.state.players[0].gold) == (10, 27)
    for number in range(12):
        game.act(mainland_turn(number % 2, viking=MIXED[number % 5]))
    game.act(Scored(round=1))
    # Round 2: the marker passed to the left of the round's start player, the auction's winner.
    assert round_start_player(game.state) == 1
    assert game.state.board.start_player == 1


def test_a_bid_beyond_the_gold_is_paid_in_points() -> None:
    game = new_game()
    game.act(TurnTaken(player=0, viking=None, tile=LaidTile(row=Row.noble, column=1, piece=Piece.start)))
    game.act(AuctionWon(player=1, price=34))
    assert (game.state.players[1].points, game.state.players[1].gold) == (6, 0)


def test_with_the_coins_on_the_table_the_auction_names_the_winner_only() -> None:
    game = new_game(money="coins")
    game.act(AuctionWon(player=1))
    assert round_start_player(game.state) == 1
    assert game.state.players == new_game(money="coins").state.players


def _after_first_tile() -> Game:
    game = new_game()
    start_tiles(game)
    game.act(mainland_turn(0))
    return game


def _after_auction() -> Game:
    game = new_game()
    game.act(AuctionWon(player=0, price=0))
    return game


@pytest.mark.parametrize(
    ("make", "auction", "code"),
    [
        # The auction belongs to the progress rules.
        (lambda: new_game(rules="base"), AuctionWon(player=0, price=1), "progress_rules_only"),
        # With the coins on the table the app takes no payment ...
        (lambda: new_game(money="coins"), AuctionWon(player=0, price=1), "coins_on_the_table"),
        # ... and with the app's purse it needs the price.
        (new_game, AuctionWon(player=0), "price_missing"),
        # One auction a round, held before the round's first tile is bought.
        (_after_auction, AuctionWon(player=1, price=0), "auction_held"),
        (_after_first_tile, AuctionWon(player=1, price=0), "auction_after_first_tile"),
        # 30 gold and 10 points pay at most 40.
        (new_game, AuctionWon(player=0, price=41), "bid_too_high"),
        # A quick score has no rounds to auction.
        (lambda: new_game(quick=True), AuctionWon(player=0, price=0), "no_turns_in_quick_score"),
    ],
)
def test_refused_auctions_say_why(make: Any, auction: AuctionWon, code: str) -> None:
    game = make()
    assert refusal(game, auction) == code


# The wheel and the special tile


@pytest.mark.parametrize(
    ("prices", "left"),
    [
        # Nothing bought: one tile at each price.
        ((), list(range(12))),
        # The dearest tile taken: the others stay where they are.
        ((11,), list(range(11))),
        # The tile at 0 taken: the wheel turns until the cheapest left (at 2) stands at 0.
        ((1, 0), [price - 2 for price in range(2, 12)]),
        # A price no tile has: the wheel is not known.
        ((5, 5), None),
    ],
)
def test_the_wheel_follows_the_prices_paid(prices: tuple[int, ...], left: list[int] | None) -> None:
    assert wheel([mainland_turn(0, price=price) for price in prices]) == left


def test_the_buyer_of_the_dearest_tile_takes_a_special_tile_and_the_gold_tile_pays_at_once() -> None:
    game = new_game()
    start_tiles(game)
    game.act(tile_turn(0, 2, price=11, special="nobles"))
    game.act(mainland_turn(1, price=10, special="gold"))
    ada, bo = game.state.players
    assert ada.special_tiles == (SpecialTile(tile=Special.nobles),)
    assert (bo.special_tiles, bo.gold) == ((), 30 - 10 + 5)
    assert game.state.gone == ("gold",)


def test_with_the_coins_on_the_table_the_gold_tile_is_taken_from_the_bank() -> None:
    game = new_game(money="coins")
    start_tiles(game)
    game.act(mainland_turn(0, price=None, special="gold"))
    assert game.state.players[0].gold == 30


def _special_game(round_limit: bool = False, gone: bool = False) -> Game:
    """A progress game in round 1 (start tiles laid); four special tiles taken already, or every gold tile
    (over rounds 1 and 2)."""
    game = new_game(money="coins")
    start_tiles(game)
    if round_limit:
        for player in (0, 1, 0, 1):
            game.act(mainland_turn(player, price=None, special="scouts" if player else "supply"))
    if gone:
        for player in (0, 1, 0):
            game.act(mainland_turn(player, price=None, special="gold"))
    return game


@pytest.mark.parametrize(
    ("make", "turn", "code"),
    [
        # Special tiles belong to the progress rules.
        (lambda: _base_game(), mainland_turn(0, price=11, special="nobles"), "progress_rules_only"),
        # The tile at 0 brings none ...
        (lambda: _purse_game(), mainland_turn(0, price=0, special="nobles"), "special_zero_price"),
        # ... nor one cheaper than the wheel's dearest (11 before any tile is bought).
        (lambda: _purse_game(), mainland_turn(0, price=7, special="nobles"), "special_not_most_expensive"),
        # A start tile has no price.
        (
            new_game,
            TurnTaken(
                player=0,
                viking=None,
                tile=LaidTile(row=Row.noble, column=1, piece=Piece.start),
                special="nobles",
            ),
            "special_start_tile",
        ),
        # At most 4 a round.
        (lambda: _special_game(round_limit=True), mainland_turn(0, price=None, special="boat"), "special_round_limit"),
        # The game has 3 gold tiles.
        (lambda: _special_game(gone=True), mainland_turn(1, price=None, special="gold"), "special_tile_gone"),
        # The waiting special island needs a tile laid in this turn, and a waiting island.
        (
            lambda: _special_game(),
            mainland_turn(0, price=None, special="special_island", island_here=True),
            "island_needs_tile",
        ),
        (lambda: _special_game(), tile_turn(0, 2, price=None, island_here=True), "no_waiting_island"),
    ],
)
def test_refused_special_tiles_say_why(make: Any, turn: TurnTaken, code: str) -> None:
    game = make()
    assert refusal(game, turn) == code


def _base_game() -> Game:
    game = new_game(rules="base")
    start_tiles(game)
    return game


def _purse_game() -> Game:
    game = new_game()
    start_tiles(game)
    return game


def test_the_box_holds_25_special_tiles() -> None:
    assert sum(SPECIAL_TILES_IN_BOX.values()) == SPECIAL_TILES


# The special island


def test_a_special_island_waits_then_replaces_the_next_tile_or_one_chosen() -> None:
    game = new_game(money="coins")
    start_tiles(game)
    game.act(mainland_turn(0, price=None, special="special_island"))
    assert game.state.players[0].special_tiles == (SpecialTile(tile=Special.special_island),)
    game.act(mainland_turn(1, price=None, special="special_island"))
    game.act(tile_turn(0, 2, price=None, island_here=True))
    laid = SpecialTile(tile=Special.special_island, row=Row.noble, column=2)
    assert game.state.players[0].special_tiles == (laid,)
    game.act(SpecialIslandLaid(player=1, row=Row.noble, column=1))
    assert game.state.players[1].special_tiles == (SpecialTile(tile=Special.special_island, row=Row.noble, column=1),)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        # No tile there.
        (SpecialIslandLaid(player=0, row=Row.scout, column=1), "no_tile"),
        # Ada's island lies on her noble tile in column 2 already.
        (SpecialIslandLaid(player=0, row=Row.noble, column=2), "island_there"),
        # Bo holds no waiting island.
        (SpecialIslandLaid(player=1, row=Row.noble, column=1), "no_waiting_island"),
        # Special tiles set by hand: a special island lies on a tile of the homeland, one on a tile.
        (
            SpecialTilesSet(player=1, tiles=(SpecialTile(tile=Special.special_island, row=Row.noble, column=3),)),
            "no_tile",
        ),
        (
            SpecialTilesSet(
                player=0,
                tiles=(
                    SpecialTile(tile=Special.special_island, row=Row.noble, column=1),
                    SpecialTile(tile=Special.special_island, row=Row.noble, column=1),
                ),
            ),
            "island_there",
        ),
    ],
)
def test_refused_special_islands_say_why(action: Any, code: str) -> None:
    game = new_game(money="coins")
    start_tiles(game)
    game.act(mainland_turn(0, price=None, special="special_island"))
    game.act(mainland_turn(1, price=None))
    game.act(tile_turn(0, 2, price=None, island_here=True))
    assert refusal(game, action) == code


def test_special_tiles_set_by_hand_belong_to_the_progress_rules() -> None:
    with pytest.raises(ActionRefused) as refused:
        new_game(rules="base").act(SpecialTilesSet(player=0, tiles=(SpecialTile(tile=Special.nobles),)))
    assert refused.value.code == "progress_rules_only"


# The boat tile


def _great_scoring(boat: bool) -> Game:
    """Round 2 over: Ada has two noble tiles free, two nobles and boatsmen on her mainland, and the boat tile
    when `boat`."""
    game = new_game(money="coins")
    start_tiles(game)
    game.act(_noble_to_mainland(0, 2))
    game.act(mainland_turn(1, price=None))
    game.act(_noble_to_mainland(0, 3, piece=Piece.end, special="boat" if boat else None))
    for number in range(9):
        game.act(mainland_turn(1 - number % 2, price=None, viking=MIXED[number % 5]))
    game.act(Scored(round=1))
    for number in range(12):
        game.act(mainland_turn(1 - number % 2, price=None, viking=MIXED[number % 5]))
    return game


def _noble_to_mainland(player: int, column: int, piece: Piece = Piece.middle, **more: Any) -> TurnTaken:
    tile = LaidTile(row=Row.noble, column=column, piece=piece)
    return TurnTaken(player=player, viking=Viking.noble, tile=tile, **more)


@pytest.mark.parametrize(
    ("boat", "boat_tiles", "code"),
    [
        # One boatsman carries one viking: two nobles need two.
        (False, 0, "transport_groups"),
        # No boat tile to use.
        (False, 1, "no_boat_tile"),
        # With the boat tile one boatsman carries both nobles.
        (True, 1, None),
    ],
)
def test_the_boat_tile_lets_one_boatsman_carry_by_the_base_rule(boat: bool, boat_tiles: int, code: str | None) -> None:
    game = _great_scoring(boat)
    boatsmen = game.state.players[0].mainland.boatsman
    transport = Transported(player=0, placements=((Row.noble, 2), (Row.noble, 3)), boatsmen=1, boat_tiles=boat_tiles)
    if code is not None:
        assert refusal(game, transport) == code
        return
    game.act(transport)
    ada = game.state.players[0]
    assert (ada.special_tiles, ada.mainland.noble, ada.mainland.boatsman) == ((), 0, boatsmen - 1)
    assert game.state.gone == ("boat",)


# Old logs and whole games


def test_a_turn_logged_before_the_progress_fields_reads_with_their_defaults() -> None:
    turn = EVENT.validate_json('{"kind": "turn", "player": 0, "viking": "noble", "price": 3}')
    assert isinstance(turn, TurnTaken) and (turn.special, turn.island_here) == (None, False)
    transport = EVENT.validate_json('{"kind": "transported", "player": 1, "placements": [], "boatsmen": 0}')
    assert isinstance(transport, Transported) and transport.boat_tiles == 0


@settings(max_examples=25, deadline=None)
@given(board=boards(rounds=[6]))
def test_a_board_kept_in_history_scores_as_the_board(board: Board) -> None:
    board = board.model_copy(update={"start_player": len(board.players) - 1})
    result = game_of_board(board).state.result
    assert result is not None
    # The homeland's tiles are laid in another order: what is scored is the same.
    scores = [(p.points, p.gold, p.rank, p.breakdown) for p in result.players]
    assert scores == [(p.points, p.gold, p.rank, p.breakdown) for p in score_board(board).players]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), money=st.sampled_from(["purse", "coins"]))
def test_random_legal_progress_games_replay_and_agree_with_the_board_scoring(
    seed: int, players: int, money: str
) -> None:
    game, boards_scored = play_progress_game(random.Random(seed), players, money)
    assert game.state.finished
    again = Game.replay(EVENTS.validate_json(EVENTS.dump_json(game.events)))
    assert again.state == game.state
    assert [score_board(board) for board in boards_scored] == list(game.state.results)
