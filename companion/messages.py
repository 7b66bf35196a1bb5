"""Every text a player reads, by stable code, in the language of the moment (`companion.languages`).

The engine speaks in codes and parameters (`Problem`, `Award`); this module turns them into sentences. `EN`
holds each code's English wording, which is also its message id in the gettext catalogues of the other
languages (`locale/<language>/LC_MESSAGES/companion.po`, extracted from this file by `make messages`).
Parameters named after a game term (row, viking, who, sail, piece, scoring, kind) are translated through the
catalogue too, and numbers and dates are written as the language writes them (Babel, imported at the first
number or date written: the app's first screen writes none, and shows before Babel loads, `main.OPEN`).
"""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping
from contextlib import suppress
from datetime import datetime
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from .games import GAMES
from .games.common import CONTROL_CHARACTERS, Problem
from .languages import FORMATS, current_language, translations
from .markers import N_, Nn_, Np_

if TYPE_CHECKING:
    from babel.core import Locale
    from babel.numbers import NumberPattern

EN: dict[str, str | tuple[str, str]] = {
    # Game terms
    "row.warrior": Np_("row", "warrior"),
    "row.noble": Np_("row", "noble"),
    "row.scout": Np_("row", "scout"),
    "row.goldsmith": Np_("row", "goldsmith"),
    "row.fisherman": Np_("row", "fisherman"),
    "viking.warrior": Np_("viking", "warriors"),
    "viking.noble": Np_("viking", "nobles"),
    "viking.scout": Np_("viking", "scouts"),
    "viking.goldsmith": Np_("viking", "goldsmiths"),
    "viking.fisherman": Np_("viking", "fishermen"),
    "viking.boatsman": Np_("viking", "boatsmen"),
    "who.warrior": Np_("who", "warrior"),
    "who.noble": Np_("who", "noble"),
    "who.scout": Np_("who", "scout"),
    "who.goldsmith": Np_("who", "goldsmith"),
    "who.fisherman": Np_("who", "fisherman"),
    "who.boatsman": Np_("who", "boatsman"),
    "sail.red": Np_("sail", "red"),
    "sail.green": Np_("sail", "green"),
    "sail.yellow": Np_("sail", "yellow"),
    "sail.blue": Np_("sail", "blue"),
    "piece.start": Np_("piece", "start"),
    "piece.middle": Np_("piece", "middle"),
    "piece.end": Np_("piece", "end"),
    "scoring.transport": Np_("scoring", "Boatsmen"),
    "scoring.small": Np_("scoring", "Small scoring"),
    "scoring.great": Np_("scoring", "Great scoring"),
    "scoring.final": Np_("scoring", "Final scoring"),
    "special.gold": Np_("special", "gold"),
    "special.goldsmiths_1": Np_("special", "goldsmiths +1"),
    "special.goldsmiths_2": Np_("special", "goldsmiths +2"),
    "special.nobles": Np_("special", "nobles"),
    "special.scouts": Np_("special", "scouts"),
    "special.fishermen": Np_("special", "fishermen"),
    "special.boatsman": Np_("special", "boatsman"),
    "special.supply": Np_("special", "supply"),
    "special.treasury": Np_("special", "treasury"),
    "special.boat": Np_("special", "boat"),
    "special.special_island": Np_("special", "special island"),
    "special_short.gold": N_("+5 gold"),
    "special_short.goldsmiths_1": N_("G +1"),
    "special_short.goldsmiths_2": N_("G +2"),
    "special_short.nobles": N_("N +1"),
    "special_short.scouts": N_("S +1"),
    "special_short.fishermen": N_("F +1"),
    "special_short.boatsman": N_("B tile"),
    "special_short.supply": N_("Supply"),
    "special_short.treasury": N_("Treasury"),
    "special_short.boat": N_("Boat"),
    "special_short.special_island": N_("Island"),
    # Amounts
    "amount.points": Nn_("{amount:+d} point", "{amount:+d} points"),
    "amount.gold": N_("{amount:+d} gold"),
    "amount.short.points": N_("{amount:+d} p"),
    "amount.short.gold": N_("{amount:+d} g"),
    "amount.nothing": N_("nothing"),
    "reward.points": Nn_("{count} point", "{count} points"),
    "reward.gold": Nn_("{count} gold", "{count} gold"),
    "reward.short.points": N_("{amount}p"),
    "reward.short.gold": N_("{amount}g"),
    # Board problems
    "problem.duplicate_player": N_("{player}: two players have this name"),
    "problem.ship_slot_taken": N_("{player}: ship row, column {column} — two ships in one slot"),
    "problem.ships_apart": N_("{player}: ship row, column {column} — ships must stand side by side, with no gap"),
    "problem.ships_beyond_three": N_(
        "{player}: ship row, column {column} — slots 1 to 3 must all hold ships before a ship goes further right"
    ),
    "problem.tile_taken": N_("{player}: {row} row, column {column} — two tiles in one place"),
    "problem.homeland_edge": N_("{player}: {row} row, column 1 — only a start piece can touch the homeland"),
    "problem.edge_mismatch": N_(
        "{player}: {row} row, columns {left_column} and {column} — land must meet land and water meet water"
    ),
    "problem.tile_unconnected": N_(
        "{player}: {row} row, column {column} — the tile is not connected to the homeland by other island tiles"
    ),
    "problem.too_many_vikings_for_round": N_(
        "{player}: {count} vikings, but by the end of round {round} a player has taken at most {limit}"
    ),
    "problem.too_many_tiles_for_round": N_(
        "{player}: {count} tiles, but by the end of round {round} a player has at most {limit}"
    ),
    "problem.too_many_vikings": N_("{count} {viking} on the boards, but the game has only {limit}"),
    "problem.too_many_ships": N_("{count} ships on the boards, but the game has only {limit}"),
    "problem.too_many_tiles": N_("{count} island tiles on the boards, but the game has only {limit}"),
    # Itemised awards
    "award.transport": N_("Boatsman {boatsman} carries a {row} to column {column}"),
    "award.ship_repelled": N_("Warrior in column {column} repels the {sail} ship"),
    "award.noble": N_("Noble in column {column}"),
    "award.scout": N_("Scout in column {column}"),
    "award.scout.goldsmith": N_("Scout in column {column}, with a goldsmith below"),
    "award.scout.fisherman": N_("Scout in column {column}, with a fisherman below"),
    "award.scout.goldsmith.fisherman": N_("Scout in column {column}, with a goldsmith and a fisherman below"),
    "award.goldsmith": N_("Goldsmith in column {column}"),
    "award.warrior_threatened": N_("Warrior in column {column}: threatened by the {sail} ship"),
    "award.noble_threatened": N_("Noble in column {column}: threatened by the {sail} ship, scores nothing"),
    "award.scout_threatened": N_("Scout in column {column}: threatened by the {sail} ship, scores nothing"),
    "award.goldsmith_threatened": N_("Goldsmith in column {column}: threatened by the {sail} ship, earns nothing"),
    "award.ship_unrepelled": N_("Unrepelled {sail} ship in column {column} costs {asked} {kind}"),
    "award.treasury": N_("Gold: 1 point for every {rate} gold"),
    "award.boatsmen_majority": N_("Most boatsmen ({count})"),
    "award.most_islands": N_("Most finished islands ({count})"),
    "award.longest_island": N_("Longest finished island ({count} tiles)"),
    "award.supply": N_("Supply: {feeding}, {hungry}"),
    "award.supply_feeding": Nn_("{count} fisherman feeds {fed}", "{count} fishermen feed {fed}"),
    "award.supply_hungry": Nn_("{count} viking to feed", "{count:,} vikings to feed"),
    "award.supply_each_more": Nn_("{count} point for each more", "{count} points for each more"),
    "award.unpaid": Nn_(
        "{text} ({count} point unpaid: points never go below zero)",
        "{text} ({count} points unpaid: points never go below zero)",
    ),
    "kind.gold": Np_("kind", "gold"),
    "kind.points": Np_("kind", "points"),
    # Progress rules: special tiles, the boat tile, the start player
    "problem.special_tiles_under_base_rules": N_(
        "{player}: special tiles belong to the progress rules, not the base game"
    ),
    "problem.special_island_without_tile": N_(
        "{player}: {row} row, column {column} — a special island lies only on an island tile"
    ),
    "problem.special_island_taken": N_("{player}: {row} row, column {column} — two special islands in one place"),
    "problem.too_many_special_tiles": N_("{count} special tiles on the boards, but the game has only {limit}"),
    "problem.too_many_special_tiles_for_round": N_(
        "{count} special tiles on the boards, but by the end of round {round} at most {limit} can have been taken"
    ),
    "problem.start_player_unknown": N_("start player: seat {count}, but this board's seats go from 0 to {limit}"),
    "award.transport.boat": N_("Boatsman {boatsman}, with the boat tile, carries a {row} to column {column}"),
    "award.goldsmiths_tile": N_("Goldsmiths +{each} tile: {each} gold for each unthreatened goldsmith ({count})"),
    "award.nobles_tile": N_("Nobles tile: 1 point for each unthreatened noble ({count})"),
    "award.scouts_tile": N_("Scouts tile: 1 point for each unthreatened scout ({count})"),
    "award.fishermen_tile": N_("Fishermen tile: 1 point for each unthreatened fisherman ({count})"),
    "award.treasury.tile": N_("Treasury tile: 1 point for every {rate} gold"),
    "award.boatsmen_majority.tiles": N_("Most boatsmen ({count}, boatsman tiles included)"),
    "award.special_island": N_(
        "Special island in the {row} row, column {column}: 1 point for each viking on and around it ({count})"
    ),
    "award.special_island_threatened": N_(
        "Special island in the {row} row, column {column}: threatened by the {sail} ship, scores nothing"
    ),
    "award.special_island_waiting": N_("Special island waiting beside the homeland: scores nothing"),
    "award.supply.each": N_("Supply tile: {feeding}, {hungry}, {each_more}"),
    "award.supply.left_out": N_("Supply: {feeding}, {hungry} ({left_out} on special islands left out)"),
    "award.supply.each.left_out": N_(
        "Supply tile: {feeding}, {hungry} ({left_out} on special islands left out), {each_more}"
    ),
    "cli.advice.boat": N_("{name}, with {boatsmen} boatsmen, {boat_tiles} of them with a boat tile: {gain}"),
    "cli.advice.one.boat": N_("{name}, with 1 boatsman and the boat tile: {gain}"),
    "cli.move.boat": N_("  boatsman {boatsman}, with the boat tile: {cells}"),
    # End of the progress rules
    # Command line
    "cli.unreadable": N_("cannot read {path}: {reason}"),
    "cli.not_utf8": N_("cannot read {path}: it is not UTF-8 text (byte {position:,} is not)"),
    "cli.not_json": N_("{path} is not valid JSON: {reason}"),
    "cli.invalid_field": N_("{path}: {where} — {reason}"),
    "cli.illegal_sheet": N_("{path} is not a legal sheet of {game}:"),
    "cli.unknown_format": N_("{format} is not a format this companion reads; it reads {formats}"),
    "cli.sheet_player": N_("{rank}. {name}: {total}"),
    "cli.sheet_line": N_("{source}: {points:+d}"),
    "cli.save_game": N_("only a Vikings board can be kept in history from here, not a sheet of {game}"),
    "cli.round": N_("Round {round}: {scorings}"),
    "cli.player": N_("{rank}. {name} — {points} points, {gold} gold"),
    "cli.winner": N_(" (winner)"),
    "cli.no_great_scoring": N_("Boatsmen move only at a great scoring (after rounds 2, 4 and 6)."),
    "cli.no_transport": N_("{name}: no transport possible."),
    "cli.mandatory": N_("{name}: in round 6 the boatsmen must move:"),
    "cli.advice": N_("{name}, with {boatsmen} boatsmen: {gain}"),
    "cli.advice.one": N_("{name}, with 1 boatsman: {gain}"),
    "cli.move": N_("  boatsman {boatsman}: {cells}"),
    "cli.cell": N_("{row} to column {column}"),
    "cli.save_round": N_("only a round-6 board is a finished game to save"),
    "cli.saved": N_("Saved to history as {id}."),
    "cli.history_line": N_("{date}  {game}  {players}  — winner: {winner}  [{id}]"),
    "cli.history_empty": N_("No finished games yet."),
    "cli.imported": Nn_("{count} game added.", "{count:,} games added."),
    "cli.renamed": Nn_("Renamed in {count} game.", "Renamed in {count} games."),
    "cli.stats_line": N_("{name}: {games}, {wins} ({rate}%), average {average}, best {best}"),
    "cli.no_such_game": N_("no game {id} in history"),
    "cli.lookalikes": N_("Possibly one player: {names} (the names look alike)"),
    "cli.moved_aside": N_(
        "a damaged history file was found: its bytes are kept in {path}; its last good backup is used"
    ),
    "cli.error": N_("error: {message}"),
    "cli.warning": N_("warning: {message}"),
    "help.description": N_("Vikings score companion."),
    "help.language": N_("the language to speak: {languages} (default: the locale's, or English)"),
    "help.db": N_("the games database (default: the app's data folder)"),
    "help.score": N_("score any game's sheet file (a Vikings board: with the scoring that ends its round)"),
    "help.json": N_("print the result as JSON"),
    "help.merge": N_("when the new name is another player's, make the two one player in every game"),
    "help.save": N_("keep a scored round-6 board in history as a game"),
    "help.history": N_("finished games: list, show, export, import, statistics"),
    "help.list": N_("finished games, newest first"),
    "help.player": N_("only games with this player"),
    "help.game": N_("only plays of this game"),
    "help.show": N_("one game's final result"),
    "help.export": N_("write the whole history to one JSON file"),
    "help.import": N_("merge an exported history (no duplicates)"),
    "help.stats": N_("per-player statistics and records"),
    "help.rename": N_("rename a player in every game (names equal ignoring case are one player)"),
    "help.advise": N_("print the best boatsmen transports of a board file"),
    "help.schema": N_("print the JSON Schema of a sheet file's format (without one: vikings-board/1)"),
    "help.format": N_("the sheet's format, such as vikings-board/1"),
    "help.app": N_("start the app: a local web app for the phones at the table"),
    "help.host": N_("address to listen on (default: this machine only)"),
    "help.no_browser": N_("do not open a browser"),
    "help.desktop": N_("open a native window (needs flet-desktop)"),
    # Actions the rules refuse
    "refused.game_over": N_("The game is over."),
    "refused.wrong_round": N_("This is round {round}."),
    "refused.board_illegal": N_("The boards are not legal yet:"),
    "refused.cell_closed": N_(
        "No tile can go to the {row} row, column {column}: it must touch the homeland or a tile."
    ),
    "refused.cell_taken": N_("A tile already lies in the {row} row, column {column}."),
    "refused.piece_does_not_fit": N_(
        "A {piece} piece does not fit the {row} row, column {column}: land must meet land."
    ),
    "refused.no_tile": N_("There is no tile in the {row} row, column {column}."),
    "refused.removal_breaks_homeland": N_("Taking this tile away would cut other tiles off the homeland."),
    "refused.no_vikings_left": N_("The game has only {limit} {viking}."),
    "refused.slot_closed": N_("A ship cannot go to column {column}: ships start in slots 1 to 3, side by side."),
    "refused.no_ships_left": N_("The game has only {limit} ships."),
    "refused.no_ship": N_("There is no ship in column {column}."),
    "refused.ship_removal_breaks_row": N_("Taking this ship away would leave a gap between ships."),
    "refused.mainland_empty": N_("No {viking} left on the mainland."),
    "refused.not_enough_gold": N_("{gold} gold is not enough for a tile at {price}: turn points into gold first."),
    "refused.not_enough_points": Nn_("Only {count} point to turn into gold.", "Only {count} points to turn into gold."),
    "refused.below_zero": N_("Points and gold never go below zero."),
    "refused.transport_not_now": N_("Boatsmen move only at a great scoring."),
    "refused.transport_too_many": N_("Not enough vikings or boatsmen on the mainland for this transport."),
    "refused.transport_groups": Nn_(
        "{count} boatsman cannot carry these vikings.", "{count} boatsmen cannot carry these vikings."
    ),
    "refused.tile_occupied": N_("A viking already stands in the {row} row, column {column}."),
    "refused.nothing_to_undo": N_("Nothing to undo."),
    "refused.nothing_to_redo": N_("Nothing to redo."),
    "refused.unknown_action": N_("That is not an action of this game."),
    "refused.log_without_start": N_("This game's log is damaged."),
    "refused.started_twice": N_("This game's log is damaged."),
    "refused.no_change": N_("That changes nothing."),
    "refused.ship_unchanged": N_("The ship in column {column} already looks like that."),
    "refused.viking_not_its_row": N_("A {who} stands only on a tile of its own row; it goes to the mainland instead."),
    "refused.round_complete": N_("All 12 tiles of round {round} are taken: score the round."),
    "refused.start_tile_laid": N_("This player's start tile is laid already."),
    "refused.start_tile_is_a_tile": N_("A start tile is an island tile, laid without a price."),
    "refused.one_tile_a_turn": N_("One tile a turn."),
    "refused.coins_on_the_table": N_("In this game the coins stay on the table: the app takes no payment."),
    "refused.price_missing": N_("Choose the tile's price first."),
    "refused.no_turns_in_quick_score": N_("A quick score has no turns: enter the final boards."),
    "refused.gold_not_counted": N_("Count the gold first: {names}."),
    # The app
    "ui.title": N_("Vikings companion"),
    "ui.new_game": N_("New game"),
    "ui.quick_score": N_("Quick score"),
    "ui.quick_score_hint": N_("Count only at the end: enter each final homeland, gold and points."),
    "ui.resume": N_("Unfinished games"),
    "ui.resume_game": N_("Resume {names}: round {round}, last played {when}"),
    "ui.resume_detail": N_("Round {round} · {when}"),
    "ui.no_unfinished": N_("No unfinished games."),
    "ui.reading_games": N_("Reading the games…"),
    "ui.dark_mode": N_("Dark mode"),
    "ui.light_mode": N_("Light mode"),
    "ui.language": N_("Language"),
    "ui.back": N_("Back"),
    "ui.home": N_("Home"),
    "ui.close": N_("Close"),
    "ui.players_hint": N_("Players, in seat order (2 to 4)"),
    "ui.player_count": Nn_("{count} player", "{count} players"),
    "ui.player_name": N_("Name of player {seat}"),
    "ui.player_name_optional": N_("Player {seat} (optional)"),
    "ui.recent_names": N_("Recent names"),
    "ui.start_player": N_("Start player:"),
    "ui.start_player_quick": N_("Start player of round 6:"),
    "ui.start_player_quick_hint": N_(
        "The player who started the last round, not the game: the final scoring takes the players in turn from them."
    ),
    "ui.seat_starts": N_("Player {seat} starts"),
    "ui.use_name": N_("Use the name {name}"),
    "ui.colour": N_("Colour of player {seat}: {colour}"),
    "ui.rules": N_("Rules"),
    "ui.rules_base": N_("Base game"),
    "ui.rules_progress": N_("Progress rules"),
    "ui.money": N_("Gold"),
    "ui.money_coins": N_("Coins on the table"),
    "ui.money_purse": N_("The app keeps the gold"),
    "ui.money_coins_hint": N_(
        "Pay with the game's coins; the app asks for each player's gold before the final scoring."
    ),
    "ui.money_purse_hint": N_("Every tile is paid in the app, one tap on its price."),
    "ui.hold_on": N_("Keep the homeland until the next turn"),
    "ui.start": N_("Start the game"),
    "ui.start_quick": N_("Enter the final boards"),
    "ui.name_missing": N_("Player {seat} needs a name."),
    "ui.two_names": N_("Enter at least two names."),
    "ui.same_name": N_("Two players are called {name}."),
    "ui.bad_name": N_("That name cannot be used: {reason}"),
    "seat.white": N_("white"),
    "seat.orange": N_("orange"),
    "seat.tan": N_("tan"),
    "seat.brown": N_("brown"),
    "ui.round_short": N_("Round {round} of 6"),
    "ui.turn_of": N_("Tile {number} of 12"),
    "ui.points_short": N_("{points} p"),
    "ui.gold_short": N_("{gold} g"),
    "ui.player_row": Nn_(
        "{name}: {count} point, gold {gold}, next scoring {gain}; open the homeland",
        "{name}: {count} points, gold {gold}, next scoring {gain}; open the homeland",
    ),
    "ui.player_row_playing": N_(", to play"),
    "ui.player_row_starts": N_(", starts this round"),
    "ui.fix_problem": N_("{problem}. Open the homeland to fix it"),
    "ui.convert_for": N_("{name}: points into gold"),
    "ui.convert_hint": Nn_(
        "{count} point. Each point turned into gold gives 1 gold.",
        "{count} points. Each point turned into gold gives 1 gold.",
    ),
    "ui.convert_amount": Nn_("Turn {count} point into gold", "Turn {count} points into gold"),
    "ui.convert_other": N_("Turn another number of points into gold"),
    "ui.turn_prompt": N_("{name}: tap where the tile goes"),
    "ui.start_tile_prompt": N_("{name}: tap where the start tile goes"),
    "ui.held_prompt": N_("{name}'s homeland as laid; {next} goes on"),
    "ui.go_on": N_("{name}'s turn"),
    "ui.viking_row_hint": N_("Its viking stands on it. To the mainland instead? Pick it first:"),
    "ui.viking_goes_to_mainland": N_("The {who} goes to the mainland"),
    "ui.discard": N_("Tile not laid: only its viking is kept"),
    "ui.price_choice": N_("Price {price}"),
    "ui.price_with_points": Nn_(", paid partly with {count} point", ", paid partly with {count} points"),
    "ui.last_turn": N_("Last: {what}"),
    "ui.with_piece": N_(" ({piece})"),
    "ui.viking_to_mainland": N_(", {who} to the mainland"),
    "ui.make_piece.start": N_("Make it a start piece"),
    "ui.make_piece.middle": N_("Make it a middle piece"),
    "ui.make_piece.end": N_("Make it an end piece"),
    "ui.laid_as.start": N_("Laid as a start piece"),
    "ui.laid_as.middle": N_("Laid as a middle piece"),
    "ui.laid_as.end": N_("Laid as an end piece"),
    "ui.change_reward": N_("Change the ship's reward"),
    "ui.mainland_line": N_("Mainland: {vikings}"),
    "ui.nobody": N_("nobody"),
    "ui.round_complete": N_("Round {round}: all 12 tiles are taken"),
    "ui.advice_hint": N_("Boatsmen can move vikings before this great scoring:"),
    "ui.advice_line": Nn_("{name}, {count} boatsman: {gain} ({cells})", "{name}, {count} boatsmen: {gain} ({cells})"),
    "ui.accept_transport": Nn_(
        "Accept: {name} moves with {count} boatsman", "Accept: {name} moves with {count} boatsmen"
    ),
    "ui.advice_line_boat": Nn_(
        "{name}, {count} boatsman, with the boat tile: {gain} ({cells})",
        "{name}, {count} boatsmen, {boats} with the boat tile: {gain} ({cells})",
    ),
    "ui.accept_transport_boat": Nn_(
        "Accept: {name} moves with {count} boatsman, with the boat tile",
        "Accept: {name} moves with {count} boatsmen, {boats} with the boat tile",
    ),
    "ui.count_gold_hint": N_("Count each player's coins before the final scoring:"),
    "ui.count_gold": N_("Each player's gold"),
    "ui.gold_empty": Nn_(
        "No gold typed for {names}. Is that purse empty?", "No gold typed for {names}. Are those purses empty?"
    ),
    "ui.score_with_empty": Nn_("Yes, 0 gold: score", "Yes, 0 gold each: score"),
    "ui.gold_not_counted": N_("gold?"),
    "ui.now": N_("now {value}"),
    "ui.number.digits_only": N_("Digits only"),
    "ui.number.at_most": N_("At most {most}"),
    "ui.number.at_least": N_("At least {least}"),
    "ui.number.mend": N_("The number in “{field}” is out of bounds: mend it first."),
    "ui.number.mend_all": N_("A number typed is out of bounds: mend it first."),
    "ui.purse": N_("Points and gold"),
    "ui.count_gold_first": N_("The final scoring needs {name}'s gold: count it on the table screen."),
    "ui.gold_of": N_("{name}'s gold"),
    "ui.points_of": N_("{name}'s points"),
    "ui.score_round": N_("Score round {round}"),
    "ui.score_game": N_("Score the game"),
    "ui.not_scored_yet_quick": N_("Not scored yet. Still to enter:"),
    "ui.enter_points": N_("Enter {name}'s points"),
    "ui.enter_gold": N_("Enter {name}'s gold"),
    "ui.enter_homeland": N_("Enter {name}'s homeland"),
    "ui.undo": N_("Undo"),
    "ui.redo": N_("Redo"),
    "ui.undone": N_("Undone: {what}"),
    "ui.redone": N_("Redone: {what}"),
    "ui.if_now": N_("If the round ended now: {amount}"),
    "ui.board_not_legal": N_("The boards are not legal yet."),
    "ui.homeland_round": N_("Homeland · round {round}"),
    "ui.homeland_of": N_("{name}'s homeland"),
    "ui.lay_with_viking": N_("Tile with its viking"),
    "ui.lay_tile_only": N_("Tile only"),
    "ui.selected_tile": N_("{row} row, column {column}:"),
    "ui.piece_choice": N_("{piece} piece"),
    "ui.viking_on": N_("Stand a {row} on it"),
    "ui.viking_off": N_("Take the {row} off"),
    "ui.remove_tile": N_("Remove the tile"),
    "ui.on": N_("on"),
    "ui.off": N_("off"),
    "ui.next_player": N_("Next: {name}"),
    "ui.half_homeland": N_("Homeland"),
    "ui.half_mainland": N_("Mainland"),
    "ui.select_hint": N_("Tap a tile to change its piece or its viking."),
    "ui.sail_hint": N_("Sail colour (how deep the ship threatens):"),
    "ui.sail_choice": N_("{sail} sail"),
    "sail_word.red": N_("Red"),
    "sail_word.green": N_("Green"),
    "sail_word.yellow": N_("Yellow"),
    "sail_word.blue": N_("Blue"),
    "ui.reward_hint": N_("Reward printed on the ship (as usual if not chosen):"),
    "ui.new_ship_title": N_("Ship in column {column}"),
    "ui.ship_title": N_("{sail} ship in column {column}"),
    "ui.remove_ship": N_("Remove the ship"),
    "ui.ship_viking_hint": N_("Which viking came with the ship? It goes to the mainland."),
    "ui.ship_viking": N_("A {who} came with it"),
    "ui.mainland": N_("Mainland"),
    "ui.mainland_of": N_("{name}'s mainland: {vikings}"),
    "ui.mainland_of_short": N_("{name}'s mainland"),
    "ui.viking_count": Nn_("{count} {who}", "{count} {viking}"),
    "ui.more_vikings": N_("More {viking}…"),
    "ui.mainland_count_title": N_("{name}: {viking} on the mainland"),
    "ui.mainland_choice": Nn_("{count} {who}", "{count} {viking}"),
    "refused.progress_rules_only": N_("Special tiles and the start-player auction belong to the progress rules."),
    "refused.special_start_tile": N_("A start tile brings no special tile."),
    "refused.special_zero_price": N_("The tile at 0 brings no special tile."),
    "refused.special_not_most_expensive": N_(
        "Only the buyer of the most expensive tile on the wheel ({price} gold) takes a special tile."
    ),
    "refused.special_round_limit": N_("{limit} special tiles were taken this round already."),
    "refused.special_tile_gone": N_("The game has only {count} {special} tiles, and all are taken."),
    "refused.island_needs_tile": N_("The special island replaces an island tile: lay one in this turn."),
    "refused.island_there": N_("A special island lies in the {row} row, column {column} already."),
    "refused.no_waiting_island": N_("No special island is waiting beside the homeland."),
    "refused.auction_held": N_("{name} won this round's auction already."),
    "refused.auction_after_first_tile": N_("The auction comes before the round's first tile is bought."),
    "refused.bid_too_high": Nn_(
        "{gold} gold and {count} point cannot pay a bid of {price}.",
        "{gold} gold and {count} points cannot pay a bid of {price}.",
    ),
    "refused.no_boat_tile": N_("No boat tile left for this transport."),
    "ui.with_special": N_(", with the {special} tile"),
    "ui.island_laid_here": N_(", the special island on it"),
    "ui.special_offer": N_("Special tile:"),
    "ui.choose_special": N_("Choose the special tile that comes with this tile"),
    "ui.choose_special_short": N_("Choose…"),
    "ui.special_taken": N_("The {special} special tile comes with this tile: change it"),
    "ui.special_sheet": N_("Special tile with this tile"),
    "ui.take_special": N_("Take the {special} special tile with this tile"),
    "ui.give_back_special": N_("Put the {special} special tile back"),
    "ui.island_here": N_("The waiting special island replaces this tile"),
    "ui.island_here_short": N_("Island here"),
    "ui.auction": N_("Start-player auction"),
    "ui.auction_hint_purse": N_("Choose the winning bid, then who won it. Nobody bid? Just play on."),
    "ui.auction_hint_coins": N_("Who won it? Nobody bid? Just play on."),
    "ui.bid_choice": N_("A winning bid of {price}"),
    "ui.auction_won_by": N_("{name} won the auction"),
    "ui.auction_enter": N_("Enter who won the start-player auction"),
    "ui.auction_enter_short": N_("Who won?"),
    "ui.auction_none": N_("{name} starts the round: no auction entered"),
    "ui.auction_done": N_("{name} won the auction and starts the round"),
    "ui.auction_paid": N_("{name} won the auction for {price} and starts the round"),
    "ui.special_tiles": N_("Special tiles"),
    "ui.special_tiles_of": N_("{name}'s special tiles: {tiles}"),
    "ui.special_waiting": N_("{special}, waiting"),
    "ui.special_at": N_("{special} in the {row} row, column {column}"),
    "ui.no_special_tiles": N_("none"),
    "ui.add_special": N_("Add a {special} tile"),
    "ui.remove_special": N_("Put a {special} tile back"),
    "ui.lay_island": N_("Lay the waiting special island here"),
    "grid.special_island": N_(", special island"),
    "ui.supply": N_("Supply: {feeding}; {hungry}"),
    "ui.live": N_("Next scoring"),
    "ui.show_lines": Nn_("Show its {count} line", "Show all {count} lines"),
    "ui.scoring_title": N_("Round {round} scoring"),
    "ui.not_scored_yet": N_("Round {round} is not scored yet."),
    "ui.continue": N_("Continue to round {round}"),
    "ui.take_gold_hint": N_("Take the gold shown from the bank."),
    "ui.table_points": N_("Points"),
    "ui.table_gold": N_("Gold"),
    "ui.table_transport": N_("Moved"),
    "ui.moved": Nn_("{count} moved", "{count} moved"),
    "ui.result_table": N_("Results: {scorings}"),
    "ui.detail_of": Nn_(
        "{rank}. {name}: {count} point, {gold} gold; show every line",
        "{rank}. {name}: {count} points, {gold} gold; show every line",
    ),
    "ui.detail_of_points": Nn_(
        "{rank}. {name}: {count} point; show every line", "{rank}. {name}: {count} points; show every line"
    ),
    "ui.final_results": N_("Final results"),
    "ui.not_finished": N_("The game is not finished."),
    "ui.rank_line": Nn_("{rank}. {name} — {count} point, {gold} gold", "{rank}. {name} — {count} points, {gold} gold"),
    "ui.rank_line_points": Nn_("{rank}. {name} — {count} point", "{rank}. {name} — {count} points"),
    "ui.tie_on_points": N_(
        "{names}: as many points. The rules rank them by their gold, which the app does not know with the coins on "
        "the table: count it to break the tie."
    ),
    "ui.winner_is": N_("Winner: {names}"),
    "ui.winners": N_("Shared win: {names}"),
    "ui.saved": N_("Saved to history."),
    "ui.reloaded": N_("This game was changed on another device; it has been reloaded. Check your last action."),
    "ui.no_such_game": N_("No such game"),
    "ui.no_such_game_hint": N_("This game is not on this device."),
    "ui.history_game_missing": N_(
        "This game is not in this device's history: it may have been deleted on another device."
    ),
    "ui.not_found": N_("There is no such screen."),
    "ui.history": N_("History"),
    "ui.history_search": N_("Search by player"),
    "ui.all_counts": N_("Any number"),
    "ui.all_games": N_("Every game"),
    "ui.period_all": N_("All time"),
    "ui.period_year": N_("Last year"),
    "ui.period_month": N_("Last month"),
    "ui.history_empty": N_("No finished games yet."),
    "ui.export": N_("Export history"),
    "ui.import": N_("Import history"),
    "ui.exporting": N_("Exporting…"),
    "ui.importing": N_("Importing…"),
    "ui.exported": Nn_("{count} game exported.", "{count:,} games exported."),
    "ui.import_refused": N_("Nothing was imported: {reason}"),
    "ui.history_row": N_("{game}, {date}: {players}; winner {winner}"),
    "ui.history_row_head": N_("{game} · {date} · {winner} won"),
    "ui.more_games": N_("More games"),
    "ui.game": N_("Game"),
    "ui.game_date": Nn_("Played {date}, {count} minute", "Played {date}, {count} minutes"),
    "ui.points_by_round": N_("Points, scoring by scoring"),
    "ui.gold_by_round": N_("Gold, scoring by scoring"),
    "ui.axis_scorings": N_("Scorings (after round)"),
    "ui.axis_start": N_("start"),
    "ui.axis_per_game": N_("points a game"),
    "ui.unit_points": N_("points"),
    "ui.unit_gold": N_("gold"),
    "ui.chart_tooltip": N_("{name}: {value} {unit}"),
    "ui.bar_tooltip": N_("{source}: {value} points a game"),
    "ui.sources_label": N_("Points a game by source: {list}"),
    "ui.round_by_round": N_("Each scoring"),
    "ui.bg_stats": N_("Send to BG Stats"),
    "ui.share_result": N_("Share the result"),
    "ui.copy_result": N_("Copy the result"),
    "ui.result_copied": N_("The result is copied: paste it into a message."),
    "share.heading": N_("{game}, {date}"),
    "share.player": Nn_("{rank}. {name}: {count} point", "{rank}. {name}: {count} points"),
    "share.winner": Nn_("{rank}. {name}: {count} point, winner", "{rank}. {name}: {count} points, winner"),
    "ui.delete_game": N_("Delete this game"),
    "ui.deleted": N_("Game deleted."),
    "ui.game_gone": N_("This game is no longer in history: it was deleted on another device."),
    "ui.game_back_already": N_("This game is in history again already: it was put back on another device."),
    "ui.players_stats": N_("Players"),
    "ui.games": Nn_("{count} game", "{count} games"),
    "ui.wins": Nn_("{count} win", "{count} wins"),
    "ui.stats_line": N_("{games}, {wins} ({rate}%), average {average}, best {best}"),
    "ui.head_to_head": N_("Ahead of: {list}"),
    "ui.records": N_("Records"),
    "ui.record_score": N_("Highest score: {value}, {name}"),
    "ui.record_supply": N_("Biggest supply bonus: {value}, {name}"),
    "ui.record_island": N_("Longest island: {value} tiles, {name}"),
    "ui.rename": N_("Rename {name}"),
    "ui.rename_to": N_("New name for {name} in every game"),
    "ui.rename_merge": N_("If another player has that name, make the two one player"),
    "ui.lookalikes": N_("Possibly the same player as {names}: the names look alike."),
    "ui.confirm": N_("Confirm"),
    "ui.cancel": N_("Cancel"),
    "ui.cannot_save": N_("Can't save: {reason} — this game is kept only until you close the app."),
    "ui.saved_again": N_("Saved: every change of this game is kept again."),
    "ui.save_state.saved": N_("Saved"),
    "ui.save_state.saving": N_("Saving"),
    "ui.save_state.not_saved": N_("Not saved"),
    "ui.try_again": N_("Try again"),
    "ui.dismiss": N_("Dismiss"),
    "ui.cannot_start": N_("Can't start a game: {reason}."),
    "ui.cannot_change": N_("Nothing was changed: {reason}."),
    "ui.why_read_only": N_("the data folder is read-only"),
    "ui.why_disk_full": N_("the disk is full"),
    "ui.game_unreadable": N_("This game cannot be opened: its record is damaged. The other games are not affected."),
    "ui.moved_aside": N_(
        "A damaged data file was found and set aside (its bytes are kept in {path}); its last good backup is in use."
    ),
    "ui.damaged_in_place": N_(
        "A damaged data file was found ({path}); the folder is read-only, so it is left "
        "as it is and its last good backup is read instead."
    ),
    "ui.read_only_folder": N_(
        "The data folder cannot be written to: games and history can be looked at, but nothing new is saved."
    ),
    "ui.transfer_progress": N_("{done:,} of {total:,} games"),
    "ui.result_standings": N_("{scorings}. {standings}"),
    # What an action did, for Undo
    "did.scored": N_("the round {round} scoring"),
    "did.start_tile": N_("{name}'s start tile in the {row} row"),
    "did.tile": N_("{name}'s {row} tile in column {column}"),
    "did.ship": N_("{name}'s {sail} ship in column {column}"),
    "did.discard": N_("{name}'s tile that was not laid"),
    "did.cell": N_("{name}'s {row} row, column {column}"),
    "did.slot": N_("{name}'s ship in column {column}"),
    "did.mainland": N_("{name}'s mainland"),
    "did.paid": N_("{name}'s payment of {price} gold"),
    "did.converted": Nn_("{name}'s {count} point turned into gold", "{name}'s {count} points turned into gold"),
    "did.purse": N_("{name}'s points and gold"),
    "did.transport": N_("{name}'s boatsmen"),
    "did.other": N_("{name}'s last change"),
    # Where the points come from
    "source.ships": Np_("source", "ships"),
    "source.nobles": Np_("source", "nobles"),
    "source.scouts": Np_("source", "scouts"),
    "source.goldsmiths": Np_("source", "goldsmiths"),
    "source.gold": Np_("source", "gold"),
    "source.islands": Np_("source", "islands"),
    "source.longest_island": Np_("source", "longest island"),
    "source.boatsmen": Np_("source", "boatsmen"),
    "source.supply": Np_("source", "supply"),
    "did.auction": N_("{name}'s winning bid"),
    "did.special_island": N_("{name}'s special island in the {row} row, column {column}"),
    "did.special_tiles": N_("{name}'s special tiles"),
    "source.special_tiles": Np_("source", "special tiles"),
    # The homeland grid, as a screen reader reads it
    "grid.empty": N_("{name}, {row} row, column {column}: no tile"),
    "grid.open": N_("{name}, {row} row, column {column}: lay the {piece} piece"),
    "grid.open_viking": N_("{name}, {row} row, column {column}: lay the {piece} piece with its {row}"),
    "grid.tile": N_("{name}, {row} row, column {column}: {piece} piece"),
    "grid.tile_viking": N_("{name}, {row} row, column {column}: {piece} piece with a {row}"),
    "grid.threatened": N_(", threatened by the {sail} ship"),
    "grid.island": N_(", finished island"),
    "grid.selected": N_(", selected"),
    "grid.slot_empty": N_("{name}, ship row, column {column}: no ship"),
    "grid.slot_open": N_("{name}, ship row, column {column}: lay a ship"),
    "grid.slot_ship": N_("{name}, ship row, column {column}: {sail} ship, {reward}"),
    "grid.repelled": N_(", repelled"),
    "ui.bound_warning": N_(
        "Warning: listening on {host}, not only this machine. Anyone on the network can open the app."
    ),
    "ui.serving": N_("Serving the Vikings score companion on {url}"),
    "server.busy_title": N_("The Vikings companion is busy"),
    "server.busy_address": N_(
        "This device has as many sessions of the app open as the server allows. Close the tabs of the app you "
        "no longer use: a closed tab's session ends within a minute. Then reload this page."
    ),
    "server.busy_all": N_(
        "The app is serving as many sessions as it allows. A closed tab's session ends within a minute: "
        "reload this page in a minute."
    ),
    "grid.ship_row": N_("Ship row"),
    "grid.row_head": N_("{row} row"),
    # Storage, files and hostile input: damaged files, read-only folders, imports, board files, the server
    "storage.read_only": N_("the history folder {path} cannot be written to: nothing was changed"),
    "storage.not_kept": N_("this browser would not store it (its storage is full, or a private window keeps nothing)"),
    "storage.set_aside.game": N_(
        "A game in progress could not be read and was set aside: {game} — {where} {reason}. Its record is kept in "
        "{path}, in the table “unreadable”; the other games are not affected."
    ),
    "storage.set_aside.history": N_(
        "A game in history could not be read and was set aside: {game} — {where} {reason}. Its record is kept in "
        "{path}, in the table “unreadable”; the other games are not affected."
    ),
    "storage.left_out.game": N_(
        "A game in progress could not be read and is left out: {game} — {where} {reason}. The folder cannot be "
        "written to, so its record stays as it is in {path}."
    ),
    "storage.left_out.history": N_(
        "A game in history could not be read and is left out: {game} — {where} {reason}. The folder cannot be "
        "written to, so its record stays as it is in {path}."
    ),
    "os.no_space": N_("the disk is full: make room on it, then try again"),
    "os.denied": N_("permission denied: this companion may not read or write there"),
    "os.read_only": N_("the disk is read-only"),
    "os.not_found": N_("there is no such file or folder"),
    "os.is_folder": N_("it is a folder, not a file"),
    "os.not_folder": N_("a part of the path is not a folder"),
    "os.name_too_long": N_("the name is too long"),
    "os.io": N_("the disk could not be read or written (an input/output error)"),
    "ui.storage_not_persistent": N_(
        "This browser may clear the games when it runs low on space. Add the companion to your home screen "
        "to keep them."
    ),
    "ui.web_updated": N_("The companion was updated to a new version."),
    "storage.kept_elsewhere": N_("the companion is open in another tab or window, which keeps the games now"),
    "ui.kept_elsewhere_title": N_("Open in another tab"),
    "ui.kept_elsewhere": N_(
        "The companion is open in another tab or window, which keeps the games. One copy keeps them at a time, "
        "so that neither overwrites the other's. Use it here, and this one reads the games afresh and keeps them."
    ),
    "ui.use_here": N_("Use it here"),
    "ui.version": N_("Version {version}"),
    "ui.version_build": N_("Version {version}, build {build}"),
    "cli.not_a_file": N_("cannot read {path}: not a regular file"),
    "cli.too_large": N_("cannot read {path}: larger than {limit:,} bytes"),
    "cli.duplicate_key": N_('{path}: the key "{key}" appears twice in one object'),
    "cli.more_problems": N_("… and {count:,} more"),
    "cli.failed": N_("{reason}"),
    "cli.port_range": N_("a port is a number from 1 to 65535"),
    "cli.cannot_listen": N_("cannot listen on {host} port {port}: {reason}"),
    "cli.show_player": N_("  {rank}. {name}: {points} points, {gold} gold ({sources})"),
    "cli.source": N_("{source} {points}"),
    "cli.show_sheet_player": N_("  {rank}. {name}: {points} points ({sources})"),
    "history.rename_same": N_("the new name must differ"),
    "history.rename_gone": N_("No game has a player {old} any more: the history changed on another device."),
    "cli.rename_unknown": N_("No game in history has a player {old}: `history stats` lists every player's name."),
    "history.rename_together": Nn_(
        "{old} and {new} played together in {count} game", "{old} and {new} played together in {count:,} games"
    ),
    "history.rename_merge": Nn_(
        "{new} is already the name of a player in {count} game: to make {old} and {new} one player, merge them",
        "{new} is already the name of a player in {count:,} games: to make {old} and {new} one player, merge them",
    ),
    "import.not_export": N_("not a {format} file"),
    "import.too_large": N_("{path} is larger than {megabytes} MB"),
    "import.not_a_file": N_("{path} is not a regular file"),
    "import.unreadable": N_("cannot read {path}: {reason}"),
    "import.not_json": N_("{path} is not a JSON file"),
    "import.duplicate_key": N_('{path}: the key "{key}" appears twice in one object'),
    "import.log_duplicate_key": N_('game {number}: its log gives the key "{key}" twice in one object'),
    "import.too_many_games": N_("{count:,} games, more than the {limit:,} an import takes"),
    "import.invalid_game": N_("game {number}: {where} — {reason}"),
    "import.invalid_log": N_("game {number}: its log, event {where} — {reason}"),
    "import.log_unreadable": N_("game {number}: its log cannot be unpacked"),
    "import.log_too_large": N_("game {number}: its log unpacks to more than {limit:,} kB"),
    "import.too_much": N_("the logs unpack to more than {limit:,} MB in all"),
    "import.too_many_events": N_("game {number}: more than {limit:,} events in its log"),
    "import.too_many_events_in_all": N_("more than {limit:,} events in all"),
    "import.empty_log": N_("game {number}: its log is empty"),
    "import.illegal_log": N_("game {number}: its log does not replay as a game: {reason}"),
    "import.unfinished": N_("game {number}: its log is not a finished game"),
    "import.duplicate_id": N_("games {first} and {second} have the same id, {id}: each game needs an id of its own"),
    "import.wrong_game": N_("game {number}: its log is not a play of {game}"),
    "import.invalid_sheet": N_("game {number}: its sheet, {where} — {reason}"),
    "import.sheet_refused": N_("game {number}: its sheet cannot be scored as {game}: {reason}"),
    "import.wrong_summary": N_("game {number}: the result it gives for {name} is not what its sheet scores"),
    "refused.no_such_player": N_("There is no player {player} in this game."),
    "field.int_type": N_("must be a whole number"),
    "field.int_parsing": N_("must be a whole number"),
    "field.bool_type": N_("must be true or false"),
    "field.string_type": N_("must be text"),
    "field.missing": N_("is missing"),
    "field.extra_forbidden": N_("is not a field of this file"),
    "field.players.too_short": N_("a game has 2 to 4 players"),
    "field.players.too_long": N_("a game has 2 to 4 players"),
    "field.seats.too_short": N_("a game has 2 to 4 players"),
    "field.seats.too_long": N_("a game has 2 to 4 players"),
    "field.greater_than_equal": N_("must be at least {ge}"),
    "field.less_than_equal": N_("must be at most {le:,}"),
    "field.less_than": N_("must be less than {lt:,}"),
    "field.greater_than": N_("must be more than {gt:,}"),
    "field.control_character": N_(
        "a name cannot hold control characters (escape codes, line breaks, NUL and the like)"
    ),
    "field.invisible_name": N_("a name must show at least one letter, digit or sign"),
    "field.name.too_short": N_("a name must show at least one letter, digit or sign"),
    "field.name.too_long": N_("a name has at most {max_length} characters"),
    "field.duplicate_name": N_("two players have the name {name}"),
    "field.same_colour": N_("{first} and {second} have the same colour: each player has a colour of their own"),
    "field.no_such_player": N_("there is no player {player}"),
    "field.unknown_game": N_("is a game this companion does not know: {game}"),
    "field.zoned_date": N_(
        "must be an ISO 8601 date and time in extended form with its offset, such as {example} (not a week date, "
        "nor a compact form)"
    ),
    "field.string_pattern_mismatch": N_("holds characters it may not hold"),
    "field.enum": N_("must be one of: {expected}"),
    "field.stored_date": N_("is not a date and time with its offset, such as {example}"),
    "field.other_game": N_("is a game of {game}, which this list does not hold"),
    "field.list_type": N_("must be a list"),
    "field.tuple_type": N_("must be a list"),
    "field.dict_type": N_("must be an object"),
    "field.model_type": N_("must be an object"),
    "field.model_attributes_type": N_("must be an object"),
    "field.literal_error": N_("must be one of {expected}"),
    "field.union_tag_invalid": N_("is not a kind this game knows: {tag}"),
    "field.union_tag_not_found": N_("is missing its kind"),
    "field.bool_parsing": N_("must be true or false"),
    "field.int_from_float": N_("must be a whole number"),
    "field.too_short": N_("must have at least {min_length}"),
    "field.too_long": N_("must have at most {max_length:,}"),
    "field.string_too_short": N_("must have at least {min_length} characters"),
    "field.string_too_long": N_("must have at most {max_length:,} characters"),
    "field.name.string_too_short": N_("a name must show at least one letter, digit or sign"),
    "field.name.string_too_long": N_("a name has at most {max_length} characters"),
    "field.names.item.too_short": N_("a name must show at least one letter, digit or sign"),
    "field.names.item.too_long": N_("a name has at most {max_length} characters"),
    "field.names.item.string_too_short": N_("a name must show at least one letter, digit or sign"),
    "field.names.item.string_too_long": N_("a name has at most {max_length} characters"),
    "field.json_invalid": N_("is not valid JSON: {error}"),
}
for _game in GAMES.values():  # each game's own English: its name, and the problems and lines of its sheet
    EN.update(_game.messages)

