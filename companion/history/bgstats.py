"""A finished game as a BG Stats "createPlay" link, so a player can log it there in one tap."""

from __future__ import annotations

import json
from datetime import datetime
from urllib.parse import quote

from companion.names import name_key

from .records import GameSummary

CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html?data="
VIKINGS_BGG_ID = 27173
SOURCE_NAME = "Vikings score companion"


def play_data(summary: GameSummary) -> dict[str, object]:
    played = datetime.fromisoformat(summary.date)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": summary.id,
        "playDate": played.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": summary.duration_min,
        "game": {"name": "Vikings", "bggId": VIKINGS_BGG_ID, "highestWins": True, "sourceGameId": "vikings"},
        "players": [
            {
                "name": player.name,
                "score": player.points,
                "winner": player.winner,
                "rank": player.rank,
                "startPlayer": player.start_player,
                "sourcePlayerId": name_key(player.name),
            }
            for player in summary.players
        ],
    }


def create_play_link(summary: GameSummary) -> str:
    return CREATE_PLAY + quote(json.dumps(play_data(summary), separators=(",", ":")))
