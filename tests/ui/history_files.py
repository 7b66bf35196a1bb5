"""History's export and import as a player makes them: the browser's download and its file picker."""

from __future__ import annotations

from pathlib import Path

from .driver import Player


def export_history(player: Player, to: Path) -> Path:
    """Tap Export history on History and save the file the browser downloads as `to`."""
    with player.page.expect_download(timeout=60_000) as download:
        player.tap("Export history")
    download.value.save_as(to)
    return to


def import_history(player: Player, file: Path) -> None:
    """Tap Import history on History and pick `file` in the browser's file picker."""
    with player.page.expect_file_chooser(timeout=60_000) as chooser:
        player.tap("Import history")
    chooser.value.set_files(str(file))
