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
- answers 404 to FastAPI's documentation (`/docs`, `/redoc`, `/openapi.json`);
- drops the `Access-Control-Allow-Origin: *` header Flet adds to every response.

The socket is bound before the server starts, so a port in use is a message, not a traceback.
"""

from __future__ import annotations

import asyncio
import ipaddress
import os
import socket
import webbrowser
from collections.abc import Awaitable, Callable
from functools import cache
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import uvicorn
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARD = ("0.0.0.0", "::", "")
DOCUMENTATION = frozenset({"/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"})


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


def guarded(app: ASGIApp, host: str, port: int) -> ASGIApp:
    """`app` with the guards above: the app's own origin only, no documentation, no open CORS."""

    async def guard(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
            if not origin_allowed(headers.get("origin"), headers.get("host"), host, port):
                await send({"type": "websocket.close", "code": 1008})  # before accepting: HTTP 403
                return
        elif scope["type"] == "http":
            if scope["path"] in DOCUMENTATION:
                await _not_found(send)
                return
            send = _without_open_cors(send)
        await app(scope, receive, send)

    return guard


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
    import uvicorn  # the web server's packages load only when it serves: checking a port stays quick
    from flet_web.fastapi import app as flet_app

    listener = listen(host, port)
    app = guarded(flet_app(main, assets_dir=assets_dir, no_cdn=True), host, port)
    # As Flet's own server: quiet, and the WebSocket protocol Flet uses. A Flet session outlives its socket,
    # so a stop waits for them 2 s at most.
    config = uvicorn.Config(
        app, log_level="critical", ws="websockets-sansio", lifespan="on", timeout_graceful_shutdown=2
    )
    server = uvicorn.Server(config)
    asyncio.run(_run(server, listener, url("127.0.0.1" if host in WILDCARD else host, port) if open_browser else None))


async def _run(server: uvicorn.Server, listener: socket.socket, browse: str | None) -> None:
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    if browse is not None:
        while not server.started and not serving.done():
            await asyncio.sleep(0.05)
        if server.started:
            await asyncio.to_thread(webbrowser.open, browse)
    await serving
