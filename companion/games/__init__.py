"""Rules engines, one package per game."""
