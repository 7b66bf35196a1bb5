"""Vikings' sentences: an award of the engine explained, in the current language or the one asked for."""

from __future__ import annotations

from companion.messages import text

from .awards import Award

_VARIANTS = {
    "scout": ("goldsmith", "fisherman"),
    "transport": ("boat",),
    "treasury": ("tile",),
    "boatsmen_majority": ("tiles",),
    "supply": ("each", "left_out"),
}
"""The details that choose a rule's sentence: each one present adds its name to the message code."""


def award_text(award: Award, language: str | None = None) -> str:
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
