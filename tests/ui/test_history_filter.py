"""The history's filter by game: not offered while there is one game; it keeps only the game chosen."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from companion.games import GAMES
from companion.history.records import GameSummary
from companion.ui.screens.history import _shown, game_choice

EXPORTED = json.loads((Path(__file__).parents[1] / "data" / "history-release-export.json").read_text(encoding="utf-8"))
ANY = {"player": "", "count": "all", "period": "all"}


@pytest.fixture
def other(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(GAMES, "other", dataclasses.replace(GAMES["vikings"], id="other", format="other-sheet/1"))
    return "other"


def test_with_one_game_there_is_nothing_to_choose(monkeypatch: pytest.MonkeyPatch) -> None:
    # a registry of Vikings alone, as it was before the other games came
    monkeypatch.setattr("companion.ui.screens.history.GAMES", {"vikings": GAMES["vikings"]})
    assert game_choice("all", lambda _: None) == []


def test_each_game_keeps_its_own_plays_and_every_game_keeps_all(other: str) -> None:
    vikings = GameSummary.model_validate(EXPORTED["games"][0]["summary"])
    played = vikings.model_copy(update={"game": other})
    for wanted, expected in [("all", [True, True]), ("vikings", [True, False]), (other, [False, True])]:
        assert [_shown(summary, ANY | {"game": wanted}) for summary in (vikings, played)] == expected
