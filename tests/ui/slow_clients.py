"""Half-open connections held against the app's server (a "slowloris" flood), and ordinary requests made
meanwhile: how many of them are answered in time.

The flood comes from one loopback address (127.0.0.2, a machine of its own), the ordinary requests from
another (127.0.0.1). Each connection of the flood sends a request's first line and one header, then one more
header line every `every_s` seconds, never the blank line that ends a request; one the server closed is opened
again at the next round, so that the flood keeps holding as many as it can. Everything is on this machine's
loopback, and it all stops by itself after `held_s` seconds.
"""

from __future__ import annotations

import http.client
import resource
import socket
import threading
import time
from dataclasses import dataclass, field

FLOOD_ADDRESS = "127.0.0.2"
ORDINARY_ADDRESS = "127.0.0.1"


@dataclass
class Outcome:
    """How the ordinary requests fared while the flood was held."""

    answered: int = 0
    """Answered whole within the time allowed."""
    asked: int = 0
    slowest_s: float = 0.0
    held: list[int] = field(default_factory=list)
    """How many of the flood's connections were still open at each of its rounds (what the server let it keep)."""

    @property
    def share(self) -> float:
        return self.answered / self.asked if self.asked else 0.0


def enough_files(count: int) -> None:
    """Let this process hold `count` open files (the flood's sockets and then some), within its hard limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = count + 256
    if soft < wanted:
        allowed = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (allowed, hard))


def _open(port: int) -> socket.socket | None:
    """One connection of the flood, its request begun; None when the server would not take it now."""
    connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    connection.settimeout(1)
    try:
        connection.bind((FLOOD_ADDRESS, 0))
        connection.connect(("127.0.0.1", port))
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    except OSError:
        connection.close()
        return None
    connection.setblocking(False)
    return connection


def _alive(connection: socket.socket) -> bool:
    """Whether the server still holds the connection: one more header line goes out, and nothing came back (a
    server that closed it sends its end, or refuses the line)."""
    try:
        if connection.recv(1, socket.MSG_PEEK) == b"":
            return False
    except BlockingIOError:
        pass
    except OSError:
        return False
    try:
        connection.send(b"X-Slow: 1\r\n")
    except OSError:
        return False
    return True


def _flood(port: int, connections: int, every_s: float, stop: threading.Event, held: list[int]) -> None:
    sockets: list[socket.socket] = []
    try:
        while not stop.is_set():
            kept = []
            for connection in sockets:
                if _alive(connection):
                    kept.append(connection)
                else:
                    connection.close()
            held.append(len(kept))
            sockets = kept
            while len(sockets) < connections and not stop.is_set():
                opened = _open(port)
                if opened is None:
                    break
                sockets.append(opened)
            stop.wait(every_s)
    finally:
        for connection in sockets:
            connection.close()


def _ordinary(port: int, within_s: float) -> float | None:
    """One ordinary request (the app's page), the seconds it took to be answered whole; None when it was not
    within `within_s`."""
    started = time.perf_counter()
    try:
        connection = http.client.HTTPConnection(
            "127.0.0.1", port, timeout=within_s, source_address=(ORDINARY_ADDRESS, 0)
        )
        try:
            connection.request("GET", "/", headers={"Connection": "close"})
            response = connection.getresponse()
            response.read()
            ok = response.status == 200
        finally:
            connection.close()
    except OSError:
        return None
    took = time.perf_counter() - started
    return took if ok and took <= within_s else None


def hold_flood(
    port: int,
    connections: int = 1100,
    every_s: float = 8.0,
    held_s: float = 20.0,
    request_every_s: float = 0.5,
    within_s: float = 2.0,
) -> Outcome:
    """Hold a flood of `connections` half-open connections against the server at `port` for `held_s` seconds,
    and make an ordinary request every `request_every_s` meanwhile; how many were answered within `within_s`."""
    enough_files(connections)
    outcome = Outcome()
    stop = threading.Event()
    flood = threading.Thread(target=_flood, args=(port, connections, every_s, stop, outcome.held), daemon=True)
    flood.start()
    try:
        time.sleep(min(2.0, held_s / 4))  # the flood is in place before the first request
        deadline = time.monotonic() + held_s
        while time.monotonic() < deadline:
            took = _ordinary(port, within_s)
            outcome.asked += 1
            if took is not None:
                outcome.answered += 1
                outcome.slowest_s = max(outcome.slowest_s, took)
            time.sleep(request_every_s)
    finally:
        stop.set()
        flood.join(timeout=30)
    return outcome
