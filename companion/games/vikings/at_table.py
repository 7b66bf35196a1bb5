"""A Vikings game at the table as the app keeps it open: the shell's model of a game that keeps its own log
(`companion.ui.model.GameModel`), with what only Vikings knows. The app finds it through the registry
(`MODEL`, in the game's `at_table` part)."""

from __future__ import annotations

from typing import Any, NamedTuple

from companion.ui.model import GameModel

from .engine import BoardResult
from .play.game import ActionRefused, GameState
from .screens.describe import describe
from .words import refusal_text


class VikingsModel(GameModel):
    """A Vikings game as this device sees it: its state, the scoring that ends the round as it would go now
    (`preview`), its refusals with the board problems behind them, and its actions in the table's words."""

    state: GameState
    refused = ActionRefused

    def __post_init__(self) -> None:
        self._preview: tuple[GameState, BoardResult | None] | None = None
        super().__post_init__()

    @property
    def preview(self) -> BoardResult | None:
        """What the scoring that ends this round would give now (worked out once per state)."""
        if self._preview is None or self._preview[0] is not self.state:
            self._preview = self.state, self.state.preview()
        return self._preview[1]

    def refusal(self, refused: Any) -> str:
        return refusal_text(refused)

    def describe(self, action: Any, state: Any) -> str:
        return describe(action, state)


MODEL = VikingsModel
"""The app's model of a Vikings game at the table (`companion.ui.model.AT_TABLE`)."""


class Handle(NamedTuple):
    """A game handed to a screen without subscribing the screen to it: the screen's gate passes a new
    `version` beside it only while the screen is on top, so a screen covered by another does not render
    again at every tap."""

    model: VikingsModel
