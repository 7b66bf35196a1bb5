"""The markers of English to translate. `make messages` extracts every string they mark into the catalogues;
at run time each returns what it marks. A game's messages module imports them from here, so that it need not
import `companion.messages`, which imports the games."""

from __future__ import annotations


def N_(message: str) -> str:
    """Marks `message` as English to translate: `make messages` extracts it into the catalogues."""
    return message


def Np_(context: str, message: str) -> str:
    """Marks a game term, translated in `context` (its code's family: "row", "who", ...), so that one English
    word can have a translation of its own in each place it plays ("warrior" as a row and as a viking)."""
    return message


def Nn_(one: str, other: str) -> tuple[str, str]:
    """Marks a message whose wording follows its `count`: the English for one and for any other number. Each
    catalogue has as many forms as its language needs, chosen by its own `Plural-Forms`."""
    return one, other
