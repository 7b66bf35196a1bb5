# Set-up and checks. Every target creates .venv and installs what it needs on first use.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
APP_STAMP := $(VENV)/.app-installed
BUILD_STAMP := $(VENV)/.build-installed
DEV_STAMP := $(VENV)/.dev-installed

.PHONY: run test bench lint build-web messages catalogues screenshots clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The app with its local web server (the `web` extra); the built apps install only the app's own dependencies.
$(APP_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[web]'
	touch $@

$(BUILD_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[web,build]'
	touch $(APP_STAMP) $@

$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[web,build,dev]'
	touch $(APP_STAMP) $(BUILD_STAMP) $@

# The translations: each language's catalogue (.po, kept in git) compiled for gettext (.mo, built here and
# ignored by git). Everything that runs the companion compiles them first.
LOCALE := companion/locale
CATALOGUES := $(wildcard $(LOCALE)/*/LC_MESSAGES/companion.po)
LANGUAGES := $(patsubst $(LOCALE)/%/LC_MESSAGES/companion.po,%,$(CATALOGUES))
COMPILED := $(CATALOGUES:.po=.mo)

$(LOCALE)/%/LC_MESSAGES/companion.mo: $(LOCALE)/%/LC_MESSAGES/companion.po | $(APP_STAMP)
	$(BIN)/pybabel compile --domain companion --input-file $< --output-file $@ --locale $*

catalogues: $(COMPILED)

# After a change to the English of companion/messages.py or of a game's (companion/games/*/messages.py): the
# template, and every catalogue merged with it (a new message untranslated, a changed one marked fuzzy, a removed
# one gone).
messages: $(APP_STAMP)
	$(BIN)/pybabel extract --mapping-file pyproject.toml --no-location --no-wrap --project vikings-companion \
		--copyright-holder "the Vikings score companion authors" --output-file $(LOCALE)/companion.pot companion/messages.py \
		$(wildcard companion/games/*/messages.py)
	for language in $(LANGUAGES); do \
		$(BIN)/pybabel update --domain companion --input-file $(LOCALE)/companion.pot --output-dir $(LOCALE) \
			--locale $$language --no-wrap --ignore-obsolete --ignore-pot-creation-date || exit 1; \
	done

run: $(APP_STAMP) $(COMPILED)
	$(BIN)/python -m companion app $(ARGS)

# The browser tests drive Debian's Chromium; Playwright never downloads a browser of its own.
CHROMIUM := /usr/bin/chromium

$(CHROMIUM):
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium

# The web app's Python is compiled at build time by the site's own Pyodide, which Node.js runs.
NODE := /usr/bin/node

$(NODE):
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs

test: $(DEV_STAMP) $(CHROMIUM) $(NODE) $(COMPILED)
	$(BIN)/python -m pytest

bench: $(DEV_STAMP) $(CHROMIUM) $(NODE) $(COMPILED)
	$(BIN)/python -m benchmarks

# The README's screenshots, taken again from a whole game played through the app.
screenshots: $(DEV_STAMP) $(CHROMIUM) $(COMPILED)
	$(BIN)/python -m tools.screenshots docs/screenshots
	$(BIN)/python -m tools.game_screenshots docs/screenshots

lint: $(DEV_STAMP)
	$(BIN)/ruff check main.py companion tests benchmarks tools
	$(BIN)/ruff format --check main.py companion tests benchmarks tools
	$(BIN)/mypy --strict companion/games
	$(BIN)/mypy companion main.py tools/build_web.py
	$(BIN)/actionlint -shellcheck=$(BIN)/shellcheck -pyflakes=

# The static web app in build/web, self-contained (its Python packages fetched from the package index), or one
# line saying what it needs.
build-web: $(BUILD_STAMP) $(NODE) $(COMPILED)
	@$(BIN)/python -m tools.build_web build/web

clean:
	rm -rf $(VENV) build .pytest_cache .mypy_cache .ruff_cache .hypothesis
