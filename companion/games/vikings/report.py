"""Vikings' own output of the command line: `score` with every award explained (as text, or JSON), and the
transports `advise` finds."""

from __future__ import annotations

import json

from companion.messages import amount_text, text

from .awards import Award, Scoring
from .boatsmen import advise
from .engine import BoardResult, score_board
from .homeland import Homeland
from .models import Board
from .transport import Transport
from .words import award_text


def explain(board: Board, as_json: bool) -> str:
    """What `score` prints of a board: the scoring that ends its round, every line explained."""
    result = score_board(board)
    return json.dumps(result_json(result), indent=2) if as_json else result_text(result)


def _award_json(award: Award) -> dict[str, object]:
    return {
        "scoring": award.scoring.value,
        "rule": award.rule,
        "row": award.row.value if award.row else None,
        "column": award.column,
        "points": award.points,
        "gold": award.gold,
        "detail": dict(award.detail),
        "text": award_text(award),
    }


def _transport_json(transport: Transport) -> list[list[dict[str, object]]]:
    return [[{"row": row.value, "column": column} for row, column in move] for move in transport.moves]


def result_json(result: BoardResult) -> dict[str, object]:
    return {
        "round": result.round,
        "scorings": [scoring.value for scoring in result.scorings],
        "players": [
            {
                "name": player.name,
                "points": player.points,
                "gold": player.gold,
                "rank": player.rank,
                "winner": player.winner,
                "transport": _transport_json(player.transport),
                "boat_tiles": player.transport.boat_moves,
                "breakdown": [_award_json(award) for award in player.breakdown],
            }
            for player in result.players
        ],
    }


def result_text(result: BoardResult) -> str:
    scorings = ", ".join(text(f"scoring.{scoring.value}") for scoring in result.scorings)
    lines = [text("cli.round", {"round": result.round, "scorings": scorings})]
    for player in sorted(result.players, key=lambda p: p.rank):
        headline = text(
            "cli.player",
            {"rank": player.rank, "name": player.name, "points": player.points, "gold": player.gold},
        )
        lines.append(headline + (text("cli.winner") if player.winner else ""))
        section: Scoring | None = None
        for award in player.breakdown:
            if award.scoring is not section:
                section = award.scoring
                lines.append(f"   {text(f'scoring.{section.value}')}")
            amount = "" if award.scoring is Scoring.transport else f": {amount_text(award.points, award.gold)}"
            lines.append(f"     {award_text(award)}{amount}")
    return "\n".join(lines)


def _moves_text(transport: Transport) -> list[str]:
    """One line per boatsman; the first `boat_moves` carry with a boat tile."""
    return [
        text(
            "cli.move.boat" if number <= transport.boat_moves else "cli.move",
            {
                "boatsman": number,
                "cells": ", ".join(text("cli.cell", {"row": row.value, "column": column}) for row, column in move),
            },
        )
        for number, move in enumerate(transport.moves, start=1)
    ]


def advice_text(board: Board) -> str:
    if board.round % 2:
        return text("cli.no_great_scoring")
    lines: list[str] = []
    if board.round == 6:
        for scored in score_board(board).players:
            if scored.transport.moves:
                lines.append(text("cli.mandatory", {"name": scored.name}))
                lines.extend(_moves_text(scored.transport))
            else:
                lines.append(text("cli.no_transport", {"name": scored.name}))
        return "\n".join(lines)
    for player in board.players:
        options = advise(Homeland.of(player), board.rules)
        if not options:
            lines.append(text("cli.no_transport", {"name": player.name}))
        for option in options:
            gain = amount_text(option.points, option.gold)
            code = "cli.advice.one" if option.boatsmen == 1 else "cli.advice"
            if option.boat_tiles:
                code += ".boat"
            params = {"name": player.name, "boatsmen": option.boatsmen, "boat_tiles": option.boat_tiles, "gain": gain}
            lines.append(text(code, params))
            lines.extend(_moves_text(option.transport))
    return "\n".join(lines)
