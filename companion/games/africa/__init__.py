"""Africa (Reiner Knizia, Goldsieber 2001): the end-of-game score sheet and the points of play. Pure Python;
no UI, no storage. The rules: `../shared/seeds/001_*` (Finnish), restated in `../shared/rules/other-games.md`."""

from ..base import Problem as Problem
from ..base import SheetResult as SheetResult
from . import messages as messages
from .models import FORMAT as FORMAT
from .models import Player as Player
from .models import Sheet as Sheet
from .scoring import LINES as LINES
from .scoring import item_points as item_points
from .scoring import majority_points as majority_points
from .scoring import score as score
from .track import exploring_camp as exploring_camp
from .track import moved as moved
from .track import revealed_animal as revealed_animal
from .track import revealed_nomad as revealed_nomad
from .track import revealed_treasure as revealed_treasure
from .validation import PLAYERS as PLAYERS
from .validation import validate as validate

ID = "africa"
NAME = "game.africa"
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""
