"""The small, great and final scorings of one player ("Rounds and scorings").

The small and great scorings add up column by column: a ship, the warrior under it and the vikings below
share a column, and nothing else reaches across columns. The final scoring settles the ships, the gold,
the three majorities and the supply, in the rulebook's order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .awards import Award, Purse, Scoring, line
from .homeland import FISHERMAN, GOLDSMITH, NOBLE, SCOUT, THREAT_DEPTH, WARRIOR, ColumnState, Homeland
from .models import RewardKind, Row, Viking

NOBLE_POINTS = 2
GOLDSMITH_GOLD = 3
GOLD_PER_POINT = 5
BOATSMEN_BONUS = 10
MOST_ISLANDS_BONUS = 7
LONGEST_ISLAND_BONUS = 5
FED_PER_FISHERMAN = 5
SURPLUS_POINTS = 2
HUNGER_POINTS = 1


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
        return cls(homeland.mainland[Viking.boatsman], len(lengths), max(lengths, default=0))

    @classmethod
    def best(cls, standings: Sequence[Standing]) -> Standing:
        """The highest count of each kind among `standings` (zeros when there are none)."""
        return cls(*map(max, zip(*standings, strict=True))) if standings else cls(0, 0, 0)


def _majority(mine: int, rivals: int) -> bool:
    """Ruling: a player needs at least one to qualify; ties share the bonus in full."""
    return mine >= 1 and mine >= rivals


def settle_final(
    purse: Purse,
    charges: Iterable[Charge],
    mine: Standing,
    rivals: Standing,
    fishermen: int,
    vikings: int,
) -> tuple[Purse, list[Award]]:
    """Final scoring steps 1-6 for one player, given the facts they depend on."""
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
    converted = gold // GOLD_PER_POINT
    points += converted
    gold -= converted * GOLD_PER_POINT
    awards.append(line(_FINAL, "treasury", converted, -converted * GOLD_PER_POINT, None, None, _TREASURY_DETAIL))
    for rule, bonus, count, best_rival in (
        ("boatsmen_majority", BOATSMEN_BONUS, mine.boatsmen, rivals.boatsmen),
        ("most_islands", MOST_ISLANDS_BONUS, mine.islands, rivals.islands),
        ("longest_island", LONGEST_ISLAND_BONUS, mine.longest, rivals.longest),
    ):
        won = bonus if _majority(count, best_rival) else 0
        points += won
        awards.append(line(_FINAL, rule, won, 0, None, None, (("count", count),)))
    fed = FED_PER_FISHERMAN * fishermen
    supply: tuple[tuple[str, int | str], ...] = (("fishermen", fishermen), ("vikings", vikings), ("fed", fed))
    if fed >= vikings:
        surplus = SURPLUS_POINTS * (fed - vikings)
        points += surplus
        awards.append(line(_FINAL, "supply", surplus, 0, None, None, supply))
    else:
        hunger = HUNGER_POINTS * (vikings - fed)
        paid = min(hunger, points)
        points -= paid
        awards.append(line(_FINAL, "supply", -paid, 0, None, None, (*supply, ("unpaid", hunger - paid))))
    return Purse(points, gold), awards


def final_scoring(purse: Purse, homeland: Homeland, mine: Standing, rivals: Standing) -> tuple[Purse, list[Award]]:
    charges, fishermen = final_columns(homeland.columns)
    return settle_final(purse, charges, mine, rivals, fishermen, homeland.vikings)
