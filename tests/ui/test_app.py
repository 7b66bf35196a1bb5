"""A group at the table, through the real app in a phone-sized browser."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Browser

from companion.history import GameStore
from companion.play.game import Game

from .driver import Player, Server


def save_finished_game(server: Server) -> None:
    """File the Ungeheuer example in the server's history, as `score --save` does from the shell."""
    board = Path(__file__).parents[1] / "data" / "ungeheuer_final.json"
    saved = [sys.executable, "-m", "companion", "score", str(board), "--save", "--db", str(server.db)]
    subprocess.run(saved, check=True, capture_output=True, timeout=120)


def cell(name: str, row: str, column: int) -> re.Pattern[str]:
    return re.compile(rf"^{name}, {row} row, column {column}: ")


def slot(name: str, column: int) -> re.Pattern[str]:
    return re.compile(rf"^{name}, ship row, column {column}: ")


def start_game(player: Player, *names: str) -> None:
    player.tap("New game")
    if len(names) > 2:
        player.choose(f"{len(names)} players")
    for seat, name in enumerate(names, start=1):
        player.type_into(f"Name of player {seat}", name)
    player.tap("Start the game")
    player.wait_text("Round 1 of 6", timeout=40_000)


def open_homeland(player: Player, name: str) -> None:
    player.tap(f"Edit {name}'s homeland")
    player.button(re.compile("^Tiles")).first.wait_for()


def place(player: Player, name: str, row: str, column: int, viking: bool = False) -> None:
    """Place a tile (Tiles mode), then stand its viking on it (Vikings mode)."""
    player.choose("Tiles")
    player.tap(cell(name, row, column))
    player.button(re.compile(rf"^{name}, {row} row, column {column}: \w+ piece")).first.wait_for()
    if viking:
        player.choose("Vikings")
        player.tap(cell(name, row, column))
        player.button(re.compile(rf"^{name}, {row} row, column {column}: \w+ piece with a {row}")).first.wait_for()


def score_round(player: Player, round_: int) -> None:
    player.tap(f"Score round {round_}")
    player.tap("Apply the scoring")
    if round_ < 6:
        player.tap(f"Continue to round {round_ + 1}")
        player.wait_text(f"Round {round_ + 1} of 6")


def test_a_full_two_player_game_matches_the_engine(browser: Browser, server: Server, artifacts: Path) -> None:
    ada = Player(browser, server.url)
    ada.open()
    ada.screenshot(artifacts / "home.png")
    start_game(ada, "Ada", "Bo")
    ada.tap("Pay for a tile")
    ada.tap("Pay 4 gold")
    ada.wait_text("26 gold")
    open_homeland(ada, "Ada")
    place(ada, "Ada", "goldsmith", 1, viking=True)
    ada.wait_text("If the round ended now: +3 gold")
    place(ada, "Ada", "warrior", 1, viking=True)
    ada.choose("Tiles")
    ada.tap(slot("Ada", 1))
    ada.button(re.compile(r"^Ada, ship row, column 1: red ship, 3 gold, repelled")).first.wait_for()
    assert ada.wait_brightness(180, 4, dark=False) > 180  # the app bar of the light theme
    ada.screenshot(artifacts / "homeland.png")
    ada.choose("Bo")
    place(ada, "Bo", "noble", 1, viking=True)
    place(ada, "Bo", "noble", 2)
    ada.tap("Add one noble to Bo's mainland")
    ada.wait_text("Bo's mainland: 1 nobles")
    ada.tap("Add one boatsman to Bo's mainland")
    ada.wait_text("Bo's mainland: 1 boatsmen")
    ada.tap("Back")
    ada.screenshot(artifacts / "table.png")
    score_round(ada, 1)
    # Round 2, a great scoring: Bo's boatsman can carry the noble onto the empty noble tile.
    ada.tap("Score round 2")
    ada.tap(re.compile("^Accept: Bo moves with 1 boatsman"))
    ada.screenshot(artifacts / "scoring.png")
    ada.tap("Apply the scoring")
    ada.tap("Continue to round 3")
    for round_ in (3, 4, 5):
        score_round(ada, round_)
    open_homeland(ada, "Bo")
    place(ada, "Bo", "scout", 1, viking=True)
    ada.tap("Back")

    score_round(ada, 6)
    ada.wait_text("Final results")
    ada.screenshot(artifacts / "final.png")

    (stored,) = [game for game in GameStore(server.db).all_games() if game.finished]
    result = Game.replay(stored.events).state.result
    assert result is not None
    for scored in result.players:
        ada.wait_text(f"{scored.rank}. {scored.name} — {scored.points} points, {scored.gold} gold")
    winner = next(p for p in result.players if p.winner)
    ada.wait_text(re.compile(rf"Winner: {winner.name}"))
    # On a tablet or a laptop the players stand side by side.
    ada.page.close()
    wide = Player(browser, server.url, viewport={"width": 1280, "height": 800})

    wide.open()
    start_game(wide, "Ada", "Bo")

    first, second = (wide.button(f"Edit {name}'s homeland").first.bounding_box() for name in ("Ada", "Bo"))
    assert first and second and abs(first["y"] - second["y"]) < 1 and second["x"] > first["x"] + 200
    wide.screenshot(artifacts / "table-wide.png")


