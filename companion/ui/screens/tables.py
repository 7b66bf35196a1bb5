"""The shell's side of the games played with a running score: their screens by address, and what their screens
share (the players of a new game, the players to pick from, the table of results). Home lists those to resume."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import flet as ft

from companion.games.base import SheetResult
from companion.messages import EN, text

from ..fields import to_next_field
from ..hooks import kept, redraw
from ..icons import Icons
from ..model import App
from ..sharing import share_buttons
from ..tables import TableModel, open_table, table_games, table_store
from ..widgets import heading, recent_names, tap, text_button
from .common import filed_line, screen, use_app


@ft.component
def TableNewGame() -> ft.View:
    app = use_app()
    game = table_games().get(ft.use_route_params().get("game", ""))
    if game is None:
        return screen(app, text("ui.no_such_game"), [ft.Text(text("ui.not_found"))], back="/")
    return game.new_game()


@ft.component
def TablePlay() -> ft.View:
    app = use_app()
    model = open_table(app, ft.use_route_params().get("table", ""))
    if isinstance(model, str):
        return screen(app, text("ui.no_such_game"), [ft.Text(model)], back="/")
    ft.use_state(model)  # renders again at every change of the game
    return model.game.play(model)


@ft.component
def PlayersForm(players: range, options: list[ft.Control], begin: Callable[[tuple[str, ...]], None]) -> ft.Control:
    """The names of a new game in seat order (recent names one tap away), the game's `options` and its start.

    `begin` gets the names once they make a table: at least `players.start`, none missing before the last,
    none twice."""
    app = use_app()
    names: list[str] = kept(lambda: [""] * (players.stop - 1))
    again = redraw()

    def set_name(seat: int, value: str) -> None:
        names[seat] = value

    def start(_: object) -> None:
        filled = [name.strip() for name in names]
        count = max((seat + 1 for seat, name in enumerate(filled) if name), default=0)
        gap = next((seat for seat in range(count) if not filled[seat]), None)
        folded = [name.casefold() for name in filled[:count]]
        if gap is not None:
            app.notify(text("ui.name_missing", {"seat": gap + 1}))
        elif count < players.start:
            app.notify(text("table.too_few", {"count": players.start}))
        elif len(set(folded)) < count:
            twice = next(name for name in filled[:count] if folded.count(name.casefold()) > 1)
            app.notify(text("ui.same_name", {"name": twice}))
        else:
            begin(tuple(filled[:count]))

    fields: list[ft.Control] = [
        ft.TextField(
            value=names[seat],
            label=text("ui.player_name" if seat < players.start else "ui.player_name_optional", {"seat": seat + 1}),
            on_change=lambda event, seat=seat: set_name(seat, event.control.value or ""),
            on_submit=to_next_field,
            max_length=40,
            counter="",
            dense=True,
            key=f"name-{seat}",
        )
        for seat in range(players.stop - 1)
    ]
    controls: list[ft.Control] = [
        heading(text("table.players", {"low": players.start, "high": players.stop - 1})),
        ft.Column(fields, spacing=6),
    ]
    recent = [name for name in app.store.recent_names() if name not in names]
    recent += [name for kept_game in table_store(app).games() for name in kept_game.names]
    recent = list(dict.fromkeys(name for name in recent if name not in names))[:12]
    controls += recent_names(recent, names, again)
    controls += options
    controls.append(text_button(text("ui.start"), start, Icons.PLAY_ARROW, filled=True))
    return ft.Column(controls, spacing=6)


def player_picker(
    names: Sequence[str], chosen: int, choose: Callable[[int], None], figures: Sequence[str]
) -> ft.Control:
    """The players as a row of options, each with a short figure (a score, a count), one of them chosen."""
    buttons: list[ft.Control] = []
    for seat, (name, figure) in enumerate(zip(names, figures, strict=True)):
        selected = seat == chosen
        content = ft.Column(
            [
                ft.Text(name, weight=ft.FontWeight.BOLD if selected else None, max_lines=1, size=13),
                ft.Text(figure, size=13),
            ],
            spacing=0,
            tight=True,
            horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        )
        buttons.append(
            tap(
                text("table.player_choice", {"name": name, "figure": figure}),
                content,
                lambda _, seat=seat: choose(seat),
                width=None,
                height=52,
                padding=6,
                bgcolor=ft.Colors.SECONDARY_CONTAINER if selected else None,
                border=ft.BorderSide(1, ft.Colors.OUTLINE),
                selected=selected,
                key=f"player-{seat}",
            )
        )
    return ft.Row(buttons, spacing=4, wrap=True)


def line_text(game: str, source: str) -> str:
    """A line of `game`'s total by its name: "Gold at home"."""
    return text(f"{game}.line.{source}")


