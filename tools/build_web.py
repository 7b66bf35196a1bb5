"""`make build-web`: the app as a static web site, its Python running in the browser (`flet publish`).

`flet publish` packs every file beside the entry point into the site. The app is first staged as `flet build`
packages it (the `[tool.flet.app]` exclude list of pyproject.toml, hidden files, caches), so the site carries
the app and nothing else. Publishing needs Flet's Python build manifest, which Flet fetches from github.com
(or reads from `FLET_PYTHON_BUILD_MANIFEST`, or from its cache); without it this says so in one line and exits
with status 2.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ALWAYS_EXCLUDED = frozenset({"build", "__pycache__"})  # `flet build` leaves these out whatever the settings
CATALOGUES = "companion/locale/*/LC_MESSAGES/companion.po"


def flet_settings() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        settings: dict[str, Any] = tomllib.load(file)["tool"]["flet"]
    return settings


def missing() -> str | None:
    """What publishing needs and cannot have here, in one line; None when everything is there."""
    uncompiled = [po for po in sorted(ROOT.glob(CATALOGUES)) if not po.with_suffix(".mo").is_file()]
    if uncompiled:
        return f"it needs the compiled catalogues (`make catalogues`), and {uncompiled[0].relative_to(ROOT)} is not"
    try:
        import flet_web  # noqa: F401  (the web client that the site serves)
        from flet_cli.utils.pyproject_toml import load_pyproject_toml
        from flet_cli.utils.python_versions import (
            PYTHON_BUILD_RELEASE_DATE,
            RELEASE_DATE_ENV,
            UnsupportedPythonVersionError,
            resolve_python_version,
        )
    except ImportError as error:
        return f"it needs Flet's build tools (the `build` and `web` extras), which are not installed: {error}"
    try:
        resolve_python_version(None, load_pyproject_toml(ROOT))
    except UnsupportedPythonVersionError as error:
        return str(error)
    except (RuntimeError, OSError, ValueError, KeyError, TypeError):
        release = os.environ.get(RELEASE_DATE_ENV) or PYTHON_BUILD_RELEASE_DATE
        return (
            f"it needs Flet's Python build manifest: network access to github.com (flet-dev/python-build, release "
            f"{release}), or FLET_PYTHON_BUILD_MANIFEST naming a copy of its manifest.json"
        )
    return None


def stage(settings: dict[str, Any], target: Path) -> Path:
    """Copy the app into `target` as `flet build` packages it; returns the entry point's path there."""
    app = settings["app"]
    source = ROOT / app.get("path", ".")
    excluded = ALWAYS_EXCLUDED | set(app.get("exclude", []))
    target.mkdir(parents=True)
    for entry in sorted(source.iterdir()):
        if entry.name.startswith(".") or entry.name in excluded:
            continue
        if entry.is_dir():
            shutil.copytree(entry, target / entry.name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(entry, target / entry.name)
    return target / f"{app.get('module', 'main')}.py"


def draw_icons(site: Path) -> None:
    """The app's icon as the site's favicon and home-screen icons, in every size its manifest names: `flet build
    web` draws them from assets/icon.png, `flet publish` leaves Flet's own in place."""
    from flet_platform_assets import IconOptions, load_source, render_icons, web_targets_from_manifest

    source, pre_rendered = load_source(ROOT / "assets" / "icon.png")
    manifest = json.loads((site / "manifest.json").read_text(encoding="utf-8"))
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


def publish(out: Path) -> int:
    settings = flet_settings()
    with tempfile.TemporaryDirectory() as staging:
        entry = stage(settings, Path(staging) / "app")
        command = [sys.executable, "-m", "flet_cli.cli", "publish", str(entry), "--distpath", str(out.resolve())]
        short_name = settings.get("web", {}).get("pwa_short_name")
        if short_name:  # `flet build web` reads it from pyproject.toml, `flet publish` only from its option
            command += ["--app-short-name", short_name]
        published = subprocess.run(command, check=False).returncode
    if published == 0:
        draw_icons(out)
    return published


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "web"
    problem = missing()
    if problem is not None:
        print(f"make build-web: {problem}.", file=sys.stderr)
        return 2
    return publish(out)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
