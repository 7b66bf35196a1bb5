"""The English of the tests' game."""

from __future__ import annotations

from companion.markers import N_

EN: dict[str, str | tuple[str, str]] = {
    "game.fake": N_("Fake"),
    "fake.problem.players": N_("the game takes 2 or 3 players, not {count}"),
    "fake.problem.duplicate_player": N_("{player}: two players have this name"),
    "fake.line.coins": N_("Coins"),
    "fake.line.crowns": N_("Crowns"),
}
