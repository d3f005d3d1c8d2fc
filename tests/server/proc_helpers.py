"""The processes of a test's servers, as Linux's /proc shows them: whose children they are, and
whether they are gone (a process that died and was not yet reaped counts as gone: once its parent
is dead, it waits for an init process that may never reap it)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import NamedTuple


class Proc(NamedTuple):
    """A process: its pid and its start time (a later process given the same pid is another one)."""

    pid: int
    started: int

    def cmdline(self) -> str:
        try:
            return Path(f"/proc/{self.pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            return ""


def _stat(pid: int) -> tuple[str, int, int] | None:
    """The state, parent pid and start time of process ``pid``; None if there is none."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1]), int(fields[19])


def children(pid: int) -> list[Proc]:
    """The living children of process ``pid``."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            stat = _stat(int(entry.name))
            if stat is not None and stat[1] == pid and stat[0] != "Z":
                out.append(Proc(int(entry.name), stat[2]))
    return sorted(out)


def alive(proc: Proc) -> bool:
    stat = _stat(proc.pid)
    return stat is not None and stat[0] != "Z" and stat[2] == proc.started


def wait_until(check, timeout: float, every: float = 0.1):
    """``check()``'s first true value within ``timeout`` seconds (its last value if none)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(every)


def left_alive(procs: list[Proc], timeout: float = 60) -> list[Proc]:
    """Those of ``procs`` still alive after waiting up to ``timeout`` seconds for them all to end."""
    wait_until(lambda: not any(alive(p) for p in procs), timeout)
    return [p for p in procs if alive(p)]
