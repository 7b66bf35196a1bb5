"""An action the rules do not allow now, with the reason in words the message catalogue explains: the refusal
of every game's log (`companion.play.log.Refused`), its `problems` the board problems behind it, if any."""

from __future__ import annotations

from companion.play.log import Refused as ActionRefused

__all__ = ["ActionRefused"]
