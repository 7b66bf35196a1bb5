"""The English of Africa: the game's name, its problems and the lines of its total."""

from __future__ import annotations

from ...markers import N_

EN: dict[str, str | tuple[str, str]] = {
    "game.africa": N_("Africa"),
    "africa.problem.too_few_players": N_("Africa needs at least {limit} players, not {count}"),
    "africa.problem.too_many_players": N_("Africa takes at most {limit} players, not {count}"),
    "africa.problem.duplicate_player": N_("{player}: two players have this name"),
    "africa.problem.duplicate_item": N_("{player}: the item “{item}” is listed twice"),
    "africa.problem.eleventh_monument_twice": N_(
        "{count} players revealed the eleventh monument — only one can, and the game ends at once"
    ),
    "africa.line.track": N_("Score track"),
    "africa.line.items": N_("Items"),
    "africa.line.gold": N_("Gold"),
    "africa.line.gems": N_("Gems"),
    "africa.line.eleventh_monument": N_("Eleventh monument"),
}
