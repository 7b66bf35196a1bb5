"""Building the phone and web apps: what they install, the CI workflow, and `make build-web`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import flet_web
import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[1]
BIN = Path(sys.executable).parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
ANDROID = {"sys_platform": "android", "platform_system": "Android", "os_name": "posix"}
SERVER_ONLY = {"flet-web", "fastapi", "uvicorn", "starlette"}


def pyproject() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)


def installed_closure(requirements: list[str]) -> set[str]:
    """Every distribution those requirements bring in on a phone, as far as this environment has them."""
    from importlib.metadata import PackageNotFoundError, requires

    found: set[str] = set()
    waiting = [Requirement(requirement) for requirement in requirements]
    while waiting:
        requirement = waiting.pop()
        name = canonicalize_name(requirement.name)
        if name in found or (requirement.marker and not requirement.marker.evaluate(ANDROID)):
            continue
        found.add(name)
        try:
            waiting.extend(Requirement(line) for line in requires(name) or [])
        except PackageNotFoundError:
            continue
    return found


def test_the_built_app_installs_nothing_of_the_local_web_server() -> None:
    project = pyproject()["project"]
    assert isinstance(project, dict)
    installs = installed_closure(project["dependencies"])
    assert {"flet", "flet-charts", "pydantic", "tinydb", "filelock"} <= installs
    assert installs & SERVER_ONLY == set()
    assert SERVER_ONLY - {"starlette"} <= installed_closure(project["optional-dependencies"]["web"])


def actionlint(*paths: Path) -> subprocess.CompletedProcess[str]:
    command = [str(BIN / "actionlint"), "-no-color", "-oneline", f"-shellcheck={BIN / 'shellcheck'}", "-pyflakes="]
    return subprocess.run([*command, *map(str, paths)], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_the_build_workflow_passes_actionlint() -> None:
    checked = actionlint(WORKFLOW)
    assert (checked.returncode, checked.stdout) == (0, "")


@pytest.mark.parametrize(
    ("replacing", "broken", "rule"),
    [
        ("${{ steps.flet.outputs.flutter }}", "${{ steps.flet.outputs.flutter }", "expression"),  # left unclosed
        ("    runs-on: ubuntu-latest", "      runs-on: ubuntu-latest\n  oops", "syntax-check"),  # YAML broken
        ("    timeout-minutes: 90", "    timeout-minute: 90", "syntax-check"),  # a key GitHub does not know
        ("          path: build/apk\n", "", "action"),  # an action's required input left out
        ('"$GITHUB_REF_NAME" != "v$version"', "$GITHUB_REF_NAME != v$version", "shellcheck"),  # unquoted in a script
    ],
)
def test_actionlint_fails_a_broken_workflow(tmp_path: Path, replacing: str, broken: str, rule: str) -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert replacing in text
    workflow = tmp_path / ".github" / "workflows" / "build.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(text.replace(replacing, broken, 1), encoding="utf-8")
    checked = actionlint(workflow)
    assert checked.returncode == 1
    assert f"[{rule}]" in checked.stdout


def test_the_workflow_compiles_the_catalogues_before_it_builds() -> None:
    steps = WORKFLOW.read_text(encoding="utf-8")
    assert "pybabel compile --domain companion --directory companion/locale" in steps
    assert steps.index("pybabel compile") < steps.index("flet build apk")


def build_web(out: Path, manifest: Path) -> subprocess.CompletedProcess[str]:
    """`make build-web`'s script, with Flet's Python build manifest read from `manifest`."""
    environment = {**os.environ, "FLET_PYTHON_BUILD_MANIFEST": str(manifest)}
    script = [sys.executable, str(ROOT / "tools" / "build_web.py"), str(out)]
    return subprocess.run(script, cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300)


def test_build_web_without_the_python_build_manifest_says_what_it_needs(tmp_path: Path) -> None:
    built = build_web(tmp_path / "web", manifest=tmp_path / "nowhere.json")
    assert built.returncode == 2
    assert built.stdout == ""
    (line,) = built.stderr.splitlines()
    assert line.startswith("make build-web: it needs Flet's Python build manifest: network access to github.com")
    assert "FLET_PYTHON_BUILD_MANIFEST" in line
    assert not (tmp_path / "web").exists()


def test_build_web_without_the_compiled_catalogues_says_what_it_needs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_web", ROOT / "tools" / "build_web.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    catalogue = tmp_path / "companion" / "locale" / "fi" / "LC_MESSAGES" / "companion.po"
    catalogue.parent.mkdir(parents=True)
    catalogue.write_text("", encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    assert tool.missing() == (
        "it needs the compiled catalogues (`make catalogues`), and companion/locale/fi/LC_MESSAGES/companion.po is not"
    )


def test_build_web_publishes_the_app_and_nothing_else(tmp_path: Path) -> None:
    # A manifest of the form python-build publishes stands in for the one Flet fetches from github.com.
    manifest = tmp_path / "manifest.json"
    python = {"full_version": "3.12.12", "pyodide_version": "0.27.7", "android_abis": ["arm64-v8a"]}
    manifest.write_text(json.dumps({"default_python_version": "3.12", "pythons": {"3.12": python}}))
    site = tmp_path / "web"

    built = build_web(site, manifest)

    assert built.returncode == 0, built.stderr
    with tarfile.open(site / "app.tar.gz") as packed:
        names = {name.lstrip("/") for name in packed.getnames()} - {""}
        requirements = packed.extractfile("requirements.txt").read().decode().splitlines()  # type: ignore[union-attr]
    assert {"main.py", "pyproject.toml", "companion/ui/app.py", "companion/history/store.py"} <= names
    assert {"companion/locale/fi/LC_MESSAGES/companion.mo", "companion/locale/de/LC_MESSAGES/companion.mo"} <= names
    top = {name.split("/")[0] for name in names}
    assert top == {"main.py", "pyproject.toml", "requirements.txt", "companion"}
    assert not any("__pycache__" in name for name in names)
    assert {canonicalize_name(Requirement(line).name) for line in requirements} & SERVER_ONLY == set()
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "<title>Vikings Companion</title>" in index
    assert 'flet.routeUrlStrategy="hash";' in index  # a reload on a static host finds the app
    web_manifest = json.loads((site / "manifest.json").read_text(encoding="utf-8"))
    assert (web_manifest["name"], web_manifest["short_name"]) == ("Vikings Companion", "Vikings")
    flet_icon = Path(flet_web.__file__).parent / "web" / "icons" / "icon-192.png"
    assert (site / "icons" / "icon-192.png").read_bytes() != flet_icon.read_bytes()
