"""Game of Powers at the table: the players and whether missions are played, each card as it is laid out (its
city and category a tap each, its points typed once), the mission tokens a player's cards now earn and who
took them, the unused cards and tokens at the end, and the final table."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.messages import text
from companion.play.common import Ended
from companion.play.log import Finished
from companion.ui.fields import number_field
from companion.ui.hooks import held
from companion.ui.icons import Icons
from companion.ui.screens.common import screen, use_app
from companion.ui.screens.tables import PlayersForm, final_screen, player_picker, table_screen
from companion.ui.tables import TableModel, start_table, table_game
from companion.ui.widgets import choices, tap, text_button

from . import ID, PLAYERS
from .models import CARDS, MOST_POINTS, Category, City, Token
from .play import (
    EVENTS,
    RULES,
    Action,
    CardPlayed,
    DeckOut,
    RoundOver,
    Started,
    Table,
    TokenTaken,
    UnusedCounted,
)
from .validation import HAND, INFLUENCE, MAX_UNUSED

COLUMNS = ("cards", "missions", "bonus")
"""The columns of the final table: every mission token's line goes to one column."""


@ft.component
def NewGame() -> ft.View:
    app = use_app()
    missions = held("missions")

    def begin(names: tuple[str, ...]) -> None:
        start_table(app, TABLE, Started(names=names, missions=missions.value == "missions"), names)

    options = [
        ft.Text(text("powers.ui.missions"), size=13, weight=ft.FontWeight.W_600),
        choices(
            [("missions", text("powers.ui.with_missions")), ("simple", text("powers.ui.simplified"))],
            missions.value,
            missions.set,
        ),
    ]
    return screen(app, text("powers.ui.new_game"), [PlayersForm(PLAYERS, options, begin)], back="/")


def token_text(token: Token) -> str:
    mission = text(f"powers.mission.{token.mission}")
    if token.city is not None:
        mission = text("powers.ui.mission_in", {"mission": mission, "city": text(f"powers.city.{token.city}")})
    order = "powers.ui.first_token" if token.first else "powers.ui.second_token"
    return text(order, {"mission": mission, "points": token.points})


def describe(table: Table, action: Action) -> str:
    """An action in a few words: "Ada: Uppåkra, coins, 3 points"."""
    if isinstance(action, CardPlayed):
        card = {
            "city": text(f"powers.city.{action.city}"),
            "category": text(f"powers.category.{action.category}"),
            "count": action.points,
        }
        return text("powers.ui.card_played", {"name": table.names[action.player], **card})
    if isinstance(action, TokenTaken):
        return text(
            "powers.ui.token_taken",
            {"name": table.names[action.player], "mission": text(f"powers.mission.{action.mission}")},
        )
    return text(f"powers.ui.action.{action.kind}")


def picks(options: list[tuple[str, str]], chosen: str, choose: partial[None] | object, width: float) -> ft.Control:
    buttons = [
        tap(
            label,
            ft.Text(
                label, size=13, text_align=ft.TextAlign.CENTER, weight=ft.FontWeight.BOLD if value == chosen else None
            ),
            lambda _, value=value: choose(value),  # type: ignore[operator]
            width=width,
            height=40,
            bgcolor=ft.Colors.SECONDARY_CONTAINER if value == chosen else None,
            border=ft.BorderSide(1, ft.Colors.OUTLINE),
            radius=8,
            padding=2,
            selected=value == chosen,
        )
        for value, label in options
    ]
    return ft.Row(buttons, spacing=4, wrap=True, run_spacing=4)


def picked(model: TableModel, name: str, options: list[City] | list[Category]) -> str:
    """The city or category chosen for the next card, kept in the model's `view` by its place among `options`
    (so a game resumes with it); empty while none is."""
    index = model.view.get(name, -1)
    return options[index].value if 0 <= index < len(options) else ""


def pick(model: TableModel, name: str, options: list[City] | list[Category], value: str) -> None:
    model.show(**{name: [option.value for option in options].index(value)})


