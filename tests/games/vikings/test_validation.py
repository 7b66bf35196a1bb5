"""Every rule of "Placement" and the game-wide counts, each reported with a stable code."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from companion.games.vikings import Player, Problem, Row, SpecialTile, removal_problems, validate_board
from companion.messages import problem_text
from tests.names import INVISIBLE

from .homelands import board, player


def problems(*players: Player, round: int = 6) -> list[tuple[str, dict[str, object]]]:
    return [(p.code, dict(p.params)) for p in validate_board(board(*players, round=round))]


def codes(*players: Player, round: int = 6) -> list[str]:
    return [code for code, _ in problems(*players, round=round)]


@pytest.mark.parametrize(
    "kwargs",
    [
        # An empty homeland.
        {},
        # Ships in slots 1-3, in any order of filling; a fourth once 1-3 are full.
        {"ships": "rgby"},
        # A single ship in slot 3.
        {"ships": "..r"},
        # Start pieces at the homeland, matching edges, islands side by side.
        {"noble": "smese", "scout": "S"},
        # A tile reached only from the row above (edges above and below are not matched).
        {"noble": "sme", "scout": "..s"},
        # A tile reached through a winding chain.
        {"warrior": "sme", "noble": "..e", "scout": "s.m"},
    ],
)
def test_legal_homelands(kwargs: dict[str, str]) -> None:
    assert problems(player(**kwargs)) == []


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        # Only a start piece can touch the homeland.
        (
            {"noble": "m"},
            [("homeland_edge", {"player": "Ada", "row": "noble", "column": 1, "piece": "middle"})],
        ),
        # Land must meet land: start then start leaves land against water.
        (
            {"scout": "ss"},
            [("edge_mismatch", {"player": "Ada", "row": "scout", "column": 2, "left_column": 1})],
        ),
        # Water must meet water: an end piece then a middle piece.
        (
            {"scout": "sem"},
            [("edge_mismatch", {"player": "Ada", "row": "scout", "column": 3, "left_column": 2})],
        ),
        # A tile floating away from everything.
        ({"fisherman": "..s"}, [("tile_unconnected", {"player": "Ada", "row": "fisherman", "column": 3})]),
        # Corners do not connect.
        (
            {"noble": "s", "scout": ".s"},
            [("tile_unconnected", {"player": "Ada", "row": "scout", "column": 2})],
        ),
        # Ships do not connect islands.
        (
            {"ships": "rr", "warrior": ".s"},
            [("tile_unconnected", {"player": "Ada", "row": "warrior", "column": 2})],
        ),
        # A gap between ships.
        ({"ships": "r.g"}, [("ships_apart", {"player": "Ada", "column": 2})]),
        # A ship beyond slot 3 before slots 1-3 are full.
        ({"ships": ".rgb"}, [("ships_beyond_three", {"player": "Ada", "column": 1})]),
        ({"ships": "....r"}, [("ships_beyond_three", {"player": "Ada", "column": 1})]),
    ],
)
def test_illegal_homelands(kwargs: dict[str, str], expected: list[tuple[str, dict[str, object]]]) -> None:
    assert problems(player(**kwargs)) == expected


def test_every_problem_is_reported_not_just_the_first() -> None:
    found = codes(player(ships="r.g", noble="m", scout="ss", fisherman="...s"))
    assert sorted(found) == ["edge_mismatch", "homeland_edge", "ships_apart", "tile_unconnected"]


def test_two_tiles_in_one_place_and_two_ships_in_one_slot() -> None:
    ada = player(noble="s")
    doubled = ada.model_copy(update={"tiles": ada.tiles * 2, "ships": player(ships="r").ships * 2})
    assert codes(doubled) == ["ship_slot_taken", "tile_taken"]


def test_duplicate_player_names() -> None:
    assert codes(player("Ada"), player("ada")) == ["duplicate_player"]


def test_game_wide_counts() -> None:
    ada = player("Ada", mainland={"noble": 7})
    bob = player("Bob", mainland={"noble": 7}, ships="rgby")
    assert problems(ada, bob) == [("too_many_vikings", {"viking": "noble", "count": 14, "limit": 13})]
    fleet = player("Cy", ships="rgbyrgby")
    assert "too_many_ships" in codes(fleet, player("Dan", ships="rgbyrgby"))


def test_island_tiles_of_the_whole_game() -> None:
    players = [player(name, noble="s" + "m" * 14 + "e") for name in ("Ada", "Bob", "Cy", "Dan")]
    assert ("too_many_tiles", {"count": 64, "limit": 62}) in problems(*players)


@pytest.mark.parametrize(
    ("round", "players", "viking_limit"),
    [
        # Each player takes 12 / players tiles, each with a viking, every round.
        (1, 2, 6),
        (2, 3, 8),
        (6, 4, 18),
    ],
)
def test_round_limits(round: int, players: int, viking_limit: int) -> None:
    others = [player(name) for name in ["Bob", "Cy", "Dan"][: players - 1]]
    spread = {"boatsman": min(viking_limit, 10), "fisherman": max(viking_limit - 10, 0)}
    assert codes(player("Ada", mainland=spread), *others, round=round) == []
    one_more = player("Ada", mainland=spread | {"scout": 1})
    assert problems(one_more, *others, round=round) == [
        (
            "too_many_vikings_for_round",
            {"player": "Ada", "count": viking_limit + 1, "limit": viking_limit, "round": round},
        )
    ]


def test_tile_limit_per_round_counts_the_start_tile() -> None:
    # Round 1 with 4 players: 3 tiles bought plus the start tile.
    names = ["Ada", "Bob", "Cy", "Dan"]
    fine = [player(name, noble="smme") for name in names]
    assert codes(*fine, round=1) == []
    crowded = [player("Ada", noble="smmme"), *fine[1:]]
    assert codes(*crowded, round=1) == ["too_many_tiles_for_round"]


def test_messages_name_player_row_and_column() -> None:
    (problem,) = validate_board(board(player("Ada", noble="m")))
    assert problem_text(problem) == "Ada: noble row, column 1 — only a start piece can touch the homeland"


def progress_problems(*players: Player, round: int = 6, rules: str = "progress") -> list[tuple[str, dict[str, object]]]:
    return [(p.code, dict(p.params)) for p in validate_board(board(*players, round=round, rules=rules))]


@pytest.mark.parametrize(
    ("players", "round", "expected"),
    [
        # Every kind of special tile, a laid special island and a waiting one.
        (
            [
                player("Ada", noble="s", special=["nobles", "boat", "special_island@noble:1", "special_island"]),
                player("Bob", special=["supply", "treasury", "goldsmiths_1", "goldsmiths_2"]),
                player("Cy", special=["scouts", "fishermen", "boatsman", "boatsman"]),
            ],
            3,
            [],
        ),
        # A special island lies on an island tile.
        (
            [player("Ada", noble="s", special=["special_island@noble:2"])],
            6,
            [("special_island_without_tile", {"player": "Ada", "row": "noble", "column": 2})],
        ),
        # Two special islands cannot share a tile.
        (
            [player("Ada", noble="se", special=["special_island@noble:2", "special_island@noble:2"])],
            6,
            [("special_island_taken", {"player": "Ada", "row": "noble", "column": 2})],
        ),
        # At most 4 special tiles are taken a round: 5 by the end of round 1 is too many.
        (
            [player("Ada", special=["nobles"] * 3), player("Bob", special=["scouts"] * 2)],
            1,
            [("too_many_special_tiles_for_round", {"count": 5, "limit": 4, "round": 1})],
        ),
        # The game holds 25 special tiles (and by round 6 at most 24 can have been taken).
        (
            [player("Ada", special=["nobles"] * 13), player("Bob", special=["scouts"] * 13)],
            6,
            [
                ("too_many_special_tiles", {"count": 26, "limit": 25}),
                ("too_many_special_tiles_for_round", {"count": 26, "limit": 24, "round": 6}),
            ],
        ),
    ],
)
def test_special_tiles(players: list[Player], round: int, expected: list[tuple[str, dict[str, object]]]) -> None:
    assert progress_problems(*players, round=round) == expected


def test_special_tiles_belong_to_the_progress_rules() -> None:
    # Every problem at once: the rules, and the island without its tile.
    ada = player("Ada", special=["nobles", "special_island@scout:1"])
    assert progress_problems(ada, rules="base") == [
        ("special_tiles_under_base_rules", {"player": "Ada"}),
        ("special_island_without_tile", {"player": "Ada", "row": "scout", "column": 1}),
    ]


def test_removing_the_tile_under_a_special_island_is_a_problem() -> None:
    ada = player("Ada", noble="se", special=["special_island@noble:2"])
    assert [p.code for p in removal_problems(ada, Row.noble, 2)] == ["special_island_without_tile"]
    assert removal_problems(ada, Row.noble, 1) == [
        Problem("tile_unconnected", {"player": "Ada", "row": "noble", "column": 2})
    ]


def test_ships_far_apart_are_reported_without_walking_the_gap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A slot of 10**18 (past the models, as the engine may be called) costs no more than a slot of 5."""
    from companion.games.vikings import Ship, player_problems, validation

    def short_range(*bounds: int) -> range:
        numbers = range(*bounds)
        assert len(numbers) <= 100, "a walk over the gap between two ships"
        return numbers

    monkeypatch.setattr(validation, "range", short_range, raising=False)
    ships = (Ship.model_validate({"slot": 1, "sail": "red"}), Ship.model_construct(slot=10**18, sail="blue"))
    far = player().model_copy(update={"ships": ships})
    assert [(p.code, p.params["column"]) for p in player_problems(far)] == [
        ("ships_apart", 2),
        ("ships_beyond_three", 2),
    ]


