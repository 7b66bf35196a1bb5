"""Which boatsmen transport a player should make: mandatory in round 6, advised in rounds 2 and 4.

Round 6 (great scoring, step 1): every player must use boatsmen until no mainland viking could move. Of the
transports that obey this, the engine applies the one that leaves the player with the most points after the
final scoring, then the most gold, then the most boatsmen; the floor at zero points included. Ruling: the
boatsmen majority is judged against the other players as they stand when this player moves; players move
clockwise from the round's start player, as they score. Ruling, when all of these tie: the most points before
the floor (what the final scoring would give if points could fall below zero, so that a bonus a later player
hands over, such as the boatsmen majority once they used theirs, is not lost to the floor), then the fewest
boat tiles used; any tie left takes the first transport the search finds.

Under the progress rules the boat tile is used when that gives the better result ("Progress rules").
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from .awards import Purse, total
from .homeland import ColumnState, Homeland
from .models import RewardKind, Row, Viking
from .scoring import NO_FINAL_TILES, Charge, FinalTiles, Standing, final_columns, great_scoring, settle_final
from .special import IslandScore, great_bonus, island_measure, island_safe
from .transport import (
    PROGRESS,
    Cell,
    Front,
    Insert,
    Link,
    Measure,
    Outcome,
    Rules,
    Transport,
    carriers,
    fewest_boatsmen,
    movable_rows,
    pack,
    pareto_insert,
    placements_of,
    plan_moves,
    residue_insert,
    search,
    unpack,
)

Key = tuple[int, int, int, int, int]
"""What the round-6 choice maximises: final points, final gold, boatsmen kept, points before the floor, boat
tiles kept."""


def _great_value(state: ColumnState) -> tuple[int, int]:
    return total(great_scoring((state,)))


def _charged(state: ColumnState, points: int, gold: int) -> tuple[int, int, int]:
    """A column's great scoring minus its ship's final charge, and its fishermen who feed."""
    charges, fishermen = final_columns((state,))
    for charge in charges:
        if charge.kind is RewardKind.points:
            points -= charge.amount
        else:
            gold -= charge.amount
    return points, gold, fishermen


def _final_value(state: ColumnState) -> tuple[int, int, int]:
    """What a column adds to the end of the game: great scoring minus the ship's charge, and fed fishermen."""
    return _charged(state, *_great_value(state))


def _great_measure(homeland: Homeland) -> Measure:
    """A column's great scoring, special tiles included: (points, gold)."""
    holdings = homeland.holdings
    if not holdings.great_bonus:
        return _great_value
    bonus = great_bonus(holdings)

    def measure(state: ColumnState) -> tuple[int, int]:
        points, gold = _great_value(state)
        more_points, more_gold = bonus(state)
        return points + more_points, gold + more_gold

    return measure


def _final_measure(homeland: Homeland, repelled: frozenset[int]) -> Measure:
    """What a column adds to the end of the game: (points, gold, fishermen who feed), and with special islands
    also (their points, vikings left out of the supply), counting warriors under the ships of `repelled`."""
    holdings = homeland.holdings
    if not holdings.great_bonus and not holdings.islands:
        return _final_value
    great = _great_measure(homeland)
    if not holdings.islands:
        return lambda state: _charged(state, *great(state))
    islands = island_measure(homeland, repelled)

    def measure(state: ColumnState) -> tuple[int, int, int, int, int]:
        points, gold, fishermen = _charged(state, *great(state))
        island_points, left_out, feeding = islands(state)
        return points, gold, fishermen - feeding, island_points, left_out

    return measure


def _scenarios(homeland: Homeland, movable: dict[Row, int]) -> Iterator[tuple[dict[Cell, bool], frozenset[int]]]:
    """The special islands' threats the transport may still change: for each column where a moved warrior
    would save a threatened special island, both choices, as the cells fixed and the columns repelled.

    A special island scores only when it is unthreatened, and the vikings around it count in three columns,
    so the search cannot weigh it column by column unless its threat is settled first.
    """
    columns = set()
    if movable.get(Row.warrior):
        empty_warrior_tiles = set(homeland.empty_tiles(Row.warrior))
        columns = {
            column
            for row, column in homeland.holdings.islands
            if column in empty_warrior_tiles and not island_safe(homeland, row, column)
        }
    undecided = sorted(columns)
    for choice in product((False, True), repeat=len(undecided)):
        fixed = {(Row.warrior, column): warrior for column, warrior in zip(undecided, choice, strict=True)}
        yield fixed, frozenset(column for column, warrior in zip(undecided, choice, strict=True) if warrior)


class _Final:
    """The round-6 choice's key for a transport's summed measure: the final scoring run on it."""

    def __init__(self, homeland: Homeland, purse: Purse, rivals: Standing) -> None:
        self.purse, self.rivals = purse, rivals
        self.standing = Standing.of(homeland)
        self.vikings = homeland.vikings
        self.tiles = FinalTiles.of(homeland.holdings) if homeland.special_tiles else NO_FINAL_TILES
        self.cache: dict[tuple[tuple[int, ...], int, int], Key] = {}

    def key(self, value: tuple[int, ...], used: int, boat_tiles: int) -> Key:
        found = self.cache.get((value, used, boat_tiles))
        if found is None:
            found = self.cache[value, used, boat_tiles] = self._settle(value, used, boat_tiles)
        return found

    def _settle(self, value: tuple[int, ...], used: int, boat_tiles: int) -> Key:
        points, gold, fishermen, *islands = value
        after_great = self.purse.gain(max(points, 0), max(gold, 0))
        charges = [Charge(max(-points, 0), RewardKind.points), Charge(max(-gold, 0), RewardKind.gold)]
        standing = self.standing
        mine = Standing(standing.boatsmen - used, standing.islands, standing.longest)
        tiles, mouths = self.tiles, self.vikings - used
        if islands:
            island_points, left_out = islands
            tiles = tiles._replace(islands=(IslandScore(None, None, island_points),), left_out=left_out)
            mouths -= left_out
        final, awards = settle_final(after_great, charges, mine, self.rivals, fishermen, mouths, tiles)
        unpaid = sum(int(award.detail.get("unpaid", 0)) for award in awards)
        return final.points, final.gold, -used, final.points - unpaid, -boat_tiles


