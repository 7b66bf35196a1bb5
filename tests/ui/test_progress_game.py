"""A progress game through the real app, from set-up to the final results: the start-player auction, special
tiles taken in the turn's flow (the special island laid at once, the boat tile used at a great scoring), and
the scored result the same as the engine's own scoring of the same boards."""

from __future__ import annotations

import re

from playwright.sync_api import Browser

from companion.games.vikings import ISLAND_ROWS, score_board
from companion.games.vikings.play import Game
from companion.history import GameStore

from .driver import Player, Server

NAMES = ("Ada", "Bo")
ROUNDS = 6
TURNS = 12


def lay_in_row(player: Player, name: str, row: int) -> None:
    """Lay a tile on the first open cell of the `row`-th island row (counting on to the next rows when it has
    none), its viking standing on it unless a viking was picked for the mainland."""
    for step in range(len(ISLAND_ROWS)):
        each = ISLAND_ROWS[(row + step) % len(ISLAND_ROWS)].value
        cells = player.button(re.compile(rf"^{name}, {each} row, column \d+: lay"))
        if cells.count():
            player.tap(re.compile(rf"^{name}, {each} row, column \d+: lay"))
            return
    raise AssertionError(f"no open cell for {name}")


def homeland_top(player: Player, name: str) -> float:
    """Where the homeland of the player whose turn it is begins on screen: its first ship slot."""
    box = player.button(re.compile(rf"^{name}, ship row, column 1: ")).first.bounding_box()
    assert box is not None
    return box["y"]


def start_progress_game(table: Player) -> None:
    """A new two-player game under the progress rules, the app keeping the gold, at its first turn."""
    table.open()
    table.tap("New game")
    for seat, name in enumerate(NAMES, start=1):
        table.type_into(f"Name of player {seat}", name)
    table.choose("Progress rules")
    table.choose("The app keeps the gold")
    table.tap("Start the game")
    table.wait_text("Round 1 of 6", timeout=40_000)


def test_a_progress_game_plays_through_to_the_engines_result(browser: Browser, server: Server) -> None:
    table = Player(browser, server.url)
    start_progress_game(table)
    # The auction, on a sheet from its line: Bo bids 2 and starts the round; his bid leaves the purse at once.
    table.tap("Enter who won the start-player auction")
    table.tap("A winning bid of 2")
    table.tap("Bo won the auction")
    table.wait_text("Bo won the auction for 2 and starts the round")
    for name in ("Bo", "Ada"):
        table.wait_text(f"{name}: tap where the start tile goes")
        table.tap(re.compile(rf"^{name}, noble row, column 1: lay"))
    turn = 0
    for round_ in range(1, ROUNDS + 1):
        for number in range(TURNS):
            # Bo won round 1's auction; the marker then passes to the left each round.
            name = NAMES[(round_ + number) % 2]
            table.wait_text(f"{name}: tap where the tile goes")
            if round_ == 1 and number == 0:
                # Bo buys the dearest tile (11) and takes the special island, which replaces the tile at once.
                top = homeland_top(table, name)
                table.tap(re.compile(r"^Price 11\b"))
                lay_in_row(table, name, 0)
                # The special tiles the turn may bring are a sheet away, on a line that was there before the
                # turn: the next homeland starts where this one did.
                table.wait_text("Ada: tap where the tile goes")
                assert homeland_top(table, "Ada") == top
                table.tap("Choose the special tile that comes with this tile")
                table.tap("Take the special island special tile with this tile")
                table.tap("The waiting special island replaces this tile")
                table.wait_text(re.compile(r"with the special island tile, the special island on it"))
                assert homeland_top(table, "Ada") == top
            elif round_ == 1 and number == 1:
                # Ada buys the dearest tile left (10), her noble to the mainland, and takes the boat tile.
                table.tap(re.compile(r"^Price 10\b"))
                table.tap("The noble goes to the mainland")
                table.tap(re.compile(r"^Ada, noble row, column 2: lay"))
                table.tap("Choose the special tile that comes with this tile")
                table.tap("Take the boat special tile with this tile")
                table.wait_text(re.compile(r"with the boat tile"))
                table.button("The boat special tile comes with this tile: change it, selected").wait_for()
            elif round_ == 2 and number == 0:
                # Nobody enters round 2's auction: its line says who starts instead, and keeps its height.
                top = homeland_top(table, name)
                lay_in_row(table, name, turn % len(ISLAND_ROWS))
                table.wait_text(f"{NAMES[(round_ + 1) % 2]}: tap where the tile goes")
                table.wait_text(f"{name} starts the round: no auction entered")
                assert homeland_top(table, NAMES[(round_ + 1) % 2]) == top
            elif round_ == 1 and number == 3:
                table.tap("The noble goes to the mainland")
                table.tap(re.compile(r"^Ada, noble row, column 3: lay"))
            elif turn % 6 == 5:
                # The game has 62 island tiles and 13 vikings of a colour: now and then a tile is not laid.
                table.tap("The boatsman goes to the mainland")
                table.tap("Tile not laid: only its viking is kept")
            else:
                lay_in_row(table, name, turn % len(ISLAND_ROWS))
            turn += 1
        if round_ == 2:
            # One boatsman with the boat tile carries both of Ada's nobles.
            table.tap(re.compile(r"^Accept: Ada moves with 1 boatsman, with the boat tile"))
        table.tap(f"Score round {round_}")
        if round_ < ROUNDS:
            table.tap(f"Continue to round {round_ + 1}")
    table.wait_text(re.compile(r"^Winner: "), timeout=40_000)
    table.saved()

    (stored,) = [game for game in GameStore(server.db).all_games() if game.finished]
    game = Game.replay(GameStore(server.db).load(stored.id).events)
    # The engine scores the boards as they stood before the final scoring, round-6 transports and all.
    expected = score_board(game.snapshots[-2].board)
    assert game.state.result == expected
    for scored in expected.players:
        shown = f"{scored.rank}. {scored.name}: {scored.points} points, {scored.gold} gold; show every line"
        table.button(shown).first.wait_for()
    played = game.state.players
    assert [held.tile.value for held in played[1].special_tiles] == ["special_island"]
    assert played[1].special_tiles[0].row is not None
    assert game.state.gone == ("boat",)


def test_the_auctions_sheet_scrolls_to_its_winners_on_a_phone_held_sideways_with_large_text(
    browser: Browser, server: Server
) -> None:
    table = Player(browser, server.url, viewport={"width": 740, "height": 360}, text_scale=2)
    start_progress_game(table)
    table.tap("Enter who won the start-player auction")
    table.tap("A winning bid of 15")
    table.tap("Bo won the auction")  # under the bids, below the sheet's foot until it scrolls
    table.wait_text("Bo won the auction for 15 and starts the round")