# The screens the games played with a running score share (`ui/screens/tables.py`, `ui/tables.py`).
EN.update(
    {
        "table.which_game": N_("Which game?"),
        "table.resume_game": N_("Resume {game}: {names}, last played {when}"),
        "table.resume_detail": N_("{game} · {when}"),
        "table.players": N_("Players, in seat order ({low} to {high})"),
        "table.too_few": N_("Enter at least {count} names."),
        "table.player_choice": N_("{name}: {figure}"),
        "table.player": N_("Player"),
        "table.counting": N_("The count at the end"),
        "table.total": N_("Total"),
        "table.row": N_("{rank}. {name}, {total} in all: {lines}"),
        "table.refused.nothing_to_undo": N_("Nothing to undo."),
        "table.refused.nothing_to_redo": N_("Nothing to redo."),
        "table.refused.log_without_start": N_("This game's record has no start."),
        "table.refused.started_twice": N_("This game's record starts twice."),
    }
)

_CONTEXTS = frozenset({"row", "viking", "who", "sail", "piece", "scoring", "kind", "source", "special"})
"""The families of game terms (`Np_`): a term's message context is the family of its code."""

_TERMS = ("row", "viking", "who", "sail", "piece", "scoring", "kind", "special")
"""Parameters that name a game term by its code (`row="noble"`), translated before they go into a sentence."""


