"""The one number field, in every game, left the three ways a phone leaves it (Enter, its Done key; Tab; a tap
elsewhere): a number is taken exactly once, a number out of the rules' bounds is refused in words beside its
field, and nothing typed can end the session. Each game also plays whole with Enter after every number."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest
from playwright.sync_api import Browser

from companion.play.store import TableStore

from . import test_africa_screens as africa
from . import test_pirates_screens as pirates
from . import test_powers_screens as powers
from .driver import BLANK, ENDINGS, Ending, Player, Server, eventually
from .scripts import Choose, Resume, Tap, Type, ended_by, play
from .test_app import new_game
from .test_coin_count import at_the_count, final_shown
from .test_quick_score import start as quick_score

NO_CHANGE = "That changes nothing."


@pytest.fixture
def player(browser: Browser, server: Server) -> Player:
    """A phone open at the app."""
    phone = Player(browser, server.url)
    phone.open()
    return phone


@pytest.mark.parametrize("end", ENDINGS)
def test_a_card_of_game_of_powers_is_laid_once_however_its_points_are_left(player: Player, end: Ending) -> None:
    play(player, [*powers.NEW_GAME, Choose("Wisłoujście"), Choose("coins"), Type("Points on the card", "2", end)])
    player.wait_text("Ada's next card (1 played): city, category, points")
    # The player picker reads each player's points: 2, not the 4 of a card laid twice.
    player.button(re.compile(r"^Ada: 2\b")).first.wait_for()
    play(player, [Choose("Owidz"), Type("Points on the card", "3", end)])
    player.wait_text("Ada's next card (2 played): city, category, points")
    player.button(re.compile(r"^Ada: 5\b")).first.wait_for()
    # The unused cards at the end: taken once, and again once changed.
    play(player, [Tap("The game is over: count"), Type("Ada: unused cards and tokens", "4", end)])
    player.wait_text("now 4")
    play(player, [Type("Ada: unused cards and tokens", "6", end), Type("Ben: unused cards and tokens", "1", end)])
    player.wait_text("now 6")
    player.wait_text("now 1")
    assert NO_CHANGE not in player.words()


@pytest.mark.parametrize("end", ENDINGS)
def test_africas_gold_and_gems_are_counted_once_and_a_tap_after_enter_changes_nothing(
    player: Player, end: Ending
) -> None:
    play(player, [*africa.NEW_GAME, Tap("The eleventh monument is revealed: count"), Type("Ada's gold", "5", end)])
    player.wait_text("now 5")
    # A tap elsewhere after the field was left hands nothing over again.
    player.page.mouse.click(*BLANK)
    play(player, [Type("Ada's gems", "2", end)])
    player.wait_text("now 2")
    assert NO_CHANGE not in player.words()


@pytest.mark.parametrize("end", ENDINGS)
def test_pirates_points_and_gold_aboard_are_taken_once(player: Player, end: Ending) -> None:
    fleets = ended_by(pirates.FLEETS, end)
    play(player, [*pirates.NEW_GAME, *fleets])
    sinking = [step for step in pirates.PLAY if isinstance(step, (Choose, Type))]
    play(player, [Tap("Ada unloads 3 gold at home"), *ended_by(sinking, end), Tap("Sink it: split the gold")])
    # Ben's ship sunk with 5 gold and a Ransom crew aboard: 2 to Ben, 3 + 1 to Ada, once.
    player.wait_text("Ada: 7 gold at home")


@pytest.mark.parametrize("end", ENDINGS)
def test_a_number_past_its_bound_is_refused_in_words_and_never_ends_the_session(
    browser: Browser, server: Server, end: Ending
) -> None:
    ada = Player(browser, server.url)
    quick_score(ada)
    ada.type_into("Ada's points", "10000", end)
    ada.wait_text("At most 9,999")
    # Five thousand digits pasted: refused by their length, at once.
    field = ada.page.get_by_role("textbox", name="Ada's gold")
    field.click()
    ada.focused("Ada's gold")
    ada.page.keyboard.insert_text("7" * 5_000)
    ada.leave("Ada's gold", end)
    assert eventually(lambda: ada.page.get_by_text("At most 9,999").count() == 2)
    # A field out of bounds is never taken for an empty one: the score waits until it is mended.
    ada.type_into("Ada's points", "99", end)
    assert eventually(lambda: ada.page.get_by_text("At most 9,999").count() == 1)
    ada.tap("Score the game")
    ada.wait_text("A number typed is out of bounds: mend it first.")
    # The session goes on: numbers within the bound are taken, and the refusals go.
    ada.type_into("Ada's gold", "25", end)
    assert eventually(lambda: ada.page.get_by_text("At most 9,999").count() == 0)
    ada.tap("Score the game")
    ada.button("Enter Ada's homeland").wait_for()
    assert ada.button("Enter Ada's points").count() == 0
    assert ada.button("Enter Ada's gold").count() == 0


@pytest.mark.parametrize("game", [africa, powers, pirates], ids=["africa", "powers", "pirates"])
def test_a_whole_game_played_with_enter_after_every_number_ends_with_the_right_totals(
    player: Player, server: Server, game: ModuleType
) -> None:
    play(player, ended_by([step for step in game.SCRIPT if not isinstance(step, Resume)], "enter"))
    result = game.score(game.EXPECTED)
    for standing in result.players:
        player.wait_text(re.compile(rf"^{standing.rank}\. {standing.name}, {standing.total} in all: "))
    finished = eventually(lambda: [each for each in TableStore(server.db, []).games() if each.finished])
    stored = game.Sheet.model_validate(finished[0].sheet)
    assert stored == game.EXPECTED, f"stored:\n{stored!r}\nexpected:\n{game.EXPECTED!r}"


@pytest.mark.parametrize("end", ENDINGS)
def test_the_coin_count_takes_each_purse_however_its_field_is_left_and_refuses_one_past_the_bound(
    browser: Browser, tmp_path: Path, end: Ending
) -> None:
    with at_the_count(browser, tmp_path) as (ada, game):
        # A tap elsewhere in the count is a tap on its title: outside it, the count would close.
        title = ada.wait_text("Each player's gold").bounding_box()
        assert title is not None
        inside = (int(title["x"] + title["width"] / 2), int(title["y"] + title["height"] / 2))
        ada.type_into("Ada's gold", "10000", end, inside)
        ada.wait_text("At most 9,999")
        ada.type_into("Ada's gold", "13", end, inside)
        assert eventually(lambda: ada.page.get_by_text("At most 9,999").count() == 0)
        ada.type_into("Bo's gold", "7", end, inside)
        if end != "enter":  # Enter in the last field scores the game at once
            ada.tap("Score the game")
        final_shown(ada, game, 13, 7)


@pytest.mark.parametrize("end", ENDINGS)
def test_a_correction_of_a_players_points_and_gold_is_taken_once(browser: Browser, server: Server, end: Ending) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo", purse=True)
    ada.tap(re.compile(r"^Ada: 10 points"))
    points = ada.page.get_by_role("textbox", name="Ada's points")
    ada.reveal(points)
    ada.type_into("Ada's points", "14", end)
    ada.wait_text("now 14")
    ada.type_into("Ada's gold", "10000", end)
    ada.wait_text("At most 9,999")
    ada.type_into("Ada's gold", "31", end)
    ada.wait_text("now 31")
    ada.page.mouse.click(*BLANK)
    ada.page.go_back()
    ada.button(re.compile(r"^Ada: 14 points, gold 31 g")).first.wait_for()
    assert NO_CHANGE not in ada.words()


def test_enter_in_a_players_name_goes_on_to_the_next_name(player: Player) -> None:
    play(player, [Choose("Africa"), Tap("New game")])
    player.type_into("Name of player 1", "Ada", "enter")
    player.focused("Name of player 2")
    player.page.keyboard.type("Ben")
    player.page.keyboard.press("Enter")
    player.focused("Player 3 (optional)")
