"""Coroutines run from a test that may share its process with the browser tests."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def on_a_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run `coroutine` on an event loop of its own, in a thread of its own: the browser tests' Playwright
    keeps a loop running in the main thread, where `asyncio.run` is refused."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()
