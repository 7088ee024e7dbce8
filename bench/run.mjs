// `pnpm bench [name...]`: runs the benchmarks (all by default) and prints their figures. Each benchmark
// targets loopback only and stops by itself. Record figures in bench/RESULTS.md.
import { benchStart } from './start.mjs';

const all = {
  start: async () => {
    const r = await benchStart();
    return `start: median ${r.median_ms} ms to the first 200 from /api/health (runs: ${r.samples_ms.join(', ')} ms; target 3000 ms)`;
  },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(all);
for (const name of names) {
  const bench = all[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
  console.log(await bench());
}
