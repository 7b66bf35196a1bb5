"""One module per screen; each is a component rendering a view of the app's state."""
