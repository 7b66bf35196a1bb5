"""The event log every game keeps, on its own: a game of one counter, its rules a few lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import pytest

from companion.games.common import Problem
from companion.play.log import Entry, Log, Redone, Refused, Rules, Undone


class Started(Entry):
    kind: Literal["started"] = "started"


class Added(Entry):
    kind: Literal["added"] = "added"
    amount: int


def add(count: int, action: Added) -> int:
    if not action.amount:
        raise Refused("no_change", problems=[Problem("nothing_added")])
    return count + action.amount


RULES: Rules[int] = Rules(start=lambda _: 0, apply=add)


def played(*amounts: int) -> Log[int]:
    log = Log.replay(RULES, [Started()])
    for amount in amounts:
        log.act(Added(amount=amount))
    return log


def test_a_copy_keeps_the_game_as_it_was_while_play_goes_on() -> None:
    log = played(1, 2)
    kept = log.copy()
    log.undo()
    log.act(Added(amount=5))
    assert (kept.state, log.state) == (3, 6)
    assert [event.kind for event in kept.events] == ["started", "added", "added"]
    assert kept.can_undo and not kept.can_redo
    kept.undo()  # and the copy plays on apart from the log it was taken from
    assert (kept.state, log.state) == (1, 6)
    assert log.events[-1] == Added(amount=5)


def test_undo_and_redo_keep_one_snapshot_for_the_start_and_each_action_in_effect() -> None:
    log = played(1, 2)
    assert log.undo() == Added(amount=2)
    assert log.snapshots == [0, 1]
    assert log.redo() == Added(amount=2)
    assert log.snapshots == [0, 1, 3]
    assert log.events[-2:] == [Undone(), Redone()]


def test_a_refusal_carries_the_problems_behind_it_and_changes_nothing() -> None:
    log = played(1)
    with pytest.raises(Refused) as refused:
        log.act(Added(amount=0))
    assert (refused.value.code, refused.value.problems) == ("no_change", [Problem("nothing_added")])
    assert log.state == 1 and len(log.events) == 2
    assert Refused("nothing_to_undo").problems == []


@pytest.mark.parametrize(
    ("step", "code"),
    [
        (Log.undo, "nothing_to_undo"),  # no action taken yet
        (Log.redo, "nothing_to_redo"),  # no action undone yet
    ],
)
def test_undo_or_redo_with_nothing_to_take_is_refused(step: Callable[[Log[int]], object], code: str) -> None:
    log = played()
    with pytest.raises(Refused) as refused:
        step(log)
    assert refused.value.code == code
    assert log.events == [Started()]
