"""A session keeps drawing: a render that fails leaves the session's later changes drawn, and those it was
drawing with it, and says so."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest.mock import MagicMock

import flet as ft
import pytest

from companion.history import GameStore
from companion.ui.app import keep_drawing, start
from companion.ui.hooks import redraw
from companion.ui.preferences import Asked

from .loops import on_a_loop
from .sessions import Browserless

TURNS = 1_000
"""Turns of the event loop a change is given to be drawn: many times what it takes (a few)."""

COUNTS = 20
"""Components drawn again with the one whose render fails: Flet draws a pass in no set order, so that most of
them come after it in its pass."""


async def turned(done: Callable[[], bool]) -> bool:
    """Whether `done()` holds within `TURNS` turns of the event loop."""
    for _ in range(TURNS):
        if done():
            return True
        await asyncio.sleep(0)
    return done()


def logged(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    """What the app said of a failed render."""
    return [record for record in caplog.records if record.name == "flet" and "render failed" in record.getMessage()]


def test_a_render_that_fails_leaves_the_rest_of_its_pass_and_every_later_change_drawn_and_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def played() -> tuple[list[Any], list[Any]]:
        failing = [False]
        again: dict[str, Callable[[], None]] = {}

        @ft.component
        def Broken() -> ft.Control:
            again["broken"] = redraw()
            if failing[0]:
                raise RuntimeError("a render that fails")
            return ft.Text("whole")

        @ft.component
        def Count(name: str) -> ft.Control:
            count, set_count = ft.use_state(0)
            again[f"{name}+"] = lambda: set_count(count + 1)
            return ft.Text(f"{name} {count}")

        @ft.component
        def Screen() -> ft.Control:
            return ft.Column([Broken(), *(Count(f"count{number}") for number in range(COUNTS))])

        table = Browserless(Screen)
        keep_drawing(table.session)
        failing[0] = True
        again["broken"]()
        for number in range(COUNTS):  # in the same pass as the render that fails
            again[f"count{number}+"]()
        await turned(lambda: all(f"count{number} 1" in table.texts_sent() for number in range(COUNTS)))
        pass_drawn = table.texts_sent()
        again["count0+"]()  # a later change
        await turned(lambda: "count0 2" in table.texts_sent())
        return pass_drawn, table.texts_sent()

    with caplog.at_level(logging.ERROR, logger="flet"):
        pass_drawn, drawn = on_a_loop(played())
    assert [f"count{number} 1" in pass_drawn for number in range(COUNTS)] == [True] * COUNTS, pass_drawn
    assert "count0 2" in drawn, drawn
    (record,) = logged(caplog)
    assert record.exc_info is not None and str(record.exc_info[1]) == "a render that fails"


class Update:
    """What a session's scheduler draws: an update that fails, or one that counts itself drawn."""

    def __init__(self, drawn: list[str] | None = None) -> None:
        self.drawn = drawn

    def update(self) -> None:
        if self.drawn is None:
            raise RuntimeError("a render that fails")
        self.drawn.append("drawn")


def test_the_app_started_keeps_its_session_drawing(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def played() -> list[str]:
        table = Browserless(lambda: ft.Text("Home"))
        page = MagicMock(platform_brightness=ft.Brightness.LIGHT, width=400, height=800, session=table.session)

        async def asked() -> Asked:
            return Asked(MagicMock(), {}, ["en"])

        await start(page, GameStore(tmp_path / "games.json"), asked())
        table.session.schedule_update(Update())  # type: ignore[arg-type]
        await turned(lambda: bool(logged(caplog)))
        drawn: list[str] = []
        table.session.schedule_update(Update(drawn))  # type: ignore[arg-type]
        await turned(lambda: bool(drawn))
        return drawn

    with caplog.at_level(logging.ERROR, logger="flet"):
        assert on_a_loop(played()) == ["drawn"]
    assert len(logged(caplog)) == 1
