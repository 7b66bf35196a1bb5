"""Where a player's points come from, as players think of them: the engine's award rules grouped by source.
History keeps each player's points by source, the statistics add them up, and the results table groups its
lines by them."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

SOURCES = (
    "ships",
    "nobles",
    "scouts",
    "goldsmiths",
    "gold",
    "islands",
    "longest_island",
    "boatsmen",
    "supply",
    "special_tiles",
)
"""Where points come from, for the statistics: award rules grouped as players think of them."""

_SOURCE_OF_RULE: Mapping[str, str] = MappingProxyType(
    {
        "ship_repelled": "ships",
        "ship_unrepelled": "ships",
        "noble": "nobles",
        "scout": "scouts",
        "goldsmith": "goldsmiths",
        "treasury": "gold",
        "most_islands": "islands",
        "longest_island": "longest_island",
        "boatsmen_majority": "boatsmen",
        "supply": "supply",
        "nobles_tile": "special_tiles",
        "scouts_tile": "special_tiles",
        "fishermen_tile": "special_tiles",
        "special_island": "special_tiles",
    }
)


def source_of(rule: str) -> str | None:
    """Where a scoring line's points come from, as players think of them (None for a transport)."""
    return _SOURCE_OF_RULE.get(rule)
