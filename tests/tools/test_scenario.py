"""`python -m tools.scenario`: the games it draws are legal at every turn and carry the engine's standings."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.vikings import Board, score_board
from tools.scenario import START_GOLD, main, scenario


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), count=st.sampled_from(sorted(START_GOLD)))
def test_a_drawn_game_is_whole_and_ends_as_the_engine_scores_it(seed: int, count: int) -> None:
    game = scenario(seed, count)
    assert [entry["round"] for entry in game["rounds"]] == [1, 2, 3, 4, 5, 6]
    assert all(len(entry["turns"]) == 12 for entry in game["rounds"])
    vikings = Counter(turn["viking"] for entry in game["rounds"] for turn in entry["turns"])
    assert max(vikings.values()) <= 13
    for entry in game["rounds"]:
        starts = (game["start_player"] + entry["round"] - 1) % count
        assert [turn["player"] for turn in entry["turns"]][:count] == [(starts + i) % count for i in range(count)]
        assert all(turn["convert_points"] <= turn["price"] for turn in entry["turns"])
    board = Board.model_validate(game["rounds"][-1]["board_before_scoring"])
    final = [(p.name, p.points, p.gold, p.rank) for p in score_board(board).players]
    assert final == [(p["name"], p["points"], p["gold"], p["rank"]) for p in game["final"]]


def test_the_same_seed_draws_the_same_game(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    assert main(["--seed", "7", "--players", "3", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == scenario(7, 3)
    assert scenario(7, 3) != scenario(8, 3)
