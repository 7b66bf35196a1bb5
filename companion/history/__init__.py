"""Where games are kept: a small repository interface and its TinyDB implementation."""

from .store import Conflict, GameStore, StoredGame, default_db_path

__all__ = ["Conflict", "GameStore", "StoredGame", "default_db_path"]
