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

Two copies of the app open in one browser (two tabs, the installed app and a tab) each hold the folder in
their own memory, and a copy to IndexedDB replaces what is there by what the copy holds: so only one copy
writes, the one that holds the browser's lock `WRITER_LOCK` (the Web Locks API, shared by every tab and
worker of the site). The other writes nothing (`KeptElsewhere`) and says so; taking over takes the lock from
the copy that held it, which is told at once, and loads the folder afresh. Loading and copying hold a second
lock, `SYNC_LOCK`, so that a copy taking over loads what the other copied last, whole.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable, Coroutine
from contextlib import suppress
from pathlib import Path
from typing import Any, TypeVar

from companion.data_folder import Durability, KeptElsewhere, NotKept

BUILD_FILE = Path(__file__).resolve().parents[1] / "web-build.json"
"""Written beside the app by `make build-web`: the build of the site this is."""
SEEN_BUILD = ".web-build"
"""In the data folder: the build of the site that last opened it."""
CHANNEL = "vikings-companion"
"""Where the app's Python tells the page (web/index.html) that the first screen is drawn."""
WRITER_LOCK = "vikings-companion-writer"
"""The browser's lock held by the one copy of the app that writes the games."""
SYNC_LOCK = "vikings-companion-sync"
"""The browser's lock held while a copy loads the data folder from IndexedDB or copies it there."""
T = TypeVar("T")


def running() -> bool:
    """Whether the app runs in a browser, its Python in Pyodide."""
    return sys.platform == "emscripten"


CONNECTING_TURNS = 100
"""The most turns of the event loop `connecting` waits; a page's client connects within a few."""


async def connecting() -> None:
    """Return once Flet has begun to connect to the page's client (`flet.run` asks the page to connect once the
    app's module has run, a few turns of the event loop later), so that what follows runs while the client
    answers; after `CONNECTING_TURNS` at the most."""
    import flet_js  # type: ignore[import-not-found]

    for _ in range(CONNECTING_TURNS):
        if getattr(flet_js, "send", None) is not None:  # set as Flet's connection starts
            return
        await asyncio.sleep(0)


async def _locked(name: str, work: Callable[[], Awaitable[T]]) -> T:
    """Run `work` holding the browser's lock `name`: the copies of the app in this browser take turns."""
    import js  # type: ignore[import-not-found]
    from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

    loop = asyncio.get_running_loop()
    granted: asyncio.Future[None] = loop.create_future()
    finished: asyncio.Future[None] = loop.create_future()

    def held_until_finished(resolve: Any, _: Any) -> None:
        finished.add_done_callback(lambda _: resolve())

    def hold(_: Any) -> Any:
        granted.set_result(None)
        return js.Promise.new(create_once_callable(held_until_finished))

    js.navigator.locks.request(name, create_once_callable(hold))
    await granted
    try:
        return await work()
    finally:
        finished.set_result(None)


async def _sync(populate: bool, writer: Writer) -> None:
    """Copy the mounted folders from IndexedDB (`populate`) or to it, in turn with the other copies of the app;
    `NotKept` with the browser's words when it refuses, `KeptElsewhere` when this copy may no longer write."""

    async def sync() -> None:
        if not populate and not writer.held:
            raise KeptElsewhere()
        await _syncfs(populate)

    await _locked(SYNC_LOCK, sync)


async def _syncfs(populate: bool) -> None:
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.ffi import create_once_callable

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


class Writer:
    """Whether this copy of the app writes the games: it holds the browser's `WRITER_LOCK` until it ends or
    another copy takes the lock. A copy without it waits for it in the browser's queue, and gets it when the
    copy holding it ends; each time it gets the lock, it loads the data folder afresh first. Its watchers are
    told each change."""

    def __init__(self) -> None:
        self.held = False
        self._waiting = False
        self._watchers: list[Callable[[bool], None]] = []
        self._tasks: set[asyncio.Future[None]] = set()

    def watch(self, watcher: Callable[[bool], None]) -> None:
        self._watchers.append(watcher)

    async def claim(self, steal: bool = False) -> bool:
        """Take the lock if no copy holds it, or from the copy that does (`steal`); whether this copy holds it
        now. Without it, this copy waits for it."""
        granted = self._request({"steal": True} if steal else {"ifAvailable": True})
        if await granted:
            await self._granted()
        else:
            self._wait()
        return self.held

    def _request(self, options: dict[str, bool]) -> asyncio.Future[bool]:
        """Ask the browser for the lock; the future says whether it was granted. Once granted it is held until
        this copy ends or another takes it (`_lost`)."""
        import js
        from pyodide.ffi import create_once_callable, jsnull, to_js

        granted: asyncio.Future[bool] = asyncio.get_running_loop().create_future()

        def answer(lock: Any) -> Any:
            if lock is jsnull:  # not granted (`ifAvailable`)
                granted.set_result(False)
                return None
            granted.set_result(True)
            return js.Promise.new(create_once_callable(lambda *_: None))

        request = js.navigator.locks.request(
            WRITER_LOCK, to_js(options, dict_converter=js.Object.fromEntries), create_once_callable(answer)
        )
        self._run(self._follow(request))
        return granted

    async def _follow(self, request: Any) -> None:
        from pyodide.ffi import JsException

        try:
            await request
        except JsException:  # the browser's AbortError: another copy took the lock
            self._lost()

    def _wait(self) -> None:
        if self._waiting:
            return
        self._waiting = True

        async def waiting() -> None:
            await self._request({})
            self._waiting = False
            await self._granted()

        self._run(waiting())

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _granted(self) -> None:
        await _sync(populate=True, writer=self)
        self._tell(True)

    def _lost(self) -> None:
        self._tell(False)
        self._wait()

    def _tell(self, held: bool) -> None:
        self.held = held
        for watcher in list(self._watchers):
            watcher(held)


