"""The session at the table, without a browser: every action saved, and two phones never overwrite each other."""

from __future__ import annotations

from pathlib import Path

from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import Scored, TilePaid
from companion.history import GameStore
from companion.ui.session import TableSession

SETUP = Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange")))


def test_every_action_is_saved_and_resumes(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    session = TableSession.start(store, SETUP)
    assert session.act(TilePaid(player=0, price=5))
    assert session.undo() and session.redo()
    resumed = TableSession.resume(GameStore(tmp_path / "games.json"), session.game_id)
    assert resumed.game.state == session.game.state
    assert [game.id for game in store.unfinished()] == [session.game_id]


def test_two_sessions_on_one_game_never_overwrite_each_other(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    first = TableSession.start(store, SETUP)
    second = TableSession.resume(store, first.game_id)
    assert first.act(TilePaid(player=0, price=5))
    # The second phone has not seen that payment: its own action is not saved; it reloads instead.
    assert not second.act(TilePaid(player=1, price=7))
    assert second.game.state == first.game.state
    assert second.game.state.players[1].gold == 30
    assert second.act(TilePaid(player=1, price=7))
    assert TableSession.resume(store, first.game_id).game.state.players == second.game.state.players


def test_a_finished_game_goes_to_history_and_leaves_the_resume_list(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games.json")
    session = TableSession.start(store, Setup(seats=SETUP.seats, quick=True))
    assert session.act(Scored(round=6))
    assert store.unfinished() == []
    assert store.recent_names() == ["Ada", "Bo"]
    (summary,) = store.archive.page()
    assert summary.id == session.game_id
    assert [p.points for p in summary.players] == [p.points for p in session.game.state.players]
    assert store.archive.get(session.game_id).replay().state == session.game.state
    # Undoing the final scoring takes the game out of history again.
    assert session.undo()
    assert store.archive.page() == []
