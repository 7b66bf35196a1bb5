"""Players' names: one normal form, what makes a name show, and when two names are one player.

A name is kept composed (NFC) and trimmed, so that "José" typed on two keyboards is one name; a name must
show at least one character (a zero-width space or a Hangul filler alone shows nothing); two names equal
ignoring case are one player wherever names meet: a game's seats, a board file, the history's statistics
and its renames.
"""

from __future__ import annotations

import unicodedata

_SHOW_NOTHING = frozenset(
    "\u115f\u1160\u3164\uffa0"  # Hangul fillers: letters that are drawn as nothing
    "\u2800"  # the blank Braille pattern
    "\u180e"  # the Mongolian vowel separator
    "\u034f"  # the combining grapheme joiner
)
"""Characters of visible kinds (letters, symbols) that show nothing on the screen."""
_SHOWN_KINDS = frozenset("LNPS")
"""Unicode's general categories that draw something: letters, numbers, punctuation, symbols. Marks show only
on a character, separators and format characters (zero-width spaces, joiners, tags) not at all."""


def shows(character: str) -> bool:
    """Whether a character shows on its own: a letter, number, punctuation mark or symbol that is drawn."""
    return unicodedata.category(character)[0] in _SHOWN_KINDS and character not in _SHOW_NOTHING


def _edge(character: str) -> bool:
    return character.isspace() or unicodedata.category(character) == "Cf" or character in _SHOW_NOTHING


def normal_name(name: str) -> str:
    """The name composed (NFC) and without what shows nothing at either end (spaces, a byte-order mark)."""
    composed = unicodedata.normalize("NFC", name)
    start, end = 0, len(composed)
    while start < end and _edge(composed[start]):
        start += 1
    while end > start and _edge(composed[end - 1]):
        end -= 1
    return composed[start:end]


def visible(name: str) -> bool:
    """Whether a name shows at least one character."""
    return any(shows(character) for character in name)


def name_key(name: str) -> str:
    """What two names equal ignoring case share ("Ada", "ADA", "ada"; "José" composed or not): one player."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
