"""Powers's rules as its package gives them (`companion.games.powers`), imported the first time one of its
names is asked for."""

from .missions import Goal as Goal
from .missions import goals_met as goals_met
from .missions import meets as meets
from .missions import offers as offers
from .missions import token_left as token_left
from .models import TOKEN_POINTS as TOKEN_POINTS
from .models import Card as Card
from .models import Category as Category
from .models import City as City
from .models import Mission as Mission
from .models import Player as Player
from .models import Sheet as Sheet
from .models import Token as Token
from .scoring import LINES as LINES
from .scoring import bonus_points as bonus_points
from .scoring import score as score
from .validation import MAX_UNUSED as MAX_UNUSED
from .validation import validate as validate
