"""A finished game of a game scored from a sheet, as History shows it: filed, listed with its game and winner,
its result table, and the players' statistics of that game."""

from __future__ import annotations

import re

from playwright.sync_api import Browser

from companion.games.base import SheetResult
from companion.history import GameStore

from .driver import Player, Server, eventually


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
