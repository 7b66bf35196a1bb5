"""Scoring a round: the boatsman step, each player's itemised result, then the results applied."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from companion.games.vikings import BoardResult, Homeland, PlayerResult, Scoring, advise
from companion.messages import amount_text, award_text, problem_text, text
from companion.play.events import Scored, Transported

from ..widgets import action_button, section
from .common import app_bar, body
from .table import scorings_text

if TYPE_CHECKING:
    from ..app import App


def breakdown(result: PlayerResult, before: tuple[int, int] | None = None) -> ft.Control:
    """One player's lines, each with what it gave: the 'why' of every point."""
    headline = text(
        "ui.rank_line", {"rank": result.rank, "name": result.name, "points": result.points, "gold": result.gold}
    )
    lines: list[ft.Control] = [ft.Text(headline, size=16, weight=ft.FontWeight.BOLD)]
    if before is not None:
        lines.append(ft.Text(amount_text(result.points - before[0], result.gold - before[1]), size=13))
    section_of: Scoring | None = None
    for award in result.breakdown:
        if award.scoring is not section_of:
            section_of = award.scoring
            lines.append(ft.Text(text(f"scoring.{section_of.value}"), size=13, weight=ft.FontWeight.W_600))
        amount = "" if award.scoring is Scoring.transport else f": {amount_text(award.points, award.gold)}"
        lines.append(ft.Text(f"{award_text(award)}{amount}", size=13))
    return ft.Card(content=ft.Container(ft.Column(lines, spacing=2), padding=12), col={"xs": 12, "md": 6, "xl": 3})


def boatsmen_step(app: App) -> list[ft.Control]:
    state = app.state
    if state.round == 6:
        return [section(text("ui.boatsmen_step")), ft.Text(text("ui.mandatory"))]
    controls: list[ft.Control] = []
    for index, player in enumerate(state.players):
        options = advise(Homeland.of(player), state.setup.rules)
        if not options:
            continue
        for option in options:
            code = "ui.advice_one" if option.boatsmen == 1 else "ui.advice"
            gain = text(code, {"boatsmen": option.boatsmen, "gain": amount_text(option.points, option.gold)})
            cells = ", ".join(
                text("cli.cell", {"row": row.value, "column": column}) for row, column in option.transport.placements
            )
            accept = Transported(player=index, placements=tuple(option.transport.placements), boatsmen=option.boatsmen)
            controls += [
                ft.Text(f"{player.name} — {gain}: {cells}", size=13),
                action_button(
                    text(
                        "ui.accept_transport_one" if option.boatsmen == 1 else "ui.accept_transport",
                        {"name": player.name, "boatsmen": option.boatsmen},
                    ),
                    lambda _, a=accept: app.act(a),
                    ft.Icons.SAILING,
                ),
            ]
    return [section(text("ui.boatsmen_step")), *controls] if controls else []


def build(app: App) -> tuple[ft.AppBar, ft.Control]:
    state = app.state
    title = text("ui.scoring_title", {"round": state.round, "scorings": scorings_text(state.round)})
    preview = state.preview()
    controls: list[ft.Control] = []
    if preview is None:
        controls.append(ft.Text(text("refused.board_illegal")))
        controls += [ft.Text(problem_text(problem)) for problem in state.problems()]
        return app_bar(app, title, back="table", history=True), body(controls)
    if state.round % 2 == 0:
        controls += boatsmen_step(app)

    def apply(_: object) -> None:
        if app.act(Scored(round=state.round)):
            app.go("final" if app.state.finished else "results")

    before = [(player.points, player.gold) for player in state.players]
    controls += [
        ft.ResponsiveRow([breakdown(result, before[i]) for i, result in enumerate(preview.players)], run_spacing=8),
        action_button(text("ui.apply_scoring"), apply, ft.Icons.CHECK, filled=True),
    ]
    return app_bar(app, title, back="table", history=True), body(controls)


def results(app: App) -> tuple[ft.AppBar, ft.Control]:
    state = app.state
    result: BoardResult = state.results[-1]
    controls: list[ft.Control] = [
        ft.ResponsiveRow([breakdown(player) for player in sorted(result.players, key=lambda p: p.rank)], run_spacing=8),
        action_button(
            text("ui.continue", {"round": state.round}), lambda _: app.go("table"), ft.Icons.ARROW_FORWARD, filled=True
        ),
    ]
    title = text("ui.scoring_title", {"round": result.round, "scorings": scorings_text(result.round)})
    return app_bar(app, title, history=True), body(controls)
