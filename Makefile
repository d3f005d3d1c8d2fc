# Powerplay: `make run` serves the game on http://127.0.0.1:8000, `make test` tests. Both set
# everything up first, saying what they do.
PYTHON ?= python3
# The port `make run` serves on: `make run PORT=8080` when 8000 is taken.
PORT   ?= 8000
VENV   := .venv
PY     := $(VENV)/bin/python
# What serving needs (requirements.lock: pyproject's dependencies and the engines' compiler), then
# what the tests, the benchmarks and the research interface add (requirements-dev.lock).
STAMP  := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# The engines and bots compiled with mypyc (src/powerplay/compiled.py); rebuilt when one changes,
# in the background for `make run` (pure Python serves meanwhile; log: build/engines.log).
ENGINES := $(VENV)/.compiled
ENGINE_SOURCES := $(wildcard src/powerplay/core/*.py src/powerplay/ai/*.py src/powerplay/games/*/*.py src/powerplay/games/*/ai/*.py \
                             src/powerplay/interop/*.py) \
                  src/powerplay/compiled.py scripts/compile.py
# The games' own rule tests (a folder of tests/ per game: every folder but the front ends' and the shared
# suites'), run again as pure Python by `make test`.
RULE_TESTS := $(filter-out tests/browser/ tests/server/ tests/interop/ tests/protocol/ tests/replay/ tests/bots/,$(wildcard tests/*/))
# Set to --background by `make run`: its server does not wait for the build.
BACKGROUND :=

