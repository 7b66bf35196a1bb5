"""Random legal Africa sheets."""

from __future__ import annotations

from hypothesis import strategies as st

from companion.games.africa import Player, Sheet

NAMES = ("Inkeri", "Ville", "Laura", "Teemu", "Anne")
KINDS = ("statue", "shirt", "drum", "mask", "spear")


@st.composite
def sheets(draw: st.DrawFn) -> Sheet:
    count = draw(st.integers(2, 5))
    monument = draw(st.none() | st.integers(0, count - 1))
    players = tuple(
        Player(
            name=NAMES[seat],
            track=draw(st.integers(0, 200)),
            eleventh_monument=seat == monument,
            items=draw(st.dictionaries(st.sampled_from(KINDS), st.integers(1, 8), max_size=5)),
            gold=draw(st.integers(0, 12)),
            gems=draw(st.integers(0, 12)),
        )
        for seat in range(count)
    )
    return Sheet(players=players)
