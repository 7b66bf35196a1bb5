"""The app's web server, round four: no other site frames the app, and connections that have not sent a whole
request are bounded in time and in number for each address. A flood of half-open connections against the app,
and malformed messages from a browser, are cases of the hostile table (`tests/hostile/server.py`)."""

from __future__ import annotations

import asyncio
import base64
import gzip
import hashlib
import http.client
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import pytest
import uvicorn
from playwright.sync_api import Browser
from uvicorn.protocols.http.h11_impl import H11Protocol

from companion.ui import server as web
from companion.ui.server import Sessions, Waiting, bounded, guarded, listen, policy

from .driver import Player, Server, eventually, free_port
from .loops import on_a_loop

PAGE = b"""<!DOCTYPE html><html><head><script>var flet = {};</script>
<script src="python.js"></script></head><body><script >go()</script></body></html>"""


async def _app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """A stand-in for Flet's application: a page with inline scripts, an asset, and a WebSocket that echoes."""
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    if scope["type"] == "websocket":
        await receive()
        await send({"type": "websocket.accept"})
        while (message := await receive())["type"] == "websocket.receive":
            await send({"type": "websocket.send", "text": message.get("text") or ""})
        return
    if scope["path"] == "/not-modified":  # as Starlette answers a page the browser holds: no content-type
        await send({"type": "http.response.start", "status": 304, "headers": [(b"etag", b'"1"')]})
        await send({"type": "http.response.body", "body": b""})
        return
    if scope["path"] == "/zipped":  # a page sent zipped, as a compressing middleware would send it
        headers = [(b"content-type", b"text/html"), (b"content-encoding", b"gzip")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": gzip.compress(PAGE)})
        return
    html = scope["path"] == "/"
    headers = [(b"content-type", b"text/html; charset=utf-8" if html else b"text/javascript")]
    headers.append((b"access-control-allow-origin", b"*"))
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    body = PAGE if html else b"console.log(1)"
    await send({"type": "http.response.body", "body": body[:40], "more_body": True})
    await send({"type": "http.response.body", "body": body[40:]})


@contextmanager
def served(waiting: Waiting, base: type[asyncio.Protocol] | None = None) -> Iterator[int]:
    """The stand-in app behind the guards, served in this process by uvicorn with the bounds of `waiting` on
    `base` (uvicorn's own choice where None); its port."""
    port = free_port()
    listener = listen("127.0.0.1", port)
    app = guarded(_app, "127.0.0.1", port, Sessions(10**6, 10**6))
    config = uvicorn.Config(
        app, log_level="critical", ws="websockets-sansio", http=bounded(waiting, base), lifespan="off"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=asyncio.run, args=(server.serve(sockets=[listener]),), daemon=True)
    thread.start()
    assert eventually(lambda: server.started, timeout=30)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(timeout=30)


def _response(port: int, path: str = "/", source: str = "127.0.0.1") -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5, source_address=(source, 0))
    connection.request("GET", path, headers={"Host": f"127.0.0.1:{port}"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def _closed(connection: socket.socket, within: float) -> bool:
    """Whether the server closed `connection` within `within` seconds."""
    connection.settimeout(within)
    try:
        return connection.recv(1) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def _half_open(port: int, source: str = "127.0.0.1") -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
    connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    return connection


PROTOCOLS = pytest.mark.parametrize("base", [None, H11Protocol], ids=["uvicorn's choice", "h11"])


def test_every_response_keeps_the_app_out_of_other_sites_frames_and_says_what_its_page_loads() -> None:
    with served(Waiting()) as port:
        page = _response(port)
        assert page.getheader("x-frame-options") == "SAMEORIGIN"
        assert page.getheader("access-control-allow-origin") is None
        said = page.getheader("content-security-policy") or ""
        assert "frame-ancestors 'self'" in said
        # Each inline script of the page by its hash, and no other inline script.
        for script in (b"var flet = {};", b"go()"):
            assert f"'sha256-{base64.b64encode(hashlib.sha256(script).digest()).decode()}'" in said
        assert "'unsafe-inline'" not in said.split("script-src", 1)[1].split(";", 1)[0]
        assert f"connect-src 'self' ws://127.0.0.1:{port};" in said
        zipped = _response(port, "/zipped").getheader("content-security-policy") or ""
        assert zipped == said  # the same scripts, hashed as the browser reads them, unzipped
        for path in ("/python.js", "/docs"):  # an asset, and what is not served
            response = _response(port, path)
            assert response.getheader("x-frame-options") == "SAMEORIGIN"
            assert "frame-ancestors 'self'" in (response.getheader("content-security-policy") or "")


def test_a_page_not_modified_keeps_the_policy_of_the_page_the_browser_holds() -> None:
    """A 304 brings no page: its policy would replace the one naming the held page's scripts, and the page,
    loaded again from the browser's cache, would run none of them."""
    with served(Waiting()) as port:
        response = _response(port, "/not-modified")
        assert response.status == 304
        assert response.getheader("content-security-policy") is None
        assert response.getheader("x-frame-options") == "SAMEORIGIN"


def test_a_host_header_is_named_in_the_policy_only_as_a_host() -> None:
    assert "ws://evil" not in policy(None, "evil; script-src *")
    assert "connect-src 'self' ws://[::1]:8550;" in policy(None, "[::1]:8550")


@PROTOCOLS
def test_a_connection_that_never_finishes_its_request_is_closed(base: type[asyncio.Protocol] | None) -> None:
    waiting = Waiting(within=1.0)
    with served(waiting, base) as port:
        silent = socket.create_connection(("127.0.0.1", port))
        slow = _half_open(port)
        started = time.monotonic()
        for _ in range(3):  # one header line at a time, each in time: the request as a whole is not
            time.sleep(0.4)
            with suppress(OSError):
                slow.sendall(b"X-Slow: 1\r\n")
        assert _closed(silent, 2) and _closed(slow, 2)
        assert time.monotonic() - started < 3
        assert waiting.timed_out == 2
        assert _response(port).status == 200


@PROTOCOLS
def test_one_address_holds_so_many_unfinished_requests_and_the_oldest_go(base: type[asyncio.Protocol] | None) -> None:
    waiting = Waiting(per_address=3, in_all=100, within=30, grace=0.3)
    with served(waiting, base) as port:
        held = [_half_open(port, "127.0.0.2") for _ in range(5)]
        assert eventually(lambda: waiting.shed == 2, timeout=5)
        assert [_closed(connection, 0.5) for connection in held] == [True, True, False, False, False]
        # Another address is served at once; so is this one's newest request, shedding its oldest wait.
        assert _response(port, source="127.0.0.3").status == 200
        assert _response(port, source="127.0.0.2").status == 200
        for connection in held:
            connection.close()


@PROTOCOLS
def test_requests_arriving_together_from_one_address_are_all_served(base: type[asyncio.Protocol] | None) -> None:
    """Fifty connections opened at once by one machine, each sending its request at once (a page's assets, tabs
    reopened, the sessions of a flood test): none waits long enough to count against the address's bound."""
    waiting = Waiting(per_address=3, in_all=100, within=30)

    async def together() -> list[int]:
        async def one() -> int:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"GET /python.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            status = int((await reader.readline()).split()[1])
            writer.close()
            return status

        return await asyncio.gather(*(one() for _ in range(50)))

    with served(waiting, base) as port:
        assert on_a_loop(together()) == [200] * 50
        assert waiting.shed == 0


@PROTOCOLS
def test_the_server_holds_so_many_unfinished_requests_in_all(base: type[asyncio.Protocol] | None) -> None:
    waiting = Waiting(per_address=10, in_all=4, within=30)
    with served(waiting, base) as port:
        held = [_half_open(port, f"127.0.0.{2 + number}") for number in range(6)]
        assert eventually(lambda: waiting.shed == 2, timeout=5)
        assert _response(port).status == 200
        for connection in held:
            connection.close()


@PROTOCOLS
def test_a_kept_alive_connection_waits_for_its_next_request_as_for_its_first(
    base: type[asyncio.Protocol] | None,
) -> None:
    waiting = Waiting(within=1.0)
    with served(waiting, base) as port:
        connection = socket.create_connection(("127.0.0.1", port))
        connection.sendall(b"GET /python.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        connection.settimeout(5)
        answer = b""
        while not answer.endswith(b"\r\n0\r\n\r\n"):  # the whole response, its body sent in chunks
            received = connection.recv(65536)
            assert received, answer
            answer += received
        assert answer.startswith(b"HTTP/1.1 200")
        time.sleep(0.2)
        connection.sendall(b"GET / HTTP/1.1\r\n")  # the next request, never finished
        assert _closed(connection, 3)


@PROTOCOLS
def test_a_websocket_is_no_unfinished_request(base: type[asyncio.Protocol] | None) -> None:
    from websockets.sync.client import connect

    waiting = Waiting(within=0.5)
    with served(waiting, base) as port, connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}") as ws:
        time.sleep(1.5)
        ws.send("still here")
        assert ws.recv(timeout=5) == "still here"
        assert waiting.by_address == {}


def test_another_site_cannot_frame_the_app_and_the_app_works_under_its_policy(browser: Browser, server: Server) -> None:
    """A page of another origin framing the app gets nothing; the app itself loads, plays and shows its
    history with its policy in force, and nothing of its own is refused (the only script refused is one Flet's
    web client asks of a CDN, for animations the app never draws)."""
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen()
    framing = f'<!DOCTYPE html><iframe id="app" src="{server.url}" width="360" height="740"></iframe>'.encode()

    def serve_framing_page() -> None:
        with suppress(OSError):
            while True:
                connection, _ = other.accept()
                with connection:
                    connection.recv(65536)
                    head = f"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {len(framing)}\r\n\r\n"
                    connection.sendall(head.encode() + framing)

    threading.Thread(target=serve_framing_page, daemon=True).start()
    try:
        attacker = Player(browser, f"http://127.0.0.1:{other.getsockname()[1]}/")
        said: list[str] = []
        attacker.page.on("console", lambda message: said.append(message.text))
        attacker.page.goto(attacker.url)
        assert eventually(lambda: any("frame-ancestors" in line for line in said), timeout=20), said
        frame = attacker.page.frames[-1]
        assert frame.url != server.url or frame.evaluate("document.querySelector('flt-glass-pane')") is None
    finally:
        other.close()

    player = Player(browser, server.url)
    player.page.add_init_script(
        "window.refused = []; document.addEventListener('securitypolicyviolation', "
        "e => window.refused.push(e.blockedURI));"
    )
    player.open()
    player.page.reload()  # the page again, from the browser's cache: its policy still names its scripts
    player.open()
    player.tap("History")
    player.wait_text("Players")
    player.page.go_back()
    player.tap("New game")
    player.wait_text("Start")
    refused = player.page.evaluate("window.refused")
    assert [uri for uri in refused if not uri.startswith("https://cdn.jsdelivr.net/")] == [], refused


def test_the_server_says_where_it_serves_before_it_takes_its_first_connection() -> None:
    """A request already waiting when the server starts (a browser reloading the page) is taken only after the
    line that says where the app serves: no line of the log comes before that one."""
    said: list[str] = []

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        said.append("request")
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"here"})

    listener = listen("127.0.0.1", 0)
    waiting = socket.create_connection(listener.getsockname()[:2])
    waiting.sendall(b"GET / HTTP/1.0\r\n\r\n")
    server = uvicorn.Server(uvicorn.Config(app, log_level="critical", lifespan="off"))
    serving = threading.Thread(
        target=asyncio.run, args=(web._run(server, listener, None, lambda: said.append("serving")),)
    )
    serving.start()
    try:
        assert waiting.recv(12).startswith(b"HTTP/1.1 200")
    finally:
        waiting.close()
        server.should_exit = True
        serving.join()
    assert said == ["serving", "request"]
