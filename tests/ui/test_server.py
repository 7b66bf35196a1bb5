"""The app's web server: only the app's own pages drive it, and it serves nothing else of its framework."""

from __future__ import annotations

import asyncio
import gc
import html
import http.client
import socket
import threading
import urllib.error
import urllib.request
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import flet as ft
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from companion.history import GameStore
from companion.messages import text
from companion.ui import server as web
from companion.ui.app import start
from companion.ui.server import (
    SESSIONS_IN_ALL,
    SESSIONS_PER_ADDRESS,
    WAITING_PER_ADDRESS,
    Sessions,
    browser_language,
    origin_allowed,
    url,
)

from .driver import PORT_TAKEN, Server, eventually, flood, free_port, resident_mb

ASSETS = Path(__file__).parents[2] / "assets"


@pytest.mark.parametrize(
    ("origin", "host_header", "host", "allowed"),
    [
        # The app's own page, on this machine.
        ("http://127.0.0.1:8550", "127.0.0.1:8550", "127.0.0.1", True),
        ("http://localhost:8550", "localhost:8550", "127.0.0.1", True),
        ("http://[::1]:8550", "[::1]:8550", "::1", True),
        # Another site open in a browser on this machine.
        ("http://evil.example", "127.0.0.1:8550", "127.0.0.1", False),
        # Another site whose name resolves to this machine (DNS rebinding): same address, foreign name.
        ("http://evil.example:8550", "evil.example:8550", "127.0.0.1", False),
        ("http://evil.example:8550", "evil.example:8550", "0.0.0.0", False),
        # Another local server's page, on another port.
        ("http://127.0.0.1:3000", "127.0.0.1:8550", "127.0.0.1", False),
        # No origin at all, or a page opened from a file.
        (None, "127.0.0.1:8550", "127.0.0.1", False),
        ("null", "127.0.0.1:8550", "127.0.0.1", False),
        # An https page, which this server never serves.
        ("https://127.0.0.1:8550", "127.0.0.1:8550", "127.0.0.1", False),
        # Open to the network: a phone on the same network, at this machine's address.
        ("http://192.168.1.5:8550", "192.168.1.5:8550", "0.0.0.0", True),
        ("http://192.168.1.5:8550", "192.168.1.5:8550", "192.168.1.5", True),
        # ... but not a page from another machine of that network.
        ("http://192.168.1.66:8550", "192.168.1.5:8550", "0.0.0.0", False),
        # Listening on one address: a page at another is not the app's.
        ("http://10.0.0.2:8550", "10.0.0.2:8550", "192.168.1.5", False),
        # Listening on this machine only: a page at a network address is not the app's.
        ("http://192.168.1.5:8550", "192.168.1.5:8550", "127.0.0.1", False),
    ],
)
def test_origins_of_the_app_itself_only(origin: str | None, host_header: str, host: str, allowed: bool) -> None:
    assert origin_allowed(origin, host_header, host, 8550) is allowed


@pytest.mark.parametrize(
    ("host", "shown"),
    [
        ("127.0.0.1", "http://127.0.0.1:8550"),
        ("::1", "http://[::1]:8550"),
        ("fe80::1", "http://[fe80::1]:8550"),
        ("localhost", "http://localhost:8550"),
    ],
)
def test_the_url_of_an_ipv6_host_has_brackets(host: str, shown: str) -> None:
    assert url(host, 8550) == shown


def _status(address: str) -> tuple[int, dict[str, str]]:
    try:
        with urllib.request.urlopen(address, timeout=20) as response:
            return response.status, {name.lower(): value for name, value in response.headers.items()}
    except urllib.error.HTTPError as error:
        return error.code, {name.lower(): value for name, value in error.headers.items()}


