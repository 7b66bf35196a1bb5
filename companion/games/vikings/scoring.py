"""The small, great and final scorings of one player ("Rounds and scorings").

The small and great scorings add up column by column: a ship, the warrior under it and the vikings below
share a column, and nothing else reaches across columns. The final scoring settles the ships, the gold,
the three majorities and the supply, in the rulebook's order. Special tiles (progress rules) add their own
lines, from `special`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .awards import Award, Purse, Scoring, line
from .holdings import Holdings
from .homeland import FISHERMAN, GOLDSMITH, NOBLE, SCOUT, THREAT_DEPTH, WARRIOR, ColumnState, Homeland
from .models import RewardKind, Row, Viking
from .special import IslandScore, island_scores, left_out, tile_awards

NOBLE_POINTS = 2
GOLDSMITH_GOLD = 3
GOLD_PER_POINT = 5
BOATSMEN_BONUS = 10
MOST_ISLANDS_BONUS = 7
LONGEST_ISLAND_BONUS = 5
FED_PER_FISHERMAN = 5
SURPLUS_POINTS = 2
HUNGER_POINTS = 1
TREASURY_TILE_RATE = 3
SUPPLY_TILE_POINTS = 3


_GREAT, _SMALL, _FINAL = Scoring.great, Scoring.small, Scoring.final
_WARRIOR_ROW, _NOBLE_ROW, _SCOUT_ROW, _GOLDSMITH_ROW = Row.warrior, Row.noble, Row.scout, Row.goldsmith
_POINTS = RewardKind.points
_THREATENED = {row: f"{row.value}_threatened" for row in Row}
"""The rule of a threatened viking, by row: it scores nothing, and its line names the ship."""
_TREASURY_DETAIL = (("rate", GOLD_PER_POINT),)


def _threatened(scoring: Scoring, row: Row, column: int, sail: str) -> Award:
    return line(scoring, _THREATENED[row], 0, 0, row, column, (("sail", sail),))


def _goldsmith(scoring: Scoring, column: int, depth: int, sail: str) -> Award:
    """A goldsmith on an island: 3 gold unless threatened."""
    if depth > GOLDSMITH:
        return _threatened(scoring, _GOLDSMITH_ROW, column, sail)
    return line(scoring, "goldsmith", 0, GOLDSMITH_GOLD, _GOLDSMITH_ROW, column)


def small_scoring(columns: Iterable[ColumnState]) -> list[Award]:
    """Small scoring: 3 gold for each unthreatened goldsmith on an island."""
    return [
        _goldsmith(_SMALL, state.column, state.threat_depth, state.ship.sail if state.ship else "")
        for state in columns
        if state.cells[GOLDSMITH] is True
    ]


def great_scoring(columns: Iterable[ColumnState]) -> list[Award]:
    """Great scoring, steps 2-7: the ship, the warrior who repels it, nobles, scouts and goldsmiths."""
    awards: list[Award] = []
    for column, ship, cells in columns:
        depth, sail = 0, ""
        if ship is not None:
            sail = ship.sail
            if cells[WARRIOR] is True:
                reward = ship.reward
                points, gold = (reward, 0) if ship.reward_kind is _POINTS else (0, reward)
                awards.append(line(_GREAT, "ship_repelled", points, gold, _WARRIOR_ROW, column, (("sail", sail),)))
            else:
                depth = THREAT_DEPTH[sail]
        if cells[NOBLE] is True:
            if depth > NOBLE:
                awards.append(_threatened(_GREAT, _NOBLE_ROW, column, sail))
            else:
                awards.append(line(_GREAT, "noble", NOBLE_POINTS, 0, _NOBLE_ROW, column))
        if cells[SCOUT] is True:
            if depth > SCOUT:
                awards.append(_threatened(_GREAT, _SCOUT_ROW, column, sail))
            else:
                # Scouts: 1 point, +1 for a goldsmith and +1 for a fisherman in the same column below.
                goldsmith = 1 if cells[GOLDSMITH] is True else 0
                fisherman = 1 if cells[FISHERMAN] is True else 0
                detail = (("goldsmith", goldsmith), ("fisherman", fisherman))
                awards.append(line(_GREAT, "scout", 1 + goldsmith + fisherman, 0, _SCOUT_ROW, column, detail))
        if cells[GOLDSMITH] is True:
            awards.append(_goldsmith(_GREAT, column, depth, sail))
    return awards


def homeland_scoring(scoring: Scoring, homeland: Homeland) -> list[Award]:
    """The small or great scoring of one homeland: the base lines, then the special tiles' lines."""
    columns = homeland.columns
    awards = small_scoring(columns) if scoring is Scoring.small else great_scoring(columns)
    if homeland.special_tiles:
        awards += tile_awards(scoring, columns, homeland.holdings)
    return awards


