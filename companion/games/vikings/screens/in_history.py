"""A finished Vikings game as history shows it: its results, each player's points and gold by scoring, each
scoring's table and each homeland as it ended (`companion.ui.screens.history` frames it)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.games.common import Played
from companion.messages import text
from companion.ui.charts import round_chart
from companion.ui.model import Window
from companion.ui.widgets import heading

from ..play.game import Game
from .homeland_grid import Grid, SpecialChips, grid_view, special_chips
from .parts import mainland_summary
from .results import detail_dialog, result_table


def in_history(replayed: Game, dark: bool, window: Window, set_detail: Callable[[int], None]) -> Played | None:
    """The game its log plays, shown on the `dark` or light page in `window`; a tap on a player's result asks for
    its detail (`set_detail`). None for a game that did not finish."""
    state = replayed.state
    result = state.result
    if result is None:
        return None
    start = replayed.snapshots[0].players
    colours = [seat.colour for seat in state.setup.seats]
    scorings = [text("ui.axis_start")] + [str(r.round) for r in state.results]

    def series(what: str) -> list[tuple[str, str, list[int]]]:
        return [
            (
                player.name,
                colours[seat],
                [getattr(start[seat], what)] + [getattr(r.players[seat], what) for r in state.results],
            )
            for seat, player in enumerate(result.players)
        ]

    controls: list[ft.Control] = [result_table(result, state.results, colours, set_detail)]
    if len(state.results) > 1:
        controls.append(
            round_chart(series("points"), text("ui.points_by_round"), text("ui.unit_points"), scorings, dark)
        )
        if state.setup.money == "purse":
            controls.append(round_chart(series("gold"), text("ui.gold_by_round"), text("ui.unit_gold"), scorings, dark))
    controls.append(heading(text("ui.round_by_round")))
    controls += [
        ft.ExpansionTile(
            title=text("ui.scoring_title", {"round": scored.round}),
            subtitle=", ".join(text(f"scoring.{s.value}") for s in scored.scorings),
            controls=[result_table(scored, [scored], colours, lambda _: None, show_gold=state.setup.money == "purse")],
        )
        for scored in state.results
    ]
    for seat, player in enumerate(state.players):
        view = grid_view(
            player,
            lay=False,
            edit=False,
            with_viking=False,
            width=window.width,
            dark=dark,
            text_scale=window.text_scale,
        )
        controls += [
            heading(text("ui.homeland_of", {"name": player.name})),
            Grid(view, lambda *_: None, lambda *_: None, key=f"history-grid-{seat}"),
            mainland_summary(player, window.text_scale),
        ]
        if state.setup.rules == "progress":
            controls.append(SpecialChips(player.name, special_chips(player)))
    return Played(controls, lambda detail, close: detail_dialog(result.players[detail], close))
