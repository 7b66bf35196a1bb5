"""Building the phone and web apps: what they install, the CI workflow, and `make build-web`."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

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


def test_the_pages_workflow_publishes_what_make_build_web_builds() -> None:
    pages = ROOT / ".github" / "workflows" / "pages.yml"
    checked = actionlint(pages)
    assert (checked.returncode, checked.stdout) == (0, "")
    steps = pages.read_text(encoding="utf-8")
    assert "run: make build-web" in steps
    assert "path: build/web" in steps


@pytest.mark.parametrize(
    ("python", "refused"),
    [
        ("3.14.2", False),  # flet-web 1.0's Pyodide
        ("3.11.0", False),  # the Python the app and its server are tested on
        ("3.10.12", True),  # older than the app runs on
    ],
)
def test_build_web_builds_only_for_a_python_the_app_runs_on(tmp_path: Path, python: str, refused: bool) -> None:
    from tools import build_web

    lock = tmp_path / "pyodide-lock.json"
    lock.write_text(json.dumps({"info": {"python": python, "abi_version": "2026_0", "arch": "wasm32"}}))
    if refused:
        with pytest.raises(RuntimeError, match=f"Pyodide runs Python {python}, and the app needs Python >=3.11"):
            build_web.supported(build_web.Pyodide(lock))
    else:
        build_web.supported(build_web.Pyodide(lock))
