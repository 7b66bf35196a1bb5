"""Entry point for `flet build` (apk, web, desktop): the app with its games kept in the app's data folder."""

import flet as ft

from companion.history import GameStore, default_db_path
from companion.ui.app import App


def main(page: ft.Page) -> None:
    App(page, GameStore(default_db_path())).render()


if __name__ == "__main__":
    ft.run(main)
