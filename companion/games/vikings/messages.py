"""The English of Vikings that the shell reads through the registry: the game's name. The rest of Vikings'
English (its terms, problems, scoring lines and screens) is in `companion/messages.py`, where its translations
have always been."""

from __future__ import annotations

from ...markers import N_

EN: dict[str, str | tuple[str, str]] = {
    "game.vikings": N_("Vikings"),
}
