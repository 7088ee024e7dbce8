// `pnpm start`: builds what is missing or out of date, then runs the API, which also serves the web app.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time below the given paths (files and folders), skipping build output. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        if (!['node_modules', 'dist', '.turbo', 'e2e'].includes(name)) walk(join(p, name));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}

const mtime = (p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0);
const contracts = ['packages/contracts/src', 'packages/contracts/package.json'];
const targets = [
  {
    name: '@atria/api',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/drizzle', 'apps/api/build.mjs', 'apps/api/package.json', ...contracts],
  },
  {
    name: '@atria/web',
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', ...contracts],
  },
];

for (const t of targets) {
  const built = mtime(t.output);
  if (built === 0 || newest(t.inputs) > built) {
    process.stdout.write(`atria: building ${t.name}...\n`);
    execSync(`pnpm --filter ${t.name} build`, { cwd: root, stdio: 'inherit' });
  }
}

await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
