"""Vikings (Wikinger, Michael Kiesling, 2007): the rules engine. Pure Python; no UI, no storage."""

from .awards import Award, Purse, Scoring
from .boatsmen import Advice, advise, mandatory_transport
from .engine import BoardResult, PlayerResult, ranks, score_board, scorings_after
from .homeland import ColumnState, Homeland, Island
from .models import BOARD_FORMAT, Board, Mainland, Piece, Player, RewardKind, Row, Sail, Ship, Tile, Viking
from .threats import ShipThreat, threat_map
from .transport import Transport, legal_moves
from .validation import Problem, validate_board

__all__ = [
    "BOARD_FORMAT",
    "Advice",
    "Award",
    "Board",
    "BoardResult",
    "ColumnState",
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
    "Ship",
    "ShipThreat",
    "Tile",
    "Transport",
    "Viking",
    "advise",
    "legal_moves",
    "mandatory_transport",
    "ranks",
    "score_board",
    "scorings_after",
    "threat_map",
    "validate_board",
]
