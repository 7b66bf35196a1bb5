"""The Material icons the app draws, by Flet's names and codes.

Flet's own set (`flet.Icons`) reads the codes of all its 8,825 icons from a file at the first icon named (a 234 KB
JSON read and parsed, some 20 ms of a browser's start); these are the app's own, an icon set as Flet lets an app
declare one, drawn as Flet's are (`tests/ui/test_icons.py` checks each code against Flet's)."""

from __future__ import annotations

import flet as ft


class Icons(ft.IconData, package_name="flet", class_name="Icons"):
    ACCOUNT_BALANCE = 0x10028
    ADD = 0x10044
    ADD_CIRCLE_OUTLINE = 0x10063
    ARROW_BACK = 0x101A5
    ARROW_FORWARD = 0x101D1
    CALCULATE = 0x10445
    CLOSE = 0x10581
    CLOUD_DONE_OUTLINED = 0x1059B
    CLOUD_OFF_OUTLINED = 0x105A3
    CLOUD_UPLOAD_OUTLINED = 0x105B2
    CONTENT_COPY = 0x1063E
    CURRENCY_EXCHANGE = 0x106DF
    DARK_MODE = 0x10713
    DELETE = 0x10753
    DELETE_OUTLINE = 0x10758
    DOWNLOAD = 0x108C0
    EDIT = 0x10929
    EMOJI_EVENTS = 0x109B3
    ERROR_OUTLINE = 0x109E8
    EXPAND_MORE = 0x10A28
    FLAG = 0x10B9D
    GAVEL = 0x10D11
    HISTORY = 0x10E45
    HOME = 0x10E61
    LEADERBOARD = 0x11026
    LIGHT_MODE = 0x11053
    LIST = 0x11085
    MILITARY_TECH = 0x11261
    PLAY_ARROW = 0x116BC
    REDO = 0x1182D
    SAILING = 0x11949
    SAVE_AS = 0x1195E
    SEND = 0x119F5
    SHARE = 0x11AA1
    SHIELD = 0x11AAE
    STAR = 0x11CAB
    STYLE = 0x11D1B
    UNDO = 0x11FFE
    UPDATE = 0x1201E
    UPLOAD = 0x1202A
    WARNING_AMBER = 0x12158
    WARNING_ROUNDED = 0x1215D
    WAVES = 0x1217F
