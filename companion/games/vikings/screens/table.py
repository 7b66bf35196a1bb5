"""At the table: every player in one compact row, and the turn being played on the current player's homeland.

A turn is one or two taps: the tile's cell (its viking stands on it), or first the viking that goes to the
mainland; a ship is its slot and its sail. The screen moves on to the next player in seat order at once, so
the next turn starts with its own first tap, while the line of the action just taken (always as high) keeps
what can still be changed about it one tap away: the piece, a ship's reward, the points turned into gold.
A device can keep the mover's homeland on screen instead (`Settings.hold`, switched at the foot of the
table), until the next player's turn really begins: one tap more a turn. When the round's tiles are all taken,
the round's scoring is one tap away.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import flet as ft

from companion.games.vikings import (
    BoardResult,
    Piece,
    Row,
    Viking,
    default_piece,
    fitting_pieces,
    scorings_after,
)
from companion.games.vikings.at_table import Handle, VikingsModel
from companion.games.vikings.play.events import AuctionWon, LaidShip, LaidTile, PointsTurnedToGold, TurnTaken
from companion.games.vikings.play.game import GameState
from companion.games.vikings.play.progress import auction_open, specials_offered, waiting_islands
from companion.games.vikings.play.state import round_start_player
from companion.games.vikings.play.turns import NextTurn, next_turn
from companion.messages import amount_text, text
from companion.ui.fields import Typed
from companion.ui.hooks import kept, redraw, stateful
from companion.ui.icons import Icons
from companion.ui.model import Window
from companion.ui.screens.common import screen, use_app, use_window
from companion.ui.widgets import heading, text_button

from .colours import VIKING_LETTERS
from .describe import describe
from .homeland_grid import Grid, SpecialChips, grid_view, special_chips
from .round_end import problem_links, round_end
from .sheets import auction_dialog, convert_dialog, ship_dialog, special_dialog
from .turn_parts import (
    CONVERT_CHOICES,
    AuctionLine,
    LastTaps,
    LastTurn,
    LastTurnView,
    PlayerRow,
    PriceChoice,
    RowView,
    VikingChoice,
    hold_switch,
)


def scorings_text(round_: int) -> str:
    return ", ".join(text(f"scoring.{scoring.value}") for scoring in scorings_after(round_))


def gain_text(preview: BoardResult | None, state: GameState, seat: int) -> str:
    """What the scoring that ends the round would give this player now. With the coins on the table the final
    scoring waits for the player's gold to be counted: until then the app does not know it."""
    if preview is None:
        return "—"
    if seat in state.gold_to_count:
        return text("ui.gold_not_counted")
    player, scored = state.players[seat], preview.players[seat]
    return amount_text(scored.points - player.points, scored.gold - player.gold, short=True)


