"""Each special tile of the progress rules on its own, and the rulings on them ("Progress rules")."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.games.vikings import Player, Purse, Scoring, score_board, validate_board
from companion.games.vikings.boardfile import load_board
from companion.games.vikings.scoring import Standing, final_scoring
from companion.games.vikings.words import award_text

from .homelands import board, homeland, player

DATA = Path(__file__).parents[2] / "data"


def scored(ada: Player, round: int, rival: Player | None = None) -> tuple[int, int]:
    """Ada's points and gold after the scoring that ends `round`, on a progress board."""
    result = score_board(board(ada, rival or player("Rival"), round=round, rules="progress"))
    return result.players[0].points, result.players[0].gold


# Two goldsmiths safe, a third under the yellow ship of column 3: 6 gold at any scoring without a tile.
GOLDSMITHS = {"ships": "..y", "goldsmith": "SME"}


@pytest.mark.parametrize(
    ("kwargs", "round", "expected"),
    [
        # Goldsmiths +1 at the small scoring: +1 gold per unthreatened island goldsmith.
        ({**GOLDSMITHS, "special": ["goldsmiths_1"]}, 1, (10, 6 + 2)),
        # Goldsmiths +2 at the great scoring: +2 gold each.
        ({**GOLDSMITHS, "special": ["goldsmiths_2"]}, 2, (10, 6 + 4)),
        # Ruling: two tiles of one kind both count.
        ({**GOLDSMITHS, "special": ["goldsmiths_1", "goldsmiths_1"]}, 3, (10, 6 + 2 + 2)),
        ({**GOLDSMITHS, "special": ["goldsmiths_1", "goldsmiths_2"]}, 4, (10, 6 + 2 + 4)),
        # Nobles: +1 point per unthreatened island noble at the great scoring; the red ship's noble gets nothing.
        ({"ships": "..r", "noble": "SME", "special": ["nobles"]}, 2, (10 + 4 + 2, 0)),
        # ... and nothing at the small scoring.
        ({"ships": "..r", "noble": "SME", "special": ["nobles"]}, 1, (10, 0)),
        # Two nobles tiles count two.
        ({"ships": "..r", "noble": "SME", "special": ["nobles", "nobles"]}, 4, (10 + 4 + 2 + 2, 0)),
        # Scouts: +1 point per unthreatened island scout, on top of the scout's own point.
        ({"ships": "..g", "scout": "SME", "special": ["scouts"]}, 2, (10 + 2 + 2, 0)),
        # Fishermen: +1 point per unthreatened island fisherman (who otherwise scores nothing now).
        ({"ships": "..b", "fisherman": "SME", "special": ["fishermen"]}, 2, (10 + 2, 0)),
        # Ruling: a fisherman on a special island still counts for the fishermen tile.
        ({"fisherman": "SE", "special": ["fishermen", "special_island@fisherman:1"]}, 4, (10 + 2, 0)),
        # Tiles of the final scoring and the boat tile do nothing at a great scoring.
        ({"noble": "S", "special": ["boatsman", "supply", "treasury", "boat", "special_island"]}, 2, (12, 0)),
    ],
)
def test_tiles_at_the_small_and_great_scorings(
    kwargs: dict[str, object], round: int, expected: tuple[int, int]
) -> None:
    assert scored(player("Ada", **kwargs), round) == expected  # type: ignore[arg-type]


def test_each_tile_is_its_own_line() -> None:
    ada = player("Ada", gold=0, ships="..r", noble="SME", special=["nobles", "nobles", "goldsmiths_2"])
    breakdown = score_board(board(ada, round=2, rules="progress")).players[0].breakdown
    tiles = [(a.rule, a.points, a.gold, award_text(a)) for a in breakdown if a.rule.endswith("_tile")]
    assert tiles == [
        ("goldsmiths_tile", 0, 0, "Goldsmiths +2 tile: 2 gold for each unthreatened goldsmith (0)"),
        ("nobles_tile", 2, 0, "Nobles tile: 1 point for each unthreatened noble (2)"),
        ("nobles_tile", 2, 0, "Nobles tile: 1 point for each unthreatened noble (2)"),
    ]


