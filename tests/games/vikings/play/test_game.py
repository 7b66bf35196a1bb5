"""The game state and its event log, without a browser."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.vikings import Piece, Row, Sail, Viking, score_board
from companion.games.vikings.boardfile import load_board
from companion.games.vikings.play import ActionRefused, Game, Seat, Setup
from companion.games.vikings.play.events import (
    EVENTS,
    Corrected,
    MainlandChanged,
    PieceChanged,
    PointsTurnedToGold,
    Scored,
    ShipPlaced,
    ShipRemoved,
    TilePaid,
    TilePlaced,
    TileRemoved,
    Transported,
    VikingToggled,
)
from companion.games.vikings.play.from_board import game_of_board
from companion.games.vikings.play.state import START_GOLD, START_POINTS
from companion.play.log import Redone, Refused, Undone
from tests.games.refusals import refusal

DATA = Path(__file__).parents[3] / "data"


def new_game(players: int = 2, quick: bool = False) -> Game:
    seats = tuple(
        Seat(name=name, colour=colour)
        for name, colour in zip(["Ada", "Bo", "Cy", "Di"], ["white", "orange", "tan", "brown"], strict=False)
    )[:players]
    return Game.new(Setup(seats=seats, quick=quick))


@pytest.mark.parametrize(("players", "gold"), [(2, 30), (3, 25), (4, 20)])
def test_a_new_game_hands_out_gold_by_player_count_and_10_points(players: int, gold: int) -> None:
    state = new_game(players).state
    assert [(p.points, p.gold) for p in state.players] == [(10, gold)] * players
    assert state.round == 1


def test_paying_and_turning_points_into_gold() -> None:
    game = new_game()
    game.act(TilePaid(player=0, price=11))
    game.act(PointsTurnedToGold(player=0, amount=4))
    assert (game.state.players[0].points, game.state.players[0].gold) == (6, 23)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        # Points and gold never go below zero.
        (PointsTurnedToGold(player=0, amount=11), "not_enough_points"),
        (Corrected(player=0, points=-11), "below_zero"),
        (Corrected(player=0, gold=-31), "below_zero"),
        # Only a start piece touches the homeland; column 3 touches nothing.
        (TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.end), "piece_does_not_fit"),
        (TilePlaced(player=0, row=Row.noble, column=3, piece=Piece.start), "cell_closed"),
        # The first ship goes in slots 1 to 3.
        (ShipPlaced(player=0, slot=4, sail=Sail.red), "slot_closed"),
        (VikingToggled(player=0, row=Row.noble, column=1), "no_tile"),
        (MainlandChanged(player=0, viking=Viking.scout, change=-1), "mainland_empty"),
        # Boatsmen move only at a great scoring.
        (Transported(player=0, placements=(), boatsmen=1), "transport_not_now"),
        (Scored(round=2), "wrong_round"),
    ],
)
def test_refused_actions_say_why_and_change_nothing(action, code) -> None:  # type: ignore[no-untyped-def]
    game = new_game()
    assert refusal(game, action) == code
    assert len(game.events) == 1


def test_the_same_sail_again_on_a_ship_is_refused_and_undo_still_undoes_the_ship() -> None:
    """A ship tapped again with its own sail once stored an event that changed nothing, so Undo seemed dead."""
    game = new_game()
    game.act(ShipPlaced(player=0, slot=1, sail=Sail.red))
    assert refusal(game, ShipPlaced(player=0, slot=1, sail=Sail.red)) == "ship_unchanged"
    assert len(game.events) == 2
    game.undo()
    assert game.state.players[0].ships == ()


def test_a_tile_dearer_than_the_purse_is_refused() -> None:
    game = new_game()
    game.act(TilePaid(player=1, price=11))
    game.act(TilePaid(player=1, price=11))
    with pytest.raises(ActionRefused) as refused:
        game.act(TilePaid(player=1, price=11))
    assert (refused.value.code, refused.value.params) == ("not_enough_gold", {"gold": 8, "price": 11})


def test_the_game_holds_13_vikings_of_a_colour() -> None:
    game = new_game()
    game.act(MainlandChanged(player=0, viking=Viking.scout, change=13))
    assert refusal(game, MainlandChanged(player=1, viking=Viking.scout, change=1)) == "no_vikings_left"


def test_building_a_homeland_and_scoring_it() -> None:
    game = new_game()
    for action in [
        TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start),
        VikingToggled(player=0, row=Row.noble, column=1),
        TilePlaced(player=0, row=Row.goldsmith, column=1, piece=Piece.start),
        VikingToggled(player=0, row=Row.goldsmith, column=1),
        TilePlaced(player=0, row=Row.goldsmith, column=2, piece=Piece.middle),
        PieceChanged(player=0, row=Row.goldsmith, column=2, piece=Piece.end),
        ShipPlaced(player=0, slot=2, sail=Sail.yellow),
    ]:
        game.act(action)
    preview = game.state.preview()
    assert preview is not None and (preview.players[0].points, preview.players[0].gold) == (10, 33)
    game.act(Scored(round=1))
    assert game.state.round == 2
    assert (game.state.players[0].points, game.state.players[0].gold) == (10, 33)
    assert game.state.results[0] == preview


def test_undo_and_redo_of_any_action_including_a_scoring() -> None:
    game = new_game()
    game.act(TilePlaced(player=0, row=Row.goldsmith, column=1, piece=Piece.start))
    game.act(VikingToggled(player=0, row=Row.goldsmith, column=1))
    game.act(Scored(round=1))
    scored = game.state
    game.undo()
    assert game.state.round == 1 and game.state.players[0].gold == 30
    game.undo()
    assert not game.state.players[0].tiles[0].viking
    game.redo()
    game.redo()
    assert game.state == scored
    assert not game.can_redo
    kinds = [event.kind for event in game.events]
    assert kinds == ["started", "tile_placed", "viking_toggled", "scored", "undone", "undone", "redone", "redone"]


def test_undo_and_redo_are_kept_as_every_game_keeps_them() -> None:
    game = new_game()
    game.act(TilePaid(player=0, price=3))
    game.undo()
    game.redo()
    stored = EVENTS.dump_json(game.events[-2:])
    assert stored == b'[{"kind":"undone"},{"kind":"redone"}]'  # as every kept Vikings game holds them
    assert EVENTS.validate_json(stored) == [Undone(), Redone()]


def test_a_refusal_of_the_log_or_of_the_rules_is_caught_as_either_name() -> None:
    game = new_game()
    with pytest.raises(ActionRefused) as undone:  # the log's own refusal
        game.undo()
    with pytest.raises(Refused) as paid:  # a rule of Vikings
        game.act(TilePaid(player=2, price=1))
    assert (undone.value.code, paid.value.code) == ("nothing_to_undo", "no_such_player")


def test_a_copy_is_a_game_that_plays_on_apart() -> None:
    game = new_game()
    game.act(TilePaid(player=0, price=3))
    kept = game.copy()
    game.undo()
    assert isinstance(kept, Game)
    assert kept.state.players[0].gold == 27 and game.state.players[0].gold == 30
    assert kept.can_undo and game.can_redo and not kept.can_redo


def test_a_new_action_after_undo_drops_the_redo() -> None:
    game = new_game()
    game.act(TilePaid(player=0, price=3))
    game.undo()
    game.act(TilePaid(player=0, price=5))
    assert not game.can_redo
    assert game.state.players[0].gold == 25


def test_the_log_replays_to_the_same_state() -> None:
    game = new_game()
    game.act(TilePlaced(player=1, row=Row.warrior, column=1, piece=Piece.start))
    game.act(ShipPlaced(player=1, slot=1, sail=Sail.green))
    game.act(ShipPlaced(player=1, slot=1, sail=Sail.blue))
    game.undo()
    game.act(MainlandChanged(player=1, viking=Viking.boatsman, change=2))
    stored = EVENTS.dump_json(game.events)
    again = Game.replay(EVENTS.validate_json(stored))
    assert again.state == game.state
    assert again.can_undo and not again.can_redo


def test_removing_a_tile_that_holds_the_island_together_is_refused() -> None:
    game = new_game()
    game.act(TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start))
    game.act(TilePlaced(player=0, row=Row.noble, column=2, piece=Piece.end))
    game.act(TilePlaced(player=0, row=Row.scout, column=2, piece=Piece.start))
    assert refusal(game, TileRemoved(player=0, row=Row.noble, column=2)) == "removal_breaks_homeland"
    game.act(TileRemoved(player=0, row=Row.scout, column=2))
    for slot in (1, 2, 3):
        game.act(ShipPlaced(player=0, slot=slot, sail=Sail.red))
    assert refusal(game, ShipRemoved(player=0, slot=2)) == "ship_removal_breaks_row"
    game.act(ShipRemoved(player=0, slot=3))


def test_accepting_a_transport_at_a_great_scoring() -> None:
    game = new_game()
    game.act(TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start))
    game.act(MainlandChanged(player=0, viking=Viking.noble, change=1))
    game.act(MainlandChanged(player=0, viking=Viking.boatsman, change=1))
    game.act(Scored(round=1))
    game.act(Transported(player=0, placements=((Row.noble, 1),), boatsmen=1))
    ada = game.state.players[0]
    assert ada.tiles[0].viking and ada.mainland.noble == 0 and ada.mainland.boatsman == 0


def test_quick_score_goes_straight_to_the_final_scoring() -> None:
    game = new_game(quick=True)
    assert game.state.round == 6
    game.act(Corrected(player=0, points=30, gold=-5))
    expected = score_board(game.state.board)
    game.act(Scored(round=6))
    assert game.state.finished and game.state.result == expected
    with pytest.raises(ActionRefused):
        game.act(TilePaid(player=0, price=1))


def test_a_log_without_events_or_without_a_start_is_refused() -> None:
    for events in ([], [TilePaid(player=0, price=1)]):
        with pytest.raises(ActionRefused) as refused:
            Game.replay(events)
        assert refused.value.code == "log_without_start"


def test_an_action_of_a_player_not_in_the_game_is_refused() -> None:
    game = new_game(players=2)
    with pytest.raises(ActionRefused) as refused:
        game.act(TilePaid(player=2, price=0))
    assert (refused.value.code, refused.value.params) == ("no_such_player", {"player": 3})


@pytest.mark.parametrize(
    ("seats", "start_player", "error"),
    [
        # One name for two seats, whatever its case.
        ((("Ada", "white"), ("ada", "tan")), 0, "duplicate_name"),
        # One name for two seats, composed and not.
        ((("Jos\u00e9", "white"), ("Jose\u0301", "tan")), 0, "duplicate_name"),
        # A start player who has no seat.
        ((("Ada", "white"), ("Bo", "tan")), 3, "no_such_player"),
        # One colour for two seats.
        ((("Ada", "white"), ("Bo", "white")), 0, "same_colour"),
    ],
)
def test_a_setup_gives_each_seat_its_own_name_and_colour_and_a_seated_start_player(
    seats: tuple[tuple[str, str], ...], start_player: int, error: str
) -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as refused:
        Setup(seats=tuple(Seat(name=name, colour=colour) for name, colour in seats), start_player=start_player)
    assert refused.value.errors()[0]["type"] == error


_ROWS, _PIECES = st.sampled_from(list(Row)), st.sampled_from(list(Piece))
_ACTIONS = st.one_of(
    st.builds(TilePlaced, player=st.integers(0, 3), row=_ROWS, column=st.integers(1, 100), piece=_PIECES),
    st.builds(PieceChanged, player=st.integers(0, 3), row=_ROWS, column=st.integers(1, 6), piece=_PIECES),
    st.builds(TileRemoved, player=st.integers(0, 3), row=_ROWS, column=st.integers(1, 6)),
    st.builds(VikingToggled, player=st.integers(0, 3), row=_ROWS, column=st.integers(1, 6)),
    st.builds(ShipPlaced, player=st.integers(0, 3), slot=st.integers(1, 100), sail=st.sampled_from(list(Sail))),
    st.builds(ShipRemoved, player=st.integers(0, 3), slot=st.integers(1, 6)),
    st.builds(
        MainlandChanged, player=st.integers(0, 3), viking=st.sampled_from(list(Viking)), change=st.integers(-13, 13)
    ),
    st.builds(TilePaid, player=st.integers(0, 3), price=st.integers(0, 11)),
    st.builds(Corrected, player=st.integers(0, 3), points=st.integers(-9999, 9999), gold=st.integers(-9999, 9999)),
    st.builds(
        Transported,
        player=st.integers(0, 3),
        placements=st.lists(st.tuples(_ROWS, st.integers(1, 6)), max_size=3).map(tuple),
        boatsmen=st.integers(0, 4),
    ),
    st.builds(Scored, round=st.integers(1, 6)),
)


@settings(max_examples=150, deadline=None)
@given(players=st.integers(2, 4), actions=st.lists(_ACTIONS, max_size=25))
def test_any_log_replays_or_is_refused_with_a_reason(players: int, actions: list[object]) -> None:
    """A log from anywhere (an import) never breaks the replay: each action counts or is refused, with a code."""
    game = new_game(players=players)
    for action in actions:
        try:
            game.act(action)  # type: ignore[arg-type]
        except ActionRefused as refused:
            assert refused.code
    assert Game.replay(game.events).state == game.state


def test_a_board_whose_player_still_has_the_starting_points_and_gold_becomes_a_game() -> None:
    """Nothing to correct for that player: the game made from the board logs no correction by nothing (which
    the log refuses as a change of nothing)."""
    board = load_board(DATA / "ungeheuer_final.json")
    first = board.players[0].model_copy(update={"points": START_POINTS, "gold": START_GOLD[len(board.players)]})
    board = board.model_copy(update={"players": (first, *board.players[1:])})
    game = game_of_board(board, scored=False)
    assert (game.state.players[0].points, game.state.players[0].gold) == (first.points, first.gold)
    assert not any(isinstance(event, Corrected) and event.player == 0 for event in game.events)


def test_a_tile_on_a_taken_cell_is_refused_as_such() -> None:
    game = new_game()
    game.act(TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start))
    before = game.state
    with pytest.raises(ActionRefused) as refused:
        game.act(TilePlaced(player=0, row=Row.noble, column=1, piece=Piece.start))
    assert (refused.value.code, refused.value.params) == ("cell_taken", {"row": "noble", "column": 1})
    assert game.state is before


def test_a_board_as_a_game_at_the_table_is_in_its_last_round_and_previews_the_boards_scoring() -> None:
    board = load_board(DATA / "ungeheuer_final.json")
    game = game_of_board(board, scored=False, quick=False)
    assert not game.state.setup.quick and game.state.round == 6
    assert [set(player.tiles) for player in game.state.players] == [set(player.tiles) for player in board.players]
    preview = game.state.preview()
    assert preview is not None
    assert [scored.points for scored in preview.players] == [scored.points for scored in score_board(board).players]
