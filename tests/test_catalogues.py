"""The catalogues: every message the code speaks is in each language's catalogue and nothing else is, each
translation keeps the English placeholders, and the compiled catalogues say what the catalogues say.

Most codes are written out where they are used (`text("ui.round_short", ...)`); the others are built as the
program runs, and `dynamic_codes` lists those families with what each is built from."""

from __future__ import annotations

import ast
import gettext
import importlib
import re
import tomllib
import typing
from collections.abc import Iterator
from pathlib import Path

import pydantic
import pydantic_core
import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po

from companion import messages
from companion.games import GAMES, africa, pirates, powers
from companion.games.powers import Category, City, Mission
from companion.games.vikings import Piece, RewardKind, Row, Sail, Scoring, Viking, models
from companion.games.vikings.models import Special
from companion.games.vikings.play import events
from companion.games.vikings.scoring import _THREATENED
from companion.games.vikings.words import _VARIANTS
from companion.history import records, store
from companion.history.records import SOURCES
from companion.languages import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, translations
from companion.messages import EN, message_context
from companion.play import store as table_store
from companion.ui.model import SaveState
from companion.ui.screens.history import PERIODS
from companion.ui.server import Refusal
from companion.ui.theme import SEAT_COLOURS

ROOT = Path(__file__).parents[1]
PACKAGE = ROOT / "companion"
TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")

Key = tuple[str | None, str]
"""A message as gettext finds it: its context and its English (the singular's, for a plural message)."""


def key_of(code: str) -> Key:
    english = EN[code]
    return message_context(code), english if isinstance(english, str) else english[0]


def keys(found: Catalog) -> dict[Key, Message]:
    return {
        (message.context, message.id if isinstance(message.id, str) else message.id[0]): message
        for message in found
        if message.id
    }


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language)


def catalogue(language: str) -> Catalog:
    return read(LOCALE_DIR / language / "LC_MESSAGES" / "companion.po", language)


def english_for(message: Message, found: Catalog) -> list[tuple[str, str]]:
    """Each form of a translation with the English it translates: for a plural message, the English form
    for a number that the catalogue's own `Plural-Forms` gives that form."""
    if isinstance(message.id, str):
        assert isinstance(message.string, str)
        return [(message.id, message.string)]
    form = gettext.c2py(found.plural_expr)
    one, other = message.id
    return [
        (one if next(n for n in range(1000) if form(n) == index) == 1 else other, string)
        for index, string in enumerate(message.string)
    ]


def modules() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def first_words(function: str, under: Path = PACKAGE) -> set[str]:
    """The strings given as first argument to every call of `function` in the modules under `under`, both
    strings of `"a" if x else "b"`."""
    found: set[str] = set()
    for path, tree in modules():
        for node in ast.walk(tree) if path.is_relative_to(under) else ():
            if (
                isinstance(node, ast.Call)
                and node.args
                and function in (getattr(node.func, name, None) for name in ("id", "attr"))
            ):
                given = node.args[0]
                for option in (given.body, given.orelse) if isinstance(given, ast.IfExp) else (given,):
                    if isinstance(option, ast.Constant) and isinstance(option.value, str):
                        found.add(option.value)
    return found


def strings(under: Path = PACKAGE) -> set[str]:
    """Every string in the modules under `under`, but the codes that name the catalogue's own entries."""
    found: set[str] = set()
    for path, tree in modules():
        if not path.is_relative_to(under):
            continue
        own = {
            id(key)
            for node in ast.walk(tree)
            if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", None) == "EN"
            for key in typing.cast(ast.Dict, node.value).keys
        }
        found |= {
            node.value
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in own
        }
    return found


def field_names() -> set[str]:
    """The names of the fields of every file the companion reads: boards, game logs, the history, the games in
    progress (Vikings' and the other games', with their events); and `item`, an item of a list of them."""
    plays = [importlib.import_module(f"{game.__name__}.play") for game in (africa, powers, pirates)]
    return {
        name
        for module in (models, events, records, store, table_store, *plays)
        for value in vars(module).values()
        if isinstance(value, type) and issubclass(value, pydantic.BaseModel)
        for name in value.model_fields
    } | {"item"}


OTHER_GAMES = (africa, powers, pirates)
"""The games whose English is kept in their own package (`companion/games/<game>/messages.py`)."""

TAKEN = (*Special, events.GOLD_TILE)
"""Every special tile a player can take: those a board holds, and the gold tile, used up when taken."""


