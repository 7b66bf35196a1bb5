"""Parts of the homeland editor, each a memoised component of plain values: a tap renders again only the
parts whose values it changed (the bar of a selected tile, the mainland, the purse, the live view)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import flet as ft

from companion.games.vikings import Award, BoardResult, Homeland, Piece, Player, Row, Special, Viking
from companion.games.vikings.scoring import FED_PER_FISHERMAN, supply
from companion.games.vikings.words import award_text, supply_counts
from companion.messages import amount_text, ntext, text
from companion.ui.fields import Typed, number_field
from companion.ui.icons import Icons
from companion.ui.regions import Region, Shown
from companion.ui.widgets import chip, heading, icon_button, pill

from .colours import badge


class TileView(NamedTuple):
    """A selected tile: where it lies, its piece, and the pieces that would fit there instead; whether a
    waiting special island can replace it (progress rules). Its viking is a region of its own (`VikingSwitch`)."""

    row: Row
    column: int
    piece: Piece
    fits: tuple[Piece, ...]
    island: bool = False


class TileActions(NamedTuple):
    """What the bar of a selected tile does, and its viking's button: a region of its own (row, whether a
    viking stands there, what a tap does), so that a tap on the viking draws again only that button."""

    set_piece: Callable[[Piece], None]
    viking: Region
    remove: Callable[[], None]
    lay_island: Callable[[], None]


@ft.component
def _SelectionBar(tile: TileView, actions: TileActions) -> ft.Control:
    """What a selected tile can become: another piece that fits, with or without its viking, or no tile."""
    where = ft.Text(text("ui.selected_tile", {"row": tile.row.value, "column": tile.column}), size=13)
    buttons: list[ft.Control] = [
        where,
        *(PieceChip(fit, fit is tile.piece, actions.set_piece, key=f"piece-{fit.value}") for fit in tile.fits),
        Shown(actions.viking, draw_viking_switch, key="viking", layer=False),  # the bar is small: one layer for both
    ]
    if tile.island:
        buttons.append(icon_button(Icons.STAR, text("ui.lay_island"), lambda _: actions.lay_island()))
    buttons.append(icon_button(Icons.DELETE_OUTLINE, text("ui.remove_tile"), lambda _: actions.remove()))
    return ft.Row(buttons, wrap=True, spacing=6, run_spacing=4)


SelectionBar = ft.memo(_SelectionBar)


@ft.component
def _PieceChip(piece: Piece, chosen: bool, set_piece: Callable[[Piece], None]) -> ft.Control:
    """One piece that fits the selected tile's cell; the chosen one is marked and does nothing."""
    content = ft.Text(text(f"piece.{piece.value}"), weight=ft.FontWeight.BOLD if chosen else None)
    label = text("ui.piece_choice", {"piece": piece.value})
    on_tap = None if chosen else partial(set_piece, piece)
    return chip(label, content, on_tap, filled=chosen, selected=chosen)


PieceChip = ft.memo(_PieceChip)


@ft.component
def _VikingSwitch(row: Row, viking: bool, toggle_viking: Callable[[], None]) -> ft.Control:
    """Takes the selected tile's viking off, or stands one on it."""
    # The badge stays the same object while the row does: Flet skips it without comparing it again.
    drawn = ft.use_memo(lambda: badge(Viking(row.value), size=22), [row])
    return pill(
        text("ui.viking_off" if viking else "ui.viking_on", {"row": row.value}),
        drawn,
        text("ui.off" if viking else "ui.on"),
        lambda _: toggle_viking(),
    )


VikingSwitch = ft.memo(_VikingSwitch)


def draw_viking_switch(value: tuple[Row, bool, Callable[[], None]]) -> ft.Control:
    return VikingSwitch(*value)  # type: ignore[no-any-return]


def mainland_counts(player: Player) -> tuple[int, ...]:
    return tuple(player.mainland.count(viking) for viking in Viking)


def mainland_summary(player: Player, text_scale: float = 1.0) -> ft.Control:
    """The vikings on a player's mainland, each kind with its number (read only)."""
    items: list[ft.Control] = []
    for viking in Viking:
        count = player.mainland.count(viking)
        if count:
            items.append(ft.Row([badge(viking, 24, text_scale), ft.Text(str(count), size=15)], spacing=4, tight=True))
    words = [
        ntext("ui.viking_count", player.mainland.count(viking), {"who": viking.value, "viking": viking.value})
        for viking in Viking
        if player.mainland.count(viking)
    ]
    label = text("ui.mainland_of", {"name": player.name, "vikings": ", ".join(words) or text("ui.nobody")})
    return ft.Semantics(
        content=ft.Row(
            [ft.Text(text("ui.mainland"), size=14, weight=ft.FontWeight.W_600), *items], spacing=10, wrap=True
        ),
        label=label,
        container=True,
    )


class PurseView(NamedTuple):
    seat: int
    name: str
    points: int
    gold: int | None
    """None where the app keeps no gold (the coins are on the table)."""


@ft.component
def _PurseFields(purse: PurseView, commit: Callable[[int, str, int], None], typed: Typed) -> ft.Control:
    """The player's points and gold, typed as numbers: a quick score's final purse, or a correction."""
    fields = [
        number_field(
            text(f"ui.{what}_of", {"name": purse.name}),
            f"{what}-{purse.seat}",
            value=value,
            commit=partial(commit, purse.seat, what),
            typed=typed,
        )
        for what, value in (("points", purse.points), ("gold", purse.gold))
        if value is not None
    ]
    return ft.Row(fields, spacing=8, wrap=True)