class BrowserStorage(Durability):
    """The data folder's copy in IndexedDB, written only by the copy of the app that holds the lock: one copy
    at a time, again as long as writes came meanwhile."""

    def __init__(self, writer: Writer | None = None) -> None:
        self.writer = writer or Writer()
        self._pending = False
        self._copying: asyncio.Task[None] | None = None
        self._refused: NotKept | None = None

    def may_write(self) -> None:
        if not self.writer.held:
            raise KeptElsewhere()

    def changed(self, path: Path) -> None:
        self._pending = True
        if self._copying is None or self._copying.done():
            self._copying = asyncio.ensure_future(self._copy())

    async def _copy(self) -> None:
        while self._pending:
            self._pending = False
            try:
                await _sync(populate=False, writer=self.writer)
            except NotKept as refused:
                self._refused = refused
            else:
                self._refused = None

    async def kept(self) -> None:
        if self._copying is not None:
            await asyncio.shield(self._copying)
        if self._refused is not None:
            raise self._refused


async def load(folder: Path) -> Writer:
    """Mount the browser's storage at `folder` and load what it holds; the writer returned is already told
    whether this copy of the app holds the lock (`keep_writes` then keeps its writes)."""
    import pyodide_js

    folder.mkdir(parents=True, exist_ok=True)
    pyodide_js.FS.mount(pyodide_js.FS.filesystems.IDBFS, {}, str(folder))
    writer = Writer()
    if not await writer.claim():
        await _sync(populate=True, writer=writer)  # the games as they are, to read
    return writer


def keep_writes(writer: Writer) -> None:
    """From now on every write of this copy of the app is kept in the browser's storage, while it holds the lock
    (`writer`). It imports the storage's modules (pydantic's with them): once Home shows (`main.py`)."""
    from companion.history.storage import keep_with

    keep_with(BrowserStorage(writer))


SHOWN_SAID = "The first screen is sent to the page"
"""What the app's Python says on the browser's console as it tells the page (`shown`): where the app's own start
ends and the client's drawing of its first screen begins (`benchmarks.web.START`)."""


def shown() -> None:
    """Tell the page that the first screen is drawn, so that it takes its loading screen away."""
    import js  # type: ignore[import-not-found]

    js.BroadcastChannel.new(CHANNEL).postMessage("shown")
    js.console.log(SHOWN_SAID)


DRAWN_S = 5.0
"""How long `drawn` waits at most: a page in the background draws no frame until it is shown. A phone four
times slower than a desktop draws Home in some 1.6 s: waiting less, the store's modules took the processor from
the drawing there too."""


async def drawn() -> None:
    """Wait until the page has drawn the first screen (it says so once its next frames are drawn after `shown`,
    `web/index.html`), or `DRAWN_S` at most: work that can wait then no longer takes the processor from the
    page's client while it draws."""
    import js
    from pyodide.ffi import create_proxy

    said: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def heard(event: Any) -> None:
        if event.data == "drawn" and not said.done():
            said.set_result(None)

    channel = js.BroadcastChannel.new(CHANNEL)
    listener = create_proxy(heard)
    channel.addEventListener("message", listener)
    try:
        with suppress(TimeoutError):
            await asyncio.wait_for(said, DRAWN_S)
    finally:
        channel.close()
        listener.destroy()


async def persistent() -> bool:
    """Whether the browser promised to keep the site's storage when space runs low (the page asks for it)."""
    import js

    storage = getattr(js.navigator, "storage", None)
    if storage is None:
        return False
    return bool(await storage.persisted())


def this_build() -> dict[str, str]:
    """What `make build-web` wrote of this build of the site: its name (`build`), the companion's `version`, the
    `python` it runs on; nothing outside a built site."""
    try:
        built: dict[str, str] = json.loads(BUILD_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return built


def new_build(folder: Path) -> tuple[bool, bool]:
    """Whether this build of the site has not opened the data folder before, and whether another build did;
    remembers this one."""
    from companion.history.storage import replace_file

    build = this_build().get("build")
    if build is None:
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
    from companion.messages import text

    first, updated = new_build(folder)
    if not first:
        return []
    said = [text("ui.web_updated")] if updated else []
    if not await persistent():
        said.append(text("ui.storage_not_persistent"))
    return said
