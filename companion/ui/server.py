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
- drops the `Access-Control-Allow-Origin: *` header Flet adds to every response;
- keeps the app's pages out of every other site's frames, and says what a page of the app may load: every
  response carries `X-Frame-Options: SAMEORIGIN` and a `Content-Security-Policy` (`policy`) with
  `frame-ancestors 'self'`, the app's own scripts (and the page's inline ones, by their hashes), its styles,
  images and fonts, and connections to its own origin alone, the WebSocket included.

Under the ASGI application, the connections themselves are bounded (`Waiting`): uvicorn offers no time limit on
a request's headers (its `timeout_keep_alive` runs only between requests, and any byte received cancels it), so
the server runs uvicorn's own HTTP protocol (httptools' where it is installed, else h11's) with two bounds
added: a connection whose request has not arrived whole `HEADERS_WITHIN_S` after it opened (or after its last
response) is closed, and each client address holds at most `WAITING_PER_ADDRESS` such connections that have
waited `WAITING_GRACE_S` (the server `WAITING_IN_ALL`, whatever their age): one more sheds the oldest. A flood
of half-open connections is shed as it comes, and the server keeps file descriptors for everyone else. Of
uvicorn's own settings it takes `backlog` (`ACCEPTED_AT_ONCE`).

Flet keeps a session whose socket closed for a while, so that a tab that lost its connection comes back to
it; here for `SESSION_KEPT_S` rather than Flet's hour, so a dropped session is let go within a minute.

The socket is bound before the app loads, so a port in use is a message, not a traceback; the app is said to
be served (`serving`) only once the server answers on it. What goes wrong with a browser's messages (a
malformed one closes its socket) is logged in one line each, escaped, with no traceback (`quiet_logs`).
"""

from __future__ import annotations

import asyncio
import base64
import ctypes
import gc
import hashlib
import html
import ipaddress
import logging
import os
import re
import socket
import sys
import webbrowser
import zlib
from collections import Counter
from collections.abc import Awaitable, Callable
from contextlib import suppress
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, Literal
from urllib.parse import urlsplit

from companion.languages import LANGUAGES, SOURCE_LANGUAGE
from companion.messages import printable, text

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
HEADERS_WITHIN_S = 10.0
"""How long a connection may take to send its request's line and headers (a browser sends them at once)."""
WAITING_PER_ADDRESS = 32
"""The connections one client address may hold that have not sent a whole request: a browser opens six to a
server, a few tabs a few times that."""
WAITING_GRACE_S = 1.0
"""How long a connection may wait for its request before it counts against its address's bound: a burst of
connections from one browser (a page's assets, many tabs at once) sends its requests at once, and none of them
is shed for arriving together."""
ACCEPTED_AT_ONCE = 128
"""The connections the server takes from its queue at a time (`backlog`: asyncio accepts that many before it
lets the ones shed go), and the queue's length. Uvicorn's 2,048 would let a flood take every descriptor between
two turns of the event loop."""
WAITING_IN_ALL = 2 * ACCEPTED_AT_ONCE
"""Such connections the server holds in all, whatever their addresses: far below the 1,024 files a process is
usually allowed, so that a flood of them never takes the descriptors the server needs to answer. Twice what is
accepted at once: a connection accepted in one turn of the event loop has its request read in the next before
the oldest is shed."""
FRAMES = "SAMEORIGIN"
"""`X-Frame-Options`: only the app's own pages may frame it (for browsers that predate `frame-ancestors`)."""


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
        if scope["type"] == "lifespan":
            _sweep_here()
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
            send = _headed(send, headers.get("host", ""))
            if scope["path"] in DOCUMENTATION:
                await _not_found(send)
                return
            refusal = sessions.refusal(address)
            if refusal is not None and "text/html" in headers.get("accept", ""):
                await _refused(send, refusal, browser_language(headers.get("accept-language", "")))
                return
        await app(scope, receive, send)

    return guard


_SWEEPS = ("_FletAppManager__evict_sessions_task", "_FletAppManager__evict_oauth_states_task")
"""Where Flet 1.0's app manager keeps the tasks that let go of the sessions and sign-ins past their time."""


