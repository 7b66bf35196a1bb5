"""What the one number field makes of what a player may type: each case typed into a real field of the app in
a browser, then left by Enter, Tab or a tap elsewhere. A case is clean when it ends in a refusal in words beside
the field, or in its number taken exactly once: the game's stored log holds one event more, with that number.

The fields are Game of Powers' (a card's points, bounded by the rules; the unused cards at the end), where a
number once went in twice on Enter.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from playwright.sync_api import TimeoutError

from companion.games.powers.play import MOST_POINTS
from companion.games.powers.validation import MAX_UNUSED
from companion.messages import text
from companion.play.store import TableStore
from companion.ui.fields import read_number
from tests.ui.driver import ENDINGS, Ending, Player, Server, chromium, eventually
from tests.ui.scripts import Choose, Tap, play
from tests.ui.test_powers_screens import NEW_GAME

TYPED = (
    "2",
    "0",
    "007",  # zeros first
    "20",
    "21",  # one past a card's bound
    "10000",
    "1" * 5_000,  # pasted
    "99999999999999999999",
    "-3",  # the number pad's filter
    "4.5",
    "١٢",  # digits of another script: the filter keeps none of them
)


class _Table:
    """A game of Powers in a browser, and its stored log."""

    def __init__(self, player: Player, store: TableStore) -> None:
        self.player, self.store = player, store

    def events(self, kind: str) -> list[dict[str, object]]:
        self.player.saved()
        (game,) = self.store.games()
        return [event for event in game.events if event.get("kind") == kind]

    def _frames(self) -> None:
        self.player.page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")

    def enter(self, label: str, typed: str, end: Ending) -> str:
        """Type `typed` over what the field holds, and leave it; returns what the field held then (the phone's
        number pad lets digits alone through, and refuses an edit that would leave none)."""
        field = self.player.page.get_by_role("textbox", name=label)
        for _ in range(5):  # a field built again under the tap (the next card's) is tapped again
            field.click()
            try:
                self.player.focused(label, timeout=3_000)
                break
            except TimeoutError:
                continue
        # Two frames drawn after the focus moved, and again after the text went in: Flutter has taken the
        # field over (the page's one input passes from field to field), then the edit into it.
        self._frames()
        self.player.page.keyboard.press("Control+A")
        self.player.page.keyboard.insert_text(typed)
        held = field.input_value()
        self._frames()
        self.player.leave(label, end)
        return held

    def case(self, label: str, typed: str, end: Ending, kind: str, most: int, field: str) -> bool:
        """One case: clean when refused in words, or taken once with its number (a number equal to the one held
        already is no change, and is logged by no event)."""
        before = self.events(kind)
        if kind == "card":  # the field of the next card is on screen
            self.player.wait_text(re.compile(rf"\({len(before)} played\)"))
        held = self.enter(label, typed, end)
        read = read_number(held, 0, most)
        refusals = self.player.page.get_by_text(text("ui.number.at_most", {"most": most}))
        if isinstance(read, str):
            return bool(eventually(lambda: refusals.count() == 1)) and self.events(kind) == before
        if read is None:
            return self.events(kind) == before
        unchanged = kind == "unused" and bool(before) and before[-1][field] == read
        expected = [] if unchanged else [read]
        taken = eventually(lambda: [event[field] for event in self.events(kind)[len(before) :]] == expected)
        return bool(taken) and bool(eventually(lambda: refusals.count() == 0))


def number_field_figures() -> dict[str, float]:
    """`hostile_number_fields`, the cases tried, and `hostile_number_fields_clean`, those that ended cleanly."""
    results: list[bool] = []
    with tempfile.TemporaryDirectory() as folder, chromium() as browser:
        server = Server(Path(folder) / "games.json")
        server.start()
        try:
            player = Player(browser, server.url, motion=True)
            player.open()
            # The city and category stay chosen from one card to the next.
            play(player, [*NEW_GAME, Choose("Wisłoujście"), Choose("coins")])
            table = _Table(player, TableStore(server.db, []))
            for end in ENDINGS:
                for typed in TYPED:
                    label = "Points on the card"
                    results.append(table.case(label, typed, end, "card", MOST_POINTS, "points"))
            play(player, [Tap("The game is over: count")])
            player.wait_text(re.compile("^End of the game"))
            for end in ENDINGS:
                for typed in TYPED:
                    label = "Ada: unused cards and tokens"
                    results.append(table.case(label, typed, end, "unused", MAX_UNUSED, "count"))
        finally:
            server.stop()
    return {"hostile_number_fields": len(results), "hostile_number_fields_clean": sum(results)}


if __name__ == "__main__":
    for name, value in number_field_figures().items():
        print(f"{name} {value}")
