"""Invariants over random legal boards."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.vikings import Board, Homeland, Piece, Player, Row, Scoring, score_board, validate_board
from companion.games.vikings.awards import total
from companion.games.vikings.scoring import great_scoring

from .strategies import boards, players

SCORING_OF_VIKING = {"noble", "scout", "goldsmith"}


@settings(max_examples=150, deadline=None)
@given(board=boards())
def test_validation_accepts_every_generated_legal_board(board: Board) -> None:
    assert validate_board(board) == []


@settings(max_examples=100, deadline=None)
@given(board=boards(rounds=[1, 2, 6]))
def test_scores_never_negative_and_the_breakdown_adds_up(board: Board) -> None:
    result = score_board(board)
    for player, scored in zip(board.players, result.players, strict=True):
        assert scored.points >= 0 and scored.gold >= 0
        points, gold = total(list(scored.breakdown))
        assert (player.points + points, player.gold + gold) == (scored.points, scored.gold)


@settings(max_examples=100, deadline=None)
@given(board=boards(rounds=[2, 6]))
def test_a_threatened_viking_never_scores(board: Board) -> None:
    for scored in score_board(board).players:
        for award in scored.breakdown:
            if award.rule in SCORING_OF_VIKING and award.row is not None and award.column is not None:
                assert not scored.homeland.column(award.column).threatened(award.row)
                assert award.points + award.gold > 0


@settings(max_examples=150, deadline=None)
@given(player=players("Ada"), data=st.data())
def test_adding_a_warrior_under_a_ship_never_lowers_a_great_scoring(player, data) -> None:  # type: ignore[no-untyped-def]
    land = Homeland.of(player)
    free = [column for column in land.empty_tiles(Row.warrior) if column in land.ships]
    if not free:
        return
    column = data.draw(st.sampled_from(free))
    with_warrior = land.with_transport([(Row.warrior, column)], 0)
    before, after = total(great_scoring(land.columns)), total(great_scoring(with_warrior.columns))
    assert after[0] >= before[0] and after[1] >= before[1]
    assert after != before or land.ships[column].reward == 0


@settings(max_examples=60, deadline=None)
@given(board=boards(rounds=[6]))
def test_ranks_follow_points_then_gold(board: Board) -> None:
    result = score_board(board)
    for a in result.players:
        for b in result.players:
            if (a.points, a.gold) > (b.points, b.gold):
                assert a.rank < b.rank
            if (a.points, a.gold) == (b.points, b.gold):
                assert a.rank == b.rank
    assert any(p.winner for p in result.players)
    assert all(p.winner == (p.rank == 1) for p in result.players)


@settings(max_examples=60, deadline=None)
@given(board=boards(rounds=[6]))
def test_round_six_leaves_nothing_that_could_still_move(board: Board) -> None:
    for scored in score_board(board).players:
        moved = [a for a in scored.breakdown if a.scoring is Scoring.transport]
        assert len(moved) == len(scored.transport.placements)
        land = scored.homeland
        if land.mainland["boatsman"]:
            for row in Row:
                if land.mainland[row.value]:
                    assert not land.empty_tiles(row)


@settings(max_examples=60, deadline=None)
@given(board=boards(rounds=[2, 6]), data=st.data())
def test_a_board_scores_as_its_copy_scored_afresh_after_one_player_changed(board: Board, data: st.DataObject) -> None:
    # Each player's homeland and round-6 transport are kept from one scoring to the next (a tap changes one
    # player): the board after a change scores exactly as a copy of it, made of players never scored before.
    score_board(board)
    seat = data.draw(st.integers(0, len(board.players) - 1))
    changed = data.draw(players(board.players[seat].name, most_special=2 if board.rules == "progress" else 0))
    after = board.model_copy(update={"players": (*board.players[:seat], changed, *board.players[seat + 1 :])})
    assert score_board(after) == score_board(Board.model_validate(after.model_dump()))
    assert Homeland.of(changed) is Homeland.of(changed)


def _islands_by_reading_each_row(player: Player) -> list[tuple[Row, int, int]]:
    """Finished islands found the long way: walk each row's columns from the left."""
    pieces = {(tile.row, tile.column): tile.piece for tile in player.tiles}
    width = max((tile.column for tile in player.tiles), default=0)
    islands = []
    for row in Row:
        first = None
        for column in range(1, width + 1):
            piece = pieces.get((row, column))
            if piece is Piece.start:
                first = column
            elif piece is Piece.end and first is not None:
                islands.append((row, first, column))
                first = None
            elif piece is not Piece.middle:
                first = None
    return islands


@settings(max_examples=150, deadline=None)
@given(player=players("Ada"))
def test_a_homeland_reads_its_tiles_cell_by_cell(player: Player) -> None:
    land = Homeland.of(player)
    width = max([tile.column for tile in player.tiles] + [ship.slot for ship in player.ships], default=0)
    assert [state.column for state in land.columns] == list(range(1, width + 1))
    for tile in player.tiles:
        assert land.column(tile.column).tile(tile.row)
        assert land.column(tile.column).viking(tile.row) is tile.viking
    assert sum(state.cells.count(None) for state in land.columns) == 5 * width - len(player.tiles)
    expected = _islands_by_reading_each_row(player)
    assert [(island.row, island.first, island.last) for island in land.finished_islands] == expected
    assert land.island_lengths == [last - first + 1 for _, first, last in expected]


@settings(max_examples=100, deadline=None)
@given(board=boards(rounds=[6]))
def test_a_special_island_scores_at_most_nine_and_only_when_safe(board: Board) -> None:
    for scored in score_board(board).players:
        for award in scored.breakdown:
            if award.rule == "special_island" and award.row is not None and award.column is not None:
                assert 0 <= award.points <= 9
                assert not scored.homeland.column(award.column).threatened(award.row)
            if award.rule == "special_island_threatened" and award.row is not None and award.column is not None:
                assert scored.homeland.column(award.column).threatened(award.row)