def message_context(code: str) -> str | None:
    """The gettext context of the message `code`: its family for a game term, none for any other message."""
    family = code.partition(".")[0]
    return family if family in _CONTEXTS else None


def _translated(code: str, language: str, count: int | None = None) -> str:
    """The wording of `code` in `language` (for `count`, where the wording follows a number)."""
    message = EN[code]
    context = message_context(code)
    catalogue = translations(language)
    if isinstance(message, tuple):
        assert count is not None, f"{code} needs a count"
        one, other = message
        if context is None:
            return catalogue.ngettext(one, other, count)
        return catalogue.npgettext(context, one, other, count)
    return catalogue.gettext(message) if context is None else catalogue.pgettext(context, message)


_NUMBER_PATTERNS: Mapping[tuple[type, str], str] = {
    (int, ""): "#,##0",
    (int, ","): "#,##0",
    (int, "+d"): "+#,##0;-#,##0",
    (float, ""): "#,##0.0##",
    (float, ","): "#,##0.0##",
}
"""How a sentence's numbers are written, by type and format: every whole number has its digits grouped as the
language groups them ("14,990", "14 990", "14.990"; "{count:,}" says so too), as decimals do, "{amount:+d}"
always shows the sign, and a decimal keeps one place at least ("64.0", "64,0"). What is a number only by its
digits (a port) goes into a sentence as text."""


