"""The English of Pirates CSG: the game's name, its terms, its problems and the line of its total."""

from __future__ import annotations

from ...markers import N_

EN: dict[str, str | tuple[str, str]] = {
    "game.pirates": N_("Pirates CSG"),
    "pirates.kind.ship": N_("ship"),
    "pirates.kind.crew": N_("crew"),
    "pirates.kind.monster": N_("sea monster"),
    "pirates.kind.event": N_("event"),
    "pirates.problem.too_few_players": N_("Pirates CSG needs at least {limit} players, not {count}"),
    "pirates.problem.too_many_players": N_("Pirates CSG takes at most {limit} players here, not {count}"),
    "pirates.problem.duplicate_player": N_("{player}: two players have this name"),
    "pirates.problem.over_budget": N_("{player}: the fleet costs {count} points, over the budget of {limit}"),
    "pirates.problem.no_ship": N_("{player}: a fleet needs at least one ship"),
    "pirates.problem.limit_not_a_ship": N_("{player}: “{piece}” is not a ship — only a ship has the Limit keyword"),
    "pirates.problem.limit_ships": N_("{player}: {count} ships with the Limit keyword — a fleet may have one"),
    "pirates.line.gold_home": N_("Gold at home"),
}
