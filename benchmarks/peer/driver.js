// Plays complete 4-player games of the boardgamers/powergrid engine (Germany, Recharged rules) with
// the same bot at every seat, and prints one JSON line: {"games", "decisions", "moves", "rounds",
// "seconds", ...}; "warm_*" count the second half of the games alone (the first half warms the JIT
// up), "warm_cpu" in CPU seconds of this process.
// Usage: node build/driver.js [games] [--bot=random|moveai] [--stats]
//   random (the default): uniform over the distinct legal moves at each decision, the decisions cut
//     as our engine cuts them (see randomTurn); "decisions" counts those, "moves" the engine's moves.
//   moveai: the engine's own bot (moveAI), one decision a move.
// Game n (1..games) is set up with seed "n", and Math.random (which both bots draw from) is seeded
// with it too, so a run is reproducible.
import seedrandom from 'seedrandom';
import { ended, MoveName, move, moveAI, Phase, setup } from 'powergrid-engine';

const OPTIONS = { map: 'Germany', variant: 'recharged', fastBid: false, randomizeMap: false };
const MAX_MOVES = 20000;
// The peer's PowerPlantType and ResourceType (not exported by its index).
const COAL_PLANT = 0;
const OIL_PLANT = 1;
const GARBAGE_PLANT = 2;
const URANIUM_PLANT = 3;
const HYBRID_PLANT = 4;
const FUELLED = { [COAL_PLANT]: 'coal', [OIL_PLANT]: 'oil', [GARBAGE_PLANT]: 'garbage', [URANIUM_PLANT]: 'uranium' };
const RESOURCES = ['coal', 'oil', 'garbage', 'uranium'];

/** A weighted pick: the index of one of `weights`, each as likely as its weight. */
function pick(weights) {
    let r = Math.floor(Math.random() * weights.reduce((a, b) => a + b, 0));
    for (let i = 0; i < weights.length; i++) {
        r -= weights[i];
        if (r < 0) return i;
    }
    throw new Error('pick: no weight');
}

/** The moves of `player` on offer, each distinct one once: {name, data} for every listed value. */
function listed(player) {
    const out = [];
    for (const [name, values] of Object.entries(player.availableMoves ?? {})) {
        for (const data of values ?? []) out.push({ name, data });
    }
    return out;
}

/** The engine's move `name` with the offered value that `match` accepts (an error if none is). */
function offered(G, p, name, match) {
    const data = G.players[p].availableMoves?.[name]?.find(match);
    if (data === undefined) throw new Error(`random bot: no ${name} on offer in ${G.phase}, round ${G.round}`);
    return move(G, { name, data }, p);
}

/**
 * How many tokens of `resource` the player may buy in a row: the room on their plants (hybrid room
 * shared as the engine counts it), the tokens in the market under the price cap, and their money.
 */
function maxBuy(G, player, resource) {
    const hybrid = player.hybridCapacity;
    const oilOnHybrids = hybrid > 0 ? Math.max(0, player.oilLeft - player.oilCapacity) : 0;
    const coalOnHybrids = hybrid > 0 ? Math.max(0, player.coalLeft - player.coalCapacity) : 0;
    const room = {
        coal: player.coalCapacity + hybrid - player.coalLeft - oilOnHybrids,
        oil: player.oilCapacity + hybrid - player.oilLeft - coalOnHybrids,
        garbage: player.garbageCapacity - player.garbageLeft,
        uranium: player.uraniumCapacity - player.uraniumLeft,
    }[resource];
    const prices = G[`${resource}Prices`];
    const market = G[`${resource}Market`];
    const cap = G.map.maxPriceAvailable ? G.map.maxPriceAvailable[G.step - 1] : 16;
    let k = 0;
    let spent = 0;
    while (k < room && k < market) {
        const price = prices[prices.length - (market - k)];
        if (price > cap || spent + price > player.money) break;
        spent += price;
        k++;
    }
    return k;
}

/** Every way to run some of the player's plants: [plants, coal burnt in hybrids] the tokens allow. */
function powerChoices(player) {
    const plants = player.powerPlants.filter((pp) => player.powerPlantsNotUsed.includes(pp.number));
    const out = [];
    for (let mask = 0; mask < 1 << plants.length; mask++) {
        const sub = plants.filter((_, i) => mask & (1 << i));
        const need = { coal: 0, oil: 0, garbage: 0, uranium: 0 };
        let hybrid = 0;
        for (const pp of sub) {
            if (pp.type === HYBRID_PLANT) hybrid += pp.cost;
            else if (FUELLED[pp.type]) need[FUELLED[pp.type]] += pp.cost;
        }
        if (need.garbage > player.garbageLeft || need.uranium > player.uraniumLeft) continue;
        for (let coal = 0; coal <= hybrid; coal++) {
            if (need.coal + coal <= player.coalLeft && need.oil + hybrid - coal <= player.oilLeft) {
                out.push([sub, coal]);
            }
        }
    }
    return out;
}

const sameSpent = (a, b) => a.length === b.length && a.every((r, i) => r === b[i]);

/**
 * One decision of the uniform random bot, cut as our engine cuts it (our RandomBot picks uniformly
 * among our legal actions), played as the one or more moves of the peer's engine it takes:
 * - putting a plant up: one choice among pass and every (plant, opening bid) pair — the peer's
 *   ChoosePowerPlant then its opening Bid (the last player in the auction takes it at the minimum);
 * - buying: one choice among done (Pass) and every (resource, amount) pair — that many BuyResource
 *   moves, the player choosing again after them;
 * - powering: one choice among every set of plants (and coal/oil mix of the hybrids) the tokens
 *   allow, the empty set included — a UsePowerPlant move for each plant, then Pass;
 * - everything else (raising a bid or passing, building a city or passing, scrapping a plant):
 *   uniform over the moves the engine lists. Ours scraps a plant and names the tokens it returns in
 *   one choice; the peer discards the tokens that no longer fit afterwards, one move each.
 * Returns the number of the engine's moves made.
 */
