// Bundles driver.js with the engine of a boardgamers/powergrid checkout into build/driver.js.
// Usage: node build.mjs <the checkout's engine directory>
// The peer's own imports (lodash, seedrandom, delaunator) resolve to the versions pinned here.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const engine = resolve(process.argv[2] ?? '');
const entry = join(engine, 'index.ts');
if (!process.argv[2] || !existsSync(entry)) {
    console.error(`build.mjs: no engine/index.ts in ${engine}`);
    process.exit(2);
}

const peer = {
    name: 'peer',
    setup(b) {
        b.onResolve({ filter: /^powergrid-engine$/ }, () => ({ path: entry }));
        // Bare imports made by the peer's sources are resolved from this directory.
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === 'peer' || args.path.startsWith('node:')) return undefined;
            const r = await b.resolve(args.path, { kind: args.kind, resolveDir: here, pluginData: 'peer' });
            return r.errors.length ? { errors: r.errors } : r;
        });
    },
};

await build({
    entryPoints: [join(here, 'driver.js')],
    outfile: join(here, 'build', 'driver.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [peer],
});
