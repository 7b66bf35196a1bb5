"""Dialogs opened from the table and the homeland: a ship's sail and reward, points turned into gold, a number,
the special tile a turn brings.

Each is built from the model as it is when opened and applies its choice in one tap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Protocol

import flet as ft

from companion.games.vikings import RewardKind, Sail, Viking
from companion.games.vikings.at_table import VikingsModel
from companion.games.vikings.models import DEFAULT_REWARD
from companion.games.vikings.play.events import (
    LaidShip,
    MainlandSet,
    PointsTurnedToGold,
    ShipChanged,
    ShipPlaced,
    ShipRemoved,
)
from companion.messages import text
from companion.ui.hooks import kept, redraw
from companion.ui.icons import Icons
from companion.ui.theme import CELL
from companion.ui.widgets import chip, tap, text_button

from .colours import SAIL_COLOURS, viking_button
from .turn_parts import AuctionChoice

Close = Callable[[], None]
REWARDS = range(1, 7)
MOST_AT_ONCE = 20


class ShipTurn(Protocol):
    """What a ship's sheet asks of the turn being entered at the table (its `Turns`): the viking chosen for it,
    and how the turn lays a new ship."""

    viking: Viking | None

    def lay_ship(self, slot: int, ship: LaidShip, viking: Viking) -> None: ...


def _dialog(title: str, content: ft.Control, close: Close, *, scrollable: bool = False) -> ft.AlertDialog:
    """A sheet of `content` under `title`, closed by Cancel or a tap beside it; a `scrollable` one scrolls where
    the screen is too short for it."""
    return ft.AlertDialog(
        title=ft.Text(title, size=18),
        content=content,
        actions=[ft.TextButton(content=text("ui.cancel"), on_click=lambda _: close())],
        on_dismiss=lambda _: close(),
        inset_padding=ft.Padding.symmetric(horizontal=12, vertical=24),
        content_padding=ft.Padding.all(12),
        scrollable=scrollable,
    )


def convert_dialog(
    model: VikingsModel, seat: int, close: Close, amend: Callable[[int], None] | None = None
) -> ft.AlertDialog:
    """Points turned into gold: one tap on the amount. Right after a conversion of this player's, the tap
    changes its amount (`amend`) instead of turning more."""
    player = model.state.players[seat]
    actions = model.session.game.actions
    last = actions[-1] if actions else None
    amending = amend is not None and isinstance(last, PointsTurnedToGold) and last.player == seat
    points = player.points + (last.amount if amending and isinstance(last, PointsTurnedToGold) else 0)

    def convert(amount: int) -> None:
        close()
        if amending and amend is not None:
            amend(amount)
        else:
            model.act(PointsTurnedToGold(player=seat, amount=amount))

    amounts: list[ft.Control] = [
        tap(
            text("ui.convert_amount", {"count": amount}),
            ft.Text(str(amount), size=16, weight=ft.FontWeight.BOLD),
            lambda _, a=amount: convert(a),
            bgcolor=ft.Colors.SECONDARY_CONTAINER,
            radius=24,
        )
        for amount in range(1, min(points, MOST_AT_ONCE) + 1)
    ]
    body: ft.Control = ft.Row(amounts, wrap=True, spacing=6, run_spacing=6, width=300)
    if not amounts:
        body = ft.Text(text("refused.not_enough_points", {"count": 0, "amount": 1}))
    hint = ft.Text(text("ui.convert_hint", {"count": points}), size=13)
    return _dialog(text("ui.convert_for", {"name": player.name}), ft.Column([hint, body], tight=True), close)


def count_dialog(model: VikingsModel, seat: int, viking: Viking, close: Close) -> ft.AlertDialog:
    """How many vikings of one kind stand on a player's mainland: one tap on the number."""
    player = model.state.players[seat]
    now = player.mainland.count(viking)

    def choose(count: int) -> None:
        close()
        if count != now:
            model.act(MainlandSet(player=seat, viking=viking, count=count))

    numbers: list[ft.Control] = [
        tap(
            text("ui.mainland_choice", {"count": count, "viking": viking.value}),
            ft.Text(str(count), size=16, weight=ft.FontWeight.BOLD),
            lambda _, c=count: choose(c),
            bgcolor=ft.Colors.PRIMARY_CONTAINER if count == now else ft.Colors.SECONDARY_CONTAINER,
            radius=24,
            selected=count == now,
        )
        for count in range(14)
    ]
    title = text("ui.mainland_count_title", {"name": player.name, "viking": viking.value})
    return _dialog(title, ft.Row(numbers, wrap=True, spacing=6, run_spacing=6, width=300), close)


