"""The browser's side of the storage, away from a browser: a new build said once, saves done once kept."""

from __future__ import annotations

import asyncio
import importlib.metadata
import json
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import pytest

import main
from companion import browser, version
from companion.data_folder import KeptElsewhere, NotKept
from companion.games.vikings.play.events import Seat, Setup
from companion.games.vikings.play.game import Game
from companion.history import GameStore, storage
from companion.history.storage import InlineWriter

from ..ui.loops import on_a_loop


@pytest.fixture
def build_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "web-build.json"
    monkeypatch.setattr(browser, "BUILD_FILE", path)
    return path


def test_a_new_build_is_told_once_and_the_first_open_is_no_update(build_file: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    build_file.write_text(json.dumps({"build": "one"}))
    assert browser.new_build(data) == (True, False)  # the first open: nothing was there before
    assert browser.new_build(data) == (False, False)
    build_file.write_text(json.dumps({"build": "two"}))
    assert browser.new_build(data) == (True, True)  # the next version, said once
    assert browser.new_build(data) == (False, False)


def test_outside_a_built_site_no_build_is_new(build_file: Path, tmp_path: Path) -> None:
    assert browser.new_build(tmp_path) == (False, False)
    assert list(tmp_path.iterdir()) == []


def test_the_version_shown_is_the_sites_build_or_else_the_installed_companions(build_file: Path) -> None:
    installed = importlib.metadata.version("vikings-companion")
    version.running.cache_clear()
    assert version.version_text() == f"Version {installed}"
    build_file.write_text(json.dumps({"build": "3f2a9c1b", "version": "2.0.0"}))
    version.running.cache_clear()
    assert version.version_text() == "Version 2.0.0, build 3f2a9c1b"
    version.running.cache_clear()


class Answering(browser.BrowserStorage):
    """The browser's storage, its copies answered from a list: None kept, an exception refused."""

    def __init__(self, answers: list[NotKept | None]) -> None:
        super().__init__()
        self.writer.held = True  # this copy of the app holds the browser's lock
        self.answers = answers
        self.copies = 0

    async def copy_once(self) -> None:
        self.copies += 1
        answer = self.answers.pop(0)
        if answer is not None:
            raise answer


Answers = Callable[[list[NotKept | None]], Answering]


@pytest.fixture
def kept_by(monkeypatch: pytest.MonkeyPatch) -> Answers:
    """The storage kept with a browser that answers its copies so."""

    def using(answers: list[NotKept | None]) -> Answering:
        durability = Answering(answers)
        monkeypatch.setattr(storage, "_durability", durability)
        monkeypatch.setattr(browser, "_sync", lambda populate, writer: durability.copy_once())
        return durability

    return using


def test_a_write_is_done_once_the_browser_keeps_it_and_fails_when_it_refuses(tmp_path: Path, kept_by: Answers) -> None:
    durability = kept_by([None, NotKept("QuotaExceededError"), None])
    path = tmp_path / "games.json"

    async def writes() -> list[str]:
        writer = InlineWriter()
        outcomes = []
        for data in (b"{}", b'{"a": {}}', b'{"b": {}}'):
            done = asyncio.wrap_future(writer.submit(storage.replace_file, path, data))
            try:
                await done
            except NotKept as refused:
                outcomes.append(f"refused: {refused.reason}")
            else:
                outcomes.append("kept")
        return outcomes

    assert on_a_loop(writes()) == ["kept", "refused: QuotaExceededError", "kept"]
    assert durability.copies == 3
    assert path.read_bytes() == b'{"b": {}}'


def test_a_copy_of_the_app_without_the_browsers_lock_writes_nothing(tmp_path: Path, kept_by: Answers) -> None:
    durability = kept_by([None])
    store = GameStore(tmp_path / "games.json")
    game = Game.new(Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="orange"))))

    async def played() -> bytes:
        """On a loop of the test's own, as in the app, where a write's copy to the browser runs beside it."""
        game_id = store.create(game)
        await durability.kept()
        before = store.path.read_bytes()
        durability.writer.held = False  # another tab took the lock
        with pytest.raises(KeptElsewhere):
            store.save(game_id, game, seen=len(game.events))
        with pytest.raises(KeptElsewhere):
            store.create(game)
        await durability.kept()
        return before

    before = on_a_loop(played())
    assert store.path.read_bytes() == before
    assert durability.copies == 1  # the game kept before the lock went, nothing after it


