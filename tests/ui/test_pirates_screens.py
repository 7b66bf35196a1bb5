"""Pirates CSG through the app on a phone: the fleets built to the budget, the gold unloaded and a ship sunk,
to the saved result, the totals shown those of `score`."""

from __future__ import annotations

import re

from playwright.sync_api import Browser

from companion.games.pirates import Kind, Piece, Sheet, score
from companion.games.pirates import Player as Sheeted
from companion.games.pirates.play import EVENTS, PieceAdded, Sailed, Started, Unloaded
from companion.play.store import TableStore

from .driver import PHONE, Player, Server
from .history_check import check_played
from .scripts import Choose, See, Tap, Type, play

NEW_GAME = [
    Choose("Pirates CSG"),
    Tap("New game"),
    Type("Name of player 1", "Ada"),
    Type("Name of player 2", "Ben"),
    Type("Fleet budget (points)", "45"),  # any budget the players agree, not only one of tens
    Tap("Start the game"),
    See("Treasure to spread on the wild islands: 17 gold"),
]
FLEETS = [
    # Ada: a ship (the kind chosen at first) and a sea monster.
    Type("Name of the card", "Black Pearl"),
    Type("Points", "10"),
    Tap("Add to the fleet"),
    See("Ada: 35 of 45 points left"),
    Type("Name of the card", "Kraken"),
    Choose("sea monster"),
    Type("Points", "8"),
    Tap("Add to the fleet"),
    See("Ada: 27 of 45 points left"),  # the card is in: the next tap lands on the screen drawn with it
    # Ben's fleet has no ship yet: it may not sail.
    Choose("Ben: 45"),
    See("Ben: a fleet needs at least one ship"),
    Type("Name of the card", "Galleon"),
    Choose("ship"),
    Type("Points", "12"),
    Tap("A ship with the Limit keyword"),
    Tap("Add to the fleet"),
    See("Ben: 33 of 45 points left"),
    Tap("Every fleet is ready: set sail"),
    See("Gold unloaded at home"),
]
PLAY = [
    Tap("Ada unloads 3 gold at home"),
    Tap("Ada unloads 2 gold at home"),
    Tap("Ben unloads 5 gold at home"),
    # Ada sinks Ben's ship carrying 5 gold and a Ransom crew: 2 to Ben, 3 + 1 to Ada.
    Choose("Owner: Ben"),
    Choose("Sunk by Ada"),
    Type("Gold aboard", "5"),
    See("Ransom crews aboard, each 1 gold more to the sinker:"),  # the row's caption, on screen
    Choose("Ransom crews aboard: 1"),
    Tap("Sink it: split the gold"),
    See("Ada: 9 gold at home"),
    See("Treasure still out, on the islands or aboard: 2 gold"),
    Tap("The game is over: the winner"),
    See("Winner: Ada"),
]
SCRIPT = [*NEW_GAME, *FLEETS, *PLAY]

EXPECTED = Sheet(
    budget=45,
    players=(
        Sheeted(
            name="Ada",
            fleet=(
                Piece(name="Black Pearl", kind=Kind.ship, points=10),
                Piece(name="Kraken", kind=Kind.monster, points=8),
            ),
            gold_home=9,
        ),
        Sheeted(name="Ben", fleet=(Piece(name="Galleon", kind=Kind.ship, points=12, limit=True),), gold_home=7),
    ),
)


def test_pirates_from_new_game_to_the_saved_result(browser: Browser, server: Server) -> None:
    result = score(EXPECTED)
    assert [standing.total for standing in result.players] == [9, 7]
    player, copied = check_played(browser, server, SCRIPT, "pirates", "Pirates CSG", EXPECTED, result)
    assert copied == ["1. Ada: 9 gold at home, winner", "2. Ben: 7 gold at home"]
    # Another game of the same, from its final screen.
    player.tap("New game")
    player.wait_text("New game of Pirates CSG")


LONG_NAMES = (
    "Annikki Kärkkäinen-Väisänen",
    "Bartholomew Montgomery-Smythe",
    "Cecilia",
    "Dmitri Ivanovich Karamazov",
    "Eleonora",
    "Fredrik",
    "Gwendolyn",
    "Hannu",
)


