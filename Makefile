# Powerplay: `make run` plays, `make test` tests. Both set everything up first.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench lock clean

$(STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --require-hashes -r requirements.lock
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

## Start the main job: a terminal game of Power Grid, you against three bots.
run: $(STAMP)
	$(VENV)/bin/powerplay play powergrid --map germany --players 4 --seats human,heuristic,heuristic,heuristic

## Run every test.
test: $(STAMP)
	$(PY) -m pytest -n 2

## Print the speed figures.
bench: $(STAMP)
	$(PY) benchmarks/run.py

## Re-pin the Python dependencies (maintainers only; needs the network).
lock:
	$(PYTHON) -m venv .lockenv && .lockenv/bin/pip install --quiet pip-tools
	.lockenv/bin/pip-compile --quiet --allow-unsafe --extra dev --generate-hashes --strip-extras -o requirements.lock pyproject.toml

clean:
	rm -rf $(VENV) .lockenv .pytest_cache .hypothesis
