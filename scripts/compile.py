"""Compile the rules engines and bots with mypyc (``make`` runs this, once scripts/system-deps.sh
has installed a C compiler and Python's headers if they were missing; see src/powerplay/compiled.py).

mypyc type-checks the listed modules and writes each as a C file of its own (``multi_file``); the C
files are compiled by as many compilers at once as there are cores (``--jobs``), each only when it
or a header it includes changed since the last build, and linked into one library beside the
sources in src/, which Python then prefers. The C sources and objects stay under build/mypyc/.
Until the build ends, and whenever a source is newer than it, the engines run as pure Python.

``--background`` starts the build detached from the terminal, its output in build/engines.log, and
returns at once: ``make run`` serves on pure Python meanwhile, and its next start uses the build.
One build runs at a time (it holds build/mypyc/lock): another one, as ``make test`` starts, waits
for it, showing its log, and then does not build again what it has just built.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import subprocess
import sys
import threading
import time
import types
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import IO, Any

from powerplay.compiled import BUILD, COMPILED, FAILED, GROUP, LOCK, LOG, fresh, library, source

ROOT = Path(__file__).resolve().parent.parent
OPT_LEVEL = "3"
"""The C compiler's optimisation. A C file per module, two at a time, -O3 builds in about the time
-O2 does (64 s against 61 s on two cores), and its engines are about 6% faster (README, "Speed")."""


def say(text: str) -> None:
    print(f"engines: {text}", flush=True)


def took(seconds: float) -> str:
    return f"{int(seconds // 60)} min {int(seconds % 60):02d} s" if seconds >= 60 else f"{seconds:.0f} s"


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


@contextlib.contextmanager
def locked(wait: bool) -> Iterator[tuple[IO[bytes], bool]]:
    """Holds build/mypyc/lock; yields it and whether another build was waited for (its log shown
    meanwhile). Without ``wait``, raises BlockingIOError while another build holds it."""
    BUILD.mkdir(parents=True, exist_ok=True)
    with open(LOCK, "a+b") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if not wait:
                raise
            say(f"waiting for the build in progress to end (its log: {LOG.relative_to(ROOT)}):")
            follow(lock)
            yield lock, True
        else:
            yield lock, False


def follow(lock: IO[bytes]) -> None:
    """Prints the other build's log as it grows, until that build lets go of the lock."""
    shown = 0
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            ended = True
        except BlockingIOError:
            ended = False
        with contextlib.suppress(OSError), open(LOG, "rb") as log:
            log.seek(shown)
            new = log.read()
            shown += len(new)
            for line in new.decode(errors="replace").splitlines():
                print(f"  | {line}", flush=True)
        if ended:
            return
        time.sleep(1)


def parallel_build_ext(jobs: int, counts: dict[str, int]) -> type:
    """setuptools' build_ext, compiling the C files ``jobs`` at a time over all extensions, each
    only when its object is older than it or than the headers it depends on, and telling how far
    the library's files are; ``counts["entries"]`` counts the modules' entry points compiled."""
    from setuptools.command.build_ext import build_ext

    slots = threading.Semaphore(jobs)

    def compile_(
        self: Any,
        sources: list[str],
        output_dir: str | None = None,
        macros: Any = None,
        include_dirs: Any = None,
        debug: bool = False,
        extra_preargs: Any = None,
        extra_postargs: Any = None,
        depends: Any = None,
    ) -> list[str]:
        macros, objects, extra_postargs, pp_opts, build = self._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs
        )
        cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)
        headers = max((os.path.getmtime(d) for d in depends or () if os.path.exists(d)), default=0.0)

        def stale(obj: str) -> bool:
            made = os.path.getmtime(obj) if os.path.exists(obj) else -1.0
            return made < max(headers, os.path.getmtime(build[obj][0]))

        # The largest first: the last to finish is then a small one.
        todo = sorted((o for o in objects if stale(o)), key=lambda o: -os.path.getsize(build[o][0]))

        def one(obj: str) -> str:
            src, ext = build[obj]
            with slots:
                self._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)
            return src

        if len(objects) == 1:  # a module's entry point into the library: small, not counted aloud
            for obj in todo:
                one(obj)
                counts["entries"] += 1
            return objects
        if not todo:
            return objects
        say(f"compiling {len(todo)} C files, {min(jobs, len(todo))} at a time; {len(objects) - len(todo)} unchanged")
        start = time.monotonic()
        with ThreadPoolExecutor(jobs) as pool:
            futures = [pool.submit(one, obj) for obj in todo]
            for done, future in enumerate(as_completed(futures), 1):
                name = os.path.relpath(future.result(), BUILD / "c")
                say(f"[{done}/{len(todo)}] {name}  ({took(time.monotonic() - start)})")
        return objects

    class ParallelBuildExt(build_ext):
        def build_extensions(self) -> None:
            self.compiler.compile = types.MethodType(compile_, self.compiler)
            self.parallel = jobs
            super().build_extensions()

    return ParallelBuildExt


