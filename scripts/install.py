"""Install a hash-checked lock file into this Python's environment, a line per package (``make``
runs it with .venv's Python: requirements.lock, then for the tests requirements-dev.lock).

pip's own account is long, and where pip is configured with extra indexes it is mostly warnings
about them; this shows a count instead, ``[12/43] click==8.5.1``, and the files pip downloads, and
pip's whole output only when it fails.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*==[^\s;\\]+)", re.M)
LINE = re.compile(r"\(from -r \S+ \(line (\d+)\)\)")


def main() -> int:
    lock = sys.argv[1]
    with open(lock, encoding="utf-8") as f:
        text = f.read()
    by_line = {text.count("\n", 0, m.start()) + 1: m.group(1) for m in PIN.finditer(text)}
    command = [sys.executable, "-m", "pip", "install", "--require-hashes", "--progress-bar", "off", "-r", lock]
    start = time.monotonic()
    said: list[str] = []
    seen: set[str] = set()
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as pip:
        assert pip.stdout is not None
        for line in pip.stdout:
            said.append(line)
            found = LINE.search(line)
            if found and found.group(1) and int(found.group(1)) in by_line:
                pin = by_line[int(found.group(1))]
                if pin not in seen:
                    seen.add(pin)
                    done = "already there" if line.startswith("Requirement already satisfied") else ""
                    print(f"  [{len(seen)}/{len(by_line)}] {pin}{'  (' + done + ')' if done else ''}", flush=True)
            elif line.startswith("  Downloading "):
                print(f"    {line.strip()}", flush=True)
            elif line.startswith("Installing collected packages:"):
                count = len(line.split(":", 1)[1].split(","))
                print(f"  installing {count} packages", flush=True)
    if pip.returncode:
        sys.stdout.write("".join(said))
        print(f"pip failed (exit code {pip.returncode}): its output is above", file=sys.stderr)
        return pip.returncode
    print(f"  done in {time.monotonic() - start:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
