"""What every game's event log does with an action its rules refuse: it says why, and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.vikings.play import ActionRefused
from companion.play.log import Refused


def refusal(log: Any, action: object) -> str:
    """The code with which `log` (a game's event log) refuses `action`, once checked that the refusal left its
    state and its events as they were."""
    state, events = log.state, list(log.events)
    with pytest.raises((ActionRefused, Refused)) as refused:
        log.act(action)
    assert log.state is state
    assert log.events == events
    return refused.value.code
