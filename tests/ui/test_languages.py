"""The app in Finnish and German, through the real app in a phone-sized browser: a game played in Finnish
shows no English, two phones at once each keep their own language, and the language and theme outlast a
reload of the page."""

from __future__ import annotations

import re
from functools import cache

from playwright.sync_api import Browser

from companion.languages import LANGUAGES
from companion.messages import EN, _translated, text

from .driver import Player, Server

WORD = re.compile(r"(?<![\w{])[A-Za-z]{4,}(?![\w}])")
"""An English word of a message: a whole word of four letters or more, not a placeholder's name."""


def fi(code: str, params: dict[str, object] | None = None) -> str:
    return text(code, params, "fi")


def _wordings(code: str, language: str) -> list[str]:
    """Every wording of a message in a language, each plural form included, its placeholders and the commands
    it names (`history stats`, the same in every language) left out."""
    counts = (1, 2, 5) if isinstance(EN[code], tuple) else (None,)
    return [re.sub(r"\{[^}]*\}|`[^`]*`", "", _translated(code, language, count)) for count in counts]


@cache
def english_words() -> frozenset[str]:
    """The words of the English catalogue that must not show in Finnish: those of every message Finnish says
    otherwise, except words Finnish uses too (a name, "Vikings") and the languages' own names."""
    finnish = {
        word.casefold() for code in EN for wording in _wordings(code, "fi") for word in re.findall(r"\w+", wording)
    }
    finnish |= {name.casefold() for name in LANGUAGES.values()}
    return frozenset(
        word
        for code in EN
        if _wordings(code, "en") != _wordings(code, "fi")
        for wording in _wordings(code, "en")
        for word in WORD.findall(wording)
        if word.casefold() not in finnish
    )


def english_in(said: str) -> set[str]:
    return {word for word in re.findall(r"[A-Za-z]+", said) if word in english_words()}


def choose(player: Player, option: str, language: str) -> None:
    """Tap an option of a choice row and wait until it reads as selected, in `language`."""
    player.tap(option)
    player.button(option + text("grid.selected", language=language)).first.wait_for()


def cell(name: str, row: str, column: int) -> re.Pattern[str]:
    """A cell of the homeland grid, whatever it holds, as Finnish reads it."""
    empty = fi("grid.empty", {"name": name, "row": row, "column": column})
    return re.compile("^" + re.escape(empty.rpartition(": ")[0] + ": "))


def test_a_game_in_finnish_shows_no_english_on_any_screen(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url)
    player.open()
    assert english_in(player.words()) >= {"Quick", "score", "History"}  # the check sees English where it is
    choose(player, "Suomi", "fi")
    screens: dict[str, str] = {"home": player.words()}
    # A quick score of two players: Ada's noble tile with its noble, the points and gold typed in.
    player.tap(fi("ui.quick_score"))
    player.type_into(fi("ui.player_name", {"seat": 1}), "Ada")
    player.type_into(fi("ui.player_name", {"seat": 2}), "Bo")
    screens["new game"] = player.words()
    player.tap(fi("ui.start_quick"))
    player.tap(cell("Ada", "noble", 1))
    player.button(re.compile(cell("Ada", "noble", 1).pattern + ".*" + re.escape(fi("grid.selected")))).first.wait_for()
    player.type_into(fi("ui.points_of", {"name": "Ada"}), "31")
    screens["homeland"] = player.words()
    # Scored too soon: what is still to enter is said, and one tap takes the player there.
    player.tap(fi("ui.score_game"))
    player.button(fi("ui.enter_gold", {"name": "Ada"})).wait_for()
    screens["still to enter"] = player.words()
    player.tap(fi("ui.enter_gold", {"name": "Ada"}))
    player.type_into(fi("ui.gold_of", {"name": "Ada"}), "3")
    player.tap(fi("ui.next_player", {"name": "Bo"}))
    player.type_into(fi("ui.points_of", {"name": "Bo"}), "12")
    player.type_into(fi("ui.gold_of", {"name": "Bo"}), "7")
    player.tap(cell("Bo", "warrior", 1))
    player.tap(fi("ui.half_mainland"))
    screens["second mainland"] = player.words()
    player.tap(fi("ui.score_game"))
    player.wait_text(fi("ui.final_results"), timeout=40_000)
    screens["final results"] = player.words()
    player.tap(re.compile(r"^1\. Ada"))
    player.wait_text(fi("ui.close"))
    screens["every line"] = player.words()
    player.tap(fi("ui.close"))
    # The history, after a reload: the language chosen is kept.
    player.open()
    player.tap(fi("ui.history"))
    player.tap(re.compile("Ada"))
    player.button(re.compile(r"^1\. Ada: ")).first.wait_for()
    screens["game in history"] = player.words()
    player.tap(fi("ui.back"))
    player.tap(fi("ui.players_stats"))
    player.wait_text(fi("ui.records"))
    screens["players"] = player.words()

    english = {screen: sorted(english_in(said)) for screen, said in screens.items() if english_in(said)}
    assert not english, english