def dynamic_codes() -> dict[str, set[str]]:
    """The codes built as the program runs, by the pattern that builds them, from what each is built from."""
    terms = {
        "row": Row,
        "viking": Viking,
        "who": Viking,
        "sail": Sail,
        "piece": Piece,
        "scoring": Scoring,
        "special": TAKEN,
    }
    rules = strings(PACKAGE / "games") | set(_THREATENED.values())  # the names of the engine's scoring lines
    error_types = set(typing.get_args(pydantic_core.core_schema.ErrorType)) | first_words("PydanticCustomError")
    return {
        # companion.games: the English of each game, read through the registry (its name, problems and lines).
        "<game>": {code for game in GAMES.values() for code in game.messages},
        # messages._TERMS: a parameter that names a game term, looked up by its value; kind as well.
        **{f"{term}.{{value}}": {f"{term}.{value}" for value in enum} for term, enum in terms.items()},
        "kind.{value}": {f"kind.{kind}" for kind in RewardKind},
        # games/vikings/screens/parts.py, turn_parts.py, homeland_grid.py: a special tile's chip.
        "special_short.{value}": {f"special_short.{special}" for special in TAKEN},
        # messages.problem_text: the problems of games/vikings/validation.py.
        "problem.{code}": {f"problem.{code}" for code in first_words("Problem", PACKAGE / "games" / "vikings")},
        # The other games' problems (their own, and those of games/sheets.py that every sheet can have), and the
        # lines of their totals.
        "{game}.problem.{code}": {
            f"{game.ID}.problem.{code}"
            for game in OTHER_GAMES
            for code in first_words("Problem", PACKAGE / "games" / game.ID)
            | first_words("Problem", PACKAGE / "games" / "sheets.py")
        },
        "{game}.line.{source}": {f"{game.ID}.line.{source}" for game in OTHER_GAMES for source in game.LINES},
        # The terms of Game of Powers and Pirates CSG, named by the value a sheet holds.
        "powers.{term}.{value}": {
            f"powers.{term}.{value}"
            for term, values in (("city", City), ("category", Category), ("mission", Mission))
            for value in values
        },
        "pirates.kind.{value}": {f"pirates.kind.{kind}" for kind in pirates.Kind},
        # The refusals of games/vikings/play (ActionRefused) and of the event log it plays on (Refused: undo, redo,
        # a damaged log), read in the app and in an import's reasons.
        "refused.{code}": {
            f"refused.{code}"
            for code in first_words("ActionRefused", PACKAGE / "games" / "vikings" / "play")
            | first_words("Refused", PACKAGE / "play" / "log.py")
        },
        # history/exchange.py: why an import is refused (refused, and _invalid for a file's field).
        "import.{code}": {
            f"import.{code}"
            for function in ("refused", "_invalid")
            for code in first_words(function, PACKAGE / "history")
        },
        # games/vikings/words.award_text: the engine's rules, with the details choosing a rule's sentence (_VARIANTS).
        "award.{rule}.{variant}": {
            code
            for code in EN
            if code.startswith("award.")
            and code.split(".")[1] in rules
            and set(code.split(".")[2:]) <= set(_VARIANTS.get(code.split(".")[1], ()))
        },
        # messages.field_text: a pydantic error by its type, or by its field's name and its type.
        "field.{name}.{type}": {
            code
            for code in EN
            if code.startswith("field.")
            and code.split(".")[-1] in error_types
            and set(code.split(".")[1:-1]) <= field_names()
        },
        # games/vikings/screens/homeland_grid.py, sheets.py: a ship's reward, and the words on the sail buttons.
        "reward.{kind}": {f"reward.{size}{kind}" for kind in RewardKind for size in ("", "short.")},
        "sail_word.{sail}": {f"sail_word.{sail}" for sail in Sail},
        # games/vikings/screens/turn_parts.py: the pieces a tile laid on the table could be, the one laid among them.
        "ui.{make_piece,laid_as}.{piece}": {
            f"ui.{what}.{piece}" for what in ("make_piece", "laid_as") for piece in Piece
        },
        # games/vikings/screens/setup.py: the seats' colours (ui/theme.py), the money choice's hint (play/events.py).
        "seat.{colour}": {f"seat.{colour}" for colour in SEAT_COLOURS},
        "ui.money_{money}_hint": {f"ui.money_{money}_hint" for money in typing.get_args(events.Money)},
        # history/records.py: where the points come from, in the statistics and the results.
        "source.{source}": {f"source.{source}" for source in SOURCES},
        # ui/screens/history.py: the periods of the filter, and the three records.
        "ui.period_{period}": {f"ui.period_{period}" for period in PERIODS},
        "ui.record_{record}": {f"ui.record_{record}" for record in ("score", "supply", "island")},
        # games/vikings/screens/parts.py: the fields of a player's purse.
        "ui.{what}_of": {f"ui.{what}_of" for what in ("points", "gold")},
        # games/vikings/screens/round_end.py: a transport's advice and its button, with a boat tile or without.
        "ui.{advice_line,accept_transport}{_boat}": {
            f"ui.{what}{boat}" for what in ("advice_line", "accept_transport") for boat in ("", "_boat")
        },
        # ui/sharing.py: a player's line of a shared result, where the game has none of its own.
        "share.{player,winner}": {f"share.{line}" for line in ("player", "winner")},
        # ui/server.py: why the server serves no other session; ui/screens/common.py: how the saves stand.
        "server.busy_{refusal}": {f"server.busy_{refusal}" for refusal in typing.get_args(Refusal)},
        "ui.save_state.{state}": {f"ui.save_state.{state}" for state in typing.get_args(SaveState)},
        # history/storage.py, SetAside.text: a game that did not read, moved aside or left where it is.
        "storage.{set_aside,left_out}.{kind}": {
            f"storage.{how}.{kind}" for how in ("set_aside", "left_out") for kind in ("game", "history")
        },
        # games/vikings/report.py, advice_text: with one boatsman or more, with a boat tile or without.
        "cli.advice{.one}{.boat}": {f"cli.advice{one}{boat}" for one in ("", ".one") for boat in ("", ".boat")},
    }


