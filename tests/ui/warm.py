"""A Python that has imported the app's server once, and forks an app server for each order it reads: each server
then starts as `python -m companion app` does, without importing again what every server imports (about three
tenths of a CPU-second a server).

An order is one line of JSON on standard input: the command's arguments and the file its output goes to. The
answer is the server's process id, on a line of its own. A server's exit is reaped here as it happens; the
process ends with its input.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import traceback
from typing import NoReturn

# What every server imports, once here: the web server's packages, which the command loads as it starts serving,
# and the app's screens.
import fastapi  # noqa: F401
import uvicorn  # noqa: F401
from flet_web.fastapi import app  # noqa: F401
from uvicorn.protocols.http.auto import AutoHTTPProtocol  # noqa: F401
from uvicorn.protocols.websockets.auto import AutoWebSocketsProtocol  # noqa: F401

import companion.ui.app
import companion.ui.routes  # noqa: F401
from companion import cli


def serve(arguments: list[str], log: str) -> NoReturn:
    """In the forked process: the command, its output appended to `log`, its input empty."""
    written = os.O_WRONLY | os.O_APPEND | os.O_CREAT
    for path, flags, descriptors in ((log, written, (1, 2)), (os.devnull, os.O_RDONLY, (0,))):
        opened = os.open(path, flags, 0o644)
        for descriptor in descriptors:
            os.dup2(opened, descriptor)
        os.close(opened)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    try:
        code = cli.main(arguments)
    except SystemExit as ended:
        code = ended.code if isinstance(ended.code, int) else 1
    except BaseException:
        traceback.print_exc()
        code = 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(code)


def main() -> None:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # each server's exit reaped at once
    for line in sys.stdin:
        order = json.loads(line)
        forked = os.fork()
        if forked == 0:
            serve(order["arguments"], order["log"])
        print(forked, flush=True)


if __name__ == "__main__":
    main()
