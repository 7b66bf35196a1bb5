"""The web app as a player gets it: the static site of `make build-web` opened from a plain static server.

Every request the browser makes to another host is refused and counted: the site must need none. Games are
kept in the browser's storage across reloads, exported and imported through the browser's download and file
picker; the site opens offline from its service worker, which serves it cross-origin isolated; and a browser
that refuses to store a save says so while the games it kept stay as they were.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, Request, Route

from ..ui.driver import MOTION, PHONE, Player, eventually
from ..ui.history_files import export_history, import_history
from ..ui.test_app import lay_start_tiles, start_game
from .conftest import StaticHost

STORED = """async () => {
    // The files of the app's data folder in the browser's storage (Emscripten's IDBFS: one database per mount,
    // a file's bytes under its path), as text.
    const texts = [];
    for (const { name } of await indexedDB.databases()) {
        if (!name.endsWith("vikings-companion")) continue;
        const db = await new Promise((ok, no) => {
            const opening = indexedDB.open(name);
            opening.onsuccess = () => ok(opening.result);
            opening.onerror = () => no(opening.error);
        });
        const files = await new Promise((ok, no) => {
            const all = db.transaction("FILE_DATA").objectStore("FILE_DATA").getAll();
            all.onsuccess = () => ok(all.result);
            all.onerror = () => no(all.error);
        });
        db.close();
        texts.push(...files.filter((file) => file.contents).map((file) => new TextDecoder().decode(file.contents)));
    }
    return texts;
}"""

KEPT = f"""async (words) => {{
    // Whether one file of the data folder in the browser's storage holds all of these words.
    const texts = await ({STORED})();
    return texts.some((text) => words.every((word) => text.includes(word)));
}}"""

DRAWN_APART = """() => crossOriginIsolated && typeof SharedArrayBuffer !== "undefined"
    && window._flutter_skwasmInstance.wasmMemory.buffer instanceof SharedArrayBuffer"""
"""Whether the page is cross-origin isolated and Flutter's skwasm renderer paints on a thread of its own (its memory
shared with that thread), not on the page's."""

REFUSE_STORAGE = """() => {
    // The browser's storage full: every write to IndexedDB refused, as a full quota refuses it.
    IDBObjectStore.prototype.put = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
}"""


class Tab:
    """One browser profile with the site open in it; its `new_page` lets the tests' `Player` drive it."""

    def __init__(self, browser: Browser, host: StaticHost) -> None:
        self.host = host
        self.context: BrowserContext = browser.new_context(
            viewport=PHONE,  # type: ignore[arg-type]
            reduced_motion=MOTION[False],
        )
        self.elsewhere: list[str] = []
        self.context.route(lambda url: not url.startswith(host.url), self._refuse)
        self.context.on("request", self._seen)

    def _refuse(self, route: Route) -> None:
        self.elsewhere.append(route.request.url)
        route.abort()

    def _seen(self, request: Request) -> None:
        if not request.url.startswith(self.host.url) and not request.url.startswith(("data:", "blob:")):
            self.elsewhere.append(request.url)

    def new_page(self, **_: Any) -> Page:
        return self.context.new_page()


def kept(player: Player, *words: str) -> None:
    """Wait until the browser's storage holds a file with all these words (polled from here: `wait_for_function`
    takes the promise an async function returns for a true answer)."""
    assert eventually(lambda: player.page.evaluate(KEPT, list(words)), timeout=30), f"no file kept holds {words}"


def stored(player: Player) -> list[str]:
    """The files of the app's data folder in the browser's storage, as text."""
    texts: list[str] = player.page.evaluate(STORED)
    return texts


def quick_score(player: Player) -> None:
    player.tap("Quick score")
    player.type_into("Name of player 1", "Ada")
    player.type_into("Name of player 2", "Bo")
    player.tap("Enter the final boards")
    # Nothing scores until each player's points, gold and homeland are in.
    for name, points, nxt in (("Ada", "30", "Next: Bo"), ("Bo", "20", None)):
        player.type_into(f"{name}'s points", points)
        player.type_into(f"{name}'s gold", "5")
        player.tap(re.compile(rf"^{name}, noble row, column 1: lay the"))
        if nxt:
            player.tap(nxt)
    player.tap("Score the game")
    player.wait_text("Saved to history.")


def resume_the_full_game(player: Player) -> None:
    """Open Home and resume the full game, at Cy's turn."""
    player.open()
    player.tap(re.compile(r"^Resume Cy"))
    player.wait_text("Cy: tap where the tile goes")


def see_the_history(player: Player) -> None:
    """Open History, which holds the quick score."""
    player.open()
    player.tap("History")
    player.wait_text(re.compile(r"Ada"))


def test_the_site_keeps_games_opens_offline_and_says_when_the_browser_refuses(
    web_browser: Browser, host: StaticHost, tmp_path: Path
) -> None:
    tab = Tab(web_browser, host)
    player = Player(tab, host.url)  # type: ignore[arg-type]
    player.open()
    # The site is kept for offline use once its service worker controls the page.
    player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)

    quick_score(player)
    kept(player, "Ada", "Bo", "finished")
    player.open()
    start_game(player, "Cy", "Di")
    lay_start_tiles(player, "Cy", "Di")
    player.wait_text("Cy: tap where the tile goes")
    kept(player, "Cy", "Di", '"turn"')

    # Reloaded: the full game resumes where it was, the quick score is in history.
    resume_the_full_game(player)
    see_the_history(player)
    # Export is the browser's download, import its file picker.
    exported = export_history(player, tmp_path / "history.json")
    assert '"Ada"' in exported.read_text(encoding="utf-8")
    import_history(player, exported)
    player.wait_text("0 games added.")  # every game in it is in the history already

    # Offline: the site opens from the service worker's cache, with both games.
    tab.context.set_offline(True)
    player.open()
    player.button(re.compile(r"^Resume Cy")).first.wait_for()
    # Served by the service worker, the page is isolated: the client paints on a thread of its own.
    assert player.page.evaluate(DRAWN_APART)
    player.tap("History")
    player.wait_text(re.compile(r"Ada"))
    tab.context.set_offline(False)

    # The browser refuses to store: the banner says so, and what it kept before stays.
    resume_the_full_game(player)
    (python,) = [worker for worker in player.page.workers if worker.url.endswith("python-worker.js")]
    python.evaluate(REFUSE_STORAGE)
    player.tap(re.compile(r"^Cy, noble row, column 2: lay"))
    player.wait_text(re.compile(r"this browser would not store it"))
    resume_the_full_game(player)
    see_the_history(player)

    assert tab.elsewhere == []
