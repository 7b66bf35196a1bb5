"""The threat map: which ship threatens which vikings, which warrior repels which ship."""

from __future__ import annotations

from companion.games.vikings import Row, Sail, ShipThreat, threat_map

from .homelands import homeland


def test_threat_map() -> None:
    land = homeland(
        ships="gbr",
        warrior=".SE",
        noble="sME",
        scout="Sme",
        goldsmith="S",
        fisherman="S",
    )
    assert threat_map(land) == [
        # Column 1: no warrior tile; the green ship reaches the scout (the noble tile is empty), not the goldsmith.
        ShipThreat(1, Sail.green, repelled=False, threatened=(Row.scout,)),
        # Columns 2 and 3: warriors repel the ships; nothing below them is threatened.
        ShipThreat(2, Sail.blue, repelled=True, threatened=()),
        ShipThreat(3, Sail.red, repelled=True, threatened=()),
    ]


def test_threat_map_lists_only_vikings() -> None:
    land = homeland(ships="b", warrior="s", noble="S", scout="s", fisherman="S")
    assert threat_map(land) == [ShipThreat(1, Sail.blue, repelled=False, threatened=(Row.noble, Row.fisherman))]
