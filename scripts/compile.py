"""Compile the rules engines with mypyc (``make`` runs this; see src/powerplay/compiled.py).

The extension modules are written beside their sources in src/, the C sources and objects under
build/. Run again after changing an engine; until then the engines run as pure Python.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mypyc.build import mypycify
from setuptools import setup

from powerplay.compiled import COMPILED, GROUP, library, source

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    build = ROOT / "build" / "mypyc"
    os.environ["MYPY_CACHE_DIR"] = str(build / "cache")
    os.chdir(ROOT / "src")  # module names follow from the paths; the library lands on sys.path
    paths = [str(source(m).relative_to(ROOT / "src")) for m in COMPILED]
    for old in (ROOT / "src").rglob("*.so"):  # a module no longer listed must not stay compiled
        old.unlink()
    setup(
        name="powerplay-engines",
        ext_modules=mypycify(paths, group_name=GROUP, target_dir=str(build / "c")),
        script_args=["--quiet", "build_ext", "--inplace"]
        + ["--build-temp", str(build / "obj"), "--build-lib", str(build / "lib")],
    )
    built = library()
    assert built is not None, "mypyc built no library"
    built.touch()  # newer than every source it was made from, even when nothing needed rebuilding


if __name__ == "__main__":
    sys.exit(main())