class Turns:
    """The handlers of the turn being entered. One object lives as long as the screen, so the grid's
    callbacks keep their identity (memoised cells stay memoised) and always read the game as it is now."""

    def __init__(self, model: VikingsModel) -> None:
        self.model = model
        self.viking: Viking | None = None
        self.price: int = 0
        self.bid: int = 0
        self.went_on = len(model.session.game.actions)
        """How many actions the game had when the next player's turn last began (`held`)."""
        self.specials = LastTaps(
            self.choose_special, self.lay_island, self.change_reward, self.convert_instead, self.convert_more
        )
        self.reset: Callable[[], None] = lambda: None
        self.go: Callable[[str], None] = lambda route: None
        self.set_sheet: Callable[[tuple[Any, ...] | None], None] = lambda sheet: None

    def open_homeland(self, seat: int) -> None:
        self.go(f"/game/{self.model.id}/homeland/{seat}")

    def held(self, hold: bool) -> TurnTaken | None:
        """The turn just taken whose mover's homeland stays on screen, on a device that keeps it (`hold`): until
        the next player's turn begins (`go_on`) or another action follows, and only while a next turn there is.
        It is worked out from the game, so amending the turn (its piece, its ship's reward, a special tile)
        keeps it held and shows the change, and an undo back to where the next turn began does not hold again."""
        actions = self.model.session.game.actions
        self.went_on = min(self.went_on, len(actions))  # undone back before it: the next turn begins there again
        if not hold or len(actions) == self.went_on or self.turn is None:
            return None
        return self._last_turn()

    def go_on(self) -> None:
        """The next player's turn begins: their button, their viking, their price, the auction's bid, or points
        into gold. The mover's homeland held (`held`) gives way to theirs; a piece chosen again on the last line
        does not."""
        self.went_on = len(self.model.session.game.actions)
        self.reset()

    def convert(self, seat: int) -> None:
        """One point into gold at once, the amount most often turned; the last action's line then offers others
        in one tap. Without a point, the dialog says why nothing can be turned."""
        self.go_on()
        if self.model.state.players[seat].points < 1:
            self.set_sheet(("convert", seat))
            return
        self.model.act(PointsTurnedToGold(player=seat, amount=1))

    def convert_instead(self, amount: int) -> None:
        """The points just turned into gold were `amount`: the conversion is amended."""
        actions = self.model.session.game.actions
        if actions and isinstance(actions[-1], PointsTurnedToGold):
            self.model.amend_last(actions[-1].model_copy(update={"amount": amount}))

    def convert_more(self) -> None:
        """Every amount the conversion just made could have been, to choose from."""
        actions = self.model.session.game.actions
        if actions and isinstance(actions[-1], PointsTurnedToGold):
            self.set_sheet(("convert", actions[-1].player))

    def choose_viking(self, viking: Viking) -> None:
        self.viking = None if self.viking is viking else viking
        self.go_on()

    def choose_price(self, price: int) -> None:
        self.price = price
        self.go_on()

    def change_reward(self) -> None:
        """The ship the last turn laid, opened again to change its reward (or its sail)."""
        turn = self._last_turn()
        if turn is not None and turn.ship is not None:
            self.set_sheet(("ship", turn.player, turn.ship.slot))

    def make_piece(self, piece: Piece) -> None:
        """Lay the last turn's tile as another piece: that turn is taken again, amended."""
        turn = self._last_turn()
        if turn is not None and turn.tile is not None:
            self.model.amend_last(turn.model_copy(update={"tile": turn.tile.model_copy(update={"piece": piece})}))

    def choose_special(self) -> None:
        """The special tiles the last turn may bring, to choose from."""
        if self._last_turn() is not None:
            self.set_sheet(("special",))

    def take_special(self, kind: str) -> None:
        """The last turn brings the special tile `kind` (a second tap puts it back): the turn is amended."""
        turn = self._last_turn()
        if turn is not None:
            special = None if turn.special == kind else kind
            island_here = turn.island_here and (special == "special_island" or turn.special != "special_island")
            self.model.amend_last(turn.model_copy(update={"special": special, "island_here": island_here}))

    def lay_island(self) -> None:
        """The waiting special island replaces the last turn's tile (a second tap takes it back)."""
        turn = self._last_turn()
        if turn is not None:
            self.model.amend_last(turn.model_copy(update={"island_here": not turn.island_here}))

    def _last_turn(self) -> TurnTaken | None:
        actions = self.model.session.game.actions
        return actions[-1] if actions and isinstance(actions[-1], TurnTaken) else None

    def choose_bid(self, bid: int) -> None:
        self.bid = bid
        self.go_on()

    def enter_auction(self) -> None:
        """The round's start-player auction, on a sheet: its winning bid and its winner."""
        self.set_sheet(("auction",))

    @property
    def auction_bid(self) -> int | None:
        """The auction's winning bid as chosen, paid from the app's purse; None with the coins on the table."""
        return self.bid if self.model.state.setup.money == "purse" else None

    def win_auction(self, seat: int) -> None:
        if self.model.act(AuctionWon(player=seat, price=self.auction_bid)):
            self.bid = 0
            self.set_sheet(None)
            self.reset()

    @property
    def turn(self) -> NextTurn | None:
        return next_turn(self.model.state)

    def _money(self, player: int) -> dict[str, int]:
        state = self.model.state
        if state.setup.money != "purse":
            return {}
        gold = state.players[player].gold
        return {"price": self.price, "convert": max(0, self.price - gold)}

    def _take(self, turn: TurnTaken) -> None:
        if self.model.act(turn):
            self.viking, self.price = None, 0
            if not auction_open(self.model.state):  # a bid chosen for an auction nobody won is not kept
                self.bid = 0
            self.reset()

    def lay_tile(self, row: Row, column: int) -> None:
        turn = self.turn
        if turn is None:
            return
        player = self.model.state.players[turn.player]
        piece = default_piece(player, row, column) or Piece.start
        tile = LaidTile(row=row, column=column, piece=piece)
        if turn.start_tile:
            self._take(TurnTaken(player=turn.player, viking=None, tile=tile))
            return
        viking = self.viking or Viking(row.value)
        on_tile = self.viking is None
        self._take(TurnTaken(player=turn.player, viking=viking, tile=tile, on_tile=on_tile, **self._money(turn.player)))

    def tap_slot(self, slot: int) -> None:
        turn = self.turn
        if turn is not None and not turn.start_tile:
            self.set_sheet(("ship", turn.player, slot))

    def lay_ship(self, slot: int, ship: LaidShip, viking: Viking) -> None:
        turn = self.turn
        if turn is None or turn.start_tile:
            return
        self._take(TurnTaken(player=turn.player, viking=viking, ship=ship, **self._money(turn.player)))

    def discard(self) -> None:
        turn = self.turn
        if turn is None or self.viking is None:
            return
        self._take(TurnTaken(player=turn.player, viking=self.viking, **self._money(turn.player)))


