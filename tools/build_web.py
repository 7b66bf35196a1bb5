"""`make build-web`: the app as a self-contained static web site, its Python running in the browser (Pyodide).

Everything the site needs is in it, so that at load not one request leaves its origin:

- Flet's web client and the Pyodide runtime come from the `flet-web` package installed here (its `web`
  folder), without the parts this app never loads (the renderers no browser of its picks, debug symbols,
  Pyodide's command line). Both of Flutter's builds ship: the dart2wasm one drawing with skwasm, which Chromium
  browsers run, and the dart2js one drawing with CanvasKit, for the others (`flet.webRenderer` "auto"); the
  renderers and the fonts are served from the site (`flet.canvasKitBaseUrl`, `flet.fontFallbackBaseUrl`).
- The app's Python packages are fetched from the package index at build time, as wheels for that Pyodide (pure
  ones, and Emscripten builds of those with compiled parts, e.g. pydantic-core), in the versions this
  environment runs and tests. They ship in an archive of their own (`PACKAGES_ARCHIVE`), which the site's start
  (`START`) unpacks beside those Flet's worker needs first (`WORKER_PACKAGES`, in the app's archive), first on
  `sys.path`, before it runs the app: nothing is installed from the network at load, and an update of the app
  alone fetches the app's archive, not its packages again. Babel's locale data is kept only for the app's
  languages.
- The app's Python, its packages' and Pyodide's standard library (which it ships as sources) are compiled at
  build time by that Pyodide itself, run under Node.js, and ship as bytecode alone (each module's `.pyc` where
  its `.py` was): the browser's Python imports them without compiling a line at each open. So are the methods
  Python writes for each dataclass as it is defined (Flet's controls are dataclasses): `tools/dataclass_code.py`
  records them over the app's modules and Flet's (`record_dataclass_code`), and the site's start has dataclasses
  take them from the app's archive.
- Flet's compiled client changed in two places (`CLIENT_CHANGES`): it asks the network for nothing, and it draws
  nothing under the loading screen while the app's Python starts.
- The companion's own page (`web/index.html`: its loading screen), web manifest and icons, and a service
  worker (`web/service-worker.js`) that keeps every file of the site under the digest of its content, so that
  an update fetches only the files that changed.

Needs the compiled catalogues, the `build` and `web` extras, Node.js, and the package index (pip's, as configured);
without one of them this says so in one line and exits with status 2.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from collections.abc import Callable
from fnmatch import fnmatch
from functools import partial
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from tools import dart2wasm

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = ROOT / "web"
ALWAYS_EXCLUDED = frozenset({"build", "__pycache__", "web"})  # never part of the app's Python
LEFT_OUT_OF_THE_ARCHIVE = frozenset({"pyproject.toml", "requirements.txt", "assets"})
"""Flet's Python worker installs a pyproject's or requirements file's dependencies from the network at every
load; the packages ship in `__pypackages__` instead. The assets are served by the site itself."""
CATALOGUES = "companion/locale/*/LC_MESSAGES/companion.po"
WHEELS = ROOT / "build" / "wheels"
"""The wheels fetched for the site, kept between builds."""
APP_ARCHIVE = "app.tar.gz"
PACKAGES_ARCHIVE = "app-packages.tar.gz"
PACKAGES = "__pypackages__"
WORKER_PACKAGES = frozenset({"msgpack"})
"""The packages Flet's Python worker imports itself before it runs the app (its output's channel): they ship in
the app's archive, whose `__pypackages__` the worker puts on `sys.path`."""
START_MODULE = "web_start"
START = """\"\"\"The site's start: the app's packages unpacked from the site (the service worker's copy once kept)
into the folder Flet's worker put first on the path; then the app. Flet's worker runs this module as the app.\"\"\"

import importlib
import io
import runpy
import tarfile

import dataclass_code
import js

request = js.XMLHttpRequest.new()
request.open("GET", "{archive}", False)  # a worker may wait for its answer: the app needs it to start
request.responseType = "arraybuffer"
request.send()
if request.status != 200:
    raise RuntimeError(f"The app's packages could not be fetched: HTTP {{request.status}}")
with tarfile.open(fileobj=io.BytesIO(request.response.to_bytes()), mode="r:gz") as archive:
    archive.extractall("{packages}", filter="data")
importlib.invalidate_caches()  # the folder is on the path already (Flet's worker put it there), now fuller
js.console.log("Unpacked the app's packages")
dataclass_code.install()
runpy.run_module("{module}", run_name="__main__")
"""
"""The module Flet's worker runs (`START_MODULE`), written into the app's archive."""
BUILD_FILE = "web-build.json"
"""In the app's archive: which build of the site this is (`companion.browser.new_build`), the companion's
version (both shown on Home), and the Python it is built for (its Pyodide's)."""

