"""Every text a player reads, by stable code: one catalogue per language (English for now).

The engine speaks in codes and parameters (`Problem`, `Award`); this module turns them into sentences.
Parameters named after a game term (row, viking, sail, piece) are translated through the catalogue too.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from datetime import datetime
from typing import Any

from .games.vikings import Award, Problem
from .games.vikings.models import CONTROL_CHARACTERS

EN: dict[str, str | tuple[str, str]] = {
    # Game terms
    "row.warrior": "warrior",
    "row.noble": "noble",
    "row.scout": "scout",
    "row.goldsmith": "goldsmith",
    "row.fisherman": "fisherman",
    "viking.warrior": "warriors",
    "viking.noble": "nobles",
    "viking.scout": "scouts",
    "viking.goldsmith": "goldsmiths",
    "viking.fisherman": "fishermen",
    "viking.boatsman": "boatsmen",
    "who.warrior": "warrior",
    "who.noble": "noble",
    "who.scout": "scout",
    "who.goldsmith": "goldsmith",
    "who.fisherman": "fisherman",
    "who.boatsman": "boatsman",
    "sail.red": "red",
    "sail.green": "green",
    "sail.yellow": "yellow",
    "sail.blue": "blue",
    "piece.start": "start",
    "piece.middle": "middle",
    "piece.end": "end",
    "scoring.transport": "Boatsmen",
    "scoring.small": "Small scoring",
    "scoring.great": "Great scoring",
    "scoring.final": "Final scoring",
    # Amounts
    "amount.points": ("{amount:+d} point", "{amount:+d} points"),
    "amount.gold": "{amount:+d} gold",
    "amount.short.points": "{amount:+d} p",
    "amount.short.gold": "{amount:+d} g",
    "amount.nothing": "nothing",
    "reward.points": "{amount} points",
    "reward.gold": "{amount} gold",
    "reward.short.points": "{amount}p",
    "reward.short.gold": "{amount}g",
    # Board problems
    "problem.duplicate_player": "{player}: two players have this name",
    "problem.ship_slot_taken": "{player}: ship row, column {column} — two ships in one slot",
    "problem.ships_apart": "{player}: ship row, column {column} — ships must stand side by side, with no gap",
    "problem.ships_beyond_three": (
        "{player}: ship row, column {column} — slots 1 to 3 must all hold ships before a ship goes further right"
    ),
    "problem.tile_taken": "{player}: {row} row, column {column} — two tiles in one place",
    "problem.homeland_edge": "{player}: {row} row, column 1 — only a start piece can touch the homeland",
    "problem.edge_mismatch": (
        "{player}: {row} row, columns {left_column} and {column} — land must meet land and water meet water"
    ),
    "problem.tile_unconnected": (
        "{player}: {row} row, column {column} — the tile is not connected to the homeland by other island tiles"
    ),
    "problem.too_many_vikings_for_round": (
        "{player}: {count} vikings, but by the end of round {round} a player has taken at most {limit}"
    ),
    "problem.too_many_tiles_for_round": (
        "{player}: {count} tiles, but by the end of round {round} a player has at most {limit}"
    ),
    "problem.too_many_vikings": "{count} {viking} on the boards, but the game has only {limit}",
    "problem.too_many_ships": "{count} ships on the boards, but the game has only {limit}",
    "problem.too_many_tiles": "{count} island tiles on the boards, but the game has only {limit}",
    # Itemised awards
    "award.transport": "Boatsman {boatsman} carries a {row} to column {column}",
    "award.ship_repelled": "Warrior in column {column} repels the {sail} ship",
    "award.noble": "Noble in column {column}",
    "award.scout": "Scout in column {column}",
    "award.scout.goldsmith": "Scout in column {column}, with a goldsmith below",
    "award.scout.fisherman": "Scout in column {column}, with a fisherman below",
    "award.scout.goldsmith.fisherman": "Scout in column {column}, with a goldsmith and a fisherman below",
    "award.goldsmith": "Goldsmith in column {column}",
    "award.warrior_threatened": "Warrior in column {column}: threatened by the {sail} ship",
    "award.noble_threatened": "Noble in column {column}: threatened by the {sail} ship, scores nothing",
    "award.scout_threatened": "Scout in column {column}: threatened by the {sail} ship, scores nothing",
    "award.goldsmith_threatened": "Goldsmith in column {column}: threatened by the {sail} ship, earns nothing",
    "award.ship_unrepelled": "Unrepelled {sail} ship in column {column} costs {asked} {kind}",
    "award.treasury": "Gold: 1 point for every {rate} gold",
    "award.boatsmen_majority": "Most boatsmen ({count})",
    "award.most_islands": "Most finished islands ({count})",
    "award.longest_island": "Longest finished island ({count} tiles)",
    "award.supply": "Supply: {fishermen} fishermen feed {fed}, {vikings} vikings to feed",
    "award.unpaid": "{text} ({unpaid} points unpaid: points never go below zero)",
    "kind.gold": "gold",
    "kind.points": "points",
    # Progress rules: special tiles, the boat tile, the start player
    "problem.special_tiles_under_base_rules": "{player}: special tiles belong to the progress rules, not the base game",
    "problem.special_island_without_tile": (
        "{player}: {row} row, column {column} — a special island lies only on an island tile"
    ),
    "problem.special_island_taken": "{player}: {row} row, column {column} — two special islands in one place",
    "problem.too_many_special_tiles": "{count} special tiles on the boards, but the game has only {limit}",
    "problem.too_many_special_tiles_for_round": (
        "{count} special tiles on the boards, but by the end of round {round} at most {limit} can have been taken"
    ),
    "problem.start_player_unknown": "start player: seat {count}, but this board's seats go from 0 to {limit}",
    "award.transport.boat": "Boatsman {boatsman}, with the boat tile, carries a {row} to column {column}",
    "award.goldsmiths_tile": "Goldsmiths +{each} tile: {each} gold for each unthreatened goldsmith ({count})",
    "award.nobles_tile": "Nobles tile: 1 point for each unthreatened noble ({count})",
    "award.scouts_tile": "Scouts tile: 1 point for each unthreatened scout ({count})",
    "award.fishermen_tile": "Fishermen tile: 1 point for each unthreatened fisherman ({count})",
    "award.treasury.tile": "Treasury tile: 1 point for every {rate} gold",
    "award.boatsmen_majority.tiles": "Most boatsmen ({count}, boatsman tiles included)",
    "award.special_island": (
        "Special island in the {row} row, column {column}: 1 point for each viking on and around it ({count})"
    ),
    "award.special_island_threatened": (
        "Special island in the {row} row, column {column}: threatened by the {sail} ship, scores nothing"
    ),
    "award.special_island_waiting": "Special island waiting beside the homeland: scores nothing",
    "award.supply.each": (
        "Supply tile: {fishermen} fishermen feed {fed}, {vikings} vikings to feed, {each} points for each more"
    ),
    "award.supply.left_out": (
        "Supply: {fishermen} fishermen feed {fed}, {vikings} vikings to feed ({left_out} on special islands left out)"
    ),
    "award.supply.each.left_out": (
        "Supply tile: {fishermen} fishermen feed {fed}, {vikings} vikings to feed ({left_out} on special islands "
        "left out), {each} points for each more"
    ),
    "cli.advice.boat": "{name}, with {boatsmen} boatsmen, {boat_tiles} of them with a boat tile: {gain}",
    "cli.advice.one.boat": "{name}, with 1 boatsman and the boat tile: {gain}",
    "cli.move.boat": "  boatsman {boatsman}, with the boat tile: {cells}",
    "cli.save_progress": "only a board without special tiles, started by its first player, can be kept in history",
    # End of the progress rules
    # Command line
    "cli.unreadable": "cannot read {path}: {reason}",
    "cli.not_json": "{path} is not valid JSON: {reason}",
    "cli.invalid_field": "{path}: {where} — {reason}",
    "cli.illegal_board": "{path} is not a legal board:",
    "cli.round": "Round {round}: {scorings}",
    "cli.player": "{rank}. {name} — {points} points, {gold} gold",
    "cli.winner": " (winner)",
    "cli.no_great_scoring": "Boatsmen move only at a great scoring (after rounds 2, 4 and 6).",
    "cli.no_transport": "{name}: no transport possible.",
    "cli.mandatory": "{name}: in round 6 the boatsmen must move:",
    "cli.advice": "{name}, with {boatsmen} boatsmen: {gain}",
    "cli.advice.one": "{name}, with 1 boatsman: {gain}",
    "cli.move": "  boatsman {boatsman}: {cells}",
    "cli.cell": "{row} to column {column}",
    "cli.save_round": "only a round-6 board is a finished game to save",
    "cli.saved": "Saved to history as {id}.",
    "cli.history_line": "{date}  {players}  — winner: {winner}  [{id}]",
    "cli.history_empty": "No finished games yet.",
    "cli.imported": ("{count} game added.", "{count} games added."),
    "cli.renamed": ("Renamed in {count} game.", "Renamed in {count} games."),
    "cli.stats_line": "{name}: {games}, {wins} ({rate}%), average {average}, best {best}",
    "cli.no_such_game": "no game {id} in history",
    "cli.moved_aside": "a damaged history file was found: its bytes are kept in {path}; its last good backup is used",
    # Actions the rules refuse
    "refused.game_over": "The game is over.",
    "refused.wrong_round": "This is round {round}.",
    "refused.board_illegal": "The boards are not legal yet:",
    "refused.cell_closed": "No tile can go to the {row} row, column {column}: it must touch the homeland or a tile.",
    "refused.piece_does_not_fit": "A {piece} piece does not fit the {row} row, column {column}: land must meet land.",
    "refused.no_tile": "There is no tile in the {row} row, column {column}.",
    "refused.removal_breaks_homeland": "Taking this tile away would cut other tiles off the homeland.",
    "refused.no_vikings_left": "The game has only {limit} {viking}.",
    "refused.slot_closed": "A ship cannot go to column {column}: ships start in slots 1 to 3, side by side.",
    "refused.no_ships_left": "The game has only {limit} ships.",
    "refused.no_ship": "There is no ship in column {column}.",
    "refused.ship_removal_breaks_row": "Taking this ship away would leave a gap between ships.",
    "refused.mainland_empty": "No {viking} left on the mainland.",
    "refused.not_enough_gold": "{gold} gold is not enough for a tile at {price}: turn points into gold first.",
    "refused.not_enough_points": "Only {points} points to turn into gold.",
    "refused.below_zero": "Points and gold never go below zero.",
    "refused.transport_not_now": "Boatsmen move only at a great scoring.",
    "refused.transport_too_many": "Not enough vikings or boatsmen on the mainland for this transport.",
    "refused.transport_groups": "{boatsmen} boatsmen cannot carry these vikings.",
    "refused.tile_occupied": "A viking already stands in the {row} row, column {column}.",
    "refused.nothing_to_undo": "Nothing to undo.",
    "refused.nothing_to_redo": "Nothing to redo.",
    "refused.unknown_action": "That is not an action of this game.",
    "refused.log_without_start": "This game's log is damaged.",
    "refused.started_twice": "This game's log is damaged.",
    "refused.only_piece": "Only a {piece} piece fits here.",
    "refused.no_change": "That changes nothing.",
    "refused.ship_unchanged": "The ship in column {column} already looks like that.",
    "refused.viking_not_its_row": "A {who} stands only on a tile of its own row; it goes to the mainland instead.",
    "refused.round_complete": "All 12 tiles of round {round} are taken: score the round.",
    "refused.start_tile_laid": "This player's start tile is laid already.",
    "refused.start_tile_is_a_tile": "A start tile is an island tile, laid without a price.",
    "refused.one_tile_a_turn": "One tile a turn.",
    "refused.coins_on_the_table": "In this game the coins stay on the table: the app takes no payment.",
    "refused.price_missing": "Choose the tile's price first.",
    "refused.no_turns_in_quick_score": "A quick score has no turns: enter the final boards.",
    "refused.gold_not_counted": "Count the gold first: {names}.",
    # The app
    "ui.title": "Vikings companion",
    "ui.new_game": "New game",
    "ui.quick_score": "Quick score",
    "ui.quick_score_hint": "Count only at the end: enter each final homeland, gold and points.",
    "ui.resume": "Unfinished games",
    "ui.resume_game": "Resume {names}: round {round}, last played {when}",
    "ui.resume_detail": "Round {round} · {when}",
    "ui.no_unfinished": "No unfinished games.",
    "ui.dark_mode": "Dark mode",
    "ui.light_mode": "Light mode",
    "ui.back": "Back",
    "ui.home": "Home",
    "ui.close": "Close",
    "ui.players_hint": "Players, in seat order (2 to 4)",
    "ui.player_count": ("{count} player", "{count} players"),
    "ui.player_name": "Name of player {seat}",
    "ui.player_name_optional": "Player {seat} (optional)",
    "ui.recent_names": "Recent names",
    "ui.start_player": "Start player:",
    "ui.seat_starts": "Player {seat} starts",
    "ui.use_name": "Use the name {name}",
    "ui.colour": "Colour of player {seat}: {colour}",
    "ui.rules": "Rules",
    "ui.rules_base": "Base game",
    "ui.rules_progress": "Progress rules",
    "ui.money": "Gold",
    "ui.money_coins": "Coins on the table",
    "ui.money_purse": "The app keeps the gold",
    "ui.money_coins_hint": "Pay with the game's coins; the app asks for each player's gold before the final scoring.",
    "ui.money_purse_hint": "Every tile is paid in the app, one tap on its price.",
    "ui.start": "Start the game",
    "ui.start_quick": "Enter the final boards",
    "ui.name_missing": "Player {seat} needs a name.",
    "ui.two_names": "Enter at least two names.",
    "ui.same_name": "Two players are called {name}.",
    "ui.bad_name": "That name cannot be used: {reason}",
    "seat.white": "white",
    "seat.orange": "orange",
    "seat.tan": "tan",
    "seat.brown": "brown",
    "ui.round_short": "Round {round} of 6",
    "ui.turn_of": "Tile {number} of 12",
    "ui.points_short": "{points} p",
    "ui.gold_short": "{gold} g",
    "ui.player_row": "{name}: {points} points, gold {gold}, next scoring {gain}; open the homeland",
    "ui.player_row_playing": ", to play",
    "ui.player_row_starts": ", starts this round",
    "ui.fix_problem": "{problem}. Open the homeland to fix it",
    "ui.convert_for": "{name}: points into gold",
    "ui.convert_hint": "{points} points. Each point turned into gold gives 1 gold.",
    "ui.convert_amount": "Turn {amount} points into gold",
    "ui.start_marker": "starts",
    "ui.turn_prompt": "{name}: tap where the tile goes",
    "ui.start_tile_prompt": "{name}: tap where the start tile goes",
    "ui.viking_row_hint": "Its viking stands on it. To the mainland instead? Pick it first:",
    "ui.viking_goes_to_mainland": "The {who} goes to the mainland",
    "ui.discard": "Tile not laid: only its viking is kept",
    "ui.price_choice": "Price {price}",
    "ui.price_with_points": ", paid partly with {points} points",
    "ui.last_turn": "Last: {what}",
    "ui.with_piece": " ({piece})",
    "ui.viking_to_mainland": ", {who} to the mainland",
    "ui.make_piece": "Make it a {piece} piece",
    "ui.mainland_line": "Mainland: {vikings}",
    "ui.nobody": "nobody",
    "ui.round_complete": "Round {round}: all 12 tiles are taken",
    "ui.advice_hint": "Boatsmen can move vikings before this great scoring:",
    "ui.advice_line": "{name}, {boatsmen} boatsmen: {gain} ({cells})",
    "ui.accept_transport": "Accept: {name} moves with {boatsmen} boatsmen",
    "ui.count_gold_hint": "Count each player's coins before the final scoring:",
    "ui.gold_not_counted": "gold?",
    "ui.now": "now {value}",
    "ui.purse": "Points and gold",
    "ui.count_gold_first": "The final scoring needs {name}'s gold: count it on the table screen.",
    "ui.gold_of": "{name}'s gold",
    "ui.points_of": "{name}'s points",
    "ui.score_round": "Score round {round}",
    "ui.score_game": "Score the game",
    "ui.undo": "Undo",
    "ui.redo": "Redo",
    "ui.undone": "Undone: {what}",
    "ui.redone": "Redone: {what}",
    "ui.if_now": "If the round ended now: {amount}",
    "ui.board_not_legal": "The boards are not legal yet.",
    "ui.homeland_round": "Homeland · round {round}",
    "ui.homeland_of": "{name}'s homeland",
    "ui.lay_with_viking": "Tile with its viking",
    "ui.lay_tile_only": "Tile only",
    "ui.selected_tile": "{row} row, column {column}:",
    "ui.piece_choice": "{piece} piece",
    "ui.viking_on": "Stand a {row} on it",
    "ui.viking_off": "Take the {row} off",
    "ui.remove_tile": "Remove the tile",
    "ui.on": "on",
    "ui.off": "off",
    "ui.next_player": "Next: {name}",
    "ui.sail_hint": "Sail colour (how deep the ship threatens):",
    "ui.sail_choice": "{sail} sail",
    "sail_word.red": "Red",
    "sail_word.green": "Green",
    "sail_word.yellow": "Yellow",
    "sail_word.blue": "Blue",
    "ui.reward_hint": "Reward printed on the ship (as usual if not chosen):",
    "ui.new_ship_title": "Ship in column {column}",
    "ui.ship_title": "{sail} ship in column {column}",
    "ui.remove_ship": "Remove the ship",
    "ui.ship_viking_hint": "Which viking came with the ship? It goes to the mainland.",
    "ui.ship_viking": "A {who} came with it",
    "ui.mainland": "Mainland",
    "ui.mainland_of": "{name}'s mainland: {vikings}",
    "ui.mainland_of_short": "{name}'s mainland",
    "ui.viking_count": ("{count} {who}", "{count} {viking}"),
    "ui.more_vikings": "More {viking}…",
    "ui.mainland_count_title": "{name}: {viking} on the mainland",
    "ui.mainland_choice": "{count} {viking}",
    "ui.supply": (
        "Supply: {count} fisherman feeds {fed}; {vikings} vikings to feed",
        "Supply: {count} fishermen feed {fed}; {vikings} vikings to feed",
    ),
    "ui.live": "Next scoring",
    "ui.show_lines": ("Show its {count} line", "Show all {count} lines"),
    "ui.scoring_title": "Round {round} scoring",
    "ui.not_scored_yet": "Round {round} is not scored yet.",
    "ui.continue": "Continue to round {round}",
    "ui.take_gold_hint": "Take the gold shown from the bank.",
    "ui.table_points": "Points",
    "ui.table_gold": "Gold",
    "ui.table_transport": "Moved",
    "ui.moved": ("{count} moved", "{count} moved"),
    "ui.result_table": "Results: {scorings}",
    "ui.detail_of": "{rank}. {name}: {points} points, {gold} gold; show every line",
    "ui.detail_of_points": "{rank}. {name}: {points} points; show every line",
    "ui.final_results": "Final results",
    "ui.not_finished": "The game is not finished.",
    "ui.rank_line": "{rank}. {name} — {points} points, {gold} gold",
    "ui.rank_line_points": "{rank}. {name} — {points} points",
    "ui.result_standings": "{scorings}. {standings}",
    "ui.winner_is": "Winner: {names}",
    "ui.winners": "Shared win: {names}",
    "ui.saved": "Saved to history.",
    "ui.not_saved": "The last change could not be saved: {reason}",
    "ui.reloaded": "This game was changed on another device; it has been reloaded. Check your last action.",
    "ui.no_such_game": "No such game",
    "ui.no_such_game_hint": "This game is not on this device.",
    "ui.not_found": "There is no such screen.",
    "ui.history": "History",
    "ui.history_search": "Search by player",
    "ui.all_counts": "Any number",
    "ui.period_all": "All time",
    "ui.period_year": "Last year",
    "ui.period_month": "Last month",
    "ui.history_empty": "No finished games yet.",
    "ui.export": "Export history",
    "ui.import": "Import history",
    "ui.exporting": "Exporting…",
    "ui.importing": "Importing…",
    "ui.exported": ("{count} game exported.", "{count} games exported."),
    "ui.import_refused": "Nothing was imported: {reason}",
    "ui.import_too_large": "the file is larger than 50 MB",
    "ui.history_row": "{date}: {players}; winner {winner}",
    "ui.history_row_head": "{date} · {winner} won",
    "ui.more_games": "More games",
    "ui.game": "Game",
    "ui.game_date": ("Played {date}, {count} minute", "Played {date}, {count} minutes"),
    "ui.points_by_round": "Points, scoring by scoring",
    "ui.gold_by_round": "Gold, scoring by scoring",
    "ui.axis_scorings": "Scorings (after round)",
    "ui.axis_start": "start",
    "ui.axis_per_game": "points a game",
    "ui.unit_points": "points",
    "ui.unit_gold": "gold",
    "ui.chart_tooltip": "{name}: {value} {unit}",
    "ui.bar_tooltip": "{source}: {value} points a game",
    "ui.sources_label": "Points a game by source: {list}",
    "ui.round_by_round": "Each scoring",
    "ui.bg_stats": "Send to BG Stats",
    "ui.share_result": "Share the result",
    "ui.copy_result": "Copy the result",
    "ui.result_copied": "The result is copied: paste it into a message.",
    "share.heading": "Vikings, {date}",
    "share.player": ("{rank}. {name}: {count} point", "{rank}. {name}: {count} points"),
    "share.winner": ("{rank}. {name}: {count} point, winner", "{rank}. {name}: {count} points, winner"),
    "ui.delete_game": "Delete this game",
    "ui.deleted": "Game deleted.",
    "ui.players_stats": "Players",
    "ui.games": ("{count} game", "{count} games"),
    "ui.wins": ("{count} win", "{count} wins"),
    "ui.stats_line": "{games}, {wins} ({rate}%), average {average}, best {best}",
    "ui.head_to_head": "Ahead of: {list}",
    "ui.records": "Records",
    "ui.record_score": "Highest score: {value}, {name}",
    "ui.record_supply": "Biggest supply bonus: {value}, {name}",
    "ui.record_island": "Longest island: {value} tiles, {name}",
    "ui.rename": "Rename {name}",
    "ui.rename_to": "New name for {name} in every game",
    "ui.confirm": "Confirm",
    "ui.cancel": "Cancel",
    # What an action did, for Undo
    "did.scored": "the round {round} scoring",
    "did.start_tile": "{name}'s start tile in the {row} row",
    "did.tile": "{name}'s {row} tile in column {column}",
    "did.ship": "{name}'s {sail} ship in column {column}",
    "did.discard": "{name}'s tile that was not laid",
    "did.cell": "{name}'s {row} row, column {column}",
    "did.slot": "{name}'s ship in column {column}",
    "did.mainland": "{name}'s mainland",
    "did.paid": "{name}'s payment of {price} gold",
    "did.converted": "{name}'s {amount} points turned into gold",
    "did.purse": "{name}'s points and gold",
    "did.transport": "{name}'s boatsmen",
    "did.other": "{name}'s last change",
    # Where the points come from
    "source.ships": "ships",
    "source.nobles": "nobles",
    "source.scouts": "scouts",
    "source.goldsmiths": "goldsmiths",
    "source.gold": "gold",
    "source.islands": "islands",
    "source.longest_island": "longest island",
    "source.boatsmen": "boatsmen",
    "source.supply": "supply",
    # The homeland grid, as a screen reader reads it
    "grid.empty": "{name}, {row} row, column {column}: no tile",
    "grid.open": "{name}, {row} row, column {column}: lay a {piece} piece",
    "grid.open_viking": "{name}, {row} row, column {column}: lay a {piece} piece with its {row}",
    "grid.tile": "{name}, {row} row, column {column}: {piece} piece",
    "grid.tile_viking": "{name}, {row} row, column {column}: {piece} piece with a {row}",
    "grid.threatened": ", threatened by the {sail} ship",
    "grid.island": ", finished island",
    "grid.selected": ", selected",
    "grid.ship_row": "Ship row",
    "grid.row_head": "{row} row",
    "grid.slot_empty": "{name}, ship row, column {column}: no ship",
    "grid.slot_open": "{name}, ship row, column {column}: lay a ship",
    "grid.slot_ship": "{name}, ship row, column {column}: {sail} ship, {reward}",
    "grid.repelled": ", repelled",
    "ui.bound_warning": "Warning: listening on {host}, not only this machine. Anyone on the network can open the app.",
    "ui.serving": "Serving the Vikings score companion on {url}",
    # Storage, files and hostile input: damaged files, read-only folders, imports, board files, the server
    "storage.read_only": "the history folder {path} cannot be written to: nothing was changed",
    "cli.not_a_file": "cannot read {path}: not a regular file",
    "cli.too_large": "cannot read {path}: larger than {limit:,} bytes",
    "cli.duplicate_key": '{path}: the key "{key}" appears twice in one object',
    "cli.more_problems": "… and {count:,} more",
    "cli.failed": "{reason}",
    "cli.port_range": "a port is a number from 1 to 65535",
    "cli.cannot_listen": "cannot listen on {host} port {port}: {reason}",
    "cli.show_player": "  {rank}. {name}: {points} points, {gold} gold ({sources})",
    "cli.source": "{source} {points}",
    "history.rename_same": "the new name must differ",
    "history.rename_together": "{old} and {new} played together in {count} games",
    "import.not_export": "not a {format} file",
    "import.too_large": "{path} is larger than {megabytes} MB",
    "import.not_a_file": "{path} is not a regular file",
    "import.unreadable": "cannot read {path}: {reason}",
    "import.not_json": "{path} is not a JSON file",
    "import.too_many_games": "{count:,} games, more than the {limit:,} an import takes",
    "import.invalid_game": "game {number}: {where} — {reason}",
    "import.invalid_log": "game {number}: its log, event {where} — {reason}",
    "import.log_unreadable": "game {number}: its log cannot be unpacked",
    "import.log_too_large": "game {number}: its log unpacks to more than {limit:,} kB",
    "import.too_much": "the logs unpack to more than {limit:,} MB in all",
    "import.too_many_events": "game {number}: more than {limit:,} events in its log",
    "import.too_many_events_in_all": "more than {limit:,} events in all",
    "import.empty_log": "game {number}: its log is empty",
    "import.illegal_log": "game {number}: its log does not replay as a game: {reason}",
    "import.unfinished": "game {number}: its log is not a finished game",
    "refused.no_such_player": "There is no player {player} in this game.",
    "field.int_type": "must be a whole number",
    "field.int_parsing": "must be a whole number",
    "field.bool_type": "must be true or false",
    "field.string_type": "must be text",
    "field.missing": "is missing",
    "field.extra_forbidden": "is not a field of this file",
    "field.players.too_short": "a game has 2 to 4 players",
    "field.players.too_long": "a game has 2 to 4 players",
    "field.seats.too_short": "a game has 2 to 4 players",
    "field.seats.too_long": "a game has 2 to 4 players",
    "field.greater_than_equal": "must be at least {ge}",
    "field.less_than_equal": "must be at most {le:,}",
    "field.control_character": "a name cannot hold control characters (escape codes, line breaks, NUL and the like)",
    "field.duplicate_name": "two players have the name {name}",
    "field.no_such_player": "there is no player {player}",
    "field.zoned_date": "must be an ISO date and time with its offset, such as {example}",
    "field.string_pattern_mismatch": "holds characters it may not hold",
    "field.json_invalid": "is not valid JSON: {error}",
}

CATALOGUES: dict[str, dict[str, str | tuple[str, str]]] = {"en": EN}
_TERMS = ("row", "viking", "who", "sail", "piece", "scoring", "kind")


def _terms(params: Mapping[str, object], catalogue: Mapping[str, str | tuple[str, str]]) -> dict[str, object]:
    """Parameters ready for a message: game terms in the catalogue's words, text made safe to print."""
    values = {key: printable(value) if isinstance(value, str) else value for key, value in params.items()}
    for term in _TERMS:
        if term in values:
            values[term] = catalogue[f"{term}.{values[term]}"]
    return values


