"""Turns at the table: start tiles, then 12 tiles a round in seat order, each with its viking."""

from __future__ import annotations

import pytest

from companion.games.vikings import Piece, RewardKind, Row, Sail, Viking
from companion.games.vikings.play import ActionRefused, Game, Seat, Setup
from companion.games.vikings.play.events import (
    LaidShip,
    LaidTile,
    PointsTurnedToGold,
    PurseSet,
    Scored,
    ShipChanged,
    ShipPlaced,
    TurnTaken,
)
from companion.games.vikings.play.state import round_start_player
from companion.games.vikings.play.turns import NextTurn, next_turn
from tests.games.refusals import refusal

NAMES = ("Ada", "Bo", "Cy", "Di")


def new_game(players: int = 4, start: int = 0, money: str = "coins") -> Game:
    seats = tuple(
        Seat(name=name, colour=colour) for name, colour in zip(NAMES, ("white", "orange", "tan", "brown"), strict=False)
    )
    return Game.new(Setup(seats=seats[:players], start_player=start, money=money))  # type: ignore[arg-type]


def start_tile(player: int, row: Row = Row.noble) -> TurnTaken:
    return TurnTaken(player=player, viking=None, tile=LaidTile(row=row, column=1, piece=Piece.start))


def tile_turn(
    player: int, row: Row, column: int, piece: Piece, viking: Viking, on_tile: bool = True, **money: int
) -> TurnTaken:
    return TurnTaken(
        player=player, viking=viking, tile=LaidTile(row=row, column=column, piece=piece), on_tile=on_tile, **money
    )


def test_round_one_asks_for_the_start_tiles_from_the_start_player_then_the_tiles_in_seat_order() -> None:
    game = new_game(start=2)
    assert next_turn(game.state) == NextTurn(2, True, 0)
    for player in (2, 3, 0, 1):
        assert next_turn(game.state) == NextTurn(player, True, 0)
        game.act(start_tile(player))
    seen = []
    for number in range(1, 13):
        turn = next_turn(game.state)
        assert turn is not None and turn.number == number and not turn.start_tile
        seen.append(turn.player)
        game.act(TurnTaken(player=turn.player, viking=Viking.boatsman))
    assert seen == [2, 3, 0, 1] * 3
    assert next_turn(game.state) is None
    assert refusal(game, TurnTaken(player=2, viking=Viking.boatsman)) == "round_complete"


def test_the_start_player_marker_passes_to_the_left_after_each_scoring() -> None:
    game = new_game(players=2, start=1)
    game.act(start_tile(1))
    game.act(start_tile(0))
    for _ in range(12):
        turn = next_turn(game.state)
        assert turn is not None
        game.act(TurnTaken(player=turn.player, viking=Viking.boatsman))
    game.act(Scored(round=1))
    assert round_start_player(game.state) == 0
    assert next_turn(game.state) == NextTurn(0, False, 1)


def test_a_tile_with_its_viking_standing_on_it_or_parked_on_the_mainland() -> None:
    game = new_game()
    game.act(start_tile(0, Row.goldsmith))
    game.act(tile_turn(0, Row.noble, 1, Piece.start, Viking.noble))
    game.act(tile_turn(0, Row.goldsmith, 2, Piece.end, Viking.warrior, on_tile=False))
    ada = game.state.players[0]
    assert [(t.row, t.column, t.viking) for t in ada.tiles] == [
        (Row.goldsmith, 1, False),
        (Row.noble, 1, True),
        (Row.goldsmith, 2, False),
    ]
    assert ada.mainland.warrior == 1
    # A viking stands only on a tile of its own row.
    assert refusal(game, tile_turn(0, Row.scout, 1, Piece.start, Viking.noble)) == "viking_not_its_row"


def test_a_ship_with_the_reward_printed_on_it_and_a_tile_that_could_not_be_laid() -> None:
    game = new_game(players=2)
    game.act(TurnTaken(player=0, viking=Viking.boatsman, ship=LaidShip(slot=2, sail=Sail.green, reward=4)))
    ship = game.state.players[0].ships[0]
    assert (ship.slot, ship.sail, ship.reward, ship.reward_kind) == (2, Sail.green, 4, RewardKind.gold)
    game.act(TurnTaken(player=1, viking=Viking.fisherman))  # discarded: only the viking stays
    assert game.state.players[1].tiles == () and game.state.players[1].mainland.fisherman == 1
    assert len(game.state.turns) == 2


