"""Africa at the table: the players of a new game, the running score of play (a tap a scoring), the count at
the end (items by kind, gold, gems, the eleventh monument) and the final table, every line explained."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.messages import text
from companion.play.common import Ended
from companion.play.log import Finished
from companion.ui.fields import number_field
from companion.ui.hooks import kept, redraw
from companion.ui.icons import Icons
from companion.ui.screens.common import screen, use_app
from companion.ui.screens.tables import PlayersForm, final_screen, player_picker, table_screen
from companion.ui.tables import TableModel, start_table, table_game
from companion.ui.widgets import choices, tap, text_button

from . import ID, PLAYERS, score
from .play import (
    EVENTS,
    MONUMENTS,
    RULES,
    Action,
    ItemsCounted,
    MonumentFound,
    MonumentRevealed,
    Started,
    Table,
    Tracked,
    TreasureCounted,
    points_of,
)
from .scoring import ELEVENTH_MONUMENT, item_points, majority_points
from .track import NEIGHBOURS

ITEM_KINDS = ("statues", "shirts", "drums")
"""The kinds of items the source names; the players may name others."""
MOST_ITEMS = 6
"""The counts offered for a kind of items: more than five score as five."""
SCORINGS = {
    "points": range(1, 6),
    "animal": range(NEIGHBOURS + 1),
    "nomad": range(NEIGHBOURS + 1),
    "camp": range(1, NEIGHBOURS + 1),
    "treasure": range(1, 3),
}
"""The scorings of play, each with the counts a tap can give it."""


@ft.component
def NewGame() -> ft.View:
    app = use_app()

    def begin(names: tuple[str, ...]) -> None:
        start_table(app, TABLE, Started(names=names), names)

    return screen(app, text("africa.ui.new_game"), [PlayersForm(PLAYERS, [], begin)], back="/")


def numbers(
    values: range,
    act: Callable[[int], object],
    label: Callable[[int], str],
    *,
    selected: int | None = None,
    width: float = 44,
) -> ft.Control:
    """A row of round buttons, one a number, read as `label(number)`; `selected` marks the one chosen."""
    buttons = [
        tap(
            label(value),
            ft.Text(str(value), size=15, weight=ft.FontWeight.BOLD if value == selected else None),
            lambda _, value=value: act(value),
            width=width,
            height=38,
            bgcolor=ft.Colors.SECONDARY_CONTAINER if value == selected else None,
            border=ft.BorderSide(1, ft.Colors.OUTLINE),
            radius=19,
            selected=None if selected is None else value == selected,
        )
        for value in values
    ]
    return ft.Row(buttons, spacing=4)


def counts(title: str, values: range, act: Callable[[int], None], label: Callable[[int], str]) -> list[ft.Control]:
    """A scoring: its title, and a button for each count it can take, read as `label(count)`."""
    return [ft.Text(title, size=12, weight=ft.FontWeight.W_600), numbers(values, act, label)]


def describe(table: Table, action: Action) -> str:
    """An action in a few words: "Ada: revealed animal, +3"."""
    if isinstance(action, Tracked):
        what = text(f"africa.ui.scoring.{action.scoring}")
        return text(
            "africa.ui.tracked", {"name": table.names[action.player], "what": what, "points": points_of(action)}
        )
    if isinstance(action, MonumentFound):
        return text("africa.ui.action.found", {"name": table.names[action.player]})
    return text(f"africa.ui.action.{action.kind}")


def monuments(model: TableModel, table: Table, seat: int) -> ft.Control:
    """The monuments revealed, counted a tap each by the player chosen, up to the eleventh, which ends the
    game: then who revealed it, and the count at the end is offered."""
    if table.monuments < MONUMENTS:
        label = text("africa.ui.found", {"name": table.names[seat], "count": table.monuments + 1, "all": MONUMENTS})
        return text_button(label, lambda _: model.act(MonumentFound(player=seat)), Icons.ACCOUNT_BALANCE)
    last = "" if table.monument is None else table.names[table.monument]
    said = text("africa.ui.all_found", {"name": last, "points": ELEVENTH_MONUMENT})
    return ft.Text(said, size=13, weight=ft.FontWeight.W_600)


@ft.component
def Running(model: TableModel, table: Table) -> ft.Control:
    """The score track in play: the players with their points, the chosen one's scorings a tap each. The player
    chosen and the count before a move, tapped but not yet its count after, are the model's `view`: a game
    resumes with them."""
    app = use_app()
    seat = model.chosen()
    before = model.view.get("before", -1)
    name = table.names[seat]

    def set_before(count: int) -> None:
        model.show(before=count)

    def track(scoring: str, count: int, before: int = 0) -> None:
        set_before(-1)
        action = Tracked(player=seat, scoring=scoring, count=count, before=before)  # type: ignore[arg-type]
        if model.act(action):
            app.announce(describe(table, action))

    def said(scoring: str, count: int, before: int = 0) -> str:
        points = points_of(Tracked(player=seat, scoring=scoring, count=count, before=before))  # type: ignore[arg-type]
        return text(f"africa.ui.tap.{scoring}", {"count": count, "points": points, "name": name})

    controls: list[ft.Control] = [
        player_picker(table.names, seat, lambda seat: model.show(seat=seat), [str(points) for points in table.track])
    ]
    for scoring, values in SCORINGS.items():
        controls += counts(text(f"africa.ui.title.{scoring}"), values, partial(track, scoring), partial(said, scoring))
    if before < 0:
        controls += counts(
            text("africa.ui.title.moved_from"),
            range(NEIGHBOURS),
            set_before,
            lambda count: text("africa.ui.tap.moved_from", {"count": count}),
        )
    else:
        controls += counts(
            text("africa.ui.title.moved_to", {"count": before}),
            range(before + 1, NEIGHBOURS + 1),
            lambda count: track("moved", count, before),
            lambda count: said("moved", count, before),
        )
    controls.append(monuments(model, table, seat))
    if table.last is not None:
        controls.append(ft.Text(text("ui.last_turn", {"what": describe(table, table.last)}), size=12))
    controls.append(text_button(text("africa.ui.end"), lambda _: model.act(Ended()), Icons.FLAG, filled=True))
    return ft.Column(controls, spacing=4)


@ft.component
def Count(model: TableModel, table: Table) -> ft.Control:
    """The end of the game: each player's items by kind, gold and gems, and who revealed the last monument; the
    player chosen, the first at first, is the model's `view` (`counted`): a game resumes with them."""
    added: list[str] = kept(list)
    again = redraw()
    seat = model.chosen("counted")

    name = table.names[seat]
    held = dict(table.items[seat])
    named = [text(f"africa.ui.item.{kind}") for kind in ITEM_KINDS]
    kinds = list(dict.fromkeys([*named, *(kind for items in table.items for kind, _ in items), *added]))

    def held_count(kind: str, count: int) -> None:
        model.act(ItemsCounted(player=seat, item=kind, count=count))

    def held_label(kind: str, count: int) -> str:
        return text("africa.ui.item_count", {"name": name, "item": kind, "count": count})

    def revealed_by(value: str) -> None:
        model.act(MonumentRevealed(player=int(value) if value else None))

    def add_kind(event: ft.Event[ft.TextField]) -> None:
        kind = (event.control.value or "").strip()
        if kind and kind not in kinds:
            added.append(kind)
            again()

    controls: list[ft.Control] = [
        player_picker(
            table.names,
            seat,
            lambda seat: model.show(counted=seat),
            [str(standing.total) for standing in score(table.sheet).players],
        ),
        ft.Text(text("africa.ui.items_of", {"name": name}), size=13, weight=ft.FontWeight.W_600),
    ]
    for kind in kinds:
        count = held.get(kind, 0)
        controls.append(
            ft.Row(
                [
                    ft.Text(kind, width=60, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, size=13),
                    numbers(
                        range(MOST_ITEMS + 1),
                        partial(held_count, kind),
                        partial(held_label, kind),
                        selected=count,
                        width=36,
                    ),
                ],
                spacing=4,
            )
        )
    controls += [
        ft.TextField(
            label=text("africa.ui.other_item"),
            on_submit=add_kind,
            on_blur=add_kind,
            dense=True,
            max_length=40,
            counter="",
        ),
        ft.Row(
            [
                number_field(
                    text("africa.ui.gold_of", {"name": name}),
                    f"gold-{seat}",
                    value=table.gold[seat],
                    commit=lambda gold: model.act(TreasureCounted(player=seat, what="gold", count=gold)),
                ),
                number_field(
                    text("africa.ui.gems_of", {"name": name}),
                    f"gems-{seat}",
                    value=table.gems[seat],
                    commit=lambda gems: model.act(TreasureCounted(player=seat, what="gems", count=gems)),
                ),
            ],
            spacing=8,
        ),
        ft.Text(text("africa.ui.monument"), size=13, weight=ft.FontWeight.W_600),
        choices(
            [("", text("ui.nobody")), *((str(other), who) for other, who in enumerate(table.names))],
            "" if table.monument is None else str(table.monument),
            revealed_by,
            [text("africa.ui.monument_by", {"name": who}) for who in (text("ui.nobody"), *table.names)],
        ),
        text_button(text("ui.final_results"), lambda _: model.act(Finished()), Icons.EMOJI_EVENTS, filled=True),
    ]
    return ft.Column(controls, spacing=4)


