"""Invariants over random legal Game of Powers sheets, their tokens taken as the table offers them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.powers import Sheet, score, validate

from ..sheets import assert_ranks_are_shared, reordered, totals_by_name
from .strategies import sheets


@settings(max_examples=150, deadline=None)
@given(sheet=sheets())
def test_tokens_taken_as_offered_make_a_legal_sheet_that_never_scores_below_zero(sheet: Sheet) -> None:
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


@settings(max_examples=100, deadline=None)
@given(sheet=sheets(missions=True))
def test_without_missions_a_total_loses_exactly_its_tokens(sheet: Sheet) -> None:
    simplified = score(sheet.model_copy(update={"missions": False}))
    for player, full, plain in zip(sheet.players, score(sheet).players, simplified.players, strict=True):
        assert full.total - plain.total == sum(token.points for token in player.missions)