def build(jobs: int, opt_level: str) -> None:
    from mypyc.build import mypycify
    from setuptools import setup

    os.environ["MYPY_CACHE_DIR"] = str(BUILD / "cache")
    os.chdir(ROOT / "src")  # module names follow from the paths; the library lands on sys.path
    paths = [str(source(m).relative_to(ROOT / "src")) for m in COMPILED]
    say(f"mypyc: type-checking the {len(paths)} modules and writing them in C (a minute or two)")
    start = time.monotonic()
    extensions = mypycify(paths, group_name=GROUP, target_dir=str(BUILD / "c"), multi_file=True, opt_level=opt_level)
    say(f"mypyc: done in {took(time.monotonic() - start)}")
    counts = {"entries": 0}
    listed = {source(m).with_suffix("") for m in COMPILED}
    for old in (ROOT / "src").rglob("*.so"):  # a module no longer listed must not stay compiled
        if old.name.split(".")[0] != f"{GROUP}__mypyc" and old.parent / old.name.split(".")[0] not in listed:
            old.unlink()
    setup(
        name="powerplay-engines",
        ext_modules=extensions,
        cmdclass={"build_ext": parallel_build_ext(jobs, counts)},
        script_args=["--quiet", "build_ext", "--inplace"]
        + ["--build-temp", str(BUILD / "obj"), "--build-lib", str(BUILD / "lib")],
    )
    if counts["entries"]:
        say(f"compiled the modules' {counts['entries']} entry points into the library")


def fresh_build() -> bool:
    """Whether the library is newer than every listed source and than this script."""
    built = library()
    return (
        built is not None
        and fresh()
        and all(
            p.stat().st_mtime <= built.stat().st_mtime for p in (Path(__file__), ROOT / "src/powerplay/compiled.py")
        )
    )


def run(args: argparse.Namespace) -> int:
    """The build, while this process holds the lock."""
    begun = time.time()  # a source edited from now on is newer than the build: pure Python runs
    FAILED.unlink(missing_ok=True)
    try:
        build(args.jobs, args.opt_level)
        built = library()
        if built is None:
            raise RuntimeError("mypyc built no library")
    except BaseException as e:
        FAILED.touch()
        if isinstance(e, KeyboardInterrupt):
            return 130
        if isinstance(e, SystemExit):
            say(f"the build failed: {e}")
            return 1
        raise
    os.utime(built, (begun, begun))
    say(f"built in {took(time.time() - begun)}: {built.relative_to(ROOT)}")
    stamp(args.stamp, begun)
    return 0


def stamp(path: Path | None, when: float) -> None:
    """Make's record of the build (``make`` rebuilds when a source is newer)."""
    if path is not None:
        path.touch()
        os.utime(path, (when, when))


def background(args: argparse.Namespace) -> int:
    """Starts the build in a session of its own (Ctrl+C in the terminal leaves it running), which
    is handed the lock, and returns."""
    log = LOG.relative_to(ROOT)
    try:
        with locked(wait=False) as (lock, _):
            command = [sys.executable, "-u", __file__, "--locked", str(lock.fileno())]
            command += ["--jobs", str(args.jobs), "--opt-level", args.opt_level]
            if args.stamp:
                command += ["--stamp", str(args.stamp)]
            with open(LOG, "wb") as out:
                subprocess.Popen(
                    command,
                    stdin=subprocess.DEVNULL,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    pass_fds=[lock.fileno()],
                    start_new_session=True,
                )
    except BlockingIOError:
        say(f"a build is in progress already (its log: {log}); the server's next start uses it")
        return 0
    say(f"compiling in the background (its log: {log}); the server's next start uses them")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", "-j", type=int, default=cores(), help="compilers at once (default: the cores)")
    parser.add_argument(
        "--opt-level", "-O", default=OPT_LEVEL, choices="0123", help=f"-O of the C compiler ({OPT_LEVEL})"
    )
    parser.add_argument("--stamp", type=Path, help="a file to date with the build's start when it succeeds")
    parser.add_argument("--background", action="store_true", help=f"build detached, output in {LOG.relative_to(ROOT)}")
    parser.add_argument("--locked", type=int, help=argparse.SUPPRESS)  # the lock's descriptor, from --background
    args = parser.parse_args()
    if args.stamp is not None:
        args.stamp = args.stamp.resolve()  # the build works in src/
    if args.background:
        return background(args)
    if args.locked is not None:
        with open(args.locked, "a+b"):
            return run(args)
    with locked(wait=True) as (_, waited):
        if waited and fresh_build():
            say("the build that ended is up to date")
            built = library()
            assert built is not None
            stamp(args.stamp, built.stat().st_mtime)
            return 0
        return run(args)


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # as mypy does: freeing what it built up takes half a minute, for nothing