class Charge(NamedTuple):
    """What an unrepelled ship costs at the final scoring; `column` is None for a sum of several ships."""

    amount: int
    kind: RewardKind
    column: int | None = None
    sail: str = ""


def final_columns(columns: Iterable[ColumnState]) -> tuple[list[Charge], int]:
    """What the columns bring to the final scoring: the charges of unrepelled ships, and how many fishermen
    feed the others (an unthreatened fisherman on an island feeds itself and four more, "Final scoring", 6)."""
    charges: list[Charge] = []
    fishermen = 0
    for column, ship, cells in columns:
        fisherman = cells[FISHERMAN] is True
        if ship is None or cells[WARRIOR] is True:
            fishermen += fisherman
        else:
            sail = ship.sail
            charges.append(Charge(ship.reward, ship.reward_kind, column, sail))
            fishermen += fisherman and THREAT_DEPTH[sail] <= FISHERMAN
    return charges, fishermen


class Standing(NamedTuple):
    """What the final majorities compare between players."""

    boatsmen: int
    islands: int
    longest: int

    @classmethod
    def of(cls, homeland: Homeland) -> Standing:
        lengths = homeland.island_lengths
        boatsmen = homeland.mainland[Viking.boatsman]
        if homeland.special_tiles:
            # A boatsman tile counts as one boatsman for the majority ("Progress rules").
            boatsmen += homeland.holdings.boatsman
        return cls(boatsmen, len(lengths), max(lengths, default=0))

    @classmethod
    def best(cls, standings: Sequence[Standing]) -> Standing:
        """The highest count of each kind among `standings` (zeros when there are none)."""
        return cls(*map(max, zip(*standings, strict=True))) if standings else cls(0, 0, 0)


def _majority(mine: int, rivals: int) -> bool:
    """Ruling: a player needs at least one to qualify; ties share the bonus in full."""
    return mine >= 1 and mine >= rivals


class FinalTiles(NamedTuple):
    """What special tiles change in the final scoring ("Progress rules"): the gold per point (treasury tile),
    the points per viking more that could be fed (supply tile), the boatsman tiles counted in the majority
    (already part of `Standing.boatsmen`), the laid special islands, those still waiting, and the vikings
    on special islands left out of the supply."""

    rate: int = GOLD_PER_POINT
    surplus: int = SURPLUS_POINTS
    boatsman_tiles: int = 0
    islands: tuple[IslandScore, ...] = ()
    waiting: int = 0
    left_out: int = 0

    @classmethod
    def of(cls, holdings: Holdings) -> FinalTiles:
        """The tiles' rates and counts; the islands and the vikings left out depend on the homeland."""
        return cls(
            rate=TREASURY_TILE_RATE if holdings.treasury else GOLD_PER_POINT,
            surplus=SUPPLY_TILE_POINTS if holdings.supply else SURPLUS_POINTS,
            boatsman_tiles=holdings.boatsman,
            waiting=holdings.waiting,
        )


NO_FINAL_TILES = FinalTiles()


