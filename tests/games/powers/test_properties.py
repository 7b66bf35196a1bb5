"""Invariants over random legal Game of Powers sheets, their tokens taken as the table offers them."""

from __future__ import annotations

from hypothesis import given, settings

from companion.games.powers import Sheet, score

from .strategies import sheets


@settings(max_examples=100, deadline=None)
@given(sheet=sheets(missions=True))
def test_without_missions_a_total_loses_exactly_its_tokens(sheet: Sheet) -> None:
    simplified = score(sheet.model_copy(update={"missions": False}))
    for player, full, plain in zip(sheet.players, score(sheet).players, simplified.players, strict=True):
        assert full.total - plain.total == sum(token.points for token in player.missions)