@pytest.mark.parametrize(
    ("ada", "rival", "expected"),
    [
        # Treasury: 1 point per 3 gold, not 5; the rest stays.
        (player("Ada", gold=14, special=["treasury"]), player("Rival"), (10 + 4, 2)),
        (player("Ada", gold=14), player("Rival"), (10 + 2, 4)),
        # Ruling: a second treasury tile changes nothing more.
        (player("Ada", gold=14, special=["treasury", "treasury"]), player("Rival"), (10 + 4, 2)),
        # Boatsman tile: one boatsman for the majority, so a player with none but the tile qualifies.
        (player("Ada", special=["boatsman"]), player("Rival"), (10 + 10, 0)),
        # ... and ties a rival with one boatsman (shared in full).
        (player("Ada", special=["boatsman"]), player("Rival", mainland={"boatsman": 1}), (10 + 10, 0)),
        # ... but not a rival with two; ruling: two boatsman tiles count two.
        (player("Ada", special=["boatsman"]), player("Rival", mainland={"boatsman": 2}), (10, 0)),
        (player("Ada", special=["boatsman", "boatsman"]), player("Rival", mainland={"boatsman": 2}), (10 + 10, 0)),
        # Supply: 3 points per viking more that could be fed (1 fisherman feeds 5 of 3 vikings), not 2.
        (player("Ada", fisherman="S", mainland={"noble": 2}, special=["supply"]), player("Rival"), (10 + 6, 0)),
        (player("Ada", fisherman="S", mainland={"noble": 2}), player("Rival"), (10 + 4, 0)),
        # Ruling: a second supply tile changes nothing more.
        (
            player("Ada", fisherman="S", mainland={"noble": 2}, special=["supply", "supply"]),
            player("Rival"),
            (10 + 6, 0),
        ),
        # The unfed still cost 1 point each with the supply tile (8 vikings, 5 fed).
        (player("Ada", fisherman="S", mainland={"noble": 7}, special=["supply"]), player("Rival"), (10 - 3, 0)),
    ],
)
def test_tiles_at_the_final_scoring(ada: Player, rival: Player, expected: tuple[int, int]) -> None:
    assert scored(ada, 6, rival) == expected


PLENTY = Purse(20, 0)


def island(purse: Purse = PLENTY, **kwargs: object) -> tuple[list[tuple[str, int]], Purse]:
    """The special island lines of a final scoring, and the purse after it; no majorities are in play."""
    nobody = Standing(0, 0, 0)
    after, awards = final_scoring(purse, homeland(**kwargs), nobody, nobody)  # type: ignore[arg-type]
    return [(a.rule, a.points) for a in awards if a.rule.startswith("special_island")], after


FULL = {"noble": "SME", "scout": "SME", "goldsmith": "SME"}


@pytest.mark.parametrize(
    ("kwargs", "lines"),
    [
        # 1 point per viking on the island and on the 8 tiles around it: 9 at most.
        ({**FULL, "special": ["special_island@scout:2"]}, [("special_island", 9)]),
        # Empty tiles and missing tiles around it count nothing.
        ({"noble": "SmE", "scout": "sME", "special": ["special_island@scout:2"]}, [("special_island", 4)]),
        # Beside the homeland only the columns that exist count; the ship row above holds no vikings.
        ({"warrior": "SE", "noble": "SE", "special": ["special_island@warrior:1"]}, [("special_island", 4)]),
        # A threatened special island scores nothing (the green ship reaches the scouts).
        ({**FULL, "ships": ".g", "special": ["special_island@scout:2"]}, [("special_island_threatened", 0)]),
        # ... unless the warrior below the ship repels it.
        (
            {**FULL, "ships": ".g", "warrior": "sE", "special": ["special_island@scout:2"]},
            [("special_island", 9)],
        ),
        # The tiles around it may be threatened: they still count.
        ({**FULL, "ships": "g.g", "special": ["special_island@scout:2"]}, [("special_island", 9)]),
        # A ship that does not reach the island's row does not threaten it.
        ({**FULL, "ships": ".r", "special": ["special_island@scout:2"]}, [("special_island", 9)]),
        # Waiting beside the homeland, it scores nothing; two islands both score.
        (
            {**FULL, "special": ["special_island", "special_island@noble:1", "special_island@goldsmith:3"]},
            [("special_island", 4), ("special_island", 4), ("special_island_waiting", 0)],
        ),
    ],
)
def test_special_island(kwargs: dict[str, object], lines: list[tuple[str, int]]) -> None:
    assert island(**kwargs)[0] == lines