def test_a_port_taken_after_it_was_found_free_is_found_again(tmp_path: Path) -> None:
    """Another process may take the port the tests found free before the app listens on it: the app is begun
    again on another, rather than every test that shares it failing."""
    with socket.socket() as taker:
        taker.bind(("127.0.0.1", 0))
        taker.listen()
        taken = taker.getsockname()[1]
        server = Server(tmp_path / "games.json")
        server.port = taken  # as if taken between being found free and the app's start
        server.start()
        try:
            assert server.port != taken
            assert PORT_TAKEN in server.db.with_suffix(".log").read_text(encoding="utf-8")
        finally:
            server.stop()
    given = Server(tmp_path / "given.json", port=server.port)  # a port the test chose is the test's to keep
    with socket.socket() as taker:
        taker.bind(("127.0.0.1", given.port))
        taker.listen()
        with pytest.raises(RuntimeError, match=PORT_TAKEN):
            given.start()


def test_the_running_server_refuses_foreign_pages_and_serves_no_documentation(tmp_path: Path) -> None:
    server = Server(tmp_path / "games.json")
    server.start()
    try:
        socket_url = f"ws://127.0.0.1:{server.port}/ws"
        for foreign in ("http://evil.example", f"http://localhost:{server.port + 1}"):
            with pytest.raises(InvalidStatus) as refused, connect(socket_url, origin=foreign, open_timeout=20):
                pass
            assert refused.value.response.status_code == 403
        with connect(socket_url, origin=f"http://127.0.0.1:{server.port}", open_timeout=20) as own:
            assert own.protocol.state.name == "OPEN"
        for documentation in ("docs", "redoc", "openapi.json"):
            assert _status(f"{server.url}{documentation}")[0] == 404
        status, headers = _status(server.url)
        assert status == 200
        assert "access-control-allow-origin" not in headers
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("accept_language", "language"),
    [
        # A Finnish browser.
        ("fi-FI,fi;q=0.9,en;q=0.8", "fi"),
        # Swedish first, which the app does not speak, then German.
        ("sv-SE,sv;q=0.9,de;q=0.7,en;q=0.5", "de"),
        # Weights decide, not the order.
        ("en;q=0.3, de;q=0.8", "de"),
        # German refused outright (q=0): English.
        ("de;q=0, sv", "en"),
        # No header, or nothing the app speaks.
        ("", "en"),
        ("*", "en"),
    ],
)
def test_the_refusal_page_speaks_the_browsers_language(accept_language: str, language: str) -> None:
    assert browser_language(accept_language) == language


def test_sessions_are_bounded_by_address_then_in_all() -> None:
    sessions = Sessions(per_address=2, in_all=3)
    sessions.open("192.168.1.5")
    assert sessions.refusal("192.168.1.5") is None
    sessions.open("192.168.1.5")
    assert sessions.refusal("192.168.1.5") == "address"
    assert sessions.refusal("192.168.1.6") is None
    sessions.open("192.168.1.6")
    assert sessions.refusal("192.168.1.7") == "all"


