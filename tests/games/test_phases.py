"""The phases of the games played with a running score: each action is taken in the phase its game's `TAKEN_IN`
gives it, refused (`not_now`) in the others, and a kind it does not name is taken in play and at the count."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from companion.games.africa import play as africa
from companion.games.pirates import Kind, Piece
from companion.games.pirates import play as pirates
from companion.games.powers import Category, City
from companion.games.powers import play as powers
from companion.play.common import Ended
from companion.play.log import Finished, Log
from tests.games.refusals import refusal

SHIP = Piece(name="Sloop", kind=Kind.ship, points=5)
CARD = powers.CardPlayed(player=0, city=City.owidz, category=Category.coins, points=2)
SAILED = (pirates.PieceAdded(player=0, piece=SHIP), pirates.PieceAdded(player=1, piece=SHIP), pirates.Sailed())


def game(rules: ModuleType, *actions: object) -> Log[Any]:
    log = Log.replay(rules.RULES, [rules.Started(names=("Ada", "Ben"))])
    for action in actions:
        log.act(action)
    return log


@pytest.mark.parametrize(
    ("rules", "before", "action"),
    [
        # Africa: the monuments are revealed in play, the holdings counted at the end.
        (africa, (), africa.TreasureCounted(player=0, what="gold", count=3)),
        (africa, (), Finished()),
        (africa, (Ended(),), africa.MonumentFound(player=0)),
        (africa, (Ended(),), Ended()),
        # Game of Powers: the rounds and the deck are play's, the unused cards the end's.
        (powers, (), powers.UnusedCounted(player=0, count=3)),
        (powers, (), Finished()),
        (powers, (Ended(),), powers.DeckOut()),
        (powers, (Ended(),), Ended()),
        # Pirates CSG: the fleets are built before the game, the gold comes home in it.
        (pirates, (), pirates.Unloaded(player=0, gold=1)),
        (pirates, (), pirates.RansomCaptured()),
        (pirates, (), pirates.Sunk(owner=0, sinker=1, gold=2)),
        (pirates, (), Finished()),
        (pirates, SAILED, pirates.PieceAdded(player=0, piece=SHIP)),
        (pirates, SAILED, pirates.PieceRemoved(player=0, index=0)),
        (pirates, SAILED, pirates.Sailed()),
    ],
)
def test_an_action_out_of_its_phase_is_refused(rules: ModuleType, before: tuple[object, ...], action: object) -> None:
    log = game(rules, *before)
    assert any(isinstance(action, kinds) for kinds in rules.TAKEN_IN.values())
    assert refusal(log, action) == "not_now"


@pytest.mark.parametrize(
    ("rules", "action"),
    [
        (africa, africa.Tracked(player=0, scoring="points", count=2)),  # a point forgotten in play
        (powers, CARD),  # a card laid late
    ],
)
def test_a_kind_taken_in_any_phase_is_taken_at_the_count_too(rules: ModuleType, action: object) -> None:
    log = game(rules, Ended(), action)
    assert not any(isinstance(action, kinds) for kinds in rules.TAKEN_IN.values())
    assert log.state.phase == "end"
    assert log.actions[-1] == action
