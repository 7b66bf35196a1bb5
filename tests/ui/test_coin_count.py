"""The coins counted before the final scoring, as players expect of number fields: the typed value stays in its
field, Enter goes on to the next one, the last one counts without a tap elsewhere, an empty purse is 0 only
once the players say so, and nothing moves while they count."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser

from companion.games.vikings import score_board
from companion.games.vikings.play import Game, Seat, Setup
from companion.games.vikings.play.events import PurseSet, Scored
from companion.games.vikings.play.turns import next_turn
from companion.history import GameStore
from companion.ui.session import TableSession
from tests.games.vikings.play.progress_games import _turn

from .driver import Player, Server

ACTIVE = "() => document.activeElement && document.activeElement.getAttribute('aria-label')"


def round_six_done(db: Path) -> Game:
    """A game of Ada and Bo with the coins on the table, every tile of round 6 taken, saved to `db`."""
    seats = (Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))
    session = TableSession.start(GameStore(db), Setup(seats=seats, money="coins", rules="progress"))
    game, rng = session.game, random.Random(6)
    while True:
        while (turn := next_turn(game.state)) is not None:
            game.act(_turn(rng, game.state, turn.player, turn.start_tile))
        if game.state.round == 6:
            break
        game.act(Scored(round=game.state.round))
    session.save()
    return game


@contextmanager
def at_the_count(browser: Browser, tmp_path: Path) -> Iterator[tuple[Player, Game]]:
    """A game at the end of round 6 resumed in the app, its coin count open; the game as saved, to score."""
    server = Server(tmp_path / "games.json")
    game = round_six_done(server.db)
    server.start()
    try:
        player = Player(browser, server.url)
        player.open()
        player.tap(re.compile(r"^Resume Ada, Bo: round 6"))
        player.wait_text("Round 6: all 12 tiles are taken", timeout=40_000)
        player.tap("Score round 6")
        yield player, game
    finally:
        server.stop()


def final_shown(player: Player, game: Game, *golds: int) -> None:
    """Wait for the final results the game gives with each player's gold counted as `golds`."""
    player.wait_text("Final results", timeout=40_000)
    for seat, gold in enumerate(golds):
        game.act(PurseSet(player=seat, gold=gold))
    for scored in score_board(game.state.board).players:
        line = rf"^{scored.rank}\. {scored.name}: {scored.points} points, {scored.gold} gold"
        player.button(re.compile(line)).wait_for()


def test_the_coins_are_counted_in_fields_that_keep_what_was_typed(browser: Browser, tmp_path: Path) -> None:
    with at_the_count(browser, tmp_path) as (ada, game):
        # The count opens on Ada's field, ready to type.
        ada.focused("Ada's gold")
        field = ada.page.get_by_role("textbox", name="Ada's gold")
        before = field.bounding_box()
        ada.page.keyboard.type("13")
        ada.page.keyboard.press("Enter")
        # Enter goes on to Bo's field; Ada's keeps the 13, where it was.
        ada.focused("Bo's gold")
        assert field.input_value() == "13"
        assert field.bounding_box() == before
        # Bo's purse is empty and his field left so: the app asks instead of taking it for 0.
        ada.page.keyboard.press("Enter")
        ada.wait_text("No gold typed for Bo. Is that purse empty?")
        assert ada.page.get_by_role("textbox", name="Ada's gold").input_value() == "13"
        ada.tap("Yes, 0 gold: score")
        final_shown(ada, game, 13, 0)


def test_the_last_field_counts_without_a_tap_elsewhere(browser: Browser, tmp_path: Path) -> None:
    with at_the_count(browser, tmp_path) as (bo, game):
        bo.type_into("Ada's gold", "0")
        # Typed into the last field and scored straight away: the 21 counts.
        field = bo.page.get_by_role("textbox", name="Bo's gold")
        field.click()
        bo.focused("Bo's gold")
        bo.page.keyboard.type("21")
        bo.page.wait_for_function("() => document.activeElement.value === '21'")
        bo.tap("Score the game")
        final_shown(bo, game, 0, 21)
