"""A finished game as a BG Stats "createPlay" link, so a player can log it there in one tap."""

from __future__ import annotations

import json
from datetime import datetime
from urllib.parse import quote

from companion.games import GAMES

from .records import GameSummary

CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE_NAME = "Vikings score companion"


def play_data(summary: GameSummary) -> dict[str, object] | None:
    """The play as BG Stats takes it; None for a game whose BoardGameGeek id has not been checked."""
    game = GAMES[summary.game]
    if game.bgg_id is None:
        return None
    played = datetime.fromisoformat(summary.date)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": summary.id,
        "playDate": played.strftime("%Y-%m-%d %H:%M:%S"),
        "durationMin": summary.duration_min,
        "game": {"name": game.messages[game.name], "bggId": game.bgg_id, "highestWins": True, "sourceGameId": game.id},
        "players": [
            {
                "name": player.name,
                "score": player.points,
                "winner": player.winner,
                "rank": player.rank,
                "startPlayer": player.start_player,
                "sourcePlayerId": player.name.casefold(),
            }
            for player in summary.players
        ],
    }


def create_play_link(summary: GameSummary) -> str | None:
    """The link that logs the play in BG Stats; None where the game's BoardGameGeek id is not known."""
    data = play_data(summary)
    return None if data is None else CREATE_PLAY + quote(json.dumps(data, separators=(",", ":")))
