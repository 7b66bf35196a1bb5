"""Whether the app's server keeps answering while a flood of half-open connections is held against it, with no
more open files than a process is usually allowed (`ulimit -n 1024`).

1,100 connections from one loopback address each send a request's first line and one header, then one header
line every 8 s, never ending the request ("slowloris"); meanwhile an ordinary request for the app's page goes
from another loopback address every half second for 20 s. `server_slow_clients_served_share` is the share of
those answered whole within 2 s (the target: all of them). Loopback only; it stops by itself.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from tests.ui.driver import Server
from tests.ui.slow_clients import hold_flood

FLOOD = 1100
FILES = 1024
LINE_EVERY_S = 8.0
HELD_S = 20.0
WITHIN_S = 2.0


def slow_client_figures() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "games.json", files=FILES)
        server.start()
        try:
            outcome = hold_flood(server.port, FLOOD, every_s=LINE_EVERY_S, held_s=HELD_S, within_s=WITHIN_S)
        finally:
            server.stop()
    return {"server_slow_clients_served_share": outcome.share}
