"""Vikings score companion: scoring engine, command line and app."""