def _sweep_here() -> None:
    """Have Flet's sweep of the sessions gone (`SWEEP_S`) run on this server's event loop.

    Flet keeps one app manager for the whole process, and starts its sweep at a server's start only if it has
    never started it: a server started after another in the same process (a test's, or the app served again
    once stopped) kept the sweep of the first one's loop, ended or not its own, and so never let a session go.
    A sweep that has ended, or that runs on another loop, is forgotten here, before Flet's start, which then
    begins one on this loop."""
    from flet_web.fastapi import app_manager

    loop = asyncio.get_running_loop()
    for name in _SWEEPS:
        task: asyncio.Task[None] | None = getattr(app_manager, name, None)
        if task is not None and (task.done() or task.get_loop() is not loop):
            setattr(app_manager, name, None)


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


_HOST = re.compile(r"(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?")
"""A `Host` header that may be named in a policy: a name or an address, and a port; nothing else."""
_INLINE_SCRIPT = re.compile(rb"<script(?![^>]*\bsrc\s*=)[^>]*>(.*?)</script\s*>", re.DOTALL | re.IGNORECASE)


def policy(page: bytes | None, host: str) -> str:
    """The `Content-Security-Policy` of a response: what a page of the app loads, and nothing more. Scripts from
    the app's origin and the inline scripts of `page` (its HTML, by the hash of each), WebAssembly compiled by
    Flutter's CanvasKit, the styles Flutter writes into the page, images and fonts from the app or made by the
    page (`data:`, `blob:`), connections to the app's own origin and its WebSocket; no plugin, no form sent
    elsewhere, no other `<base>`, and no frame of the app in another site's page."""
    scripts = ["'self'", "'wasm-unsafe-eval'"]
    for found in _INLINE_SCRIPT.finditer(page or b""):
        scripts.append(f"'sha256-{base64.b64encode(hashlib.sha256(found.group(1)).digest()).decode('ascii')}'")
    connect = ["'self'"]
    if _HOST.fullmatch(host):
        connect.append(f"ws://{host}")  # 'self' covers it in today's browsers; older ones want it named
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {' '.join(scripts)}",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data: blob:",
            "media-src 'self' data: blob:",
            f"connect-src {' '.join(connect)}",
            "worker-src 'self' blob:",
            "manifest-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'self'",
        ]
    )


def _headed(send: Send, host: str) -> Send:
    """`send` with the headers every response of the app carries (`policy`, `X-Frame-Options`) and without
    Flet's `Access-Control-Allow-Origin: *`. An HTML page is held until its body is whole, for its inline
    scripts' hashes."""
    held: Message | None = None
    body: list[bytes] = []

    async def headed(message: Message) -> None:
        nonlocal held
        if message["type"] == "http.response.start":
            headers = [
                (name, value)
                for name, value in message.get("headers", [])
                if name.lower() not in (b"access-control-allow-origin", b"content-security-policy", b"x-frame-options")
            ]
            message = {**message, "headers": headers}
            if message.get("status") in _NO_PAGE:
                await send(_with_policy(message, b"", host))
                return
            if any(name.lower() == b"content-type" and value.startswith(b"text/html") for name, value in headers):
                held = message
                return
            await send(_with_policy(message, None, host))
            return
        if held is not None and message["type"] == "http.response.body":
            body.append(message.get("body", b""))
            if message.get("more_body", False):
                return
            page, start = b"".join(body), held
            held = None
            await send(_with_policy(start, _decoded(page, start), host))
            await send({"type": "http.response.body", "body": page})
            return
        await send(message)

    return headed


def _decoded(page: bytes, start: Message) -> bytes:
    """The page as the browser reads it, for its scripts' hashes: unzipped where it was sent zipped."""
    encoding = dict(start["headers"]).get(b"content-encoding", b"").lower()
    if encoding in (b"gzip", b"deflate"):
        with suppress(zlib.error):
            return zlib.decompress(page, 16 + zlib.MAX_WBITS if encoding == b"gzip" else zlib.MAX_WBITS)
    return page


_NO_PAGE = frozenset({304, 206})
"""Responses that bring no page whole (Not Modified, Partial Content): the browser keeps the page it holds."""


def _with_policy(start: Message, page: bytes | None, host: str) -> Message:
    """The response's start with the policy (`page` is the body of an HTML page, None for anything else). A
    response with no page (304 Not Modified, a part of one, HEAD) carries no policy of its own: a browser keeps
    the headers of the page it holds, whose policy names that page's scripts, and a policy without them would
    replace it."""
    headers = [*start["headers"], (b"x-frame-options", FRAMES.encode("latin-1"))]
    if page is None or page:
        headers.append((b"content-security-policy", policy(page, host).encode("latin-1")))
    return {**start, "headers": headers}


