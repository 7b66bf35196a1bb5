"""Pirates's rules as its package gives them (`companion.games.pirates`), imported the first time one of its
names is asked for."""

from .fleet import fleet_points as fleet_points
from .fleet import fleet_problems as fleet_problems
from .fleet import points_left as points_left
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
from .validation import validate as validate