SHIP_VIKING = Viking.boatsman
"""The viking a new ship comes with unless the table says otherwise: a boatsman can only go to the mainland,
where every viking that comes with a ship goes, so a ship is most often taken with one."""


@dataclass
class ShipDraft:
    """A new ship being chosen: the reward picked so far (None: as its sail usually shows) and its viking."""

    reward: tuple[int, RewardKind] | None
    viking: Viking


@ft.component
def ShipChoice(model: VikingsModel, seat: int, slot: int, turns: ShipTurn | None, close: Close) -> ft.Control:
    """A ship's sail (by colour and word) and the reward printed on it, in one place; for a new ship in a
    turn, the viking that came with it too (a boatsman unless chosen). The sail lays the ship: the reward and
    the viking are picked before it, and the reward can be changed after it from the table's last turn."""
    player = model.state.players[seat]
    ship = next((s for s in player.ships if s.slot == slot), None)
    asks_viking = ship is None and turns is not None and turns.viking is None
    # What was chosen lives in a ref: a tap right after another reads it, whether or not a render came between.
    chosen_so_far = kept(
        lambda: ShipDraft(
            None if ship is None else (ship.reward, ship.reward_kind),
            turns.viking if turns is not None and turns.viking is not None else SHIP_VIKING,
        )
    )
    again = redraw()
    reward = chosen_so_far.reward

    def reward_of(chosen: Sail) -> tuple[int, RewardKind]:
        picked = chosen_so_far.reward
        return picked if picked is not None else DEFAULT_REWARD[chosen]

    def pick_sail(chosen: Sail) -> None:
        amount, kind = reward_of(chosen)
        close()
        if ship is not None:
            model.act(ShipChanged(player=seat, slot=slot, sail=chosen, reward=amount, reward_kind=kind))
        elif turns is None:
            model.act(ShipPlaced(player=seat, slot=slot, sail=chosen, reward=amount, reward_kind=kind))
        else:
            laid = LaidShip(slot=slot, sail=chosen, reward=amount, reward_kind=kind)
            turns.lay_ship(slot, laid, chosen_so_far.viking)

    def pick_reward(amount: int, kind: RewardKind) -> None:
        if ship is not None:
            close()
            model.act(ShipChanged(player=seat, slot=slot, sail=ship.sail, reward=amount, reward_kind=kind))
        else:
            chosen_so_far.reward = (amount, kind)
            again()

    def pick_viking(viking: Viking) -> None:
        chosen_so_far.viking = viking
        again()

    sails: list[ft.Control] = []
    for each in Sail:
        fill, ink = SAIL_COLOURS[each]
        sails.append(
            tap(
                text("ui.sail_choice", {"sail": each.value}),
                ft.Text(text(f"sail_word.{each.value}"), color=ink, weight=ft.FontWeight.BOLD),
                lambda _, s=each: pick_sail(s),
                width=None,
                height=CELL,
                padding=12,
                bgcolor=fill,
                color=ink,
                border=ft.BorderSide(4, ft.Colors.ON_SURFACE) if ship is not None and ship.sail is each else None,
                selected=ship is not None and ship.sail is each,
            )
        )
    rewards: list[ft.Control] = []
    for kind in RewardKind:
        chips: list[ft.Control] = []
        for amount in REWARDS:
            chosen = reward == (amount, kind)
            chips.append(
                tap(
                    text(f"reward.{kind.value}", {"count": amount}),
                    ft.Text(str(amount), size=14, weight=ft.FontWeight.BOLD if chosen else None),
                    lambda _, a=amount, k=kind: pick_reward(a, k),
                    width=44,
                    height=44,
                    bgcolor=ft.Colors.PRIMARY_CONTAINER if chosen else None,
                    border=ft.BorderSide(1, ft.Colors.OUTLINE),
                    radius=22,
                    selected=chosen,
                )
            )
        # The kind above its amounts: a word of any length and size, the amounts lined up under each other.
        rewards += [ft.Text(text(f"kind.{kind.value}"), size=13), ft.Row(chips, spacing=2, wrap=True)]
    controls: list[ft.Control] = []
    if asks_viking:
        controls.append(_viking_choice(chosen_so_far.viking, pick_viking))
    controls += [
        ft.Text(text("ui.reward_hint"), size=13),
        *rewards,
        ft.Text(text("ui.sail_hint"), size=13),
        ft.Row(sails, spacing=6, wrap=True),
    ]
    if ship is not None:

        def remove(_: object) -> None:
            close()
            model.act(ShipRemoved(player=seat, slot=slot))

        controls.append(text_button(text("ui.remove_ship"), remove, Icons.DELETE_OUTLINE))
    return ft.Column(controls, tight=True, spacing=8)


