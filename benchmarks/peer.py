"""`make bench`, second part: our Power Grid engine against its TypeScript peer, on the same workload.

The peer is the engine of boardgamers/powergrid (MIT; measured at 2.0.3). Both sides play 4 players,
Germany, Recharged rules (the peer: ``variant: "recharged"``, no fast bidding, the printed map,
regions drawn at setup), game n set up with seed n, a uniform random bot at every seat: ours is the
random bot (uniform over our legal actions), the peer's is the driver's uniform mover
(benchmarks/peer/driver.js), which cuts each decision as our engine does (a plant and its opening
bid in one choice, a resource and how many tokens, a set of plants to power) and plays it as the one
or more moves the peer's engine takes. Where the two engines still differ, so do the games' lengths:
the peer skips the auction once its plant market is empty, where ours asks each player for a forced
pass; the peer scraps a plant and then discards tokens one at a time, ours in one choice; the peer
offers a plant only to a player holding its number in Elektro (the discount token lowers only the
bid). Rounds and decisions a game (and the peer's engine's moves) are printed for each; the headline
is games/s when the games last as many rounds (within 5%), else decisions/s.

Whole processes are timed, alternately, ``--rounds`` rounds: a Python process playing ``--games``
games of ours with the compiled engines ``make`` builds, the same as pure Python
(``POWERPLAY_PURE=1``), the peer's driver (bundled with esbuild) playing as many with its uniform
mover, then with its own bot (``moveAI``: a different workload, printed apart, never compared as
speed). Each process is charged its CPU time (user + system, from ``getrusage(RUSAGE_CHILDREN)``,
start-up included: Node's collector and compiler threads count against the peer) and its wall time;
each figure is the median of the rounds. Node's JIT takes a hundred games or more to warm up, so the
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
"""Ours (compiled) must be at least this many times as fast as the peer by CPU time, on the same
workload, in the headline unit (games/s, or decisions/s when the games' lengths differ)."""
SAME_LENGTH = 0.05
"""Games last as long when their rounds a game differ by at most this share: games/s is then the
headline; decisions/s otherwise."""


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
    from powerplay import compiled, load_game
    from powerplay.bots import make_bot, play_out
    from run import BENCHES

    bench = next(b for b in BENCHES if b.game == "powergrid")
    half = games // 2
    start = time.perf_counter()
    decisions = warm_decisions = rounds = adjudicated = 0
    warm_cpu = 0.0
    for seed in range(1, games + 1):
        if seed == half + 1:
            warm_cpu = -time.process_time()
        game = load_game(bench.game, seed=seed, **bench.config)
        bots = {seat: make_bot("random", bench.game, seat, seed) for seat in range(game.num_players)}
        outcome = play_out(game, bots)
        decisions += outcome.actions
        warm_decisions += outcome.actions if seed > half else 0
        rounds += game.state.round
        adjudicated += outcome.adjudicated
    seconds = time.perf_counter() - start
    warm_cpu = warm_cpu + time.process_time() if games > half else 0.0
    out = {"games": games, "decisions": decisions, "moves": decisions, "rounds": rounds, "seconds": seconds}
    out |= {"adjudicated": adjudicated, "compiled": compiled.in_use()}
    print(json.dumps(out | {"warm_games": games - half, "warm_decisions": warm_decisions, "warm_cpu": warm_cpu}))


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
    node_version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip().lstrip("v")
    ours_cmd = [sys.executable, str(Path(__file__).resolve()), "--ours", str(args.games)]
    peer_cmd = [node, str(BUNDLE), str(args.games), "--bot=random"]
    moveai_cmd = [node, str(BUNDLE), str(args.games), "--bot=moveai"]
    plain = {k: v for k, v in os.environ.items() if k != "POWERPLAY_PURE"}
    pure_env = plain | {"POWERPLAY_PURE": "1"}
    runs: dict[str, list[dict]] = {"ours": [], "pure": [], "peer": [], "moveai": []}
    for _ in range(args.rounds):
        runs["ours"].append(timed(ours_cmd, plain))
        runs["pure"].append(timed(ours_cmd, pure_env))
        runs["peer"].append(timed(peer_cmd))
        runs["moveai"].append(timed(moveai_cmd))
    for r in runs["peer"] + runs["moveai"]:
        if r["moves"] != r["logged_moves"]:
            sys.exit(f"peer.py: the peer's driver made {r['moves']} moves but its logs hold {r['logged_moves']}")
    for name, rs in runs.items():
        if len({(r["decisions"], r["rounds"]) for r in rs}) != 1:
            sys.exit(f"peer.py: {name} played different games in different rounds (seeded games must repeat)")
    start_ours = timed([*ours_cmd[:-1], "0"], plain)["cpu"]
    start_peer = timed([*peer_cmd[:-2], "0"])["cpu"]

    def figures(rs: list[dict], start: float) -> dict[str, float]:
        cpu = statistics.median(r["cpu"] for r in rs)
        wall = statistics.median(r["wall"] for r in rs)
        first = rs[0]
        return {
            "cpu": cpu,
            "wall": wall,
            "gps": args.games / cpu,
            "gps_wall": args.games / wall,
            "dps": first["decisions"] / cpu,
            "dps_wall": first["decisions"] / wall,
            "decisions": first["decisions"] / args.games,
            "moves": first["moves"] / args.games,
            "rounds": first["rounds"] / args.games,
            "warm": first["warm_games"] / statistics.median(r["warm_cpu"] for r in rs),
            "start": start,
        }

    o, q = figures(runs["ours"], start_ours), figures(runs["pure"], start_ours)
    p, m = figures(runs["peer"], start_peer), figures(runs["moveai"], start_peer)
    compiled = runs["ours"][0]["compiled"]
    node_label = f"Node {node_version}"
    print(
        f"Powerplay against boardgamers/powergrid {version} — {datetime.date.today()} — "
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {sys.version.split()[0]}, {node_label}"
    )
    print(
        f"Power Grid, 4 players, Germany, Recharged rules, game n with seed n; whole processes of {args.games} "
        f"games, median of {args.rounds} alternating rounds (CPU: user + system of the process, start-up included)."
    )
    print("Same workload: a uniform random bot at every seat (ours: the random bot; peer: the driver's uniform mover).")
    columns = (
        ("rounds/game", "rounds", ".1f"),
        ("decisions/game", "decisions", ".0f"),
        ("CPU s", "cpu", ".2f"),
        ("wall s", "wall", ".2f"),
        ("games/s CPU", "gps", ".1f"),
        ("games/s wall", "gps_wall", ".1f"),
        ("decisions/s CPU", "dps", ".0f"),
        ("decisions/s wall", "dps_wall", ".0f"),
        ("warm games/s", "warm", ".1f"),
        ("start CPU s", "start", ".2f"),
    )
    print(f"  {'':<34}" + "".join(f"{title:>{len(title) + 2}}" for title, _, _ in columns))

    def row(name: str, f: dict[str, float]) -> None:
        print(f"  {name:<34}" + "".join(f"{f[key]:>{len(title) + 2}{fmt}}" for title, key, fmt in columns))

    ours_label = "compiled (mypyc)" if compiled else "pure Python (no compiled build: make builds it)"
    row(f"ours, {ours_label}", o)
    row("ours, pure Python", q)
    row(f"peer, {node_label}", p)
    print(f"  (the peer's {p['decisions']:.0f} decisions a game are {p['moves']:.0f} moves of its engine)")
    if adjudicated := runs["ours"][0]["adjudicated"]:
        print(f"  ({adjudicated} of our games reached the bots' action limit and were adjudicated)")
    same = abs(o["rounds"] - p["rounds"]) <= SAME_LENGTH * p["rounds"]
    unit, key = ("games/s", "gps") if same else ("decisions/s", "dps")
    for name, f in ((ours_label, o), ("pure Python", q)):
        print(
            f"  ours/peer, {name}: games/s {f['gps'] / p['gps']:.2f}× CPU, {f['gps_wall'] / p['gps_wall']:.2f}× wall, "
            f"{f['warm'] / p['warm']:.2f}× warm; decisions/s {f['dps'] / p['dps']:.2f}× CPU, "
            f"{f['dps_wall'] / p['dps_wall']:.2f}× wall"
        )
    longer = o["decisions"] / p["decisions"] - 1
    print(
        f"  headline: {unit} — the games last {o['rounds']:.1f} rounds (ours) and {p['rounds']:.1f} (peer)"
        + (", as long" if same else ", not as long: decisions/s compares them")
        + f"; ours makes {abs(longer):.0%} {'more' if longer >= 0 else 'fewer'} decisions a game"
    )
    ratio = o[key] / p[key]
    print(f"  target ≥ {TARGET}× {unit} ({ours_label}, CPU): {ratio:.2f}×, {'met' if ratio >= TARGET else 'NOT met'}")
    print(
        f"Different workloads, not a speed comparison: the peer's own bot (moveAI), {node_label}: "
        f"{m['rounds']:.1f} rounds, {m['decisions']:.0f} moves a game; {m['gps']:.1f} games/s CPU, "
        f"{m['gps_wall']:.1f} wall; {m['dps']:.0f} moves/s CPU, {m['dps_wall']:.0f} wall."
    )


if __name__ == "__main__":
    main()
