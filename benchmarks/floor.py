"""The smallest Flet app there is to measure: one button that changes one text. It is served exactly as the
companion is, so the time from its tap to its new text is what Flet itself costs for a tap."""

from __future__ import annotations

import os
import sys

import flet as ft


def main(page: ft.Page) -> None:
    count = ft.Text("Count 0")
    taps = [0]

    def tapped(_: object) -> None:
        taps[0] += 1
        count.value = f"Count {taps[0]}"
        count.update()

    page.add(count, ft.Button("Increment", on_click=tapped))


if __name__ == "__main__":
    os.environ["FLET_FORCE_WEB_SERVER"] = "true"
    ft.run(main, view=ft.AppView.WEB_BROWSER, host="127.0.0.1", port=int(sys.argv[1]), no_cdn=True)
