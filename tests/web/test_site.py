"""What `make build-web` writes: a site that names no other host, is installable, and is the companion's own."""

from __future__ import annotations

import json
import tarfile
import zipfile
from pathlib import Path

import pytest
from packaging.specifiers import SpecifierSet
from playwright.sync_api import Browser, Response

from benchmarks.web import START, Start
from tools import build_web, dataclass_code

from ..tools.test_dart2wasm import spinner_box
from ..ui.driver import Player
from .conftest import StaticHost


def test_the_page_and_its_scripts_load_everything_from_the_site(site: Path) -> None:
    page = (site / "index.html").read_text(encoding="utf-8")
    assert "<title>Vikings Companion</title>" in page
    assert 'flet.canvasKitBaseUrl = "canvaskit/";' in page
    assert 'flet.routeUrlStrategy = "hash";' in page  # a reload on a static host finds the app
    assert "https://" not in page and "http://" not in page
    client = (site / "main.dart.js").read_text(encoding="utf-8")
    for found, wanted, _ in build_web.CLIENT_CHANGES:
        assert found not in client and wanted in client
    module = (site / "main.dart.wasm").read_bytes()  # the same changes in the dart2wasm client
    assert build_web.RIVE_RUNTIME.encode() not in module and build_web.NO_RIVE_WASM.encode() in module
    assert spinner_box(module)[1].immediates == (0,)
    assert "serviceWorkerSettings: {" not in (site / "flutter_bootstrap.js").read_text(encoding="utf-8")
    assert not (site / "flutter_service_worker.js").exists()
    # Every font the client reads at its start is in the site, and none the app never draws with.
    fonts = json.loads((site / "assets" / "FontManifest.json").read_text(encoding="utf-8"))
    files = [font["asset"] for family in fonts for font in family["fonts"]]
    assert "MaterialIcons" in {family["family"] for family in fonts}
    assert all((site / "assets" / name).is_file() for name in files)
    assert not any("KaTeX" in name for name in files) and not (site / "assets" / build_web.FONTS_LEFT_OUT).exists()


def test_the_app_and_its_packages_ship_as_the_browsers_bytecode_and_install_nothing(site: Path) -> None:
    with tarfile.open(site / build_web.APP_ARCHIVE) as packed:
        names = set(packed.getnames())
        build = json.load(packed.extractfile(build_web.BUILD_FILE))  # type: ignore[arg-type]
    with tarfile.open(site / build_web.PACKAGES_ARCHIVE) as packed:
        package_names = set(packed.getnames())
    top = {name.split("/")[0] for name in names}
    # No requirements file nor pyproject: Flet's worker would install their dependencies from the network.
    assert top == {
        *("main.pyc", "web_start.pyc", "companion", build_web.PACKAGES, build_web.BUILD_FILE),
        *("dataclass_code.pyc", dataclass_code.FILE),
    }
    # The packages Flet's worker imports before the app, with the app; the others in an archive of their own.
    worker_packages = {name.split("/")[1] for name in names if name.startswith(f"{build_web.PACKAGES}/")}
    assert {name for name in worker_packages if "." not in name} == build_web.WORKER_PACKAGES
    packages = {name.split("/")[0] for name in package_names}
    assert {"flet", "flet_charts", "pydantic", "pydantic_core", "tinydb", "filelock", "babel"} <= packages
    assert any(name.endswith(".so") for name in package_names if name.startswith("pydantic_core/"))  # for Pyodide
    locale_data = {Path(name).stem for name in package_names if name.startswith("babel/locale-data/")}
    assert {"root", "en", "en_001", "en_GB", "fi", "fi_FI", "de", "de_DE"} == locale_data
    every = names | package_names
    assert not any("__pycache__" in name or name.endswith((".po", ".py", ".pyi")) for name in every)
    # Each module as bytecode of the browser's Python: its magic number is that of the Pyodide the site ships.
    with tarfile.open(site / build_web.APP_ARCHIVE) as packed:
        magic = packed.extractfile("companion/__init__.pyc").read(4)  # type: ignore[union-attr]
    assert magic == pyodide_magic(site)
    # Pyodide's standard library as bytecode too, which it ships as sources.
    with zipfile.ZipFile(site / build_web.STDLIB) as stdlib:
        modules = [name for name in stdlib.namelist() if name.endswith((".py", ".pyc"))]
    assert "typing.pyc" in modules and not any(name.endswith(".py") for name in modules)
    # The service worker keeps each archive under the digest of its content.
    worker = (site / "service-worker.js").read_text(encoding="utf-8")
    for archive in (build_web.APP_ARCHIVE, build_web.PACKAGES_ARCHIVE):
        assert f'"{archive}": "{build_web.content_digest((site / archive).read_bytes())}"' in worker
    # The Python the site is built for: its Pyodide's, one the project runs on.
    assert build["python"] == build_web.Pyodide(site / "pyodide" / "pyodide-lock.json").full_python
    assert SpecifierSet(build_web.project()["requires-python"]).contains(build["python"])
    assert build["version"] == build_web.project()["version"]


def pyodide_magic(site: Path) -> bytes:
    """The magic number of the bytecode of the Python in the site's Pyodide, as it says itself."""
    code = "import importlib.util; importlib.util.MAGIC_NUMBER.hex()"
    return bytes.fromhex(build_web.run_pyodide(site / "pyodide", site, code))


