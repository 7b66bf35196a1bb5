"""The app's web server: only the app's own pages drive it, and it serves nothing else of its framework."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from companion.ui.server import origin_allowed, url

from .driver import Server


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
