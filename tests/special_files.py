"""Paths that are no regular file, which every reader of a file refuses before it reads a byte."""

from __future__ import annotations

import os
from pathlib import Path


def not_a_file(path: Path, kind: str) -> None:
    """Makes `path` a `kind` of thing that is no regular file: "fifo" a FIFO no one writes to, "folder" a folder,
    anything else a symlink to that (`/dev/zero`)."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(kind)
