"""The methods Python writes for each dataclass, compiled once at build time instead of at every open of the site.

A dataclass's `__init__`, `__repr__`, `__eq__` and the rest are written as source text when the class is defined
and compiled there and then (`dataclasses` hands the text to `exec`). Flet declares each of its controls and
their parts as dataclasses, some two hundred of them before Home shows: in the browser's Python, compiling their
methods was more than a third of the Python's start, at every open.

The build runs the site's own Pyodide over the app's modules and Flet's (`record`) and keeps, by the digest of
each text, the code object compiling it gives, marshalled (`FILE`, in the app's archive). In the browser the
site's start has dataclasses take each text's code from there (`install`) and compile only a text it does not
hold. The code is what that same Python compiles from that same text, with no flags inherited, as `exec` does
here, so every class is the one it would be.

This module runs in the browser and under Node.js at build time, as the site's start imports it, so it imports
nothing of the project.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import marshal
import pkgutil
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

FILE = "dataclass-code.bin"
"""Beside this module in the app's archive: each text's code, marshalled, by its digest."""
HERE = Path(__file__).with_name(FILE)
TAKEN: list[bytes] = []
"""The digest of each text whose code was taken from the file since `install`."""
MISSED: list[str] = []
"""Each text compiled after `install`, for it was not recorded: none at the app's start."""

Exec = Callable[..., None]


def digest(source: str) -> bytes:
    return hashlib.blake2b(source.encode(), digest_size=16).digest()


def compiled(source: str) -> Any:
    """The code object of `source` as `exec` compiles a text given to it in `dataclasses`, which has no future
    import to pass on."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def _through(run: Exec | None) -> None:
    """Have dataclasses run its methods' texts through `run` (as its module's `exec`, which dataclasses finds
    before the built-in one), or through the built-in `exec` again (None)."""
    if run is None:
        vars(dataclasses).pop("exec", None)
    else:
        setattr(dataclasses, "exec", run)  # noqa: B010  # a name of the module's, not an attribute it declares


def record(names: Iterable[str]) -> dict[bytes, bytes]:
    """The code of every dataclass text that importing the modules `names` compiles (each module of a package
    but its `__main__`; modules not imported yet, as in a new process), by the text's digest. A module that
    cannot be imported here is left out: its texts are then compiled where it is imported."""
    codes: dict[bytes, bytes] = {}

    def keep(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if isinstance(source, str):
            code = compiled(source)
            codes[digest(source)] = marshal.dumps(code)
            source = code
        exec(source, globals, locals)

    _through(keep)
    try:
        for name in names:
            within = getattr(_imported(name), "__path__", None)
            for module in [] if within is None else pkgutil.walk_packages(within, f"{name}.", onerror=str):
                if not module.name.endswith(".__main__"):
                    _imported(module.name)
    finally:
        _through(None)
    return codes


def _imported(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except (Exception, SystemExit):  # another platform's module, or one that needs what the site has not
        return None


def write(codes: dict[bytes, bytes], file: Path) -> None:
    """Keep `codes` in `file`, in the order of their digests: the same codes, the same bytes."""
    file.write_bytes(marshal.dumps(dict(sorted(codes.items()))))


def install(file: Path = HERE) -> None:
    """Have dataclasses take the code of each text recorded in `file` (`FILE` beside this module) from there;
    without the file, nothing changes."""
    if not file.is_file():
        return
    codes: dict[bytes, bytes] = marshal.loads(file.read_bytes())

    def run(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if isinstance(source, str):
            key = digest(source)
            code = codes.get(key)
            if code is None:
                MISSED.append(source)
            else:
                TAKEN.append(key)
                source = marshal.loads(code)
        exec(source, globals, locals)

    _through(run)
