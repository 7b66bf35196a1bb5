"""No module of the companion or its benchmarks imports itself through others: each circle of imports is found
with grimp's import graph, imports read only by type checkers (`if TYPE_CHECKING:`) and those inside functions
included, since either ties the two modules as much as any other."""

from __future__ import annotations

from pathlib import Path

import grimp
import pytest


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
    found = sorted(sorted(circle) for circle in circles(graph))
    assert not found, f"modules that import each other, directly or through the others: {found}"


def test_an_import_read_only_by_type_checkers_closes_a_circle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "circled"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "table.py").write_text("from . import sheets\n")
    sheets = "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from . import table\n"
    (package / "sheets.py").write_text(sheets)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert circles(build("circled")) == {frozenset({"circled.table", "circled.sheets"})}
