"""Statistics over the history: who plays, who wins, how, and the records.

They read the stored summaries as they are (checked when saved), without building models: at 10,000 games
that is what keeps them fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .records import SOURCES, game_of


@dataclass
class PlayerStats:
    name: str
    games: int = 0
    wins: int = 0
    total: int = 0
    best: int = 0
    sources: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SOURCES, 0))
    beat: dict[str, int] = field(default_factory=dict)
    """Games in which this player ranked above each other player (head to head)."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


@dataclass
class Records:
    highest_score: tuple[int, str, str] = (0, "", "")
    biggest_supply: tuple[int, str, str] = (0, "", "")
    longest_island: tuple[int, str, str] = (0, "", "")
    """Each: the figure, the player, the game's id."""


def statistics(
    summaries: Iterable[Mapping[str, Any]], game: str | None = None
) -> tuple[dict[str, PlayerStats], Records]:
    """Per-player statistics and records over stored summaries (`Archive.documents`): of one game's plays, or
    across every game when `game` is None."""
    players: dict[str, PlayerStats] = {}
    records = Records()
    for summary in summaries:
        if game is not None and game_of(summary) != game:
            continue
        seated = summary["players"]
        for player in seated:
            name, points = player["name"], player["points"]
            stats = players.get(name) or players.setdefault(name, PlayerStats(name))
            stats.games += 1
            stats.wins += player["winner"]
            stats.total += points
            stats.best = max(stats.best, points)
            for source, gained in player["sources"].items():
                stats.sources[source] = stats.sources.get(source, 0) + gained
            for other in seated:
                if other["rank"] > player["rank"]:
                    stats.beat[other["name"]] = stats.beat.get(other["name"], 0) + 1
            records.highest_score = max(records.highest_score, (points, name, summary["id"]))
            records.biggest_supply = max(records.biggest_supply, (player.get("supply", 0), name, summary["id"]))
            records.longest_island = max(records.longest_island, (player.get("longest_island", 0), name, summary["id"]))
    return players, records