PurseFields = ft.memo(_PurseFields)


class LiveLines(NamedTuple):
    """The live view in words: what the next scoring would give and the supply; and every line of it, whose
    words are worked out only when shown (`lines`), since after a tap the screen shows only how many there are."""

    headline: str
    supply: str
    awards: tuple[Award, ...]
    problem: bool

    @property
    def lines(self) -> tuple[str, ...]:
        """Every line of the next scoring, in words, with what it gives."""
        return tuple(
            award_text(award)
            + ("" if award.scoring.value == "transport" else f": {amount_text(award.points, award.gold)}")
            for award in self.awards
        )


def live_lines(preview: BoardResult | None, player: Player, seat: int, waiting_for_gold: bool) -> LiveLines:
    if preview is None:
        return LiveLines(text("ui.board_not_legal"), "", (), True)
    if waiting_for_gold:
        return LiveLines(text("ui.count_gold_first", {"name": player.name}), "", (), False)
    scored = preview.players[seat]
    gain = amount_text(scored.points - player.points, scored.gold - player.gold)
    supplied = supply_text(scored.breakdown, Homeland.of(player))
    return LiveLines(text("ui.if_now", {"amount": gain}), supplied, scored.breakdown, False)


def supply_text(breakdown: object, homeland: Homeland) -> str:
    """The supply as the final scoring counts it: from its own line once the final scoring is in the preview
    (after the round-6 transports), else from the homeland as it stands."""
    for award in breakdown:  # type: ignore[attr-defined]
        if award.rule == "supply":
            detail = award.detail
            counts = supply_counts(int(detail["fishermen"]), int(detail["fed"]), int(detail["vikings"]))
            return text("ui.supply", counts)
    fishermen, vikings = supply(homeland)
    return text("ui.supply", supply_counts(fishermen, FED_PER_FISHERMAN * fishermen, vikings))


@ft.component
def _LiveView(headline: str, supply: str, lines: int, problem: bool, show_lines: Callable[[], None]) -> ft.Control:
    """What the next scoring would give this player and the fishermen's supply; every line one tap away."""
    title = text("ui.live")
    controls: list[ft.Control] = [
        ft.use_memo(lambda: heading(title, size=14), [title]),  # the same object while it reads the same
        ft.Text(headline, weight=ft.FontWeight.BOLD, color=ft.Colors.ERROR if problem else None),
    ]
    if supply:
        controls.append(ft.Text(supply, size=13))
    if lines:
        controls.append(LinesButton(lines, show_lines, key="lines"))
    return ft.Column(controls, spacing=4)


LiveView = ft.memo(_LiveView)


@ft.component
def _LinesButton(lines: int, show_lines: Callable[[], None]) -> ft.Control:
    """Opens every line of the next scoring (memoised apart: a tap that changes only the gain leaves it be)."""
    words = ntext("ui.show_lines", lines)
    drawn = ft.use_memo(lambda: ft.Icon(Icons.LIST, size=18), [])  # the same object at each render
    return pill(words, drawn, words, lambda _: show_lines(), padding=10)


LinesButton = ft.memo(_LinesButton)


def lines_dialog(title: str, lines: tuple[str, ...], close: Callable[[], None]) -> ft.AlertDialog:
    """Every line of the next scoring, each with what it would give."""
    return ft.AlertDialog(
        title=ft.Text(title, size=16),
        content=ft.Column([ft.Text(line, size=13) for line in lines], spacing=2, scroll=ft.ScrollMode.AUTO, width=320),
        actions=[ft.TextButton(content=text("ui.close"), on_click=lambda _: close())],
        on_dismiss=lambda _: close(),
        inset_padding=ft.Padding.symmetric(horizontal=12, vertical=24),
    )


SPECIAL_KINDS = tuple(Special)


@ft.component
def _SpecialEditor(
    held: tuple[Special, ...], add: Callable[[Special], None], remove: Callable[[int], None]
) -> ft.Control:
    """The special tiles a player holds, as the table shows them (progress rules): a tap on a held tile puts it
    back, a tap on a kind below adds one."""
    chips: list[ft.Control] = [
        _special_chip(
            text(f"special_short.{kind.value}"),
            text("ui.remove_special", {"special": kind.value}),
            partial(remove, index),
            True,
        )
        for index, kind in enumerate(held)
    ]
    adds: list[ft.Control] = [
        _special_chip(
            text(f"special_short.{kind.value}"),
            text("ui.add_special", {"special": kind.value}),
            partial(add, kind),
            False,
        )
        for kind in SPECIAL_KINDS
    ]
    return ft.Column(
        [
            heading(text("ui.special_tiles"), size=14),
            ft.Row(chips, spacing=4, wrap=True),
            ft.Row(adds, spacing=4, run_spacing=4, wrap=True),
        ],
        spacing=4,
    )


SpecialEditor = ft.memo(_SpecialEditor)


def _special_chip(short: str, label: str, on_tap: Callable[[], None], held: bool) -> ft.Control:
    content = ft.Row(
        [ft.Icon(Icons.CLOSE if held else Icons.ADD, size=14), ft.Text(short, size=12)], spacing=2, tight=True
    )
    return chip(label, content, on_tap, filled=held)