def text(code: str, params: Mapping[str, object] | None = None, language: str = "en") -> str:
    """The sentence for `code`; text parameters are made printable, so no data can steer a terminal."""
    catalogue = CATALOGUES[language]
    message = catalogue[code]
    if isinstance(message, tuple):
        count = dict(params or {})["count"]
        assert isinstance(count, int)
        return ntext(code, count, params, language)
    return message.format(**_terms(dict(params or {}), catalogue))


def ntext(code: str, count: int, params: Mapping[str, object] | None = None, language: str = "en") -> str:
    """A message whose wording follows a number (`count`): "1 game", "2 games"."""
    catalogue = CATALOGUES[language]
    message = catalogue[code]
    one, other = message if isinstance(message, tuple) else (message, message)
    return (one if count == 1 else other).format(**_terms({**(params or {}), "count": count}, catalogue))


def printable(value: str) -> str:
    """`value` with every control character shown as an escape (`\\x1b`), never acted on by a terminal."""
    if not CONTROL_CHARACTERS.search(value):
        return value
    return CONTROL_CHARACTERS.sub(lambda found: _escape(found.group()), value)


def _escape(character: str) -> str:
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def field_text(error: Mapping[str, Any], language: str = "en") -> str:
    """Why a field was refused (one of pydantic's errors), from the catalogue where it has the error's type."""
    catalogue = CATALOGUES[language]
    location = error.get("loc") or ()
    last = location[-1] if location else ""
    for code in (f"field.{last}.{error['type']}", f"field.{error['type']}"):
        if code in catalogue:
            with suppress(KeyError, ValueError):  # a template asking for what this error does not carry
                return text(code, error.get("ctx"), language)
    return printable(str(error["msg"]))


