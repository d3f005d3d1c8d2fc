// Plays complete 4-player games of the boardgamers/powergrid engine (Germany, Recharged rules),
// every seat played by the engine's own bot (moveAI), and prints one JSON line:
// {"games", "moves", "seconds", ...}; "warm_*" count the second half of the games alone (the
// first half warms the JIT up), "warm_cpu" in CPU seconds of this process.
// Usage: node build/driver.js [games] [--stats]
// Game n (1..games) is set up with seed "n", and Math.random (which moveAI draws from) is seeded
// with it too, so a run is reproducible.
import seedrandom from 'seedrandom';
import { ended, moveAI, setup } from 'powergrid-engine';

const OPTIONS = { map: 'Germany', variant: 'recharged', fastBid: false, randomizeMap: false };
const MAX_MOVES = 20000;

const args = process.argv.slice(2);
const games = Number(args.find((a) => !a.startsWith('--')) ?? 10);
const stats = args.includes('--stats');

const half = Math.floor(games / 2);
let moves = 0;
let warmMoves = 0;
let warmCpu;
let logged = 0;
let rounds = 0;
const byName = {};
const byPhase = {};
const start = process.hrtime.bigint();
const cpuSeconds = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
};
for (let seed = 1; seed <= games; seed++) {
    if (seed === half + 1) warmCpu = -cpuSeconds();
    seedrandom(String(seed), { global: true });
    let G = setup(4, OPTIONS, String(seed));
    let n = 0;
    while (!ended(G)) {
        if (G.currentPlayers.length === 0 || ++n > MAX_MOVES) {
            throw new Error(`game ${seed} stuck after ${n} moves in phase ${G.phase}, round ${G.round}`);
        }
        const phase = G.phase;
        G = moveAI(G, G.currentPlayers[0]);
        if (stats) {
            const last = G.log.filter((item) => item.type === 'move').pop();
            byName[last.move.name] = (byName[last.move.name] ?? 0) + 1;
            byPhase[phase] = (byPhase[phase] ?? 0) + 1;
        }
    }
    moves += n;
    if (seed > half) warmMoves += n;
    logged += G.log.filter((item) => item.type === 'move').length;
    rounds += G.round;
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
warmCpu = games > half ? warmCpu + cpuSeconds() : 0;
const out = {
    games,
    moves,
    seconds,
    warm_games: games - half,
    warm_moves: warmMoves,
    warm_cpu: warmCpu,
    logged_moves: logged,
    rounds,
};
if (stats) Object.assign(out, { by_move: byName, by_phase: byPhase });
console.log(JSON.stringify(out));
