"""A finished game passed on: its result as text (shared on a phone, copied elsewhere) and, where the BG Stats
app can be installed, the link that logs the play there."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import flet as ft

from companion.games import GAMES
from companion.history.bgstats import create_play_link
from companion.history.records import GameSummary
from companion.messages import EN, local_time, ntext, text

from .icons import Icons
from .theme import CELL

PHONES = (ft.PagePlatform.ANDROID, ft.PagePlatform.IOS)
"""BG Stats is a phone app; its link opens nothing useful on a computer."""


def result_text(summary: GameSummary) -> str:
    """The standings as a message to friends: the game and the date, then one line a player, in their places."""
    name = text(GAMES[summary.game].name)
    lines = [text("share.heading", {"game": name, "date": local_time(datetime.fromisoformat(summary.date))})]
    for player in sorted(summary.players, key=lambda player: (player.rank, player.seat)):
        code = _own(summary.game, "winner" if player.winner else "player")
        lines.append(ntext(code, player.points, {"rank": player.rank, "name": player.name}))
    return "\n".join(lines)


def _own(game: str, line: str) -> str:
    """A player's line in the game's own words (`<game>.share.<line>`, where its total is not in points), or
    the shared one (`share.<line>`, a total in points)."""
    code = f"{game}.share.{line}"
    return code if code in EN else f"share.{line}"


def share_buttons(page: ft.Page, summary: GameSummary, copied: Callable[[], None]) -> list[ft.Control]:
    """*Share the result* on a phone (its share sheet), *Copy the result* elsewhere (then `copied` tells
    so); and *Send to BG Stats* on a phone only, for a game BG Stats can be told (`create_play_link`)."""
    message = result_text(summary)
    if page.platform not in PHONES:
        return [
            ft.OutlinedButton(
                content=text("ui.copy_result"),
                icon=Icons.CONTENT_COPY,
                action=ft.CopyToClipboard(message),
                on_click=lambda _: copied(),
                height=CELL,
            )
        ]
    link = create_play_link(summary)
    return [
        ft.OutlinedButton(content=text("ui.share_result"), icon=Icons.SHARE, action=ft.ShareText(message), height=CELL),
        *([ft.OutlinedButton(content=text("ui.bg_stats"), icon=Icons.SEND, url=link, height=CELL)] if link else []),
    ]
