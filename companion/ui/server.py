"""Serving the app to browsers: Flet's web server, guarded so that no other web page can drive it.

Flet builds its web server with FastAPI (`flet_web.fastapi.app`): the page, its assets, and the WebSocket
over which every tap travels, run by uvicorn. As it comes, any page open in any browser on the machine may
open that WebSocket and read, delete or import games, and FastAPI serves its API documentation. `guarded`
wraps the same application in a plain ASGI layer that:

- accepts a WebSocket only from the app's own origin: the address the browser loaded the app from, the same
  the socket is opened to, and one this server serves - this machine's loopback names, or with `--host`
  opening the app to the network that address (with a wildcard such as 0.0.0.0, any IP address of this
  machine as the browser reached it, and the machine's name). A page elsewhere is refused, and so is a page
  on a name that merely resolves to this machine;
- bounds the sessions it holds (`Sessions`): so many for each client address and so many in all, a
  browser over the bound gets a page saying why instead of the app, and its socket is refused;
- answers 404 to FastAPI's documentation (`/docs`, `/redoc`, `/openapi.json`);
- drops the `Access-Control-Allow-Origin: *` header Flet adds to every response.

Flet keeps a session whose socket closed for a while, so that a tab that lost its connection comes back to
it; here for `SESSION_KEPT_S` rather than Flet's hour, so a dropped session is let go within a minute.

The socket is bound before the server starts, so a port in use is a message, not a traceback.
"""

from __future__ import annotations

import asyncio
import ctypes
import gc
import html
import ipaddress
import os
import re
import socket
import webbrowser
from collections import Counter
from collections.abc import Awaitable, Callable
from contextlib import suppress
from functools import cache
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import urlsplit

from companion.languages import LANGUAGES, SOURCE_LANGUAGE
from companion.messages import text

if TYPE_CHECKING:
    import uvicorn
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARD = ("0.0.0.0", "::", "")
DOCUMENTATION = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"})
SESSIONS_PER_ADDRESS = 20
"""The sessions one client address may hold: a table's tabs and reloads, far from a flood."""
SESSIONS_IN_ALL = 100
"""The sessions the server holds in all, whatever their addresses."""
Refusal = Literal["address", "all"]
"""Why no other session may open: the client address holds as many as it may, or the server in all."""
SESSION_KEPT_S = 30
"""How long Flet keeps a session after its socket closed, for the tab to come back to it."""
SWEEP_S = 10
"""How often Flet lets go of the sessions kept past their time (`flet_web.fastapi.flet_app_manager`)."""


class CannotListen(Exception):
    """The address or port cannot be listened on: taken, not this machine's, or not allowed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def url(host: str, port: int) -> str:
    """The app's address for a browser; an IPv6 address goes in brackets."""
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on `host` and `port`; `CannotListen` with the system's reason otherwise."""
    try:
        family, kind, protocol, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        listener = socket.socket(family, kind, protocol)
    except OSError as error:
        raise CannotListen(error.strerror or str(error)) from None
    try:
        if os.name == "posix":  # as uvicorn does: a restart need not wait for old connections to time out
            listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(128)
    except OSError as error:
        listener.close()
        raise CannotListen(error.strerror or str(error)) from None
    return listener


def check_listen(host: str, port: int) -> None:
    """Whether the app could listen there now: `CannotListen` with the reason if not."""
    listen(host, port).close()


def origin_allowed(origin: str | None, host_header: str | None, host: str, port: int) -> bool:
    """Whether a WebSocket from a page at `origin`, sent to `host_header`, comes from the app itself."""
    if not origin or not host_header:
        return False
    try:
        parts = urlsplit(origin)
        origin_port = parts.port or 80
    except ValueError:
        return False
    if parts.scheme != "http" or origin_port != port or parts.hostname is None:
        return False
    if parts.netloc.lower() != host_header.lower():
        return False  # the page was loaded from one address and opens the socket to another
    return _serves(parts.hostname, host)


