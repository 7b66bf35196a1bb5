"""Every action of the app is a tap, or Enter or Space on the focused control: nothing waits for a gesture that
a keyboard, a switch or a screen reader cannot give."""

from __future__ import annotations

import ast
from pathlib import Path

import companion.ui

UI = Path(companion.ui.__file__).parent
GESTURES = {
    "on_long_press",
    "on_long_press_start",
    "on_long_press_end",
    "on_secondary_tap",
    "on_double_tap",
    "on_hover",
}


def test_no_control_listens_for_a_long_press_a_double_tap_or_a_hover() -> None:
    found = [
        f"{path.relative_to(UI)}:{node.lineno} {node.arg}"
        for path in sorted(UI.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.keyword) and node.arg in GESTURES
    ]
    assert not found, found