def supply_line(**kwargs: object) -> tuple[int, dict[str, int | str]]:
    nobody = Standing(0, 0, 0)
    _, awards = final_scoring(Purse(20, 0), homeland(**kwargs), nobody, nobody)  # type: ignore[arg-type]
    supply = awards[-1]
    return supply.points, dict(supply.detail)


@pytest.mark.parametrize(
    ("kwargs", "points", "fishermen", "vikings"),
    [
        # A noble on a special island is not a mouth: 1 fisherman feeds 5 of 5 (6 vikings, 1 left out).
        ({"fisherman": "S", "noble": "S", "mainland": {"noble": 4}, "special": ["special_island@noble:1"]}, 0, 1, 5),
        ({"fisherman": "S", "noble": "S", "mainland": {"noble": 4}}, -1, 1, 6),
        # A fisherman on a special island feeds nobody, not even himself: 1 fisherman feeds 5 of 9.
        ({"fisherman": "SE", "mainland": {"noble": 8}, "special": ["special_island@fisherman:1"]}, -4, 1, 9),
        ({"fisherman": "SE", "mainland": {"noble": 8}}, 0, 2, 10),
        # An empty special island leaves nobody out.
        ({"fisherman": "sE", "mainland": {"noble": 4}, "special": ["special_island@fisherman:1"]}, 0, 1, 5),
    ],
)
def test_vikings_on_special_islands_are_left_out_of_the_supply(
    kwargs: dict[str, object], points: int, fishermen: int, vikings: int
) -> None:
    found, detail = supply_line(**kwargs)
    assert (found, detail["fishermen"], detail["vikings"]) == (points, fishermen, vikings)


def test_special_island_scores_after_the_longest_island_and_before_the_supply() -> None:
    # From 0 points: the island's 3 points come first, then 5 unfed vikings take them all (and 2 go unpaid).
    lines, after = island(Purse(0, 0), noble="SE", scout="S", mainland={"noble": 2}, special=["special_island@noble:1"])
    assert lines == [("special_island", 3)]
    assert after.points == 0
    nobody = Standing(0, 0, 0)
    land = homeland(noble="SE", scout="S", mainland={"noble": 2}, special=["special_island@noble:1"])
    rules = [a.rule for a in final_scoring(Purse(0, 0), land, nobody, nobody)[1]]
    assert rules.index("longest_island") < rules.index("special_island") < rules.index("supply")


def test_progress_final_board() -> None:
    # Sigrid's warrior goes under the green ship: it repels it (5 gold) and makes her special island safe.
    result = score_board(load_board(DATA / "progress_final.json"))
    sigrid, ulf = result.players
    assert validate_board(load_board(DATA / "progress_final.json")) == []
    assert [(a.rule, a.column, a.points, a.gold) for a in sigrid.breakdown if a.scoring is Scoring.great][-3:] == [
        ("goldsmiths_tile", None, 0, 4),  # 2 goldsmiths, +2 gold each
        ("nobles_tile", None, 3, 0),  # 3 nobles
        ("fishermen_tile", None, 2, 0),  # 2 fishermen
    ]
    assert [(a.rule, a.column, a.points, a.gold) for a in sigrid.breakdown if a.scoring is Scoring.final] == [
        ("treasury", None, 9, -27),  # 28 gold, 1 point per 3: 1 gold left
        ("boatsmen_majority", None, 10, 0),  # no boatsman left, but the boatsman tile
        ("most_islands", None, 7, 0),  # 5 finished islands
        ("longest_island", None, 0, 0),  # 3 tiles, Ulf has 4
        ("special_island", 2, 7, 0),  # 3 nobles, 2 scouts, 2 goldsmiths on and around it
        ("supply", None, 0, 0),  # 2 fishermen feed 10; 11 vikings, the scout on the island left out
    ]
    assert sigrid.transport.boat_moves == 0  # one warrior to move: the boat tile would change nothing
    assert (sigrid.points, sigrid.gold, sigrid.rank) == (73, 1, 1)
    assert (ulf.points, ulf.gold, ulf.rank) == (37, 0, 2)
