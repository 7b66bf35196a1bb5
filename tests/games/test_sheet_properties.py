"""Invariants over random legal sheets of every game scored from a sheet alone: Africa, Game of Powers (its
tokens taken as the table offers them) and Pirates CSG. Each game's own invariants stay with its tests."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games import africa, pirates, powers

from .africa.strategies import sheets as africa_sheets
from .pirates.strategies import sheets as pirates_sheets
from .powers.strategies import sheets as powers_sheets
from .sheets import assert_ranks_are_shared, reordered, totals_by_name

GAMES: dict[str, tuple[ModuleType, Callable[[], st.SearchStrategy[Any]]]] = {
    "africa": (africa, africa_sheets),
    "powers": (powers, powers_sheets),
    "pirates": (pirates, pirates_sheets),
}
"""Each game's package, and its random legal sheets."""


def every_game(test: Callable[[str, st.DataObject], None]) -> Callable[..., None]:
    """`test` for each game, over 150 of its random sheets, each drawn with `drawn`."""
    over_sheets = settings(max_examples=150, deadline=None)(given(data=st.data())(test))
    return pytest.mark.parametrize("game", GAMES)(over_sheets)


def drawn(game: str, data: st.DataObject) -> tuple[ModuleType, Any]:
    """The game's package and one of its random legal sheets."""
    rules, sheets = GAMES[game]
    return rules, data.draw(sheets())


@every_game
def test_generated_sheets_are_legal_and_never_score_below_zero(game: str, data: st.DataObject) -> None:
    rules, sheet = drawn(game, data)
    assert rules.validate(sheet) == []
    assert all(standing.total >= 0 for standing in rules.score(sheet).players)


@every_game
def test_the_players_order_never_changes_a_total(game: str, data: st.DataObject) -> None:
    rules, sheet = drawn(game, data)
    order = data.draw(st.permutations(range(len(sheet.players))))
    shuffled = sheet.model_copy(update={"players": reordered(sheet.players, order)})
    assert totals_by_name(rules.score(shuffled)) == totals_by_name(rules.score(sheet))


@every_game
def test_a_tie_always_shares_the_rank(game: str, data: st.DataObject) -> None:
    rules, sheet = drawn(game, data)
    assert_ranks_are_shared(rules.score(sheet))