def test_with_the_purse_a_turn_pays_its_price_turning_points_into_gold_first() -> None:
    game = new_game(players=4, money="purse")
    game.act(start_tile(0))
    game.act(tile_turn(0, Row.noble, 2, Piece.middle, Viking.noble, price=11, convert=0))
    assert (game.state.players[0].points, game.state.players[0].gold) == (10, 9)
    game.act(start_tile(1))
    game.act(tile_turn(1, Row.noble, 2, Piece.end, Viking.noble, price=11, convert=0))
    game.act(tile_turn(0, Row.noble, 3, Piece.end, Viking.noble, price=11, convert=2))
    assert (game.state.players[0].points, game.state.players[0].gold) == (8, 0)
    assert (
        refusal(game, tile_turn(1, Row.scout, 1, Piece.start, Viking.scout, price=11, convert=1)) == "not_enough_gold"
    )
    assert refusal(game, tile_turn(1, Row.scout, 1, Piece.start, Viking.scout)) == "price_missing"


@pytest.mark.parametrize(
    ("turn", "code"),
    [
        # With the coins on the table the app takes no payment.
        (tile_turn(0, Row.noble, 1, Piece.start, Viking.noble, price=3), "coins_on_the_table"),
        # A start tile is an island tile, laid once.
        (TurnTaken(player=0, viking=None, ship=LaidShip(slot=1, sail=Sail.red)), "start_tile_is_a_tile"),
        # One tile a turn.
        (
            TurnTaken(
                player=0,
                viking=Viking.noble,
                tile=LaidTile(row=Row.noble, column=1, piece=Piece.start),
                ship=LaidShip(slot=1, sail=Sail.red),
            ),
            "one_tile_a_turn",
        ),
        # Only the cells the placement rules allow.
        (tile_turn(0, Row.noble, 3, Piece.start, Viking.noble), "cell_closed"),
    ],
)
def test_turns_the_rules_refuse(turn: TurnTaken, code: str) -> None:
    game = new_game()
    assert refusal(game, turn) == code
    assert len(game.events) == 1


def test_a_second_start_tile_is_refused() -> None:
    game = new_game()
    game.act(start_tile(0))
    assert refusal(game, start_tile(0, Row.scout)) == "start_tile_laid"


def test_an_action_that_changes_nothing_is_refused_so_undo_always_undoes_something_visible() -> None:
    game = new_game(players=2)
    game.act(ShipPlaced(player=0, slot=1, sail=Sail.red))
    for same in (
        ShipPlaced(player=0, slot=1, sail=Sail.red),
        ShipChanged(player=0, slot=1, sail=Sail.red, reward=3, reward_kind=RewardKind.gold),
        PurseSet(player=0, points=10),
    ):
        with pytest.raises(ActionRefused):
            game.act(same)
    game.act(ShipChanged(player=0, slot=1, sail=Sail.red, reward=2, reward_kind=RewardKind.points))
    assert game.undo() == ShipChanged(player=0, slot=1, sail=Sail.red, reward=2, reward_kind=RewardKind.points)
    assert game.state.players[0].ships[0].reward == 3


def test_with_the_coins_on_the_table_every_players_gold_is_counted_before_the_final_scoring() -> None:
    seats = (Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))
    game = Game.new(Setup(seats=seats, money="coins", quick=True))
    game.act(PointsTurnedToGold(player=0, amount=2))
    game.act(PurseSet(player=0, gold=7))
    with pytest.raises(ActionRefused) as refused:
        game.act(Scored(round=6))
    assert (refused.value.code, refused.value.params) == ("gold_not_counted", {"names": "Bo"})
    # Counting a purse that happens to hold the same gold still counts it.
    game.act(PurseSet(player=1, gold=30))
    game.act(Scored(round=6))
    assert game.state.finished
    assert [(p.points, p.gold) for p in game.state.players] == [(8 + 1, 2), (10 + 6, 0)]


def test_a_quick_score_counts_points_typed_as_they_stood() -> None:
    seats = (Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))
    game = Game.new(Setup(seats=seats, quick=True))
    game.act(PurseSet(player=0, points=10))
    game.act(PurseSet(player=1, gold=30))
    assert (game.state.points_counted, game.state.counted) == ({0}, {1})
    with pytest.raises(ActionRefused):
        game.act(PurseSet(player=0, points=10))


def test_the_boards_scored_name_the_rounds_start_player() -> None:
    """The round-6 transports go clockwise from the round's start player, so the engine is told who it is."""
    game = new_game(players=3, start=2)
    assert game.state.board.start_player == 2
    for seat in (2, 0, 1):
        game.act(start_tile(seat))
    for _ in range(12):
        turn = next_turn(game.state)
        assert turn is not None
        game.act(TurnTaken(player=turn.player, viking=Viking.boatsman))
    game.act(Scored(round=1))
    assert game.state.board.start_player == 0
    # A quick score is the final round alone: its start player is the one chosen.
    quick = Game.new(Setup(seats=game.state.setup.seats, start_player=1, quick=True))
    assert quick.state.board.start_player == 1
