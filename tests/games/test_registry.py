"""The registry: every game's package gives the shell a whole, consistent record."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest

from companion.games import GAMES, Game, game_for_format
from companion.messages import EN

PACKAGE = Path(__file__).parents[2] / "companion" / "games"


def test_every_game_package_is_registered_under_its_folders_name() -> None:
    assert sorted(GAMES) == sorted(path.parent.name for path in PACKAGE.glob("*/__init__.py"))
    assert [game.id for game in GAMES.values()] == list(GAMES)


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_a_game_names_itself_its_format_and_its_players(game: Game) -> None:
    assert game_for_format(game.format) is game
    assert game.sheet.model_json_schema()["type"] == "object"
    # Its name is a message of its own, in the shell's catalogue; every game has two players at least.
    assert game.name in game.messages and game.name in EN
    assert game.messages.items() <= EN.items()
    assert 2 <= game.players.start < game.players.stop


def test_the_formats_of_the_games_differ_and_an_unknown_one_is_none() -> None:
    assert len({game.format for game in GAMES.values()}) == len(GAMES)
    assert game_for_format("chess-board/1") is None
    assert game_for_format("") is None


def test_vikings_is_registered_with_its_checked_bgg_id() -> None:
    vikings = GAMES["vikings"]
    assert (vikings.format, vikings.name, vikings.players, vikings.bgg_id) == (
        "vikings-board/1",
        "game.vikings",
        range(2, 5),
        27173,
    )


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_the_names_a_package_states_are_those_of_its_rules(game: Game) -> None:
    # A package names its format, players and rule sets without importing its rules: they must say the same.
    rules = importlib.import_module(f"{game.package}.rules")
    validation = importlib.import_module(f"{game.package}.validation")
    assert (rules.Sheet, rules.validate, rules.score) == (game.sheet, game.validate, game.score)
    assert game.sheet.model_fields["format"].default == game.format
    assert getattr(validation, "PLAYERS", game.players) == game.players  # Vikings' players are its package's
    if game.rule_sets:
        assert get_args(game.sheet.model_fields["rules"].annotation) == game.rule_sets


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_a_rule_named_as_a_module_of_its_game_keeps_the_name(game: Game) -> None:
    # Importing a game's module binds it in the package by its name: a rule of that name (Pirates' `treasure`)
    # must be bound by the package itself, or it would read as the module once the module is imported first.
    package = importlib.import_module(game.package)
    rules = vars(importlib.import_module(f"{game.package}.rules"))
    for module in pkgutil.iter_modules(package.__path__):
        if module.name in rules:
            importlib.import_module(f"{game.package}.{module.name}")
            assert getattr(package, module.name) is rules[module.name]


def test_a_package_loads_its_rules_when_one_is_first_asked_for() -> None:
    # In a fresh interpreter: the registry reads Africa's names only; its `score` brings its rules, kept in the
    # package from then on; a name neither the package nor its rules have is refused as any module refuses one.
    script = """
import sys
from companion.games import GAMES, africa
assert "companion.games.africa.rules" not in sys.modules and "score" not in vars(africa)
assert GAMES["africa"].score is africa.score is sys.modules["companion.games.africa.scoring"].score
assert "score" in vars(africa) and "companion.games.africa.models" in sys.modules
try:
    africa.chess
except AttributeError as refused:
    print(refused)
"""
    ran = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert ran.stdout.strip() == "module 'companion.games.africa' has no attribute 'chess'"


def test_a_games_missing_part_is_looked_for_once(monkeypatch: pytest.MonkeyPatch) -> None:
    looked_for: list[str] = []
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: looked_for.append(name) or find_spec(name))
    # History asks each game for its own `history` as it reads every game: a part no game has is looked for once.
    assert [GAMES["africa"].part("almanac") for _ in range(3)] == [None] * 3
    assert looked_for == ["companion.games.africa.almanac"]
