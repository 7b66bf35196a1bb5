"""Every hostile input of the table ends cleanly: the expected status and message, no traceback, no control
character on the terminal, bounded memory, and the files as they must be."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import pytest

from .cases import CASES, Case, Outcome, problems, run


@pytest.fixture(scope="module")
def ended(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Outcome, list[str]]]:
    """Every case run once, as many at a time as there are cores: each is a child process of its own."""

    def end(case: Case) -> tuple[Outcome, list[str]]:
        folder = tmp_path_factory.mktemp("hostile")
        outcome = run(case, folder)
        return outcome, problems(case, outcome, folder)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(zip([case.name for case in CASES], pool.map(end, CASES), strict=True))


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_hostile_input_ends_cleanly(ended: dict[str, tuple[Outcome, list[str]]], case: Case) -> None:
    outcome, found = ended[case.name]
    assert found == [], outcome.stderr[-2000:]
