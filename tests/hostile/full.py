"""`python -m tests.hostile.full ARGS`: the command line (`python -m companion ARGS`) on a disk that is full:
every write the storage makes to a file fails with ENOSPC, as it does when the disk has no room left. What the
command says is what a player reads on a full disk."""

from __future__ import annotations

import errno
import sys
from typing import Any

from companion.history import storage


def _full(*_: Any) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


storage._write_all = _full  # type: ignore[assignment]

if __name__ == "__main__":
    from companion.cli import main

    sys.exit(main(sys.argv[1:]))
