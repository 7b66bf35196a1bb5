"""A finished game of a game scored from a sheet: its final screen and the sheet and result the games file keeps
(`check_final`), then as History shows it (`check_history`): filed, listed with its game and winner, its result
table, and the players' statistics of that game. `check_played` plays a game's script to both."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

from playwright.sync_api import Browser
from pydantic import BaseModel

from companion.games.base import SheetResult
from companion.history import GameStore
from companion.play.store import TableStore

from .driver import Player, Server, eventually
from .scripts import Step, play
from .test_phone import WATCH_CLIPBOARD

SCREENSHOTS = os.environ.get("SCREENSHOTS")
"""A folder to keep each game's final screen in, where set."""


def check_final(
    player: Player, server: Server, game: str, name: str, expected: BaseModel, result: SheetResult
) -> list[str]:
    """The final screen of a game of `name` played to the sheet `expected` (`result` its score): each player's
    standing shown, the game kept finished with that sheet and result, and the result copied under the game's
    name (the clipboard watched with `WATCH_CLIPBOARD`); returns the lines copied below the name."""
    for standing in result.players:
        player.wait_text(re.compile(rf"^{standing.rank}\. {standing.name}, {standing.total} in all: "))
    store = TableStore(server.db, [])
    finished = eventually(lambda: [kept for kept in store.games() if kept.finished])
    assert len(finished) == 1
    assert type(expected).model_validate(finished[0].sheet) == expected
    assert finished[0].result == result.model_dump(mode="json")
    if SCREENSHOTS:
        player.screenshot(Path(SCREENSHOTS) / f"{game}-final.png")
    player.tap("Copy the result")
    player.wait_text("The result is copied: paste it into a message.")
    title, *copied = player.page.evaluate("window.copied").splitlines()
    assert title.startswith(f"{name}, ")
    return copied


def check_history(browser: Browser, server: Server, game: str, name: str, result: SheetResult) -> None:
    """`name` is the game's English name; `result` what `score()` gives for the game played; History is
    opened afresh, as a player comes back to it another day."""
    archive = GameStore(server.db).archive
    (summary,) = eventually(lambda: [s for s in archive.summaries() if s.game == game])
    assert [(p.name, p.points, p.rank) for p in summary.players] == [(s.name, s.total, s.rank) for s in result.players]
    ranked = sorted(result.players, key=lambda standing: standing.rank)
    first, last = ranked[0], ranked[-1]
    players = ", ".join(f"{standing.name} {standing.total}" for standing in ranked)
    winners = " & ".join(standing.name for standing in result.players if standing.rank == 1)
    player = Player(browser, server.url)
    player.open()
    player.tap("History")
    player.tap(re.compile(rf"^{re.escape(name)}, .*: {re.escape(players)}; winner {re.escape(winners)}$"))
    player.wait_text(re.compile(rf"^1\. {re.escape(first.name)}, {first.total} in all: "))
    player.tap("Back")
    player.tap("Players")
    player.tap(name)
    wins = "1 win (100%)" if first.rank == 1 else "0 wins (0%)"
    player.wait_text(f"1 game, {wins}, average {first.total}.0, best {first.total}")
    player.wait_text(re.compile(rf"Ahead of: .*{re.escape(last.name)} 1"))


def check_played(
    browser: Browser,
    server: Server,
    script: Sequence[Step],
    game: str,
    name: str,
    expected: BaseModel,
    result: SheetResult,
) -> tuple[Player, list[str]]:
    """`script` played on a phone whose clipboard is watched, to the final screen of a game of `name` that keeps
    the sheet `expected` (`check_final`) and to History (`check_history`); returns the phone, still at the final
    screen, and the lines it copied below the name."""
    player = Player(browser, server.url)
    player.page.add_init_script(WATCH_CLIPBOARD)
    player.open()
    play(player, script)
    copied = check_final(player, server, game, name, expected, result)
    check_history(browser, server, game, name, result)
    return player, copied
