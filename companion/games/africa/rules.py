"""Africa's rules as its package gives them (`companion.games.africa`), imported the first time one of its
names is asked for."""

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
from .validation import validate as validate
