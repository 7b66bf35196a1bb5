"""The state of a game at the table, derived from its event log; each action is checked before it counts.

A `Game` keeps the log and one immutable `GameState` snapshot per action still in effect, so undo is a pop
and redo re-applies the action undone. Nothing is ever deleted from the log: undo and redo are events too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from companion.games.vikings import (
    Board,
    BoardResult,
    Mainland,
    Player,
    Problem,
    Ship,
    Tile,
    fitting_pieces,
    open_cell,
    open_slots,
    removal_problems,
    score_board,
    ship_removal_problems,
    validate_board,
)
from companion.games.vikings.engine import FINAL_ROUND
from companion.games.vikings.models import Row, Viking
from companion.games.vikings.transport import fewest_boatsmen
from companion.games.vikings.validation import SHIP_TILES, VIKINGS_PER_COLOUR

from .events import (
    Action,
    Corrected,
    Event,
    MainlandChanged,
    PieceChanged,
    PointsTurnedToGold,
    Redone,
    Scored,
    Setup,
    ShipPlaced,
    ShipRemoved,
    Started,
    TilePaid,
    TilePlaced,
    TileRemoved,
    Transported,
    Undone,
    VikingToggled,
)

START_POINTS = 10
START_GOLD = {2: 30, 3: 25, 4: 20}


class ActionRefused(Exception):
    """An action the rules do not allow now; `code` and `params` name the reason for the message catalogue."""

    def __init__(self, code: str, params: Mapping[str, object] | None = None, problems: Sequence[Problem] = ()) -> None:
        super().__init__(code)
        self.code = code
        self.params = dict(params or {})
        self.problems = list(problems)


@dataclass(frozen=True)
class GameState:
    setup: Setup
    players: tuple[Player, ...]
    round: int
    """The round being played, 1 to 6."""
    results: tuple[BoardResult, ...] = ()
    """The scorings applied so far, oldest first."""
    finished: bool = False

    @classmethod
    def start(cls, setup: Setup) -> GameState:
        gold = START_GOLD[len(setup.seats)]
        players = tuple(Player(name=seat.name, points=START_POINTS, gold=gold) for seat in setup.seats)
        return cls(setup, players, round=FINAL_ROUND if setup.quick else 1)

    @property
    def board(self) -> Board:
        return Board(rules=self.setup.rules, round=self.round, players=self.players)

    def problems(self) -> list[Problem]:
        return validate_board(self.board)

    def preview(self) -> BoardResult | None:
        """What the scoring that ends this round would give now, or None while the board is not legal."""
        if self.finished or self.problems():
            return None
        return score_board(self.board)

    @property
    def result(self) -> BoardResult | None:
        return self.results[-1] if self.finished and self.results else None

    def apply(self, action: Action) -> GameState:
        if self.finished:
            raise ActionRefused("game_over")
        if isinstance(action, Scored):
            return self._score(action)
        if action.player >= len(self.players):
            raise ActionRefused("no_such_player", {"player": action.player + 1})
        player = self.players[action.player]
        changed = _change(self, player, action)
        players = list(self.players)
        players[action.player] = changed
        return GameState(self.setup, tuple(players), self.round, self.results, self.finished)

    def _score(self, action: Scored) -> GameState:
        if action.round != self.round:
            raise ActionRefused("wrong_round", {"round": self.round})
        problems = self.problems()
        if problems:
            raise ActionRefused("board_illegal", problems=problems)
        result = score_board(self.board)
        players = tuple(
            player.model_copy(
                update={
                    "points": scored.points,
                    "gold": scored.gold,
                    "tiles": tuple(scored.homeland.island_tiles),
                    "mainland": Mainland(**{viking.value: count for viking, count in scored.homeland.mainland.items()}),
                }
            )
            for player, scored in zip(self.players, result.players, strict=True)
        )
        finished = self.round == FINAL_ROUND
        next_round = self.round if finished else self.round + 1
        return GameState(self.setup, players, next_round, (*self.results, result), finished)


def _vikings_in_game(state: GameState, viking: Viking) -> int:
    # Rows and vikings are string enums: a row equals the viking of the same name.
    on_tiles = sum(tile.viking for player in state.players for tile in player.tiles if tile.row == viking)
    return on_tiles + sum(player.mainland.count(viking) for player in state.players)


def _tile(player: Player, row: Row, column: int) -> Tile:
    for tile in player.tiles:
        if tile.row is row and tile.column == column:
            return tile
    raise ActionRefused("no_tile", {"row": row.value, "column": column})


def _replace_tile(player: Player, old: Tile, new: Tile | None) -> Player:
    tiles = tuple(new if tile is old else tile for tile in player.tiles if tile is not old or new is not None)
    return player.model_copy(update={"tiles": tiles})


def _change(state: GameState, player: Player, action: Action) -> Player:
    """The player after an action; refuses what the rules do not allow."""
    match action:
        case TilePlaced(row=row, column=column, piece=piece):
            fits = open_cell(player, row, column)
            if not fits:
                raise ActionRefused("cell_closed", {"row": row.value, "column": column})
            if piece not in fits:
                raise ActionRefused("piece_does_not_fit", {"row": row.value, "column": column, "piece": piece.value})
            return player.model_copy(update={"tiles": (*player.tiles, Tile(row=row, column=column, piece=piece))})
        case PieceChanged(row=row, column=column, piece=piece):
            tile = _tile(player, row, column)
            if piece not in fitting_pieces(player, row, column):
                raise ActionRefused("piece_does_not_fit", {"row": row.value, "column": column, "piece": piece.value})
            return _replace_tile(player, tile, tile.model_copy(update={"piece": piece}))
        case TileRemoved(row=row, column=column):
            tile = _tile(player, row, column)
            problems = removal_problems(player, row, column)
            if problems:
                raise ActionRefused("removal_breaks_homeland", {"row": row.value, "column": column}, problems)
            return _replace_tile(player, tile, None)
        case VikingToggled(row=row, column=column):
            tile = _tile(player, row, column)
            viking = Viking(row.value)
            if not tile.viking and _vikings_in_game(state, viking) >= VIKINGS_PER_COLOUR:
                raise ActionRefused("no_vikings_left", {"viking": viking.value, "limit": VIKINGS_PER_COLOUR})
            return _replace_tile(player, tile, tile.model_copy(update={"viking": not tile.viking}))
        case ShipPlaced(slot=slot, sail=sail):
            ship = Ship.model_validate({"slot": slot, "sail": sail})
            others = tuple(s for s in player.ships if s.slot != slot)
            if len(others) == len(player.ships):
                if slot not in open_slots(player):
                    raise ActionRefused("slot_closed", {"column": slot})
                if sum(len(p.ships) for p in state.players) >= SHIP_TILES:
                    raise ActionRefused("no_ships_left", {"limit": SHIP_TILES})
            return player.model_copy(update={"ships": tuple(sorted((*others, ship), key=lambda s: s.slot))})
        case ShipRemoved(slot=slot):
            if all(ship.slot != slot for ship in player.ships):
                raise ActionRefused("no_ship", {"column": slot})
            if ship_removal_problems(player, slot):
                raise ActionRefused("ship_removal_breaks_row", {"column": slot})
            return player.model_copy(update={"ships": tuple(s for s in player.ships if s.slot != slot)})
        case MainlandChanged(viking=viking, change=change):
            count = player.mainland.count(viking) + change
            if count < 0:
                raise ActionRefused("mainland_empty", {"viking": viking.value})
            if change > 0 and _vikings_in_game(state, viking) + change > VIKINGS_PER_COLOUR:
                raise ActionRefused("no_vikings_left", {"viking": viking.value, "limit": VIKINGS_PER_COLOUR})
            return player.model_copy(update={"mainland": player.mainland.model_copy(update={viking.value: count})})
        case TilePaid(price=price):
            if price > player.gold:
                raise ActionRefused("not_enough_gold", {"gold": player.gold, "price": price})
            return player.model_copy(update={"gold": player.gold - price})
        case PointsTurnedToGold(amount=amount):
            if amount > player.points:
                raise ActionRefused("not_enough_points", {"points": player.points, "amount": amount})
            return player.model_copy(update={"points": player.points - amount, "gold": player.gold + amount})
        case Corrected(points=points, gold=gold):
            if player.points + points < 0 or player.gold + gold < 0:
                raise ActionRefused("below_zero", {"points": player.points + points, "gold": player.gold + gold})
            return player.model_copy(update={"points": player.points + points, "gold": player.gold + gold})
        case Transported(placements=placements, boatsmen=boatsmen):
            return _transport(state, player, placements, boatsmen)
    raise ActionRefused("unknown_action")


def _transport(state: GameState, player: Player, placements: Sequence[tuple[Row, int]], boatsmen: int) -> Player:
    """Boatsmen move only at a great scoring, onto empty tiles of each viking's row, in legal groups."""
    if state.round % 2:
        raise ActionRefused("transport_not_now")
    counts = {row: sum(1 for r, _ in placements if r is row) for row in Row}
    if boatsmen > player.mainland.boatsman or any(count > player.mainland.count(row) for row, count in counts.items()):
        raise ActionRefused("transport_too_many")
    moved = len(placements)
    if not fewest_boatsmen(list(counts.values()), state.setup.rules) <= boatsmen <= moved:
        raise ActionRefused("transport_groups", {"boatsmen": boatsmen})
    for row, column in placements:
        tile = _tile(player, row, column)
        if tile.viking:
            raise ActionRefused("tile_occupied", {"row": row.value, "column": column})
        player = _replace_tile(player, tile, tile.model_copy(update={"viking": True}))
    mainland = {viking.value: player.mainland.count(viking) for viking in Viking}
    for row, count in counts.items():
        mainland[row.value] -= count
    mainland["boatsman"] -= boatsmen
    return player.model_copy(update={"mainland": Mainland(**mainland)})