CLIENT_LEFT_OUT = (
    "canvaskit/skwasm_heavy*",  # see `DART2WASM_WHERE`
    "canvaskit/wimp*",
    "canvaskit/experimental_webparagraph",
    "canvaskit/**/*.symbols",
    "*.map",
    "flutter_service_worker.js",
    "pyodide/python",
    "pyodide/python.bat",
    "pyodide/python.exe",
    "pyodide/python_cli_entry.mjs",
    "pyodide/*.d.ts",
    "pyodide/pyodide.js",
    "pyodide/package.json",
    "pyodide/*.whl",
    "icons/loading-animation.png",
)
"""Flet's web client without what this site never loads: the renderers it never has Flutter pick (skwasm's
heavy build, `DART2WASM_WHERE`; wimp and the experimental paragraphs, taken only when asked for), debug symbols,
Flutter's own service worker, Pyodide's command line and its classic script, and micropip's wheels (nothing is
installed at load)."""

DART2WASM_WHERE = (
    'if (typeof ImageDecoder === "undefined" || typeof Intl.v8BreakIterator === "undefined") '
    'flet.webRenderer = "canvaskit";'
)
"""Where the browser lacks image decoders or Chromium's break iterators (Chromium on a page that is not a secure
context has no `ImageDecoder`), Flutter's loader would take skwasm's heavy build, 5 MB more that every device
would keep for nothing: there the site runs the dart2js build with CanvasKit instead, as other browsers do."""

FONTS_LEFT_OUT = "packages/flutter_math_fork/"
"""The fonts of Flet's client that the app never draws with: the KaTeX fonts of the formulas in Markdown (the app
shows none). Flutter fetches and reads every font of its font manifest at each start, these twenty too; they
leave the manifest and the site."""

COMPRESSED = (".js", ".mjs", ".wasm", ".json", ".html", ".otf", ".ttf", ".zip", ".bin", ".txt", "NOTICES")
"""The files a static server sends gzipped (what `site_bytes` counts them as)."""


def flet_settings() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        settings: dict[str, Any] = tomllib.load(file)["tool"]["flet"]
    return settings


def project() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        found: dict[str, Any] = tomllib.load(file)["project"]
    return found


def missing() -> str | None:
    """What building needs and cannot have here, in one line; None when everything is there."""
    uncompiled = [po for po in sorted(ROOT.glob(CATALOGUES)) if not po.with_suffix(".mo").is_file()]
    if uncompiled:
        return f"it needs the compiled catalogues (`make catalogues`), and {uncompiled[0].relative_to(ROOT)} is not"
    try:
        import flet_platform_assets  # noqa: F401  (draws the icons)
        import flet_web  # noqa: F401  (the web client and the Pyodide runtime that the site serves)
    except ImportError as error:
        return f"it needs Flet's build tools (the `build` and `web` extras), which are not installed: {error}"
    if shutil.which("node") is None:
        return "it needs Node.js (`node`), to compile the app's Python with the browser's own, and it is not on PATH"
    return None


def client() -> Path:
    from flet_web import get_package_web_dir

    return Path(get_package_web_dir())


class Pyodide:
    """The Pyodide runtime that flet-web ships, as its lock file describes it: which wheels it can load."""

    def __init__(self, lock: Path) -> None:
        info = json.loads(lock.read_text(encoding="utf-8"))["info"]
        major, minor, *_ = info["python"].split(".")
        self.python = f"{major}.{minor}"
        self.full_python = info["python"]
        self.abi = f"cp{major}{minor}"
        self.platform = f"pyemscripten_{info['abi_version']}_{info['arch']}"
        self.markers = {
            "python_version": self.python,
            "python_full_version": self.full_python,
            "sys_platform": "emscripten",
            "platform_system": "Emscripten",
            "platform_machine": info["arch"],
            "os_name": "posix",
            "implementation_name": "cpython",
            "platform_python_implementation": "CPython",
            "extra": "",
        }


