"""Pirates CSG at the table: the players and the budget, a fleet builder (the budget's points left and the
fleet checks live, the treasure to spread), the gold each player unloads at home, a sinking helper (owner and
sinker's shares, Ransom crews) and the winner."""

from __future__ import annotations

import flet as ft
from pydantic import ValidationError

from companion.messages import problem_text, text
from companion.play.log import Finished
from companion.ui.fields import Typed, number_field
from companion.ui.hooks import held, kept, stateful
from companion.ui.icons import Icons
from companion.ui.screens.common import screen, use_app
from companion.ui.screens.tables import PlayersForm, final_screen, player_picker, table_screen
from companion.ui.tables import TableModel, start_table, table_game
from companion.ui.widgets import chip, choices, icon_button, tap, text_button

from . import ID, PLAYERS
from .fleet import fleet_problems, points_left
from .models import BUDGETS, RECOMMENDED_BUDGET, Kind, Piece
from .play import (
    EVENTS,
    MOST_RANSOMS,
    RULES,
    Action,
    PieceAdded,
    PieceRemoved,
    RansomCaptured,
    Sailed,
    Started,
    Sunk,
    Table,
    Unloaded,
)
from .treasure import RANSOM_CAPTURED, RANSOM_SUNK, sinking, treasure

UNLOADS = (1, 2, 3, 5)
"""The gold a tap unloads at home."""


@ft.component
def NewGame() -> ft.View:
    app = use_app()
    typed = kept(lambda: Typed(budget=RECOMMENDED_BUDGET))
    budget, set_budget = stateful(RECOMMENDED_BUDGET)

    def begin(names: tuple[str, ...]) -> None:
        points = typed.get("budget")  # none while the field is empty or holds a budget out of range
        if points is None:
            app.notify(text("pirates.ui.budget_range", {"least": BUDGETS.start, "most": BUDGETS.stop - 1}))
            return
        start_table(app, TABLE, Started(names=names, budget=points), names)

    options = [
        number_field(
            text("pirates.ui.budget"),
            "budget",
            commit=set_budget,
            typed=typed,
            least=BUDGETS.start,
            most=BUDGETS.stop - 1,
            width=280,
        ),
        ft.Text(text("pirates.ui.treasure", {"gold": treasure(budget)}), size=12),
    ]
    return screen(app, text("pirates.ui.new_game"), [PlayersForm(PLAYERS, options, begin)], back="/")


def describe(table: Table, action: Action) -> str:
    """An action in a few words: "Ada unloads 3 gold"."""
    if isinstance(action, PieceAdded):
        return text("pirates.ui.added", {"name": table.names[action.player], "card": action.piece.name})
    if isinstance(action, Unloaded):
        return text("pirates.ui.unloaded", {"name": table.names[action.player], "gold": action.gold})
    if isinstance(action, Sunk):
        split = sinking(action.gold, action.ransoms)
        return text(
            "pirates.ui.sunk",
            {
                "owner": table.names[action.owner],
                "sinker": table.names[action.sinker],
                "owner_gold": split.owner,
                "sinker_gold": split.sinker,
            },
        )
    return text(f"pirates.ui.action.{action.kind}")


def budget_figure(left: int) -> str:
    """A fleet's figure beside its player: the budget's points left, or the points over it said so."""
    return str(left) if left >= 0 else text("pirates.ui.over", {"points": -left})


def fleet_lines(model: TableModel, seat: int, fleet: tuple[Piece, ...]) -> list[ft.Control]:
    """A fleet's cards, a line each with a tap to take the card out, below the form that adds them."""
    lines: list[ft.Control] = []
    for index, piece in enumerate(fleet):
        what = text(f"pirates.kind.{piece.kind}")
        line = text("pirates.ui.piece", {"card": piece.name, "what": what, "points": piece.points})
        if piece.limit:
            line += text("pirates.ui.with_limit")
        remove = text("pirates.ui.remove", {"card": piece.name})
        lines.append(
            ft.Row(
                [
                    ft.Text(line, expand=True, size=13),
                    icon_button(
                        Icons.DELETE_OUTLINE,
                        remove,
                        lambda _, index=index: model.act(PieceRemoved(player=seat, index=index)),
                    ),
                ],
                spacing=4,
            )
        )
    return lines


