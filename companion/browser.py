"""The app in a browser (the static site of `make build-web`, Python in Pyodide): its data folder kept in the
browser's storage, whether the browser promised to keep it, and which build of the site is running.

The data folder is Emscripten's IDBFS, mounted where the app keeps its files: the files live in memory, where
the storage code works on them as on any disk, and are copied to the browser's IndexedDB after every committed
write (`FS.syncfs`); before the first screen, what IndexedDB holds is loaded. IDBFS is part of Pyodide's own
Emscripten build and works in every browser Pyodide runs in, in the worker the app's Python runs in, with no
header the static host must send. OPFS was the other choice: its synchronous files exist only in workers of
some browsers, and Pyodide mounts it (`mountNativeFS`) through the same copy-and-sync scheme anyway.

A copy to IndexedDB is one transaction: the browser keeps it whole or refuses it whole (full, a private
window), and after a refusal it still holds the version before. A save counts as done only once its copy
is kept (`companion.history.storage.writer`); a refusal raises `NotKept`, which the app shows as a save that
failed, and the next save copies everything again.
"""

from __future__ import annotations

import asyncio
import json
import sys
from contextlib import suppress
from pathlib import Path
from typing import Any

from companion.history.storage import Durability, NotKept, keep_with, replace_file
from companion.messages import text

BUILD_FILE = Path(__file__).resolve().parents[1] / "web-build.json"
"""Written beside the app by `make build-web`: the build of the site this is."""
SEEN_BUILD = ".web-build"
"""In the data folder: the build of the site that last opened it."""
CHANNEL = "vikings-companion"
"""Where the app's Python tells the page (web/index.html) that the first screen is drawn."""


def running() -> bool:
    """Whether the app runs in a browser, its Python in Pyodide."""
    return sys.platform == "emscripten"


async def _sync(populate: bool) -> None:
    """Copy the mounted folders from IndexedDB (`populate`) or to it; `NotKept` with the browser's words when
    it refuses."""
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def finished(error: Any = None) -> None:
        if done.done():
            return
        if error:
            done.set_exception(NotKept(str(error)))
        else:
            done.set_result(None)

    pyodide_js.FS.syncfs(populate, create_once_callable(finished))
    await done


class BrowserStorage(Durability):
    """The data folder's copy in IndexedDB: one copy at a time, again as long as writes came meanwhile."""

    def __init__(self) -> None:
        self._pending = False
        self._copying: asyncio.Task[None] | None = None
        self._refused: NotKept | None = None

    def changed(self, path: Path) -> None:
        self._pending = True
        if self._copying is None or self._copying.done():
            self._copying = asyncio.ensure_future(self._copy())

    async def _copy(self) -> None:
        while self._pending:
            self._pending = False
            try:
                await _sync(populate=False)
            except NotKept as refused:
                self._refused = refused
            else:
                self._refused = None

    async def kept(self) -> None:
        if self._copying is not None:
            await asyncio.shield(self._copying)
        if self._refused is not None:
            raise self._refused


async def keep(folder: Path) -> None:
    """Mount the browser's storage at `folder` and load what it holds; from now on every write is kept there."""
    import pyodide_js

    folder.mkdir(parents=True, exist_ok=True)
    pyodide_js.FS.mount(pyodide_js.FS.filesystems.IDBFS, {}, str(folder))
    await _sync(populate=True)
    keep_with(BrowserStorage())


def shown() -> None:
    """Tell the page that the first screen is drawn, so that it takes its loading screen away."""
    import js  # type: ignore[import-not-found]

    js.BroadcastChannel.new(CHANNEL).postMessage("shown")


async def persistent() -> bool:
    """Whether the browser promised to keep the site's storage when space runs low (the page asks for it)."""
    import js

    storage = getattr(js.navigator, "storage", None)
    if storage is None:
        return False
    return bool(await storage.persisted())


def new_build(folder: Path) -> tuple[bool, bool]:
    """Whether this build of the site has not opened the data folder before, and whether another build did;
    remembers this one."""
    try:
        build = json.loads(BUILD_FILE.read_text(encoding="utf-8"))["build"]
    except (OSError, ValueError, KeyError):
        return False, False
    seen = folder / SEEN_BUILD
    try:
        before = seen.read_text(encoding="utf-8")
    except OSError:
        before = None
    if before == build:
        return False, False
    with suppress(OSError):
        replace_file(seen, build.encode("utf-8"), count=0)
    return True, before is not None


async def notices(folder: Path) -> list[str]:
    """What the app says when a build of the site first opens: that it is a new version, and that the browser
    may clear the games (it did not promise to keep the site's storage)."""
    first, updated = new_build(folder)
    if not first:
        return []
    said = [text("ui.web_updated")] if updated else []
    if not await persistent():
        said.append(text("ui.storage_not_persistent"))
    return said
