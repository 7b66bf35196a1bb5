"""A game is one package: it imports no other game, and the shell reaches a game only through the registry
(`companion.games`). Every module's imports are read from its source, those inside functions included."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
PACKAGE = ROOT / "companion"
GAMES = frozenset(path.parent.name for path in (PACKAGE / "games").glob("*/__init__.py"))
REGISTRY = "companion.games"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str, is_package: bool) -> set[str]:
    """Every module a source imports, by its absolute name; `from x import y` also gives `x.y`, which may be a
    module (`from companion.games import vikings`)."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            origin = ".".join([*base, *([node.module] if node.module else [])])
            found.add(origin)
            found.update(f"{origin}.{alias.name}" for alias in node.names)
    return found


def game_of(module: str, games: frozenset[str] = GAMES) -> str | None:
    """The game a module belongs to (`companion.games.vikings.play.game` → vikings), None for any other."""
    parts = module.split(".")
    if parts[:2] == ["companion", "games"] and len(parts) > 2 and parts[2] in games:
        return parts[2]
    return None


def trespasses(source: str, module: str, is_package: bool = False, games: frozenset[str] = GAMES) -> list[str]:
    """The games' modules a module imports that it should not: another game's, or any game's for a module
    of the shell (the registry excepted: it is where the games are named)."""
    if module == REGISTRY:
        return []
    own = game_of(module, games)
    return sorted(name for name in imported(source, module, is_package) if game_of(name, games) not in (None, own))


def modules() -> dict[str, tuple[str, bool]]:
    return {
        module_name(path): (path.read_text(encoding="utf-8"), path.name == "__init__.py")
        for path in sorted(PACKAGE.rglob("*.py"))
    }


@pytest.mark.parametrize(
    ("module", "source", "expected"),
    [
        # A game reads itself and what all games share.
        ("companion.games.africa.scoring", "from ..base import Line\nfrom .models import Sheet", []),
        # A game reading another game's rules.
        (
            "companion.games.africa.scoring",
            "from ..vikings.engine import ranks",
            ["companion.games.vikings.engine", "companion.games.vikings.engine.ranks"],
        ),
        # The same, absolute and inside a function.
        (
            "companion.games.pirates.fleet",
            "def f():\n    import companion.games.powers.models",
            ["companion.games.powers.models"],
        ),
        # The shell asking the registry.
        ("companion.cli", "from .games import GAMES, game_for_format\nfrom .games.base import Problem", []),
        # The shell reaching past the registry into a game, by its package or by a module of it.
        ("companion.cli", "from .games import vikings", ["companion.games.vikings"]),
        # A shared module of the games (base, the sheets' helpers) is the shell's too.
        (
            "companion.games.base",
            "from .vikings import Board",
            ["companion.games.vikings", "companion.games.vikings.Board"],
        ),
        (
            "companion.history.stats",
            "from companion.games.vikings.sources import SOURCES",
            ["companion.games.vikings.sources", "companion.games.vikings.sources.SOURCES"],
        ),
        # The registry names every game.
        ("companion.games", "from . import africa, vikings", []),
    ],
)
def test_a_trespass_is_found(module: str, source: str, expected: list[str]) -> None:
    assert trespasses(source, module, games=frozenset({"vikings", "africa", "powers", "pirates"})) == expected


def test_a_game_imports_no_other_game_and_the_shell_only_the_registry() -> None:
    found = {
        module: names
        for module, (source, package) in modules().items()
        if (names := trespasses(source, module, package))
    }
    assert found == {}