def explained(table: Table) -> list[ft.Control]:
    """Where each player's points come from, in words: the track, each kind of items, gold, gems, the monument."""
    gold = majority_points(table.gold)
    gems = majority_points(table.gems)
    lines: list[ft.Control] = []
    for seat, name in enumerate(table.names):
        items = ", ".join(
            text("africa.ui.item_points", {"item": kind, "count": count, "points": item_points(count)})
            for kind, count in table.items[seat]
        )
        parts = [
            text("africa.ui.why.track", {"points": table.track[seat]}),
            text(
                "africa.ui.why.items",
                {
                    "items": items or text("ui.no_special_tiles"),
                    "points": sum(item_points(n) for _, n in table.items[seat]),
                },
            ),
            text("africa.ui.why.gold", {"count": table.gold[seat], "points": gold[seat]}),
            text("africa.ui.why.gems", {"count": table.gems[seat], "points": gems[seat]}),
        ]
        if table.monument == seat:
            parts.append(text("africa.ui.why.monument", {"points": ELEVENTH_MONUMENT}))
        lines.append(ft.Text(f"{name}: " + "; ".join(parts), size=12))
    return lines


def play(model: TableModel) -> ft.View:
    """The game's one screen: the score track in play, the count at the end, then the final table."""
    table: Table = model.state
    if table.phase == "play":
        running = Running(model, table, key="play")  # type: ignore[call-arg]
        return table_screen(model, [running], sub=text("africa.ui.running"))
    if table.phase == "end":
        counting = Count(model, table, key="end")  # type: ignore[call-arg]
        return table_screen(model, [counting], sub=text("table.counting"))
    return final_screen(model, explained=explained(table))


TABLE = table_game(ID, EVENTS, RULES, new_game=NewGame, play=play, describe=describe)