def test_eight_players_hold_on_a_phone(browser: Browser, server: Server) -> None:
    """The most players, long names among them: every player's unload buttons on the first screen, and the
    final screen, its table and its buttons to Home, on one screen without scrolling."""
    store = TableStore(server.db, [])
    events = [
        Started(names=LONG_NAMES, budget=100),  # 38 gold of treasure: enough for the 36 unloaded
        *(PieceAdded(player=seat, piece=Piece(name=f"Ship {seat}", kind=Kind.ship, points=10)) for seat in range(8)),
        Sailed(),
        *(Unloaded(player=seat, gold=seat + 1) for seat in range(8)),
    ]
    store.create("pirates", LONG_NAMES, [EVENTS.dump_python(event, mode="json") for event in events])
    player = Player(browser, server.url)
    player.open()
    player.tap(re.compile(re.escape(LONG_NAMES[0])))
    player.wait_text("Gold unloaded at home")
    width, height = PHONE["width"], PHONE["height"]
    for name in LONG_NAMES:
        box = player.button(f"{name} unloads 5 gold at home").first.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, name
    player.tap("The game is over: the winner")
    player.wait_text("Winner: Hannu")
    for rank, name in enumerate(reversed(LONG_NAMES), start=1):
        row = player.wait_text(re.compile(rf"^{rank}\. {re.escape(name)}, {9 - rank} in all: ")).bounding_box()
        assert row is not None and row["x"] + row["width"] <= width, name
    home = player.button("Home").first.bounding_box()
    assert home is not None and home["y"] + home["height"] <= height


def test_gold_beyond_the_treasure_put_out_is_refused_in_words(browser: Browser, server: Server) -> None:
    names = ("Ada", "Ben")
    ships = [PieceAdded(player=seat, piece=Piece(name=f"Ship {seat}", kind=Kind.ship, points=10)) for seat in (0, 1)]
    events = [Started(names=names, budget=20), *ships, Sailed(), Unloaded(player=0, gold=5)]
    TableStore(server.db, []).create("pirates", names, [EVENTS.dump_python(event, mode="json") for event in events])
    player = Player(browser, server.url)
    player.open()
    player.tap(re.compile(r"^Resume Pirates CSG: "))
    player.wait_text("Treasure still out, on the islands or aboard: 3 gold")
    # 8 gold put out, 5 of it home: 5 more would pass it.
    play(player, [Tap("Ben unloads 5 gold at home")])
    player.wait_text("Only 3 gold is still out, on the islands or aboard: 5 gold cannot come home.")
    player.wait_text("Ben: 0 gold at home")
    play(
        player,
        [
            Tap("A Ransom crew is captured: 5 gold aboard"),
            See("Treasure still out, on the islands or aboard: 8 gold"),
            Tap("Ben unloads 5 gold at home"),
            See("Ben: 5 gold at home"),
            # A ship carrying more than is still out, however many digits: refused beside the field, and the
            # ship is not sunk with the field taken for empty.
            Choose("Owner: Ben"),
            Choose("Sunk by Ada"),
            Type("Gold aboard", "10000"),
            See("At most 3"),
            Tap("Sink it: split the gold"),
            See("The number in “Gold aboard” is out of bounds: mend it first."),
            See("Ben: 5 gold at home"),
            See("Treasure still out, on the islands or aboard: 3 gold"),
        ],
    )


def test_a_budget_out_of_its_range_is_refused_in_words(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    play(player, [*NEW_GAME[:4], Type("Fleet budget (points)", "1000"), Tap("Start the game")])
    player.wait_text("A budget is from 1 to 999 points, the same for every fleet.")
    player.wait_text("New game of Pirates CSG")


def test_a_fleet_over_its_budget_is_said_so_in_words(browser: Browser, server: Server) -> None:
    names = ("Ada", "Ben")
    galleon = Piece(name="Galleon", kind=Kind.ship, points=48)
    events = [Started(names=names, budget=40), PieceAdded(player=0, piece=galleon)]
    TableStore(server.db, []).create("pirates", names, [EVENTS.dump_python(event, mode="json") for event in events])
    player = Player(browser, server.url)
    player.open()
    player.tap(re.compile(r"^Resume Pirates CSG: "))
    player.wait_text("Ada: the fleet costs 48 points, over the budget of 40")
    player.button(re.compile(r"^Ada: 8 over")).first.wait_for()
    assert "-8" not in player.words() and "points left" not in player.words()


def test_the_add_form_stays_in_place_as_a_fleet_grows(browser: Browser, server: Server) -> None:
    names = ("Ada", "Ben")
    six = [PieceAdded(player=0, piece=Piece(name=f"Crew {index}", kind=Kind.crew, points=1)) for index in range(6)]
    events = [Started(names=names, budget=40), *six]
    TableStore(server.db, []).create("pirates", names, [EVENTS.dump_python(event, mode="json") for event in events])
    player = Player(browser, server.url)
    player.open()
    player.tap(re.compile(r"^Resume Pirates CSG: "))
    player.wait_text("Crew 5 (crew) 1")

    def form_top() -> float:
        box = player.page.get_by_role("textbox", name="Name of the card").bounding_box()
        assert box is not None
        return box["y"]

    with_six = form_top()
    play(player, [Choose("Ben: 40"), See("Ben: a fleet needs at least one ship")])
    assert form_top() == with_six
