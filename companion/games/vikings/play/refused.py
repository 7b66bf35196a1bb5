"""An action the rules do not allow now, with the reason in words the message catalogue explains."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from companion.games.vikings import Problem


class ActionRefused(Exception):
    """`code` and `params` name the reason; `problems` are the board problems behind it, if any."""

    def __init__(self, code: str, params: Mapping[str, object] | None = None, problems: Sequence[Problem] = ()) -> None:
        super().__init__(code)
        self.code = code
        self.params = dict(params or {})
        self.problems = list(problems)