def test_a_new_version_is_a_new_build(site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    project = build_web.project()
    monkeypatch.setattr(build_web, "project", lambda: {**project, "version": project["version"] + ".post1"})
    bumped = build_web.build(tmp_path / "web")
    assert built(bumped)["version"] == project["version"] + ".post1"
    assert built(bumped)["build"] != built(site)["build"]
    # The same Python gives the same dataclasses' code, byte for byte: an unchanged app's archive stays cached.
    assert archived(bumped, dataclass_code.FILE) == archived(site, dataclass_code.FILE)


def archived(site: Path, name: str) -> bytes:
    with tarfile.open(site / build_web.APP_ARCHIVE) as packed:
        return packed.extractfile(name).read()  # type: ignore[union-attr]


def built(site: Path) -> dict[str, str]:
    """What the site's app archive says of its build."""
    found: dict[str, str] = json.loads(archived(site, build_web.BUILD_FILE))
    return found


def test_the_site_is_installable_with_the_companions_manifest(
    site: Path, host: StaticHost, web_browser: Browser
) -> None:
    manifest = json.loads((site / "manifest.json").read_text(encoding="utf-8"))
    assert (manifest["name"], manifest["short_name"], manifest["display"]) == (
        "Vikings Companion",
        "Vikings",
        "standalone",
    )
    assert {icon["purpose"] for icon in manifest["icons"]} == {"any", "maskable"}
    assert {icon["sizes"] for icon in manifest["icons"]} == {"192x192", "512x512"}
    context = web_browser.new_context()
    page = context.new_page()
    page.goto(host.url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    session = context.new_cdp_session(page)
    checked = session.send("Page.getInstallabilityErrors")
    context.close()
    # Chromium's own check (manifest, icons, service worker), passed but for the test's profile, which is a
    # private one: an installed app needs a profile that keeps it.
    assert [error["errorId"] for error in checked["installabilityErrors"]] in ([], ["in-incognito"])


def close(one: tuple[int, int, int], other: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 2 for a, b in zip(one, other, strict=True))


FRAMES_WHILE_PYTHON_STARTS = """(() => {
  const frames = { asked: 0, waiting: false };
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    if (frames.waiting && new Error().stack.includes("main.dart.js")) frames.asked += 1;
    return request(callback);
  };
  const log = console.log.bind(console);
  console.log = (...said) => {
    const text = String(said[0]);
    if (text.startsWith(%(client)s)) frames.waiting = true;
    if (text.startsWith(%(connect)s)) frames.waiting = false;
    return log(...said);
  };
  globalThis.framesWhilePythonStarts = frames;
})();""" % {step: json.dumps(START[step]) for step in ("client", "connect")}
"""Counts the frames Flet's client asks the browser for (its calls of `requestAnimationFrame`) from the moment it
asks for its Python (`START["client"]`) until its Python is connected (`START["connect"]`)."""
FEW_FRAMES = 5
"""A still screen is drawn again only when something on it changes (Flutter's semantics switched on, the boot
status): a few frames, where a spinner asks for one at every refresh of the screen, dozens a second."""


@pytest.mark.parametrize("dark", [False, True])  # the device's light mode, then its dark mode
def test_the_site_opens_in_its_colours_says_its_version_draws_nothing_unseen_and_answers_every_request(
    web_browser: Browser, site: Path, host: StaticHost, dark: bool
) -> None:
    player = Player(web_browser, host.url, dark=dark)
    answered: list[Response] = []
    player.page.context.on("response", lambda response: answered.append(response))
    start = Start(player.page)
    player.page.add_init_script(FRAMES_WHILE_PYTHON_STARTS)
    player.page.goto(host.url)
    loading = player.page.locator("#companion-loading")
    loading.get_by_text("Vikings Companion").wait_for()
    corner = player.colour(355, 600)
    player.open()
    player.button("New game").wait_for(timeout=60_000)
    loading.wait_for(state="detached")
    # Home says which version and build of the site runs.
    player.wait_text(f"Version {built(site)['version']}, build {built(site)['build']}")
    # The loading screen and the app's screens share their background: nothing changes colour at the start.
    assert close(corner, player.colour(355, 600)), (corner, player.colour(355, 600))
    assert (corner[0] < 40) == dark
    failed = [f"{response.status} {response.url}" for response in answered if response.status >= 400]
    # Under the loading screen Flet's client draws nothing while the app's Python starts: the CPU is the Python's.
    frames = player.page.evaluate("framesWhilePythonStarts")
    player.page.context.close()
    assert not frames["waiting"] and frames["asked"] < FEW_FRAMES, frames
    assert failed == []
    # The page and its Python say each step of the start as it ends, in order: the benchmark times them so.
    assert sorted(start.at, key=start.at.__getitem__) == list(START), start.at


STARTED = """() => self.pyodide.runPython(`
import json, dataclass_code
from flet.controls.material.icons import Icons
json.dumps([len(dataclass_code.TAKEN), dataclass_code.MISSED, Icons._map is not None])
`)"""
"""Run in the app's Python worker: how many dataclass texts took their code from the site, those compiled, and
whether Flet's own icons' codes were read (its set reads them all at the first icon named)."""
FLET_DATACLASSES = 150
"""Flet's controls and their parts that are dataclasses, built before Home shows: some two hundred."""


def test_the_app_starts_compiling_no_dataclass_nor_reading_flets_icons_nor_on_a_screen_opened_then(
    web_browser: Browser, host: StaticHost
) -> None:
    player = Player(web_browser, host.url)
    player.open()
    player.wait_text("No unfinished games.", timeout=60_000)  # Home drawn, the store open
    (python,) = [worker for worker in player.page.workers if worker.url.endswith("python-worker.js")]
    taken, missed, icons_read = json.loads(python.evaluate(STARTED))
    assert taken >= FLET_DATACLASSES and missed == [] and not icons_read
    player.tap("New game")  # Vikings' players and options: another screen's modules, imported now
    player.wait_text("Players, in seat order")
    assert json.loads(python.evaluate(STARTED))[1:] == [[], False]
    player.page.context.close()
