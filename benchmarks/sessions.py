"""What a flood of sessions costs the server: its resident memory at its start, right after 3,000 sessions
opened and dropped (from 8 loopback addresses, as machines on a network would), and once it let them go.

Each session is dropped as soon as the server answered it, as a flood does; the server refuses those over its
bounds (`companion/ui/server.py`), so these are the figures of the app as it is served.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from companion.ui.server import SESSION_KEPT_S, SWEEP_S
from tests.ui.driver import Server, flood, resident_mb

FLOOD = 3000
ADDRESSES = 8


def session_figures() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "games.json")
        server.start()
        try:
            assert server.process is not None
            started = resident_mb(server.process.pid)
            outcomes = flood(server.port, FLOOD, addresses=ADDRESSES)
            after = resident_mb(server.process.pid)
            time.sleep(SESSION_KEPT_S + 2 * SWEEP_S)  # every dropped session let go, with a sweep to spare
            let_go = resident_mb(server.process.pid)
        finally:
            server.stop()
    return {
        "server_sessions_mb_start": started,
        f"server_sessions_mb_after_{FLOOD}": after,
        f"server_sessions_opened_of_{FLOOD}": outcomes["opened"],
        "server_sessions_mb_let_go": let_go,
    }
