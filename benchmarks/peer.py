"""`make bench`, second part: our Power Grid engine against its TypeScript peer, in the same run.

The peer is the engine of boardgamers/powergrid (MIT; measured at 2.0.3), played by its own bot
(``moveAI``) at every seat: 4 players, Germany, Recharged rules (``variant: "recharged"``, no fast
bidding, the printed map, regions drawn at setup), game n set up with seed n. Ours plays as many
games with the random bot at every seat (as benchmarks/run.py does), game n with seed n. The bots
differ, so the games' lengths do too: decisions a game are printed for each.

Whole processes are timed, alternately, five rounds: a Python process playing ``--games`` games of
ours (with the compiled engines ``make`` builds), the same as pure Python (``POWERPLAY_PURE=1``), then
the peer's driver (benchmarks/peer/, bundled with esbuild) playing as many. Each process is
charged its CPU time (user + system, from ``getrusage(RUSAGE_CHILDREN)``), start-up included; the
figure is the median of the rounds. Node's JIT takes a hundred games or more to warm up, so the
games per process are 500 by default, and "warm" gives each side's rate over the second half of its
games alone (CPU time measured inside the process).

The peer's checkout is not part of this repository: set ``POWERPLAY_PEER`` to a checkout of
boardgamers/powergrid (or to its ``engine`` directory), or clone it into benchmarks/peer/powergrid.
Without it, or without Node.js, this prints one line saying so and exits 0.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "peer"
BUNDLE = DRIVER / "build" / "driver.js"
DEFAULT_CHECKOUT = DRIVER / "powergrid"
CLONE = "git clone https://github.com/boardgamers/powergrid benchmarks/peer/powergrid"
TARGET = 1.2
"""Ours must play at least this many times as many games per CPU second as the peer."""


def find_engine() -> Path | None:
    """The peer's engine directory (the one holding index.ts and src/engine.ts), or None."""
    given = os.environ.get("POWERPLAY_PEER")
    root = Path(given).expanduser() if given else DEFAULT_CHECKOUT
    for candidate in (root, root / "engine"):
        if (candidate / "index.ts").is_file() and (candidate / "src" / "engine.ts").is_file():
            return candidate
    return None


def play_ours(games: int) -> None:
    """The measured Python process: ``games`` random-bot games, seeds 1..games; one JSON line, with
    the second half of the games (``warm_*``, CPU seconds of this process) apart, as the driver's."""
    sys.path.insert(0, str(HERE))
    from run import BENCHES, play

    bench = next(b for b in BENCHES if b.game == "powergrid")
    half = games // 2
    start = time.perf_counter()
    moves = warm_moves = 0
    warm_cpu = 0.0
    for seed in range(1, games + 1):
        if seed == half + 1:
            warm_cpu = -time.process_time()
        n = play(bench, "random", seed)
        moves += n
        warm_moves += n if seed > half else 0
    seconds = time.perf_counter() - start
    warm_cpu = warm_cpu + time.process_time() if games > half else 0.0
    from powerplay import compiled

    out = {"games": games, "moves": moves, "seconds": seconds, "compiled": compiled.in_use()}
    print(json.dumps(out | {"warm_games": games - half, "warm_moves": warm_moves, "warm_cpu": warm_cpu}))