def test_the_start_waits_for_flets_connection_to_begin_and_no_longer_than_its_turns(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = types.SimpleNamespace()
    monkeypatch.setitem(sys.modules, "flet_js", page)
    turns: list[int] = []

    async def connection_begins_on_the_third_turn() -> None:
        for turn in range(3):
            turns.append(turn)
            await asyncio.sleep(0)
        page.send = print  # as Flet's connection sets it

    async def waited() -> list[int]:
        begins = asyncio.ensure_future(connection_begins_on_the_third_turn())
        await browser.connecting()
        seen = list(turns)  # the turns the start waited
        await begins
        return seen

    assert on_a_loop(waited()) == [0, 1, 2]
    del page.send
    monkeypatch.setattr(browser, "CONNECTING_TURNS", 5)
    on_a_loop(browser.connecting())  # never connecting: on after its turns, rather than never


def test_the_app_is_imported_in_steps_with_the_pages_answers_taken_in_between(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "flet_js", types.SimpleNamespace(send=print))
    happened: list[str] = []
    monkeypatch.setattr(main.importlib, "import_module", lambda module: happened.append(module))

    async def an_answer_comes() -> None:
        await asyncio.sleep(0)
        happened.append("answer")

    async def started() -> None:
        answering = asyncio.ensure_future(an_answer_comes())
        await main.imported(("first", "second"))
        await answering

    on_a_loop(started())
    assert happened == ["first", "answer", "second"]


TURNS = 100
"""Turns of the event loop given to a wait that has been told to end."""


class Channel:
    """The site's channel as a page's worker sees it: what the page posts is handed to every listener."""

    listeners: ClassVar[list[Callable[[types.SimpleNamespace], None]]] = []

    @classmethod
    def new(cls, name: str) -> Channel:
        assert name == browser.CHANNEL
        return cls()

    def addEventListener(self, kind: str, listener: Callable[[types.SimpleNamespace], None]) -> None:
        assert kind == "message"
        self.listeners.append(listener)

    def close(self) -> None:
        self.listeners.clear()

    @classmethod
    def posted(cls, data: str) -> None:
        for listener in list(cls.listeners):
            listener(types.SimpleNamespace(data=data))


class Proxy:
    """A function handed to the browser, let go once it is no longer needed."""

    def __init__(self, function: Callable[..., None]) -> None:
        self.function = function

    def __call__(self, *args: object) -> None:
        self.function(*args)

    def destroy(self) -> None:
        self.function = lambda *args: None


def test_what_can_wait_goes_on_once_the_page_says_home_is_drawn_and_no_later_than_its_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(BroadcastChannel=Channel))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", types.SimpleNamespace(create_proxy=Proxy))
    monkeypatch.setattr(browser, "DRAWN_S", 60.0)

    async def page_says(*said: str) -> list[bool]:
        waiting = asyncio.ensure_future(browser.drawn())
        done = []
        for data in said:
            await asyncio.sleep(0)
            Channel.posted(data)
            for _ in range(TURNS):  # many times what the wait takes to end once told
                await asyncio.sleep(0)
            done.append(waiting.done())
        await waiting
        return done

    # Another copy's word, then the page's: only "drawn" ends the wait, and the channel is let go.
    assert on_a_loop(page_says("shown", "drawn")) == [False, True]
    assert Channel.listeners == []
    # A page in the background draws nothing: the wait ends after its time all the same.
    monkeypatch.setattr(browser, "DRAWN_S", 0.01)
    assert on_a_loop(page_says()) == []
