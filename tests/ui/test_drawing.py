"""A session keeps drawing: a render that fails leaves the session's later changes drawn, and says so."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import flet as ft
import pytest

from companion.ui.app import keep_drawing
from companion.ui.hooks import redraw

from .loops import on_a_loop
from .sessions import Browserless

TURNS = 1_000
"""Turns of the event loop a change is given to be drawn: many times what it takes (a few)."""


async def turned(done: Any) -> bool:
    """Whether `done()` holds within `TURNS` turns of the event loop."""
    for _ in range(TURNS):
        if done():
            return True
        await asyncio.sleep(0)
    return bool(done())


def test_after_a_render_that_fails_the_next_change_is_still_drawn_and_the_error_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    counted: list[int] = []

    async def played() -> tuple[bool, bool, list[str]]:
        failing = [False]
        again: dict[str, Any] = {}

        @ft.component
        def Broken() -> ft.Control:
            again["broken"] = redraw()
            if failing[0]:
                raise RuntimeError("a render that fails")
            return ft.Text("whole")

        @ft.component
        def Count() -> ft.Control:
            again["count"] = redraw()
            counted.append(len(counted))
            return ft.Text(f"Count {len(counted)}")

        @ft.component
        def Screen() -> ft.Control:
            return ft.Column([Broken(), Count()])

        table = Browserless(Screen)
        keep_drawing(table.session)
        failing[0] = True
        again["broken"]()
        failed = await turned(lambda: any(record.name == "flet" for record in caplog.records))
        again["count"]()
        drawn = await turned(lambda: len(counted) == 2)
        texts = [
            operation[-1]
            for message in table.connection.sent
            for operation in getattr(message.body, "patch", [])[1:]
            if operation[-2] == "value"
        ]
        return failed, drawn, texts

    with caplog.at_level(logging.ERROR, logger="flet"):
        failed, drawn, texts = on_a_loop(played())
    assert drawn and "Count 2" in texts, texts
    assert failed, "the failed render was not logged"
    (record,) = [record for record in caplog.records if record.name == "flet"]
    assert record.exc_info is not None and str(record.exc_info[1]) == "a render that fails"
