"""Timing one piece of work as the figures are timed: a median over repeated runs."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(work: Callable[[], object], calls: int, runs: int) -> float:
    """The median over `runs` of the mean time of one call among `calls` consecutive calls."""
    work()
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        for _ in range(calls):
            work()
        samples.append((time.perf_counter() - started) / calls)
    return statistics.median(samples)


def printed(figures: dict[str, float]) -> None:
    """Print each figure as `name value`, a count as it is and a measure to three significant places or so."""
    for name, value in figures.items():
        print(f"{name} {value}" if isinstance(value, int) else f"{name} {value:.{3 if value < 10 else 1}f}")
