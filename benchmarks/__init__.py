"""`make bench`: one line per figure, `name value`, each a median over repeated runs."""