# The translations (docs/translations.md): each .po compiled to its .mo, which the package reads.
LOCALE := src/powerplay/locale
DOMAINS := powerplay server terminal web
LANGUAGES := ru uk
CATALOGUES := $(patsubst %.po,%.mo,$(wildcard $(LOCALE)/*/LC_MESSAGES/*.po))

.PHONY: run test check bench lock clean locale catalogues

$(STAMP): requirements.lock pyproject.toml
	@echo "== Setting up $(VENV) with what the server needs (requirements.lock)"
	$(PYTHON) -m venv $(VENV)
	$(PY) scripts/install.py requirements.lock
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

$(DEV_STAMP): requirements-dev.lock $(STAMP)
	@echo "== Adding what the tests, the benchmarks and the research interface need (requirements-dev.lock)"
	$(PY) scripts/install.py requirements-dev.lock
	touch $(DEV_STAMP)

$(ENGINES): $(STAMP) $(ENGINE_SOURCES)
	@echo "== Compiling the engines and bots with mypyc$(if $(BACKGROUND), in the background)"
	sh scripts/system-deps.sh build $(PY)
	$(PY) scripts/compile.py $(BACKGROUND) --stamp $(ENGINES)

$(CATALOGUES): %.mo: %.po $(STAMP)
	@$(VENV)/bin/pybabel compile --statistics -i $< -o $@

## Compile the translations (run and test do it first).
locale: $(CATALOGUES)

## Extract the messages to translate (babel/<domain>.cfg, one catalogue per domain) and update
## every language's .po with them (a language's missing .po is started empty).
catalogues: $(STAMP)
	for d in $(DOMAINS); do \
		$(VENV)/bin/pybabel extract -F babel/$$d.cfg --project=Powerplay --copyright-holder=Powerplay --no-location --no-wrap \
			-o $(LOCALE)/$$d.pot . || exit 1; \
		for l in $(LANGUAGES); do \
			$(VENV)/bin/pybabel update -D $$d -i $(LOCALE)/$$d.pot -d $(LOCALE) -l $$l --no-wrap --init-missing || exit 1; \
		done; \
	done

## Start the main job: the server (lobby and games in the browser) on http://127.0.0.1:8000
## (another port: make run PORT=8080). It serves at once: the engines are compiled in the background
## meanwhile (build/engines.log), and its next start uses them; its first line says which run.
## A terminal game stays available: .venv/bin/powerplay play powergrid
run: BACKGROUND := --background
run: $(STAMP) $(ENGINES) $(CATALOGUES)
	@echo "== Starting the server"
	$(VENV)/bin/powerplay serve --port $(PORT)

## Run every test (installs PostgreSQL and Chromium first when they are missing), after the static checks.
## The engines and bots run compiled, then their tests once more as pure Python (POWERPLAY_PURE=1).
## The engines compile in the background while the rest is set up and checked; the tests wait for them.
test: $(STAMP)
	@$(MAKE) --no-print-directory BACKGROUND=--background $(ENGINES)
	@$(MAKE) --no-print-directory check locale
	@echo "== PostgreSQL and Chromium for the tests"
	sh scripts/system-deps.sh
	@$(MAKE) --no-print-directory $(ENGINES)
	@echo "== The tests, the engines compiled"
	$(PY) -m pytest -n 2 --dist worksteal --durations=25
	@echo "== The rules' tests again, the engines in pure Python"
	POWERPLAY_PURE=1 $(PY) -m pytest -n 2 --dist worksteal -q $(RULE_TESTS) tests/replay tests/bots tests/test_compiled.py

## The static checks: ruff (lint and format) over the code, mypy over src/.
check: $(DEV_STAMP)
	@echo "== The static checks: ruff, ruff format, mypy"
	$(VENV)/bin/ruff check src tests benchmarks scripts
	$(VENV)/bin/ruff format --check src tests benchmarks scripts
	$(VENV)/bin/mypy

## Print the speed figures: the engine, its search bots, the calibration of the learned evaluations
## (Brier score and reliability on games no training used), the advice (the calibration of the win chances a hint and a
## review show, a review's and a hint's time, the arena of a heuristic bot that follows the hints: about 25 minutes on
## 2 cores), the engine against its TypeScript peer (boardgamers/powergrid,
## when a checkout is given: see benchmarks/peer.py), the research environments (steps/s beside the
## engine's decisions/s), Barrage's Automa, Pampero's random games over every option combination with every
## invariant checked, then the server under load (docs/speed-server.md): 1,000 concurrent whole games of
## people at people's pace (3 s) and at bot speed (0.6 s), 50 with no think time, on SQLite; the same at people's
## pace and with no think time on PostgreSQL with 1 and with 2 workers (when it is installed); and 200 games of
## people under a hostile mix, on SQLite and on PostgreSQL with 2 workers, two of them killed on the way.
bench: $(DEV_STAMP) $(ENGINES)
	$(PY) benchmarks/run.py
	$(PY) benchmarks/train_evaluation.py powergrid --games 600 --seed 90 --calibration
	$(PY) benchmarks/train_evaluation.py powergrid-cards --games 400 --seed 90 --calibration
	$(PY) benchmarks/advice.py
	$(PY) benchmarks/peer.py
	$(PY) benchmarks/interop.py
	$(PY) benchmarks/barrage.py
	$(PY) benchmarks/pampero.py
	$(PY) benchmarks/load.py --games 1000 --think 3 --duration 40
	$(PY) benchmarks/load.py --games 1000 --think 0.6 --duration 30
	$(PY) benchmarks/load.py --games 50 --think 0 --duration 20
	$(PY) benchmarks/load.py --games 1000 --think 3 --duration 40 --postgres --workers 1
	$(PY) benchmarks/load.py --games 1000 --think 3 --duration 40 --postgres --workers 2
	$(PY) benchmarks/load.py --games 50 --think 0 --duration 20 --postgres --workers 1
	$(PY) benchmarks/load.py --games 50 --think 0 --duration 20 --postgres --workers 2
	$(PY) benchmarks/hostile.py
	$(PY) benchmarks/hostile.py --postgres --workers 2 --kill 2

## Re-pin the Python dependencies (maintainers only; needs the network): requirements.lock from
## pyproject's dependencies and its mypyc extra, requirements-dev.lock from the dev extra with the
## former as constraint (the versions agree). A pin already there is kept: upgrade one with
## make lock LOCKFLAGS="-P NAME".
LOCKFLAGS :=
LOCK := .lockenv/bin/pip-compile --quiet --allow-unsafe --generate-hashes --strip-extras --no-emit-index-url \
        --no-emit-find-links $(LOCKFLAGS)
lock:
	$(PYTHON) -m venv .lockenv && .lockenv/bin/pip install --quiet pip-tools
	$(LOCK) --extra mypyc -o requirements.lock pyproject.toml
	$(LOCK) --extra dev -c requirements.lock -o requirements-dev.lock pyproject.toml

clean:
	rm -rf $(VENV) .lockenv .pytest_cache .hypothesis build
	find src -name '*.so' -delete