@cache
def _locale(language: str) -> Locale:
    from babel import core

    return core.Locale.parse(FORMATS[language])


@cache
def _number_pattern(pattern: str) -> NumberPattern:
    from babel import numbers

    return numbers.parse_pattern(pattern)


class _Number:
    """A number in a sentence, formatted as its language writes numbers when the sentence is."""

    __slots__ = ("language", "value")

    def __init__(self, value: float, language: str) -> None:
        self.value = value
        self.language = language

    def __format__(self, format_spec: str) -> str:
        pattern = _NUMBER_PATTERNS.get((type(self.value), format_spec))
        if pattern is None:  # a format of Python's own
            return format(self.value, format_spec)
        return _number_pattern(pattern).apply(self.value, _locale(self.language))


def _sentence(message: str, params: Mapping[str, object], language: str) -> str:
    """`message` with its parameters: game terms in the language's words, text made safe to print, numbers
    written the language's way."""
    values = {key: _value(value, language) for key, value in params.items()}
    if "viking" in values or "who" in values:  # one kind of viking, in either form: "1 warrior", "2 warriors"
        values.setdefault("viking", values.get("who"))
        values.setdefault("who", values["viking"])
    for term in _TERMS:
        if term in values:
            values[term] = _translated(f"{term}.{values[term]}", language)
    return message.format(**values)


