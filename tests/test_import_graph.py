"""No module of the companion or its benchmarks imports itself through others: each circle of imports is found
with grimp's import graph, imports read only by type checkers (`if TYPE_CHECKING:`) and those inside functions
included, since either ties the two modules as much as any other."""

from __future__ import annotations

from pathlib import Path

import grimp
import pytest

KNOWN: dict[frozenset[str], str] = {}
"""Circles that still stand, each with why: the way left to go, not a licence. A circle not named here fails; a
circle named here that is gone fails as well, so that it leaves this list."""


def build(*packages: str) -> grimp.ImportGraph:
    return grimp.build_graph(*packages, exclude_type_checking_imports=False, cache_dir=None)


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return build("companion", "benchmarks")


def circles(graph: grimp.ImportGraph) -> set[frozenset[str]]:
    """Every circle of imports, as the modules that import each other, directly or through the others."""
    found = set()
    for module in graph.modules:
        around = graph.find_upstream_modules(module) & graph.find_downstream_modules(module)
        if around:
            found.add(frozenset({module, *around}))
    return found


def test_no_modules_import_each_other_in_a_circle(graph: grimp.ImportGraph) -> None:
    new = sorted(sorted(circle) for circle in circles(graph) - KNOWN.keys())
    assert not new, f"modules that import each other, directly or through the others: {new}"


@pytest.mark.parametrize("circle", sorted(KNOWN, key=sorted), ids=lambda circle: " ~ ".join(sorted(circle)))
def test_a_circle_still_allowed_still_stands(graph: grimp.ImportGraph, circle: frozenset[str]) -> None:
    assert circle in circles(graph), f"{sorted(circle)} no longer import each other: remove them from KNOWN"


def test_an_import_read_only_by_type_checkers_closes_a_circle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "circled"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "table.py").write_text("from . import sheets\n")
    sheets = "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from . import table\n"
    (package / "sheets.py").write_text(sheets)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert circles(build("circled")) == {frozenset({"circled.table", "circled.sheets"})}