@ft.component
def Builder(model: TableModel, table: Table) -> ft.Control:
    """Before the game: each player's fleet, the points left of the budget and what keeps it from sailing. The
    form that adds a card comes first, under the players, so it stays in place as the fleet grows. The player
    chosen is the model's `view`, so a game resumes with them."""
    app = use_app()
    seat = model.chosen()
    kind = held(Kind.ship.value)
    limit = held(False)
    typed: dict[str, str] = kept(dict)
    numbers = kept(Typed)
    name = table.names[seat]
    fleet = table.fleets[seat]
    points_key = f"points-{seat}-{len(fleet)}"

    def add(_: object) -> None:
        try:
            piece = Piece(
                name=typed.get("name", ""),
                kind=Kind(kind.value),
                points=numbers.get(points_key, -1),
                limit=limit.value and kind.value == Kind.ship,
            )
        except ValidationError:
            app.notify(text("pirates.ui.name_and_points"))
            return
        if model.act(PieceAdded(player=seat, piece=piece)):
            typed.clear()
            numbers.clear()
            limit.set(False)

    def keep_name(event: ft.Event[ft.TextField]) -> None:
        typed["name"] = event.control.value or ""

    left = [budget_figure(points_left(pieces, table.budget)) for pieces in table.fleets]
    controls: list[ft.Control] = [
        ft.Text(text("pirates.ui.treasure", {"gold": treasure(table.budget)}), size=12),
        player_picker(table.names, seat, lambda seat: model.show(seat=seat), left),
        ft.TextField(
            label=text("pirates.ui.piece_name"),
            value=typed.get("name", ""),
            on_change=keep_name,
            max_length=40,
            counter="",
            dense=True,
            key=f"piece-{seat}-{len(fleet)}",
        ),
        choices(
            [(value.value, text(f"pirates.kind.{value}")) for value in Kind],
            kind.value,
            kind.set,
        ),
        ft.Row(
            [
                number_field(text("pirates.ui.piece_points"), points_key, typed=numbers, width=130),
                chip(
                    text("pirates.ui.limit"),
                    ft.Text(text("pirates.ui.limit_short"), weight=ft.FontWeight.BOLD if limit.value else None),
                    (lambda: limit.set(not limit.value)) if kind.value == Kind.ship else None,
                    filled=limit.value,
                    selected=limit.value,
                ),
            ],
            spacing=8,
        ),
        text_button(text("pirates.ui.add"), add, Icons.ADD),
    ]
    problems = fleet_problems(name, fleet, table.budget)
    if not any(problem.code == "over_budget" for problem in problems):
        said = text("pirates.ui.points_left", {"name": name, "points": left[seat], "budget": table.budget})
        controls.append(ft.Text(said, size=13, weight=ft.FontWeight.W_600))
    controls += [ft.Text(problem_text(problem, game=ID), color=ft.Colors.ERROR, size=12) for problem in problems]
    controls.append(text_button(text("pirates.ui.sail"), lambda _: model.act(Sailed()), Icons.SAILING, filled=True))
    controls += fleet_lines(model, seat, fleet)
    return ft.Column(controls, spacing=6)