def _value(value: object, language: str) -> object:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _Number(value, language)
    return value


def text(code: str, params: Mapping[str, object] | None = None, language: str | None = None) -> str:
    """The sentence for `code` in `language` (the current language by default); text parameters are made
    printable, so no data can steer a terminal."""
    language = language or current_language()
    values = dict(params or {})
    if isinstance(EN[code], tuple):
        count = values["count"]
        assert isinstance(count, int)
        return ntext(code, count, values, language)
    return _worded(code, language, None, values)


def ntext(code: str, count: int, params: Mapping[str, object] | None = None, language: str | None = None) -> str:
    """A message whose wording follows a number (`count`): "1 game", "2 games"."""
    language = language or current_language()
    return _worded(code, language, count, {**(params or {}), "count": count})


def _worded(code: str, language: str, count: int | None, values: dict[str, object]) -> str:
    """The sentence, kept once worded when its parameters are plain values (a screen asks for the same labels
    on every tap: a homeland's cells, the pieces, the players)."""
    # The type is in the key, so that equal values worded differently (64 and 64.0) never share a sentence.
    key = tuple((name, type(value), value) for name, value in values.items())
    try:
        return _kept_sentence(code, language, count, key)
    except TypeError:  # a parameter that cannot be a key is worded afresh
        return _sentence(_translated(code, language, count), values, language)