def _serves(name: str, host: str) -> bool:
    """Whether a browser may reach the app under `name` when it listens on `host`."""
    if name in LOOPBACK and (host in LOOPBACK or host in WILDCARD):
        return True
    if host in WILDCARD:
        return _is_address(name) or name in _machine_names()
    return name == host.lower() or (host not in LOOPBACK and name in _machine_names())


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


@cache
def _machine_names() -> frozenset[str]:
    name = socket.gethostname().lower()
    return frozenset({name, f"{name}.local"})


class Sessions:
    """The sessions held for each client address, and whether another may open.

    A session is counted from its socket's opening until Flet has surely let it go: its socket closed, plus
    the time Flet keeps it and one sweep. A tab that comes back to its session opens another socket and is
    counted twice for that while: the count never falls short of the sessions Flet holds."""

    def __init__(self, per_address: int = SESSIONS_PER_ADDRESS, in_all: int = SESSIONS_IN_ALL) -> None:
        self.per_address = per_address
        self.in_all = in_all
        self.held: Counter[str] = Counter()
        self._tidying = False

    def refusal(self, address: str) -> Refusal | None:
        """Why `address` may open no other session now ("address" or "all"); None when it may."""
        if self.held[address] >= self.per_address:
            return "address"
        if self.held.total() >= self.in_all:
            return "all"
        return None

    def open(self, address: str) -> None:
        self.held[address] += 1

    def close(self, address: str) -> None:
        """The socket closed: the session is let go once Flet no longer keeps it."""
        asyncio.get_running_loop().call_later(SESSION_KEPT_S + SWEEP_S + 1, self._release, address)

    def _release(self, address: str) -> None:
        self.held[address] -= 1
        if not self.held[address]:
            del self.held[address]
        if not self._tidying:
            self._tidying = True
            asyncio.get_running_loop().call_soon(self._tidy)

    def _tidy(self) -> None:
        """Give back to the system the memory of the sessions let go: a session's controls refer to each other,
        which only the garbage collector's full pass frees (an idle server never runs one), and glibc keeps
        freed memory for the process unless asked to return it."""
        self._tidying = False
        gc.collect()
        with suppress(AttributeError, OSError):  # a C library other than glibc
            ctypes.CDLL(None).malloc_trim(0)


def guarded(app: ASGIApp, host: str, port: int, sessions: Sessions | None = None) -> ASGIApp:
    """`app` with the guards above: the app's own origin only, sessions bounded, no documentation, no open
    CORS."""
    sessions = sessions or Sessions()

    async def guard(scope: Scope, receive: Receive, send: Send) -> None:
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope.get("headers", ())}
        address = scope["client"][0] if scope.get("client") else ""
        if scope["type"] == "websocket":
            if not origin_allowed(headers.get("origin"), headers.get("host"), host, port) or sessions.refusal(address):
                await send({"type": "websocket.close", "code": 1008})  # before accepting: HTTP 403
                return
            sessions.open(address)
            try:
                await _socket(app, scope, receive, send)
            finally:
                sessions.close(address)
            return
        if scope["type"] == "http":
            if scope["path"] in DOCUMENTATION:
                await _not_found(send)
                return
            refusal = sessions.refusal(address)
            if refusal is not None and "text/html" in headers.get("accept", ""):
                await _refused(send, refusal, browser_language(headers.get("accept-language", "")))
                return
            send = _without_open_cors(send)
        await app(scope, receive, send)

    return guard


