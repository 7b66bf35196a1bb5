"""Vikings at the table: its screens (the table, the homeland editor, the round's end, the scorings and the results)."""
