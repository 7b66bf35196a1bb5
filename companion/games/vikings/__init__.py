"""Vikings (Wikinger, Michael Kiesling, 2007): the rules engine. Pure Python; no UI, no storage. Its table
(`play/`) and screens (`screens/`) build on it; the shell knows Vikings only through the names below `ID`."""

from typing import get_args

from ..base import Problem
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
from .sources import SOURCES
from .standings import score
from .threats import ShipThreat, threat_map
from .transport import Transport, legal_moves
from .validation import player_problems, validate_board

ID = "vikings"
FORMAT = BOARD_FORMAT
NAME = "game.vikings"
PLAYERS = range(2, 5)
BGG_ID: int | None = 27173
"""BoardGameGeek's "Vikings" (2007), checked: the id BG Stats links have always carried."""
Sheet = Board
validate = validate_board
RULE_SETS: tuple[str, ...] = get_args(Board.model_fields["rules"].annotation)
"""The rules a game may be played by, the base rules first ("Progress rules")."""

__all__ = [
    "BGG_ID",
    "BOARD_FORMAT",
    "FORMAT",
    "ID",
    "ISLAND_ROWS",
    "NAME",
    "PLAYERS",
    "RULE_SETS",
    "SOURCES",
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