def supported(pyodide: Pyodide) -> None:
    """Refuse a Pyodide whose Python the project does not run on (its `requires-python`)."""
    from packaging.specifiers import SpecifierSet

    wanted = project()["requires-python"]
    if not SpecifierSet(wanted).contains(pyodide.full_python):
        raise RuntimeError(f"flet-web's Pyodide runs Python {pyodide.full_python}, and the app needs Python {wanted}")


def pinned(name: str, specifier: str) -> str:
    """The requirement as this environment runs it (the version the tests ran), else as asked."""
    try:
        return f"{name}=={version(name)}"
    except PackageNotFoundError:
        return f"{name}{specifier}"


def download(requirements: list[str], pyodide: Pyodide, into: Path) -> None:
    """Fetch wheels of exactly these requirements for the browser's Python (no dependencies of theirs)."""
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps"]
    command += ["--only-binary=:all:", "--platform", pyodide.platform, "--python-version", pyodide.python]
    command += ["--implementation", "cp", "--abi", pyodide.abi, "--dest", str(into), *requirements]
    fetched = subprocess.run(command, capture_output=True, text=True, check=False)
    if fetched.returncode != 0:
        raise RuntimeError(f"pip could not fetch {' '.join(requirements)}: {fetched.stderr.strip().splitlines()[-1:]}")


def wheels(pyodide: Pyodide, into: Path) -> list[Path]:
    """The wheels of the app's dependencies and theirs, as the browser's Python asks for them."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name, parse_wheel_filename

    into.mkdir(parents=True, exist_ok=True)
    chosen: dict[str, Path] = {}
    waiting = [Requirement(line) for line in project()["dependencies"]]
    while waiting:
        wanted = {}
        for requirement in waiting:
            name = canonicalize_name(requirement.name)
            if name in chosen or (requirement.marker and not requirement.marker.evaluate(pyodide.markers)):
                continue
            wanted[name] = pinned(name, str(requirement.specifier))
        if not wanted:
            break
        download(sorted(wanted.values()), pyodide, into)
        waiting = []
        for wheel in sorted(into.glob("*.whl")):
            name, found, _, _ = parse_wheel_filename(wheel.name)
            if name in wanted and name not in chosen and Requirement(wanted[name]).specifier.contains(found):
                chosen[name] = wheel
                waiting += [Requirement(line) for line in requirements_of(wheel)]
        unfound = set(wanted) - set(chosen)
        if unfound:
            raise RuntimeError(f"pip fetched no wheel for {', '.join(sorted(unfound))}")
    return [chosen[name] for name in sorted(chosen)]


def requirements_of(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as packed:
        metadata = next(name for name in packed.namelist() if name.endswith(".dist-info/METADATA"))
        lines = packed.read(metadata).decode("utf-8").splitlines()
    return [line.split(":", 1)[1].strip() for line in lines if line.startswith("Requires-Dist:")]


def locale_data_kept() -> set[str]:
    """Babel's locale data files that the app's languages read: each format's locale and its parents."""
    from babel.core import get_global

    from companion.languages import FORMATS

    parents = get_global("parent_exceptions")
    kept = {"root"}
    for name in FORMATS.values():
        while name and name != "root":
            kept.add(name)
            name = parents.get(name) or ("_".join(name.split("_")[:-1]) if "_" in name else "root")
    return {f"{name}.dat" for name in kept}


UNUSED_IN_PACKAGES = ("*.pyi", "*/py.typed", "*.dist-info/RECORD", "*.dist-info/sboms/*")
"""What the packages' wheels hold for type checkers and installers, never read by the running app."""


def unpack(wheel: Path, into: Path, locale_data: set[str]) -> None:
    """A wheel's files under `into`, as an installer lays them out, without caches, what only type checkers
    and installers read, and unused locale data."""
    with zipfile.ZipFile(wheel) as packed:
        for member in packed.namelist():
            parts = Path(member).parts
            if "__pycache__" in parts or member.endswith("/") or any(map(partial(fnmatch, member), UNUSED_IN_PACKAGES)):
                continue
            if parts[:2] == ("babel", "locale-data") and parts[-1] not in locale_data:
                continue
            target = into / member
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(packed.read(member))