def serve(
    main: Callable[[Any], Awaitable[None] | None],
    host: str,
    port: int,
    assets_dir: str,
    open_browser: bool,
    listener: socket.socket | None = None,
    serving: Callable[[], None] | None = None,
) -> None:
    """Serve the Flet app `main` on `listener` (a socket listening at `host` and `port`, taken here when none
    is given) with the guards above; `serving` is told once the server answers there. Blocks until stopped."""
    listener = listener or listen(host, port)
    server = web_server(main, host, port, assets_dir)
    browse = url("127.0.0.1" if host in WILDCARD else host, port) if open_browser else None
    asyncio.run(_run(server, listener, browse, serving))


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
    quiet_logs()
    # As Flet's own server: quiet, and the WebSocket protocol Flet uses. A Flet session outlives its socket,
    # so a stop waits for them 2 s at most. Uvicorn's HTTP protocol, with bounds on unfinished requests.
    config = uvicorn.Config(
        app,
        log_level="critical",
        ws="websockets-sansio",
        http=bounded(Waiting()),
        backlog=ACCEPTED_AT_ONCE,
        lifespan="on",
        timeout_graceful_shutdown=2,
    )
    return uvicorn.Server(config)


async def _run(
    server: uvicorn.Server, listener: socket.socket, browse: str | None, serving: Callable[[], None] | None = None
) -> None:
    """Serve on `listener`; `serving` is told, and the browser opened on `browse`, the moment the server has
    started: within its start, before the loop takes its first connection, so that nothing the server logs about
    a connection comes before the line that says where it serves."""
    asyncio.get_running_loop().set_exception_handler(_one_line)
    start = server.startup
    opening: list[asyncio.Task[bool]] = []

    async def started(sockets: list[socket.socket] | None = None) -> None:
        await start(sockets=sockets)
        if not server.started:
            return
        if serving is not None:
            serving()
        if browse is not None:
            opening.append(asyncio.create_task(asyncio.to_thread(webbrowser.open, browse)))

    server.startup = started  # type: ignore[method-assign]
    await server.serve(sockets=[listener])


class Waiting:
    """The connections that have not sent a whole request yet (or, kept alive, the next one), by client address,
    oldest first. Over `in_all`, the oldest is closed at once (shed); over `per_address` for one address, its
    oldest that has waited `grace` seconds: a device's newest request always gets its turn, a burst of requests
    arriving together is served, and a flood sheds itself."""

    def __init__(
        self,
        per_address: int = WAITING_PER_ADDRESS,
        in_all: int = WAITING_IN_ALL,
        within: float = HEADERS_WITHIN_S,
        grace: float = WAITING_GRACE_S,
    ) -> None:
        self.per_address = per_address
        self.in_all = in_all
        self.within = within
        self.grace = grace
        self.by_address: dict[str, dict[_Bounded, float]] = {}
        """Each address's waiting connections, oldest first, with when each began to wait."""
        self.all: dict[_Bounded, float] = {}
        self.shed = 0
        """How many connections were closed to make room."""
        self.timed_out = 0
        """How many were closed for sending their request too slowly."""
        self._looking: set[str] = set()

    def add(self, connection: _Bounded, address: str) -> None:
        now = asyncio.get_running_loop().time()
        self.by_address.setdefault(address, {})[connection] = now
        self.all[connection] = now
        if len(self.all) > self.in_all:
            self._shed(next(iter(self.all)))
        self._bound(address)

    def remove(self, connection: _Bounded, address: str) -> None:
        self.all.pop(connection, None)
        held = self.by_address.get(address)
        if held is not None:
            held.pop(connection, None)
            if not held:
                del self.by_address[address]

    def _bound(self, address: str) -> None:
        """Shed the oldest of the address's connections while it holds more than its bound, each once it has
        had its grace; when none has yet, look again as soon as the oldest has."""
        loop = asyncio.get_running_loop()
        while len(held := self.by_address.get(address, {})) > self.per_address:
            oldest, since = next(iter(held.items()))
            if loop.time() - since < self.grace:
                if address not in self._looking:
                    self._looking.add(address)
                    loop.call_later(since + self.grace - loop.time(), self._again, address)
                return
            self._shed(oldest)

    def _again(self, address: str) -> None:
        self._looking.discard(address)
        self._bound(address)

    def _shed(self, connection: _Bounded) -> None:
        self.shed += 1
        connection.drop()


