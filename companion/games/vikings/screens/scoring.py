"""A round's scoring, applied: who gained what, and the final results with the winner."""

from __future__ import annotations

from typing import cast

import flet as ft

from companion.games.vikings.at_table import Handle
from companion.messages import text
from companion.ui.hooks import stateful
from companion.ui.icons import Icons
from companion.ui.screens.common import filed_line, screen, use_app
from companion.ui.sharing import share_buttons
from companion.ui.widgets import heading, text_button

from .results import detail_dialog, ranked_as_known, result_table
from .table import scorings_text


@ft.component
def _RoundScored(handle: Handle, version: int, round_: int) -> ft.View:
    model = handle.model
    app = use_app()
    state = model.state
    detail, set_detail = stateful(cast("int | None", None))
    show_gold = state.setup.money == "purse"
    result = next((r for r in state.results if r.round == round_), None)
    if result is not None:
        result = ranked_as_known(result, gold_known=show_gold)
    colours = [seat.colour for seat in state.setup.seats]
    controls: list[ft.Control] = []
    if result is None:
        controls.append(ft.Text(text("ui.not_scored_yet", {"round": round_})))
    else:
        controls += [
            ft.Text(scorings_text(round_), size=14),
            result_table(result, [result], colours, set_detail, show_gold=show_gold, announce=True),
        ]
        if not show_gold:
            controls.append(ft.Text(text("ui.take_gold_hint"), size=12))
    following = state.round if not state.finished else None
    if following is not None and following > round_:
        controls.append(
            text_button(
                text("ui.continue", {"round": following}),
                lambda _: app.go(f"/game/{model.id}"),
                Icons.ARROW_FORWARD,
                filled=True,
            )
        )
    ft.use_dialog(
        detail_dialog(result.players[detail], lambda: set_detail(None), show_gold=show_gold)
        if result is not None and detail is not None
        else None
    )
    return screen(
        app,
        text("ui.scoring_title", {"round": round_}),
        controls,
        back=f"/game/{model.id}",
        game=model,
    )


@ft.component
def _FinalResults(handle: Handle, version: int) -> ft.View:
    model = handle.model
    app = use_app()
    state = model.state
    detail, set_detail = stateful(cast("int | None", None))
    result = state.result
    summary = ft.use_memo(lambda: model.session.summary() if result is not None else None, [version])
    controls: list[ft.Control] = []
    if result is None or summary is None:
        controls.append(ft.Text(text("ui.not_finished")))
    else:
        winners = [p.name for p in result.players if p.winner]
        banner = text("ui.winners" if len(winners) > 1 else "ui.winner_is", {"names": " & ".join(winners)})
        colours = [seat.colour for seat in state.setup.seats]
        controls += [
            ft.Row([ft.Icon(Icons.EMOJI_EVENTS, size=28), heading(banner, size=20)], wrap=True),
            result_table(result, state.results, colours, set_detail, announce=True),
            filed_line(model),
            *share_buttons(app.page, summary, lambda: app.notify(text("ui.result_copied"))),
            text_button(text("ui.new_game"), lambda _: app.go("/new"), Icons.ADD, filled=True),
            text_button(text("ui.home"), lambda _: app.go("/"), Icons.HOME),
        ]
    ft.use_dialog(
        detail_dialog(result.players[detail], lambda: set_detail(None))
        if result is not None and detail is not None
        else None
    )
    return screen(app, text("ui.final_results"), controls, back="/", game=model)


RoundScored = ft.memo(_RoundScored)
FinalResults = ft.memo(_FinalResults)