RUN_PYODIDE = """
const [runtime, folder, code] = process.argv.slice(1);
const { loadPyodide } = await import(runtime + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
pyodide.FS.mkdirTree("/app");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/app");
console.log(pyodide.runPython(code));
"""
"""Node.js running the site's Pyodide on some Python, a folder of this machine as its `/app`."""


def run_pyodide(runtime: Path, folder: Path, code: str) -> str:
    """What the Python `code` evaluates to, run by the site's Pyodide (`runtime`) under Node.js with `folder` as
    its `/app`."""
    command = [
        "node",
        "--input-type=module",
        "--eval",
        RUN_PYODIDE,
        str(runtime.resolve()),
        str(folder.resolve()),
        code,
    ]
    ran = subprocess.run(command, capture_output=True, text=True, check=False)
    if ran.returncode != 0:
        raise RuntimeError(f"Pyodide under Node.js failed: {ran.stderr.strip()[-300:]}")
    return ran.stdout.strip()


COMPILE = """
import compileall, py_compile
compileall.compile_dir("/app", quiet=2, legacy=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
"""
"""Every module of `/app` compiled to bytecode beside its source (`module.pyc`, which Python imports when no
`module.py` is there), marked with its source's digest, not its time, so that equal sources give equal bytes."""


def compile_bytecode(runtime: Path, folder: Path) -> None:
    """Every module in `folder` as the browser's Python's bytecode in place of its source; a module it cannot
    compile (a package's file for another Python, never imported) keeps its source."""
    run_pyodide(runtime, folder, COMPILE)
    for bytecode in folder.rglob("*.pyc"):
        bytecode.with_suffix(".py").unlink(missing_ok=True)


STDLIB = "pyodide/python_stdlib.zip"
"""Pyodide's standard library, which it ships as sources and imports from this zip."""


def with_bytecode(zipped: Path, compiled: Path) -> None:
    """The zip with each module whose bytecode is in `compiled` (the zip's files unpacked and compiled) as that
    bytecode in place of its source, every other entry as it was, in a stable order and time."""
    entries = []
    with zipfile.ZipFile(zipped) as source:
        for info in source.infolist():
            bytecode = compiled / Path(info.filename).with_suffix(".pyc")
            name, data = info.filename, source.read(info)
            if info.filename.endswith(".py") and bytecode.is_file():
                name, data = bytecode.relative_to(compiled).as_posix(), bytecode.read_bytes()
            entries.append((name, data))
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for name, data in entries:
            target.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


DATACLASS_CODE = Path(__file__).with_name("dataclass_code.py")
"""Written into the app's archive beside the site's start, which has it install the dataclasses' code."""
RECORD = """
import sys
from pathlib import Path

sys.path[:0] = ["/app/app", "/app/packages", "/app/app/{packages}"]
import dataclass_code

codes = dataclass_code.record({walked!r})
dataclass_code.write(codes, Path("/app/app", dataclass_code.FILE))
len(codes)
"""
"""Run by the site's Pyodide under Node.js over the staged app (`/app/app`) and its packages (`/app/packages`)."""


def recorded(app: Path, packages: Path, entry: str) -> list[str]:
    """What the dataclasses' code is recorded over: the app's own packages and modules (not its entry, which
    runs the app, nor the site's start), then Flet's and its extensions' (every control is a dataclass)."""
    left_out = {entry, START_MODULE, DATACLASS_CODE.stem, PACKAGES}
    own = sorted({path.stem for path in app.iterdir() if path.suffix == ".pyc" or path.is_dir()} - left_out)
    flet = [path.name for path in packages.iterdir() if path.name.startswith("flet") and path.name.isidentifier()]
    return own + sorted(flet)


def record_dataclass_code(runtime: Path, staging: Path, entry: str) -> int:
    """Compile the methods of every dataclass of `recorded` into the app's archive (`dataclass_code`); how many."""
    walked = recorded(staging / "app", staging / "packages", entry)
    return int(run_pyodide(runtime, staging, RECORD.format(packages=PACKAGES, walked=walked)))


