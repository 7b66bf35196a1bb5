"""Which language the companion speaks: from a locale, from the environment, and per context."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator

import pytest

from companion.languages import (
    LANGUAGES,
    current_language,
    environment_language,
    language_of_locale,
    reset_language,
    set_language,
    set_language_provider,
    using_language,
)

from .ui.loops import on_a_loop


@pytest.fixture(autouse=True)
def no_provider() -> Iterator[None]:
    yield
    set_language_provider(None)


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("fi_FI.UTF-8", "fi"),  # a POSIX locale
        ("de_DE@euro", "de"),  # with a modifier
        ("de-AT", "de"),  # a browser's or a phone's tag
        ("FI", "fi"),  # a bare code, in capitals
        ("en_GB.UTF-8", "en"),
        ("sv:fi:en", "fi"),  # a LANGUAGE list: its first language the companion speaks
        ("sv_SE.UTF-8", "en"),  # a language the companion does not speak
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
        ("", "en"),
        (None, "en"),
    ],
)
def test_the_language_a_locale_asks_for(locale: str | None, language: str) -> None:
    assert language_of_locale(locale) == language


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fi_FI.UTF-8"}, "fi"),  # the messages' own locale first
        ({"LANG": "de_DE.UTF-8", "LC_ALL": "fi_FI.UTF-8"}, "fi"),  # LC_ALL over LANG
        ({"LC_ALL": "de_DE.UTF-8", "LANGUAGE": "fi"}, "fi"),  # LANGUAGE over all, as gettext reads it
        ({"LANG": "fi_FI.UTF-8", "LC_ALL": ""}, "fi"),  # an empty variable is no choice
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_language_of_the_environment(environment: dict[str, str], language: str) -> None:
    assert environment_language(environment) == language


def test_the_language_set_in_a_context_holds_there_and_is_undone() -> None:
    assert current_language() == "en"
    with using_language("fi"):
        assert current_language() == "fi"
        token = set_language("de")
        assert current_language() == "de"
        reset_language(token)
        assert current_language() == "fi"
    assert current_language() == "en"


def test_only_a_language_the_companion_speaks_can_be_set() -> None:
    with pytest.raises(ValueError, match="sv"):
        set_language("sv")
    assert current_language() == "en"


def test_the_provider_answers_where_no_context_has_set_a_language() -> None:
    answers = iter(["de", "fi", None, "sv"])
    set_language_provider(lambda: next(answers))
    assert current_language() == "de"
    with using_language("en"):  # a language set in the context comes first
        assert current_language() == "en"
    assert current_language() == "fi"
    assert current_language() == "en"  # no answer, or a language not spoken: English
    assert current_language() == "en"


def test_each_session_speaks_its_own_language_in_one_process() -> None:
    """Two phones served at once, one in Finnish and one in German, each on its own task or thread."""

    async def session(language: str) -> list[str]:
        heard = []
        with using_language(language):
            for _ in range(3):
                await asyncio.sleep(0)  # the other session runs in between
                heard.append(current_language())
        return heard

    async def both() -> list[list[str]]:
        return await asyncio.gather(session("fi"), session("de"))

    assert on_a_loop(both()) == [["fi"] * 3, ["de"] * 3]
    heard: dict[str, str] = {}

    def thread(language: str) -> None:
        with using_language(language):
            heard[language] = current_language()

    threads = [threading.Thread(target=thread, args=(language,)) for language in LANGUAGES]
    for each in threads:
        each.start()
    for each in threads:
        each.join()
    assert heard == {language: language for language in LANGUAGES}
    assert current_language() == "en"
