"""Flet's hooks with the types the screens need: state, a kept object, a held value, and a way to render again.

A tap's handler comes from the render that drew its button, and Flet draws again only after the taps that came
in meanwhile are handled: on a slow phone, or a busy server, a tap right after another is handled with the
older render's values. So a value a handler reads is `held` (or `kept`), never a `stateful` one, which only the
render reads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast

import flet as ft

T = TypeVar("T")


def kept(make: Callable[[], T]) -> T:
    """An object made on a component's first render and kept while it lives: handlers change it and read it
    at tap time, so a tap right after another never works from an older render's values."""
    ref: Any = ft.use_ref(make)
    return cast(T, ref.current)


def stateful(initial: T) -> tuple[T, Callable[[T], None]]:
    """A value the render reads, and its setter (a dialog shown, say); one a handler reads is `held`."""
    hooked: Any = ft.use_state(initial)
    return cast(T, hooked[0]), cast(Callable[[T], None], hooked[1])


def redraw() -> Callable[[], None]:
    """Render the component again (after a kept object changed)."""
    hooked: Any = ft.use_state(0)
    bump = hooked[1]
    return lambda: bump(lambda count: count + 1)


class Held(Generic[T]):
    """A value set by one tap and read by the next: `value` is the latest at tap time, whichever render the
    handler comes from; `set` draws the component again when it changes."""

    def __init__(self, value: T) -> None:
        self.value = value
        self.again: Callable[[], None] = lambda: None

    def set(self, value: T) -> None:
        if value != self.value:
            self.value = value
            self.again()


def held(initial: T) -> Held[T]:
    """A `Held` value made on the component's first render and kept while it lives."""
    value = kept(lambda: Held(initial))
    value.again = redraw()
    return value
