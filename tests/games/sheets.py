"""What the tests of every game's score sheet share: reading a sheet as the command line does, and the
invariants any game's result keeps."""

from __future__ import annotations

import json
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from pydantic import ValidationError

from companion.games.base import SheetResult


def problem_codes(game: ModuleType, data: Any) -> list[str]:
    """The codes of everything wrong with `data` (JSON text, or what `json.loads` gives) read as `game`'s
    sheet: the format's own refusals (pydantic's error types) or, for a sheet that reads, `validate`'s."""
    text = data if isinstance(data, str) else json.dumps(data)
    try:
        sheet = game.Sheet.model_validate_json(text)
    except ValidationError as error:
        return [str(detail["type"]) for detail in error.errors()]
    return [problem.code for problem in game.validate(sheet)]


def assert_ranks_are_shared(result: SheetResult) -> None:
    """Rank 1 is best, a tie always shares a rank, and each total is the sum of its lines."""
    for standing in result.players:
        assert standing.total == sum(line.points for line in standing.lines)
        assert standing.rank == 1 + sum(other.total > standing.total for other in result.players)
        for other in result.players:
            assert (other.total == standing.total) == (other.rank == standing.rank)


def totals_by_name(result: SheetResult) -> dict[str, int]:
    return {standing.name: standing.total for standing in result.players}


def reordered(players: Sequence[Any], order: Sequence[int]) -> tuple[Any, ...]:
    """`players` in the order of the permutation `order`."""
    return tuple(players[index] for index in order)