def problem_text(problem: Problem, language: str = "en") -> str:
    return text(f"problem.{problem.code}", problem.params, language)


def amount_text(points: int, gold: int, language: str = "en", *, short: bool = False) -> str:
    """What a line gave: "+3 points, +2 gold" (or "+3 p +2 g" where room is short); "nothing" when nothing."""
    parts = []
    if points:
        code = "amount.short.points" if short else "amount.points"
        parts.append(ntext(code, abs(points), {"amount": points}, language))
    if gold:
        parts.append(text("amount.short.gold" if short else "amount.gold", {"amount": gold}, language))
    return (" " if short else ", ").join(parts) or text("amount.nothing", language=language)


def local_time(moment: datetime) -> str:
    """A moment in this device's time zone, day and time: "Sat 22 Nov, 14:05"."""
    return moment.astimezone().strftime("%a %d %b, %H:%M")


_VARIANTS = {
    "scout": ("goldsmith", "fisherman"),
    "transport": ("boat",),
    "treasury": ("tile",),
    "boatsmen_majority": ("tiles",),
    "supply": ("each", "left_out"),
}
"""The details that choose a rule's sentence: each one present adds its name to the message code."""


def award_text(award: Award, language: str = "en") -> str:
    """The sentence explaining an award, without its amount."""
    code = f"award.{award.rule}"
    code += "".join(f".{variant}" for variant in _VARIANTS.get(award.rule, ()) if award.detail.get(variant))
    params: dict[str, object] = {"column": award.column, **award.detail}
    if award.row is not None:
        params["row"] = award.row.value
    sentence = text(code, params, language)
    if award.detail.get("unpaid"):
        sentence = text("award.unpaid", {"text": sentence, "unpaid": award.detail["unpaid"]}, language)
    return sentence
