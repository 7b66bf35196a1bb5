"""The sheet file (`africa-sheet/1`): each player's score track and what they hold at the end of the game.

Field names follow the game ("Pelin loppu ja pisteytys" in `../shared/seeds/001_*`): the points on the score
`track`, the `items` by kind, `gold` nuggets, `gems`, and who revealed the `eleventh_monument`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, Field, Strict, StringConstraints

from ..sheets import FROZEN, MAX_COUNT, MAX_NAME, MAX_ROSTER, Count, Flag, Name, no_control_characters

FORMAT: Literal["africa-sheet/1"] = "africa-sheet/1"

MAX_KINDS = 50
"""The most item kinds one player may list; the box's 96 tiles hold far fewer kinds of items."""

ItemKind = Annotated[
    str,
    Strict(),
    StringConstraints(min_length=1, max_length=MAX_NAME, pattern=r"\S"),
    AfterValidator(no_control_characters),
]
"""An item kind as the players name it. Not trimmed, so that "statue" and "statue " stay two keys of the file,
which `validate` then reports as one kind given twice, rather than one silently replacing the other."""
Held = Annotated[int, Strict(), Field(ge=1, le=MAX_COUNT)]
"""How many items of one kind a player holds: a kind held by nobody is not listed."""


class Player(BaseModel):
    """One player at the end: `track` counts every lap of 50 the player's explorer made on the score track; the
    eleventh monument's 3 points are a line of their own, not on the track."""

    model_config = FROZEN

    name: Name
    track: Count
    eleventh_monument: Flag = False
    items: Annotated[dict[ItemKind, Held], Field(max_length=MAX_KINDS)] = Field(
        default_factory=dict,
        description="How many items of each kind the player holds, by the kind's name as the players call it.",
    )
    gold: Count = Field(default=0, description="Gold nuggets on the player's tiles, not the tiles.")
    gems: Count = 0


class Sheet(BaseModel):
    """An end-of-game score sheet of Africa."""

    model_config = FROZEN

    format: Literal["africa-sheet/1"] = FORMAT
    players: Annotated[tuple[Player, ...], Field(max_length=MAX_ROSTER)]
