"""Invariants of Africa's majorities; those of every game's sheets are `tests/games/test_sheet_properties.py`."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from companion.games.africa import majority_points


@given(amounts=st.lists(st.integers(0, 20), min_size=2, max_size=5))
def test_a_majority_never_hands_out_more_than_its_prizes(amounts: list[int]) -> None:
    shares = majority_points(amounts)
    assert sum(shares) <= 10 + 6 and max(shares) <= 10
    for amount, share in zip(amounts, shares, strict=True):
        # More of something never scores less.
        assert all(share >= other for more, other in zip(amounts, shares, strict=True) if more < amount)