@pytest.mark.parametrize(
    ("start_player", "expected"),
    [
        # Seats count from 0: on a two-player board 0 and 1 start.
        (1, []),
        (2, [("start_player_unknown", {"count": 2, "limit": 1})]),
    ],
)
def test_start_player_names_a_seat(start_player: int, expected: list[tuple[str, dict[str, object]]]) -> None:
    found = validate_board(board(player("Ada"), player("Bob"), start_player=start_player))
    assert [(p.code, dict(p.params)) for p in found] == expected


@pytest.mark.parametrize(
    "special",
    [
        # Only a special island has a place on the homeland.
        {"tile": "nobles", "row": "noble", "column": 1},
        # A laid special island needs both its row and its column.
        {"tile": "special_island", "row": "noble"},
        # The gold tile is used up when taken: it never lies on a board.
        {"tile": "gold"},
    ],
)
def test_special_tile_shapes_are_refused(special: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        SpecialTile.model_validate(special)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        # A ship beyond any ship row.
        ("ship slot", 101),
        # A ship a billion slots out.
        ("ship slot", 10**9),
        # A tile beyond any homeland.
        ("tile column", 101),
        # More points than any game gives, and too long to print.
        ("points", 10**30),
        # A reward beyond reason.
        ("ship reward", 10_000),
    ],
)
def test_columns_slots_and_counts_are_capped(field: str, value: int) -> None:
    from pydantic import ValidationError

    from companion.games.vikings import Ship, Tile

    build = {
        "ship slot": lambda: Ship.model_validate({"slot": value, "sail": "red"}),
        "tile column": lambda: Tile.model_validate({"row": "noble", "column": value, "piece": "start"}),
        "points": lambda: Player(name="Ada", points=value, gold=0),
        "ship reward": lambda: Ship.model_validate({"slot": 1, "sail": "red", "reward": value}),
    }[field]
    with pytest.raises(ValidationError, match="less than or equal"):
        build()


