"""A tap right after another, handled before the screen is drawn again (a slow phone, a busy server): it works
from the values the first tap set, not from the older drawing its button came from."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import flet as ft

from companion.games.pirates.models import Kind, Piece
from companion.games.pirates.play import PieceAdded, Sailed, Started, Unloaded
from companion.games.pirates.screens import play
from companion.games.powers.screens import NewGame
from companion.history import GameStore
from companion.play.log import Log
from companion.play.store import TableStore
from companion.ui.model import App
from companion.ui.tables import TableModel, table_games

from .loops import on_a_loop
from .sessions import Browserless

PIRATES = table_games()["pirates"]


def pirates_table(tmp_path: Path, actions: list[Any]) -> TableModel:
    """A game of Pirates CSG for Ada and Ben, `actions` taken."""
    store = TableStore(tmp_path / "games.json", [])
    first = Started(names=("Ada", "Ben"), budget=45)
    game_id = store.create("pirates", first.names, [PIRATES.events.dump_python(first, mode="json")])
    model = TableModel(PIRATES, game_id, Log.replay(PIRATES.rules, [first]), store, lambda *_, **__: None, seen=1)
    for action in actions:
        assert model.act(action)
    return model


def shown(tmp_path: Path, screen: Callable[[], Any]) -> Callable[[], ft.Control]:
    """`screen` as the app shows it, in a session of the app (`use_app`), its games kept in `tmp_path`."""
    store = GameStore(tmp_path / "games.json")
    inside = ft.component(screen)  # made once: a component made at each render would be drawn anew each time

    @ft.component
    def Screen() -> ft.Control:
        ft.use_state(lambda: App(ft.context.page, store))  # the session's app, made once, found by its page
        return inside()  # type: ignore[no-any-return]

    return Screen


def fast_taps(screen: Callable[[], ft.Control], typed: dict[str, str], taps: list[str]) -> None:
    """`typed` into their fields, then `taps` one right after another: no drawing between them."""

    async def played() -> None:
        session = Browserless(screen)
        for label, text in typed.items():
            session.typed(label, text)
            await session.reported(label, "change")
        await session.drawn(lambda: not session.waiting())
        for label in taps:
            await session.tapped(label)

    on_a_loop(played())


def test_a_limit_tapped_just_before_the_card_is_added_goes_with_the_card(tmp_path: Path) -> None:
    model = pirates_table(tmp_path, [])
    typed = {"Name of the card": "Galleon", "Points": "12"}
    fast_taps(shown(tmp_path, lambda: play(model)), typed, ["A ship with the Limit keyword", "Add to the fleet"])
    assert [(piece.name, piece.kind, piece.limit) for piece in model.state.fleets[0]] == [("Galleon", Kind.ship, True)]


def test_a_sinking_chosen_just_before_its_tap_sinks_that_ship(tmp_path: Path) -> None:
    fleets = [PieceAdded(player=seat, piece=Piece(name="Sloop", kind=Kind.ship, points=5)) for seat in (0, 1)]
    model = pirates_table(tmp_path, [*fleets, Sailed(), Unloaded(player=1, gold=5)])
    taps = ["Owner: Ben", "Sunk by Ada", "Ransom crews aboard: 1", "Sink it: split the gold"]
    fast_taps(shown(tmp_path, lambda: play(model)), {"Gold aboard": "5"}, taps)
    # 2 to Ben, the owner; 3 and the Ransom crew's 1 to Ada, the sinker.
    assert model.state.gold == (4, 7)


def test_game_of_powers_started_just_after_its_option_is_tapped_is_played_so(tmp_path: Path) -> None:
    typed = {"Name of player 1": "Ada", "Name of player 2": "Ben"}
    fast_taps(shown(tmp_path, NewGame), typed, ["Simplified: no missions", "Start the game"])
    (game,) = TableStore(tmp_path / "games.json", []).games()
    assert game.events[0]["missions"] is False
