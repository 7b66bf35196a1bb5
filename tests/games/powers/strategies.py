"""Random legal Game of Powers sheets: cards drawn at random, then mission tokens taken as at the table."""

from __future__ import annotations

from hypothesis import strategies as st

from companion.games.powers import Card, Category, City, Player, Sheet, offers

NAMES = ("Maja", "Mikkel", "Anne", "Freja", "Oskar")

cards = st.builds(Card, points=st.integers(0, 4), city=st.sampled_from(City), category=st.sampled_from(Category))


@st.composite
def sheets(draw: st.DrawFn, missions: bool | None = None) -> Sheet:
    count = draw(st.integers(2, 5))
    played = [draw(st.lists(cards, max_size=10)) for _ in range(count)]
    held: list[list[object]] = [[] for _ in range(count)]
    with_missions = draw(st.booleans()) if missions is None else missions
    if with_missions:
        # Turns at random: on each, a player takes one of the tokens the table offers them, or none.
        for seat in draw(st.lists(st.integers(0, count - 1), max_size=20)):
            taken = [token for tokens in held for token in tokens]
            offered = offers(played[seat], held[seat], taken)  # type: ignore[arg-type]
            if offered:
                held[seat].append(draw(st.sampled_from(offered)))
    players = tuple(
        Player.model_validate(
            {
                "name": NAMES[seat],
                "cards": played[seat],
                "missions": held[seat],
                "unused": draw(st.integers(0, 20)),
            }
        )
        for seat in range(count)
    )
    return Sheet(missions=with_missions, players=players)
