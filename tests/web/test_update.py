"""A new build of the web app, as an open site gets it: only the files whose content changed are fetched again,
the games stay, and the app says once that it was updated."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from playwright.sync_api import Browser

from ..ui.driver import Player
from ..ui.test_app import lay_start_tiles, start_game
from .conftest import StaticHost, app_changed, publish, update
from .test_offline_app import Tab, kept
from .test_site import built


def test_an_update_of_the_app_alone_fetches_only_its_archive_keeps_the_games_and_says_so(
    site: Path, web_browser: Browser, tmp_path: Path
) -> None:
    site = shutil.copytree(site, tmp_path / "web")  # the run's build, in a folder that the update may replace
    with StaticHost(site) as host:
        tab = Tab(web_browser, host)
        player = Player(tab, host.url)  # type: ignore[arg-type]
        player.open()
        player.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        start_game(player, "Cy", "Di")
        lay_start_tiles(player, "Cy", "Di")
        kept(player, "Cy", "Di", '"turn"')

        host.served.clear()
        publish(site, app_changed)
        update(player.page, site)
        assert sorted({path for path, _ in host.served}) == ["/app.tar.gz", "/service-worker.js"]

        # The next open runs the new build, says so, and resumes the game.
        player.open()
        player.wait_text(re.compile(r"The companion was updated to a new version\."), timeout=60_000)
        player.tap(re.compile(r"^Resume Cy"))
        player.wait_text("Cy: tap where the tile goes")
        # The data folder remembers the build that opened it: the next open of the same build says nothing.
        kept(player, built(site)["build"])
