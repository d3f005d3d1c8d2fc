"""``python -m powerplay.cli``: the ``powerplay`` command."""

from . import main

main()
