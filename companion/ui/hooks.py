"""Flet's hooks with the types the screens need: state, a kept object, and a way to render again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import flet as ft

T = TypeVar("T")


def kept(make: Callable[[], T]) -> T:
    """An object made on a component's first render and kept while it lives: handlers change it and read it
    at tap time, so a tap right after another never works from an older render's values."""
    ref: Any = ft.use_ref(make)
    return cast(T, ref.current)


def stateful(initial: T) -> tuple[T, Callable[[T], None]]:
    hooked: Any = ft.use_state(initial)
    return cast(T, hooked[0]), cast(Callable[[T], None], hooked[1])


def redraw() -> Callable[[], None]:
    """Render the component again (after a kept object changed)."""
    hooked: Any = ft.use_state(0)
    bump = hooked[1]
    return lambda: bump(lambda count: count + 1)
