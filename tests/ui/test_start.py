"""What the app loads before Home shows: every game's names and English, and no game's rules or screens; a game's
load when it is chosen. In a browser each module imported costs, so that a phone shows Home sooner."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import MagicMock

import flet as ft
import pytest

from companion.games import GAMES
from companion.history import GameStore
from companion.play.store import TableStore
from companion.ui.app import start
from companion.ui.preferences import Asked

from .loops import on_a_loop
from .sessions import Browserless

HOME = """
import json, sys, types
from pathlib import Path

import importlib
import main  # the app's entry, then what it imports before Home shows
for module in main.START:
    importlib.import_module(module)
waits = ("pydantic", "tinydb", "babel", "companion.history", "companion.play", "importlib.metadata")
later = sorted(name for name in sys.modules if name.startswith(waits))
for module in main.OPEN:
    importlib.import_module(module)
from companion.history import GameStore
from companion.play.store import TableDocument
from companion.ui.routes import routes
from companion.ui.screens.home import game_choices, tables_to_resume
from companion.ui.tables import table_games

built = TableDocument.__pydantic_complete__  # before any game is read

app = types.SimpleNamespace(store=GameStore(Path(sys.argv[1])))
offered = [game for game, _ in game_choices("vikings")]
resumable = len(tables_to_resume(app))
home = sorted(name for name in sys.modules if name.startswith("companion.games."))
processes = sorted(name for name in sys.modules if name.startswith(("multiprocessing", "concurrent.futures.process")))
routes()  # as the app's first draw
drawn = sorted(name for name in sys.modules if name.startswith("companion.games."))
screens = sorted(name for name in sys.modules if name.startswith("companion.ui.screens."))
table_games()["africa"]  # as the new-game screen of the game chosen
chosen = sorted(name for name in sys.modules if name.startswith("companion.games."))
print(json.dumps({"offered": offered, "resumable": resumable, "home": home, "chosen": chosen, "drawn": drawn,
                  "screens": screens, "built": built, "processes": processes, "later": later}))
"""
"""Imports what the app draws Home with, then the store's modules; what Home reads of the games: those it offers,
and those to resume; then what the app's screens by address load, of the games' and of the shell's; then what a
game chosen loads."""


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What a fresh start of the app loaded for Home, a game of Africa to resume, and then for Africa chosen."""
    db = tmp_path_factory.mktemp("start") / "games.json"
    TableStore(db, []).create("africa", ("Aino", "Bernd"), [{"kind": "started", "names": ["Aino", "Bernd"]}])
    ran = subprocess.run([sys.executable, "-c", HOME, str(db)], capture_output=True, text=True, check=True)
    found: dict[str, Any] = json.loads(ran.stdout)
    return found


def test_home_is_drawn_with_no_module_of_the_store_nor_pydantic_nor_babel(started: dict[str, Any]) -> None:
    # In a browser they were a third of the app's start: they load once the page's client has drawn Home. Nor
    # is any package's metadata read: the web app's version is its build's (`companion.version`).
    assert started["later"] == []


def test_the_start_builds_no_check_of_a_game_at_the_table_before_one_is_read(started: dict[str, Any]) -> None:
    assert started["built"] is False  # built when Home first reads a game to resume (`TableDocument`)


def test_the_start_loads_no_process_pool(started: dict[str, Any]) -> None:
    # Only an import of a large history file checks games in other processes: a phone never starts one.
    assert started["processes"] == []


def test_home_offers_every_game_and_the_game_to_resume(started: dict[str, Any]) -> None:
    assert started["offered"] == ["vikings", "africa", "powers", "pirates"]
    assert started["resumable"] == 1


RULES_AND_SCREENS = ("rules", "models", "validation", "scoring", "play", "screens", "routes")
"""A game's modules that Home has no need of: what it plays by and what it shows."""


def loaded(modules: list[str], game: str, parts: tuple[str, ...] = RULES_AND_SCREENS) -> list[str]:
    return [part for part in parts if f"{GAMES[game].package}.{part}" in modules]


@pytest.mark.parametrize("game", ["vikings", "powers", "pirates"])
def test_home_shows_with_a_games_names_and_english_alone(started: dict[str, Any], game: str) -> None:
    assert loaded(started["home"], game) == []
    assert loaded(started["home"], game, ("messages",)) == ["messages"]


def test_a_game_to_resume_is_read_by_its_rules_but_not_shown(started: dict[str, Any]) -> None:
    # The store checks Africa's kept log with its events; Home names the game to resume, and draws none of it.
    assert loaded(started["home"], "africa", ("play", "screens")) == ["play"]


def test_a_game_chosen_loads_its_screens(started: dict[str, Any]) -> None:
    assert loaded(started["chosen"], "africa") == list(RULES_AND_SCREENS[:-1])  # Africa has no routes of its own


def test_the_apps_addresses_name_vikings_screens_without_loading_them(started: dict[str, Any]) -> None:
    # Vikings' routes are its addresses alone: its screens, and the rules they draw, load when one is first shown.
    screens = f"{GAMES['vikings'].package}.screens."
    assert loaded(started["home"], "vikings", ("routes",)) == []
    assert loaded(started["drawn"], "vikings", ("routes",)) == ["routes"]
    assert [name for name in started["drawn"] if name.startswith(screens)] == []


