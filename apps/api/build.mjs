// Bundles the API into dist/server.js: our code and the workspace contracts inlined (Node cannot run their
// TypeScript), every npm dependency left external and loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atria/'));

await build({
  entryPoints: { server: 'src/server.ts', 'seed-cli': 'src/db/seed-cli.ts', 'move-to-postgres': 'src/db/move-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __atriaRequire } from 'node:module'; const require = __atriaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
