"""Vikings' result as the shell reads it (`score`) says what the engine says (`score_board`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.games.vikings import score, score_board, validate_board
from companion.games.vikings.boardfile import load_board
from companion.games.vikings.sources import SOURCES
from companion.games.vikings.standings import CARRIED, OTHER

DATA = Path(__file__).parents[2] / "data"
BOARDS = sorted(path.stem for path in DATA.glob("*.json") if path.read_bytes().find(b'"vikings-board/1"') >= 0)


@pytest.mark.parametrize("name", BOARDS)
def test_each_players_total_and_rank_are_the_engines_and_the_lines_add_up_to_the_total(name: str) -> None:
    board = load_board(DATA / f"{name}.json")
    assert validate_board(board) == []
    result, engine = score(board), score_board(board)
    assert result.game == "vikings"
    assert [(p.name, p.total, p.rank) for p in result.players] == [(p.name, p.points, p.rank) for p in engine.players]
    for standing, player in zip(result.players, board.players, strict=True):
        assert sum(line.points for line in standing.lines) == standing.total
        assert {line.source for line in standing.lines} <= {CARRIED, *SOURCES, OTHER}
        assert all(line.points for line in standing.lines)  # a source that gave nothing is left out
        assert dict((line.source, line.points) for line in standing.lines).get(CARRIED, 0) == player.points
