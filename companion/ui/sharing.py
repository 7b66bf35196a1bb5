"""A finished game passed on: its result as text (shared on a phone, copied elsewhere) and, where the BG Stats
app can be installed, the link that logs the play there."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import flet as ft

from companion.history.bgstats import create_play_link
from companion.history.records import GameSummary
from companion.messages import local_time, ntext, text

from .theme import CELL

PHONES = (ft.PagePlatform.ANDROID, ft.PagePlatform.IOS)
"""BG Stats is a phone app; its link opens nothing useful on a computer."""


def result_text(summary: GameSummary) -> str:
    """The standings as a message to friends: the date, then one line a player, in their places."""
    lines = [text("share.heading", {"date": local_time(datetime.fromisoformat(summary.date))})]
    for player in sorted(summary.players, key=lambda player: (player.rank, player.seat)):
        code = "share.winner" if player.winner else "share.player"
        lines.append(ntext(code, player.points, {"rank": player.rank, "name": player.name}))
    return "\n".join(lines)


def share_buttons(page: ft.Page, summary: GameSummary, copied: Callable[[], None]) -> list[ft.Control]:
    """*Share the result* on a phone (its share sheet), *Copy the result* elsewhere (then `copied` tells
    so); and *Send to BG Stats* on a phone only, for a game BG Stats can be told (`create_play_link`)."""
    message = result_text(summary)
    if page.platform not in PHONES:
        return [
            ft.OutlinedButton(
                content=text("ui.copy_result"),
                icon=ft.Icons.CONTENT_COPY,
                action=ft.CopyToClipboard(message),
                on_click=lambda _: copied(),
                height=CELL,
            )
        ]
    link = create_play_link(summary)
    return [
        ft.OutlinedButton(
            content=text("ui.share_result"), icon=ft.Icons.SHARE, action=ft.ShareText(message), height=CELL
        ),
        *([ft.OutlinedButton(content=text("ui.bg_stats"), icon=ft.Icons.SEND, url=link, height=CELL)] if link else []),
    ]