def stage(settings: dict[str, Any], target: Path) -> None:
    """Copy the app's Python into `target` as `flet build` packages it, without what the site serves itself."""
    app = settings["app"]
    source = ROOT / app.get("path", ".")
    excluded = ALWAYS_EXCLUDED | LEFT_OUT_OF_THE_ARCHIVE | set(app.get("exclude", []))
    target.mkdir(parents=True, exist_ok=True)
    for entry in sorted(source.iterdir()):
        if entry.name.startswith(".") or entry.name in excluded:
            continue
        if entry.is_dir():
            shutil.copytree(entry, target / entry.name, ignore=shutil.ignore_patterns("__pycache__", "*.po", "*.pot"))
        else:
            shutil.copy2(entry, target / entry.name)


def pack(folder: Path, archive: Path) -> None:
    """A gzipped tar of the folder's files, in a stable order and with no owner, so equal inputs give equal bytes."""

    def anonymous(member: tarfile.TarInfo) -> tarfile.TarInfo:
        member.uid = member.gid = 0
        member.uname = member.gname = ""
        member.mtime = 0
        return member

    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                tar.add(path, arcname=path.relative_to(folder).as_posix(), filter=anonymous)
    archive.write_bytes(gzip.compress(buffer.getvalue(), compresslevel=9, mtime=0))


def copy_client(site: Path) -> None:
    source = client()
    shutil.copytree(source, site)
    for pattern in CLIENT_LEFT_OUT:
        for path in site.glob(pattern):
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink()
    without_unused_fonts(site / "assets")


def without_unused_fonts(assets: Path) -> None:
    """The client's fonts without those the app never draws with (`FONTS_LEFT_OUT`): out of its font manifest,
    and their files out of the site."""
    manifest = assets / "FontManifest.json"
    families = json.loads(manifest.read_text(encoding="utf-8"))
    kept = [family for family in families if not family["family"].startswith(FONTS_LEFT_OUT)]
    manifest.write_text(json.dumps(kept, separators=(",", ":")), encoding="utf-8")
    shutil.rmtree(assets / FONTS_LEFT_OUT, ignore_errors=True)


def draw_icons(site: Path, manifest: dict[str, Any]) -> None:
    """The app's icon as the site's favicon and home-screen icons (plain, maskable, Apple's), drawn from
    assets/icon.png in every size the manifest names."""
    from flet_platform_assets import IconOptions, load_source, render_icons, web_targets_from_manifest

    source, pre_rendered = load_source(ROOT / "assets" / "icon.png")
    drawn = render_icons(
        source,
        IconOptions(),
        web_targets_from_manifest(manifest),
        platform="web",
        pre_rendered=pre_rendered,
        derived=True,
    )
    for asset in drawn.assets:
        path = site / Path(asset.relative_path).relative_to("web")
        path.parent.mkdir(parents=True, exist_ok=True)
        asset.image.save(path)