@lru_cache(maxsize=8192)
def _kept_sentence(code: str, language: str, count: int | None, key: tuple[tuple[str, type, object], ...]) -> str:
    return _sentence(_translated(code, language, count), {name: value for name, _, value in key}, language)


def number_text(value: float, language: str | None = None, *, signed: bool = False) -> str:
    """A number on its own, as the language writes it: "1,250", "64.5" ("1 250", "64,5" in Finnish); a whole
    number `signed` always shows its sign ("+3", "-2")."""
    return format(_Number(value, language or current_language()), "+d" if signed else ",")


def printable(value: str) -> str:
    """`value` with every control character shown as an escape (`\\x1b`), never acted on by a terminal."""
    if not CONTROL_CHARACTERS.search(value):
        return value
    return CONTROL_CHARACTERS.sub(lambda found: _escape(found.group()), value)


def _escape(character: str) -> str:
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def field_errors(errors: list[Any]) -> list[Any]:
    """Pydantic's errors (`ValidationError.errors()`) worth saying. A list with a bad item is also said to be
    too short, pydantic counting its good items only: that is left out unless the list itself is too short (or
    too long), so a valid 2-player board with a bad field says only what is wrong with that field."""
    return [error for error in errors if not _length_within(error)]


def _length_within(error: Mapping[str, Any]) -> bool:
    """Whether a list's "too short" or "too long" counts only its good items: its own length is within bounds.
    A text's length is its own (a name of spaces is too short once trimmed): such an error is always said."""
    if error["type"] not in ("too_short", "too_long") or not isinstance(error["input"], list | tuple | dict):
        return False
    bounds, size = error.get("ctx") or {}, len(error["input"])
    return bool(bounds.get("min_length", 0) <= size <= bounds.get("max_length", size))


