"""Regions: the parts of a screen that a tap may change, each rendered again only when its value changes.

A screen keeps one `Region` per part (a grid row, the bar of the selected tile, the live view ...) and shows
each with `Shown(region, draw)`. When the game changes, the screen's `Regions` work out every part's value
again and set it; a region whose value is equal to the one before stays as it is, so a tap renders and
sends to the phone only the parts it changed, and the screen around them is never rebuilt; the phone paints
again only those parts too (`apart`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import flet as ft

from .hooks import kept
from .model import GameModel


@ft.observable
@dataclass(eq=False)
class Region:
    """One part of a screen; its component renders again when `value` changes (by equality)."""

    value: Any = None


def apart(control: ft.Control) -> ft.Control:
    """`control` painted on a layer of its own (Flutter's repaint boundary): when it changes, or a button in it
    ripples under a finger, the phone paints again only it, not the whole screen around it. On a full homeland
    in a browser each frame of a ripple painted the whole screen, and the frame showing a tap's new score waited
    behind one.

    Flet has no control for a repaint boundary alone. An opacity that may be animated is one (Flutter's
    `AnimatedOpacity`, while it shows its content), so this is a container whose opacity, always whole, would
    change at once. Unlike a scroll view, the other repaint boundary Flet offers, it changes nothing else: no
    node for a screen reader, no scrolling that takes the keyboard's arrows, no size of its own."""
    return ft.Container(control, animate_opacity=0)


@ft.component
def _Shown(region: Region, draw: Callable[[Any], ft.Control], layer: bool = True) -> ft.Control:
    drawn = draw(region.value)
    return apart(drawn) if layer else drawn


Shown = ft.memo(_Shown)
"""A region on screen, drawn by `draw` (a function of the region's value that keeps its identity), painted
`apart` from the rest of the screen unless told otherwise (`layer`)."""


class Regions:
    """The regions of one screen over one game. Set `top` while the screen is the one shown: the regions
    follow every change of the game only then, and `refresh` brings them up to date when it is shown again."""

    def __init__(self, model: GameModel) -> None:
        self.model = model
        self.top = True
        self._regions: dict[str, Region] = {}
        # Observables hold their listeners weakly: the screen keeps its own.
        self._listener = self._changed
        self._unsubscribe: Callable[[], None] | None = None
        self._followed: tuple[Any, ...] | None = None
        """The game as the regions last followed it: a change that leaves it so (a save ending) changes none."""

    def region(self, name: str) -> Region:
        if name not in self._regions:
            self._regions[name] = Region()
        return self._regions[name]

    def set(self, name: str, value: Any) -> None:
        self.region(name).value = value

    def shown(self) -> dict[str, Any]:
        """What each region shows now, by name."""
        return {name: region.value for name, region in self._regions.items()}

    def watch(self) -> None:
        """Follow the game (from the screen's first render until `unwatch`)."""
        if self._unsubscribe is None:
            self._unsubscribe = self.model.subscribe(self._listener)  # type: ignore[attr-defined]

    def unwatch(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def _changed(self, _: object, field: str | None) -> None:
        # A change of the game sets several fields; `version` comes last and says the change is whole.
        if field == "version" and self.top and not self._following():
            self.follow()

    def _following(self) -> bool:
        """Whether the regions show the game as it is (by identity: the state is a new object at each change)."""
        followed = self._followed
        return followed is not None and all(now is then for now, then in zip(self._game(), followed, strict=True))

    def _game(self) -> tuple[Any, ...]:
        """What the regions show of the game: its state, and whether an undo or a redo is open."""
        return self.model.state, self.model.can_undo, self.model.can_redo

    def follow(self) -> None:
        """Bring every region up to date with the game as it is now."""
        self._followed = self._game()
        self.refresh()

    def refresh(self) -> None:
        """Work out every region's value from the game as it is now, and set it."""
        raise NotImplementedError


def use_regions(make: Callable[[], Regions], top: bool) -> Any:
    """A screen's regions: made on its first render, following the game while the screen is shown."""
    regions = kept(make)
    ft.use_effect(regions.watch, dependencies=[], cleanup=regions.unwatch)
    regions.top = top
    if top:
        regions.follow()
    return regions
