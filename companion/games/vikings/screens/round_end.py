"""The end of a round at the table: why the boards are not legal yet (each reason one tap from its fix), the
boatsmen's advice before a great scoring, the coins counted before the final scoring, and the scoring."""

from __future__ import annotations

import flet as ft

from companion.games.vikings import BoardResult, Homeland, advise
from companion.games.vikings.at_table import VikingsModel
from companion.games.vikings.play.events import PurseSet, Scored, Transported
from companion.messages import amount_text, problem_text, text
from companion.ui.fields import Typed
from companion.ui.icons import Icons
from companion.ui.model import App
from companion.ui.widgets import heading, tap, text_button

from .counting import CoinCount


def round_end(app: App, model: VikingsModel, preview: BoardResult | None, typed: Typed) -> list[ft.Control]:
    """The round's tiles are all taken: the boatsmen's advice at a great scoring, the coins counted before the
    final scoring, and the scoring itself."""
    state = model.state
    controls: list[ft.Control] = [heading(text("ui.round_complete", {"round": state.round}), size=15)]
    controls += problem_links(app, model)
    if state.round % 2 == 0 and state.round < 6:
        controls += advice(model)

    def score() -> None:
        round_ = model.state.round
        for key, gold in list(typed.items()):
            count_purse(model, int(key.removeprefix("gold-")), gold=gold)
        typed.clear()
        if model.act(Scored(round=round_)):
            app.go(f"/game/{model.id}/final" if model.state.finished else f"/game/{model.id}/scoring/{round_}")

    label = text("ui.score_round", {"round": state.round})
    if preview is None:
        controls.append(text_button(label, None, Icons.CALCULATE, filled=True))
    elif state.gold_to_count:
        # The coins are counted in a dialog of its own, which the scoring closes.
        names = tuple(player.name for player in state.players)
        counted = tuple(player.gold if seat in state.counted else None for seat, player in enumerate(state.players))
        controls.append(CoinCount(label, names, counted, typed, score, key="coins"))
    else:
        controls.append(text_button(label, lambda _: score(), Icons.CALCULATE, filled=True))
    return controls


MOST_PROBLEMS_SHOWN = 6


def problem_links(app: App, model: VikingsModel) -> list[ft.Control]:
    """Why the boards are not legal, each reason one tap from the homeland (and the cell) to fix."""
    state = model.state
    seats = {player.name: seat for seat, player in enumerate(state.players)}
    links: list[ft.Control] = []
    for problem in state.problems()[:MOST_PROBLEMS_SHOWN]:
        seat = seats.get(str(problem.params.get("player", "")))
        where = f"/game/{model.id}/homeland/{seat}"
        if "row" in problem.params and "column" in problem.params:
            where += f"/{problem.params['row']}-{problem.params['column']}"
        sentence = problem_text(problem)
        content = ft.Row(
            [ft.Icon(Icons.ERROR_OUTLINE, color=ft.Colors.ERROR, size=18), ft.Text(sentence, size=13, expand=True)],
            spacing=6,
        )
        links.append(
            tap(
                text("ui.fix_problem", {"problem": sentence}),
                content,
                (lambda _, w=where: app.go(w)) if seat is not None else None,
                width=None,
                height=None,
                padding=6,
                radius=8,
            )
        )
    return links


def advice(model: VikingsModel) -> list[ft.Control]:
    state = model.state
    controls: list[ft.Control] = []
    for seat, player in enumerate(state.players):
        for option in advise(Homeland.of(player), state.setup.rules):
            gain = amount_text(option.points, option.gold)
            cells = ", ".join(
                text("cli.cell", {"row": row.value, "column": column}) for row, column in option.transport.placements
            )
            accept = Transported(
                player=seat,
                placements=tuple(option.transport.placements),
                boatsmen=option.boatsmen,
                boat_tiles=option.boat_tiles,
            )
            # With the boat tile (progress rules) the lines say how many of the boatsmen use one.
            boat = "_boat" if option.boat_tiles else ""
            words = {"name": player.name, "count": option.boatsmen, "boats": option.boat_tiles}
            controls += [
                ft.Text(text(f"ui.advice_line{boat}", words | {"gain": gain, "cells": cells}), size=13),
                text_button(text(f"ui.accept_transport{boat}", words), lambda _, a=accept: model.act(a), Icons.SAILING),
            ]
    if controls:
        controls.insert(0, ft.Text(text("ui.advice_hint"), size=13))
    return controls


def count_purse(model: VikingsModel, seat: int, **purse: int) -> None:
    """Set what a player's purse holds, unless it holds that already: a count of the same gold still counts,
    and so do a quick score's points, which it asks for."""
    state = model.state
    player = state.players[seat]
    counted = {"gold": seat in state.counted, "points": seat in state.points_counted or not state.setup.quick}
    changed = {what: value for what, value in purse.items() if getattr(player, what) != value or not counted[what]}
    if changed:
        model.act(PurseSet(player=seat, **changed))
