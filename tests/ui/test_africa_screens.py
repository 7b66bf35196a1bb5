"""Africa through the app on a phone: from New game to the saved result, the totals shown those of `score`;
the app restarts halfway and the game resumes from Home."""

from __future__ import annotations

from playwright.sync_api import Browser

from companion.games.africa import Player as Sheeted
from companion.games.africa import Sheet, score
from companion.games.africa.play import EVENTS, MONUMENTS, MonumentFound, Started
from companion.play.store import TableStore

from .driver import Player, Server
from .history_check import check_final, check_history
from .scripts import Choose, Resume, See, Tap, Type, play
from .test_phone import WATCH_CLIPBOARD

"""A folder to take the README's screenshots into, light and dark, as the game is played."""

NEW_GAME = [
    Choose("Africa"),
    Tap("New game"),
    Type("Name of player 1", "Ada"),
    Type("Name of player 2", "Ben"),
    Type("Player 3 (optional)", "Cy"),
    Tap("Start the game"),
    See("Score track"),
]
PLAY = [
    # Ada reveals an animal next to two like animals (+3), then one next to none (+1).
    Tap("Ada: animal next to 2 like animals, +3"),
    Tap("Ada: animal next to 0 like animals, +1"),
    # Ben's nomad next to three empty squares (+4); his camp next to two revealed tiles (+2).
    Choose("Ben: 0"),
    Tap("Ben: nomad next to 3 empty squares, +4"),
    Tap("Ben: base camp next to 2 revealed tiles, +2"),
    # Cy moves an animal from next to one like animal to next to three (+2), reveals 2 gems (+2) and moves on 5.
    Choose("Cy: 0"),
    Tap("Moved from next to 1"),
    Tap("Cy: moved to next to 3, +2"),
    Tap("Cy: 2 gold or gems revealed, +2"),
    Tap("Cy: +5"),
    # A mistake, taken back.
    Tap("Cy: +1"),
    Tap("Undo"),
    See("Cy: 9"),
]
COUNT = [
    Tap("The eleventh monument is revealed: count"),
    See("The count at the end"),
    # The source's example: 4 statues and 2 shirts score 8 + 3 = 11.
    Choose("Ada: 4 statues"),
    Choose("Ada: 2 shirts"),
    Type("Ada's gold", "5"),
    Type("Ada's gems", "2"),
    Choose("Ben: 6"),
    Choose("Ben: 1 drums"),
    Type("Ben's gold", "3"),
    Type("Ben's gems", "2"),
    Choose("Cy: 9"),
    Type("Cy's gold", "3"),
    Choose("Eleventh monument: Cy"),
    Tap("Final results"),
    See("Winner: Ada"),
]
RESUME = Resume("Africa")
"""The app restarted in the middle of the game: Home offers it again, where it was left."""
SCRIPT = [*NEW_GAME, *PLAY, RESUME, See("Cy: 9"), *COUNT]

EXPECTED = Sheet(
    players=(
        Sheeted(name="Ada", track=4, items={"statues": 4, "shirts": 2}, gold=5, gems=2),
        Sheeted(name="Ben", track=6, items={"drums": 1}, gold=3, gems=2),
        Sheeted(name="Cy", track=9, eleventh_monument=True, gold=3),
    )
)


def test_africa_from_new_game_to_the_saved_result(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.page.add_init_script(WATCH_CLIPBOARD)
    player.open()
    restart = SCRIPT.index(RESUME)
    play(player, SCRIPT[:restart])
    server.restart(player)
    play(player, SCRIPT[restart:])
    result = score(EXPECTED)
    # Ada 4 + 11 + 10 (most gold) + 8 (gems shared first) = 33; Ben 6 + 1 + 3 + 8 = 18; Cy 9 + 3 + 3 = 15.
    assert [standing.total for standing in result.players] == [33, 18, 15]
    player.wait_text("Winner: Ada")
    copied = check_final(player, server, "africa", "Africa", EXPECTED, result)
    assert copied == ["1. Ada: 33 points, winner", "2. Ben: 18 points", "3. Cy: 15 points"]
    check_history(browser, server, "africa", "Africa", result)


def test_a_resumed_game_keeps_the_player_chosen_and_the_move_half_entered(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    # Ben is chosen and his animal's count before the move tapped; the app restarts before the count after.
    play(player, [*NEW_GAME, Choose("Ben: 0"), Tap("Moved from next to 1")])
    player.wait_text("Moved from next to 1: next to how many now?")
    server.restart(player)
    play(player, [RESUME, Tap("Ben: moved to next to 3, +2"), See("Ben: 2")])


def test_what_an_undo_said_goes_at_the_next_action(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    play(player, [*NEW_GAME, Tap("Ada: +1"), Tap("Undo")])
    undone = player.wait_text("Undone: Ada: points, +1")
    play(player, [Tap("Ada: +2"), See("Ada: 2")])
    undone.wait_for(state="hidden")


def test_the_monuments_are_counted_to_the_eleventh_which_ends_the_game(browser: Browser, server: Server) -> None:
    names = ("Ada", "Ben")
    events = [Started(names=names), *[MonumentFound(player=seat % 2) for seat in range(MONUMENTS - 1)]]
    TableStore(server.db, []).create("africa", names, [EVENTS.dump_python(event, mode="json") for event in events])
    player = Player(browser, server.url)
    player.open()
    play(player, [RESUME, Choose("Ben: 0"), Tap("Ben reveals monument 11 of 11")])
    player.wait_text("Ben revealed the eleventh monument, +3: the game is over.")
    play(player, [Tap("The eleventh monument is revealed: count"), See("The count at the end")])
    player.button("Eleventh monument: Ben, selected").first.wait_for()
