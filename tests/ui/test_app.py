"""A group at the table, through the real app in a phone-sized browser."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Browser

from benchmarks.phone import Table
from benchmarks.quick import play_quick
from benchmarks.table import play_full
from companion.history import GameStore

from .driver import Player, Server
from .history_files import export_history, import_history

SCENARIOS = Path(__file__).parents[1] / "data" / "scenarios"


def save_finished_game(server: Server) -> None:
    """File the Ungeheuer example in the server's history, as `score --save` does from the shell."""
    board = Path(__file__).parents[1] / "data" / "ungeheuer_final.json"
    saved = [sys.executable, "-m", "companion", "score", str(board), "--save", "--db", str(server.db)]
    subprocess.run(saved, check=True, capture_output=True, timeout=120)


def cell(name: str, row: str, column: int) -> re.Pattern[str]:
    return re.compile(rf"^{name}, {row} row, column {column}: ")


def fill_in_new_game(player: Player, *names: str) -> None:
    """New game tapped and `names` typed into its seats, the game not started yet."""
    player.tap("New game")
    for seat, name in enumerate(names, start=1):
        player.type_into(f"Name of player {seat}" if seat <= 2 else f"Player {seat} (optional)", name)


def start_game(player: Player, *names: str, purse: bool = False, progress: bool = False) -> None:
    """A new game of `names` started, the app keeping the gold with `purse`, on the progress rules with
    `progress`."""
    fill_in_new_game(player, *names)
    if purse:
        player.choose("The app keeps the gold")
    if progress:
        player.choose("Progress rules")
    player.tap("Start the game")
    player.wait_text("Round 1 of 6", timeout=60_000)


def new_game(browser: Browser, url: str, *names: str, purse: bool = False, progress: bool = False) -> Player:
    """A phone open at the app, a new game of `names` started (`start_game`)."""
    player = Player(browser, url)
    player.open()
    start_game(player, *names, purse=purse, progress=progress)
    return player


def lay_start_tiles(player: Player, *names: str) -> None:
    for name in names:
        player.wait_text(f"{name}: tap where the start tile goes")
        player.tap(re.compile(rf"^{name}, noble row, column 1: lay"))


def test_a_whole_four_player_game_plays_through_to_the_scenarios_results(browser: Browser, server: Server) -> None:
    """table-4p.json turn by turn, as a table enters it: every scoring's standings read off the screen."""
    scenario = json.loads((SCENARIOS / "table-4p.json").read_text(encoding="utf-8"))
    table = Table(Player(browser, server.url))
    table.player.open()
    table.tap("New game")
    for seat, name in enumerate(scenario["players"], start=1):
        table.type(f"Name of player {seat}" if seat <= 2 else f"Player {seat} (optional)", name)
    table.tap(f"Player {scenario['start_player'] + 1} starts")
    table.tap("Start the game")
    play_full(table, scenario, purse=False)  # raises on any difference from the scenario
    table.player.saved()
    (stored,) = [game for game in GameStore(server.db).all_games() if game.finished]
    assert stored.names == tuple(scenario["players"])
    assert [s.id for s in GameStore(server.db).archive.page()] == [stored.id]


def test_a_turn_is_one_tap_and_the_table_moves_on_to_the_next_player(
    browser: Browser, server: Server, artifacts: Path
) -> None:
    ada = Player(browser, server.url)
    ada.open()
    ada.screenshot(artifacts / "home.png")
    start_game(ada, "Ada", "Bo", purse=True)
    lay_start_tiles(ada, "Ada", "Bo")
    # Ada pays 4 for a goldsmith tile and stands its goldsmith on it: two taps, then it is Bo's turn.
    ada.wait_text("Ada: tap where the tile goes")
    ada.tap(re.compile(r"^Price 4\b"))
    ada.tap(re.compile(r"^Ada, goldsmith row, column 1: lay the start piece with its goldsmith"))
    ada.wait_text("Bo: tap where the tile goes")
    ada.button(re.compile(r"^Ada: 10 points, gold 26 g, next scoring \+3 g")).first.wait_for()
    # Bo takes a ship with a boatsman: the viking first, then the slot, then the sail.
    ada.tap("The boatsman goes to the mainland")
    ada.tap(re.compile(r"^Bo, ship row, column 1: lay a ship"))
    ada.tap("5 points")
    ada.tap("blue sail")
    ada.wait_text("Ada: tap where the tile goes")
    ada.wait_text(re.compile(r"^Last: Bo's blue ship in column 1, boatsman to the mainland"))
    ada.screenshot(artifacts / "table.png")
    # Undo says what it undid, and Redo brings it back.
    ada.tap("Undo")
    ada.wait_text("Undone: Bo's blue ship in column 1")
    ada.wait_text("Bo: tap where the tile goes")
    ada.tap("Redo")
    ada.wait_text("Ada: tap where the tile goes")
    # Bo's homeland is one tap away; the ship shows the reward as entered.
    ada.tap(re.compile(r"^Bo: 10 points"))
    ada.button(re.compile(r"^Bo, ship row, column 1: blue ship, 5 points")).first.wait_for()
    # The browser's Back goes back one screen, not out of the game.
    ada.page.go_back()
    ada.wait_text("Ada: tap where the tile goes")