def test_every_address_of_vikings_names_a_screen_that_draws_it() -> None:
    # The addresses name their screens by name, to load them late: a name that no screen has fails here, not
    # at the first player to open that address.
    from companion.games.vikings import routes
    from companion.games.vikings.screens import addresses

    def named(found: list[ft.Route]) -> list[str]:
        return [
            name
            for route in found
            for name in [inspect.getclosurevars(route.component).nonlocals["name"], *named(route.children or [])]
        ]

    names = named(routes.ROUTES)
    assert sorted(names) == ["FinalRoute", "GameRoute", "HomelandRoute", "NewGameForm", "QuickForm", "ScoringRoute"]
    assert all(callable(getattr(addresses, name, None)) for name in names)


def test_the_apps_addresses_name_the_shells_other_screens_without_loading_them(started: dict[str, Any]) -> None:
    # History's screens and those of the games played with a running score load when one is first shown.
    assert started["screens"] == ["companion.ui.screens.common", "companion.ui.screens.home"]


def shell_screens(found: list[ft.Route]) -> list[tuple[str, str]]:
    """The module and the name of each shell's screen named by address (`widgets.shown_at`), a form's within it."""
    named: list[tuple[str, str]] = []
    for route in found:
        shown = inspect.getclosurevars(route.component).nonlocals
        # A screen that waits for the store (`common.when_open`), and a form (`common.form`), are components
        # around the screen they show.
        while wrapped := next((name for name in ("fn", "shown") if name in shown), None):
            shown = inspect.getclosurevars(shown[wrapped]).nonlocals
        if str(shown.get("module", "")).startswith("companion.ui."):  # a game's own screens are its own test's
            named.append((shown["module"], shown["name"]))
        named += shell_screens(route.children or [])
    return named


def test_every_address_of_the_shell_names_a_screen_that_draws_it() -> None:
    # A screen named by a name its module does not have fails here, not at the first player to open its address.
    from companion.ui.routes import routes

    names = shell_screens(routes())
    assert sorted(names) == [
        ("companion.ui.screens.history", "GameInHistory"),
        ("companion.ui.screens.history", "History"),
        ("companion.ui.screens.history", "PlayersStats"),
        ("companion.ui.screens.tables", "TableNewGame"),
        ("companion.ui.screens.tables", "TablePlay"),
    ]
    assert all(callable(getattr(importlib.import_module(module), name)) for module, name in names)


async def german() -> SimpleNamespace:
    """A device that speaks German."""
    return SimpleNamespace(locales=[SimpleNamespace(language_code="de")])


def test_home_is_drawn_before_the_store_opens_and_a_screen_gone_to_meanwhile_opens_after(tmp_path: Path) -> None:
    # In a browser the store's modules (pydantic's models with them) load after Home shows: Home is drawn in the
    # device's language, and a tap that goes to another screen meanwhile goes there once the store is open.
    page = MagicMock(get_device_info=german, platform_brightness=ft.Brightness.LIGHT, width=400, height=800)
    app = on_a_loop(start(page, None))
    page.render_views.assert_called_once()
    assert (app.settings.language, app.opening.open, app.store_notices()) == ("de", False, [])
    app.go("/history")
    page.navigate.assert_not_called()
    store = GameStore(tmp_path / "games.json")
    app.open(store)
    assert (app.opening.open, app.store) == (True, store)
    page.navigate.assert_called_once_with("/history")


async def asked_in_german() -> Asked:
    """A German device's answers, nothing remembered."""
    return Asked(MagicMock(), {}, ["de"])


def shown_texts(table: Browserless) -> set[str]:
    """Every text the session shows."""
    return {each.value for each in list(table.session.index.values()) if isinstance(each, ft.Text)}


def test_home_shows_its_games_once_the_store_is_open_and_a_screen_tapped_before_opens_after(tmp_path: Path) -> None:
    # Drawn before the store is open, Home shows all but its games to resume, which words stand for; History
    # tapped meanwhile opens once the store is, and the game to resume takes the words' place.
    db = tmp_path / "games.json"
    TableStore(db, []).create("africa", ("Aino", "Bernd"), [{"kind": "started", "names": ["Aino", "Bernd"]}])

    async def played() -> tuple[set[str], list[str], set[str], list[str]]:
        table = Browserless(ft.Container)
        page = table.session.page
        app = await start(page, None, asked_in_german())
        table.session.get_page_patch()  # the page, as the client asks for it when it connects
        navigated: list[str] = []
        page.navigate = navigated.append  # type: ignore[method-assign]
        await table.drawn(lambda: not table.waiting())
        before = shown_texts(table)
        await table.tapped("Chronik")
        tapped = list(navigated)
        app.open(GameStore(db))
        await table.drawn(lambda: not table.waiting())
        return before, tapped, shown_texts(table), navigated

    before, tapped, after, navigated = on_a_loop(played())
    assert ({"Welches Spiel?", "Spiele werden gelesen…"} <= before, "Aino, Bernd" in before) == (True, False)
    assert tapped == []
    assert ("Spiele werden gelesen…" in after, "Aino, Bernd" in after, navigated) == (False, True, ["/history"])


def test_the_start_joins_no_service_and_draws_home_in_the_apps_theme_at_once(tmp_path: Path) -> None:
    page = MagicMock(get_device_info=german, platform_brightness=ft.Brightness.LIGHT, width=400, height=800)
    app = on_a_loop(start(page, GameStore(tmp_path / "games.json")))
    # The services of the platform are joined to the page at their first use, each one a message to the screen
    # that Home need not wait for: the file chooser at the first Export or Import, the screen's wake lock when a
    # game opens, the screen reader's voice at its first announcement.
    assert [service for service in ("picker", "wakelock", "speech") if service in vars(app)] == []
    # Home is drawn in the app's theme at once, not faded in from Flet's own over a fifth of a second.
    assert page.theme_animation_style == ft.AnimationStyle.no_animation()
