"""Invariants over random legal Africa sheets."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.africa import Sheet, majority_points, score, validate

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


@given(amounts=st.lists(st.integers(0, 20), min_size=2, max_size=5))
def test_a_majority_never_hands_out_more_than_its_prizes(amounts: list[int]) -> None:
    shares = majority_points(amounts)
    assert sum(shares) <= 10 + 6 and max(shares) <= 10
    for amount, share in zip(amounts, shares, strict=True):
        # More of something never scores less.
        assert all(share >= other for more, other in zip(amounts, shares, strict=True) if more < amount)
