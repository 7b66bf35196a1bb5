"""The registry: every game's package gives the shell a whole, consistent record."""

from __future__ import annotations

from pathlib import Path

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
