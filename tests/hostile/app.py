"""`python -m tests.hostile.app ACTION --db FILE`: the app's controller on a data folder, with no browser, as a
device's session sees it; prints what the player would read. The hostile table runs it on damaged and
read-only data folders.

- `start`: the app starting (`GameStore.migrate`, as `companion app` does), then the home screen: the games in
  progress listed and each opened (Vikings' and the other games'), then the store's notices.
- `history`: the history screen and the players' statistics, read as the app reads them, then the notices.
- `play`: the newest unfinished game resumed and played on (a payment), its save run as the app runs it.
- `new`: a new game started.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import flet as ft

from companion.games.vikings.play import Seat, Setup
from companion.games.vikings.play.events import TilePaid
from companion.history import GameStore
from companion.history.stats import statistics
from companion.ui.model import SAVE_DELAY_S, App, GameModel
from companion.ui.tables import TableModel, open_table, table_store


class Page:
    """What the controller asks of Flet's page: the dialogs, banners and snack bars it shows, kept to read."""

    def __init__(self) -> None:
        self.shown: list[ft.DialogControl] = []
        self.route = "/new"
        """The address of the form a game is started from."""

    def show_dialog(self, dialog: ft.DialogControl) -> None:
        dialog.open = True
        self.shown.append(dialog)

    def texts(self) -> list[str]:
        return [str(getattr(dialog.content, "value", "")) for dialog in self.shown]


def _start(app: App) -> list[str]:
    lines = []
    for game in app.store.unfinished():
        opened = app.game(game.id)
        lines.append(f"{', '.join(game.names)}: {'opens' if isinstance(opened, GameModel) else opened}")
    for kept in table_store(app).games():
        table = open_table(app, kept.id)
        lines.append(f"{', '.join(kept.names)}: {'opens' if isinstance(table, TableModel) else table}")
    return lines + app.store_notices()


def _history(app: App) -> list[str]:
    summaries = list(app.store.archive.summaries())
    players, _ = statistics(app.store.archive.documents())
    lines = [f"history: {len(summaries)} games", *(f"{name}: {stats.games} games" for name, stats in players.items())]
    return lines + app.store_notices()


def _play(app: App) -> list[str]:
    model = app.game(app.store.unfinished()[0].id)
    assert isinstance(model, GameModel)

    async def played() -> None:
        model.act(TilePaid(player=0, price=5))
        while model.pending:  # until the model says the file holds the change, or that the save failed
            await asyncio.sleep(SAVE_DELAY_S / 10)

    asyncio.run(played())
    return [f"{player.name}: {player.gold} gold" for player in model.state.players]


def _new(app: App) -> list[str]:
    started = app.start(Setup(seats=(Seat(name="Ada", colour="white"), Seat(name="Bo", colour="tan"))))
    return [] if started is None else [f"started {started}"]


ACTIONS = {"start": _start, "history": _history, "play": _play, "new": _new}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=sorted(ACTIONS))
    parser.add_argument("--db", type=Path, required=True)
    args = parser.parse_args()
    store = GameStore(args.db)
    store.migrate()
    page = Page()
    app = App(page, store)  # type: ignore[arg-type]
    lines = ACTIONS[args.action](app)
    print("\n".join(lines + page.texts()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
