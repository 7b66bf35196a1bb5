"""Invariants over the gold of a Pirates CSG sinking and the treasure put out."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from companion.games.pirates import RANSOM_SUNK, sinking, treasure


@given(gold=st.integers(0, 9_999), ransoms=st.integers(0, 10))
def test_a_sinking_loses_no_gold_and_favours_the_sinker(gold: int, ransoms: int) -> None:
    split = sinking(gold, ransoms)
    assert split.owner + split.sinker == gold + RANSOM_SUNK * ransoms
    assert 0 <= split.sinker - RANSOM_SUNK * ransoms - split.owner <= 1


@given(budget=st.integers(1, 9_999))
def test_the_treasure_is_the_nearest_whole_gold(budget: int) -> None:
    assert abs(treasure(budget) - 15 * budget / 40) <= 0.5
