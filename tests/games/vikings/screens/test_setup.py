"""The new-game form's rules: names make seats from the first with no gap, and colours are swapped, never shared."""

from __future__ import annotations

import pytest

from companion.games.vikings.screens.setup import seats_of, swap_colour
from companion.messages import text

COLOURS = ("white", "orange", "tan", "brown")


@pytest.mark.parametrize(
    ("colours", "seat", "colour", "expected"),
    [
        # Seat 1 takes seat 4's colour; seat 4 gets white.
        (COLOURS, 0, "brown", ("brown", "orange", "tan", "white")),
        # Seat 4 takes seat 2's colour in a 4-player game: the two swap and the others keep theirs.
        (COLOURS, 3, "orange", ("white", "brown", "tan", "orange")),
        # A seat choosing the colour it has changes nothing.
        (COLOURS, 2, "tan", COLOURS),
    ],
)
def test_a_colour_chosen_is_swapped_with_the_seat_that_had_it(
    colours: tuple[str, ...], seat: int, colour: str, expected: tuple[str, ...]
) -> None:
    swapped = swap_colour(colours, seat, colour)
    assert swapped == expected
    assert sorted(swapped) == sorted(colours)


@pytest.mark.parametrize(
    ("names", "seats", "reason"),
    [
        # Two names, two seats; the empty optional seats are left out.
        (("Ada", "Bo", "", ""), ("Ada", "Bo"), ""),
        # Spaces around a name are not part of it.
        ((" Ada ", "Bo", "Cy", ""), ("Ada", "Bo", "Cy"), ""),
        # Nothing typed yet.
        (("", "", "", ""), (), text("ui.two_names")),
        # One name is not a game.
        (("Ada", "", "", ""), (), text("ui.two_names")),
        # A name only of spaces is empty, and seat 2 may not be skipped.
        (("Ada", "  ", "Cy", ""), (), text("ui.name_missing", {"seat": 2})),
        # The same name twice, whatever its case.
        (("Ada", "ADA", "", ""), (), text("ui.same_name", {"name": "ADA"})),
        # The same name twice, composed and decomposed.
        (("Jos\u00e9", "Jose\u0301", "", ""), (), text("ui.same_name", {"name": "Jose\u0301"})),
        # A name that shows nothing, with the reason.
        (("Ada", "\u200b", "", ""), (), text("ui.bad_name", {"reason": text("field.invisible_name")})),
        # A decomposed name is kept composed.
        (("Jose\u0301", "Bo", "", ""), ("Jos\u00e9", "Bo"), ""),
    ],
)
def test_names_make_seats_or_say_why_not(names: tuple[str, ...], seats: tuple[str, ...], reason: str) -> None:
    made, why = seats_of(names, COLOURS)
    assert [seat.name for seat in made] == list(seats)
    assert [seat.colour for seat in made] == list(COLOURS[: len(seats)])
    assert why == reason
