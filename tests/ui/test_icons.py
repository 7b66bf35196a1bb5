"""The app's icons (`companion.ui.icons`) are Flet's Material icons: each name draws what Flet's own draws."""

from __future__ import annotations

import re
from pathlib import Path

import flet as ft

from companion.ui.icons import Icons

APP = Path(__file__).parents[2] / "companion"


def test_each_icon_has_the_code_of_flets_icon_of_its_name() -> None:
    assert len(Icons) > 0
    for icon in Icons:
        assert icon == getattr(ft.Icons, icon.name), icon.name
        assert isinstance(icon, ft.IconData)


def test_every_icon_the_app_names_is_its_own() -> None:
    """No module names Flet's icons, whose first use reads all their codes; each icon named is declared."""
    named: set[str] = set()
    for module in APP.rglob("*.py"):
        source = module.read_text(encoding="utf-8")
        assert "ft.Icons" not in source, module
        named |= set(re.findall(r"\bIcons\.([A-Z][A-Z0-9_]*)", source))
    assert named == {icon.name for icon in Icons}