def test_the_editor_offers_only_legal_cells_and_explains_a_refusal(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    ada.open()
    start_game(ada, "Ada", "Bo")
    open_homeland(ada, "Ada")
    # Column 2 of an empty homeland touches nothing: it is not offered.
    assert ada.button(cell("Ada", "noble", 2)).count() == 0
    assert ada.button(re.compile(r"^Ada, noble row, column 1: place a tile \(start piece\)")).count() == 1
    place(ada, "Ada", "noble", 1)
    place(ada, "Ada", "noble", 2)
    place(ada, "Ada", "scout", 2)
    # Now the noble in column 2 holds the scout tile to the homeland: taking it away is refused, with why.
    ada.choose("Remove")

    ada.tap(cell("Ada", "noble", 2))
    ada.wait_text(re.compile("would cut other tiles off the homeland"))
    assert ada.button(re.compile(r"^Ada, noble row, column 2: end piece")).count() == 1


def test_a_game_resumes_after_the_server_restarts(browser: Browser, server: Server) -> None:
    ada = Player(browser, server.url)
    ada.open()
    start_game(ada, "Ada", "Bo")
    ada.tap("Pay for a tile")
    ada.tap("Pay 7 gold")
    ada.wait_text("23 gold")
    ada.tap("Points to gold")
    ada.tap("More Points to gold")
    ada.wait_text("Points to gold: 2")
    ada.tap("Confirm")
    ada.wait_text("25 gold")
    ada.tap("Correct")
    ada.tap("Less Gold change")
    ada.wait_text("Gold change: -1")
    ada.tap("Confirm")
    ada.wait_text("24 gold")
    ada.wait_text("8 points")
    server.stop()
    ada.page.close()
    server.start()
    again = Player(browser, server.url)

    again.open()
    again.tap("Resume Ada, Bo, round 1")
    again.wait_text("Round 1 of 6")
    again.wait_text("24 gold")
    for _ in range(3):
        again.tap("Undo")
    again.wait_text("30 gold")
    again.tap("Redo")
    again.wait_text("23 gold")


def test_a_phone_screen_never_scrolls_sideways(browser: Browser, server: Server, artifacts: Path) -> None:
    ada = Player(browser, server.url)
    ada.open()
    start_game(ada, "Ada", "Bo", "Cy", "Di")
    wide = "document.documentElement.scrollWidth <= window.innerWidth"
    assert ada.page.evaluate(wide)
    open_homeland(ada, "Ada")
    for column in range(1, 8):
        place(ada, "Ada", "noble", column)

    # The grid scrolls inside itself; the page does not.
    assert ada.page.evaluate(wide)
    # Every tap target wholly on screen is at least 48 px tall (the semantics tree clips those at an edge).
    for control in ada.page.get_by_role("button").all():
        box = control.bounding_box()
        if box and box["y"] > 1 and box["y"] + box["height"] < 739 and box["x"] >= 0 and box["x"] + box["width"] <= 360:
            assert box["height"] >= 47.5, control.inner_text()

    # A phone set to dark opens the app dark.
    ada.page.close()
    dark = Player(browser, server.url, dark=True)

    dark.open()
    dark.button("Light mode").first.wait_for()
    dark.tap("Resume Ada, Bo, Cy, Di, round 1")

    dark.tap("Edit Ada's homeland")
    dark.button(re.compile(r"^Ada, noble row, column 7")).first.wait_for()
    assert dark.wait_brightness(180, 4, dark=True) < 80  # the app bar, once the dark theme has faded in
    dark.screenshot(artifacts / "homeland-dark.png")


def test_history_shows_a_saved_game_and_deletes_it_with_undo(browser: Browser, server: Server, artifacts: Path) -> None:
    save_finished_game(server)
    viewer = Player(browser, server.url)
    viewer.open()
    viewer.tap("History")
    row = re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")
    viewer.tap(row)
    viewer.wait_text("1. Ungeheuer — 64 points, 3 gold")
    viewer.wait_text("Points, round by round")
    viewer.wait_text("Round 6 scoring")

    viewer.screenshot(artifacts / "history-game.png")
    viewer.tap("Delete this game")
    viewer.wait_text("No finished games yet.")
    viewer.tap("Undo")
    viewer.button(row).first.wait_for()
    viewer.tap("Players")
    viewer.wait_text("Ungeheuer: 1 games, 1 wins (100%), average 64.0, best 64")
    viewer.screenshot(artifacts / "history-players.png")
    viewer.tap("Rename Tester")
    viewer.type_into("New name for Tester in every game", "Tess")
    viewer.tap("Confirm")
    viewer.wait_text("Tess: 1 games, 0 wins (0%), average 63.0, best 63")


def test_export_then_import_into_an_empty_history(browser: Browser, server: Server, tmp_path: Path) -> None:
    save_finished_game(server)
    source = Player(browser, server.url)
    source.open()
    source.tap("History")
    with source.page.expect_download(timeout=30_000) as download:
        source.tap("Export history")
    exported = tmp_path / "export.json"
    download.value.save_as(exported)
    source.page.close()

    empty = Server(tmp_path / "empty.json")
    empty.start()
    try:
        target = Player(browser, empty.url)
        target.open()
        target.tap("History")
        target.wait_text("No finished games yet.")
        with target.page.expect_file_chooser(timeout=30_000) as chooser:
            target.tap("Import history")
        chooser.value.set_files(str(exported))
        target.button(re.compile(r"Ungeheuer 64, Tester 63; winner Ungeheuer")).first.wait_for(timeout=30_000)
    finally:
        empty.stop()
    assert [s.id for s in GameStore(empty.db).archive.page()] == [s.id for s in GameStore(server.db).archive.page()]
