"""What a device remembers across restarts, without a browser: the language it speaks and the theme, from what
it saved, else from the device, and the rules and what the table shows after a turn, from what it saved;
garbage in the store is never taken, and a store that fails or is silent gives the device's own settings."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.languages import LANGUAGES
from companion.ui import preferences
from companion.ui.model import Settings
from companion.ui.preferences import KEYS, device_language, rule_sets, save, settings_of, stored

from .loops import on_a_loop


class Memory:
    """A shared-preferences store in memory, as Flet's answers it: None for a key never set."""

    def __init__(self, values: dict[str, object] | None = None) -> None:
        self.values = dict(values or {})

    async def get(self, key: str) -> object:
        return self.values.get(key)

    async def set(self, key: str, value: str | bool) -> bool:
        self.values[key] = value
        return True


class Broken(Memory):
    """A store whose platform side fails (Flet raises `RuntimeError` with the client's error)."""

    async def get(self, key: str) -> object:
        raise RuntimeError("the platform's store failed")

    async def set(self, key: str, value: str | bool) -> bool:
        raise RuntimeError("the platform's store failed")


class Silent(Memory):
    """A store that never answers."""

    async def get(self, key: str) -> object:
        await asyncio.Event().wait()
        return None


def loaded(store: Memory, language: str = "en", dark: bool = False) -> Settings:
    return Settings(**settings_of(on_a_loop(stored(store)), language, dark))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("locales", "language"),
    [
        (["fi"], "fi"),  # a Finnish phone
        (["de", "en"], "de"),  # German first, English second
        (["sv", "fi"], "fi"),  # Swedish first, which the companion does not speak: the next one it does
        (["fr"], "en"),  # no language of the companion's: English
        (["und"], "en"),  # a platform that says nothing of its language
        ([], "en"),  # a platform that gave no locales at all
    ],
)
def test_the_device_locale_chooses_the_language(locales: list[str], language: str) -> None:
    assert device_language(locales) == language


@pytest.mark.parametrize(
    ("saved", "expected"),
    [
        # nothing saved: the device's language and theme, the base rules
        ({}, Settings(dark=True, language="de", rules="base")),
        # what was saved beats the device
        (
            {KEYS["dark"]: False, KEYS["language"]: "fi", KEYS["rules"]: "progress", KEYS["hold"]: True},
            Settings(dark=False, language="fi", rules="progress", hold=True),
        ),
        # garbage of every kind is not taken: another type, a language or rules that do not exist
        (
            {KEYS["dark"]: "yes", KEYS["language"]: "klingon", KEYS["rules"]: "advanced", KEYS["hold"]: "yes"},
            Settings(dark=True, language="de", rules="base"),
        ),
        ({KEYS["dark"]: 1, KEYS["language"]: ["fi"], KEYS["rules"]: 2.5}, Settings(dark=True, language="de")),
        # one usable value among garbage is taken alone
        ({KEYS["dark"]: "false", KEYS["language"]: "en"}, Settings(dark=True, language="en")),
    ],
)
def test_the_saved_settings_come_first_and_garbage_falls_back(saved: dict[str, object], expected: Settings) -> None:
    assert loaded(Memory(saved), language="de", dark=True) == expected


@settings(deadline=None)  # each example starts an event loop, slow on a busy machine
@given(st.dictionaries(st.sampled_from(list(KEYS.values())), st.none() | st.booleans() | st.integers() | st.text()))
def test_whatever_is_stored_the_settings_are_usable(saved: dict[str, object]) -> None:
    settings = loaded(Memory(saved))
    assert isinstance(settings.dark, bool) and settings.language in LANGUAGES and settings.rules in rule_sets()
    assert isinstance(settings.hold, bool)


def test_settings_saved_are_the_settings_loaded_at_the_next_start() -> None:
    store = Memory()
    chosen = Settings(dark=True, language="fi", rules="progress", hold=True)
    assert on_a_loop(save(store, vars(chosen)))
    assert loaded(store) == chosen


def test_a_store_that_fails_gives_the_device_settings_and_a_save_says_it_failed() -> None:
    assert loaded(Broken(), language="fi", dark=True) == Settings(dark=True, language="fi")
    assert not on_a_loop(save(Broken(), vars(Settings())))


def test_a_store_that_never_answers_delays_the_start_only_a_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(preferences, "ANSWER_S", 0.05)
    assert loaded(Silent(), language="de") == Settings(language="de")