@ft.component
def _GameTable(handle: Handle, version: int) -> ft.View:
    """The table screen; `version` is the game's, as its gate passes it (see `routes`)."""
    model = handle.model
    app = use_app()
    window = use_window()
    settings, _ = ft.use_state(app.settings)  # rendered again when the device's way of holding a turn changes
    state = model.state
    turns = kept(lambda: Turns(model))
    sheet, set_sheet = stateful(cast("tuple[Any, ...] | None", None))
    turns.model, turns.reset, turns.go, turns.set_sheet = model, redraw(), app.go, set_sheet
    typed = kept(Typed)
    preview = model.preview
    turn = next_turn(state)
    starts = round_start_player(state)
    rows = [
        PlayerRow(
            RowView(
                seat,
                player.name,
                state.setup.seats[seat].colour,
                player.points,
                text("ui.gold_short", {"gold": player.gold}) if state.setup.money == "purse" else "",
                gain_text(preview, state, seat),
                turn is not None and turn.player == seat,
                seat == starts,
            ),
            turns.open_homeland,
            turns.convert,
            key=f"player-{seat}",
        )
        for seat, player in enumerate(state.players)
    ]
    controls: list[ft.Control] = [ft.Column(rows, spacing=4)]
    last = last_turn_view(model, settings.dark)
    progress = state.setup.rules == "progress"
    controls.append(LastTurn(last, turns.make_piece, turns.specials, progress, key="last"))
    if turn is not None:
        controls += turn_panel(model, turns, turn, window, settings.dark, turns.held(settings.hold))
        controls += problem_links(app, model)
        controls.append(hold_switch(settings.hold, lambda: app.remember(hold=not settings.hold)))
    else:
        controls += round_end(app, model, preview, typed)

    dialog = None
    if sheet is not None and sheet[0] == "convert":
        dialog = convert_dialog(model, sheet[1], lambda: set_sheet(None), amend=turns.convert_instead)
    elif sheet is not None and sheet[0] == "ship":
        dialog = ship_dialog(model, sheet[1], sheet[2], turns if turn else None, lambda: set_sheet(None))
    elif sheet is not None and sheet[0] == "special" and last is not None and last.specials:
        dialog = special_dialog(last.specials, turns.take_special, lambda: set_sheet(None))
    elif sheet is not None and sheet[0] == "auction" and auction_open(state):
        names = tuple(p.name for p in state.players)
        dialog = auction_dialog(names, turns.auction_bid, turns.choose_bid, turns.win_auction, lambda: set_sheet(None))
    ft.use_dialog(dialog)
    round_title = text("ui.round_short", {"round": state.round})
    sub = text("ui.turn_of", {"number": turn.number}) if turn and not turn.start_tile else scorings_text(state.round)
    return screen(app, round_title, controls, sub=sub, back="/", game=model)


GameTable = ft.memo(_GameTable)


def last_turn_view(model: VikingsModel, dark: bool) -> LastTurnView | None:
    """The action just taken, in words; for a turn, what can still be changed about it: every piece that fits
    where its tile lies (when more than one does), its ship's reward, the special tile it brings."""
    actions = model.session.game.actions
    if not actions:
        return None
    state = model.state
    if isinstance(actions[-1], PointsTurnedToGold):
        amount, seat = actions[-1].amount, actions[-1].player
        most = min(CONVERT_CHOICES, state.players[seat].points + amount)
        return LastTurnView(describe(actions[-1], state), converted=(amount, most), dark=dark)
    if not isinstance(actions[-1], TurnTaken):
        return LastTurnView(describe(actions[-1], state), dark=dark)
    turn = actions[-1]
    player = state.players[turn.player]
    pieces: tuple[Piece, ...] = ()
    beside: tuple[Piece | None, Piece | None] = (None, None)
    tile = turn.tile
    if tile is not None:
        without = player.model_copy(
            update={"tiles": tuple(t for t in player.tiles if (t.row, t.column) != (tile.row, tile.column))}
        )
        fits = tuple(fitting_pieces(without, tile.row, tile.column))
        pieces = fits if len(fits) > 1 else ()
        row = {t.column: t.piece for t in player.tiles if t.row is tile.row}
        beside = (row.get(tile.column - 1), row.get(tile.column + 1))
    reward = ""
    laid = next((ship for ship in player.ships if turn.ship is not None and ship.slot == turn.ship.slot), None)
    if laid is not None:
        reward = text(f"reward.short.{laid.reward_kind.value}", {"amount": laid.reward})
    view = LastTurnView(
        _turn_words(turn, state), pieces, None if tile is None else tile.piece, beside, reward=reward, dark=dark
    )
    if state.setup.rules != "progress":
        return view
    before = model.session.game.snapshots[-2]
    specials = tuple((str(kind), kind == turn.special) for kind in specials_offered(before, turn))
    island = turn.island_here if tile is not None and (turn.island_here or waiting_islands(player)) else None
    return view._replace(specials=specials, island=island)


