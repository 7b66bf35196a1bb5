"""Where games are kept: a small repository interface and its TinyDB implementation."""

from .storage import Conflict
from .store import GameStore, StoredGame, default_db_path

__all__ = ["Conflict", "GameStore", "StoredGame", "default_db_path"]
