"""A finished game of each game scored from a sheet, as history keeps it."""

from __future__ import annotations

from typing import Any

from companion.history.records import GameRecord, table_record

SHEETS: dict[str, dict[str, Any]] = {
    "africa": {
        "format": "africa-sheet/1",
        "players": [
            {"name": "Aino", "track": 30, "items": {"statue": 4, "shirt": 2}, "gold": 3, "gems": 1},
            {"name": "Bernd", "track": 35, "items": {"drum": 1}, "gold": 1, "eleventh_monument": True},
        ],
    },
    "powers": {
        "format": "powers-sheet/1",
        "missions": False,
        "players": [
            {"name": "Aino", "cards": [{"points": 5, "city": "uppakra", "category": "coins"}], "unused": 2},
            {"name": "Bernd", "cards": [{"points": 3, "city": "owidz", "category": "art"}], "unused": 4},
            {"name": "Cem", "cards": [{"points": 7, "city": "sorte_muld", "category": "weapons"}], "unused": 0},
        ],
    },
    "pirates": {
        "format": "pirates-sheet/1",
        "budget": 40,
        "players": [
            {"name": "Aino", "fleet": [{"name": "Raven", "kind": "ship", "points": 20}], "gold_home": 9},
            {"name": "Bernd", "fleet": [{"name": "Gull", "kind": "ship", "points": 18}], "gold_home": 6},
        ],
    },
}


def sheet_record(game: str, game_id: str | None = None, date: str = "2026-11-21T20:00:00+00:00") -> GameRecord:
    return table_record(game_id or f"{game}-1", game, SHEETS[game], [], "2026-11-21T19:00:00+00:00", date)
