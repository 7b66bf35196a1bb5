"""The Flet app: screens, widgets and the session at the table. Thin: every figure comes from the engine."""
