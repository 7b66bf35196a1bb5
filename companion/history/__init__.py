"""Where games are kept: a small repository interface and its TinyDB implementation."""

from companion.data_folder import default_db_path

from .storage import Conflict
from .store import GameStore, StoredGame

__all__ = ["Conflict", "GameStore", "StoredGame", "default_db_path"]
