"""Statistics over the history: who plays, who wins, how, and the records.

They read the stored summaries as they are (checked when saved), without building models: at 10,000 games
that is what keeps them fast. Names equal ignoring case are one player, named as in their newest game; names
that only look alike ("Ada" with a Cyrillic A) stay two players, flagged as possibly one (`lookalikes`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from typing import Any

from companion.games import DEFAULT
from companion.names import name_key, shows

from .records import SOURCES, game_of, instant


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
    named: dict[str, tuple[datetime, str]] = {}
    """Each player's newest game and the name it gives."""
    records = Records()
    for summary in summaries:
        if game is not None and game_of(summary) != game:
            continue
        seated, own = summary["players"], game_of(summary)
        played = instant(summary["date"])
        for player in seated:
            key, points = name_key(player["name"]), player["points"]
            if key not in named or played > named[key][0]:
                named[key] = played, player["name"]
            stats = players.get(key) or players.setdefault(key, PlayerStats(key))
            stats.games += 1
            stats.wins += player["winner"]
            stats.total += points
            stats.best = max(stats.best, points)
            for source, gained in player["sources"].items():
                kept = source if own == DEFAULT else f"{own}.line.{source}"
                stats.sources[kept] = stats.sources.get(kept, 0) + gained
            for other in seated:
                if other["rank"] > player["rank"]:
                    beaten = name_key(other["name"])
                    stats.beat[beaten] = stats.beat.get(beaten, 0) + 1
            records.highest_score = max(records.highest_score, (points, key, summary["id"]))
            records.biggest_supply = max(records.biggest_supply, (player.get("supply", 0), key, summary["id"]))
            records.longest_island = max(records.longest_island, (player.get("longest_island", 0), key, summary["id"]))
    for stats in players.values():
        stats.name = named[stats.name][1]
        stats.beat = {named[key][1]: count for key, count in stats.beat.items()}
    for record in ("highest_score", "biggest_supply", "longest_island"):
        figure, key, game_id = getattr(records, record)
        setattr(records, record, (figure, named[key][1] if key else "", game_id))
    return {stats.name: stats for stats in players.values()}, records


def lookalikes(players: Iterable[str]) -> list[list[str]]:
    """Names that look alike but are not one player ("Ada" with a Latin or a Cyrillic A, "Bob" and "B\u043eb"),
    each group sorted, by the Unicode confusables skeleton (UTS #39) of each name; perhaps one player."""
    groups: dict[str, list[str]] = {}
    for name in players:
        groups.setdefault(skeleton(name), []).append(name)
    return sorted(sorted(group) for group in groups.values() if len(group) > 1)


def skeleton(name: str) -> str:
    """What a name looks like: every character that shows as its prototype in Unicode's confusables
    (`confusable_homoglyphs`' copy of them), ignoring case and what shows nothing."""
    decomposed = unicodedata.normalize("NFD", name_key(name))
    mapped = "".join(_prototype(character) for character in decomposed if shows(character) or _mark(character))
    return unicodedata.normalize("NFD", mapped)


def _mark(character: str) -> bool:
    return unicodedata.category(character).startswith("M")


def _prototype(character: str) -> str:
    """The character that those that look like `character` are drawn as: the library lists, for each character,
    those it is confused with; a prototype is confused with many, each of its lookalikes with it alone."""
    homoglyphs = _homoglyphs()
    alike = homoglyphs.get(character)
    if not alike or len(alike) > 1:
        return character
    other = alike[0]
    return other if len(homoglyphs.get(other, ())) > 1 else min(character, other)


@cache
def _homoglyphs() -> dict[str, list[str]]:
    from confusable_homoglyphs import confusables

    data: dict[str, list[dict[str, str]]] = confusables.confusables_data
    return {character: [entry["c"] for entry in entries] for character, entries in data.items()}