function randomTurn(G, p) {
    const player = G.players[p];
    const av = player.availableMoves ?? {};
    if (G.phase === Phase.Auction && av[MoveName.ChoosePowerPlant]) {
        const last = G.players.filter((q) => !q.skipAuction && !q.isDropped).length === 1;
        const discounted = G.plantDiscountActive ? G.actualMarket[0].number : undefined;
        const plants = av[MoveName.ChoosePowerPlant];
        const lows = plants.map((n) => (n === discounted ? 1 : n));
        const weights = [av[MoveName.Pass] ? 1 : 0, ...lows.map((lo) => (last ? 1 : player.money - lo + 1))];
        const i = pick(weights);
        if (i === 0) {
            move(G, { name: MoveName.Pass, data: true }, p);
            return 1;
        }
        move(G, { name: MoveName.ChoosePowerPlant, data: plants[i - 1] }, p);
        if (last) return 1;
        const amount = lows[i - 1] + Math.floor(Math.random() * weights[i]);
        offered(G, p, MoveName.Bid, (b) => b === amount);
        return 2;
    }
    if (G.phase === Phase.Resources) {
        const amounts = RESOURCES.map((r) => maxBuy(G, player, r));
        const i = pick([1, ...amounts]);
        if (i === 0) {
            move(G, { name: MoveName.Pass, data: true }, p);
            return 1;
        }
        const resource = RESOURCES[i - 1];
        const amount = 1 + Math.floor(Math.random() * amounts[i - 1]);
        for (let k = 0; k < amount; k++) offered(G, p, MoveName.BuyResource, (b) => b.resource === resource);
        return amount;
    }
    if (G.phase === Phase.Bureaucracy) {
        const choices = powerChoices(player);
        const [sub, coal] = choices[Math.floor(Math.random() * choices.length)];
        let hybridCoal = coal;
        for (const pp of sub) {
            let spent = [];
            if (pp.type === HYBRID_PLANT) {
                const c = Math.min(pp.cost, hybridCoal);
                hybridCoal -= c;
                spent = [...Array(c).fill('coal'), ...Array(pp.cost - c).fill('oil')];
            } else if (FUELLED[pp.type]) {
                spent = Array(pp.cost).fill(FUELLED[pp.type]);
            }
            const run = (u) => u.powerPlant === pp.number && sameSpent(u.resourcesSpent, spent);
            offered(G, p, MoveName.UsePowerPlant, run);
        }
        move(G, { name: MoveName.Pass, data: true }, p);
        return sub.length + 1;
    }
    const moves = listed(player);
    move(G, moves[Math.floor(Math.random() * moves.length)], p);
    return 1;
}

const args = process.argv.slice(2);
const games = Number(args.find((a) => !a.startsWith('--')) ?? 10);
const stats = args.includes('--stats');
const bot = (args.find((a) => a.startsWith('--bot=')) ?? '--bot=random').slice('--bot='.length);
if (bot !== 'random' && bot !== 'moveai') throw new Error(`unknown --bot=${bot} (random or moveai)`);

const half = Math.floor(games / 2);
let decisions = 0;
let moves = 0;
let warmDecisions = 0;
let warmMoves = 0;
let warmCpu;
let logged = 0;
let rounds = 0;
const byName = {};
const byDecision = {};
const start = process.hrtime.bigint();
const cpuSeconds = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
};
for (let seed = 1; seed <= games; seed++) {
    if (seed === half + 1) warmCpu = -cpuSeconds();
    seedrandom(String(seed), { global: true });
    let G = setup(4, OPTIONS, String(seed));
    let d = 0;
    let n = 0;
    while (!ended(G)) {
        if (G.currentPlayers.length === 0 || n > MAX_MOVES) {
            throw new Error(`game ${seed} stuck after ${n} moves in phase ${G.phase}, round ${G.round}`);
        }
        const phase = G.phase === Phase.Auction && G.chosenPowerPlant ? 'Auction (bidding)' : G.phase;
        const before = G.log.length;
        d++;
        if (bot === 'random') {
            n += randomTurn(G, G.currentPlayers[0]);
        } else {
            G = moveAI(G, G.currentPlayers[0]);
            n++;
        }
        if (stats) {
            const made = G.log.slice(before).filter((item) => item.type === 'move');
            for (const item of made) byName[item.move.name] = (byName[item.move.name] ?? 0) + 1;
            const decision = `${phase}: ${made[0].move.name}`;
            byDecision[decision] = (byDecision[decision] ?? 0) + 1;
        }
    }
    decisions += d;
    moves += n;
    if (seed > half) {
        warmDecisions += d;
        warmMoves += n;
    }
    logged += G.log.filter((item) => item.type === 'move').length;
    rounds += G.round;
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
warmCpu = games > half ? warmCpu + cpuSeconds() : 0;
const out = {
    bot,
    games,
    decisions,
    moves,
    rounds,
    seconds,
    warm_games: games - half,
    warm_decisions: warmDecisions,
    warm_moves: warmMoves,
    warm_cpu: warmCpu,
    logged_moves: logged,
};
if (stats) Object.assign(out, { by_move: byName, by_decision: byDecision });
console.log(JSON.stringify(out));