def mandatory_transport(homeland: Homeland, purse: Purse, rivals: Standing, rules: Rules = "base") -> Transport:
    """The round-6 transport the ruling chooses (see the module): most final points, then gold, then
    boatsmen kept, then points before the floor, then boat tiles kept."""
    boatsmen = homeland.mainland[Viking.boatsman]
    movable = movable_rows(homeland) if boatsmen else {}
    if not movable:
        return Transport()
    boat_tiles = homeland.holdings.boat if rules == PROGRESS else 0
    final = _Final(homeland, purse, rivals)
    # Every part of a transport's value (points, gold, fishermen who feed ...) only ever helps, so the search
    # keeps a Pareto front; and when the boatsmen alone can carry every movable viking it drops transports that
    # leave one behind, since the same transport carrying it too is never worse. Both hold while the player
    # ends above zero points: more of every part then means more points or, with as many points, as much gold
    # left. At the zero floor more gold can leave less after the conversion to points, so when the best
    # transport ends at zero, every transport is weighed again, comparing only those whose gold leaves the
    # same remainder.
    move_all = fewest_boatsmen(list(movable.values()), rules) <= boatsmen
    best = _best(homeland, movable, rules, boat_tiles, final, move_all=move_all, insert=pareto_insert)
    if best[0][0] == 0:
        best = _best(
            homeland, movable, rules, boat_tiles, final, move_all=False, insert=residue_insert(final.tiles.rate)
        )
    _, link, used, boats = best
    return plan_moves(placements_of(link), used, rules, boats)


def _best(
    homeland: Homeland,
    movable: dict[Row, int],
    rules: Rules,
    boat_tiles: int,
    final: _Final,
    *,
    move_all: bool,
    insert: Insert,
) -> tuple[Key, Link | None, int, int]:
    """The legal round-6 transport with the highest key among those the search keeps by `insert`: its key,
    its column choices, the boatsmen and the boat tiles it uses."""
    boatsmen = homeland.mainland[Viking.boatsman]
    fronts: dict[tuple[tuple[int, int], ...], Front] = {}
    size = 0
    for fixed, repelled in _scenarios(homeland, movable):
        measure = _final_measure(homeland, repelled)
        limit, outcomes = search(
            homeland, measure, rules, move_all=move_all, boat_tiles=boat_tiles, fixed=fixed, insert=insert
        )
        ways: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
        for outcome in outcomes:
            if outcome.counts not in ways:
                ways[outcome.counts] = tuple(carriers(outcome.counts, limit, boatsmen, rules, True, boat_tiles))
            if ways[outcome.counts]:
                # Transports the boatsmen may carry in the same ways compare by their values alone.
                insert(fronts.setdefault(ways[outcome.counts], []), pack(outcome.value), outcome.link)
                size = len(outcome.value)
    candidates = [
        (final.key(unpack(value, size), used, boats), link, used, boats)
        for ways_of_carrying, front in fronts.items()
        for value, link in front
        for used, boats in ways_of_carrying
    ]
    return max(candidates, key=lambda candidate: candidate[0])


@dataclass(frozen=True, slots=True)
class Advice:
    """The best transport with exactly `boatsmen` boatsmen, `boat_tiles` of them with a boat tile, and what
    it adds to this great scoring."""

    boatsmen: int
    transport: Transport
    points: int
    gold: int
    boat_tiles: int = 0


def advise(homeland: Homeland, rules: Rules = "base") -> list[Advice]:
    """For each number of boatsmen (and of boat tiles) worth using, the transport that gains the most points,
    then gold, now; special tiles included.

    An option is listed only when it gains more than every option using no more boatsmen and no more boat
    tiles; the player decides.
    """
    boat_tiles = homeland.holdings.boat if rules == PROGRESS else 0
    limit, outcomes = search(homeland, _great_measure(homeland), rules, boat_tiles=boat_tiles)
    boatsmen = homeland.mainland[Viking.boatsman]
    baseline = next(outcome.value for outcome in outcomes if not any(outcome.counts))
    best: dict[tuple[int, int], tuple[tuple[int, ...], Outcome]] = {}
    for outcome in outcomes:
        for used, boats in carriers(outcome.counts, limit, boatsmen, rules, False, boat_tiles):
            if used and ((boats, used) not in best or outcome.value > best[boats, used][0]):
                best[boats, used] = (outcome.value, outcome)
    advice: list[Advice] = []
    for (boats, used), (value, outcome) in sorted(best.items()):
        cheaper = [other for (b, u), (other, _) in best.items() if b <= boats and u <= used and (b, u) != (boats, used)]
        if all(value > other for other in (baseline, *cheaper)):
            transport = plan_moves(outcome.placements, used, rules, boats)
            advice.append(Advice(used, transport, value[0] - baseline[0], value[1] - baseline[1], boats))
    return advice