def _turn_words(turn: TurnTaken, state: GameState) -> str:
    words = describe(turn, state)
    if turn.tile is not None:
        words += text("ui.with_piece", {"piece": turn.tile.piece.value})
    if turn.viking is not None and not turn.on_tile:
        words += text("ui.viking_to_mainland", {"who": turn.viking.value})
    if turn.special is not None:
        words += text("ui.with_special", {"special": turn.special})
    if turn.island_here:
        words += text("ui.island_laid_here")
    return words


def turn_panel(
    model: VikingsModel, turns: Turns, turn: NextTurn, window: Window, dark: bool, held: TurnTaken | None
) -> list[ft.Control]:
    """The next turn: whose it is, its viking and price, and the homeland its tile goes on; or, with a turn
    `held`, that turn's mover's homeland as laid, read-only, under the button that begins the next turn."""
    state = model.state
    player = state.players[turn.player]
    if held is not None:
        prompt = text("ui.held_prompt", {"name": state.players[held.player].name, "next": player.name})
    elif turn.start_tile:
        prompt = text("ui.start_tile_prompt", {"name": player.name})
    else:
        prompt = text("ui.turn_prompt", {"name": player.name})
    controls: list[ft.Control] = []
    if state.setup.rules == "progress":  # all the round long, so that the turn under it never moves
        controls.append(AuctionLine(_auction_words(state), turns.enter_auction if auction_open(state) else None))
    controls.append(heading(prompt, size=15, live=True))
    if not turn.start_tile:
        controls.append(VikingChoice(turns.viking, turns.choose_viking, turns.discard))
        if state.setup.money == "purse":
            controls.append(PriceChoice(turns.price, player.gold, player.points, turns.choose_price))
    seat = turn.player
    laid: tuple[Row, int] | int | None = None  # the tile or the ship the held turn laid, marked
    if held is not None:  # the mover's homeland as laid, under the button that begins the next turn
        go_on = text("ui.go_on", {"name": player.name})
        controls.append(text_button(go_on, lambda _: turns.go_on(), Icons.ARROW_FORWARD, filled=True, key="go-on"))
        seat, player = held.player, state.players[held.player]
        laid = (held.tile.row, held.tile.column) if held.tile else held.ship.slot if held.ship else None
    view = grid_view(
        player,
        lay=held is None,
        edit=False,
        ships=not turn.start_tile,
        with_viking=held is None and turns.viking is None and not turn.start_tile,
        selected=laid,
        width=window.width,
        text_scale=window.text_scale,
        dark=dark,
    )
    controls.append(Grid(view, turns.lay_tile, turns.tap_slot, key=f"grid-{seat}"))
    if state.setup.rules == "progress":
        controls.append(SpecialChips(player.name, special_chips(player)))
    controls.append(ft.Text(_mainland_words(player.mainland), size=13))
    return controls


def _auction_words(state: GameState) -> str:
    """The round's start-player auction in words: to enter, won (at a price with the app's purse), or not held."""
    if auction_open(state):
        return text("ui.auction")
    if state.auction is None:
        return text("ui.auction_none", {"name": state.players[round_start_player(state)].name})
    winner = state.players[state.auction.player].name
    if state.auction.price is None:
        return text("ui.auction_done", {"name": winner})
    return text("ui.auction_paid", {"name": winner, "price": state.auction.price})


def _mainland_words(mainland: object) -> str:
    counts = [(viking, mainland.count(viking)) for viking in Viking]  # type: ignore[attr-defined]
    shown = [f"{count} {VIKING_LETTERS[viking]}" for viking, count in counts if count]
    return text("ui.mainland_line", {"vikings": " · ".join(shown) or text("ui.nobody")})