def test_the_editor_lays_a_tile_with_its_viking_in_one_tap_and_explains_a_refusal(
    browser: Browser, server: Server, artifacts: Path
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    ada.tap(re.compile(r"^Ada: 10 points"))
    # Column 2 of an empty homeland touches nothing: it is not offered.
    assert ada.button(re.compile(r"^Ada, noble row, column 2: lay")).count() == 0
    ada.tap(re.compile(r"^Ada, noble row, column 1: lay the start piece with its noble"))
    ada.button(re.compile(r"^Ada, noble row, column 1: start piece with a noble, selected")).first.wait_for()
    ada.choose("Tile only")
    ada.tap(re.compile(r"^Ada, noble row, column 2: lay the end piece$"))
    ada.tap("middle piece")
    ada.button(re.compile(r"^Ada, noble row, column 2: middle piece")).first.wait_for()
    ada.tap(re.compile(r"^Ada, scout row, column 2: lay"))
    # The noble tile in column 2 holds the scout tile to the homeland: taking it away is refused, with why.
    ada.tap(re.compile(r"^Ada, noble row, column 2: middle piece"))
    ada.tap("Remove the tile")
    ada.wait_text(re.compile("would cut other tiles off the homeland"))
    # A ship's sail and reward change from the ship itself.
    ada.tap(re.compile(r"^Ada, ship row, column 2: lay a ship"))
    ada.tap("red sail")
    ada.tap(re.compile(r"^Ada, ship row, column 2: red ship, 3 gold"))
    ada.tap("4 gold")
    ada.button(re.compile(r"^Ada, ship row, column 2: red ship, 4 gold")).first.wait_for()
    ada.tap(re.compile(r"^Ada, ship row, column 2: red ship"))
    ada.tap("yellow sail")
    ada.button(re.compile(r"^Ada, ship row, column 2: yellow ship, 4 gold")).first.wait_for()
    # The mainland takes a number.
    ada.tap("3 boatsmen")
    ada.button("3 boatsmen, selected").first.wait_for()
    ada.screenshot(artifacts / "homeland.png")


def test_fast_taps_all_count(browser: Browser, server: Server) -> None:
    """Ten taps without waiting between them lay ten tiles: every handler reads the game as it is then, the
    screens moving as most phones move them."""
    ada = Player(browser, server.url, motion=True)
    ada.open()
    start_game(ada, "Ada", "Bo")
    ada.tap(re.compile(r"^Ada: 10 points"))
    ada.choose("Tile only")
    targets = [
        ada.button(re.compile(rf"^Ada, {row} row, column 1: lay")).first
        for row in ("warrior", "noble", "scout", "goldsmith", "fisherman")
    ]
    for target in targets:
        target.click()
    targets = [
        ada.button(re.compile(rf"^Ada, {row} row, column 2: lay")).first
        for row in ("warrior", "noble", "scout", "goldsmith", "fisherman")
    ]
    for target in targets:
        target.wait_for()
    for target in targets:
        target.click()
    for row in ("warrior", "noble", "scout", "goldsmith", "fisherman"):
        ada.button(re.compile(rf"^Ada, {row} row, column 2: \w+ piece")).first.wait_for()
    assert ada.button(re.compile(r"^Ada, \w+ row, column [12]: \w+ piece")).count() == 10


def test_a_game_resumes_after_the_server_restarts(browser: Browser, server: Server) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo")
    lay_start_tiles(ada, "Ada", "Bo")
    ada.tap(re.compile(r"^Ada: points into gold"))
    ada.tap("Turn 2 points into gold")
    ada.button(re.compile(r"^Ada: 8 points")).first.wait_for()
    # A tap is saved a moment after it is shown: the server is stopped once the app says it is on disk.
    ada.saved()
    assert [game.events[-1].kind for game in GameStore(server.db).unfinished()] == ["points_to_gold"]
    server.stop()
    ada.page.close()
    server.start()
    again = Player(browser, server.url)
    again.open()
    # The unfinished game is listed with its round and when it was last played.
    again.tap(re.compile(r"^Resume Ada, Bo: round 1, last played \w{3} \d{1,2} \w{3}, \d\d:\d\d"))
    again.wait_text("Ada: tap where the tile goes")
    again.button(re.compile(r"^Ada: 8 points")).first.wait_for()
    again.tap("Undo")
    again.wait_text("Undone: Ada's 2 points turned into gold")
    again.button(re.compile(r"^Ada: 10 points")).first.wait_for()
    again.tap("Redo")
    again.button(re.compile(r"^Ada: 8 points")).first.wait_for()
    # An address opens the same screen.
    url = again.page.url
    again.page.close()
    direct = Player(browser, url)
    direct.open()
    direct.wait_text("Ada: tap where the tile goes")


def _title_ends_before_the_buttons(player: Player, title: str) -> None:
    """The screen's title, read as its level-1 heading, ends well before the first button to its right in the
    bar: a title cut short with "…" fills its room up to them."""
    heading = player.page.locator("flt-semantics-host h1", has_text=title).first
    heading.wait_for(timeout=20_000)
    box = heading.bounding_box()
    assert box is not None
    lefts = [
        other["x"]
        for button in player.page.get_by_role("button").all()
        if (other := button.bounding_box()) is not None
        and other["x"] > box["x"]
        and other["y"] < box["y"] + box["height"]
        and box["y"] < other["y"] + other["height"]
    ]
    # Cut short, a title fills its room to 5 px (the bar's spacing) from the buttons.
    assert lefts and box["x"] + box["width"] + 8 <= min(lefts), (title, box, min(lefts, default=None))


def test_each_screens_title_is_whole_on_a_phone(browser: Browser, server: Server) -> None:
    """Titles once ran out of room on a phone ("Vikings score …", "Cnut's homela…"): each is short, with what
    more there is to say on a smaller second line."""
    ada = Player(browser, server.url)
    ada.open()
    _title_ends_before_the_buttons(ada, "Vikings companion")
    start_game(ada, "Astrid", "Bjorn", "Cnut", "Dagny")
    _title_ends_before_the_buttons(ada, "Round 1 of 6")
    ada.tap(re.compile(r"^Cnut: 10 points"))
    _title_ends_before_the_buttons(ada, "Cnut")
    ada.wait_text("Homeland · round 1")


def test_a_phone_screen_fits_four_players_and_never_scrolls_sideways(
    browser: Browser, server: Server, artifacts: Path
) -> None:
    ada = new_game(browser, server.url, "Ada", "Bo", "Cy", "Di")
    wide = "document.documentElement.scrollWidth <= window.innerWidth"
    assert ada.page.evaluate(wide)
    # All four players and the whole grid are on screen at once.
    for name in ("Ada", "Bo", "Cy", "Di"):
        box = ada.button(re.compile(rf"^{name}: 10 points")).first.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 740
    last = ada.button(re.compile(r"^Ada, fisherman row, column 6: ")).first.bounding_box()
    assert last is not None and last["y"] + last["height"] <= 740 and last["x"] + last["width"] <= 360
    ada.page.close()

    # A phone set to dark opens the app dark.
    dark = Player(browser, server.url, dark=True)
    dark.open()
    dark.button("Light mode").first.wait_for()
    dark.tap(re.compile(r"^Resume Ada, Bo, Cy, Di"))
    dark.wait_text("Ada: tap where the start tile goes")
    assert dark.wait_brightness(180, 4, dark=True) < 80  # the app bar, once the dark theme has faded in
    dark.screenshot(artifacts / "table-dark.png")


def test_history_shows_a_saved_game_and_deletes_it_with_undo(browser: Browser, server: Server, artifacts: Path) -> None:
    save_finished_game(server)
    viewer = Player(browser, server.url, motion=True)  # the screens and the undo bar move as most phones move them
    viewer.open()
    viewer.tap("History")
    row = re.compile(r"^Vikings, .*: Ungeheuer 64, Tester 63; winner Ungeheuer")  # each game's name and winner
    viewer.tap(row)
    viewer.button("1. Ungeheuer: 64 points, 3 gold; show every line").first.wait_for()
    viewer.wait_text("Round 6 scoring")
    viewer.screenshot(artifacts / "history-game.png")
    viewer.tap("1. Ungeheuer: 64 points, 3 gold; show every line")
    viewer.wait_text(re.compile(r"^Most boatsmen \(4\): \+10 points"))
    viewer.tap("Close")
    # Each homeland as played, its mainland too.
    viewer.scroll_to(
        viewer.page.get_by_text(re.compile(r"Ungeheuer's mainland: 7 warriors, 8 nobles, 4 boatsmen")).first
    )
    viewer.tap("Delete this game")
    viewer.wait_text("No finished games yet.")
    viewer.tap("Undo")
    viewer.button(row).first.wait_for()
    viewer.tap("Players")
    viewer.wait_text("1 game, 1 win (100%), average 64.0, best 64")
    viewer.screenshot(artifacts / "history-players.png")
    viewer.tap("Rename Tester")
    viewer.type_into("New name for Tester in every game", "Tess")
    viewer.tap("Confirm")
    viewer.wait_text("Tess")


def test_export_then_import_into_an_empty_history(browser: Browser, server: Server, tmp_path: Path) -> None:
    save_finished_game(server)
    source = Player(browser, server.url)
    source.open()
    source.tap("History")
    exported = export_history(source, tmp_path / "export.json")
    source.page.close()

    empty = Server(tmp_path / "empty.json")
    empty.start()
    try:
        target = Player(browser, empty.url)
        target.open()
        target.tap("History")
        target.wait_text("No finished games yet.")
        import_history(target, exported)
        target.button(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")).first.wait_for(timeout=30_000)
    finally:
        empty.stop()
    assert [s.id for s in GameStore(empty.db).archive.page()] == [s.id for s in GameStore(server.db).archive.page()]


def test_a_quick_score_enters_the_final_boards_and_gets_the_scenarios_results(browser: Browser, server: Server) -> None:
    """table-2p.json's round-6 boards through Quick score; a quick score keeps no purse, so it never offers
    to pay for a tile or turn points into gold."""
    scenario = json.loads((SCENARIOS / "table-2p.json").read_text(encoding="utf-8"))
    table = Table(Player(browser, server.url))
    table.player.open()
    table.tap("Quick score")
    for seat, name in enumerate(scenario["players"], start=1):
        table.type(f"Name of player {seat}", name)
    table.tap("Enter the final boards")
    first = scenario["players"][0]
    table.player.button(re.compile(rf"^{first}, selected")).first.wait_for()
    semantics = table.page.locator("flt-semantics")
    offered = " ".join(semantics.all_inner_texts() + [e.get_attribute("aria-label") or "" for e in semantics.all()])
    # What it does offer: each player's points and gold, typed.
    assert table.page.get_by_label(f"{first}'s gold").count() == 1
    assert "points into gold" not in offered and "Price" not in offered
    play_quick(table, scenario)  # raises on any difference from the scenario's final results
    # A tap is saved a moment after it is shown: the history is read once the app says it is on disk.
    table.player.saved()
    (stored,) = GameStore(server.db).archive.page()
    assert [player.name for player in stored.players] == scenario["players"]


def test_a_bookmarked_address_opens_its_screen_and_back_goes_home(browser: Browser, server: Server) -> None:
    # History's screens and those of a game played with a running score load when first shown (`widgets.shown_at`):
    # an address typed or bookmarked opens them all the same, before Home has ever shown.
    save_finished_game(server)
    reader = Player(browser, f"{server.url}history/players")
    reader.open()
    reader.wait_text("1 game, 1 win (100%), average 64.0, best 64")
    reader.tap("Back")
    reader.wait_text(re.compile(r"^Vikings, .*: Ungeheuer 64, Tester 63; winner Ungeheuer"))
    reader.tap("Back")
    reader.button("New game").wait_for()
    host = Player(browser, f"{server.url}table/africa/new")
    host.open()
    host.type_into("Name of player 1", "Ada")
    host.type_into("Name of player 2", "Ben")
    host.tap("Start the game")
    host.wait_text("Score track")
