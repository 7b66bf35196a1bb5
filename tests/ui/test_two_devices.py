"""Two devices on one history: whatever one changes, the other's next tap says what happened and shows the
history as it now is, never an error."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from playwright.sync_api import Browser

from companion.history import GameStore

from .driver import Player, Server, eventually
from .test_app import save_finished_game

DATA = Path(__file__).parents[1] / "data"
ROW = re.compile(r"Ungeheuer 64, (Tester|Tess) 63; winner Ungeheuer")
GONE = "This game is no longer in history: it was deleted on another device."


def _both_on_the_game(browser: Browser, server: Server) -> tuple[Player, Player]:
    devices = Player(browser, server.url), Player(browser, server.url)
    for device in devices:
        device.open()
        device.tap("History")
        device.tap(ROW)
        device.wait_text("Round 6 scoring")
    return devices


def _stored_names(server: Server) -> set[str]:
    return {p.name for summary in GameStore(server.db).archive.summaries() for p in summary.players}


def test_a_delete_after_a_delete_elsewhere_says_so_and_an_undo_puts_the_game_back(
    browser: Browser, server: Server
) -> None:
    save_finished_game(server)
    first, second = _both_on_the_game(browser, server)
    first.tap("Delete this game")
    first.wait_text("No finished games yet.")
    second.tap("Delete this game")
    second.wait_text(GONE)
    second.wait_text("No finished games yet.")
    first.tap("Undo")
    first.button(ROW).first.wait_for()
    # The second device, gone back to its history, finds the game there again and deletes it with undo.
    second.tap("Back")
    second.tap("History")
    second.tap(ROW)
    second.tap("Delete this game")
    second.wait_text("No finished games yet.")
    second.tap("Undo")
    second.button(ROW).first.wait_for()
    assert eventually(lambda: len(list(GameStore(server.db).archive.summaries())) == 1)
    # Deleted elsewhere while the first device lists it: opening it says so.
    first.button(ROW).first.wait_for()
    archive = GameStore(server.db).archive
    for summary in list(archive.summaries()):
        archive.delete(summary.id)
    first.tap(ROW)
    first.wait_text("This game is not in this device's history: it may have been deleted on another device.")


def test_an_undo_after_the_game_came_back_elsewhere_keeps_one_game(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    archive = GameStore(server.db).archive
    (game,) = [archive.get(summary.id) for summary in archive.summaries()]
    first, second = _both_on_the_game(browser, server)
    first.tap("Delete this game")
    first.wait_text("No finished games yet.")
    # Elsewhere the game is put back, and a player renamed.
    archive.save(game)
    archive.rename("Tester", "Tess")
    first.tap("Undo")
    first.wait_text("This game is in history again already: it was put back on another device.")
    first.button(ROW).first.wait_for()
    assert _stored_names(server) == {"Ungeheuer", "Tess"}
    second.tap("Delete this game")
    second.wait_text("No finished games yet.")


def test_a_rename_while_the_game_is_open_elsewhere(browser: Browser, server: Server) -> None:
    save_finished_game(server)
    first, second = _both_on_the_game(browser, server)
    first.tap("Back")
    first.tap("Players")
    second.tap("Back")
    second.tap("Players")
    second.tap("Rename Tester")
    second.type_into("New name for Tester in every game", "Tess")
    second.tap("Confirm")
    second.wait_text("Tess")
    # The first device still shows Tester: its rename finds no such player any more, and it shows the players
    # as they are.
    first.tap("Rename Tester")
    first.type_into("New name for Tester in every game", "Tessa")
    first.tap("Confirm")
    first.wait_text("No game has a player Tester any more: the history changed on another device.")
    first.wait_text("Rename Tess")
    assert _stored_names(server) == {"Ungeheuer", "Tess"}


def test_the_rename_dialog_merges_two_players_only_when_asked_and_lookalikes_are_flagged(
    browser: Browser, server: Server, tmp_path: Path
) -> None:
    save_finished_game(server)
    board = json.loads((DATA / "ungeheuer_final.json").read_text())
    for number, names in enumerate([("Ada", "Tess"), ("\u0410da", "Bo")]):
        board["players"][0]["name"], board["players"][1]["name"] = names
        (tmp_path / f"{number}.json").write_text(json.dumps(board))
        saved = [sys.executable, "-m", "companion", "score", str(tmp_path / f"{number}.json"), "--save"]
        subprocess.run([*saved, "--db", str(server.db)], check=True, capture_output=True, timeout=120)
    viewer = Player(browser, server.url)
    viewer.open()
    viewer.tap("History")
    viewer.tap("Players")
    viewer.wait_text("Possibly the same player as \u0410da: the names look alike.")
    viewer.tap("Rename Tester")
    viewer.type_into("New name for Tester in every game", "Tess")
    viewer.tap("Confirm")
    viewer.wait_text(re.compile("Tess is already the name of a player in 1 game"))
    assert "Tester" in _stored_names(server)
    viewer.tap("Rename Tester")
    viewer.type_into("New name for Tester in every game", "Tess")
    viewer.page.get_by_role("checkbox", name="If another player has that name, make the two one player").click()
    viewer.tap("Confirm")
    viewer.wait_text("Renamed in 1 game.")
    viewer.wait_text(re.compile(r"2 games, 0 wins \(0%\)"))
    assert "Tester" not in _stored_names(server)
