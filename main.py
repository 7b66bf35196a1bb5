"""Entry point for `flet build` (apk, web, desktop): the app with its games kept in the app's data folder."""

import flet as ft

from companion.history import GameStore, default_db_path
from companion.ui.app import App

STORE = GameStore(default_db_path())
STORE.migrate()


def main(page: ft.Page) -> None:
    App(page, STORE).render()


if __name__ == "__main__":
    ft.run(main)
