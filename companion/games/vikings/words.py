"""Vikings' sentences: an award of the engine explained, in the current language or the one asked for."""

from __future__ import annotations

from companion.messages import ntext, problem_text, text

from .awards import Award
from .play.refused import ActionRefused

_VARIANTS = {
    "scout": ("goldsmith", "fisherman"),
    "transport": ("boat",),
    "treasury": ("tile",),
    "boatsmen_majority": ("tiles",),
    "supply": ("each", "left_out"),
}
"""The details that choose a rule's sentence: each one present adds its name to the message code."""


def supply_counts(fishermen: int, fed: int, vikings: int, language: str | None = None) -> dict[str, object]:
    """The supply's two counts in words, each worded for its own number: "1 fisherman feeds 5", "2 vikings to
    feed" (`{feeding}`, `{hungry}` of the supply's sentences)."""
    return {
        "feeding": ntext("award.supply_feeding", fishermen, {"fed": fed}, language),
        "hungry": ntext("award.supply_hungry", vikings, language=language),
    }


def award_text(award: Award, language: str | None = None) -> str:
    """The sentence explaining an award, without its amount."""
    code = f"award.{award.rule}"
    code += "".join(f".{variant}" for variant in _VARIANTS.get(award.rule, ()) if award.detail.get(variant))
    params: dict[str, object] = {"column": award.column, **award.detail}
    if award.rule == "supply":
        detail = award.detail
        params |= supply_counts(int(detail["fishermen"]), int(detail["fed"]), int(detail["vikings"]), language)
        if "each" in detail:
            params["each_more"] = ntext("award.supply_each_more", int(detail["each"]), language=language)
    if award.row is not None:
        params["row"] = award.row.value
    sentence = text(code, params, language)
    if award.detail.get("unpaid"):
        sentence = ntext("award.unpaid", int(award.detail["unpaid"]), {"text": sentence}, language)
    return sentence


def refusal_text(refused: ActionRefused, language: str | None = None) -> str:
    """Why an action was refused, with the first board problems behind it ("The boards are not legal yet: …")."""
    lines = [text(f"refused.{refused.code}", refused.params, language)]
    lines += [problem_text(problem, language) for problem in refused.problems[:3]]
    return " ".join(lines)
