"""Which language the companion speaks: the languages it has, the one a locale asks for, and the current one.

The current language belongs to a context (`contextvars`), not to the process: the command line sets it once,
and the app, which serves several phones from one process, sets it around a session's work or installs a
provider that names the language of the session being served. With neither, the companion speaks English.
The translations are gettext catalogues, compiled from `locale/<language>/LC_MESSAGES/companion.po`.
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar, Token
from functools import cache
from pathlib import Path

LANGUAGES: dict[str, str] = {"en": "English", "fi": "Suomi", "de": "Deutsch"}
"""Each language the companion speaks, by code, with its name in its own words."""

SOURCE_LANGUAGE = "en"
"""The language of the texts in the code (the catalogues' message ids), and the one spoken when none is chosen."""

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "companion"

FORMATS: dict[str, str] = {"en": "en_GB", "fi": "fi_FI", "de": "de_DE"}
"""The locale whose conventions format numbers and dates in each language."""

_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where a locale is named in the environment, the first that is set decides, as gettext reads them."""

_current: ContextVar[str | None] = ContextVar("language", default=None)
_provider: Callable[[], str | None] | None = None


def language_of_locale(locale: str | None) -> str:
    """The language a locale asks for: "fi_FI.UTF-8", "de-AT" or "de" give theirs, a list ("sv:fi:en", as in
    `LANGUAGE`) its first language the companion speaks; anything else ("C", "POSIX", "sv_SE", "") English."""
    for name in (locale or "").split(":"):
        language = re.split(r"[_.@-]", name.strip(), maxsplit=1)[0].lower()
        if language in LANGUAGES:
            return language
    return SOURCE_LANGUAGE


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the environment's locale: the first of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`
    that is set decides."""
    environ = os.environ if environ is None else environ
    for variable in _LOCALE_VARIABLES:
        if environ.get(variable):
            return language_of_locale(environ[variable])
    return SOURCE_LANGUAGE


def _known(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"no language {language!r}: the companion speaks {', '.join(LANGUAGES)}")
    return language


def current_language() -> str:
    """The language set in this context; where none is, the provider's; where it names none, English."""
    language = _current.get()
    if language is None and _provider is not None:
        language = _provider()
    return language if language in LANGUAGES else SOURCE_LANGUAGE


def set_language(language: str) -> Token[str | None]:
    """Speak `language` in this context (a thread, an asyncio task and what it starts) from now on; the token
    undoes it (`reset_language`)."""
    return _current.set(_known(language))


def reset_language(token: Token[str | None]) -> None:
    """The language as it was before the `set_language` that gave `token`."""
    _current.reset(token)


@contextmanager
def using_language(language: str) -> Iterator[None]:
    """Speak `language` in this context while the block runs."""
    token = set_language(language)
    try:
        yield
    finally:
        reset_language(token)


def set_language_provider(provider: Callable[[], str | None] | None) -> None:
    """Ask `provider` for the language wherever no context has set one (None takes it away). It must be cheap
    and answer for the work being done, such as the language of the session it serves; an answer that names no
    language the companion speaks, or None, means English."""
    global _provider
    _provider = provider


@cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalogue of `language` (`make` compiles every catalogue before it runs anything)."""
    if _known(language) == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    compiled = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with compiled.open("rb") as file:
            return gettext.GNUTranslations(file)
    except FileNotFoundError:
        raise FileNotFoundError(f"{compiled} is missing: `make catalogues` compiles it") from None