@ft.component
def Laying(model: TableModel, table: Table) -> ft.Control:
    """Play: the players with their points, the chosen one's next card, and the tokens their cards earn; the
    player chosen and the next card's city and category are the model's `view`, so a game resumes with them."""
    app = use_app()
    seat = model.chosen()
    city = picked(model, "city", list(City))
    category = picked(model, "category", list(Category))
    name = table.names[seat]

    def lay(points: int) -> None:
        if not city or not category:
            app.notify(text("powers.ui.city_and_category_first"))
            return
        before = {token.mission for token in table.offers(seat)}
        if model.act(CardPlayed(player=seat, city=city, category=category, points=points)):  # type: ignore[arg-type]
            now: Table = model.state
            new = [token for token in now.offers(seat) if token.mission not in before]
            if new:
                app.announce(text("powers.ui.now_meets", {"name": name, "tokens": ", ".join(map(token_text, new))}))

    figures = [
        str(sum(card.points for card in table.cards[other]) + sum(token.points for token in table.tokens[other]))
        for other in range(len(table.names))
    ]
    cards = table.cards[seat]
    controls: list[ft.Control] = [
        player_picker(table.names, seat, lambda seat: model.show(seat=seat), figures),
        ft.Text(text("powers.ui.cards_laid", {"count": sum(map(len, table.cards)), "all": CARDS}), size=12),
        ft.Text(text("powers.ui.next_card", {"name": name, "count": len(cards)}), size=13, weight=ft.FontWeight.W_600),
        picks([(c.value, text(f"powers.city.{c}")) for c in City], city, partial(pick, model, "city", list(City)), 80),
        picks(
            [(c.value, text(f"powers.category.{c}")) for c in Category],
            category,
            partial(pick, model, "category", list(Category)),
            108,
        ),
        number_field(
            text("powers.ui.points_of_card"), f"points-{seat}-{len(cards)}", commit=lay, most=MOST_POINTS, width=200
        ),
    ]
    offered = table.offers(seat)
    if offered and seat in table.waiting:
        controls.append(ft.Text(text("powers.refused.one_token_an_action", {"name": name}), size=13))
    elif offered:
        controls.append(ft.Text(text("powers.ui.meets", {"name": name}), size=13, weight=ft.FontWeight.W_600))
        for token in offered:
            label = text("powers.ui.take", {"name": name, "token": token_text(token)})
            taken = TokenTaken(player=seat, mission=token.mission, city=token.city)
            controls.append(text_button(label, lambda _, taken=taken: model.act(taken), Icons.MILITARY_TECH))
    held = table.tokens[seat]
    if held:
        controls.append(
            ft.Text(text("powers.ui.held", {"name": name, "tokens": ", ".join(map(token_text, held))}), size=12)
        )
    if cards:
        controls.append(
            ft.Text(
                text("ui.last_turn", {"what": describe(table, CardPlayed(player=seat, **cards[-1].model_dump()))}),
                size=12,
            )
        )
    controls += rounds(model, table)
    controls.append(text_button(text("powers.ui.end"), lambda _: model.act(Ended()), Icons.FLAG, filled=True))
    return ft.Column(controls, spacing=6)


def rounds(model: TableModel, table: Table) -> list[ft.Control]:
    """What the table says of the rounds: the deck run out (the game then ends with the round), and a round
    over, offered when it changes something (a player waits for their next token, or it is the last)."""
    controls: list[ft.Control] = []
    if table.last_round:
        controls.append(ft.Text(text("powers.ui.last_round"), size=13, weight=ft.FontWeight.W_600))
    if table.last_round or table.waiting:
        controls.append(text_button(text("powers.ui.round_over"), lambda _: model.act(RoundOver()), Icons.UPDATE))
    if not table.last_round:
        controls.append(text_button(text("powers.ui.deck_out"), lambda _: model.act(DeckOut()), Icons.STYLE))
    return controls


@ft.component
def Count(model: TableModel, table: Table) -> ft.Control:
    """The end of the game: each player's unused cards in hand and influence tokens."""

    def counted(seat: int, count: int) -> None:
        model.act(UnusedCounted(player=seat, count=count))

    hint = text("powers.ui.unused_hint", {"hand": HAND, "influence": INFLUENCE})
    controls: list[ft.Control] = [ft.Text(hint, size=13)]
    for seat, name in enumerate(table.names):
        controls.append(
            number_field(
                text("powers.ui.unused_of", {"name": name}),
                f"unused-{seat}",
                value=table.unused[seat],
                commit=partial(counted, seat),
                most=MAX_UNUSED,
                width=220,
            )
        )
    controls.append(
        text_button(text("ui.final_results"), lambda _: model.act(Finished()), Icons.EMOJI_EVENTS, filled=True)
    )
    return ft.Column(controls, spacing=8)


def play(model: TableModel) -> ft.View:
    """The game's one screen: the cards in play, the count at the end, then the final table."""
    table: Table = model.state
    sub = text("powers.ui.simplified") if not table.missions else None
    if table.phase == "play":
        laying = Laying(model, table, key="play")  # type: ignore[call-arg]
        return table_screen(model, [laying], sub=sub)
    if table.phase == "end":
        counting = Count(model, table, key="end")  # type: ignore[call-arg]
        return table_screen(model, [counting], sub=text("table.counting"))
    return final_screen(
        model, columns=COLUMNS, column_of=lambda source: "missions" if source.startswith("mission.") else source
    )


TABLE = table_game(ID, EVENTS, RULES, new_game=NewGame, play=play, describe=describe)
