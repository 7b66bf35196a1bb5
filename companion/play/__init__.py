"""The shell's table engine for the games played with a running score (Africa, Game of Powers, Pirates CSG):
an event log with undo and redo (`log.py`) and where a game in progress is kept (`store.py`)."""
