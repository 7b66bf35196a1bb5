"""The suite reads English: the locale of the machine it runs on must not change what the command line prints."""

from __future__ import annotations

import os

for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(variable, None)
os.environ["LANG"] = "C.UTF-8"