def _page(port: int, source: str, language: str) -> tuple[int, str]:
    """The app's page as a browser at `source` asks for it: its status and what it says."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20, source_address=(source, 0))
    try:
        connection.request("GET", "/", headers={"Accept": "text/html", "Accept-Language": language})
        response = connection.getresponse()
        return response.status, response.read().decode()
    finally:
        connection.close()


def _said(page: str) -> str:
    """The paragraph of a page."""
    return page.split("<p>", 1)[1].split("</p>", 1)[0]


def test_a_flood_of_sessions_is_bounded_refused_with_a_page_and_let_go(tmp_path: Path) -> None:
    """3,000 sessions opened from 8 machines (loopback addresses, as machines on a network), then, once they are
    let go, 3,000 from one: the server holds no more than its bounds, says why to a browser over them, and lets
    the sessions go. Each flood holds its sessions to its end, so that what it opens does not hang on how long it
    takes: a session dropped is let go a while later, and on a busy machine a flood outlasts that while."""
    server = Server(tmp_path / "games.json")
    server.start()
    try:
        assert server.process is not None
        pid = server.process.pid
        started = resident_mb(pid)

        def let_go() -> None:
            """Once the dropped sessions are let go, the app is served again, in as much memory as at its start."""
            assert eventually(lambda: _page(server.port, "127.0.0.1", "en")[0] == 200, timeout=180)
            assert eventually(lambda: resident_mb(pid) < 2 * started, timeout=60)

        assert flood(server.port, 3000, addresses=8, held=True) == {
            "opened": SESSIONS_IN_ALL,
            "refused": 3000 - SESSIONS_IN_ALL,
        }
        status, page = _page(server.port, "127.0.0.99", "de")
        assert (status, html.escape(text("server.busy_all", language="de"))) == (503, _said(page))
        assert resident_mb(pid) < 2 * started
        let_go()

        # No more at once than one address may keep waiting for their requests to be read: past that, a server
        # slow to read them (a busy machine) sheds the oldest, by the guard against half-open connections.
        assert flood(server.port, 3000, at_once=WAITING_PER_ADDRESS, held=True) == {
            "opened": SESSIONS_PER_ADDRESS,
            "refused": 3000 - SESSIONS_PER_ADDRESS,
        }
        status, page = _page(server.port, "127.0.0.1", "fi-FI,fi;q=0.9")
        assert (status, html.escape(text("server.busy_address", language="fi"))) == (503, _said(page))
        let_go()
        assert flood(server.port, SESSIONS_PER_ADDRESS + 1) == {"opened": SESSIONS_PER_ADDRESS, "refused": 1}
    finally:
        server.stop()


@contextmanager
def served_here(store: GameStore) -> Iterator[tuple[int, weakref.WeakSet[ft.Page]]]:
    """The app served as `python -m companion app` serves it, here in this process on a loop of its own,
    bounding its sessions by nothing; its port, and the pages of the sessions it holds."""
    held: weakref.WeakSet[ft.Page] = weakref.WeakSet()

    async def main(page: ft.Page) -> None:
        held.add(page)
        await start(page, store)

    port = free_port()
    listener = web.listen("127.0.0.1", port)
    server = web.web_server(main, "127.0.0.1", port, str(ASSETS), Sessions(10**6, 10**6))
    serving = threading.Thread(target=asyncio.run, args=(server.serve(sockets=[listener]),))
    serving.start()
    try:
        assert eventually(lambda: server.started, timeout=60)
        yield port, held
    finally:
        server.should_exit = True
        serving.join()


@pytest.fixture
def pages(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[tuple[int, weakref.WeakSet[ft.Page]]]:
    """The app `served_here`, keeping its sessions a second after their socket closed."""
    monkeypatch.setattr(web, "SESSION_KEPT_S", 1)
    with served_here(GameStore(tmp_path / "games.json")) as served:
        yield served


def let_go(held: weakref.WeakSet[ft.Page]) -> bool:
    """Whether the server has let go of every session it `held` (of all but one: Flet's sweep keeps the last
    session it looked at in a variable, until it looks at another)."""
    gc.collect()
    return len(held) <= 1


def test_flet_lets_go_of_sessions_dropped_as_they_start(pages: tuple[int, weakref.WeakSet[ft.Page]]) -> None:
    """Sockets dropped as soon as the server answered, while the app's first messages are still on their way:
    Flet 1.0 on its own never let such sessions go, whatever its session timeout."""
    port, held = pages
    assert flood(port, 30) == {"opened": 30}
    assert eventually(lambda: let_go(held), timeout=300)


def test_a_server_started_after_another_in_one_process_lets_go_of_sessions(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Flet's app manager is one for the process and began its sweep of sessions gone at the first server's
    start only, on that server's loop: a second server, the first stopped, held its dropped sessions for ever."""
    monkeypatch.setattr(web, "SESSION_KEPT_S", 1)
    store = GameStore(tmp_path / "games.json")
    with served_here(store) as (port, held):
        assert flood(port, 3) == {"opened": 3}
        assert eventually(lambda: let_go(held), timeout=300)
    with served_here(store) as (port, held):
        assert flood(port, 3) == {"opened": 3}
        assert eventually(lambda: let_go(held), timeout=300)
