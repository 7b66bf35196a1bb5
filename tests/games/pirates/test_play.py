"""Pirates CSG at the table: the fleets before the game, the gold of play, replayed from the event log."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.games.pirates import Kind, Piece, score
from companion.games.pirates.play import (
    EVENTS,
    RULES,
    Finished,
    PieceAdded,
    RansomCaptured,
    Sailed,
    Started,
    Sunk,
    Unloaded,
)
from companion.play.log import Log, Refused

SHIP = Piece(name="Sloop", kind=Kind.ship, points=5)


def game(*actions: object) -> Log:  # type: ignore[type-arg]
    log = Log.replay(RULES, [Started(names=("Ada", "Ben"), budget=20)])
    for action in actions:
        log.act(action)
    return log


def test_a_fleet_without_a_ship_or_over_the_budget_does_not_sail() -> None:
    with pytest.raises(Refused) as refused:
        game(PieceAdded(player=0, piece=SHIP), Sailed())  # Ben has no ship
    assert refused.value.code == "fleets_not_ready"
    big = Piece(name="Galleon", kind=Kind.ship, points=21)
    with pytest.raises(Refused):
        game(PieceAdded(player=0, piece=SHIP), PieceAdded(player=1, piece=big), Sailed())


@pytest.mark.parametrize(
    ("gold", "ransoms", "owner", "sinker"),
    [
        (4, 0, 2, 2),  # an even split
        (5, 0, 2, 3),  # the odd gold to the sinker
        (5, 1, 2, 4),  # a Ransom crew aboard: 1 more to the sinker
        (0, 1, 0, 1),
    ],
)
def test_a_sinking_takes_each_share_home(gold: int, ransoms: int, owner: int, sinker: int) -> None:
    log = game(
        PieceAdded(player=0, piece=SHIP),
        PieceAdded(player=1, piece=SHIP),
        Sailed(),
        Sunk(owner=0, sinker=1, gold=gold, ransoms=ransoms),
    )
    assert log.state.gold == (owner, sinker)


def test_the_most_gold_at_home_wins() -> None:
    log = game(
        PieceAdded(player=0, piece=SHIP),
        PieceAdded(player=1, piece=SHIP),
        Sailed(),
        Unloaded(player=0, gold=3),
        Unloaded(player=1, gold=3),
        Finished(),
    )
    assert [standing.rank for standing in score(log.state.sheet).players] == [1, 1]
    with pytest.raises(Refused):
        log.act(Unloaded(player=0, gold=1))  # the game is over


SAILED = (PieceAdded(player=0, piece=SHIP), PieceAdded(player=1, piece=SHIP), Sailed())


def test_the_gold_at_home_never_passes_the_treasure_put_out() -> None:
    # A 20-point game puts out 8 gold: 5 unloaded leaves 3, so 5 more, or a ship sunk with 7 aboard, is refused.
    log = game(*SAILED, Unloaded(player=0, gold=5))
    for more in (Unloaded(player=1, gold=5), Sunk(owner=0, sinker=1, gold=7)):
        with pytest.raises(Refused) as refused:
            log.act(more)
        assert (refused.value.code, refused.value.params) == ("more_than_left", {"gold": more.gold, "left": 3})
    assert (log.state.gold, log.state.left) == ((5, 0), 3)


@pytest.mark.parametrize(
    ("actions", "home", "left"),
    [
        ([RansomCaptured(), Unloaded(player=1, gold=5)], (0, 5), 3 + 5 - 5),  # a captured Ransom crew: 5 more
        ([Sunk(owner=0, sinker=1, gold=3, ransoms=2)], (1, 2 + 2), 0),  # a sunk Ransom crew: 1 more, not out
    ],
)
def test_what_the_rules_add_to_the_treasure(actions: list[object], home: tuple[int, int], left: int) -> None:
    log = game(*SAILED, Unloaded(player=1, gold=5), *actions)
    assert (log.state.gold[0], log.state.gold[1] - 5, log.state.left) == (*home, left)


@pytest.mark.parametrize(
    "gold",
    [
        0,  # nothing unloaded is no unloading
        "3",  # a count given as text
        3.0,  # a count given as a float
        True,  # a count given as true
    ],
)
def test_gold_unloaded_is_a_whole_number_of_one_or_more(gold: object) -> None:
    with pytest.raises(ValidationError):
        EVENTS.validate_python({"kind": "unloaded", "player": 0, "gold": gold})
