"""Vikings' rules as its package gives them (`companion.games.vikings`), imported the first time one of its
names is asked for."""

from ..common import Problem
from .awards import Award, Purse, Scoring
from .boatsmen import Advice, advise, mandatory_transport
from .engine import BoardResult, PlayerResult, clockwise, ranks, score_board, scorings_after
from .holdings import Holdings
from .homeland import ColumnState, Homeland, Island
from .models import (
    BOARD_FORMAT,
    ISLAND_ROWS,
    Board,
    Mainland,
    Piece,
    Player,
    RewardKind,
    Row,
    Sail,
    Ship,
    Special,
    SpecialTile,
    Tile,
    Viking,
)
from .placement import (
    default_piece,
    fitting_pieces,
    open_cell,
    open_cells,
    open_slots,
    removal_problems,
    ship_removal_problems,
)
from .scoring import homeland_scoring, supply
from .standings import score
from .threats import ShipThreat, threat_map
from .transport import Transport, legal_moves
from .validation import player_problems, validate_board

Sheet = Board
validate = validate_board

__all__ = [
    "BOARD_FORMAT",
    "ISLAND_ROWS",
    "Advice",
    "Award",
    "Board",
    "BoardResult",
    "ColumnState",
    "Holdings",
    "Homeland",
    "Island",
    "Mainland",
    "Piece",
    "Player",
    "PlayerResult",
    "Problem",
    "Purse",
    "RewardKind",
    "Row",
    "Sail",
    "Scoring",
    "Sheet",
    "Ship",
    "ShipThreat",
    "Special",
    "SpecialTile",
    "Tile",
    "Transport",
    "Viking",
    "advise",
    "clockwise",
    "default_piece",
    "fitting_pieces",
    "homeland_scoring",
    "legal_moves",
    "mandatory_transport",
    "open_cell",
    "open_cells",
    "open_slots",
    "player_problems",
    "ranks",
    "removal_problems",
    "score",
    "score_board",
    "scorings_after",
    "ship_removal_problems",
    "supply",
    "threat_map",
    "validate",
    "validate_board",
]