def field_text(error: Mapping[str, Any], language: str | None = None) -> str:
    """Why a field was refused (one of pydantic's errors), from the catalogue where it has the error's type."""
    location: tuple[str | int, ...] = tuple(error.get("loc") or ())
    last = location[-1] if location else ""
    context = dict(error.get("ctx") or {})
    if error["type"] == "enum":  # pydantic words the values in English: "'a', 'b' or 'c'"
        context["expected"] = ", ".join(re.findall(r"'([^']*)'", str(context.get("expected", ""))))
    codes = [f"field.{last}.{error['type']}", f"field.{error['type']}"]
    if isinstance(last, int) and len(location) > 1:  # an item of a list: `names.0` is one of the names
        codes.insert(0, f"field.{location[-2]}.item.{error['type']}")
    for code in codes:
        if code in EN:
            with suppress(KeyError, ValueError):  # a template asking for what this error does not carry
                return text(code, context, language)
    return printable(str(error["msg"]))


OS_ERRORS = {
    errno.ENOSPC: "os.no_space",
    getattr(errno, "EDQUOT", errno.ENOSPC): "os.no_space",
    errno.EACCES: "os.denied",
    errno.EPERM: "os.denied",
    errno.EROFS: "os.read_only",
    errno.ENOENT: "os.not_found",
    errno.EISDIR: "os.is_folder",
    errno.ENOTDIR: "os.not_folder",
    errno.ENAMETOOLONG: "os.name_too_long",
    errno.EIO: "os.io",
}
"""The system's errors a player meets with files, each said in the player's words (the system's own are
English, and name no remedy)."""


