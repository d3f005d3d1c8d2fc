"""The weights of a learned evaluation, read from its game's ``data/evaluation.json``.

``benchmarks/train_evaluation.py`` writes the file (the weights by feature name, and how they were
learned); an evaluation reads it once, when it is imported, in the order of its features.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable


def model_file(package: str) -> Traversable:
    """``package``'s ``data/evaluation.json``."""
    return resources.files(package).joinpath("data").joinpath("evaluation.json")


def learned_weights(package: str, names: Sequence[str]) -> tuple[float, ...]:
    """The weights of ``package``'s evaluation, in the order of ``names``."""
    text = model_file(package).read_text("utf-8")
    weights = json.loads(text)["weights"]
    return tuple(float(weights[name]) for name in names)