def test_two_phones_at_once_each_keep_their_own_language(browser: Browser, server: Server) -> None:
    finnish, german = Player(browser, server.url, locale="fi-FI"), Player(browser, server.url, locale="de-DE")
    finnish.open()
    german.open()
    # Each browser's own language, from its locale; taps on one never change the other's.
    finnish.button(f"Suomi{fi('grid.selected')}").first.wait_for()
    german.button(f"Deutsch{text('grid.selected', language='de')}").first.wait_for()
    for _ in range(3):
        finnish.tap(fi("ui.new_game"))
        german.tap(text("ui.new_game", language="de"))
        finnish.wait_text(fi("ui.rules"))
        german.wait_text(text("ui.rules", language="de"))
        finnish.tap(fi("ui.back"))
        german.tap(text("ui.back", language="de"))
    assert text("ui.start_player", language="de") not in finnish.words()
    assert fi("ui.start_player") not in german.words()


def test_the_language_theme_and_rules_outlast_a_reload(browser: Browser, server: Server) -> None:
    de = "de"
    player = Player(browser, server.url, locale="fi-FI")
    player.open()
    choose(player, "Deutsch", de)
    player.tap(text("ui.dark_mode", language=de))
    player.tap(text("ui.new_game", language=de))
    player.type_into(text("ui.player_name", {"seat": 1}, de), "Ada")
    player.type_into(text("ui.player_name", {"seat": 2}, de), "Bo")
    choose(player, text("ui.rules_progress", language=de), de)
    player.tap(text("ui.start", language=de))
    player.wait_text(re.compile(re.escape(text("ui.round_short", {"round": 1}, de))), timeout=40_000)
    player.page.reload()
    player.open()
    player.button(f"Deutsch{text('grid.selected', language=de)}").first.wait_for()
    player.button(text("ui.light_mode", language=de)).first.wait_for()
    assert player.wait_brightness(180, 4, dark=True) < 80
    player.tap(text("ui.new_game", language=de))
    player.button(text("ui.rules_progress", language=de) + text("grid.selected", language=de)).first.wait_for()


def test_unusable_stored_settings_give_the_device_settings(browser: Browser, server: Server) -> None:
    player = Player(browser, server.url, locale="de-DE")
    player.open()
    player.button(f"Deutsch{text('grid.selected', language='de')}").first.wait_for()
    player.page.evaluate(
        """() => {
            localStorage.setItem('flutter.vikings.language', '"klingon"');
            localStorage.setItem('flutter.vikings.dark', '"yes"');
            localStorage.setItem('flutter.vikings.rules', '{not json');
        }"""
    )
    player.page.reload()
    player.open()
    player.button(f"Deutsch{text('grid.selected', language='de')}").first.wait_for()
    player.button(text("ui.dark_mode", language="de")).first.wait_for()