def _viking_choice(chosen: Viking, choose: Callable[[Viking], None]) -> ft.Control:
    buttons: list[ft.Control] = []
    for viking in Viking:
        buttons.append(
            viking_button(viking, text("ui.ship_viking", {"who": viking.value}), viking is chosen, choose, 44)
        )
    hint = ft.Text(text("ui.ship_viking_hint"), size=13)
    return ft.Column([hint, ft.Row(buttons, wrap=True, spacing=4)], tight=True)


def ship_dialog(model: VikingsModel, seat: int, slot: int, turns: ShipTurn | None, close: Close) -> ft.AlertDialog:
    player = model.state.players[seat]
    ship = next((s for s in player.ships if s.slot == slot), None)
    title = (
        text("ui.new_ship_title", {"column": slot})
        if ship is None
        else text("ui.ship_title", {"sail": ship.sail.value, "column": slot})
    )
    return _dialog(title, ShipChoice(model, seat, slot, turns, close), close)


def special_dialog(offered: tuple[tuple[str, bool], ...], take: Callable[[str], None], close: Close) -> ft.AlertDialog:
    """The special tiles the last turn may bring (`offered`, each with whether it brought it): one tap takes
    one with the turn, or puts back the one it brought, and closes."""

    def choose(kind: str) -> None:
        take(kind)
        close()

    chips = [
        chip(
            text("ui.give_back_special" if taken else "ui.take_special", {"special": kind}),
            ft.Text(text(f"special_short.{kind}"), size=13, weight=ft.FontWeight.BOLD if taken else None),
            partial(choose, kind),
            filled=taken,
            selected=taken,
            key=kind,
        )
        for kind, taken in offered
    ]
    return _dialog(text("ui.special_sheet"), ft.Row(chips, wrap=True, spacing=6, run_spacing=6, width=300), close)


def auction_dialog(
    names: tuple[str, ...], bid: int | None, choose_bid: Callable[[int], None], win: Callable[[int], None], close: Close
) -> ft.AlertDialog:
    """The round's start-player auction: the winning bid (with the app's purse), then its winner, which closes.
    It scrolls: on a phone held sideways, or with large text, its winners would be cut off."""
    return _dialog(text("ui.auction"), AuctionChoice(names, bid, choose_bid, win), close, scrollable=True)
