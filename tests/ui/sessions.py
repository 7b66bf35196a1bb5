"""A Flet session with no browser: a screen drawn into it, what it sends kept for a test to read, and the
browser's reports (a field's new text, an event) played to it by hand, in whatever order a test needs."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import flet as ft
from flet.controls.context import _context_page
from flet.messaging.connection import Connection
from flet.messaging.protocol import Message
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub


class Kept(Connection):
    """A connection that keeps what the session sends instead of sending it."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[Message] = []

    def send_message(self, message: Message) -> None:
        self.sent.append(message)


class Browserless:
    """A session showing `screen`, on the running loop."""

    def __init__(self, screen: Callable[[], Any]) -> None:
        self.connection = Kept()
        self.connection.loop = asyncio.get_running_loop()
        self.connection.pubsubhub = PubSubHub(loop=self.connection.loop)
        self.session = Session(self.connection)
        _context_page.set(self.session.page)
        self.session.page.render(screen)
        self.session.get_page_patch()

    def field(self, label: str) -> ft.TextField:
        """The text field labelled `label` that the session holds now."""
        (found,) = (each for each in list(self.session.index.values()) if getattr(each, "label", None) == label)
        return found

    def typed(self, label: str, text: str) -> None:
        """The browser's new text of a field, as it sends it: applied at once, before any report of it."""
        self.connection.sent.clear()
        self.session.apply_patch(self.field(label)._i, {"value": text})

    async def reported(self, label: str, name: str) -> None:
        """The browser's report `name` ("change", "blur") of the field labelled `label`, handled."""
        await self.session.dispatch_event(self.field(label)._i, name, None)

    async def tapped(self, label: str) -> None:
        """A tap on the button read as `label` (its text, or the label it is read by), handled at once: what the
        tap changes is drawn only later, as on a busy server."""
        (found,) = (
            each
            for each in list(self.session.index.values())
            if getattr(each, "on_click", None) is not None and label in _read_as(each)
        )
        await self.session.dispatch_event(found._i, "click", None)

    def waiting(self) -> bool:
        """Whether the session has changes still to draw."""
        return bool(self.session._Session__pending_updates)  # type: ignore[attr-defined]

    async def drawn(self, done: Callable[[], bool]) -> None:
        """Until `done`, the session's waiting updates are run."""
        while not done():
            await asyncio.sleep(0)

    def texts_sent(self) -> list[Any]:
        """Every text the session sent to a field since the browser's last new text."""
        return [
            operation[-1]
            for message in self.connection.sent
            for operation in getattr(message.body, "patch", [])[1:]
            if operation[-2] == "value"
        ]


def _read_as(button: Any) -> tuple[str, ...]:
    """What a button is read as: its text, or the label of the drawing it holds (`widgets.tap`)."""
    content = getattr(button, "content", None)
    if isinstance(content, str):
        return (content,)
    return (content.label,) if isinstance(content, ft.Semantics) and content.label else ()