def test_every_code_the_program_speaks_has_a_message() -> None:
    families = dynamic_codes()
    for pattern in ("problem.{code}", "refused.{code}", "import.{code}", "seat.{colour}", "source.{source}"):
        assert families[pattern], f"nothing found for {pattern}: has the code that builds it moved?"
    spoken = first_words("text") | first_words("ntext") | set().union(*families.values())
    assert sorted(spoken - EN.keys()) == []


def test_every_message_is_spoken_somewhere() -> None:
    used = (strings() & EN.keys()) | set().union(*dynamic_codes().values())
    assert sorted(EN.keys() - used) == []


def test_the_template_holds_every_message_marked_in_messages_py() -> None:
    """The shell's English (companion/messages.py) and every game's (companion/games/<game>/messages.py)."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        (mapping,) = tomllib.load(file)["tool"]["babel"]["mappings"]
    marked = {
        (context, message if isinstance(message, str) else message[0])
        for path in [Path(messages.__file__), *sorted((PACKAGE / "games").glob("*/messages.py"))]
        for _, message, _, context in extract_from_file("python", path, keywords=parse_keywords(mapping["keywords"]))
    }
    wanted = {key_of(code) for code in EN}
    # An entry written without its marker, or marked in another context than its code's, is missing here.
    assert sorted(wanted - marked, key=str) == []
    # `make messages` has been run since the English last changed.
    assert sorted(keys(read(LOCALE_DIR / "companion.pot")), key=str) == sorted(wanted, key=str)


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_catalogue_has_every_message_translated_and_no_other(language: str) -> None:
    found = catalogue(language)
    have = keys(found)
    wanted = {key_of(code) for code in EN}
    assert sorted(wanted - have.keys(), key=str) == [], "missing"
    assert sorted(have.keys() - wanted, key=str) == [], "used by nobody"
    assert list(found.obsolete) == [], "obsolete"
    assert [key for key, message in have.items() if message.fuzzy] == [], "fuzzy: to check, then keep"
    untranslated = [key for key, message in have.items() if not all(text for _, text in english_for(message, found))]
    assert untranslated == [], "untranslated"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_the_english_placeholders(language: str) -> None:
    found = catalogue(language)
    differ = [
        (english, string)
        for message in keys(found).values()
        for english, string in english_for(message, found)
        if sorted(PLACEHOLDER.findall(english)) != sorted(PLACEHOLDER.findall(string))
    ]
    assert differ == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_says_what_the_catalogue_says(language: str) -> None:
    found = catalogue(language)
    compiled = translations(language)
    form = gettext.c2py(found.plural_expr)
    for (context, _), message in keys(found).items():
        if isinstance(message.id, str):
            got = compiled.pgettext(context, message.id) if context else compiled.gettext(message.id)
            assert got == message.string
            continue
        for count in range(12):
            one, other = message.id
            got = compiled.npgettext(context, one, other, count) if context else compiled.ngettext(one, other, count)
            assert got == message.string[form(count)]


def test_each_language_but_english_has_a_catalogue_and_nothing_else_has() -> None:
    present = {path.parts[-3] for path in LOCALE_DIR.glob("*/LC_MESSAGES/companion.po")}
    assert present == set(TRANSLATED)
