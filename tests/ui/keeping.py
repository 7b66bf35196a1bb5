"""A browser's storage in a test: each keep of the data folder waits until the test answers it."""

from __future__ import annotations

import asyncio

import pytest

from companion.data_folder import Durability, NotKept
from companion.history import storage

REFUSED = NotKept("QuotaExceededError")


class Keeping(Durability):
    """The storage that keeps the files, answered by the test: it holds every write, or refuses them all."""

    def __init__(self) -> None:
        self._answer: asyncio.Future[NotKept | None] | None = None

    async def kept(self) -> None:
        if self._answer is None:
            self._answer = asyncio.get_running_loop().create_future()
        refusal = await asyncio.shield(self._answer)
        if refusal is not None:
            raise refusal

    async def answer(self, refusal: NotKept | None = None) -> None:
        """Once a keep is asked for, hold every write (None) or refuse them; the keeps waiting hear it."""
        while self._answer is None:
            await asyncio.sleep(0)
        answer, self._answer = self._answer, None
        answer.set_result(refusal)


def keeping(monkeypatch: pytest.MonkeyPatch) -> Keeping:
    """Keep the data folder with a `Keeping`, saves written as in the browser: each done once kept."""
    kept = Keeping()
    monkeypatch.setattr(storage, "_durability", kept)
    monkeypatch.setattr(storage, "THREADS", False)  # `writer`: the browser's, no thread of its own
    return kept
