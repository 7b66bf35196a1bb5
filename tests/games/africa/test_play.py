"""Africa at the table: the running score and the count at the end, replayed from the event log."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.games.africa import Player, Sheet, score
from companion.games.africa.play import (
    EVENTS,
    MONUMENTS,
    RULES,
    Ended,
    Finished,
    ItemsCounted,
    MonumentFound,
    MonumentRevealed,
    Started,
    Tracked,
    TreasureCounted,
)
from companion.play.log import Log, Refused
from tests.games.refusals import refusal


def game(*actions: object) -> Log:  # type: ignore[type-arg]
    log = Log.replay(RULES, [Started(names=("Ada", "Ben"))])
    for action in actions:
        log.act(action)
    return log


@pytest.mark.parametrize(
    ("tracked", "points"),
    [
        (Tracked(player=0, scoring="points", count=5), 5),  # a +5 tap
        (Tracked(player=0, scoring="animal", count=2), 3),  # an animal next to two like animals
        (Tracked(player=0, scoring="nomad", count=3), 4),  # a nomad next to three empty squares
        (Tracked(player=0, scoring="moved", count=3, before=1), 2),  # moved from next to one to next to three
        (Tracked(player=0, scoring="camp", count=4), 4),  # a camp next to four revealed tiles
        (Tracked(player=0, scoring="treasure", count=2), 2),  # two nuggets shown
    ],
)
def test_each_scoring_of_play_moves_the_track_by_the_rules_points(tracked: Tracked, points: int) -> None:
    assert game(tracked).state.track == (points, 0)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (Tracked(player=0, scoring="moved", count=1, before=3), "impossible"),  # a move must reach more
        (Tracked(player=0, scoring="animal", count=7), "impossible"),  # six neighbours at most
        (Tracked(player=4, scoring="points", count=1), "no_such_player"),
        (ItemsCounted(player=0, item="statues", count=2), "not_now"),  # items are counted at the end
        (Finished(), "not_now"),
    ],
)
def test_a_tap_the_rules_refuse_changes_nothing(action: object, code: str) -> None:
    log = game()
    assert refusal(log, action) == code
    assert len(log.events) == 1


def test_the_count_at_the_end_makes_the_sheet_score_gives_the_table() -> None:
    log = game(
        Tracked(player=0, scoring="animal", count=2),
        Tracked(player=1, scoring="points", count=4),
        Ended(),
        ItemsCounted(player=0, item="statues", count=4),
        ItemsCounted(player=0, item="shirts", count=2),
        TreasureCounted(player=1, what="gold", count=3),
        MonumentRevealed(player=1),
        Finished(),
    )
    expected = Sheet(
        players=(
            Player(name="Ada", track=3, items={"statues": 4, "shirts": 2}),
            Player(name="Ben", track=4, gold=3, eleventh_monument=True),
        )
    )
    assert log.state.phase == "final"
    assert log.state.sheet == expected
    # The source's example: 4 statues + 2 shirts = 11.
    assert [standing.total for standing in score(log.state.sheet).players] == [14, 17]


def test_undo_and_redo_are_events_and_a_replay_gives_the_same_table() -> None:
    log = game(Tracked(player=0, scoring="points", count=2), Tracked(player=1, scoring="points", count=3))
    log.undo()
    assert log.state.track == (2, 0)
    log.redo()
    log.undo()
    stored = [EVENTS.dump_python(event, mode="json") for event in log.events]
    again = Log.replay(RULES, [EVENTS.validate_python(event) for event in stored])
    assert again.state == log.state
    assert again.can_redo
    with pytest.raises(Refused):
        game().undo()


def test_the_eleventh_monument_revealed_gives_its_player_the_plus_three_and_no_more_are_counted() -> None:
    log = game(*[MonumentFound(player=seat % 2) for seat in range(MONUMENTS - 1)])
    assert (log.state.monuments, log.state.monument) == (10, None)
    log.act(MonumentFound(player=1))  # the eleventh: Ben's, which ends the game
    assert (log.state.monuments, log.state.monument) == (11, 1)
    assert refusal(log, MonumentFound(player=0)) == "not_now"
    log.act(Ended())
    assert [player.eleventh_monument for player in log.state.sheet.players] == [False, True]


@pytest.mark.parametrize(
    "event",
    [
        {"kind": "tracked", "player": 0, "scoring": "points", "count": "3"},  # a count given as text
        {"kind": "tracked", "player": 0, "scoring": "moved", "count": 3, "before": 1.0},  # a count before as a float
        {"kind": "items", "player": 0, "item": "statues", "count": True},  # a count given as true
    ],
)
def test_a_stored_event_counts_in_whole_numbers_only(event: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        EVENTS.validate_python(event)