def os_error_text(error: OSError, language: str | None = None) -> str:
    """Why the system refused to read or write a file, in the player's language: "the disk is full: make room on
    it, then try again"; the system's own words for an error the companion does not word."""
    code = OS_ERRORS.get(error.errno or 0)
    if code is not None:
        return text(code, language=language)
    return printable(error.strerror or str(error) or type(error).__name__)


SHELL_REFUSALS = frozenset({"nothing_to_undo", "nothing_to_redo", "log_without_start", "started_twice"})
"""What the log of every game played with a running score refuses (`companion.play.log`), in the shell's words."""


def refused_text(game: str, code: str, params: Mapping[str, object] | None = None) -> str:
    """Why a game played with a running score refused an action (`companion.play.log.Refused`): the log's own
    refusals in the shell's words (`table.refused.<code>`), the game's in its own (`<game>.refused.<code>`)."""
    return text(f"table.refused.{code}" if code in SHELL_REFUSALS else f"{game}.refused.{code}", params)


def problem_text(problem: Problem, language: str | None = None, game: str = "vikings") -> str:
    """Why a sheet of `game` cannot be scored: the game's own sentence for the code (`<game>.problem.<code>`),
    or the shared one (`problem.<code>`, where Vikings' problems have always been). A parameter naming one of
    the game's terms (a mission `four_cities`: `<game>.mission.four_cities`) is said as the players name it."""
    code = f"{game}.problem.{problem.code}"
    params = {name: _term(game, name, value, language) for name, value in problem.params.items()}
    return text(code if code in EN else f"problem.{problem.code}", params, language)


def _term(game: str, name: str, value: object, language: str | None) -> object:
    """`value` in the game's words where it is the id of one of its terms of kind `name`; else as it is."""
    code = f"{game}.{name}.{value}"
    return text(code, language=language) if isinstance(value, str) and code in EN else value


def amount_text(points: int, gold: int, language: str | None = None, *, short: bool = False) -> str:
    """What a line gave: "+3 points, +2 gold" (or "+3 p +2 g" where room is short); "nothing" when nothing."""
    parts = []
    if points:
        code = "amount.short.points" if short else "amount.points"
        parts.append(ntext(code, abs(points), {"amount": points}, language))
    if gold:
        parts.append(text("amount.short.gold" if short else "amount.gold", {"amount": gold}, language))
    return (" " if short else ", ").join(parts) or text("amount.nothing", language=language)


def local_time(moment: datetime, language: str | None = None) -> str:
    """A moment in this device's time zone, its day and time as the language writes them: "Sat 22 Nov, 14:05",
    "la 22.11. 14.05", "Sa., 22. Nov., 14:05"."""
    from babel import dates

    locale = _locale(language or current_language())
    local = moment.astimezone()
    day = dates.format_skeleton("MMMEd", local, locale=locale)
    return locale.datetime_formats["short"].format(dates.format_time(local, "short", locale=locale), day)


def local_date(moment: datetime, language: str | None = None) -> str:
    """The day of a moment in this device's time zone, as the language writes it: "22 Nov 2026", "22.11.2026"."""
    from babel import dates

    return dates.format_date(moment.astimezone(), "medium", locale=_locale(language or current_language()))
