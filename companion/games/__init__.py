"""The registry: the one place the shell learns which games exist.

Each game is one package, `companion/games/<game>/`, that names itself (`ID`, `NAME`, `PLAYERS`, `BGG_ID`),
its sheet (`FORMAT`, `Sheet`), checks a sheet (`validate`, every problem with its code), scores one (`score`)
and brings its English (`<game>/messages.py`). The shell (the command line, history, statistics, the screens)
reads a game only through the `Game` record built here. Adding a game is one import and one name in `_PACKAGES`.

The registry reads only what offers a game: its names, players and English. A game's package states those
itself, cheaply, and imports its rules (`<game>/rules.py`) the first time one of their names is asked for
(`common.rules_on_first_use`); the record likewise reads `sheet`, `validate` and `score`, and each optional part,
when first used. So the app's start (in a browser, where every module imported costs) loads no game's rules: a
game's load when it is chosen, or when history or statistics read one of its games. The names live in the package
rather than in a manifest here or a module of their own: the package is imported anyway (its English is in it),
and its `__init__.py` stays the one file that says what a game is.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from types import MappingProxyType, ModuleType
from typing import TYPE_CHECKING, Any, cast

from . import africa, pirates, powers, vikings
from .common import Command, History, Played, Problem

if TYPE_CHECKING:
    from pydantic import BaseModel, TypeAdapter

    from .base import SheetResult

_PACKAGES: tuple[ModuleType, ...] = (vikings, africa, powers, pirates)
"""Every game, in the order the app offers them."""


@dataclass(frozen=True)
class Game:
    """What the shell knows of a game: its names at once, its rules (`sheet`, `validate`, `score`) and its
    optional parts when first read."""

    id: str
    """The game's stable id: history stores it with each game ("vikings")."""
    format: str
    """The `format` value of its sheet files ("vikings-board/1")."""
    name: str
    """The message code of the game's name ("game.vikings")."""
    players: range
    bgg_id: int | None
    """BoardGameGeek's id of the game, where it has been checked; None where not (then no BG Stats link)."""
    messages: Mapping[str, str | tuple[str, str]]
    """The game's English by message code, extracted into the catalogues with the shell's."""
    package: str
    """The game's package, where its optional parts are found."""
    sources: tuple[str, ...] = ()
    """Where its points come from, for a game whose summaries name them by themselves (`SOURCES`; Vikings', each
    shown by its `source.<source>` message), in the order the statistics show them; others name their lines."""
    rule_sets: tuple[str, ...] = ()
    """The rules a game of it may be played by, where it has more than one way (`RULE_SETS`; Vikings' base and
    progress rules), the first the usual."""

    @cached_property
    def sheet(self) -> type[BaseModel]:
        """The model of its sheet files (its package's `Sheet`)."""
        sheet: type[BaseModel] = self._package().Sheet
        return sheet

    @cached_property
    def validate(self) -> Callable[[Any], list[Problem]]:
        """Every problem of a sheet the model accepted; empty when it can be scored."""
        validate: Callable[[Any], list[Problem]] = self._package().validate
        return validate

    @cached_property
    def score(self) -> Callable[[Any], SheetResult]:
        """Each player's total, rank and lines, of a sheet that can be scored."""
        score: Callable[[Any], SheetResult] = self._package().score
        return score

    def _package(self) -> ModuleType:
        """The game's package, whose rules load as their names are first asked for."""
        return importlib.import_module(self.package)

    def has(self, name: str) -> bool:
        """Whether the game has the optional module `<game>/<name>.py`, told without importing it."""
        return _found(f"{self.package}.{name}")

    def part(self, name: str) -> ModuleType | None:
        """The game's optional module `<game>/<name>.py`, imported when first asked for; None where it has none."""
        return importlib.import_module(f"{self.package}.{name}") if self.has(name) else None

    def explain(self) -> Callable[[Any, bool], str] | None:
        """The game's own output of `score` (`explain(sheet, as_json)` in `<game>/report.py`), where it has
        one; without it, the command line prints each player's total and lines."""
        report = self.part("report")
        if report is None:
            return None
        explain: Callable[[Any, bool], str] = report.explain
        return explain

    def commands(self) -> tuple[Command, ...]:
        """The game's own commands on the command line (`COMMANDS` in `<game>/commands.py`), where it has any."""
        module = self.part("commands")
        return () if module is None else tuple(module.COMMANDS)

    def history(self) -> History | None:
        """How history keeps the game's games, where the game keeps them its own way (its `history.py`)."""
        module = self.part("history")
        return None if module is None else cast(History, module)

    def routes(self) -> list[Any]:
        """The app's routes to the game's own screens (flet's `Route`s under Home: `ROUTES` in `<game>/routes.py`),
        where it has screens of its own; a game played with a running score is reached by its `TABLE`."""
        module = self.part("routes")
        return [] if module is None else list(module.ROUTES)

    def in_history(self) -> Callable[..., Played | None] | None:
        """How history shows a finished game of a game that keeps its own log (`IN_HISTORY` in `<game>/routes.py`:
        `in_history(game, dark, window, set_detail)` with the game its log plays); None where history shows its
        sheet's results."""
        routes = self.part("routes")
        shown: Callable[..., Played | None] | None = getattr(routes, "IN_HISTORY", None)
        return shown

    def table(self) -> Table | None:
        """The event log of the game played with a running score (its `play` module's `EVENTS` and `RULES`),
        where it is played so; None for a game whose play module gives neither (Vikings keeps a log of its own)."""
        play = self.part("play")
        if play is None:
            return None
        from pydantic import TypeAdapter  # the game's models are loaded by now: its play module builds them

        events, rules = getattr(play, "EVENTS", None), getattr(play, "RULES", None)
        if not isinstance(events, TypeAdapter) or rules is None:
            return None
        return Table(events, rules)


@dataclass(frozen=True, slots=True)
class Table:
    """A game played with a running score, as history and the store read it: its events, and the rules its log
    is replayed by (`companion.play.log`)."""

    events: TypeAdapter[Any]
    """One event of the game's log (its `Started` first, then its actions, `Undone`, `Redone`)."""
    rules: Any
    """The game's `Rules` (`companion.play.log.Rules`): its first state, and the state after an action."""


@cache
def _found(module: str) -> bool:
    """Whether a module of this name exists, looked for once: the screens ask for a game's parts as they draw."""
    return importlib.util.find_spec(module) is not None


def game_of(package: ModuleType) -> Game:
    """The record of a game's package: its module-level names, and the `EN` of its `messages` module. The names
    are read from the package itself, never from its rules, which load only when the record's are first read."""
    messages = importlib.import_module(f"{package.__name__}.messages")
    names = vars(package)
    return Game(
        id=names["ID"],
        format=names["FORMAT"],
        name=names["NAME"],
        players=names["PLAYERS"],
        bgg_id=names["BGG_ID"],
        messages=MappingProxyType(messages.EN),
        package=package.__name__,
        sources=names.get("SOURCES", ()),
        rule_sets=names.get("RULE_SETS", ()),
    )


GAMES: dict[str, Game] = {game.id: game for game in map(game_of, _PACKAGES)}
"""Every game by its id, in the order the app offers them (changed only by tests, to add a game of their own)."""
DEFAULT = "vikings"
"""The game of a stored game that names none: every game kept before there was more than one."""


def game_for_format(format: str) -> Game | None:
    """The game whose sheet files have this `format` value; None for a format no game reads."""
    return next((game for game in GAMES.values() if game.format == format), None)


__all__ = ["DEFAULT", "GAMES", "Game", "Table", "game_for_format", "game_of"]
