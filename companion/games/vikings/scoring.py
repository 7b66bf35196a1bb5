"""The small, great and final scorings of one player ("Rounds and scorings").

The small and great scorings add up column by column: a ship, the warrior under it and the vikings below
share a column, and nothing else reaches across columns. The final scoring settles the ships, the gold,
the three majorities and the supply, in the rulebook's order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .awards import Award, Purse, Scoring
from .homeland import FISHERMAN, GOLDSMITH, NOBLE, SCOUT, WARRIOR, ColumnState, Homeland
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


_GREAT, _SMALL = Scoring.great, Scoring.small
_WARRIOR_ROW, _NOBLE_ROW, _SCOUT_ROW, _GOLDSMITH_ROW = Row.warrior, Row.noble, Row.scout, Row.goldsmith
_POINTS = RewardKind.points
_THREATENED = {row: f"{row.value}_threatened" for row in Row}
"""The rule of a threatened viking, by row: it scores nothing, and its line names the ship."""


def _threatened(scoring: Scoring, row: Row, state: ColumnState) -> Award:
    sail: str = state.ship.sail if state.ship else ""
    return Award(scoring, _THREATENED[row], 0, 0, row, state.column, {"sail": sail})


def _goldsmith(scoring: Scoring, state: ColumnState, depth: int, awards: list[Award]) -> list[Award]:
    """Appends the goldsmith's line, if one stands in the column: 3 gold unless threatened."""
    if state.cells[GOLDSMITH] is True:
        if depth > GOLDSMITH:
            awards.append(_threatened(scoring, _GOLDSMITH_ROW, state))
        else:
            awards.append(Award(scoring, "goldsmith", 0, GOLDSMITH_GOLD, _GOLDSMITH_ROW, state.column))
    return awards


def small_scoring_column(state: ColumnState) -> list[Award]:
    """Small scoring: 3 gold for each unthreatened goldsmith on an island."""
    return _goldsmith(_SMALL, state, state.threat_depth, [])


def great_scoring_column(state: ColumnState) -> list[Award]:
    """Great scoring, steps 2-7: the ship, the warrior who repels it, nobles, scouts and goldsmiths."""
    column, ship, cells, depth = state.column, state.ship, state.cells, state.threat_depth
    awards: list[Award] = []
    if ship is not None and cells[WARRIOR] is True:
        points, gold = (ship.reward, 0) if ship.reward_kind is _POINTS else (0, ship.reward)
        awards.append(Award(_GREAT, "ship_repelled", points, gold, _WARRIOR_ROW, column, {"sail": ship.sail}))
    if cells[NOBLE] is True:
        if depth > NOBLE:
            awards.append(_threatened(_GREAT, _NOBLE_ROW, state))
        else:
            awards.append(Award(_GREAT, "noble", NOBLE_POINTS, 0, _NOBLE_ROW, column))
    if cells[SCOUT] is True:
        if depth > SCOUT:
            awards.append(_threatened(_GREAT, _SCOUT_ROW, state))
        else:
            # Scouts: 1 point, +1 for a goldsmith and +1 for a fisherman in the same column below.
            goldsmith, fisherman = int(cells[GOLDSMITH] is True), int(cells[FISHERMAN] is True)
            detail = {"goldsmith": goldsmith, "fisherman": fisherman}
            awards.append(Award(_GREAT, "scout", 1 + goldsmith + fisherman, 0, _SCOUT_ROW, column, detail))
    return _goldsmith(_GREAT, state, depth, awards)


def small_scoring(columns: Iterable[ColumnState]) -> list[Award]:
    return [award for state in columns for award in small_scoring_column(state)]


def great_scoring(columns: Iterable[ColumnState]) -> list[Award]:
    return [award for state in columns for award in great_scoring_column(state)]


class Charge(NamedTuple):
    """What an unrepelled ship costs at the final scoring; `column` is None for a sum of several ships."""

    amount: int
    kind: RewardKind
    column: int | None = None
    sail: str = ""


def ship_charge(state: ColumnState) -> Charge | None:
    ship = state.ship
    if ship is None or state.repelled:
        return None
    return Charge(ship.reward, ship.reward_kind, state.column, ship.sail)


def feeds(state: ColumnState) -> bool:
    """An unthreatened fisherman on an island feeds itself and four more ("Final scoring", 6)."""
    return state.cells[FISHERMAN] is True and state.threat_depth <= FISHERMAN


class Standing(NamedTuple):
    """What the final majorities compare between players."""

    boatsmen: int
    islands: int
    longest: int

    @classmethod
    def of(cls, homeland: Homeland) -> Standing:
        islands = homeland.finished_islands
        return cls(
            boatsmen=homeland.mainland[Viking.boatsman],
            islands=len(islands),
            longest=max((island.length for island in islands), default=0),
        )

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
    awards: list[Award] = []
    final = Scoring.final
    for charge in charges:
        before = purse
        pay = purse.pay_points if charge.kind is RewardKind.points else purse.pay_gold
        purse = pay(charge.amount)
        # Gold the player lacks is paid in points; points that are not there are not paid.
        paid = before.points - purse.points + before.gold - purse.gold
        detail: dict[str, int | str] = {
            "asked": charge.amount,
            "kind": charge.kind,
            "sail": charge.sail,
            "unpaid": charge.amount - paid,
        }
        awards.append(
            Award(
                final,
                "ship_unrepelled",
                purse.points - before.points,
                purse.gold - before.gold,
                None,
                charge.column,
                detail,
            )
        )
    converted = purse.gold // GOLD_PER_POINT
    awards.append(
        Award(final, "treasury", points=converted, gold=-converted * GOLD_PER_POINT, detail={"rate": GOLD_PER_POINT})
    )
    purse = purse.gain(converted, -converted * GOLD_PER_POINT)
    for rule, bonus, count, best_rival in (
        ("boatsmen_majority", BOATSMEN_BONUS, mine.boatsmen, rivals.boatsmen),
        ("most_islands", MOST_ISLANDS_BONUS, mine.islands, rivals.islands),
        ("longest_island", LONGEST_ISLAND_BONUS, mine.longest, rivals.longest),
    ):
        points = bonus if _majority(count, best_rival) else 0
        awards.append(Award(final, rule, points=points, detail={"count": count}))
        purse = purse.gain(points)
    fed = FED_PER_FISHERMAN * fishermen
    supply = {"fishermen": fishermen, "vikings": vikings, "fed": fed}
    if fed >= vikings:
        awards.append(Award(final, "supply", points=SURPLUS_POINTS * (fed - vikings), detail=supply))
        purse = purse.gain(SURPLUS_POINTS * (fed - vikings))
    else:
        hunger = HUNGER_POINTS * (vikings - fed)
        after = purse.pay_points(hunger)
        paid = purse.points - after.points
        awards.append(Award(final, "supply", points=-paid, detail=supply | {"unpaid": hunger - paid}))
        purse = after
    return purse, awards


def final_scoring(purse: Purse, homeland: Homeland, mine: Standing, rivals: Standing) -> tuple[Purse, list[Award]]:
    columns = homeland.columns
    charges = [charge for state in columns if (charge := ship_charge(state)) is not None]
    fishermen = sum(feeds(state) for state in columns)
    return settle_final(purse, charges, mine, rivals, fishermen, homeland.vikings)
