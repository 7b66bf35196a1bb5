"""The points scored during play, on the score track ("Pelin kulku" in `../shared/seeds/001_*`): pure
functions a running score calls for each reveal, move and base camp. A square of the board touches at most six
others (the board is of hexagons); each function refuses a count no board allows with a `ValueError`."""

from __future__ import annotations

NEIGHBOURS = 6
"""The most squares next to one square."""


def _neighbours(count: int) -> int:
    if not 0 <= count <= NEIGHBOURS:
        raise ValueError(f"a square has 0 to {NEIGHBOURS} neighbours, not {count}")
    return count


def revealed_treasure(shown: int) -> int:
    """Revealing gold or gems ("Kulta ja jalokivet"): 1 or 2 points, the nuggets or gems shown on the tile."""
    if shown not in (1, 2):
        raise ValueError(f"a tile shows 1 or 2 nuggets or gems, not {shown}")
    return shown


def revealed_animal(like_animals: int) -> int:
    """Revealing an animal ("Eläimet"): 1 for the animal and 1 for each like animal next to its square."""
    return 1 + _neighbours(like_animals)


def revealed_nomad(empty_squares: int) -> int:
    """Revealing a nomad ("Paimentolaiset"): 1 for the nomad and 1 for each empty square next to it."""
    return 1 + _neighbours(empty_squares)


def moved(before: int, after: int) -> int:
    """Moving an animal or a nomad ("Eläinten liikuttaminen", "Paimentolaisten liikuttaminen"): the like
    animals (or empty squares) next to the new square minus those next to the old one; there must be more."""
    if _neighbours(after) <= _neighbours(before):
        raise ValueError(f"a move must reach more than {before} neighbours, not {after}")
    return after - before


def exploring_camp(revealed: int) -> int:
    """A base camp to explore ("Perusleirien perustaminen"): 1 per revealed animal, nomad or monument next to
    it; unrevealed tiles, gold and gems score nothing. A camp to exploit scores nothing now."""
    return _neighbours(revealed)
