"""`python -m tests.hostile.server ACTION --db FILE`: the app's server as `python -m companion app` runs it,
tried as another site, a flood or a broken client would; prints what was found, one line each.

- `frames`: the headers of the app's page, of an asset and of an error: whether another site may frame them,
  and what the page may load.
- `serving`: whether the port answers the moment "Serving … on http://…" is printed.
- `messages`: malformed WebSocket messages (not MessagePack, the wrong shape, an unknown action, a text frame),
  all at once: whether the server logged each in one short line after the one saying where it serves, named the
  unknown action, wrote no traceback, and still serves.
- `slow`: 1,100 half-open connections held under `ulimit -n 1024`, each sending one header line every 8 s:
  whether the server kept no more of them than it allows an address and never ran out of files, and the share
  of ordinary requests answered within 2 s meanwhile.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import os
import socket
import subprocess
import sys
from contextlib import AsyncExitStack
from pathlib import Path

import msgpack
from websockets.asyncio.client import ClientConnection, connect

from companion.ui.server import WAITING_PER_ADDRESS
from tests.ui.driver import REGISTER, Server, eventually, free_port
from tests.ui.slow_clients import hold_flood


def _headers(port: int, path: str) -> dict[str, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers={"Accept": "text/html"})
        response = connection.getresponse()
        response.read()
        return {name.lower(): value for name, value in response.getheaders()} | {":status": str(response.status)}
    finally:
        connection.close()


def frames(server: Server) -> list[str]:
    lines = []
    for path in ("/", "/game/x/homeland/1", "/flutter_bootstrap.js", "/docs"):
        headers = _headers(server.port, path)
        policy = headers.get("content-security-policy", "")
        framed = "frame-ancestors 'self'" in policy and headers.get("x-frame-options") == "SAMEORIGIN"
        lines.append(f"{path} {headers[':status']}: {'framed by its own pages only' if framed else 'FRAMEABLE'}")
    lines.append(f"policy: {_headers(server.port, '/').get('content-security-policy', '')}")
    return lines


def serving(folder: Path) -> list[str]:
    """Start the app and read its output: the moment it says it serves, a request must be answered at once."""
    port = free_port()
    command = [sys.executable, "-m", "companion", "app", "--no-browser", "--port", str(port)]
    app = subprocess.Popen(
        [*command, "--db", str(folder / "games.json")],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert app.stdout is not None
        line = app.stdout.readline().decode("utf-8", "replace").strip()
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as probe:
                probe.sendall(b"GET / HTTP/1.0\r\n\r\n")
                answered = probe.recv(12).startswith(b"HTTP/1.1 200")
        except OSError:
            answered = False
        return [line, "the port answered at once" if answered else "THE PORT DID NOT ANSWER"]
    finally:
        app.kill()
        app.wait()


MALFORMED: list[bytes | str] = [
    b"\x00not msgpack at all",
    b"\x00\xc1",
    b"\x00" + msgpack.packb([99, {}]),
    b"\x00" + msgpack.packb("register me"),
    b"\x00" + msgpack.packb([1]),
    b"\x00" + msgpack.packb([1, {"nope": 1}]),
    b"\x00" + msgpack.packb([1, {"session_id": "", "page_name": "", "page": {"route": 5}}]),
    b"\x00" + msgpack.packb([2, {"target": "x", "name": "click", "data": None}]),
    b"\x00" + msgpack.packb([3, {"id": 1, "props": 5}]),
    b"\x00" + msgpack.packb([4, {}]),
    "a text frame",
]
"""Malformed messages Flet reads and refuses: each must be logged in one line of its own."""

UNSAID = b"\x01\x02"
"""A data-channel frame too short to name its channel: Flet drops it without a word (at debug level)."""

SERVING = "Serving the Vikings score companion on"
LONGEST_LINE = 400
"""The longest line the log may hold: the error's own words are cut short, however long the message was."""


def _log(server: Server) -> list[str]:
    return server.db.with_suffix(".log").read_text(encoding="utf-8", errors="replace").splitlines()


def messages(server: Server) -> list[str]:
    """Every malformed message at once, each on a socket of its own, and a session registered after them; the
    log read once it has a line for each message Flet reads, every socket still open (a session's socket closed
    while the app still builds its page is a line of its own)."""
    address = f"ws://127.0.0.1:{server.port}/ws"
    origin = f"http://127.0.0.1:{server.port}"

    async def send_all() -> tuple[int, list[str]]:
        async with AsyncExitStack() as held:

            async def opened() -> ClientConnection:
                return await held.enter_async_context(connect(address, origin=origin, open_timeout=20))

            async def send(message: bytes | str) -> None:
                await (await opened()).send(message)

            every = [*MALFORMED, UNSAID]
            await asyncio.gather(*(send(message) for message in every))
            # Still serving: a session registers and is answered.
            session = await opened()
            await session.send(REGISTER)
            await asyncio.wait_for(session.recv(), 20)
            await asyncio.to_thread(eventually, lambda: len(_log(server)) > len(MALFORMED), 20)
            return len(every), _log(server)

    sent, log = asyncio.run(send_all())
    first, said = (log[0], log[1:]) if log else ("", [])
    one_line = all(line.startswith("companion server: ") and len(line) < LONGEST_LINE for line in said)
    traceback = any("Traceback" in line or line.startswith("  File ") for line in log)
    unknown = "Receive loop error: 99 is not a valid MessageAction"
    page = _headers(server.port, "/")[":status"]
    return [
        f"{sent} malformed messages sent, {len(said)} lines logged",
        f'the log begins "{SERVING}"' if first.startswith(SERVING) else f"THE LOG BEGINS {first!r}",
        f"each in one line under {LONGEST_LINE} characters" if one_line and said else "NOT ONE SHORT LINE EACH",
        f"the unknown action named: {unknown}" if unknown in "\n".join(said) else "THE UNKNOWN ACTION NOT NAMED",
        "a traceback" if traceback else "no traceback",
        "still serving" if page == "200" else f"THE PAGE ANSWERED {page}",
    ]


def slow(server: Server) -> list[str]:
    """The flood held from one address: the server keeps no more of its connections than it allows an address,
    runs out of no files, and answers everyone else."""
    outcome = hold_flood(server.port, 1100, every_s=8, held_s=10, within_s=2)
    most = max(outcome.held)
    out_of_files = any("Too many open files" in line for line in _log(server))
    return [
        f"the flood's address held at most {WAITING_PER_ADDRESS} connections"
        if most <= WAITING_PER_ADDRESS
        else f"THE FLOOD'S ADDRESS HELD {most} CONNECTIONS",
        "TOO MANY OPEN FILES" if out_of_files else "never too many open files",
        f"served {outcome.share:.2f} of {outcome.asked} ordinary requests within 2 s",
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=["frames", "serving", "messages", "slow"])
    parser.add_argument("--db", type=Path, required=True)
    args = parser.parse_args()
    if args.action == "serving":
        print("\n".join(serving(args.db.parent)))
        return 0
    server = Server(args.db, files=1024 if args.action == "slow" else None)
    server.start()
    try:
        lines = {"frames": frames, "messages": messages, "slow": slow}[args.action](server)
    finally:
        server.stop()
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