class _Bounded(asyncio.Protocol):
    """What `bounded` adds to uvicorn's HTTP protocol: from the connection's opening, and again after each
    response, the request must arrive whole within `waiting.within` seconds, and it counts among its address's
    connections waiting for one until it has (`Waiting`).

    Both of uvicorn's protocols (httptools', h11's) set `cycle` the moment a request's line and headers are
    read, and hand an upgraded connection to the WebSocket protocol through `handle_websocket_upgrade`: those
    end the wait."""

    waiting: ClassVar[Waiting]
    transport: asyncio.Transport
    client: tuple[str, int] | None
    loop: asyncio.AbstractEventLoop
    _deadline: asyncio.TimerHandle | None = None
    _address: str = ""
    _waiting: bool = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self._address = self.client[0] if self.client else ""
        self._begin_waiting()

    def connection_lost(self, exc: Exception | None) -> None:
        self._end_waiting()
        super().connection_lost(exc)

    @property
    def cycle(self) -> Any:
        return self.__dict__.get("_cycle")

    @cycle.setter
    def cycle(self, value: Any) -> None:
        self.__dict__["_cycle"] = value
        if value is not None:
            self._end_waiting()  # the request's line and headers are in

    def handle_websocket_upgrade(self, *args: Any) -> None:
        self._end_waiting()
        super().handle_websocket_upgrade(*args)  # type: ignore[misc]

    def on_response_complete(self) -> None:
        super().on_response_complete()  # type: ignore[misc]
        cycle = self.cycle
        if not self.transport.is_closing() and (cycle is None or cycle.response_complete):
            self._begin_waiting()  # kept alive: the next request is waited for as the first was

    def drop(self) -> None:
        """Close the connection: its request is too slow, or it is the oldest of too many."""
        self._end_waiting()
        if not self.transport.is_closing():
            self.transport.close()

    def _too_slow(self) -> None:
        self._deadline = None
        self.waiting.timed_out += 1
        self.drop()

    def _begin_waiting(self) -> None:
        if self._waiting:
            return
        self._waiting = True
        self._deadline = self.loop.call_later(self.waiting.within, self._too_slow)
        self.waiting.add(self, self._address)

    def _end_waiting(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if self._waiting:
            self._waiting = False
            self.waiting.remove(self, self._address)


def bounded(waiting: Waiting, base: type[asyncio.Protocol] | None = None) -> type[asyncio.Protocol]:
    """Uvicorn's HTTP protocol (`base`: the one it would choose, httptools' where installed, else h11's) with the
    bounds of `waiting` on connections that have not sent a whole request."""
    if base is None:
        from uvicorn.protocols.http.auto import AutoHTTPProtocol

        base = AutoHTTPProtocol
    return type(f"Bounded{base.__name__}", (_Bounded, base), {"waiting": waiting})


_LOGGERS = ("flet", "flet_web", "flet_transport", "asyncio", "websockets")
_LONGEST_LINE = 300


class OneLine(logging.Formatter):
    """A log record as one line: what happened and the error's own words, escaped and cut short (an error may
    repeat what a browser sent), never a traceback."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            detail = str(error)
            if not detail:
                message = f"{message} ({type(error).__name__})"
            elif detail not in message:
                message = f"{message} ({type(error).__name__}: {detail})"
        line = " ".join(message.split())
        if len(line) > _LONGEST_LINE:
            line = f"{line[:_LONGEST_LINE]}…"
        return printable(f"companion server: {record.levelname.lower()}: {line}")


def quiet_logs() -> None:
    """Have Flet's, asyncio's and the WebSocket library's warnings and errors (a malformed message, a socket
    gone mid-message) written as one line each on standard error (`OneLine`), never as tracebacks."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLine())
    handler.set_name("companion-one-line")
    for name in _LOGGERS:
        logger = logging.getLogger(name)
        if not any(each.get_name() == handler.get_name() for each in logger.handlers):
            logger.addHandler(handler)
        logger.propagate = False
        if logger.level == logging.NOTSET or logger.level < logging.WARNING:
            logger.setLevel(logging.WARNING)


def _one_line(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The event loop's word on an error nobody awaited (a task of Flet's that failed): one line, no traceback."""
    error = context.get("exception")
    logging.getLogger("asyncio").error(str(context.get("message", "")), exc_info=error)
