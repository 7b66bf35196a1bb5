"""How many hostile inputs the test suite tries, and how many end cleanly within 2 s each.

The inputs are the table of `tests/hostile/cases.py`, the one the tests run: these are counts of real runs.
"""

from __future__ import annotations

from tests.hostile.cases import CASES, clean


def hostile_figures() -> dict[str, float]:
    ended = [clean(case)[0] for case in CASES]
    return {"hostile_cases": len(CASES), "hostile_clean": sum(ended)}