def short_text(game: str, column: str) -> str:
    """A column's head: the game's short word for it where it has one, else the name of its line."""
    code = f"{game}.ui.short.{column}"
    return text(code) if code in EN else line_text(game, column)


def results_table(
    result: SheetResult,
    game: str,
    *,
    columns: Sequence[str] = (),
    column_of: Callable[[str], str] = lambda source: source,
) -> ft.Control:
    """Every player's lines and total in one compact table, by rank: a column a line (or the `columns` the
    lines go to by `column_of`), each headed by the game's short word, the total last (headed by its line's
    word where it has only one). A screen reader reads each row as one sentence, every line by its name."""
    short = partial(short_text, game)
    sources = list(columns) or ([line.source for line in result.players[0].lines] if result.players else [])
    total = text("table.total")
    if len(sources) == 1:  # the one line is the total: a column of its own would only repeat it
        total, sources = short(sources[0]), []
    # A column as wide as its word allows where there are few (Game of Powers' "Missions"), 40 px where many.
    wide = max(40, min(64, (330 - 18 - 46 - 70) // max(1, len(sources)) - 2))
    named = max(64, 330 - 18 - 46 - (wide + 2) * len(sources))
    cell = lambda value, width, bold=False: ft.Text(  # noqa: E731
        value, width=width, text_align=ft.TextAlign.RIGHT, weight=ft.FontWeight.BOLD if bold else None, size=13
    )
    head = ft.Row(
        [
            ft.Text("#", width=18, size=12),
            ft.Text(text("table.player"), width=named, size=12),
            *(
                ft.Text(short(source), width=wide, text_align=ft.TextAlign.RIGHT, size=12, max_lines=1)
                for source in sources
            ),
            ft.Text(total, width=44, text_align=ft.TextAlign.RIGHT, size=12, weight=ft.FontWeight.BOLD),
        ],
        spacing=2,
    )
    rows: list[ft.Control] = [ft.Semantics(content=head, exclude_semantics=True)]
    for standing in sorted(result.players, key=lambda standing: standing.rank):
        first = standing.rank == 1
        lines = ", ".join(f"{line_text(game, line.source)} {line.points}" for line in standing.lines)
        said = text(
            "table.row", {"rank": standing.rank, "name": standing.name, "total": standing.total, "lines": lines}
        )
        row = ft.Row(
            [
                ft.Text(str(standing.rank), width=18, weight=ft.FontWeight.BOLD if first else None, size=13),
                ft.Text(standing.name, width=named, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, size=13),
                *(
                    cell(str(sum(line.points for line in standing.lines if column_of(line.source) == source)), wide)
                    for source in sources
                ),
                cell(str(standing.total), 44, bold=True),
            ],
            spacing=2,
        )
        rows.append(ft.Semantics(content=row, label=said, container=True, exclude_semantics=True))
    return ft.Column(rows, spacing=6)


def winners_line(result: SheetResult) -> ft.Control:
    winners = [standing.name for standing in result.players if standing.rank == 1]
    code = "ui.winner_is" if len(winners) == 1 else "ui.winners"
    return heading(text(code, {"names": ", ".join(winners)}))


def final_screen(
    model: TableModel,
    *,
    columns: Sequence[str] = (),
    column_of: Callable[[str], str] = lambda source: source,
    explained: Sequence[ft.Control] = (),
) -> ft.View:
    """The end of a game, alike in every game played with a running score: the winners, the final table (by
    `results_table`), the game's own explanation of it, the result to share, a new game of the same and Home."""
    app = use_app()
    result, summary = model.result, model.summary()
    assert result is not None and summary is not None, "a game shows its final screen once finished"
    game = model.game.id
    controls = [
        winners_line(result),
        results_table(result, game, columns=columns, column_of=column_of),
        *explained,
        filed_line(model),
        *share_buttons(app.page, summary, lambda: app.notify(text("ui.result_copied"))),
        text_button(text("ui.new_game"), lambda _: app.go(f"/table/{game}/new"), Icons.ADD, filled=True),
        text_button(text("ui.home"), lambda _: app.go("/"), Icons.HOME),
    ]
    return _table_view(app, model, controls, sub=text("ui.final_results"))


def table_screen(
    model: TableModel, controls: list[ft.Control], *, sub: str | None = None, scroll: bool = True
) -> ft.View:
    """A screen of a game in progress: its name, undo and redo, Home behind the back arrow."""
    return _table_view(use_app(), model, controls, sub=sub, scroll=scroll)


def _table_view(
    app: App, model: TableModel, controls: list[ft.Control], *, sub: str | None, scroll: bool = True
) -> ft.View:
    """Every phase of a game reads the app once before its screen: the hooks of the game's one component keep
    their order from phase to phase, as Flet finds them by it."""
    return screen(app, text(model.game.name), controls, sub=sub, back="/", game=model, scroll=scroll)