async def _socket(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> None:
    """Flet's handling of one WebSocket, made to end once the browser has gone, so that Flet lets its session
    go after `SESSION_KEPT_S`. On its own, Flet 1.0 holds it for ever in two cases:

    - what it sends after the browser left raises, which ends its handling before it marks the session
      disconnected: here that is dropped unsent, as if sent just before the socket closed;
    - a socket closed before Flet said anything (no session began) leaves its handling waiting for ever:
      here it is ended, having nothing to let go."""
    spoke = False

    async def sending(message: Message) -> None:
        nonlocal spoke
        spoke = True
        with suppress(OSError):  # the browser has gone (uvicorn's ClientDisconnected)
            await send(message)

    async def receiving() -> Message:
        message = await receive()
        if message["type"] == "websocket.disconnect" and not spoke:
            handling.cancel()
        return message

    handling = asyncio.ensure_future(app(scope, receiving, sending))
    try:
        await asyncio.wait([handling])
    finally:
        handling.cancel()  # the server stopping: nothing else to wait for
    if not handling.cancelled():
        handling.result()


def browser_language(accept_language: str) -> str:
    """The language the companion speaks that a browser's `Accept-Language` prefers ("fi-FI,fi;q=0.9,en;q=0.8"
    gives Finnish); English when it names none of them."""
    preferred: list[tuple[float, int, str]] = []
    for place, item in enumerate(accept_language.split(",")):
        tag, _, parameters = item.partition(";")
        quality = re.fullmatch(r"\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*", parameters)
        preferred.append((float(quality.group(1)) if quality else 1.0, place, tag.strip()))
    for weight, _, tag in sorted(preferred, key=lambda choice: (-choice[0], choice[1])):
        language = re.split(r"[_-]", tag, maxsplit=1)[0].lower()
        if weight > 0 and language in LANGUAGES:
            return language
    return SOURCE_LANGUAGE


async def _refused(send: Send, refusal: Refusal, language: str) -> None:
    """A page saying why the app is not served now: too many sessions from this device, or in all."""
    title = html.escape(text("server.busy_title", language=language))
    reason = html.escape(text(f"server.busy_{refusal}", language=language))
    body = (
        f'<!DOCTYPE html>\n<html lang="{language}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title></head>"
        f'<body style="font-family: sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em">'
        f"<h1>{title}</h1><p>{reason}</p></body></html>\n"
    ).encode()
    headers = [
        (b"content-type", b"text/html; charset=utf-8"),
        (b"retry-after", str(SESSION_KEPT_S + SWEEP_S).encode()),
        (b"cache-control", b"no-store"),
    ]
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _not_found(send: Send) -> None:
    await send({"type": "http.response.start", "status": 404, "headers": [(b"content-type", b"text/plain")]})
    await send({"type": "http.response.body", "body": b"Not Found"})


def _without_open_cors(send: Send) -> Send:
    async def filtered(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = [
                (name, value) for name, value in message["headers"] if name.lower() != b"access-control-allow-origin"
            ]
            message = {**message, "headers": headers}
        await send(message)

    return filtered


def serve(
    main: Callable[[Any], Awaitable[None] | None], host: str, port: int, assets_dir: str, open_browser: bool
) -> None:
    """Serve the Flet app `main` on `host` and `port` with the guards above; blocks until stopped."""
    listener = listen(host, port)
    server = web_server(main, host, port, assets_dir)
    asyncio.run(_run(server, listener, url("127.0.0.1" if host in WILDCARD else host, port) if open_browser else None))


def web_server(
    main: Callable[[Any], Awaitable[None] | None],
    host: str,
    port: int,
    assets_dir: str,
    sessions: Sessions | None = None,
) -> uvicorn.Server:
    """The web server of the Flet app `main` with the guards above, to serve on a socket listening at `host`
    and `port`."""
    import uvicorn  # the web server's packages load only when it serves: checking a port stays quick
    from flet_web.fastapi import app as flet_app

    app = guarded(
        flet_app(main, assets_dir=assets_dir, no_cdn=True, session_timeout_seconds=SESSION_KEPT_S),
        host,
        port,
        sessions,
    )
    # As Flet's own server: quiet, and the WebSocket protocol Flet uses. A Flet session outlives its socket,
    # so a stop waits for them 2 s at most.
    config = uvicorn.Config(
        app, log_level="critical", ws="websockets-sansio", lifespan="on", timeout_graceful_shutdown=2
    )
    return uvicorn.Server(config)


async def _run(server: uvicorn.Server, listener: socket.socket, browse: str | None) -> None:
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    if browse is not None:
        while not server.started and not serving.done():
            await asyncio.sleep(0.05)
        if server.started:
            await asyncio.to_thread(webbrowser.open, browse)
    await serving