def web_manifest(settings: dict[str, Any]) -> dict[str, Any]:
    web = settings.get("web", {})
    icons = [
        {"src": f"icons/{prefix}-{size}.png", "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
        for prefix, purpose in (("icon", "any"), ("icon-maskable", "maskable"))
        for size in (192, 512)
    ]
    return {
        "id": "./",
        "name": settings["product"],
        "short_name": web.get("pwa_short_name", settings["product"]),
        "description": project()["description"],
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": web["pwa_background_color"],
        "theme_color": web["pwa_theme_color"],
        "icons": icons,
    }


def flet_config(settings: dict[str, Any]) -> str:
    """Flet's settings for the page: Python in the browser, everything from the site, paths relative to the
    page so that the site runs from any folder of any host."""
    web = settings.get("web", {})
    values = {
        "pyodide": True,
        "noCdn": True,
        "pyodideUrl": "./pyodide/pyodide.mjs",
        "appPackageUrl": APP_ARCHIVE,
        "pythonModuleName": START_MODULE,
        "micropipIncludePre": False,
        "canvasKitBaseUrl": "canvaskit/",
        "fontFallbackBaseUrl": "assets/fonts/",
        # Flutter's loader picks its build: dart2wasm with skwasm where the browser runs it (Chromium's, with
        # WasmGC and WebGL), else dart2js with CanvasKit. On a full homeland under a CPU drawing in software,
        # skwasm showed a tap's new score in 47 ms against CanvasKit's 66, the floor app's in 30 against 38.
        "webRenderer": "auto",
        # The dart2wasm build reads it as a boolean and stops at the first frame when it is missing.
        "multiView": False,
        "routeUrlStrategy": web.get("route_url_strategy", "hash"),
        "entrypointBaseUrl": "./",
        "assetBase": "./",
    }
    return "\n".join([*(f"flet.{key} = {json.dumps(value)};" for key, value in values.items()), DART2WASM_WHERE])


def without_flutter_service_worker(bootstrap: str) -> str:
    """Flutter's bootstrap without its own (deprecated) service worker, which would replace the site's."""
    left, found = re.subn(r"\n\s*serviceWorkerSettings:\s*\{[^{}]*\},", "", bootstrap)
    if found != 1:
        raise RuntimeError("flutter_bootstrap.js no longer passes serviceWorkerSettings: check the site's worker")
    return left


RIVE_RUNTIME = "https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"
"""Where Flet's client loads the runtime of Rive animations from at start, a script at a time (`wasm/…`, then
`wasm_compatibility/…`), each expected to define a `RiveNative` function."""
NO_RIVE = "data:text/javascript,globalThis.RiveNative=()=>Promise.resolve(null);//"
"""The app draws no Rive animation: in place of the runtime's address, a script of its own that says there is
no runtime (the path appended after it is a comment), so that the client asks the network for nothing."""


BOOT_SCREEN = '[30,"Working..."]'
"""The options of the screen Flet's client draws while it waits for its Python, as its compiled client holds them:
a spinner of 30 pixels and the words "Working...". The site's loading screen covers that screen from the first
frame until the app's first screen is sent, so its spinner would be drawn frame after frame, unseen, on the CPU
the Python's start needs (a tenth of a cached open, the app's and the floor's, on two cores)."""
STILL_BOOT_SCREEN = '[0,""]'
"""The same screen with no spinner and no words: drawn once, under the loading screen."""

CLIENT_CHANGES = (
    (RIVE_RUNTIME, NO_RIVE, "the Rive runtime it was built with: check its requests"),
    (BOOT_SCREEN, STILL_BOOT_SCREEN, "the options of its boot screen: check what it draws while Python starts"),
)
"""What the site changes in Flet's compiled client, each with what to check when the client no longer holds it."""


NO_RIVE_WASM = "data:text/javascript,globalThis.RiveNative=async()=>null//".ljust(len(RIVE_RUNTIME), "/")
"""The same script for the dart2wasm client, as long as the address it replaces (`dart2wasm.with_string`)."""


def site_wasm_client(module: bytes) -> bytes:
    """Flet's dart2wasm client (main.dart.wasm) as the site serves it, changed as `site_client` changes the
    dart2js one: no address on a CDN, and a boot screen whose spinner has no size (its words are drawn once)."""
    module = dart2wasm.with_string(module, RIVE_RUNTIME, NO_RIVE_WASM)
    return dart2wasm.with_constant_int(module, "spinner_size", "startup_message", 0)


def site_client(entry: str) -> str:
    """Flet's compiled client (main.dart.js) as the site serves it, with each of `CLIENT_CHANGES`: its one address
    on a CDN replaced by a script that needs no request, and a still boot screen."""
    for found, wanted, check in CLIENT_CHANGES:
        if entry.count(found) != 1:
            raise RuntimeError(f"main.dart.js no longer holds {check}")
        entry = entry.replace(found, wanted)
    return entry


def site_files(site: Path) -> list[str]:
    return sorted(path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file())


def build_id(site: Path) -> str:
    """A name for this build: the digest of every file of the site, so that an unchanged site keeps its cache."""
    digest = hashlib.sha256()
    for name in site_files(site):
        digest.update(name.encode() + b"\0" + (site / name).read_bytes())
    return digest.hexdigest()[:16]


def write_page(site: Path, settings: dict[str, Any]) -> None:
    from flet_web import patch_font_manifest_json

    page = (TEMPLATES / "index.html").read_text(encoding="utf-8")
    page = page.replace("{{ product }}", settings["product"]).replace("{{ description }}", project()["description"])
    page = page.replace("{{ background }}", settings["web"]["pwa_background_color"])
    page = page.replace("{{ dark_background }}", settings["splash"]["dark_color"])
    page = page.replace("{{ theme }}", settings["web"]["pwa_theme_color"])
    (site / "index.html").write_text(page.replace("{{ flet }}", flet_config(settings)), encoding="utf-8")
    patch_font_manifest_json(str(site / "assets" / "FontManifest.json"))  # Roboto from the site
    entry = site / "main.dart.js"
    entry.write_text(site_client(entry.read_text(encoding="utf-8")), encoding="utf-8")
    module = site / "main.dart.wasm"
    module.write_bytes(site_wasm_client(module.read_bytes()))
    bootstrap = site / "flutter_bootstrap.js"
    bootstrap.write_text(without_flutter_service_worker(bootstrap.read_text(encoding="utf-8")), encoding="utf-8")


def content_digest(data: bytes) -> str:
    """What the service worker keeps a file under: the start of its SHA-256, which it checks the file against."""
    return hashlib.sha256(data).hexdigest()[:16]


def write_service_worker(site: Path) -> None:
    """The service worker, naming every file of the site with the digest of its content."""
    files = {name: content_digest((site / name).read_bytes()) for name in site_files(site)}
    worker = (TEMPLATES / "service-worker.js").read_text(encoding="utf-8")
    worker = worker.replace('{"{{ files }}": ""}', json.dumps(files))
    (site / "service-worker.js").write_text(worker, encoding="utf-8")


def build(out: Path, app_source: Callable[[Path], None] | None = None) -> Path:
    """Build the site into `out` (replacing what is there); returns `out`. `app_source` puts another app's
    Python in the folder it is given (the benchmarks' floor app); by default the companion is staged there."""
    settings = flet_settings()
    if out.exists():
        shutil.rmtree(out)
    copy_client(out)
    pyodide = Pyodide(out / "pyodide" / "pyodide-lock.json")
    supported(pyodide)
    fetched = wheels(pyodide, WHEELS)
    locale_data = locale_data_kept()
    from packaging.utils import parse_wheel_filename

    with tempfile.TemporaryDirectory() as staging:
        app, packages = Path(staging) / "app", Path(staging) / "packages"
        app.mkdir()
        (app_source or partial(stage, settings))(app)
        entry = settings["app"].get("module", "main")
        start = START.format(archive=PACKAGES_ARCHIVE, packages=PACKAGES, module=entry)
        (app / f"{START_MODULE}.py").write_text(start, encoding="utf-8")
        shutil.copy2(DATACLASS_CODE, app / DATACLASS_CODE.name)
        for wheel in fetched:
            worker_package = parse_wheel_filename(wheel.name)[0] in WORKER_PACKAGES
            unpack(wheel, app / PACKAGES if worker_package else packages, locale_data)
        stdlib = Path(staging) / "stdlib"
        with zipfile.ZipFile(out / STDLIB) as zipped:
            zipped.extractall(stdlib)
        compile_bytecode(out / "pyodide", Path(staging))
        record_dataclass_code(out / "pyodide", Path(staging), entry)
        with_bytecode(out / STDLIB, stdlib)
        pack(packages, out / PACKAGES_ARCHIVE)
        manifest = web_manifest(settings)
        (out / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
        draw_icons(out, manifest)
        write_page(out, settings)
        # The archive names the build of the site it is part of: the build's digest is of everything else, the
        # version of the companion included, so that a new version is a new build.
        built = {"version": project()["version"], "python": pyodide.full_python}
        (app / BUILD_FILE).write_text(json.dumps(built), encoding="utf-8")
        pack(app, out / APP_ARCHIVE)
        (app / BUILD_FILE).write_text(json.dumps({"build": build_id(out), **built}), encoding="utf-8")
        pack(app, out / APP_ARCHIVE)
    write_service_worker(out)
    return out


def site_bytes(site: Path) -> int:
    """The site's bytes as a static server sends them: text, scripts and WebAssembly gzipped."""
    total = 0
    for name in site_files(site):
        data = (site / name).read_bytes()
        total += len(gzip.compress(data, compresslevel=6)) if name.endswith(COMPRESSED) else len(data)
    return total


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "web"
    problem = missing()
    if problem is not None:
        print(f"make build-web: {problem}.", file=sys.stderr)
        return 2
    try:
        build(out)
    except RuntimeError as error:
        print(f"make build-web: {error}.", file=sys.stderr)
        return 2
    print(f"make build-web: {out} ({site_bytes(out) / 1e6:.1f} MB as served)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
