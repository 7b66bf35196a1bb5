"""What a device remembers across restarts: the theme, the language, the rules a new game starts with, and
whether the table keeps the mover's homeland after a turn.

They live in Flet's shared preferences (`ft.SharedPreferences`): the browser's localStorage in the web app,
the platform's own store on a phone. What is stored is read with suspicion: a value missing, of another type
or naming nothing the app knows is not taken, and a store that fails or does not answer in time gives nothing,
so the app starts whatever the platform says.

The device is asked (`ask`) before the app's own modules are imported, so that it answers while they load
(`main.py`): this module imports only Flet and the languages, and the games' rules when a stored value is read.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Protocol, TypeVar

import flet as ft

from companion.languages import LANGUAGES, language_of_locale

KEYS = {
    "dark": "vikings.dark",
    "language": "vikings.language",
    "rules": "vikings.rules",
    "game": "vikings.game",
    "hold": "vikings.hold",
}
"""Where each setting (`model.Settings`) is stored, by its name."""


@cache
def rule_sets() -> tuple[str, ...]:
    """Every rule set a game may be played by (`Game.rule_sets`): the rules the last new game started with."""
    from companion.games import GAMES

    return tuple(dict.fromkeys(rules for game in GAMES.values() for rules in game.rule_sets))


USABLE: dict[str, Callable[[object], bool]] = {
    "dark": lambda value: isinstance(value, bool),
    "language": lambda value: isinstance(value, str) and value in LANGUAGES,
    "rules": lambda value: isinstance(value, str) and value in rule_sets(),
    "game": lambda value: isinstance(value, str) and value.isascii() and value.isidentifier(),
    "hold": lambda value: isinstance(value, bool),
}
"""Which stored values a setting takes."""

ANSWER_S = 2.0
"""How long the app waits at its start for the platform's store or locale before it goes on without them."""

T = TypeVar("T")


class Store(Protocol):
    """The two calls of `ft.SharedPreferences` the app makes."""

    async def get(self, key: str) -> object: ...

    async def set(self, key: str, value: str | bool) -> bool: ...


async def answer(asked: Awaitable[T], default: T) -> T:
    """What the platform answers, or `default` when it fails or takes longer than `ANSWER_S`."""
    try:
        return await asyncio.wait_for(asked, ANSWER_S)
    except Exception:  # any failure on the platform's side: an error, no answer, a reply of another shape
        return default


def device_language(locales: Iterable[str]) -> str:
    """The language of the device's locales (its preferred first): the first the companion speaks, else English."""
    return language_of_locale(":".join(locales))


def settings_of(stored: Mapping[str, object], language: str, dark: bool) -> dict[str, object]:
    """The settings (by name) from what was stored, the device's `language` and theme (`dark`) where nothing
    usable was; a setting the device has no say in keeps its default (it is left out)."""
    chosen: dict[str, object] = {"dark": dark, "language": language}
    chosen.update({name: value for name, value in stored.items() if name in USABLE and USABLE[name](value)})
    return chosen


async def stored(store: Store) -> dict[str, object]:
    """What this device saved, by setting: None for what it saved nothing of or the store did not give."""
    values = await asyncio.gather(*(answer(store.get(key), None) for key in KEYS.values()))
    return dict(zip(KEYS, values, strict=True))


@dataclass(frozen=True)
class Asked:
    """What the device said as the app started: what it saved (`stored`), its locales, and the store itself."""

    preferences: ft.SharedPreferences
    saved: dict[str, object]
    locales: list[str]


async def ask(page: ft.Page) -> Asked:
    """Ask the device for its locales and for what it saved, at once; what it does not answer is left out."""
    preferences = ft.SharedPreferences()
    info, saved = await asyncio.gather(answer(page.get_device_info(), None), stored(preferences))
    locales = [locale.language_code for locale in info.locales] if info is not None else []
    return Asked(preferences, saved, locales)


async def save(store: Store, settings: Mapping[str, object]) -> bool:
    """Keep the `settings` (by name) for the next start; False when the store refused one."""
    saved = []
    for name, key in KEYS.items():
        value = settings[name]
        assert isinstance(value, str | bool)
        saved.append(await answer(store.set(key, value), False))
    return all(saved)