@ft.component
def Sea(model: TableModel, table: Table) -> ft.Control:
    """The game: each player's gold at home with a tap to unload more, and the sinking helper."""
    owner = held("")
    sinker = held("")
    ransoms = held(0)
    aboard = kept(Typed)
    app = use_app()
    controls: list[ft.Control] = [ft.Text(text("pirates.ui.treasure_left", {"gold": table.left}), size=12)]
    for seat, name in enumerate(table.names):
        buttons = [
            tap(
                text("pirates.ui.unload", {"name": name, "gold": gold}),
                ft.Text(f"+{gold}", size=14),
                lambda _, seat=seat, gold=gold: model.act(Unloaded(player=seat, gold=gold)),
                width=44,
                height=38,
                border=ft.BorderSide(1, ft.Colors.OUTLINE),
                radius=19,
            )
            for gold in UNLOADS
        ]
        controls.append(
            ft.Row(
                [
                    ft.Semantics(
                        content=ft.Row(
                            [
                                ft.Text(
                                    name,
                                    width=90,
                                    max_lines=1,
                                    overflow=ft.TextOverflow.ELLIPSIS,
                                    weight=ft.FontWeight.BOLD,
                                ),
                                ft.Text(str(table.gold[seat]), width=36, text_align=ft.TextAlign.RIGHT, size=16),
                            ],
                            spacing=4,
                        ),
                        label=text("pirates.ui.gold_at_home", {"name": name, "gold": table.gold[seat]}),
                        container=True,
                        exclude_semantics=True,
                    ),
                    *buttons,
                ],
                spacing=4,
            )
        )

    def sink(_: object) -> None:
        if not owner.value or not sinker.value:
            app.notify(text("pirates.ui.owner_and_sinker_first"))
            return
        if gold_key in aboard.refused:
            app.notify(text("ui.number.mend", {"field": text("pirates.ui.gold_aboard")}))
            return
        # The field holds at most the treasure still out; the table's own rule refuses more, in words.
        sunk = Sunk(
            owner=int(owner.value), sinker=int(sinker.value), gold=aboard.get(gold_key, 0), ransoms=ransoms.value
        )
        if model.act(sunk):
            app.announce(describe(table, sunk))
            ransoms.set(0)

    people = [(str(seat), name) for seat, name in enumerate(table.names)]
    gold_key = f"gold-{sum(table.gold)}"
    controls += [
        ft.Divider(height=8),
        ft.Text(text("pirates.ui.sinking"), size=13, weight=ft.FontWeight.W_600),
        ft.Text(text("pirates.ui.owner"), size=12),
        choices(people, owner.value, owner.set, [text("pirates.ui.owner_is", {"name": name}) for _, name in people]),
        ft.Text(text("pirates.ui.sinker"), size=12),
        choices(people, sinker.value, sinker.set, [text("pirates.ui.sinker_is", {"name": name}) for _, name in people]),
        number_field(text("pirates.ui.gold_aboard"), gold_key, typed=aboard, most=table.left, width=130),
        ft.Text(text("pirates.ui.ransoms_aboard", {"gold": RANSOM_SUNK}), size=12),
        choices(
            [(str(count), str(count)) for count in range(MOST_RANSOMS + 1)],
            str(ransoms.value),
            lambda value: ransoms.set(int(value)),
            [text("pirates.ui.ransoms", {"count": count}) for count in range(MOST_RANSOMS + 1)],
        ),
        text_button(text("pirates.ui.sink"), sink, Icons.WAVES),
        text_button(
            text("pirates.ui.ransom_captured", {"gold": RANSOM_CAPTURED}),
            lambda _: model.act(RansomCaptured()),
            Icons.ADD_CIRCLE_OUTLINE,
        ),
        text_button(text("pirates.ui.end"), lambda _: model.act(Finished()), Icons.EMOJI_EVENTS, filled=True),
    ]
    return ft.Column(controls, spacing=6)


def play(model: TableModel) -> ft.View:
    """The game's one screen: the fleets before the game, the gold during it, then the winner."""
    table: Table = model.state
    if table.phase == "fleet":
        builder = Builder(model, table, key="fleet")  # type: ignore[call-arg]
        return table_screen(model, [builder], sub=text("pirates.ui.fleets", {"budget": table.budget}))
    if table.phase == "play":
        sea = Sea(model, table, key="play")  # type: ignore[call-arg]
        return table_screen(model, [sea], sub=text("pirates.ui.at_sea"))
    return final_screen(model)


TABLE = table_game(ID, EVENTS, RULES, new_game=NewGame, play=play, describe=describe)
