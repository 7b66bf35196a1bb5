"""Invariants over random legal Pirates CSG sheets, and over the gold of a sinking."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.pirates import RANSOM_SUNK, Sheet, score, sinking, treasure, validate

from ..sheets import assert_ranks_are_shared, reordered, totals_by_name
from .strategies import sheets


@settings(max_examples=150, deadline=None)
@given(sheet=sheets())
def test_generated_sheets_are_legal_and_never_score_below_zero(sheet: Sheet) -> None:
    assert validate(sheet) == []
    assert all(standing.total >= 0 for standing in score(sheet).players)


@settings(max_examples=150, deadline=None)
@given(sheet=sheets(), data=st.data())
def test_the_players_order_never_changes_a_total(sheet: Sheet, data: st.DataObject) -> None:
    order = data.draw(st.permutations(range(len(sheet.players))))
    shuffled = sheet.model_copy(update={"players": reordered(sheet.players, order)})
    assert totals_by_name(score(shuffled)) == totals_by_name(score(sheet))


@settings(max_examples=150, deadline=None)
@given(sheet=sheets())
def test_a_tie_always_shares_the_rank(sheet: Sheet) -> None:
    assert_ranks_are_shared(score(sheet))


@given(gold=st.integers(0, 9_999), ransoms=st.integers(0, 10))
def test_a_sinking_loses_no_gold_and_favours_the_sinker(gold: int, ransoms: int) -> None:
    split = sinking(gold, ransoms)
    assert split.owner + split.sinker == gold + RANSOM_SUNK * ransoms
    assert 0 <= split.sinker - RANSOM_SUNK * ransoms - split.owner <= 1


@given(budget=st.integers(1, 9_999))
def test_the_treasure_is_the_nearest_whole_gold(budget: int) -> None:
    assert abs(treasure(budget) - 15 * budget / 40) <= 0.5
