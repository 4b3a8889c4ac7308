// Bundles the API into dist/main.js and the embedded database's worker into dist/pglite-worker.js. The workspace packages (@espace/*) ship
// TypeScript sources, so they are bundled; npm packages stay external and are
// loaded from node_modules at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('.', import.meta.url));

/** Keeps every bare import external except our own workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@espace/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: apiRoot,
  // The embedded database's worker thread is its own bundle beside main.js (db/pglite-worker-database.ts).
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpmPackages],
  // Some CommonJS dependencies call require(); an ESM bundle has none by default.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`api: dist/main.js and dist/pglite-worker.js built in ${Date.now() - started} ms`);
