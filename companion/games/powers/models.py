"""The sheet file (`powers-sheet/1`): each player's played cards, mission tokens and unused cards and tokens.

Names follow the game (`../shared/seeds/003_*`, Danish): a card comes from one of the four archaeological
sites (`city`) and is of one of six categories; a mission token rewards a condition on the played cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..sheets import FROZEN, MAX_ROSTER, Count, Flag, Name

FORMAT: Literal["powers-sheet/1"] = "powers-sheet/1"

CARDS = 52
"""The cards in the box ("Indhold")."""
MISSION_TOKENS = 12
"""The mission tokens in the box ("Indhold"): 2 + 4 + 2 + 2 + 2."""
MOST_POINTS = 20
"""The most points a card prints ("Antal point", the number that also moves a ship further). Ruling: the
source gives no list of its cards, so 20, well above any card of the box; the table and the sheet take no
more."""


class City(StrEnum):
    """The four sites where a card can be played: Uppåkra, Sorte Muld, Wisłoujście, Owidz."""

    uppakra = "uppakra"
    sorte_muld = "sorte_muld"
    wisloujscie = "wisloujscie"
    owidz = "owidz"


class Category(StrEnum):
    """The six categories of cards ("Typer af kort")."""

    coins = "coins"
    weapons = "weapons"
    jewellery = "jewellery"
    utility = "utility"
    religious = "religious"
    art = "art"


class Mission(StrEnum):
    """The conditions a mission token rewards ("Missioner")."""

    four_cities = "four_cities"
    five_one_city = "five_one_city"
    six_categories = "six_categories"
    four_one_category = "four_one_category"
    two_of_each = "two_of_each"


TOKEN_POINTS: Mapping[Mission, tuple[int, ...]] = MappingProxyType(
    {
        Mission.four_cities: (6, 3),
        Mission.five_one_city: (4,),
        Mission.six_categories: (12, 6),
        Mission.four_one_category: (8, 4),
        Mission.two_of_each: (6, 3),
    }
)
"""Each condition's tokens, the first player's first. Ruling: one 4-point token of five cards from one city
for each city, as the box's 12 tokens are 2 + 4 + 2 + 2 + 2."""


class Card(BaseModel):
    """A card a player has played (laid out in front of them), with the points printed on it."""

    model_config = FROZEN

    points: Count
    city: City
    category: Category


class Token(BaseModel):
    """A mission token a player holds; `city` names the city of a five-cards-from-one-city token, and only of
    that one."""

    model_config = FROZEN

    mission: Mission
    points: Count
    city: City | None = None

    @property
    def first(self) -> bool:
        """Whether this is the condition's first (higher) token."""
        return self.points == TOKEN_POINTS[self.mission][0]


class Player(BaseModel):
    """One player at the end; `unused` counts the cards still in hand and the influence tokens together."""

    model_config = FROZEN

    name: Name
    cards: Annotated[tuple[Card, ...], Field(max_length=CARDS)] = ()
    missions: Annotated[tuple[Token, ...], Field(max_length=MISSION_TOKENS)] = ()
    unused: Count = 0


class Sheet(BaseModel):
    """An end-of-game score sheet of Game of Powers; `missions` is false for the simplified game."""

    model_config = FROZEN

    format: Literal["powers-sheet/1"] = FORMAT
    missions: Flag = True
    players: Annotated[tuple[Player, ...], Field(max_length=MAX_ROSTER)]
