"""Every hostile input of the table ends cleanly: the expected status and message, no traceback, no control
character on the terminal, bounded memory, and the files as they must be."""

from __future__ import annotations

from pathlib import Path

import pytest

from .cases import CASES, Case, problems, run


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_hostile_input_ends_cleanly(case: Case, tmp_path: Path) -> None:
    """Each case a child process of its own, in a folder of its own: `make test` runs as many at once as it
    has workers."""
    outcome = run(case, tmp_path)
    assert problems(case, outcome, tmp_path) == [], outcome.stderr[-2000:]