def timed(cmd: list[str], env: dict[str, str] | None = None) -> dict:
    """Run one process to its end: its JSON line, with its CPU and wall seconds added."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"peer.py: {' '.join(cmd[:2])} failed:\n{done.stderr.strip()}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    result["wall"] = wall
    return result


def prepare(node: str, npm: str, engine: Path) -> bool:
    """Install the driver's pinned packages if missing and bundle it with the peer's engine."""
    wanted = json.loads((DRIVER / "package.json").read_text())["devDependencies"]
    if not all((DRIVER / "node_modules" / name / "package.json").is_file() for name in wanted):
        done = subprocess.run(
            [npm, "ci", "--silent", "--no-audit", "--no-fund"], cwd=DRIVER, capture_output=True, text=True
        )
        if done.returncode != 0:
            tail = (done.stderr.strip().splitlines() or ["(no message)"])[-1]
            print(f"Peer benchmark skipped: `npm ci` in benchmarks/peer failed (needs the npm registry): {tail}")
            return False
    done = subprocess.run([node, "build.mjs", str(engine)], cwd=DRIVER, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"peer.py: bundling the peer's engine from {engine} failed:\n{done.stderr.strip()}")
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per process (default 500)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the two processes (default 5)")
    parser.add_argument("--ours", type=int, metavar="N", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.ours is not None:
        play_ours(args.ours)
        return

    node, npm, engine = shutil.which("node"), shutil.which("npm"), find_engine()
    if node is None or npm is None:
        print("Peer benchmark skipped: Node.js (node and npm) is not installed; install Node.js 20 or later.")
        return
    if engine is None:
        where = os.environ.get("POWERPLAY_PEER") or "benchmarks/peer/powergrid"
        print(
            f"Peer benchmark skipped: no boardgamers/powergrid checkout at {where}; "
            f"run `{CLONE}` or set POWERPLAY_PEER to a checkout."
        )
        return
    if not prepare(node, npm, engine):
        return

    version = json.loads((engine / "package.json").read_text()).get("version", "?")
    node_version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
    ours_cmd = [sys.executable, str(Path(__file__).resolve()), "--ours", str(args.games)]
    peer_cmd = [node, str(BUNDLE), str(args.games)]
    plain = {k: v for k, v in os.environ.items() if k != "POWERPLAY_PURE"}
    pure_env = plain | {"POWERPLAY_PURE": "1"}
    ours: list[dict] = []
    pure: list[dict] = []
    peer: list[dict] = []
    for _ in range(args.rounds):
        ours.append(timed(ours_cmd, plain))
        pure.append(timed(ours_cmd, pure_env))
        peer.append(timed(peer_cmd))
    for r in peer:
        if r["moves"] != r["logged_moves"]:
            sys.exit(f"peer.py: the peer's driver made {r['moves']} moves but its logs hold {r['logged_moves']}")
    for name, runs in (("ours", ours), ("ours as pure Python", pure), ("the peer", peer)):
        if len({r["moves"] for r in runs}) != 1:
            sys.exit(f"peer.py: {name} played different games in different rounds (seeded games must repeat)")
    start_ours = timed([*ours_cmd[:-1], "0"], plain)["cpu"]
    start_peer = timed([*peer_cmd[:-1], "0"])["cpu"]

    def figures(runs: list[dict]) -> dict[str, float]:
        cpu = statistics.median(r["cpu"] for r in runs)
        return {
            "gps": args.games / cpu,
            "low": args.games / max(r["cpu"] for r in runs),
            "high": args.games / min(r["cpu"] for r in runs),
            "dps": runs[0]["moves"] / cpu,
            "per_game": runs[0]["moves"] / args.games,
            "warm": runs[0]["warm_games"] / statistics.median(r["warm_cpu"] for r in runs),
            "wall": args.games / statistics.median(r["wall"] for r in runs),
        }

    o, q, p = figures(ours), figures(pure), figures(peer)
    o["start"], q["start"], p["start"] = start_ours, start_ours, start_peer
    build = "compiled (mypyc)" if ours[0]["compiled"] else "pure Python: no compiled build (make builds it)"
    print(
        f"Powerplay against boardgamers/powergrid {version} — {datetime.date.today()} — "
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {sys.version.split()[0]}, Node {node_version.lstrip('v')}"
    )
    print(
        f"Power Grid, 4 players, Germany (peer: Recharged rules), whole processes of {args.games} games, "
        f"CPU time, median of {args.rounds} alternating rounds:"
    )
    contestants = (
        (f"ours, random bots, {build}:", o, "decisions"),
        ("ours, random bots, pure Python:", q, "decisions"),
        ("peer, moveAI bots:", p, "moves"),
    )
    for name, f, unit in contestants:
        per_game = f"({f['per_game']:.0f} {unit} a game)"
        print(
            f"  {name}\n    {f['gps']:6.1f} games/s ({f['low']:.0f}–{f['high']:.0f})  {f['dps']:7.0f} decisions/s  "
            f"{per_game:<22}   warm: {f['warm']:6.1f} games/s   "
            f"wall: {f['wall']:6.1f} games/s   process start: {f['start']:.2f} s"
        )
    ratio, warm = o["gps"] / p["gps"], o["warm"] / p["warm"]
    print(
        f"  ours/peer: {ratio:.2f}× games/s (CPU, whole processes), {warm:.2f}× warm "
        f"(the second half of each process's games), {o['dps'] / p['dps']:.2f}× decisions/s"
    )
    print(
        f"  target ≥ {TARGET}× games/s (CPU, whole processes): {'met' if ratio >= TARGET else 'NOT met'}"
        f"   (warm: {'met' if warm >= TARGET else 'NOT met'})"
    )
    print(
        f"  pure Python/peer: {q['gps'] / p['gps']:.2f}× games/s, {q['warm'] / p['warm']:.2f}× warm; "
        f"compiled/pure Python: {o['gps'] / q['gps']:.2f}×"
    )


if __name__ == "__main__":
    main()
