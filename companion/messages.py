"""Every text a player reads, by stable code: one catalogue per language (English for now).

The engine speaks in codes and parameters (`Problem`, `Award`); this module turns them into sentences.
Parameters named after a game term (row, viking, sail, piece) are translated through the catalogue too.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from typing import Any

from .games.vikings import Award, Problem
from .games.vikings.models import CONTROL_CHARACTERS

EN: dict[str, str] = {
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
    "amount.points": "{amount:+d} points",
    "amount.point": "{amount:+d} point",
    "amount.gold": "{amount:+d} gold",
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
    "cli.imported": "{count} games added.",
    "cli.renamed": "Renamed in {count} games.",
    "ui.rename": "Rename {name}",
    "ui.rename_to": "New name for {name} in every game",
    "cli.stats_line": "{name}: {games} games, {wins} wins ({rate}%), average {average}, best {best}",
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
    # The app
    "ui.title": "Vikings score companion",
    "ui.new_game": "New game",
    "ui.quick_score": "Quick score",
    "ui.quick_score_hint": "Count only at the end: enter each final homeland, gold and points.",
    "ui.resume": "Resume a game",
    "ui.resume_game": "Resume {names}, round {round}",
    "ui.no_unfinished": "No unfinished games.",
    "ui.dark_mode": "Dark mode",
    "ui.light_mode": "Light mode",
    "ui.back": "Back",
    "ui.home": "Home",
    "ui.players": "Players",
    "ui.player_count": "{count} players",
    "ui.player_name": "Name of player {seat}",
    "ui.recent_names": "Recent names",
    "ui.use_name": "Use the name {name}",
    "ui.colour": "Colour of player {seat}: {colour}",
    "ui.start_player": "Start player: {name}",
    "ui.rules": "Rules",
    "ui.rules_base": "Base game",
    "ui.rules_progress": "Progress rules",
    "ui.start": "Start the game",
    "ui.setup_problem_names": "Every player needs a different name.",
    "seat.white": "white",
    "seat.orange": "orange",
    "seat.tan": "tan",
    "seat.brown": "brown",
    "ui.round": "Round {round} of 6",
    "ui.next_scoring": "Ends with: {scorings}",
    "ui.points": "{points} points",
    "ui.gold": "{gold} gold",
    "ui.player_points": "{name}: {points} points",
    "ui.player_gold": "{name}: {gold} gold",
    "ui.start_marker": "starts",
    "ui.pay_tile": "Pay for a tile",
    "ui.pay_tile_for": "{name} pays for a tile",
    "ui.price": "Pay {price} gold",
    "ui.points_to_gold": "Points to gold",
    "ui.points_to_gold_for": "{name} turns points into gold",
    "ui.correct": "Correct",
    "ui.correct_for": "Correct {name}'s points and gold",
    "ui.more": "More {what}",
    "ui.less": "Less {what}",
    "ui.amount": "Amount: {amount}",
    "ui.change_points": "Points change",
    "ui.change_gold": "Gold change",
    "ui.confirm": "Confirm",
    "ui.cancel": "Cancel",
    "ui.homeland": "Homeland",
    "ui.homeland_of": "{name}'s homeland",
    "ui.edit_homeland": "Edit {name}'s homeland",
    "ui.score_round": "Score round {round}",
    "ui.undo": "Undo",
    "ui.redo": "Redo",
    "ui.if_now": "If the round ended now: {amount}",
    "ui.board_not_legal": "The boards are not legal yet.",
    "ui.selected": "{label}, selected",
    "ui.mode_tiles": "Tiles",
    "ui.mode_vikings": "Vikings",
    "ui.mode_remove": "Remove",
    "ui.sail": "Sail for new ships",
    "ui.sail_choice": "{sail} sail",
    "ui.cell_empty": "{name}, {row} row, column {column}: no tile",
    "ui.cell_open": "{name}, {row} row, column {column}: place a tile ({piece} piece)",
    "ui.cell_tile": "{name}, {row} row, column {column}: {piece} piece",
    "ui.cell_tile_viking": "{name}, {row} row, column {column}: {piece} piece with a {row}",
    "ui.cell_threatened": ", threatened by the {sail} ship",
    "ui.cell_island": ", finished island",
    "ui.slot_empty": "{name}, ship row, column {column}: no ship",
    "ui.slot_open": "{name}, ship row, column {column}: place a {sail} ship",
    "ui.slot_ship": "{name}, ship row, column {column}: {sail} ship, {reward}",
    "ui.slot_repelled": ", repelled",
    "ui.mainland": "Mainland",
    "ui.mainland_count": "{name}'s mainland: {count} {viking}",
    "ui.mainland_add": "Add one {row} to {name}'s mainland",
    "ui.mainland_remove": "Take one {row} from {name}'s mainland",
    "ui.mainland_add_boatsman": "Add one boatsman to {name}'s mainland",
    "ui.mainland_remove_boatsman": "Take one boatsman from {name}'s mainland",
    "ui.supply": "Fishermen feed {fed} of {vikings} vikings",
    "ui.live": "Next scoring",
    "ui.scoring_title": "Round {round} scoring",
    "ui.boatsmen_step": "Boatsmen",
    "ui.advice": "{boatsmen} boatsmen: {gain}",
    "ui.advice_one": "1 boatsman: {gain}",
    "ui.accept_transport": "Accept: {name} moves with {boatsmen} boatsmen",
    "ui.accept_transport_one": "Accept: {name} moves with 1 boatsman",
    "ui.no_advice": "{name}: no transport would gain anything.",
    "ui.mandatory": "In round 6 the boatsmen must move; the best transport is applied.",
    "ui.apply_scoring": "Apply the scoring",
    "ui.continue": "Continue to round {round}",
    "ui.results": "Results",
    "ui.final_results": "Final results",
    "ui.rank_line": "{rank}. {name} — {points} points, {gold} gold",
    "ui.winner": "Winner",
    "ui.winners": "Shared win",
    "ui.saved": "Saved to history.",
    "ui.reloaded": "This game was changed on another device; it has been reloaded. Check your last action.",
    "ui.history": "History",
    "ui.history_search": "Search by player",
    "ui.all_counts": "Any number",
    "ui.period_all": "All time",
    "ui.period_year": "Last year",
    "ui.period_month": "Last month",
    "ui.history_empty": "No finished games yet.",
    "ui.export": "Export history",
    "ui.import": "Import history",
    "ui.exported": "{count} games exported.",
    "ui.import_refused": "Nothing was imported: {reason}",
    "ui.import_too_large": "the file is larger than 50 MB",
    "ui.history_row": "{date}: {players}; winner {winner}",
    "ui.more_games": "More games",
    "ui.game": "Game",
    "ui.game_date": "Played {date}, {minutes} minutes",
    "ui.points_by_round": "Points, round by round",
    "ui.gold_by_round": "Gold, round by round",
    "ui.round_by_round": "Each scoring",
    "ui.bg_stats": "Send to BG Stats",
    "ui.delete_game": "Delete this game",
    "ui.deleted": "Game deleted.",
    "ui.players_stats": "Players",
    "ui.head_to_head": "Ahead of: {list}",
    "ui.records": "Records",
    "ui.record_score": "Highest score: {value}, {name}",
    "ui.record_supply": "Biggest supply bonus: {value}, {name}",
    "ui.record_island": "Longest island: {value} tiles, {name}",
    "source.ships": "ships",
    "source.nobles": "nobles",
    "source.scouts": "scouts",
    "source.goldsmiths": "goldsmiths",
    "source.gold": "gold",
    "source.islands": "islands",
    "source.boatsmen": "boatsmen",
    "source.supply": "supply",
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

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}
_TERMS = ("row", "viking", "sail", "piece", "scoring", "kind")


def text(code: str, params: Mapping[str, object] | None = None, language: str = "en") -> str:
    """The sentence for `code`; text parameters are made printable, so no data can steer a terminal."""
    catalogue = CATALOGUES[language]
    values = {key: printable(value) if isinstance(value, str) else value for key, value in (params or {}).items()}
    for term in _TERMS:
        if term in values:
            values[term] = catalogue[f"{term}.{values[term]}"]
    return catalogue[code].format(**values)


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


def amount_text(points: int, gold: int, language: str = "en") -> str:
    parts = []
    if points:
        parts.append(text("amount.point" if abs(points) == 1 else "amount.points", {"amount": points}, language))
    if gold:
        parts.append(text("amount.gold", {"amount": gold}, language))
    return ", ".join(parts) or text("amount.nothing", language=language)


def award_text(award: Award, language: str = "en") -> str:
    """The sentence explaining an award, without its amount."""
    code = f"award.{award.rule}"
    if award.rule == "scout":
        code += "".join(f".{below}" for below in ("goldsmith", "fisherman") if award.detail.get(below))
    params: dict[str, object] = {"column": award.column, **award.detail}
    if award.row is not None:
        params["row"] = award.row.value
    sentence = text(code, params, language)
    if award.detail.get("unpaid"):
        sentence = text("award.unpaid", {"text": sentence, "unpaid": award.detail["unpaid"]}, language)
    return sentence