@dataclass
class Game:
    """A game's event log with the snapshots it gives: act, undo and redo append to the log."""

    events: list[Event]
    snapshots: list[GameState] = field(default_factory=list)
    undone: list[Action] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)

    @classmethod
    def new(cls, setup: Setup) -> Game:
        return cls.replay([Started(setup=setup)])

    @classmethod
    def replay(cls, events: Sequence[Event]) -> Game:
        first = events[0] if events else None
        if not isinstance(first, Started):
            raise ActionRefused("log_without_start")
        game = cls(events=[first], snapshots=[GameState.start(first.setup)])
        for event in events[1:]:
            game._record(event)
        return game

    @property
    def state(self) -> GameState:
        return self.snapshots[-1]

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def act(self, action: Action) -> Event:
        return self._record(action)

    def undo(self) -> Event:
        if not self.can_undo:
            raise ActionRefused("nothing_to_undo")
        return self._record(Undone())

    def redo(self) -> Event:
        if not self.can_redo:
            raise ActionRefused("nothing_to_redo")
        return self._record(Redone())

    def _record(self, event: Event) -> Event:
        if isinstance(event, Undone):
            if self.actions:
                self.undone.append(self.actions.pop())
                self.snapshots.pop()
        elif isinstance(event, Redone):
            if self.undone:
                action = self.undone.pop()
                self.snapshots.append(self.state.apply(action))
                self.actions.append(action)
        elif isinstance(event, Started):
            raise ActionRefused("started_twice")
        else:
            self.snapshots.append(self.state.apply(event))
            self.actions.append(event)
            self.undone.clear()
        self.events.append(event)
        return event


def replay(events: Sequence[Event]) -> Game:
    return Game.replay(events)
