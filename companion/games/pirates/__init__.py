"""Pirates CSG (Pirates of the Spanish Main, WizKids 2004): the score sheet, the fleet check and the gold of
play. Pure Python; no UI, no storage. The rules: `../shared/seeds/004_*` (Finnish), restated in
`../shared/rules/other-games.md`."""

from ..base import Problem as Problem
from ..base import SheetResult as SheetResult
from . import messages as messages
from .fleet import fleet_points as fleet_points
from .fleet import fleet_problems as fleet_problems
from .fleet import points_left as points_left
from .models import FORMAT as FORMAT
from .models import Kind as Kind
from .models import Piece as Piece
from .models import Player as Player
from .models import Sheet as Sheet
from .scoring import LINES as LINES
from .scoring import score as score
from .treasure import RANSOM_CAPTURED as RANSOM_CAPTURED
from .treasure import RANSOM_SUNK as RANSOM_SUNK
from .treasure import Split as Split
from .treasure import sinking as sinking
from .treasure import treasure as treasure
from .validation import PLAYERS as PLAYERS
from .validation import validate as validate

ID = "pirates"
NAME = "game.pirates"
BGG_ID: int | None = None
"""No BoardGameGeek id was checked for this game."""
