"""A game at the table: an append-only log of events, and the game state derived from it."""

from .events import Event, Seat, Setup
from .game import Game, GameState, replay
from .refused import ActionRefused

__all__ = ["ActionRefused", "Event", "Game", "GameState", "Seat", "Setup", "replay"]
