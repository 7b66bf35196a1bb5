"""Every text a player reads, by stable code: one catalogue per language (English for now).

The engine speaks in codes and parameters (`Problem`, `Award`); this module turns them into sentences.
Parameters named after a game term (row, viking, sail, piece) are translated through the catalogue too.
"""

from __future__ import annotations

from collections.abc import Mapping

from .games.vikings import Award, Problem

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
    "cli.cell": "{row} → column {column}",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}
_TERMS = ("row", "viking", "sail", "piece", "scoring", "kind")


def text(code: str, params: Mapping[str, object] | None = None, language: str = "en") -> str:
    catalogue = CATALOGUES[language]
    values = dict(params or {})
    for term in _TERMS:
        if term in values:
            values[term] = catalogue[f"{term}.{values[term]}"]
    return catalogue[code].format(**values)


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
