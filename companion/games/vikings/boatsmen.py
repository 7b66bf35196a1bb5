"""Which boatsmen transport a player should make: mandatory in round 6, advised in rounds 2 and 4.

Round 6 (great scoring, step 1): every player must use boatsmen until no mainland viking could move. Of the
transports that obey this, the engine applies the one that leaves the player with the most points after the
final scoring, then the most gold, then the most boatsmen. Ruling: the boatsmen majority is judged against
the other players as they stand when this player moves; players move in board order, as they score.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .awards import Purse, total
from .homeland import ColumnState, Homeland
from .models import RewardKind, Viking
from .scoring import Charge, Standing, final_columns, great_scoring, settle_final
from .transport import (
    Outcome,
    Rules,
    Transport,
    boatsmen_choices,
    fewest_boatsmen,
    movable_rows,
    plan_moves,
    search,
)


def _great_value(state: ColumnState) -> tuple[int, int]:
    return total(great_scoring((state,)))


def _final_value(state: ColumnState) -> tuple[int, int, int]:
    """What a column adds to the end of the game: great scoring minus the ship's charge, and fed fishermen."""
    points, gold = _great_value(state)
    charges, fishermen = final_columns((state,))
    for charge in charges:
        if charge.kind is RewardKind.points:
            points -= charge.amount
        else:
            gold -= charge.amount
    return points, gold, fishermen


def mandatory_transport(homeland: Homeland, purse: Purse, rivals: Standing, rules: Rules = "base") -> Transport:
    """The round-6 transport that maximises the player's final points, then gold, then boatsmen kept."""
    boatsmen = homeland.mainland[Viking.boatsman]
    movable = movable_rows(homeland) if boatsmen else {}
    if not movable:
        return Transport()

    # Placing a viking never lowers any part of a column's value, so when the boatsmen can carry every
    # movable viking, a transport that leaves one behind is beaten by the same one carrying it too.
    move_all = fewest_boatsmen(list(movable.values()), rules) <= boatsmen
    limit, outcomes = search(homeland, _final_value, rules, move_all=move_all)
    standing = Standing.of(homeland)
    vikings = homeland.vikings

    @cache
    def result(value: tuple[int, ...], used: int) -> tuple[int, int, int]:
        points, gold, fishermen = value
        after_great = purse.gain(max(points, 0), max(gold, 0))
        charges = [Charge(max(-points, 0), RewardKind.points), Charge(max(-gold, 0), RewardKind.gold)]
        mine = Standing(boatsmen - used, standing.islands, standing.longest)
        final, _ = settle_final(after_great, charges, mine, rivals, fishermen, vikings - used)
        return final.points, final.gold, -used

    candidates = [
        (result(outcome.value, used), outcome, used)
        for outcome in outcomes
        for used in boatsmen_choices(outcome, limit, boatsmen, rules, mandatory=True)
    ]
    _, outcome, used = max(candidates, key=lambda candidate: candidate[0])
    return plan_moves(outcome.placements, used, rules)


@dataclass(frozen=True, slots=True)
class Advice:
    """The best transport with exactly `boatsmen` boatsmen, and what it adds to this great scoring."""

    boatsmen: int
    transport: Transport
    points: int
    gold: int


def advise(homeland: Homeland, rules: Rules = "base") -> list[Advice]:
    """For each number of boatsmen worth using, the transport that gains the most points, then gold, now.

    A number is listed only when it gains more than every smaller number; the player decides.
    """
    limit, outcomes = search(homeland, _great_value, rules)
    boatsmen = homeland.mainland[Viking.boatsman]
    baseline = next(outcome.value for outcome in outcomes if not any(outcome.counts))
    best: dict[int, tuple[tuple[int, ...], Outcome]] = {}
    for outcome in outcomes:
        for used in boatsmen_choices(outcome, limit, boatsmen, rules, mandatory=False):
            if used and (used not in best or outcome.value > best[used][0]):
                best[used] = (outcome.value, outcome)
    advice: list[Advice] = []
    beaten = baseline
    for used in sorted(best):
        value, outcome = best[used]
        if value > beaten:
            transport = plan_moves(outcome.placements, used, rules)
            advice.append(Advice(used, transport, value[0] - baseline[0], value[1] - baseline[1]))
            beaten = value
    return advice