@pytest.mark.parametrize(
    "name",
    [
        "Ada\x1b[2J",  # an escape sequence that clears the screen
        "\x1b]0;title\x07",  # one that sets the terminal's title
        "Ada\x00",  # NUL
        "Ada\x9b2J",  # a C1 control
        "Ada\rEve",  # CR
        "Ada\n2. Mallory — 999 points (winner)",  # LF: a forged result line
        "Ada\b\b\bEve",  # backspaces
        "Ada\x7f",  # DEL
        "\u202eadA",  # a bidirectional override
        "Ada\u2028Eve",  # a line separator
    ],
)
def test_a_name_with_control_characters_is_refused(name: str) -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as refused:
        Player(name=name, points=0, gold=0)
    assert refused.value.errors()[0]["type"] == "control_character"


@pytest.mark.parametrize("name", ["Åsa", "Bjørn", "李雷", "Zoë 🎲", "Mary-Ann O'Neil"])
def test_names_of_every_script_pass(name: str) -> None:
    assert Player(name=name, points=0, gold=0).name == name


@pytest.mark.parametrize("name", INVISIBLE.values(), ids=INVISIBLE.keys())
def test_a_name_that_shows_nothing_is_refused_with_its_reason(name: str) -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError) as refused:
        Player(name=name, points=0, gold=0)
    assert refused.value.errors()[0]["type"] == "invisible_name"


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("Jose\u0301", "Jos\u00e9"),  # decomposed: kept composed
        ("  Ada  ", "Ada"),  # spaces around: trimmed
        ("\ufeffAda\u200b", "Ada"),  # a byte-order mark and a zero-width space around: trimmed
        ("Zoë 🎲", "Zoë 🎲"),  # as it is
    ],
)
def test_a_name_is_kept_composed_and_trimmed(given: str, kept: str) -> None:
    assert Player(name=given, points=0, gold=0).name == kept
