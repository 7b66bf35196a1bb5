"""`tools.dataclass_code`: a dataclass whose methods' code was recorded is the class compiling them gives, built
from that code and not compiled again; one not recorded is compiled as before."""

from __future__ import annotations

import dataclasses
import importlib
import marshal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tools import dataclass_code

SHAPES = """
from __future__ import annotations

from dataclasses import InitVar, dataclass, field


@dataclass(frozen=True, order=True)
class Ship:
    sails: int
    name: str = "Drakkar"
    crew: list[str] = field(default_factory=list, compare=False)


@dataclass(kw_only=True, slots=True)
class Island:
    tiles: int
    vikings: dict[str, int] = field(default_factory=dict)
    scouted: bool = field(default=False, init=False, repr=False)
    seen: InitVar[bool] = False

    def __post_init__(self, seen: bool) -> None:
        self.scouted = seen
"""
"""Dataclasses of most kinds: frozen and ordered, keyword-only with slots, a factory, a field out of `__init__`,
an init-only variable."""


@pytest.fixture
def shapes(tmp_path: Path) -> Iterator[Path]:
    """A module `shapes` of dataclasses on the path, imported afresh by each `fresh`; dataclasses as they were
    after the test."""
    (tmp_path / "shapes.py").write_text(SHAPES, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))
    sys.modules.pop("shapes", None)
    vars(dataclasses).pop("exec", None)
    dataclass_code.TAKEN.clear()
    dataclass_code.MISSED.clear()


def fresh() -> object:
    sys.modules.pop("shapes", None)
    return importlib.import_module("shapes")


def recorded(*names: str) -> dict[bytes, bytes]:
    """What `record` keeps of the modules `names`, imported afresh."""
    for name in names:
        sys.modules.pop(name, None)
    return dataclass_code.record(names)


def behaviour(shapes: object) -> list[object]:
    """What the classes of `shapes` do: built, compared, ordered, shown, refused."""
    ship, island = shapes.Ship, shapes.Island  # type: ignore[attr-defined]
    drakkar = ship(2, crew=["Olaf"])
    fields = [(f.name, f.init, f.repr, f.compare) for cls in (ship, island) for f in dataclasses.fields(cls)]
    shown = repr(island(tiles=3, seen=True)), island(tiles=3, seen=True).scouted, island(tiles=1).vikings
    try:
        drakkar.sails = 3  # type: ignore[misc]
        refused = ""
    except dataclasses.FrozenInstanceError as error:
        refused = str(error)
    try:
        island(3)
    except TypeError as error:
        refused += f" / {error}"
    ordered = [repr(each) for each in sorted([ship(3), ship(1, "Knarr"), drakkar])]
    return [repr(drakkar), drakkar == ship(2), hash(drakkar) == hash(ship(2)), ordered, fields, shown, refused]


def test_a_class_built_from_recorded_code_is_the_class_compiled_afresh(shapes: Path) -> None:
    compiled = behaviour(fresh())
    codes = recorded("shapes")
    assert codes
    assert "exec" not in vars(dataclasses)  # recording leaves dataclasses as it was
    dataclass_code.write(codes, shapes / dataclass_code.FILE)
    dataclass_code.install(shapes / dataclass_code.FILE)
    assert behaviour(fresh()) == compiled
    assert sorted(dataclass_code.TAKEN) == sorted(codes) and dataclass_code.MISSED == []


def texts(shapes: Path) -> list[str]:
    """The texts of the methods of `shapes`' classes, as dataclasses writes them."""
    dataclass_code.write({}, shapes / dataclass_code.FILE)
    dataclass_code.install(shapes / dataclass_code.FILE)
    fresh()
    written = list(dataclass_code.MISSED)
    vars(dataclasses).pop("exec")
    dataclass_code.MISSED.clear()
    return written


def test_the_recorded_code_is_what_builds_the_class(shapes: Path) -> None:
    """Each text's code comes from the file: a file that gives the text of the ship's `__repr__` the code of
    another text builds a ship shown otherwise."""
    codes = recorded("shapes")
    (shown,) = [text for text in texts(shapes) if "__repr__" in text and "(sails=" in text]
    other = dataclass_code.compiled(shown.replace("(sails=", "(sails from the file="))
    codes[dataclass_code.digest(shown)] = marshal.dumps(other)
    dataclass_code.write(codes, shapes / dataclass_code.FILE)
    dataclass_code.install(shapes / dataclass_code.FILE)
    assert repr(fresh().Ship(2)).startswith("Ship(sails from the file=2")  # type: ignore[attr-defined]


def test_a_class_not_recorded_is_compiled_as_before(shapes: Path) -> None:
    compiled = behaviour(fresh())
    dataclass_code.write({}, shapes / dataclass_code.FILE)
    dataclass_code.install(shapes / dataclass_code.FILE)
    assert behaviour(fresh()) == compiled
    assert dataclass_code.TAKEN == []
    missed = {dataclass_code.digest(text) for text in dataclass_code.MISSED}
    assert missed == set(recorded("shapes"))


def test_without_its_file_nothing_changes(shapes: Path) -> None:
    dataclass_code.install(shapes / dataclass_code.FILE)
    assert "exec" not in vars(dataclasses)


def test_a_module_that_cannot_be_imported_here_is_left_out(shapes: Path) -> None:
    (shapes / "elsewhere.py").write_text("import js\n", encoding="utf-8")  # the browser's own module
    assert recorded("elsewhere", "shapes") == recorded("shapes")
    assert "elsewhere" not in sys.modules