def settle_final(
    purse: Purse,
    charges: Iterable[Charge],
    mine: Standing,
    rivals: Standing,
    fishermen: int,
    vikings: int,
    tiles: FinalTiles = NO_FINAL_TILES,
) -> tuple[Purse, list[Award]]:
    """Final scoring steps 1-6 for one player, given the facts they depend on; `fishermen` and `vikings` are
    those of the supply, without the vikings on special islands."""
    points, gold = purse
    awards: list[Award] = []
    for amount, kind, column, sail in charges:
        if kind is _POINTS:
            paid_points, paid_gold = min(amount, points), 0
        else:
            # Gold the player lacks is paid in points; points that are not there are not paid.
            paid_gold = min(amount, gold)
            paid_points = min(amount - paid_gold, points)
        points -= paid_points
        gold -= paid_gold
        unpaid = amount - paid_points - paid_gold
        detail = (("asked", amount), ("kind", kind), ("sail", sail), ("unpaid", unpaid))
        awards.append(line(_FINAL, "ship_unrepelled", -paid_points, -paid_gold, None, column, detail))
    rate, surplus_each, boatsman_tiles, islands, waiting, left_out = tiles
    converted = gold // rate
    points += converted
    gold -= converted * rate
    treasury = _TREASURY_DETAIL if rate == GOLD_PER_POINT else (("rate", rate), ("tile", 1))
    awards.append(line(_FINAL, "treasury", converted, -converted * rate, None, None, treasury))
    # The boatsmen majority line says when boatsman tiles are counted in.
    counted_tiles: tuple[tuple[str, int | str], ...] = (("tiles", boatsman_tiles),) if boatsman_tiles else ()
    for rule, bonus, count, best_rival, more in (
        ("boatsmen_majority", BOATSMEN_BONUS, mine.boatsmen, rivals.boatsmen, counted_tiles),
        ("most_islands", MOST_ISLANDS_BONUS, mine.islands, rivals.islands, ()),
        ("longest_island", LONGEST_ISLAND_BONUS, mine.longest, rivals.longest, ()),
    ):
        won = bonus if _majority(count, best_rival) else 0
        points += won
        awards.append(line(_FINAL, rule, won, 0, None, None, (("count", count), *more)))
    if islands or waiting:
        points += _special_islands(islands, waiting, awards)
    fed = FED_PER_FISHERMAN * fishermen
    supply: tuple[tuple[str, int | str], ...] = (("fishermen", fishermen), ("vikings", vikings), ("fed", fed))
    if surplus_each != SURPLUS_POINTS:
        supply += (("each", surplus_each),)
    if left_out:
        supply += (("left_out", left_out),)
    if fed >= vikings:
        surplus = surplus_each * (fed - vikings)
        points += surplus
        awards.append(line(_FINAL, "supply", surplus, 0, None, None, supply))
    else:
        hunger = HUNGER_POINTS * (vikings - fed)
        paid = min(hunger, points)
        points -= paid
        awards.append(line(_FINAL, "supply", -paid, 0, None, None, (*supply, ("unpaid", hunger - paid))))
    return Purse(points, gold), awards


def _special_islands(islands: Iterable[IslandScore], waiting: int, awards: list[Award]) -> int:
    """Ruling: the special islands score right after the longest island, before the supply; a threatened or
    waiting one scores nothing, and says so."""
    points = 0
    for row, column, vikings, sail in islands:
        if sail:
            awards.append(line(_FINAL, "special_island_threatened", 0, 0, row, column, (("sail", sail),)))
        else:
            awards.append(line(_FINAL, "special_island", vikings, 0, row, column, (("count", vikings),)))
            points += vikings
    awards += [line(_FINAL, "special_island_waiting", 0, 0, None, None)] * waiting
    return points


def final_scoring(purse: Purse, homeland: Homeland, mine: Standing, rivals: Standing) -> tuple[Purse, list[Award]]:
    charges, fishermen = final_columns(homeland.columns)
    if not homeland.special_tiles:
        return settle_final(purse, charges, mine, rivals, fishermen, homeland.vikings)
    fishermen, vikings, vikings_left_out = _supply(homeland, fishermen)
    tiles = FinalTiles.of(homeland.holdings)._replace(islands=tuple(island_scores(homeland)), left_out=vikings_left_out)
    return settle_final(purse, charges, mine, rivals, fishermen, vikings, tiles)


def supply(homeland: Homeland) -> tuple[int, int]:
    """The supply as the homeland stands: the fishermen who feed, and the vikings to feed ("Final scoring", 6)."""
    _, fishermen = final_columns(homeland.columns)
    fishermen, vikings, _ = _supply(homeland, fishermen)
    return fishermen, vikings


def _supply(homeland: Homeland, fishermen: int) -> tuple[int, int, int]:
    """The fishermen who feed and the vikings to feed, leaving out the vikings on special islands, and how
    many those are."""
    if not homeland.holdings.islands:
        return fishermen, homeland.vikings, 0
    vikings_left_out, fishermen_left_out = left_out(homeland)
    return fishermen - fishermen_left_out, homeland.vikings - vikings_left_out, vikings_left_out
