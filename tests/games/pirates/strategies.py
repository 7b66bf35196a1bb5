"""Random legal Pirates CSG sheets: fleets within the budget, each with a ship and one Limit ship at most."""

from __future__ import annotations

from hypothesis import strategies as st

from companion.games.pirates import Kind, Piece, Player, Sheet

NAMES = ("Anne", "Teemu", "Laura", "Ville", "Inkeri", "Mikko", "Sanna", "Olli")


@st.composite
def fleets(draw: st.DrawFn, budget: int) -> tuple[Piece, ...]:
    ship = Piece(name="Deliverance", kind=Kind.ship, points=draw(st.integers(0, budget)), limit=draw(st.booleans()))
    pieces = [ship]
    left = budget - ship.points
    for index, kind in enumerate(draw(st.lists(st.sampled_from(Kind), max_size=6))):
        points = draw(st.integers(0, left))
        left -= points
        pieces.append(Piece(name=f"{kind} {index}", kind=kind, points=points))
    return tuple(draw(st.permutations(pieces)))


@st.composite
def sheets(draw: st.DrawFn) -> Sheet:
    budget = draw(st.sampled_from([20, 30, 40, 60]))
    count = draw(st.integers(2, 8))
    players = tuple(
        Player(name=NAMES[seat], fleet=draw(fleets(budget)), gold_home=draw(st.integers(0, 30)))
        for seat in range(count)
    )
    return Sheet(budget=budget, players=players)
