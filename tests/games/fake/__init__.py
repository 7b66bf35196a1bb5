"""A game of the tests alone, written to the contract every game follows: each player's coins (1 point each)
and crowns (5 points each); the most points win, a tie shared. It is registered only by `registered`."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from companion.games import GAMES, Game, game_of
from companion.games.base import Line, SheetResult, standings
from companion.games.common import Problem
from companion.messages import EN as CATALOGUE

ID = "fake"
FORMAT = "fake-sheet/1"
NAME = "game.fake"
PLAYERS = range(2, 4)
BGG_ID: int | None = None


class Player(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Annotated[str, Field(min_length=1, max_length=40)]
    coins: Annotated[int, Field(ge=0, le=999)]
    crowns: Annotated[int, Field(ge=0, le=9)] = 0


class Sheet(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["fake-sheet/1"]
    players: tuple[Player, ...]


def validate(sheet: Sheet) -> list[Problem]:
    problems = []
    if len(sheet.players) not in PLAYERS:
        problems.append(Problem("players", {"count": len(sheet.players)}))
    names = [player.name.casefold() for player in sheet.players]
    problems += [
        Problem("duplicate_player", {"player": p.name}) for i, p in enumerate(sheet.players) if names[i] in names[:i]
    ]
    return problems


def score(sheet: Sheet) -> SheetResult:
    lines = [[Line(source="coins", points=p.coins), Line(source="crowns", points=5 * p.crowns)] for p in sheet.players]
    return standings(ID, [player.name for player in sheet.players], lines)


def registered(monkeypatch: pytest.MonkeyPatch) -> Game:
    """This game in the registry, and its English in the catalogue, for one test."""
    import sys

    game = game_of(sys.modules[__name__])
    monkeypatch.setitem(GAMES, ID, game)
    for code, english in game.messages.items():
        monkeypatch.setitem(CATALOGUE, code, english)
    return game
